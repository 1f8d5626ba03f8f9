/** The transcript invariants (src/engine/transcript-invariants.ts) still catch what they check. */
import { runTranscriptInvariants } from '../../src/engine/transcript-invariants.js';
import { game } from '../../src/games/eatpaint/index.js';

const decks = game.decks!.builtin.map((d) => d.id);
const headers = (i: number) => ({
  game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: `tr-check-${i}`,
  decks: [decks[i % decks.length]!, decks[(i + 1) % decks.length]!], options: {}, orders: {},
});

describe('transcript invariants', () => {
  it('catch a board that shows a seat the card drawn by the other seat', () => {
    // Each seat is shown the other seat's board: a card shown only to seat 1 is seen by seat 2.
    const swapped = { ...game, view: (s: Parameters<typeof game.view>[0], seat: number | null) => game.view(s, seat === null ? null : 1 - seat) };
    const report = runTranscriptInvariants(swapped, { games: 4, headers, maxSteps: 4000, probes: 3 });
    const text = report.violations.join('\n');
    expect(report.privateProbes).toBeGreaterThan(0);
    expect(text).toMatch(/seat \d sees the change to .*, shown only to seat \d/);
    expect(text).toMatch(/seat \d does not see its own card change to/);
  });
});
