/**
 * The board's seats are numbered from 1 outside, like every other seat number there (the observation's `board.viewer`
 * and each section's `seat`, `replay --json`'s board); a protocol client of version 1 still reads them from 0.
 */
import { join } from 'node:path';
import { outsideBoard, type Board } from '../../src/engine/board.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { loadGame } from '../../src/games/index.js';
import { responsesFor, validate } from '../../src/protocol/schema.js';
import { ProtocolServer } from '../../src/protocol/server.js';
import { cardref, ROOT } from '../support/cli.js';

beforeAll(() => setContentLang('en'));

/** The seat numbers a board names: its viewer, then each seat and hand section's. */
const seatsOf = (board: Board) => ({ viewer: board.viewer, sections: board.sections!.filter((s) => s.seat !== undefined).map((s) => `${s.role} ${s.seat}`) });

async function observeAs(protocol: number, seat: number) {
  const server = new ProtocolServer({ games: [await loadGame('eatpaint')] });
  expect(server.handle({ type: 'hello', protocol })).toMatchObject({ ok: true });
  expect(server.handle({ type: 'start', game: 'eatpaint', seed: '4', players: ['Ann', 'Bo'] })).toMatchObject({ ok: true, gameId: 'g1' });
  const response = server.handle({ type: 'observe', gameId: 'g1', seat });
  expect(validate(responsesFor(protocol).observe, response)).toBeUndefined();
  return { response, table: server.tables.get('g1')! };
}

describe('the board\'s seats outside', () => {
  it('the observation numbers them from 1, as its own `seat` and `decision.seat`', async () => {
    for (const seat of [1, 2]) {
      const { response, table } = await observeAs(2, seat);
      const observation = response.observation as { seat: number; board: Board };
      expect(observation.seat).toBe(seat);
      expect(seatsOf(observation.board)).toEqual({ viewer: seat, sections: ['seat 1', 'seat 2', `hand ${seat}`] });
      // The board the terminal draws for that seat, its seats moved to the outside numbering and nothing else.
      expect(observation.board).toEqual(outsideBoard(table.game.render(table.game.view(table.match.state, seat - 1))));
    }
  });

  it('a client of version 1 reads them from 0, and the rest of the observation as version 2 sends it', async () => {
    for (const seat of [1, 2]) {
      const old = (await observeAs(1, seat)).response.observation as { board: Board };
      const current = (await observeAs(2, seat)).response.observation as { board: Board };
      expect(seatsOf(old.board)).toEqual({ viewer: seat - 1, sections: ['seat 0', 'seat 1', `hand ${seat - 1}`] });
      expect({ ...old, board: outsideBoard(old.board) }).toEqual(current);
    }
    // Version 2's schema refuses the old numbering: a 0 is no seat.
    const old = (await observeAs(1, 1)).response;
    expect(validate(responsesFor(2).observe, old)).toMatch(/board\.(viewer|sections\[\d+\]\.seat): expected 1 to 8/);
  });

  it('a spectator\'s board has no viewer, and its sections\' seats count from 1', () => {
    const board: Board = { title: 't', viewer: null, sections: [{ role: 'seat', seat: 0, lines: [] }, { role: 'status', lines: [] }], tables: [], notes: [] };
    expect(outsideBoard(board)).toEqual({ ...board, sections: [{ role: 'seat', seat: 1, lines: [] }, { role: 'status', lines: [] }] });
  });

  it('replay --json --at N --seat 2 shows the board of seat 2, numbered from 1', () => {
    const log = join(ROOT, 'tests/fixtures/eatpaint/dragon-vs-magician.log');
    const run = cardref(['replay', log, '--at', '3', '--seat', '2', '--json']);
    expect(run.code).toBe(0);
    const board = JSON.parse(run.stdout).board as Board;
    expect(seatsOf(board)).toEqual({ viewer: 2, sections: ['seat 1', 'seat 2', 'hand 2'] });
    const spectator = JSON.parse(cardref(['replay', log, '--at', '3', '--json']).stdout).board as Board;
    expect(seatsOf(spectator)).toEqual({ viewer: null, sections: ['seat 1', 'seat 2'] });
  });
});
