/** The shared invariant suite over four WX01-only test decks (one per LRIG colour), so every WX01 op runs in real games. */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/wixoss/index.js';

const deck = (lrig: string[], main: string[]) => ['[lrig]', ...lrig.map((id) => `1 ${id}`), '[main]', ...main.map((id) => `4 ${id}`)].join('\n');
const ids = (...n: number[]) => n.map((k) => `WX01-${String(k).padStart(3, '0')}`);

// Built for testing (not official lists): 10 LRIG deck cards, 40 main deck cards of which 20 have a Life Burst.
const DECKS = [
  deck(['WD01-005', ...ids(9, 8, 7, 1, 2, 10, 25, 26, 14)], ids(36, 57, 59, 63, 101, 35, 37, 58, 61, 62)),
  deck(['WD03-005', ...ids(17, 16, 15, 5, 18, 18, 23, 26, 25)], ids(44, 79, 81, 85, 32, 43, 45, 76, 80, 84)),
  deck(['WD02-005', ...ids(13, 12, 4, 11, 3, 14, 25, 26, 14)], ids(29, 30, 40, 67, 73, 39, 41, 69, 72, 65)),
  deck(['WD04-005', ...ids(22, 21, 20, 6, 19, 24, 24, 26, 23)], ids(33, 34, 48, 91, 99, 47, 49, 87, 93, 50)),
];
const PAIRS: [number, number][] = [[0, 1], [2, 3], [0, 2], [1, 3], [0, 3], [1, 2]];

describe('WIXOSS invariant suite over WX01 decks', () => {
  it('holds over 48 games of every pairing of the four WX01 test decks', () => {
    const report = runInvariants(game, {
      games: 48, seed: 16, maxSteps: 6000, viewEvery: 10,
      headers: (i) => {
        const [a, b] = PAIRS[i % PAIRS.length]!;
        const decks = Math.floor(i / PAIRS.length) % 2 === 0 ? [DECKS[a]!, DECKS[b]!] : [DECKS[b]!, DECKS[a]!];
        return { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: `wx01-${i}`, decks, options: {}, orders: {} };
      },
    });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(48);
    expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
  });
});
