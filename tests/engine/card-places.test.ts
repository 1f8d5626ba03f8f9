/**
 * `info 3`, `info field 2` (src/engine/card-places.ts): the engine reads the card a place names from the game's
 * viewData as the asking seat sees it, where the game's `cardPlaces` says its hands and fields lie. Over random games
 * of every registered game: each answer is a catalogue card, the field rows are found, and no answer moves when
 * what the asking seat cannot see is resampled (a hidden card is never named).
 */
import { cardAt } from '../../src/engine/card-places.js';
import type { AnyGame, CardRef, Seat } from '../../src/engine/game.js';
import { cyclingHeaders } from '../../src/engine/kit/setups.js';
import { decisionOf, playChoice, startMatch } from '../../src/engine/match.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { GAMES } from '../../src/games/index.js';

/** What `seat` gets for each of its hand places and each seat's field places. */
function answers(game: AnyGame, state: unknown, seat: Seat, seats: number): (string | undefined)[] {
  const refs: CardRef[] = [...Array(8).keys()].map((i): CardRef => ({ zone: 'hand', n: i + 1 }));
  for (let owner = 0; owner < seats; owner++) refs.push(...[...Array(6).keys()].map((i): CardRef => ({ zone: 'field', n: i + 1, owner })));
  return refs.map((ref) => cardAt(game, state, seat, ref));
}

describe.each(GAMES.map((entry) => [entry.id, entry] as const))('%s: cards named by place', (_id, entry) => {
  it('are catalogue cards on the field and in the own hand, and never depend on a hidden card', async () => {
    const game = await entry.load();
    expect(game.cardPlaces).toBeDefined();
    const ids = new Set(game.cards.rows().map((row) => row.id));
    const rng = seedRng('card-places');
    const headers = cyclingHeaders(game, 'places');
    let field = 0;
    for (let g = 0; g < 4; g++) {
      const match = startMatch(game, headers(g));
      const seats = match.header.players.length;
      for (let step = 0; step < 200; step++) {
        const decision = decisionOf(match);
        if (decision.over) break;
        if (step % 5 === 0) {
          for (let seat = 0; seat < seats; seat++) {
            const seen = answers(game, match.state, seat, seats);
            for (const id of seen) if (id !== undefined) expect([id, ids.has(id)]).toEqual([id, true]);
            field += seen.filter((id, i) => id !== undefined && i >= 8).length;
            const resampled = game.determinize(match.state, seat, seedRng(`resample-${g}-${step}`));
            expect(answers(game, resampled, seat, seats)).toEqual(seen);
          }
        }
        playChoice(match, decision.choices[randomInt(rng, decision.choices.length)]!, decision);
      }
    }
    expect(field).toBeGreaterThan(0);
  });
});
