/** Log headers for the invariant suite: every starter pairing (10 matchups plus each mirror) in turn. */
import type { LogHeader } from '../../../src/engine/log.js';
import { game } from '../../../src/games/wixoss/index.js';

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
