/** The library's public shapes: typed game ids that are the registry's, and errors that carry what the docs say. */
import { GAME_IDS, openGame, ProtocolError } from '../src/index.js';
import { GAMES } from '../src/games/index.js';

describe('the library', () => {
  it('types the game ids cardref plays, all of them', () => {
    expect([...GAME_IDS]).toEqual(GAMES.map((entry) => entry.id));
  });

  it('an illegal move throws a ProtocolError with the legal moves and the reason on it', async () => {
    const game = await openGame({ game: 'eatpaint', seed: '1' });
    const seat = game.observe(1).decision!.seat;
    const legal = game.observe(seat).moves.map((option) => option.move);
    let thrown: unknown;
    try {
      game.act(seat, 'fly away');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProtocolError);
    const error = thrown as ProtocolError;
    expect(error.code).toBe('illegal-move');
    expect(error.legal).toEqual(legal);
    expect(error.reason).toBe(error.details.reason);
  });
});
