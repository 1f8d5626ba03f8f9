/** Shared helpers for Midrash scenario tests: headers, matches, and building exact positions. */
import { scriptedDecider } from '../../../src/engine/deciders.js';
import { selfPlayOptions } from '../../../src/engine/game.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { decisionOf, playChoice, startMatch, type Match } from '../../../src/engine/match.js';
import { catalogue } from '../../../src/games/midrash/cards/load.js';
import { game } from '../../../src/games/midrash/index.js';
import { referee } from '../../../src/games/midrash/rules/flow.js';
import { beginTurn } from '../../../src/games/midrash/rules/end-turn.js';
import type { MidrashState } from '../../../src/games/midrash/state.js';

export function header(players: number, seed = 'test', mode = 'normal', first?: number): LogHeader {
  return {
    game: 'midrash', version: game.version, players: Array.from({ length: players }, (_, i) => `P${i + 1}`), seed,
    first, decks: [], options: { mode }, orders: {},
  };
}

export function newMatch(players: number, seed = 'test', mode = 'normal'): Match {
  return startMatch(game, header(players, seed, mode, players > 1 ? 0 : undefined));
}

/** A match played by random or bot moves: with the self-play round limit, as `sim` plays it (it must end). */
export function botMatch(players: number, seed = 'test', mode = 'normal'): Match {
  const h = header(players, seed, mode, players > 1 ? 0 : undefined);
  return startMatch(game, { ...h, options: selfPlayOptions(game, h.options) });
}

/** Card instance `n` (0-based copy) of a card id. */
export function inst(id: string, n = 0): number {
  const all = catalogue().idOf.flatMap((x, i) => (x === id ? [i] : []));
  if (all[n] === undefined) throw new Error(`no copy ${n} of ${id}`);
  return all[n]!;
}

/** Take a card out of wherever it is (supply, deck, discard, slot, box) so a test can put it elsewhere. */
export function pull(state: MidrashState, card: number): number {
  const piles = [...state.supply, ...state.decks, ...state.discards, state.box, ...state.seats.flatMap((s) => [s.merits, ...s.slots.flatMap((x) => [x.cards, x.under])])];
  if (state.solo) piles.push(state.solo.unused, ...state.solo.row.map((c) => c.cover));
  for (const pile of piles) {
    const at = pile.indexOf(card);
    if (at >= 0) { pile.splice(at, 1); return card; }
  }
  throw new Error(`card ${card} not found`);
}

/** Put cards on a slot (bottom first), taken from wherever they are; marks nothing as placed this turn. */
export function putOn(state: MidrashState, seat: number, slot: number, ...cards: number[]): void {
  const s = state.seats[seat]!.slots[slot]!;
  s.waste = false;
  for (const card of cards) s.cards.push(pull(state, card));
}

/** Stack a grimoire deck: these cards on top, in this order. */
export function stackDeck(state: MidrashState, level: number, ...cards: number[]): void {
  for (const card of cards) pull(state, card);
  state.decks[level - 1]!.unshift(...cards);
}

/** Restart the current player's turn after the test changed the position (turn-start effects collect again). */
export function restartTurn(match: Match, seat = match.state.turn, mana?: number): void {
  const state = match.state as MidrashState;
  state.tasks = [];
  state.seats[state.turn]!.mana = 0;
  beginTurn(state, seat);
  referee.settle(state);
  if (mana !== undefined) state.seats[seat]!.mana = mana;
}

/**
 * The position was changed by hand after its question was asked: settle it again (the engine's referee remembers
 * the question a state rests at until its next move).
 */
export function edited(match: Match): void {
  referee.settle(match.state as MidrashState);
}

/** Play answers strictly: each must be legal, in order (scriptedDecider semantics). */
export function play(match: Match, answers: string[]): void {
  const decide = scriptedDecider(answers);
  while (decide.remaining() > 0) {
    const decision = decisionOf(match);
    if (decision.over) throw new Error(`game over before answer "${answers[answers.length - decide.remaining()]}"`);
    playChoice(match, decide({ game, state: match.state, decision, seats: match.header.players.length }));
  }
}

export function choices(match: Match): string[] {
  const d = decisionOf(match);
  return d.over ? [] : d.choices;
}

export const S = (match: Match) => match.state as MidrashState;

/** Solo: replace the calamity row with these calamity ids (ordered by number) and set the turn counter. */
export function setRow(state: MidrashState, ids: string[], round = 1): void {
  const solo = state.solo!;
  solo.unused.push(...solo.row.map((c) => c.card));
  solo.row = ids.map((id) => pull(state, inst(id))).sort((a, b) => catalogue().calamityOf[a]!.number - catalogue().calamityOf[b]!.number)
    .map((card) => ({ card, flipped: false, cover: [] }));
  solo.unused.sort((a, b) => a - b);
  state.round = round;
}

/** Solo: make `id` the demon (its level too). */
export function setDemon(state: MidrashState, id: string): void {
  const solo = state.solo!;
  const card = inst(id);
  if (solo.demon !== card) {
    pull(state, card);
    solo.unused.push(solo.demon);
    solo.unused.sort((a, b) => a - b);
    solo.demon = card;
  }
  solo.level = catalogue().demonOf[card]!.level;
}
