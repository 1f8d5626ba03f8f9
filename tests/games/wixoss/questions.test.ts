/**
 * WIXOSS's question table (questions.ts, issue 42): a question that names cards only its decider sees is read by
 * the other seat as its declared public form; every op that asks has an entry, so no question is shown to the other
 * seat without one.
 */
import { decisionOf } from '../../../src/engine/match.js';
import { promptFor } from '../../../src/engine/public-prompt.js';
import { OPS } from '../../../src/games/wixoss/cards/op-library.js';
import { game } from '../../../src/games/wixoss/index.js';
import { QUESTIONS } from '../../../src/games/wixoss/questions.js';
import { CARD as C, play, scenario } from './helpers.js';

describe('WIXOSS questions as each seat reads them', () => {
  it('Bonya puts back the top cards: its decider reads their names, the other seat only what kind of decision it is', () => {
    const m = scenario({ p1: { lrig: [C.tama1], hand: [C.bonya], deck: [C.kukri, C.iron, C.flamber, C.caliburn] } });
    play(m, 'summon 1 1');
    const d = decisionOf(m);
    if (d.over) throw new Error('game over');
    expect(QUESTIONS.keyOf(m.state as never)).toBe('reorderTop');
    expect(d.prompt).toMatch(/^Put back the top cards \(.+\): which goes on top\?$/);
    const first = m.header.players[0];
    expect(promptFor(game, m.state, d, 0, m.header.players)).toBe(d.prompt);
    expect(promptFor(game, m.state, d, 1, m.header.players)).toBe(`${first}: putting back the top cards of their deck in an order of their choice`);
    expect(promptFor(game, m.state, d, null, m.header.players)).toBe(promptFor(game, m.state, d, 1, m.header.players));
  });

  it('every op that asks a question has an entry from its handler, and every entry names an op, a task kind or a phase', () => {
    const asking = Object.entries(OPS).filter(([, h]) => 'ask' in h || 'askTarget' in h).map(([op]) => op);
    expect(asking.filter((op) => !QUESTIONS.keys.includes(op))).toEqual([]);
    // The looking ops declare their public wording beside their question (the op's handler is its declaration).
    expect(['reorderTop', 'lookTake', 'lookTrashReorder', 'topToFieldIfAlone', 'lifeReorder'].filter((op) => !OPS[op]!.others)).toEqual([]);
    const phases = ['chooseLrig', 'mulligan', 'ener', 'grow', 'main', 'artsTurn', 'artsOpp', 'signiAttack', 'lrigAttack', 'end', 'over'].map((phase) => `${phase} phase`);
    const tasks = [...phases, 'effect', 'pay', 'confirm', 'finish', 'burst', 'cutin', 'battle', 'guard', 'damage', 'discardDown', 'excess', 'grow', 'resona', 'order', 'artsDiscount', 'spellDownLess', 'revealMore', 'attackAnswer', 'replace', 'growReveal', 'phaseEnds'];
    expect(QUESTIONS.keys.filter((key) => !tasks.includes(key) && !Object.hasOwn(OPS, key))).toEqual([]);
    // One key space: an op named as a task kind would share its entry.
    expect(tasks.filter((key) => Object.hasOwn(OPS, key))).toEqual([]);
  });

});
