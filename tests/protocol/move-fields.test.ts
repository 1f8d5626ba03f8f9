/** A game with a move table sends each legal move's verb and arguments beside its text (docs/protocol.md, observation). */
import { loadGame } from '../../src/games/index.js';
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

  it('a game without a table sends the text and sentence alone', async () => {
    const game = await loadGame('wixoss');
    const table = Table.start(game, { seed: '3' });
    const decision = game.decision(table.match.state);
    if (decision.over) throw new Error('over at once');
    const first = table.observe(decision.seat + 1).moves[0]!;
    expect(Object.keys(first)).toEqual(['move', 'text']);
  });
});
