/**
 * A seat's observation holds nothing that seat cannot see, for every game: resampling everything hidden from the
 * seat (`determinize`) leaves its observation (view, board, decision, moves and their descriptions) unchanged.
 */
import { determinizeFor } from '../../src/engine/determinize.js';
import { outsideBoard } from '../../src/engine/board.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { observation } from '../../src/protocol/observe.js';
import { Table } from '../../src/protocol/table.js';

beforeAll(() => setContentLang('en'));

describe.each(GAMES.map((g) => g.id))('%s observations', (id) => {
  it.each(['3', '11'])('are unchanged by what the seat cannot see (seed %s)', async (seed) => {
    const game = await loadGame(id);
    const table = Table.start(game, { seed, players: id === 'midrash' ? 3 : undefined });
    const rng = seedRng(`pick${seed}`);
    const seats = table.players.length;
    let checked = 0;
    for (let step = 0; step < 400; step++) {
      const decision = game.decision(table.match.state);
      if (decision.over) break;
      if (step % 5 === 0) {
        for (let seat = 1; seat <= seats; seat++) {
          const seen = table.observe(seat);
          const imagined = determinizeFor(game, table.match.state, seat - 1, seedRng(`imagine${step}:${seat}`));
          imagined.events = table.match.state.events; // determinizeFor clears them; the view filters them by seat
          // View and board first: asking an imagined state for its decision may run automatic steps on it.
          const view = game.view(imagined, seat - 1);
          expect(game.viewData(view)).toEqual(seen.view);
          expect(outsideBoard(game.render(view))).toEqual(seen.board);
          // The seat that decides knows its own options; its moves and their descriptions must not depend on the rest.
          if (decision.seat === seat - 1) {
            expect(observation(game, imagined, game.decision(imagined), seat - 1, table.players, table.match.moves.length)).toEqual(seen);
          } else expect(seen.moves).toEqual([]);
          checked++;
        }
      }
      const mover = decision.seat + 1;
      const moves = table.observe(mover).moves;
      const played = table.act(mover, moves[randomInt(rng, moves.length)]!.move);
      // An act answer carries only the events its seat may see.
      const events = table.match.state.events as { text: string; to?: number }[];
      const mine = new Set(events.filter((e) => e.to === undefined || e.to === mover - 1).map((e) => e.text));
      expect(played.events.every((text) => mine.has(text))).toBe(true);
      for (const e of events) if (!mine.has(e.text)) expect(played.events).not.toContain(e.text);
    }
    expect(checked).toBeGreaterThan(10);
  });
});
