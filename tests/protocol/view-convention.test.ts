/**
 * The `view` of an observation follows one convention in every game (docs/protocol.md, "The view"): seats numbered
 * from 1, cards by the catalogue ids `cardref cards <game> --json` prints, another seat's hidden zones as `null` with
 * a count beside, and no number that depends on how the game was opened (a seeded game and the same game loaded
 * from its log look the same).
 */
import { setContentLang } from '../../src/engine/i18n.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import type { AnyGame } from '../../src/engine/game.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { readLog, Table } from '../../src/protocol/table.js';
import { catalogue } from '../../src/games/midrash/cards/load.js';
import type { MidrashState } from '../../src/games/midrash/state.js';

beforeAll(() => setContentLang('en'));

type Json = Record<string, unknown>;

/** The fields that hold cards, per game: one card (a string) or a list of them, or objects with a `card`. */
const CARD_FIELDS: Record<string, string[]> = {
  wixoss: ['card', 'hand', 'lrigDeck', 'mulligan', 'ener', 'trash', 'lrigTrash', 'check', 'seenTop', 'seenLife'],
  pad: ['hand', 'discard', 'columns', 'stacks', 'limbo', 'deckTop', 'lifeKnown'],
  eatpaint: ['card', 'frame', 'char', 'hand', 'trash', 'traps', 'trap'],
  midrash: ['card', 'demon', 'under', 'merits', 'discards', 'box', 'cover', 'unused', 'character'],
};
/** The per-seat records of a view, and the hidden zones each has. */
const SEATS: Record<string, { key: string; hidden: string[] }> = {
  wixoss: { key: 'players', hidden: ['hand', 'lrigDeck', 'mulligan'] },
  pad: { key: 'players', hidden: ['hand'] },
  eatpaint: { key: 'sides', hidden: ['hand', 'traps'] },
  midrash: { key: 'seats', hidden: [] },
};
/** Fields that name a seat. */
const SEAT_FIELDS = ['active', 'first', 'seat', 'left'];

/** Every non-null value under one of `fields` anywhere in `value` (lists of them flattened), with its field. */
function collect(value: unknown, fields: string[], out: { key: string; value: unknown }[] = [], key = ''): typeof out {
  if (Array.isArray(value)) for (const item of value) collect(item, fields, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, fields, out, fields.includes(k) ? k : '');
  else if (key && value !== null) out.push({ key, value });
  return out;
}

async function playSome(game: AnyGame, seed: string, moves: number): Promise<Table> {
  const table = Table.start(game, { seed, players: game.id === 'midrash' ? 3 : undefined });
  const rng = seedRng(`convention${seed}`);
  for (let i = 0; i < moves; i++) {
    const decision = game.decision(table.match.state);
    if (decision.over) break;
    const options = table.observe(decision.seat + 1).moves;
    table.act(decision.seat + 1, options[randomInt(rng, options.length)]!.move);
  }
  return table;
}

describe.each(GAMES.map((g) => g.id))('the %s view', (id) => {
  it('names cards by catalogue id, seats from 1 and other seats\' hidden zones as counts', async () => {
    const game = await loadGame(id);
    const ids = new Set(game.cards.rows().map((r) => r.id));
    let cards = 0;
    for (const seed of ['2', '5']) {
      const table = await playSome(game, seed, 40);
      const seats = table.players.length;
      for (let seat = 1; seat <= seats; seat++) {
        const view = table.observe(seat).view as Json;
        for (const found of collect(view, CARD_FIELDS[id]!)) {
          expect({ ...found, known: ids.has(found.value as string) }).toEqual({ ...found, known: true });
          cards++;
        }
        for (const found of collect(view, SEAT_FIELDS)) expect(found.value).toEqual(expect.any(Number));
        for (const found of collect(view, SEAT_FIELDS)) expect([found.key, found.value as number >= 1 && (found.value as number) <= seats]).toEqual([found.key, true]);
        const { key, hidden } = SEATS[id]!;
        const records = view[key] as Json[];
        expect(records).toHaveLength(seats);
        records.forEach((record, index) => {
          for (const zone of hidden) {
            expect(record[`${zone}Count`]).toEqual(expect.any(Number));
            if (index === seat - 1) expect((record[zone] as unknown[]).length).toBe(record[`${zone}Count`]);
            else expect(record[zone]).toBeNull();
          }
        });
      }
    }
    expect(cards).toBeGreaterThan(20);
  });

  it('is the same in a seeded game and in that game loaded from its log', async () => {
    const game = await loadGame(id);
    const table = await playSome(game, '8', 30);
    const loaded = Table.load(game, readLog(table.log()).log);
    for (let seat = 1; seat <= table.players.length; seat++) expect(loaded.observe(seat).view).toEqual(table.observe(seat).view);
  });
});

describe('the Midrash view', () => {
  it('is the same in a seeded game and in the same game told by its deck orders, whose copies are numbered otherwise', async () => {
    const game = await loadGame('midrash');
    const cat = catalogue();
    const seeded = Table.start(game, { seed: '8', players: 2, first: 1 });
    // The grimoire decks as a log of a game with real cards gives them: by card id, so any copy may stand for another.
    const orders = (seeded.match.state as MidrashState).decks.map((deck, level) => `order.level${level + 1}: ${deck.map((card) => cat.idOf[card]).join(' ')}`);
    const rng = seedRng('o');
    for (let i = 0; i < 60; i++) {
      const decision = game.decision(seeded.match.state);
      if (decision.over) break;
      const options = seeded.observe(decision.seat + 1).moves;
      seeded.act(decision.seat + 1, options[randomInt(rng, options.length)]!.move);
    }
    const told = Table.load(game, readLog(seeded.log().replace('\n\n', `\n${orders.join('\n')}\n\n`)).log);
    // The same board, with other copy numbers inside.
    expect(game.render(game.view(told.match.state, 0))).toEqual(game.render(game.view(seeded.match.state, 0)));
    expect(JSON.stringify(game.view(told.match.state, 0))).not.toBe(JSON.stringify(game.view(seeded.match.state, 0)));
    for (const seat of [1, 2]) expect(told.observe(seat).view).toEqual(seeded.observe(seat).view);
  });
});
