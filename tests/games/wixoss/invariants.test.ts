/** The shared invariant suite, seed-era rules: 150 random games over every starter pairing (Modern: the twin file). */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { headers } from './invariant-headers.js';

describe('WIXOSS invariant suite (seed rules)', () => {
  it('holds over 150 random games of every starter pairing', () => {
    const report = runInvariants(game, { games: 150, seed: 7, headers: headers('seed'), maxSteps: 6000, viewEvery: 10 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(150);
    expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
  });
});
