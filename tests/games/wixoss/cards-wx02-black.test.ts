/** WX02 Stirred Selector: the black cards (Ulith, <Devil>, <Ancient Weapon>) and the colourless ones. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX02 black', () => {
  it('Anima: on play put your top 3 cards into your trash', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [X.anima], deck: [C.kooni, C.cosmo, C.belze, C.carry] } });
    play(m, 'summon 1 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.cosmo, C.belze]);
    expect(zone(m, 0, 'deck')).toEqual([C.carry]);
  });

  it('Grave Maker: costs nothing and puts your top 6 cards into your trash', () => {
    const m = scenario({ p1: { hand: [X.graveMaker], deck: Array(7).fill(C.kooni) } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'trash')).toEqual([...Array(6).fill(C.kooni), X.graveMaker]);
    expect(zone(m, 0, 'deck')).toEqual([C.kooni]);
  });

  it('Ulith, Enma of Black Rope Hell: your black SIGNI get +1000 (others not)', () => {
    const m = scenario({ p1: { lrig: [X.ulith2], signi: [C.kooni, C.kukri, null] } });
    expect([power(m, 0, 0), power(m, 0, 1)]).toEqual([4000, 3000]);
  });

  it('Ulith, Infinite Enma: [Black] and discard a black SIGNI: an opposing SIGNI gets -10000; not offered without a black SIGNI in hand', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], hand: [C.kukri, C.kooni], ener: [C.kooni] }, p2: { lrig: [C.hanayo4], signi: [C.volcano] } });
    play(m, 'act lrig', 'pay auto');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2', 'target 1');
    expect(power(m, 1, 0)).toBe(2000);
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.kooni]);
    const none = scenario({ p1: { lrig: [X.ulith4], hand: [C.kukri, C.tooBad], ener: [C.kooni] }, p2: { signi: [C.iron] } });
    expect(choices(none)).not.toContain('act lrig');
  });

  it('Black Desire: with 25+ cards in your trash (after paying), banish every SIGNI; fewer, nothing', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], lrigDeck: [X.blackDesire], ener: [C.kooni, C.kooni, C.kooni], trash: Array(22).fill(C.kooni), signi: [C.kooni] }, p2: { signi: [C.iron, C.silvan] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.iron, C.silvan]);
    const few = scenario({ p1: { lrig: [C.ulith3], lrigDeck: [X.blackDesire], ener: [C.kooni, C.kooni, C.kooni], trash: Array(21).fill(C.kooni) }, p2: { signi: [C.iron] } });
    play(few, 'arts 1', 'pay auto');
    expect(zone(few, 1, 'signi')).toEqual([C.iron, '-', '-']);
  });

  it('Bloody Slash: put 1 of your SIGNI into the trash; if you did, banish an opposing SIGNI; usable in the cut-in window', () => {
    const m = scenario({ p1: { lrigDeck: [X.bloodySlash], ener: [C.kooni, C.kooni], signi: [C.kukri, C.flamber] }, p2: { signi: [C.iron, C.silvan] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.kooni, C.flamber]);
    expect(zone(m, 1, 'ener')).toEqual([C.silvan]);
    const none = scenario({ p1: { lrigDeck: [X.bloodySlash], ener: [C.kooni, C.kooni] }, p2: { signi: [C.iron] } });
    play(none, 'arts 1', 'pay auto');
    expect(zone(none, 1, 'signi')).toEqual([C.iron, '-', '-']);
    // The opponent answers a spell with it.
    const cut = scenario({ p1: { hand: [C.firePillar], ener: [C.iron], signi: [C.iron] }, p2: { lrigDeck: [X.bloodySlash], ener: [C.kooni, C.kooni], signi: [C.kooni] } });
    play(cut, 'spell 1', 'pay auto', 'target 1');
    expect(choices(cut)).toEqual(['arts 1', 'pass']);
    play(cut, 'arts 1', 'pay auto', 'target own 1', 'target 1');
    expect(zone(cut, 0, 'ener')).toEqual([C.iron]);
    expect(zone(cut, 1, 'trash')).toEqual([C.kooni, C.kooni, C.kooni]);
  });

  it('Sacrifice Slash: banish 1 of your SIGNI; if you did, banish an opposing SIGNI; Burst: banish an opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [X.sacrificeSlash], ener: [C.kooni, C.kooni, C.kooni], signi: [C.kooni] }, p2: { signi: [C.iron, C.silvan] } });
    play(m, 'spell 1', 'pay auto', 'target own 1', 'target 2');
    expect(zone(m, 0, 'ener')).toEqual([C.kooni]);
    expect(zone(m, 1, 'ener')).toEqual([C.silvan]);
    const b = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [X.sacrificeSlash] } });
    play(b, 'pass', 'attack 1', 'burst', 'target 2');
    expect(zone(b, 0, 'ener')).toEqual([C.flamber]);
  });

  it('Code Anti Kythera: down it to reveal the top 3, take an <Ancient Weapon> SIGNI, trash the rest', () => {
    const m = scenario({ p1: { signi: [X.kythera], deck: [C.kooni, X.delhi, X.machupi, C.cosmo] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['pick wx02-071', 'pick wx02-072']);
    play(m, 'pick wx02-072');
    expect(zone(m, 0, 'hand')).toEqual([X.machupi]);
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, X.delhi]);
    expect(zone(m, 0, 'deck')).toEqual([C.cosmo]);
    const miss = scenario({ p1: { signi: [X.kythera], deck: [C.kooni, C.cosmo, C.belze, C.carry] } });
    play(miss, 'act 1');
    expect(choices(miss)).toEqual(['done']); // asked all the same (issue 41): skipping it would show that none fits
    play(miss, 'done');
    expect(zone(miss, 0, 'trash')).toEqual([C.kooni, C.cosmo, C.belze]);
  });

  it('Baal: down it to take the top card if it is a <Devil> SIGNI; Burst: draw 1', () => {
    const m = scenario({ p1: { signi: [X.baal], deck: [C.kooni] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kooni]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.baal], deck: [C.kooni] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.kooni]);
  });

  it('Morriga: on play you may discard a <Devil> SIGNI: an opposing SIGNI gets -5000 (and is banished at 0); Burst: banish a level 2 or less SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [X.morriga, C.kooni] }, p2: { signi: [C.iron, C.silvan] } });
    play(m, 'summon 1 1', 'use', 'discard 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
    const b = scenario({ p1: { signi: [C.caliburn, C.flamber] }, p2: { life: [X.morriga] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 2']);
  });

  it('Code Anti Machupi: down it and discard a card: an opposing SIGNI gets -5000; not offered with an empty hand', () => {
    const m = scenario({ p1: { signi: [X.machupi], hand: [C.kukri] }, p2: { signi: [C.silvan] } });
    play(m, 'act 1', 'discard 1', 'target 1');
    expect(power(m, 1, 0)).toBe(5000);
    const empty = scenario({ p1: { signi: [X.machupi] }, p2: { signi: [C.silvan] } });
    expect(choices(empty)).not.toContain('act 1');
  });

  it('Code Anti Palbek: [Black] and down it: put a SIGNI from your trash onto the field (its on-play ability then triggers)', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: [X.palbek], ener: [C.kooni], trash: [C.tooBad, X.anima, C.kooni], deck: [C.cosmo, C.cosmo, C.cosmo, C.belze] } });
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wx02-070', 'pick wd05-013']); // no "done": the trash is open
    play(m, 'pick wx02-070', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([X.palbek, '-', X.anima]);
    expect(zone(m, 0, 'trash')).toEqual([C.tooBad, C.kooni, C.kooni, C.cosmo, C.cosmo, C.cosmo]); // Anima's on-play
    expect(st(m).players[0]!.signiDown).toEqual([true, false, false]);
  });

  it('Code Anti Nebra / Delhi: pay from your trash to put them onto the field', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], ener: [C.kooni, C.kooni, C.kooni, C.kooni], trash: [C.kooni, X.nebra, X.delhi] } });
    expect(choices(m)).toEqual(expect.arrayContaining(['act trash 2', 'act trash 3']));
    play(m, 'act trash 2', 'pay auto');
    expect(choices(m)).toEqual(['pick wx02-069']);
    play(m, 'pick wx02-069', 'zone 2', 'act trash 2', 'pay auto', 'pick wx02-071', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual(['-', X.nebra, X.delhi]);
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.kooni, C.kooni, C.kooni, C.kooni]);
    const poor = scenario({ p1: { lrig: [C.ulith3], ener: [C.kooni], trash: [X.nebra] } });
    expect(choices(poor)).not.toContain('act trash 1');
  });

  it('Code Anti Texahammer: milled from your deck, you may put it onto the field; Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [X.anima], deck: [C.kooni, X.texahammer, C.cosmo, C.belze] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pick wx02-073', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([X.anima, '-', X.texahammer]);
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.cosmo]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.texahammer], deck: [C.kooni] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.kooni]);
  });

  it('Anna Mirage: when one of your <Devil> SIGNI is banished, the opponent banishes one of theirs (their pick)', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], hand: [X.sacrificeSlash], ener: [C.kooni, C.kooni, C.kooni], signi: [X.annaMirage, C.kooni] }, p2: { signi: [C.iron, C.silvan, C.bronda] } });
    play(m, 'spell 1', 'pay auto', 'target own 2', 'target 1');
    expect(st(m).players[1]!.signi.filter((i) => i >= 0).length).toBe(2);
    expect(choices(m)).toEqual(['target own 2', 'target own 3']);
    play(m, 'target own 3');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.silvan, '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.iron, C.bronda]);
  });

  it('Anna Mirage: on play put 1 of your SIGNI (it may be itself) into the trash; Burst: a <Devil> SIGNI among your top 5, the rest to the trash', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], hand: [X.annaMirage], signi: [C.kooni] } });
    play(m, 'summon 1 2');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.annaMirage], deck: [C.kooni, C.kukri, C.cosmo, C.iron, C.belze, C.carry] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wd05-013', 'pick wd05-012', 'pick wd05-010']);
    play(b, 'pick wd05-012');
    expect(zone(b, 1, 'hand')).toEqual([C.cosmo]);
    expect(zone(b, 1, 'trash')).toEqual([C.kooni, C.kukri, C.iron, C.belze]);
    expect(zone(b, 1, 'deck')).toEqual([C.carry]);
  });

  it('Enigma Aura: your LRIG gains "when it attacks, trash any number of your SIGNI, then add a top card to your life cloth for each"', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [X.enigmaAura], ener: [C.kooni, C.kooni], signi: [C.kooni, C.cosmo], deck: [C.belze, C.carry, C.succu], life: [C.kooni] } });
    play(m, 'spell 1', 'pay auto');
    while (choices(m).includes('pass') && !choices(m).includes('attack lrig')) play(m, 'pass');
    play(m, 'attack lrig');
    expect(choices(m)).toEqual(['target own 1', 'target own 2', 'done']);
    play(m, 'target own 1', 'target own 2');
    expect(zone(m, 0, 'life')).toEqual([C.kooni, C.belze, C.carry]); // stored top last: Carry on top
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
  });

  it('Enigma Aura Burst: a black SIGNI from your trash onto your field, without its on-play ability', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [C.ulith3], life: [X.enigmaAura], trash: [C.kukri, X.anima], deck: [C.kooni, C.kooni, C.kooni, C.kooni] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['pick wx02-070']);
    play(m, 'pick wx02-070', 'zone 2');
    expect(zone(m, 1, 'signi')).toEqual(['-', X.anima, '-']);
    expect(zone(m, 1, 'deck').length).toBe(4); // Anima's on-play did not happen
  });

  it('Grim: power 5000 while your trash holds 2+ cards', () => {
    expect(power(scenario({ p1: { signi: [X.grim], trash: [C.kooni] } }), 0, 0)).toBe(2000);
    expect(power(scenario({ p1: { signi: [X.grim], trash: [C.kooni, C.kooni] } }), 0, 0)).toBe(5000);
  });
});

describe('WX02 colourless', () => {
  it('Recalled Blessing: a SIGNI (not a spell) from your trash into hand; its Burst does the same', () => {
    const m = scenario({ p1: { hand: [X.recalledBlessing], ener: [C.kooni, C.kooni], trash: [C.tooBad, C.belze, C.kooni] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd05-010', 'pick wd05-013']);
    play(m, 'pick wd05-010');
    expect(zone(m, 0, 'hand')).toEqual([C.belze]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.recalledBlessing], trash: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wd02-013');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });
});
