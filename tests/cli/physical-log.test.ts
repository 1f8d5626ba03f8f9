/** A game played with real cards, written down with stacked decks, replays without the random shuffle. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDeckText } from '../../src/engine/decklist.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, playChoice, replayLog, startMatch } from '../../src/engine/match.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { loadGame } from '../../src/games/index.js';
import { handSize } from '../../src/games/eatpaint/rules/stats.js';
import { drawCards } from '../../src/games/eatpaint/rules/zones.js';
import type { EpState } from '../../src/games/eatpaint/state.js';
import { catalogue as midrashCatalogue } from '../../src/games/midrash/cards/load.js';
import { takeTop } from '../../src/games/midrash/rules/grimoire.js';
import type { MidrashState } from '../../src/games/midrash/state.js';
import { card as padCard } from '../../src/games/pad/cards/catalogue.js';
import { dealPoint } from '../../src/games/pad/rules/damage.js';
import { heal } from '../../src/games/pad/rules/zones.js';
import type { PadState } from '../../src/games/pad/state.js';
import { cardref } from '../support/cli.js';

async function mainDeckIds(deckId: string): Promise<string[]> {
  const game = await loadGame('wixoss');
  const text = game.decks!.builtin.find((d) => d.id === deckId)!.text;
  return parseDeckText(text, game.decks!.sections).filter((e) => e.section === 'main').flatMap((e) => Array(e.count).fill(e.name));
}

describe('stacked decks (order.<seat> lines)', () => {
  it('deal exactly the written order, with any seed', async () => {
    const one = (await mainDeckIds('white-hope')).reverse();
    const two = await mainDeckIds('red-ambition');
    const header = `game: wixoss\nversion: 1\nplayers: Ann, Bob\nseed: anything\nfirst: 1\ndeck.1: white-hope\ndeck.2: red-ambition\norder.1: ${one.join(' ')}\norder.2: ${two.join(' ')}\n\n`;
    const game = await loadGame('wixoss');
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const kept = join(dir, 'kept.log');
    writeFileSync(kept, `${header}Ann: keep\nBob: keep\n`);
    const outcome = replayLog(game, parseLog(`${header}Ann: keep\nBob: keep\n`));
    expect(outcome.failure).toBeUndefined();
    const state = outcome.match.state as { kinds: string[]; ids: number[]; players: { hand: number[] }[] };
    const handIds = (seat: number) => state.players[seat]!.hand.map((i) => state.kinds[state.ids[i]!]).sort();
    // Ann goes first: her 5, then 7 life cloth, then her first draw.
    expect(handIds(0)).toEqual([...one.slice(0, 5), one[12]].sort());
    expect(handIds(1)).toEqual(two.slice(0, 5).sort());
    expect(cardref(['replay', kept]).code).toBe(0);

    // A mulligan shuffles the deck again: the log must say how it fell.
    const mulligan = join(dir, 'mulligan.log');
    writeFileSync(mulligan, `${header}Ann: mulligan 1\nAnn: keep\nBob: keep\n`);
    const run = cardref(['replay', mulligan]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/mulligan\.log:1[0-9]: log header: order\.1 is needed once more/);
  });
});

/**
 * Which card is where, as each game's `rules <game> log` topic and the README say: an order line is top card first,
 * and these are the places the documentation names.
 */
