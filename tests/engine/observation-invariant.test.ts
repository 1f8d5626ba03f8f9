/**
 * Issue 41: the observation differential of the invariant suite, over every game and every setup (and random pool
 * decks where a game has them). At each checked step, each seat's and a spectator's observation (board, decision,
 * moves, view, the last move's events) must not change when what that seat cannot see is resampled.
 * npm test plays 3 games of each kind a game; `npm run soak` runs this file with 30 (tests/support/sweep.ts).
 */
import { runInvariants } from '../../src/engine/kit/invariants.js';
import type { LogHeader } from '../../src/engine/log.js';
import { allSetups, cyclingHeaders } from '../../src/engine/kit/setups.js';
import { seedRng } from '../../src/engine/rng.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { randomDeckText as padDeck } from '../../src/games/pad/random-deck.js';
import { randomDeckText as wixossDeck } from '../../src/games/wixoss/random-deck.js';
import { FULL_SWEEP } from '../support/sweep.js';

const GAMES_EACH = FULL_SWEEP ? 30 : 3;

const pools: Record<string, (version: string) => (i: number) => LogHeader> = {
  pad: (version) => (i) => {
    const rng = seedRng(`obs-pad-pool-${i}`);
    return { game: 'pad', version, players: ['P1', 'P2'], seed: `obs-pad-${i}`, first: i % 2, decks: [padDeck(rng), padDeck(rng)], options: {}, orders: {} };
  },
  wixoss: (version) => (i) => {
    const rules = i % 3 === 2 ? 'modern' : 'seed';
    const rng = seedRng(`obs-wixoss-pool-${i}`);
    return { game: 'wixoss', version, players: ['P1', 'P2'], seed: `obs-wixoss-${i}`, first: i % 2, decks: [wixossDeck(rng, { rules }), wixossDeck(rng, { rules })], options: { rules }, orders: {} };
  },
};

describe.each(GAMES.map((g) => g.id))('%s observations', (id) => {
  it('setups across the range: no observation depends on a card hidden from its seat', async () => {
    const game = await loadGame(id);
    // A few games spread over the setups (each game's own invariant test, which runs this check too, covers them all).
    const games = GAMES_EACH;
    const stride = Math.max(1, Math.floor(allSetups(game).length / games));
    const cycling = cyclingHeaders(game, 'obs-');
    const report = runInvariants(game, { games, seed: 41, headers: (i) => cycling(i * stride), maxSteps: 20_000, viewEvery: 3 });
    expect(report.violations).toEqual([]);
    expect(report.observations).toBeGreaterThan(games * 20);
  });

  const pool = pools[id];
  if (pool) {
    it('random pool decks: no observation depends on a card hidden from its seat', async () => {
      const game = await loadGame(id);
      const report = runInvariants(game, { games: GAMES_EACH, seed: 42, headers: pool(game.version), maxSteps: 20_000, viewEvery: 3 });
      expect(report.violations).toEqual([]);
      expect(report.observations).toBeGreaterThan(GAMES_EACH * 20);
    });
  }
});
