/** The engine's transcript invariants (issue 15) over WIXOSS: starter decks and random decks of the whole pool. */
import { parseDeckText } from '../../../src/engine/decklist.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { runTranscriptInvariants } from '../../../src/engine/transcript-invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { sameName } from '../../../src/games/wixoss/cards/db.js';
import { headers, poolHeader } from './invariant-headers.js';

/** A random pool deck's list as the one-line form a log header holds (a transcript is written out as text). */
function oneLine(header: LogHeader): LogHeader {
  const decks = header.decks.map((text) => game.decks!.toText(game.decks!.build(parseDeckText(text!, game.decks!.sections), header.options).deck!));
  return { ...header, decks };
}

/**
 * The violations, less "does not see its own card change" where the other card is a reprint of the true one (same
 * name, e.g. WD01-017 and WD09-017, both Servant O): the check compares what a seat reads (board, events), which
 * names cards, so such a swap cannot show there though the view's card ids change.
 */
const OWN_CHANGE = /\((\d+): ([^)]+)\): seat \d+ does not see its own card change to (\S+)$/;
function violations(list: string[]): string[] {
  return list.filter((v) => {
    const found = OWN_CHANGE.exec(v);
    return !(found && sameName(found[2]!, found[3]!));
  });
}

describe('WIXOSS transcripts', () => {
  it('keep the transcript invariants over the starter pairings (coin flip included)', () => {
    const seed = headers('seed');
    const modern = headers('modern');
    const report = runTranscriptInvariants(game, {
      games: 16, maxSteps: 2000, probes: 4,
      headers: (i) => ({ ...(i % 4 === 3 ? modern(i) : seed(i)), seed: `tr-starter-${i}` }),
    });
    expect(violations(report.violations)).toEqual([]);
    expect(report.games).toBe(16);
    expect(report.outcomes).toBeGreaterThan(16 * 20);
    expect(report.privateProbes).toBeGreaterThan(0);
    expect(report.cannotProbes).toBeGreaterThan(16);
  });

  it('keep the transcript invariants over random pool decks', () => {
    const report = runTranscriptInvariants(game, { games: 24, maxSteps: 2000, probes: 4, headers: (i) => oneLine(poolHeader('tr-pool-', i)) });
    expect(violations(report.violations)).toEqual([]);
    expect(report.games).toBe(24);
    expect(report.outcomes).toBeGreaterThan(24 * 20);
    expect(report.cannotProbes).toBeGreaterThan(24);
  });
});
