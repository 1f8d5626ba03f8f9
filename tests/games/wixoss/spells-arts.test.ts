/** Spec "Spells and cut-in" and ARTS timings / limiting conditions / both ARTS steps of the attack phase. */
import { addCards } from '../../../src/games/wixoss/cards/db.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

beforeAll(() => {
  addCards([{
    id: 'TEST-CUT', name: { ja: 'テスト', en: 'Test Cut-In Shield' }, type: 'ARTS', colors: ['red'], level: 0, cost: {}, timings: ['spellCutIn'],
    text: { en: ['One of your SIGNI gets +5000 until end of turn.'], zh: [] }, effects: { use: { ops: [{ op: 'powerOne', side: 'own', amount: 5000 }] } },
  }]);
});

describe('spells', () => {
  it('check zone, pay, choose the target, resolve, then to the trash', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { signi: [C.kukri, C.flamber] } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'check')).toEqual([C.firePillar]);
    play(m, 'pay 1');
    expect(choices(m)).toEqual(['target 1']); // flamber (7000) is above 5000
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.firePillar]);
    expect(zone(m, 0, 'check')).toEqual([]);
  });

  it('the opponent may cut in with a [Spell Cut-In] ARTS; a target no longer legal is skipped', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrigDeck: ['TEST-CUT'], signi: [C.kukri] } });
    play(m, 'spell 1', 'pay 1', 'target 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1', 'target own 1');
    // Back in the window after the ARTS resolved in full; nothing more to use, so the spell resolves.
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']); // 8000 now: no longer a legal target
    expect(zone(m, 1, 'lrigTrash')).toEqual(['TEST-CUT']);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.firePillar]);
  });

  it('without a usable [Spell Cut-In] ARTS the opponent is not asked', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrigDeck: [C.dontMove], signi: [C.kukri] } });
    play(m, 'spell 1', 'pay 1', 'target 1');
    expect(decider(m)).toBe(0);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
  });

  it('a spell may be used with no legal target (ruling) and then does nothing', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { signi: [C.caliburn] } });
    play(m, 'spell 1', 'pay 1');
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.firePillar]);
  });

  it('spells are used only in your own main phase', () => {
    const m = scenario({ p1: { signi: [C.kukri], hand: [C.jetting] }, p2: { hand: [C.jetting] } });
    expect(choices(m)).toContain('spell 1');
    play(m, 'pass');
    expect(choices(m)).toEqual(['attack 1', 'pass']);
  });
});

describe('ARTS', () => {
  it('[Main Phase] ARTS are offered in the main phase, [Attack Phase] ones only in the attack phase; used ARTS go to the LRIG trash', () => {
    const m = scenario({ p1: { lrig: [C.tama3], lrigDeck: [C.avon, C.baroque], ener: [C.kukri, C.kukri, C.kukri, C.kukri, C.kukri] }, p2: { signi: [C.iron] } });
    expect(choices(m)).toEqual(['arts 1', 'pass']); // Avon; Baroque Defense (attack phase) is not offered
    play(m, 'arts 1', 'pay auto', 'done');
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.avon]);
    play(m, 'pass');
    expect(st(m).phase).toBe('artsTurn');
    expect(choices(m)).toEqual(['arts 1', 'pass']); // Baroque Defense, now LRIG deck card 1
  });

  it("both ARTS steps: the turn player's first, then the defender's", () => {
    const m = scenario({ p1: { lrigDeck: [C.baroque], ener: [C.kukri, C.kukri], signi: [C.kukri] }, p2: { lrig: [C.piruluk3], lrigDeck: [C.dontMove], ener: [C.sc, C.sc, C.sc] } });
    play(m, 'pass');
    expect(decider(m)).toBe(0);
    play(m, 'pass');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1', 'pay auto', 'target 1'); // no second target left, so no 'done' is asked
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    expect(zone(m, 1, 'lrigTrash')).toEqual([C.dontMove]);
    expect(st(m).phase).toBe('lrigAttack');
  });

  it('an ARTS with a limiting condition needs that LRIG type', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [C.rococo], ener: Array(5).fill(C.kukri) } });
    expect(choices(m)).toEqual(['pass']);
    const m2 = scenario({ p1: { lrig: [C.tama3], lrigDeck: [C.rococo], ener: Array(5).fill(C.kukri) } });
    expect(choices(m2)).toEqual(['arts 1', 'pass']);
  });
});
