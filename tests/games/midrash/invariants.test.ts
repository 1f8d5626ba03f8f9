import { greedyDecider } from '../../../src/engine/bots.js';
import { randomDecider } from '../../../src/engine/deciders.js';
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/midrash/index.js';
import { header } from './helpers.js';

// Every player count and rules option; solo games are short, so they come up more often.
const SETUPS: [number, string][] = [[1, 'normal'], [1, 'hard'], [2, 'normal'], [3, 'normal'], [4, 'normal'], [1, 'normal'], [1, 'hard'], [2, 'hard'], [3, 'hard'], [4, 'hard']];

describe('Midrash invariant suite', () => {
  it('holds over 150 random games of 1-4 seats in both modes', () => {
    const headers = (i: number): LogHeader => {
      const [players, mode] = SETUPS[i % SETUPS.length]!;
      return header(players, `inv${i}`, mode);
    };
    // Random play never reaches 10 wisdom with opponents (those games stop at the self-play round limit as
    // "unfinished"), so some 2-4 player games are played by the greedy bot: they are won.
    const deciders = (i: number) => (i % 20 >= 2 && i % 20 <= 4 ? [greedyDecider(seedRng(`greedy${i}`))] : [randomDecider(seedRng(`random${i}`))]);
    const report = runInvariants(game, { games: 150, seed: 5, headers, deciders, maxSteps: 4000, viewEvery: 20 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(150);
    // Both outcomes occur: somebody wins, and games end without a winner too (solo losses, unfinished).
    expect(Object.keys(report.winners).length).toBeGreaterThan(1);
  });

  it('determinize reshuffles the grimoire decks (the hidden zones) and keeps everything else', () => {
    const state = game.setup({ players: ['a', 'b'], decks: [], options: {} }, seedRng('det'));
    const copy = game.determinize(state, 0, seedRng('other'));
    for (let level = 0; level < 4; level++) {
      expect(copy.decks[level]).not.toEqual(state.decks[level]);
      expect([...copy.decks[level]!].sort()).toEqual([...state.decks[level]!].sort());
    }
    expect(JSON.stringify(game.view(copy, 0))).toBe(JSON.stringify(game.view(state, 0)));
  });
});
