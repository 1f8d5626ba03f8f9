/** WX02 Stirred Selector: the white cards (Tama, <Angel>, <Arm>). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX02 white', () => {
  it('Gothic Boundary: 1 opposing SIGNI back to hand', () => {
    const m = scenario({ p1: { lrigDeck: [X.gothicBoundary], ener: [C.kukri, C.kukri, C.iron] }, p2: { signi: [C.iron, C.bronda] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'hand')).toEqual([C.bronda]);
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.gothicBoundary]);
  });

  it('Magatama: on play look at the top 3 and put them back in any order', () => {
    const m = scenario({ p1: { hand: [X.magatama], deck: [C.kukri, C.iron, C.flamber, C.caliburn] } });
    play(m, 'summon 1 2');
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3']);
    play(m, 'top 2', 'top 2');
    expect(zone(m, 0, 'deck')).toEqual([C.iron, C.flamber, C.kukri, C.caliburn]);
    expect(st(m).tasks).toEqual([]);
  });

  it('Kiuael / Ciel / Saniel: printed power alone; 12000 / 8000 / 5000 while another <Angel> is on your field', () => {
    const alone = scenario({ p1: { signi: [X.kiuael, C.kukri, X.saniel] } });
    expect(power(alone, 0, 0)).toBe(12000); // Saniel is another Angel
    expect(power(alone, 0, 2)).toBe(5000);
    const one = scenario({ p1: { signi: [X.ciel, C.kukri, null] } });
    expect(power(one, 0, 0)).toBe(5000); // itself does not count
    const pair = scenario({ p1: { signi: [X.ciel, X.saniel, null] } });
    expect([power(pair, 0, 0), power(pair, 0, 1)]).toEqual([8000, 5000]);
    const opp = scenario({ p1: { signi: [X.ciel] }, p2: { signi: [X.saniel] } });
    expect(power(opp, 0, 0)).toBe(5000); // an opposing Angel does not count
  });

  it('Sword Ability: find an <Arm> SIGNI and an <Angel> SIGNI', () => {
    const m = scenario({ p1: { hand: [X.swordAbility], ener: [C.kukri, C.kukri], deck: [X.ciel, C.kukri, C.iron, X.saniel] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-013', 'done']);
    play(m, 'pick wd01-013');
    expect(choices(m)).toEqual(['pick wx02-047', 'pick wx02-049', 'done']);
    play(m, 'pick wx02-049');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, X.saniel]);
    expect(zone(m, 0, 'deck').sort()).toEqual([X.ciel, C.iron].sort());
  });

  it('Wish Crisis: trash 1 of your <Angel> SIGNI; if you did, put up to 2 <Angel> SIGNI from the deck onto the field', () => {
    const m = scenario({ p1: { hand: [X.wishCrisis], ener: [C.kukri], signi: [X.saniel], deck: [X.ciel, C.kukri, X.kiuael, X.saniel] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1']);
    play(m, 'target own 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, X.saniel]);
    expect(choices(m)).toEqual(['pick wx02-047', 'pick wx02-046', 'pick wx02-049', 'done']);
    play(m, 'pick wx02-046');
    expect(choices(m)).toEqual(['zone 1', 'zone 2', 'zone 3']);
    play(m, 'zone 2', 'pick wx02-047', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([X.ciel, X.kiuael, '-']);
    expect([power(m, 0, 0), power(m, 0, 1)]).toEqual([8000, 12000]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.kukri, X.saniel].sort());
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, X.saniel, X.wishCrisis]);
  });

  it('Wish Crisis: with no <Angel> to trash nothing else happens; the summon limit still applies to what it puts', () => {
    const none = scenario({ p1: { hand: [X.wishCrisis], ener: [C.kukri], signi: [C.kukri], deck: [X.ciel, X.kiuael] } });
    play(none, 'spell 1', 'pay auto');
    expect(zone(none, 0, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(none, 0, 'deck')).toEqual([X.ciel, X.kiuael]);
    // Tama-2 (level 2): Kiuael (level 3) may not come.
    const limit = scenario({ p1: { lrig: [C.tama2], hand: [X.wishCrisis], ener: [C.kukri], signi: [X.saniel, C.flamber], deck: [X.ciel, X.kiuael, X.saniel] } });
    play(limit, 'spell 1', 'pay auto', 'target own 1');
    expect(choices(limit)).toEqual(['pick wx02-047', 'pick wx02-049', 'done']);
    play(limit, 'pick wx02-047', 'zone 1');
    expect(choices(limit)).toEqual(['pick wx02-049', 'done']);
    play(limit, 'done');
    expect(zone(limit, 0, 'signi')).toEqual([X.ciel, C.flamber, '-']);
    // Tama-1 (limit 2) with Kukri staying: one level-1 Angel fits, a second would pass the limit (not offered).
    const full = scenario({ p1: { lrig: [C.tama1], hand: [X.wishCrisis], ener: [C.kukri], signi: [X.saniel, C.kukri], deck: [X.saniel, X.saniel] } });
    play(full, 'spell 1', 'pay auto', 'target own 1', 'pick wx02-049', 'zone 3');
    expect(zone(full, 0, 'signi')).toEqual(['-', C.kukri, X.saniel]);
    expect(choices(full)).toEqual(['done']); // a search asks while the deck has cards, whatever they are (issue 41)
    play(full, 'done');
    expect(st(full).tasks).toEqual([]);
    expect(zone(full, 0, 'deck')).toEqual([X.saniel]);
  });

  it('Wish Crisis Burst: 1 <Angel> SIGNI from the deck onto the field', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.wishCrisis], deck: [C.iron, X.ciel] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['pick wx02-047', 'done']);
    play(m, 'pick wx02-047', 'zone 3');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', X.ciel]);
  });

  it('Get Bound: 1 opposing SIGNI back to hand; Burst: only one of level 2 or less', () => {
    const m = scenario({ p1: { hand: [X.getBound], ener: [C.kukri, C.kukri] }, p2: { signi: [C.silvan] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'hand')).toEqual([C.silvan]);
    const b = scenario({ p1: { signi: [C.caliburn, C.kukri] }, p2: { life: [X.getBound] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 2']);
    play(b, 'target 2');
    expect(zone(b, 0, 'hand')).toEqual([C.kukri]);
  });

  it('Mikagami: down it to reveal the top card and take it if it is an <Arm> SIGNI; else it stays on top', () => {
    const m = scenario({ p1: { signi: [X.mikagami], deck: [C.kukri, C.iron] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    expect(choices(m)).not.toContain('act 1');
    const miss = scenario({ p1: { signi: [X.mikagami], deck: [C.iron, C.kukri] } });
    play(miss, 'act 1');
    expect(zone(miss, 0, 'hand')).toEqual([]);
    expect(zone(miss, 0, 'deck')).toEqual([C.iron, C.kukri]);
    expect(st(miss).events.some((e) => e.to === undefined && /Iron/.test(e.text))).toBe(true); // revealed to both
  });

  it('Mikagami / Mitsurugi Bursts: draw 1 / ener charge 1', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.mikagami], deck: [C.iron] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    const e = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.mitsurugi], deck: [C.iron] } });
    play(e, 'pass', 'attack 1', 'burst');
    expect(zone(e, 1, 'ener')).toEqual([C.iron, X.mitsurugi]);
  });

  it('Mitsurugi: on play you may discard an <Arm> or <Weapon> SIGNI to find a SIGNI; without one only `skip` is offered', () => {
    const m = scenario({ p1: { hand: [X.mitsurugi, C.iron, C.kukri, X.smith], deck: [C.jetting, C.flamber] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['discard 2', 'discard 3']);
    play(m, 'discard 3', 'pick wd01-012');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.flamber]);
    expect(zone(m, 0, 'trash')).toEqual([X.smith]);
    const skip = scenario({ p1: { hand: [X.mitsurugi, C.kukri], deck: [C.flamber] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(skip, 0, 'deck')).toEqual([C.flamber]);
    const none = scenario({ p1: { hand: [X.mitsurugi, C.iron], deck: [C.flamber] } });
    play(none, 'summon 1 1');
    expect(choices(none)).toEqual(['skip']); // asked all the same (issue 41): only skip
    play(none, 'skip');
    expect(st(none).tasks).toEqual([]);
    expect(zone(none, 0, 'hand')).toEqual([C.iron]);
  });

  it('White Hope: up to 2 level 2 or less <Arm> / <Weapon> SIGNI from the deck onto the field; they go to the trash as the end phase begins', () => {
    const m = scenario({ p1: { lrigDeck: [X.whiteHope], ener: [C.kukri, C.kukri, C.iron], deck: [C.flamber, X.mp5, C.caliburn, C.kukri, C.iron, C.iron] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-012', 'pick wx02-052', 'pick wd01-013', 'done']);
    play(m, 'pick wx02-052', 'zone 1', 'pick wd01-012', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([X.mp5, C.flamber, '-']);
    expect(power(m, 0, 0)).toBe(5000); // Flamber is an <Arm>, not another <Weapon>
    while (st(m).active === 0) play(m, 'pass');
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.kukri, C.iron, X.mp5, C.flamber]);
    // One that already left the field is not moved again.
    const gone = scenario({ p1: { lrigDeck: [X.whiteHope], ener: [C.kukri, C.kukri, C.iron], deck: [C.kukri, C.iron, C.iron] } });
    play(gone, 'arts 1', 'pay auto', 'pick wd01-013', 'zone 1', 'done', 'trash signi 1');
    while (st(gone).active === 0) play(gone, 'pass');
    expect(zone(gone, 0, 'trash')).toEqual([C.kukri, C.kukri, C.iron, C.kukri]);
    expect(st(gone).events.some((e) => /end of turn: .* goes to the trash/.test(e.text))).toBe(false);
  });

  it('Arcgain: your <Angel> SIGNI ignore the opponent\'s spells, ARTS and SIGNI effects (targets and sweeps), not their LRIG\'s', () => {
    const side = { lrig: [C.tama4], signi: [X.arcgain, X.ciel, C.kukri] };
    const arts = scenario({ p1: { lrigDeck: [X.gothicBoundary], ener: [C.kukri, C.kukri, C.kukri] }, p2: side });
    play(arts, 'arts 1', 'pay auto');
    expect(choices(arts)).toEqual(['target 3']);
    const sweep = scenario({ p1: { lrig: [C.ulith3], lrigDeck: [X.blackDesire], ener: [C.kooni, C.kooni, C.kooni], trash: Array(25).fill(C.kooni) }, p2: side });
    play(sweep, 'arts 1', 'pay auto');
    expect(zone(sweep, 1, 'signi')).toEqual([X.arcgain, X.ciel, '-']);
    const lrig = scenario({ p1: { lrig: [X.tama4], ener: [C.kukri, C.koalan, C.iron] }, p2: side });
    play(lrig, 'act lrig 2', 'pay auto');
    expect(choices(lrig)).toEqual(['target 1']); // the LRIG's own ability reaches them
    const own = scenario({ p1: { lrig: [C.tama4], hand: [X.wishCrisis], ener: [C.kukri], signi: [X.arcgain, X.ciel], deck: [X.saniel] } });
    play(own, 'spell 1', 'pay auto');
    expect(choices(own)).toEqual(['target own 1', 'target own 2']); // your own effects still do
  });

  it('Arcgain: on play you may pay [White][White] to put an <Angel> SIGNI from the deck onto the field', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [X.arcgain], ener: [C.kukri, C.kukri], deck: [C.kukri, X.ciel] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wx02-047', 'done']);
    play(m, 'pick wx02-047', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([X.arcgain, X.ciel, '-']);
  });

  it('Arcgain Burst: find an <Angel> SIGNI, then down the opposing LRIG or any opposing SIGNI (ruling: a down one too)', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [X.arcgain], deck: [C.iron, X.saniel] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['target lrig', 'target 1', 'target 2']); // Kukri, down from attacking, may be chosen
    play(m, 'target lrig', 'pick wx02-049');
    expect(zone(m, 1, 'hand')).toEqual([X.saniel]);
    expect(st(m).players[0]!.lrigDown).toBe(true);
    expect(choices(m)).toEqual(['attack 2', 'pass']); // no LRIG attack left to make
  });
});
