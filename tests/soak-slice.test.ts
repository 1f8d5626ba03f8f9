/**
 * The CI slice of `npm run soak`: the invariant suite with greedy bots (the per-game tests use random ones), over
 * the setups of every game. The full soak runs thousands of games per game; see scripts/soak.mjs.
 */
import { makeBot } from '../src/engine/bots.js';
import { runInvariants } from '../src/engine/kit/invariants.js';
import { seedRng } from '../src/engine/rng.js';
import { cyclingHeaders } from '../src/engine/kit/setups.js';
import { GAMES, loadGame } from '../src/games/index.js';

describe.each(GAMES.map((g) => g.id))('soak slice: %s with greedy bots', (id) => {
  it('keeps every invariant', async () => {
    const game = await loadGame(id);
    const headers = cyclingHeaders(game, 'slice-');
    const report = runInvariants(game, {
      games: 4,
      headers,
      maxSteps: 20_000,
      viewEvery: 5,
      deciders: (g) => headers(g).players.map((_, seat) => makeBot('greedy', seedRng(`slice:${g}:${seat}`))),
    });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(4);
  }, 120_000);
});
