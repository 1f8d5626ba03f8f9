/** WX02 Stirred Selector: the blue cards (Eldora, <Water Beast>, <Electric Machine>). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { game } from '../../../src/games/wixoss/index.js';
import { X } from './cards-wx02-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX02 blue', () => {
  it('Code Art MMR: on play draw 1, then discard 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [X.mmr, C.sc], deck: [C.jv, C.drs] } });
    play(m, 'summon 1 1');
    expect(zone(m, 0, 'hand')).toEqual([C.sc, C.jv]);
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.jv]);
    expect(zone(m, 0, 'trash')).toEqual([C.sc]);
  });

  it('SEARCHER: find a SPELL in the deck (not a SIGNI); its Burst does the same', () => {
    const m = scenario({ p1: { hand: [X.searcher], ener: [C.kukri], deck: [C.jv, C.jetting, C.tooBad, C.sc] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-018', 'pick wd03-015', 'done']);
    play(m, 'pick wd03-015');
    expect(zone(m, 0, 'hand')).toEqual([C.tooBad]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, X.searcher]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.searcher], deck: [C.sc, C.jetting] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wd01-018');
    expect(zone(b, 1, 'hand')).toEqual([C.jetting]);
  });

  it('Octo / Pearl / Kozame: 12000 / 8000 / 5000 while another <Water Beast> is on your field', () => {
    const m = scenario({ p1: { signi: [X.octo, X.pearl, X.kozame] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2)]).toEqual([12000, 8000, 5000]);
    const alone = scenario({ p1: { signi: [null, X.pearl, C.sc] } });
    expect(power(alone, 0, 1)).toBe(5000);
  });

  it('Spiral Carmilla: <Water Beast> SIGNI +2000 while your hand holds 2+ more cards than the opponent\'s; on play you may pay [Blue] to draw 1', () => {
    const m = scenario({ p1: { signi: [X.carmilla, X.kozame], hand: [C.sc, C.sc], ener: [C.sc] }, p2: { hand: [] } });
    expect([power(m, 0, 0), power(m, 0, 1)]).toEqual([14000, 7000]);
    const even = scenario({ p1: { signi: [X.carmilla, X.kozame], hand: [C.sc, C.sc] }, p2: { hand: [C.iron] } });
    expect(power(even, 0, 0)).toBe(12000);
    const play1 = scenario({ p1: { lrig: [C.piruluk4], hand: [X.carmilla], ener: [C.sc], deck: [C.jv] } });
    play(play1, 'summon 1 1', 'use', 'pay auto');
    expect(zone(play1, 0, 'hand')).toEqual([C.jv]);
  });

  it('Spiral Carmilla Burst: choose draw 1 or a random discard from the opponent', () => {
    const draw = scenario({ p1: { signi: [C.kukri], hand: [C.iron] }, p2: { life: [X.carmilla], deck: [C.sc] } });
    play(draw, 'pass', 'attack 1', 'burst');
    expect(choices(draw)).toEqual(['mode 1', 'mode 2']);
    play(draw, 'mode 1');
    expect(zone(draw, 1, 'hand')).toEqual([C.sc]);
    expect(zone(draw, 0, 'hand')).toEqual([C.iron]);
    const disc = scenario({ p1: { signi: [C.kukri], hand: [C.iron] }, p2: { life: [X.carmilla], deck: [C.sc] } });
    play(disc, 'pass', 'attack 1', 'burst', 'mode 2');
    expect(zone(disc, 0, 'hand')).toEqual([]);
    expect(zone(disc, 0, 'trash')).toEqual([C.iron]);
  });

  it('Code Art CPU: on play you may discard an <Electric Machine> SIGNI to freeze an opposing SIGNI and draw 1; frozen, it stays down through its next up phase', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [X.cpu, C.sc], deck: [C.jv, C.drs, C.drs, C.drs] }, p2: { signi: [C.iron, C.bronda], down: [false, true] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 0, 'hand')).toEqual([C.jv]);
    while (st(m).active === 0) play(m, 'pass'); // to the opponent's turn
    expect(st(m).players[1]!.signiDown).toEqual([false, true, false]); // Bronda stayed down
    expect(st(m).frozen).toEqual([]); // the freeze is over
  });

  it('Code Art GRB: down it to take the top card if it is an <Electric Machine> SIGNI; Burst: draw 1', () => {
    const m = scenario({ p1: { signi: [X.grb], deck: [C.sc] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([C.sc]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.grb], deck: [C.sc] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.sc]);
  });

  it('SPRASH: banish 1 of your <Water Beast> SIGNI; if you did, draw 2; with none, nothing', () => {
    const m = scenario({ p1: { hand: [X.sprash], ener: [C.sc, C.sc], signi: [C.sc, X.kozame], deck: [C.jv, C.drs] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'ener')).toEqual([X.kozame]);
    expect(zone(m, 0, 'hand')).toEqual([C.jv, C.drs]);
    const none = scenario({ p1: { hand: [X.sprash], ener: [C.sc, C.sc], signi: [C.sc], deck: [C.jv, C.drs] } });
    play(none, 'spell 1', 'pay auto');
    expect(zone(none, 0, 'hand')).toEqual([]);
  });

  it('SPRASH Burst: draw 1, and 1 more if you have a <Water Beast> SIGNI', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.sprash], signi: [null, X.kozame], deck: [C.jv, C.drs] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(zone(m, 1, 'hand')).toEqual([C.jv, C.drs]);
    const one = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.sprash], deck: [C.jv, C.drs] } });
    play(one, 'pass', 'attack 1', 'burst');
    expect(zone(one, 1, 'hand')).toEqual([C.jv]);
  });

  it('BLUEGAIN: draw 1 for each <Electric Machine> or <Water Beast> SIGNI on your field', () => {
    const m = scenario({ p1: { hand: [X.bluegain], ener: [C.sc, C.sc], signi: [C.sc, C.kukri, X.kozame], deck: [C.jv, C.drs, C.sc] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.jv, C.drs]);
  });

  it('Cross Life Cloth: take a life cloth of your choice into hand, then put a hand card on top of your life cloth', () => {
    const m = scenario({ p1: { lrig: [X.eldora2], lrigDeck: [X.crossLifeCloth], ener: [C.sc], hand: [C.jv], life: [C.kukri, C.iron, C.servantD] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['life 1', 'life 2', 'life 3']);
    expect(game.describe(st(m), 'life 2', 1)).toBe('Take life cloth 2 (from the top) into hand');
    play(m, 'life 2');
    expect(zone(m, 0, 'hand')).toEqual([C.jv, C.iron]);
    // Everyone is told which position was taken (it was the top only when `life 1`).
    expect(st(m).events.some((e) => e.to === undefined && /takes life cloth 2 \(from the top\)/.test(e.text))).toBe(true);
    expect(choices(m)).toEqual(['cloth 1', 'cloth 2']);
    expect(game.describe(st(m), 'cloth 1', 0)).toMatch(/Code Art JV/);
    expect(game.describe(st(m), 'cloth 1', 1)).not.toMatch(/Code Art JV/);
    play(m, 'cloth 1');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(zone(m, 0, 'life')).toEqual([C.servantD, C.kukri, C.jv]); // stored top last: JV is now the top
    expect(st(m).events.some((e) => e.to === undefined && /Iron|JV/.test(e.text))).toBe(false); // neither card is named to the opponent
  });
});