describe('a stacked log puts each card where the log topic says', () => {
  /** The ids of a pile (any order) put so that the ids at `distinctAt` differ from each other. */
  const withDistinct = (ids: string[], from: number, count: number): string[] => {
    const rest = [...ids].sort();
    const distinct: string[] = [];
    for (const id of [...new Set(rest)].slice(0, count)) {
      distinct.push(id);
      rest.splice(rest.indexOf(id), 1);
    }
    expect(distinct).toHaveLength(count);
    return [...rest.slice(0, from), ...distinct, ...rest.slice(from)];
  };
  const replayed = async (id: string, header: string, moves = '') => {
    const outcome = replayLog(await loadGame(id), parseLog(`${header}\n${moves}`));
    expect(outcome.failure).toBeUndefined();
    return outcome.match;
  };

  it('WIXOSS: cards 1-5 are the hand, 6-12 the life cloth with card 12 on top, crushed first', async () => {
    const game = await loadGame('wixoss');
    const main = await mainDeckIds('white-hope');
    const one = withDistinct(main, 5, 7);
    const two = withDistinct(await mainDeckIds('red-ambition'), 5, 7);
    const header = `game: wixoss\nversion: 1\nplayers: Ann, Bob\nseed: any\nfirst: 1\ndeck.1: white-hope\ndeck.2: red-ambition\norder.1: ${one.join(' ')}\norder.2: ${two.join(' ')}\n`;
    const match = await replayed('wixoss', header, 'Ann: keep\nBob: keep\n');
    const s = match.state as { kinds: string[]; ids: number[]; players: { life: number[] }[] };
    const idOf = (i: number) => s.kinds[s.ids[i]!]!;
    // Bottom to top: card 6 at the bottom, card 12 on top.
    expect(s.players[1]!.life.map(idOf)).toEqual(two.slice(5, 12));
    // Play on until a life cloth leaves: it is the top one, card 12 of the order.
    const pick = seedRng('crush');
    let first: string | undefined;
    for (let step = 0; step < 400 && first === undefined; step++) {
      const before = s.players.map((p) => p.life.map(idOf));
      const decision = decisionOf(match);
      if (decision.over) break;
      playChoice(match, decision.choices[randomInt(pick, decision.choices.length)]!, decision);
      for (const [seat, ids] of before.entries()) {
        const gone = ids.filter((id) => !s.players[seat]!.life.map(idOf).includes(id));
        if (gone.length > 0) first = `${seat}:${gone.join(',')}`;
      }
    }
    expect([`0:${one[11]}`, `1:${two[11]}`]).toContain(first);
    expect(game.orderKeys(2, {})).toEqual(['1', '2']);
  });

  it('Puzzle & Dragons: cards 1-5 are life with card 1 at the bottom, lost first; a healed card goes on top', async () => {
    const start = startMatch(await loadGame('pad'), { game: 'pad', version: '1', players: ['Ann', 'Bob'], seed: '1', decks: ['fire-dark', 'fire-dark'], options: {}, orders: {} });
    const ps = start.state as PadState;
    const p0 = ps.players[0]!;
    const all = [...p0.life, ...p0.hand, ...p0.columns.flat(), ...p0.deck].map((c) => padCard(c).id);
    const order = withDistinct(all, 0, 6);
    const header = `game: pad\nversion: 1\nplayers: Ann, Bob\nseed: any\ndeck.1: fire-dark\ndeck.2: fire-dark\norder.1: ${order.join(' ')}\norder.2: ${all.join(' ')}\n`;
    const s = (await replayed('pad', header)).state as PadState;
    const me = s.players[0]!;
    const ids = (cards: number[]) => cards.map((c) => padCard(c).id);
    expect(ids(me.life)).toEqual(order.slice(0, 5));
    expect(ids(me.hand).sort()).toEqual(order.slice(5, 10).sort());
    expect(ids(me.columns.flat())).toEqual(order.slice(10, 13));
    expect(ids(me.deck)[0]).toBe(order[13]);
    dealPoint(s, { kind: 'damage', seat: 0, amount: 1, byAttack: false });
    expect(ids(me.hand)).toContain(order[0]);
    expect(ids(me.life)).toEqual(order.slice(1, 5));
    heal(s, 0);
    expect(ids(me.life)).toEqual([...order.slice(1, 5), order[13]]);
    dealPoint(s, { kind: 'damage', seat: 0, amount: 1, byAttack: false });
    expect(ids(me.life)).toEqual([...order.slice(2, 5), order[13]]);
  });

  it('EAT/PAINT: card 1 is the top of the deck: the opening hand is cards 1 to Hand, the next draw the one after', async () => {
    const base = { game: 'eatpaint', version: '1', players: ['Ann', 'Bob'], seed: '1', decks: ['sabil-apra', 'himeria-kasis'], options: {}, orders: {} };
    const start = startMatch(await loadGame('eatpaint'), base).state as EpState;
    const cards = (seat: number) => [...start.sides[seat]!.hand, ...start.sides[seat]!.deck].sort();
    const one = withDistinct(cards(0), 0, 6);
    const header = `game: eatpaint\nversion: 1\nplayers: Ann, Bob\nseed: any\ndeck.1: sabil-apra\ndeck.2: himeria-kasis\norder.1: ${one.join(' ')}\norder.2: ${cards(1).join(' ')}\n`;
    const s = (await replayed('eatpaint', header)).state as EpState;
    const side = s.sides[0]!;
    const hand = handSize(side);
    expect(hand).toBe(5);
    expect([...side.hand].sort()).toEqual(one.slice(0, hand).sort());
    drawCards(s, 0, 1);
    expect(side.hand[side.hand.length - 1]).toBe(one[hand]);
  });

  it('Midrash: card 1 of a level line is the top of that grimoire deck; in solo the first demon is the one faced', async () => {
    const game = await loadGame('midrash');
    const plain = startMatch(game, { game: 'midrash', version: '1', players: ['Ann'], seed: '1', decks: [], options: {}, orders: {} }).state as MidrashState;
    const cat = midrashCatalogue();
    const level1 = plain.decks[0]!.map((c) => cat.idOf[c]!).reverse();
    const demons = [...plain.solo!.unused.filter((c) => cat.demonOf[c]), plain.solo!.demon].map((c) => cat.idOf[c]!);
    const header = `game: midrash\nversion: 1\nplayers: Ann\nseed: any\norder.level1: ${level1.join(' ')}\norder.demons: ${demons.join(' ')}\n`;
    const s = (await replayed('midrash', header)).state as MidrashState;
    expect(cat.idOf[s.solo!.demon]).toBe(demons[0]);
    expect(takeTop(s, 1, 3).map((c) => cat.idOf[c])).toEqual(level1.slice(0, 3));
  });
});
