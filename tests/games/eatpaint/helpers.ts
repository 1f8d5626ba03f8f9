/** Scenario helpers: a match from built-in decks, zones overwritten by hand, choices played strictly. */
import { decisionOf, playChoice, startMatch, type Match } from '../../../src/engine/match.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { referee } from '../../../src/games/eatpaint/rules/flow.js';
import type { EpState, SideState } from '../../../src/games/eatpaint/state.js';

/** `first` is a `first:` header: the rules refuse one that names the slower character, so leave it out then. */
export function newMatch(decks: [string, string], first?: number, options: Record<string, string> = {}, seed = 'scenario'): Match {
  return startMatch(game, { game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed, first, decks, options, orders: {} });
}

export const st = (m: Match): EpState => m.state as EpState;
export const side = (m: Match, seat: number): SideState => st(m).sides[seat]!;

/** Overwrite zones of a seat; the deck is given top first for readability. */
export function setSide(m: Match, seat: number, patch: Partial<SideState> & { deckTop?: string[] }): void {
  const { deckTop, ...rest } = patch;
  Object.assign(side(m, seat), rest);
  if (deckTop) side(m, seat).deck = [...deckTop].reverse();
  // An edit made after the question was asked: the referee finds the question again.
  referee.settle(m.state as EpState);
}

export function choices(m: Match): string[] {
  const d = decisionOf(m);
  return d.over ? [] : d.choices;
}

export function seatToDecide(m: Match): number {
  const d = decisionOf(m);
  if (d.over) throw new Error('game over');
  return d.seat;
}

/** Play every choice in order; each must be legal at that moment (playChoice throws otherwise). */
export function play(m: Match, ...moves: string[]): void {
  for (const move of moves) playChoice(m, move);
}

export function energy(...cards: (string | { card: string; up?: boolean; rest?: boolean })[]) {
  return cards.map((c) => (typeof c === 'string' ? { card: c, up: true, rest: false } : { card: c.card, up: c.up ?? true, rest: c.rest ?? false }));
}

let uid = 100;
export function work(c: string, ink: number, extra: { rest?: boolean; frame?: string | null; pump?: number } = {}) {
  return { uid: uid++, card: c, ink, rest: extra.rest ?? false, frame: extra.frame ?? null, pump: extra.pump ?? 0 };
}

/** Build a mid-game position: turn 3 (no first-turn attack limit), seat `active` in its main phase. */
export function midGame(decks: [string, string], active = 0): Match {
  // Whoever SPD sent first, the position is set up for `active`.
  const m = newMatch(decks);
  const s = st(m);
  s.active = active;
  s.shortAtStart = false;
  s.turn = 3;
  s.phase = 'main';
  s.sides.forEach((x) => { x.turns = 2; x.hand = []; x.traps = []; x.energy = []; x.works = []; x.heat = []; x.trash = []; });
  return m;
}
