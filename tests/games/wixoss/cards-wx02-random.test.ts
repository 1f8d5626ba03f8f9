/** Random games with decks built from WX02 cards: every invariant (card conservation, hidden information, ...) holds. */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/wixoss/index.js';

const list = (lrig: string[], main: string[]) => ['[lrig]', ...lrig.map((id) => `1 ${id}`), '[main]', ...main].join('; ');
// Built for testing: Tama (Angels, Arms), Ulith (Devils, Ancient Weapons), Midoriko (Plants, Beasts).
const TAMA = list(['WD01-005', 'WD01-004', 'WD01-003', 'WD01-002', 'WX02-001', 'WX02-005', 'WX02-016', 'WD01-006', 'WD01-008', 'WX02-017'],
  ['4 WX02-021', '4 WX02-026', '4 WX02-029', '4 WX02-030', '4 WX02-031', '4 WX02-046', '4 WX02-047', '4 WX02-049', '4 WX02-048', '2 WX02-050', '2 WD01-013']);
const ULITH = list(['WD05-005', 'WX02-015', 'WX02-014', 'WX02-013', 'WX02-004', 'WX02-006', 'WX02-020', 'WD05-006', 'WD05-007', 'WD05-008'],
  ['4 WX02-025', '4 WX02-044', '4 WX02-045', '4 WX02-068', '4 WX02-073', '4 WX02-067', '4 WX02-069', '4 WX02-070', '4 WX02-071', '2 WX02-072', '2 WX02-043']);
const MIDORI = list(['WD04-005', 'WD04-004', 'WD04-003', 'WD04-002', 'WD04-001', 'WD04-006', 'WD04-007', 'WD04-008'],
  ['4 WX02-024', '4 WX02-038', '4 WX02-039', '4 WX02-040', '4 WX02-041', '4 WX02-062', '4 WX02-063', '4 WX02-064', '4 WX02-065', '4 WX02-066']);
const PAIRS = [[TAMA, ULITH], [ULITH, MIDORI], [MIDORI, TAMA], [ULITH, ULITH]];

describe('WX02 decks in random games', () => {
  it.each(['seed', 'modern'] as const)('hold every invariant (%s rules)', (rules) => {
    const report = runInvariants(game, {
      games: 12, seed: 11, maxSteps: 6000, viewEvery: 10,
      headers: (i) => ({ game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: `wx02-${rules}-${i}`, decks: PAIRS[i % PAIRS.length]!, options: { rules }, orders: {} }),
    });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(12);
  });
});
