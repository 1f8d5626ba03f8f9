/**
 * The transcript invariants of issue 15 over random PAD games: built-in decks, and random decks of the whole pool
 * (so every card effect that touches the deck or life plays its part). Strict: no finding is tolerated.
 * `npm run soak` runs this file with ten times the games (tests/support/sweep.ts).
 *
 * PAD answers a question with a single answer by itself (rules topic "rulings"), but not one whose choices depend
 * on cards the others cannot see (issue 41: the main phase, the guard step, a card from life, an evolve from hand):
 * that is asked even with one choice. So no probe ends where the seat shown a card acted on it by going on
 * (`actedOn`): every other seat must see and be asked the same to the step's end.
 */
import type { LogHeader } from '../../../src/engine/log.js';
import { resolveDeck } from '../../../src/engine/match.js';
import { runTranscriptInvariants, type TranscriptInvariantReport } from '../../../src/engine/kit/transcript-invariants.js';
import type { PadDeck } from '../../../src/games/pad/decks.js';
import { game } from '../../../src/games/pad/index.js';
import { poolHeader } from './helpers.js';
import { FULL_SWEEP } from '../../support/sweep.js';

const DECKS = ['fire-dark', 'water-wood-light'];
const BUILT_IN_GAMES = FULL_SWEEP ? 150 : 15;
const POOL_GAMES = FULL_SWEEP ? 200 : 20;

function check(report: TranscriptInvariantReport, games: number): void {
  expect(report.violations).toEqual([]);
  expect(report.games).toBe(games);
  expect(report.outcomes).toBeGreaterThan(games * 20);
  expect(report.privateProbes).toBeGreaterThan(games);
  // Cards of the game that cannot be there (used up, the other deck's) were named, and refused at their line.
  expect(report.cannotProbes).toBeGreaterThan(games);
  // Issue 41: a question of the seat shown a card is never answered by itself, nor asked in one line only, because
  // of that card (a lone choice that depends on hidden cards is asked): every probe is compared to the step's end.
  expect(report.actedOn).toBe(0);
}

describe('PAD transcripts keep the chance invariants', () => {
  it('over random games of the built-in decks (the first player fixed or flipped)', () => {
    const headers = (i: number): LogHeader => ({
      game: 'pad', version: game.version, players: ['Ann', 'Bob'], seed: `tr-${i}`, first: i % 3 === 2 ? undefined : i % 3,
      decks: [DECKS[i % 2]!, DECKS[Math.floor(i / 2) % 2]!], options: {}, orders: {},
    });
    check(runTranscriptInvariants(game, { games: BUILT_IN_GAMES, headers, maxSteps: 4000, probes: 3 }), BUILT_IN_GAMES);
  });

  it('over random games of random decks from the whole pool', () => {
    // A log's header holds a deck on one line.
    const oneLine = (text: string) => game.decks!.toText(resolveDeck(game, text, {}) as PadDeck);
    const headers = (i: number): LogHeader => {
      const h = poolHeader('trpool', i);
      return { ...h, first: i % 3 === 2 ? undefined : i % 2, decks: h.decks.map((d) => oneLine(d!)) };
    };
    check(runTranscriptInvariants(game, { games: POOL_GAMES, headers, maxSteps: 6000, probes: 3 }), POOL_GAMES);
  });
});
