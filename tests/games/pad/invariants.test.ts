import { runInvariants } from '../../../src/engine/kit/invariants.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { startMatch } from '../../../src/engine/match.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/pad/index.js';
import type { PadState } from '../../../src/games/pad/state.js';

const DECKS = ['fire-dark', 'water-wood-light'];
// Every deck pairing, both seat orders, with a fixed or a flipped first player.
const header = (i: number): LogHeader => ({
  game: 'pad', version: '1', players: ['Ann', 'Bob'], seed: `inv${i}`,
  first: i % 3 === 2 ? undefined : i % 3,
  decks: [DECKS[i % 2]!, DECKS[Math.floor(i / 2) % 2]!], options: {}, orders: {},
});

describe('pad invariants', () => {
  it('100 random games keep every invariant, views included', () => {
    const report = runInvariants(game, { games: 100, seed: 7, headers: header, maxSteps: 4000, viewEvery: 7 });
    expect(report.violations).toEqual([]);
    // Issue 41: no question is asked, skipped or answered by itself because of a card hidden from a seat.
    expect(report.games).toBe(100);
    expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
  });

  it('determinize resamples the hidden zones but keeps the view', () => {
    const m = startMatch(game, header(1));
    const s = m.state as PadState;
    const rng = seedRng('d');
    const copy = game.determinize(s, 0, rng);
    expect(JSON.stringify(game.view(copy, 0))).toBe(JSON.stringify(game.view(s, 0)));
    expect(copy.players[0]!.hand).toEqual(s.players[0]!.hand); // own hand is known
    expect(copy.players[0]!.deck).not.toEqual(s.players[0]!.deck); // own deck order is not
    expect(copy.players[1]!.hand).not.toEqual(s.players[1]!.hand); // the opponent's hand is not
    expect([...copy.players[1]!.hand, ...copy.players[1]!.deck, ...copy.players[1]!.life].sort()).toEqual(
      [...s.players[1]!.hand, ...s.players[1]!.deck, ...s.players[1]!.life].sort(),
    );
    expect(copy.players[0]!.columns).toEqual(s.players[0]!.columns);
  });

  it('hides the other hand, every deck and all life cards in a view', () => {
    const s = startMatch(game, header(0)).state as PadState;
    const v = game.view(s, 0);
    expect(v.players[0]!.hand).toEqual(s.players[0]!.hand);
    expect(v.players[1]!.hand).toBeNull();
    expect(v.players[1]!.handCount).toBe(5);
    expect(JSON.stringify(v)).not.toMatch(/"deck"|"life"|"rng"/);
  });
});
