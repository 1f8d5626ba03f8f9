/**
 * A move that turns a hidden card face up is locked against undo, or the mover could look and take the move back
 * (soak seeds soak-wixoss-pool-2602 and soak-wixoss-pool-3968: But Any Other's end-of-turn trash).
 */
import { undoLast } from '../../../src/engine/match.js';
import { CARD as C, choices, decider, play, scenario, zone } from './helpers.js';

const E = { eldora3: 'WD06-002', butAny: 'WD06-008', chouan: 'WD06-013' } as const;
const lastMove = (m: ReturnType<typeof scenario>) => m.moves[m.moves.length - 1];

describe('WIXOSS undo locks when a life cloth goes to the trash', () => {
  it('But Any Other: the pass that ends the turn trashes the top life cloth, so it is locked though the mover discards next', () => {
    const hand = [C.sc, C.sc, C.sc, C.sc, C.sc, C.sc, C.sc];
    const m = scenario({ p1: { lrig: [E.eldora3], lrigDeck: [E.butAny], ener: [C.sc, C.sc, C.sc], hand, life: [C.iron, C.kukri] } });
    play(m, 'pass', 'arts 1', 'pay auto', 'declare 0', 'pass');
    expect(zone(m, 0, 'trash')).toEqual([C.sc, C.sc, C.sc, C.iron]);
    expect(decider(m)).toBe(0); // still the mover's turn: discard down to 6
    expect(choices(m)).toContain('discard 1');
    expect(lastMove(m)).toEqual({ seat: 0, choice: 'pass', locked: true });
    expect(() => undoLast(m)).toThrow(/cannot be taken back/);
  });

  it('Chouan: paying with a life cloth is locked, and the mover goes on in the main phase', () => {
    const m = scenario({ p1: { lrig: [E.eldora3], hand: [E.chouan], life: [C.iron, C.kukri], deck: [C.flamber, C.sc] } });
    play(m, 'summon 1 1', 'use', 'life 1');
    expect(zone(m, 0, 'trash')).toEqual([C.iron]);
    expect(decider(m)).toBe(0);
    expect(lastMove(m)).toEqual({ seat: 0, choice: 'life 1', locked: true });
  });
});
