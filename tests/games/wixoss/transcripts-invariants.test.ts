/** The engine's transcript invariants (issue 15) over WIXOSS: starter decks and random decks of the whole pool. */
import { parseDeckText } from '../../../src/engine/decklist.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { runTranscriptInvariants } from '../../../src/engine/kit/transcript-invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { headers, poolHeader } from './invariant-headers.js';

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
      games: 16, maxSteps: 2000, probes: 4,
      headers: (i) => ({ ...(i % 4 === 3 ? modern(i) : seed(i)), seed: `tr-starter-${i}` }),
    });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(16);
    expect(report.outcomes).toBeGreaterThan(16 * 20);
    expect(report.privateProbes).toBeGreaterThan(0);
    expect(report.cannotProbes).toBeGreaterThan(16);
  });

  it('keep the transcript invariants over random pool decks', () => {
    const report = runTranscriptInvariants(game, { games: 24, maxSteps: 2000, probes: 4, headers: (i) => oneLine(poolHeader('tr-pool-', i)) });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(24);
    expect(report.outcomes).toBeGreaterThan(24 * 20);
    expect(report.cannotProbes).toBeGreaterThan(24);
  });
});
