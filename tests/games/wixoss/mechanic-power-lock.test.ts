/**
 * Issue 46: WX05 Lion, Phantom Beast Deity. The opponent's effects change no SIGNI's power, theirs or yours: their
 * "until end of turn" changes and their constant power abilities count for nothing while Lion is on your field
 * (table/power-lock.ts; each change noted with whose effect made it, rules/power-source.ts). Your SIGNI of power 15000
 * or more are unaffected by the opponent's spells and SIGNI (constant `protectMinPower`). Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const LION = 'WX05-024';
const EGIS = 'WX01-054'; // During the opponent's turn, this SIGNI's power is 18000 (printed 12000).
const TO_TRASH = 'WX04-104'; // spell: put 1 opposing SIGNI into its owner's trash
const BIG = 'WX01-053'; // a white 15000 SIGNI without abilities
const BLACK = 'WD05-013';
const MIDORI5 = 'WX05-004'; // a level 5 green LRIG (Lion is level 5)

describe('Lion, Phantom Beast Deity', () => {
  it("the opponent's spell lowers no power while Lion is on your field; gone, the change counts again", () => {
    const m = scenario({ active: 1, turn: 4, p1: { lrig: [MIDORI5], signi: [LION, C.kukri] }, p2: { lrig: [C.ulith4], hand: [C.holeDark], ener: [BLACK] } });
    play(m, 'spell 1', 'pay auto', 'target 2');
    expect(st(m).mods.filter((mod) => mod.add === -4000)).toHaveLength(1);
    expect(signiPower(st(m), 0, 1)).toBe(3000);
    // Without Lion the -4000 counts (the change itself stays until the end of the turn).
    st(m).players[0]!.signi[0] = -1;
    expect(signiPower(st(m), 0, 1)).toBe(-1000);
  });

  it("the opponent's constant power abilities count for none of their SIGNI either; your own effects still change power", () => {
    const m = scenario({ p1: { lrig: [MIDORI5], signi: [LION], hand: [C.holeDark], ener: [BLACK] }, p2: { lrig: [C.tama4], signi: [EGIS, C.caliburn] } });
    // Ann's turn: Egis would be 18000 (its opponent's turn).
    expect(signiPower(st(m), 1, 0)).toBe(12000);
    play(m, 'spell 1', 'pay auto', 'target 2');
    expect(signiPower(st(m), 1, 1)).toBe(6000);
    const free = scenario({ p1: { lrig: [MIDORI5], signi: [C.kukri] }, p2: { signi: [EGIS] } });
    expect(signiPower(st(free), 1, 0)).toBe(18000);
  });

  it("your SIGNI of power 15000 or more cannot be picked by the opponent's spells; the others can", () => {
    const m = scenario({ active: 1, turn: 4, p1: { lrig: [MIDORI5], signi: [LION, C.kukri, BIG] }, p2: { lrig: [C.tama4], hand: [TO_TRASH], ener: [C.kukri, BLACK, BLACK, BLACK] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    const without = scenario({ active: 1, turn: 4, p1: { lrig: [MIDORI5], signi: [C.kukri, C.kukri, BIG] }, p2: { lrig: [C.tama4], hand: [TO_TRASH], ener: [C.kukri, BLACK, BLACK, BLACK] } });
    play(without, 'spell 1', 'pay auto');
    expect(choices(without)).toEqual(['target 1', 'target 2', 'target 3']);
  });

  it('Burst: your top card into your ener zone, then banish 1 opposing SIGNI with power 10000 or more', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.caliburn] }, p2: { life: [LION], deck: [C.iron, C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.iron, LION]); // the top card, then the crushed card once its Burst is done
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, '-', '-']);
  });
});
