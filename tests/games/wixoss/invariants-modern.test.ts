/** The shared invariant suite, Modern rules: 150 random games over every starter pairing (seed rules: the twin file). */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { headers } from './invariant-headers.js';

describe('WIXOSS invariant suite (modern rules)', () => {
  it('holds over 150 random games of every starter pairing', () => {
    const report = runInvariants(game, { games: 150, seed: 8, headers: headers('modern'), maxSteps: 6000, viewEvery: 10 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(150);
    expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
  });
});
