/** WX02 Stirred Selector: the LRIG cards (Tamayorihime, Yuzuki, Eldora, Ulith). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX02 LRIG', () => {
  it('Tamayorihime, Sweet Olive Miko: growing into it you may pay [White] to find a SIGNI', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama3], lrigDeck: [X.tama4], ener: [C.kukri, C.iron, C.koalan, C.kukri], deck: [C.jetting, C.flamber] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto', 'pick wd01-012');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('Tamayorihime, Sweet Olive Miko: two activated abilities, [White][Red] banishes 7000 or less, [White][Green][Colorless] 10000 or more', () => {
    const m = scenario({ p1: { lrig: [X.tama4], ener: [C.kukri, C.iron, C.kukri, C.koalan, C.iron] }, p2: { lrig: [C.hanayo4], signi: [C.bronda, C.volcano, C.silvan] } });
    play(m, 'act lrig', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1', 'act lrig 2', 'pay auto');
    expect(choices(m)).toEqual(['target 2', 'target 3']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', C.silvan]);
  });

  it('Yuzuki-Three: [Red] banishes 5000 or less; [Green] gives your SIGNI +5000', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki3], ener: [C.iron, C.koalan], signi: [C.iron] }, p2: { signi: [C.bronda, C.servantD] } });
    play(m, 'act lrig', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2', 'act lrig 2', 'pay auto');
    expect(power(m, 0, 0)).toBe(8000);
  });

  it('Eldora×Mark IV: each time your life cloth is crushed you may draw 1', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { lrig: [X.eldora4], deck: [C.sc, C.jv] } });
    play(m, 'pass', 'attack 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 1, 'hand')).toEqual([C.sc]);
    play(m, 'attack 2', 'skip');
    expect(zone(m, 1, 'hand')).toEqual([C.sc]);
    expect(zone(m, 1, 'life').length).toBe(5);
  });

  it('Ulith, Enma of Screaming Hell: growing into it you may discard 1 to give an opposing SIGNI -7000', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.ulith2], lrigDeck: [X.ulith3], ener: [C.kooni, C.kooni], hand: [C.tooBad] }, p2: { signi: [C.silvan, C.iron] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1', 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]); // 3000 - 7000: banished
    const skip = scenario({ phase: 'grow', p1: { lrig: [C.ulith2], lrigDeck: [X.ulith3], ener: [C.kooni, C.kooni], hand: [C.tooBad] }, p2: { signi: [C.iron] } });
    play(skip, 'grow 1', 'pay auto', 'skip');
    expect(zone(skip, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(skip, 0, 'hand')).toEqual([C.tooBad]);
  });

  it('Ulith, Enma of Reviving Hell: growing into it puts your top 3 cards into your trash', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.ulith0], lrigDeck: [X.ulith1], deck: [C.kooni, C.cosmo, C.belze, C.carry] } });
    play(m, 'grow 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.cosmo, C.belze]);
  });

  it('Yuzuki-Four: growing into it crushes your own top life cloth, which has the Life Burst "ener charge 1" though the card has none', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.yuzuki3], lrigDeck: [X.yuzuki4], ener: [C.iron, C.iron, C.koalan, C.koalan], life: [C.kukri, C.iron], deck: [C.sc, C.sc] } });
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 0, 'life')).toEqual([C.iron]);
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'burst');
    expect(zone(m, 0, 'ener')).toEqual([C.sc, C.kukri]);
  });

  it('Yuzuki-Four: down it to crush the opponent\'s top life cloth (its own Life Burst may be used; the LRIG gives the opponent none)', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki4] }, p2: { life: [C.servantD, C.kukri], deck: [C.iron, C.iron] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'no burst');
    expect(zone(m, 1, 'ener')).toEqual([C.servantD]);
    expect(st(m).players[0]!.lrigDown).toBe(true);
    expect(choices(m)).not.toContain('act lrig');
  });

  it('Yuzuki-Four: a crushed card with a Life Burst of its own has both; you pick the order and may use each', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.yuzuki4], life: [C.servantD], deck: [C.iron, C.iron, C.iron] } });
    play(m, 'pass', 'attack 1');
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2');
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'burst', 'no burst');
    expect(zone(m, 1, 'ener')).toEqual([C.iron, C.servantD]);
  });
});
