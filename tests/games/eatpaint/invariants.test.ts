import { runInvariants } from '../../../src/engine/kit/invariants.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { game } from '../../../src/games/eatpaint/index.js';

const DECKS = game.decks!.builtin.map((d) => d.id);
const LIVES = game.options.life!;

/** Round-robin over every ordered pair of built-in decks (all four side pairings) and every life option. */
function header(i: number): LogHeader {
  const a = DECKS[i % DECKS.length]!;
  const b = DECKS[Math.floor(i / DECKS.length) % DECKS.length]!;
  return {
    game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: `inv-${i}`, decks: [a, b],
    options: { life: LIVES[i % LIVES.length]! }, orders: {},
  };
}

describe('eatpaint invariants', () => {
  it('holds over 150 random games of every pairing', () => {
    const report = runInvariants(game, { games: 150, seed: 4, headers: header, maxSteps: 4000, viewEvery: 7 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(150);
  });
});
