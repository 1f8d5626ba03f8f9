/**
 * The normal level's search at the mulligan (docs/bots.md, "The mulligan"): `evaluate` counts the hand, not its
 * cards, so the search scored each `mulligan N` by how many own decisions it adds, and returned most of its opening
 * hand (seed 41: `mulligan 2` three times, then the second seat 12 cards). The game marks the mulligan `unjudged`.
 */
import { decisionOf, playChoice, startMatch, type Match } from '../../../src/engine/match.js';
import { LEVEL_BOTS } from '../../../src/engine/levels.js';
import { forcedChoice, mctsDecider, MctsSearch } from '../../../src/engine/mcts.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/wixoss/index.js';

// The common normal budget (500 iterations; WIXOSS's own normal has fewer), where the bias showed. Iterations
// decide, not the machine's speed.
const { timeMs: _time, ...NORMAL } = LEVEL_BOTS.normal.mcts;

const opening = (): Match => startMatch(game, {
  game: 'wixoss', version: game.version, players: ['P1', 'P2'], seed: '41', decks: ['white-hope', 'red-ambition'], options: {}, orders: {},
});

function search(m: Match, seed: string) {
  const decision = decisionOf(m);
  if (decision.over) throw new Error('game over');
  const s = new MctsSearch({ game, state: m.state, decision, seats: 2, match: m }, seedRng(seed), NORMAL);
  s.run();
  return s.result();
}

describe('wixoss mulligan search', () => {
  it('keeps the opening hand from either seat (seed 41)', () => {
    const m = opening();
    const first = search(m, 'mull-1');
    expect(first.choice).toBe('keep');
    expect(first.iterations).toBe(500);
    playChoice(m, first.choice);
    expect(search(m, 'mull-2').choice).toBe('keep');
  });

  it('finishes a mulligan a player started instead of returning more cards', () => {
    const m = opening();
    playChoice(m, 'mulligan 1');
    expect(search(m, 'mull-3').choice).toBe('keep');
  });

  it('a bot keeps without searching: its random stream is untouched, so no budget is spent on the one move', () => {
    const m = opening();
    const decision = decisionOf(m);
    if (decision.over) throw new Error('game over');
    const rng = seedRng('mull-4');
    const before = JSON.stringify(rng);
    const hard = { ...LEVEL_BOTS.hard.mcts, timeMs: undefined };
    expect(forcedChoice(game, m.state, decision.choices)).toBe('keep');
    expect(mctsDecider(rng, hard)({ game, state: m.state, decision, seats: 2, match: m })).toBe('keep');
    expect(JSON.stringify(rng)).toBe(before);
  });

  it('marks only the mulligan: the first turn is searched as before', () => {
    const m = opening();
    playChoice(m, 'keep');
    expect(game.unjudged!(m.state, [])).toBe('keep');
    playChoice(m, 'keep');
    expect(m.state.phase).not.toBe('mulligan');
    expect(game.unjudged!(m.state, [])).toBeUndefined();
    const decision = decisionOf(m);
    if (decision.over) throw new Error('game over');
    expect(decision.choices.length).toBeGreaterThan(1);
    expect(forcedChoice(game, m.state, decision.choices)).toBeUndefined();
  });
});
