/**
 * The engine's transcript invariants (issue 15) over WIXOSS: starter decks and random decks of the whole pool.
 * `npm run soak` runs this file with ten times the games (tests/support/sweep.ts).
 */
import { parseDeckText } from '../../../src/engine/decklist.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { runTranscriptInvariants } from '../../../src/engine/kit/transcript-invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { headers, poolHeader } from './invariant-headers.js';
import { FULL_SWEEP } from '../../support/sweep.js';

const STARTER_GAMES = FULL_SWEEP ? 80 : 8;
const POOL_GAMES = FULL_SWEEP ? 120 : 12;

/** A random pool deck's list as the one-line form a log header holds (a transcript is written out as text). */
function oneLine(header: LogHeader): LogHeader {
  const decks = header.decks.map((text) => game.decks!.toText(game.decks!.build(parseDeckText(text!, game.decks!.sections), header.options).deck!));
  return { ...header, decks };
}

describe('WIXOSS transcripts', () => {
  it('keep the transcript invariants over the starter pairings (coin flip included)', () => {
    const seed = headers('seed');
    const modern = headers('modern');
    const report = runTranscriptInvariants(game, {
      games: STARTER_GAMES, maxSteps: 2000, probes: 4,
      headers: (i) => ({ ...(i % 4 === 3 ? modern(i) : seed(i)), seed: `tr-starter-${i}` }),
    });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(STARTER_GAMES);
    expect(report.outcomes).toBeGreaterThan(STARTER_GAMES * 20);
    expect(report.privateProbes).toBeGreaterThan(0);
    expect(report.cannotProbes).toBeGreaterThan(STARTER_GAMES);
  });

  it('keep the transcript invariants over random pool decks', () => {
    const report = runTranscriptInvariants(game, { games: POOL_GAMES, maxSteps: 2000, probes: 4, headers: (i) => oneLine(poolHeader('tr-pool-', i)) });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(POOL_GAMES);
    expect(report.outcomes).toBeGreaterThan(POOL_GAMES * 20);
    expect(report.cannotProbes).toBeGreaterThan(POOL_GAMES);
  });
});
