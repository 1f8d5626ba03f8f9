/** Log headers for the invariant suite (every starter pairing, 10 matchups plus each mirror, in turn; or random pool decks) and the random pool run. */
import type { LogHeader } from '../../../src/engine/log.js';
import { runInvariants, type InvariantReport } from '../../../src/engine/kit/invariants.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/wixoss/index.js';
import { randomDeckText } from '../../../src/games/wixoss/random-deck.js';

const DECKS = ['white-hope', 'red-ambition', 'blue-appli', 'green-wana', 'black-will'];
export const PAIRS: [string, string][] = [];
for (let a = 0; a < DECKS.length; a++) for (let b = a; b < DECKS.length; b++) PAIRS.push([DECKS[a]!, DECKS[b]!]);

export function headers(rules: 'seed' | 'modern') {
  return (i: number): LogHeader => {
    const [d1, d2] = PAIRS[i % PAIRS.length]!;
    // Alternate which deck sits in seat 1, so each pairing is played from both sides.
    const decks = Math.floor(i / PAIRS.length) % 2 === 0 ? [d1, d2] : [d2, d1];
    return { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: `inv-${rules}-${i}`, decks, options: { rules }, orders: {} };
  };
}

/**
 * Header of game `i` of an invariant run over random legal decks of the whole supported pool
 * (src/games/wixoss/random-deck.ts); every third game uses the Modern rules.
 */
export function poolHeader(prefix: string, i: number): LogHeader {
  const rules = i % 3 === 2 ? 'modern' : 'seed';
  const rng = seedRng(`${prefix}deck-${i}`);
  const decks = [randomDeckText(rng, { rules }), randomDeckText(rng, { rules })];
  return { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: `${prefix}${i}`, first: i % 2, decks, options: { rules }, orders: {} };
}

/**
 * The invariant suite over `games` plain random pool games from game `first` (`poolHeader('random-', …)`): every rule
 * of the suite at every step (cards kept, the state plain JSON, every listed move accepted and an unlisted one
 * refused, the log replaying to the same state). The views and descriptions, which resample the hidden cards, are
 * compared at each game's first decision (both opening hands of the game's own decks); every 40th step is compared in
 * the covering pool games and the starter pairings, which leaves the time of `npm test` room for 2,000 games.
 */
export function randomPoolInvariants(first: number, games: number): InvariantReport {
  return runInvariants(game, { games, seed: 40 + first, headers: (i) => poolHeader('random-', first + i), maxSteps: 6000, viewEvery: OPENING_ONLY });
}

/** A view interval no game reaches: only step 0 is compared. */
const OPENING_ONLY = 1_000_000;
