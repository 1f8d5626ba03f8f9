/**
 * The shared invariant suite, Modern rules: 60 random games over every starter pairing, each played twice from each
 * side (seed rules: the twin file). `npm run soak` plays every setup of the game (boosters and both rule sets).
 */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { headers } from './invariant-headers.js';

describe('WIXOSS invariant suite (modern rules)', () => {
  it('holds over 60 random games of every starter pairing', () => {
    const report = runInvariants(game, { games: 60, seed: 8, headers: headers('modern'), maxSteps: 6000, viewEvery: 10 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(60);
    expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
  });
});
