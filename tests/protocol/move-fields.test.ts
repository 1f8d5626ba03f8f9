/** Every game has a move table: each legal move goes with its verb and arguments beside its text (docs/protocol.md, observation). */
import { GAMES, loadGame } from '../../src/games/index.js';
import { OBSERVATION, validate } from '../../src/protocol/schema.js';
import { Table } from '../../src/protocol/table.js';

describe('legal moves in the observation', () => {
  it('carry the verb and the arguments of a Midrash move, and still fit the schema', async () => {
    const game = await loadGame('midrash');
    const table = Table.start(game, { seed: '3', players: 2 });
    const seat = game.decision(table.match.state);
    if (seat.over) throw new Error('over at once');
    const seen = table.observe(seat.seat + 1);
    expect(seen.moves.find((m) => m.move === 'use char 1')).toMatchObject({ verb: 'use char', args: { effect: 1 }, text: 'the character: one Set or one Summon' });
    expect(seen.moves.find((m) => m.move === 'end')).toMatchObject({ verb: 'end', args: {} });
    expect(validate(OBSERVATION, JSON.parse(JSON.stringify(seen)))).toBeUndefined();
  });

  it('carry the verb and the arguments of a PAD move', async () => {
    const game = await loadGame('pad');
    const table = Table.start(game, { seed: '3' });
    const decision = game.decision(table.match.state);
    if (decision.over) throw new Error('over at once');
    const seen = table.observe(decision.seat + 1);
    const swap = seen.moves.find((m) => m.move.startsWith('swap '))!;
    const [, hand, , column] = swap.move.split(' ');
    expect(swap).toMatchObject({ verb: 'swap with', args: { hand: Number(hand), column: Number(column) } });
    expect(validate(OBSERVATION, JSON.parse(JSON.stringify(seen)))).toBeUndefined();
  });

  it('in every game: each legal move of the first decision names its verb and arguments, which write back to the move', async () => {
    for (const entry of GAMES) {
      const game = await loadGame(entry.id);
      const table = Table.start(game, { seed: '3' });
      const decision = game.decision(table.match.state);
      if (decision.over) throw new Error('over at once');
      const { moves } = table.observe(decision.seat + 1);
      expect(moves.length).toBeGreaterThan(0);
      for (const option of moves) {
        expect(option.verb).toBeDefined();
        expect(game.moves!.write({ verb: option.verb, args: option.args } as never)).toBe(option.move);
      }
    }
  });
});
