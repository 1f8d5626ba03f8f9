/**
 * Violence Splash (WX04-038): this turn a banished SIGNI of power 0 or less goes to the trash, and the power your
 * SIGNI's effects take from opposing SIGNI is doubled (not an ARTS's, not the opponent's); its Burst takes or puts a
 * black SIGNI from the trash. Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const SPLASH = 'WX04-038';
const IONA4 = 'WD07-001'; // its limiting condition
const FANG = 'WX04-053'; // Activated, down this SIGNI: 1 opposing SIGNI gets -5000 until end of turn
const MOMENT = 'WD05-006'; // ARTS: 1 opposing SIGNI gets -7000
const BLACK = 'WD05-013';

describe('Violence Splash', () => {
  it('doubles the -5000 of your SIGNI\'s ability; the SIGNI at 0 goes to the trash, not the ener zone', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [SPLASH], ener: [BLACK], signi: [FANG] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'spell 1', 'pay auto', 'act 1', 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
    expect(zone(m, 1, 'ener')).toEqual([]);
  });

  it('an ARTS\'s loss is not doubled; without the spell nothing changes', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [SPLASH], lrigDeck: [MOMENT], ener: [BLACK, BLACK, BLACK], signi: [FANG] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).players[0]!.lossDoubledTurn).toBe(3);
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(signiPower(st(m), 1, 0)).toBe(3000);
    const plain = scenario({ p1: { lrig: [IONA4], signi: [FANG] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(plain, 'act 1', 'target 2'); // Flamber 7000 - 5000
    expect(signiPower(st(plain), 1, 1)).toBe(2000);
    const zero = scenario({ p1: { lrig: [IONA4], signi: [FANG] }, p2: { signi: [C.caliburn, C.kukri] } });
    play(zero, 'act 1', 'target 2'); // Kukri 3000 - 5000: banished to the ener zone as usual
    expect(zone(zero, 1, 'ener')).toEqual([C.kukri]);
  });

  it('lasts this turn only', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [SPLASH], ener: [BLACK], signi: [FANG] }, p2: { signi: [C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).players[0]!.zeroToTrashTurn).toBe(3);
    st(m).turn += 2;
    play(m, 'act 1', 'target 1');
    expect(signiPower(st(m), 1, 0)).toBe(5000);
  });

  it('Burst: a black SIGNI from the trash into hand, or onto the field', () => {
    const hand = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [IONA4], life: [SPLASH], trash: [FANG, C.flamber] } });
    play(hand, 'pass', 'attack 1', 'burst');
    expect(choices(hand)).toEqual(['mode 1', 'mode 2']);
    play(hand, 'mode 1', 'pick wx04-053');
    expect(zone(hand, 1, 'hand')).toEqual([FANG]);
    const field = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [IONA4], life: [SPLASH], trash: [FANG] } });
    play(field, 'pass', 'attack 1', 'burst', 'mode 2', 'pick wx04-053', 'zone 2');
    expect(zone(field, 1, 'signi')).toEqual(['-', FANG, '-']);
  });
});
