/**
 * `orderKeys` is the list of piles a log may stack: it must be exactly the keys a game's shuffles ask for, in every
 * setup, and any other `order.` key is a bad log naming its line.
 */
import { UserError } from '../../src/engine/errors.js';
import type { AnyGame } from '../../src/engine/game.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, LogHeaderError, playChoice, resolveDeck, startMatch, type Match } from '../../src/engine/match.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { allSetups, headerFor, type SetupVariant } from '../../src/engine/kit/setups.js';
import { GAMES } from '../../src/games/index.js';

/** Plays `moves` random moves of one setup with an RNG that records every stacking key a shuffle looks up. */
function keysAsked(game: AnyGame, variant: SetupVariant, seed: string, moves: number): string[] {
  const asked = new Set<string>();
  const header = headerFor(game, variant, seed);
  const rng = seedRng(seed);
  // A stacked-orders object with nothing in it: every shuffle asks it for its key and then shuffles at random.
  // (Shuffles look a key up as an own property, so every way of asking is recorded.)
  const record = (key: string | symbol) => { if (typeof key === 'string') asked.add(key); };
  rng.stacked = new Proxy({}, {
    get: (_target, key) => { record(key); return undefined; },
    getOwnPropertyDescriptor: (_target, key) => { record(key); return undefined; },
    has: (_target, key) => { record(key); return false; },
  });
  const decks = game.decks
    ? header.decks.map((text, seat) => resolveDeck(game, text ?? game.defaultDecks![seat % game.defaultDecks!.length]!, header.options))
    : [];
  const state = game.setup({ players: header.players, decks, options: header.options }, rng);
  const match: Match = { game, header, state, moves: [] };
  const pick = seedRng(`pick:${seed}`);
  for (let i = 0; i < moves; i++) {
    const decision = decisionOf(match);
    if (decision.over) break;
    playChoice(match, decision.choices[randomInt(pick, decision.choices.length)]!, decision);
  }
  return [...asked].sort();
}

describe('order keys', () => {
  it.each(GAMES.map((g) => g.id))('%s: its orderKeys are exactly the piles its shuffles stack, in every player count and option', async (id) => {
    const game = await GAMES.find((g) => g.id === id)!.load();
    const variants = allSetups(game).filter((v, i, all) => all.findIndex((w) => w.players === v.players && JSON.stringify(w.options) === JSON.stringify(v.options)) === i);
    for (const [i, variant] of variants.entries()) {
      const keys = game.orderKeys(variant.players, variant.options).sort();
      expect({ variant, asked: keysAsked(game, variant, `k${i}`, 400) }).toEqual({ variant, asked: keys });
    }
  });

  it('refuses an order key the game does not stack, naming its line (Midrash order.1, order.demons with 2 players)', async () => {
    const midrash = await GAMES.find((g) => g.id === 'midrash')!.load();
    const log = (line: string) => parseLog(`game: midrash\nversion: 1\nplayers: Ann, Bob\nseed: 1\n${line}\n\nAnn: end\n`);
    for (const line of ['order.1: a b c', 'order.demons: vanguard']) {
      let error: unknown;
      try { startMatch(midrash, log(line).header); } catch (e) { error = e; }
      expect(error).toBeInstanceOf(LogHeaderError);
      expect((error as LogHeaderError).line).toBe(5);
      expect((error as UserError).exitCode).toBe(2);
      expect((error as Error).message).toMatch(/level1, level2, level3, level4; see cardref rules midrash log/);
    }
    // The keys it does stack are taken (and then checked against the pile, as before).
    expect(() => startMatch(midrash, log('order.level1: nothing').header)).toThrow(/order\.level1 names nothing, which is not among the cards being shuffled/);
  });
});
