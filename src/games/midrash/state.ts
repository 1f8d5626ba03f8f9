/** Midrash state: plain JSON; cards are instance numbers from the catalogue (cards/load.ts). */
import type { BaseState, GameResult } from '../../engine/game.js';
import type { Op } from './cards/types.js';

/** One of the 5 territory slots: the slot's own territory card (mansion or wasteland face) with cards on it. */
export interface Slot {
  /** The territory card shows its wasteland face; nothing may be put here. */
  waste: boolean;
  /** Cards buried under the territory card by a wasteland: inactive for good. */
  under: number[];
  /** Cards on the territory card, bottom first; only the top (and what it possesses) counts. */
  cards: number[];
}

export interface SeatState {
  slots: Slot[];
  mana: number;
  magic: number;
  /** The character has been upgraded (back face). */
  up: boolean;
  merits: number[];
}

/**
 * A calamity card in the solo row: it acts on turn `number` unless flipped (wasteland) or covered. A calamity that
 * acted is flipped too (`acted` tells the two apart on the board).
 */
export interface CalamitySlot { card: number; flipped: boolean; cover: number[]; acted?: true }

export interface SoloState {
  demon: number;
  level: number;
  row: CalamitySlot[];
  /** Calamities and demons not in play (face down, set aside). */
  unused: number[];
}

/** Something waiting to be resolved; the top of `tasks` is asked first. `slot` -1 = the character. */
export type Task =
  | { kind: 'op'; op: Op; slot: number; card: number; start?: boolean }
  | { kind: 'start' }
  | { kind: 'war' }
  | { kind: 'merit'; card: number }
  | { kind: 'take' }
  | { kind: 'give'; equipment: number; to: number[] }
  | { kind: 'copy'; slot: number; card: number; options: number[] };

/** Cards revealed by a summon, waiting for holy wars and the pick. */
export interface Reveal { level: number; cards: number[]; free: boolean; merits: number }

/** What resets at the end of each turn. */
export interface TurnInfo {
  /** Activated effects used: `<card or c>:<effect index>:<face>`. */
  used: string[];
  /** Cards put on a territory this turn (their activated effects wait a turn). */
  placed: number[];
  /** Highest wisdom the current player had during this turn (the character upgrades at 3). */
  peak: number;
  wonWar: boolean;
  drought: boolean;
  silence: boolean;
  /** Turn-start effects not yet resolved: `char` or `<slot 0-4>:<active index>:<effect index>`. */
  pending: string[];
  /** Solo: the calamity of this round has had its chance to act. */
  demonDone: boolean;
}

export interface MidrashState extends BaseState {
  players: number;
  /** The players' names, by seat, as the log header gives them: the texts name seats by them. */
  names: string[];
  /** Seats that resigned and left while the others play on (3-4 players; absent until one does). */
  left?: number[];
  first: number;
  /** Seat whose turn it is. */
  turn: number;
  /** Round counter (solo: the turn marker on the demon card). */
  round: number;
  hard: boolean;
  /** The chosen round limit (`--option round-limit=N`), null when there is none (the rulebook's game). */
  roundLimit: number | null;
  seats: SeatState[];
  /** Equipment supply: instances per kind. */
  supply: number[][];
  decks: number[][];
  discards: number[][];
  reveal: Reveal | null;
  /** Equipment instances showing their upgraded face. */
  upgraded: number[];
  /** Equipment instances a possession card has been put on: they can never upgrade again (seed 升级). */
  possessed: number[];
  /** Cards that left the game (used supplies). */
  box: number[];
  solo: SoloState | null;
  info: TurnInfo;
  tasks: Task[];
  result: GameResult | null;
  /**
   * True right after an automatic step that cannot change anyone's wisdom (an effect queued, MANA gained, the turn
   * start closed): the referee's win check before the next step is skipped (it would find what the last one found,
   * and it counts every territory), and clears it. Always false while the state waits for an answer; kept in the
   * state (never missing) so that the state's shape stays the same, and left out of views.
   */
  quiet: boolean;
}

export const SLOTS = 5;
export const CENTRE = 2;
export const WIN_WISDOM = 10;
export const SOLO_LAST_TURN = 15;
export const SOLO_PERFECT_TURN = 13;
/**
 * `--option round-limit=N`: a bound the players (or `sim`) choose, not a rule: a 2-4 player game with no winner
 * when round N ends stops as "unfinished". The rulebook has no limit, so it is off unless given.
 */
export const ROUND_LIMIT_OPTION = 'round-limit';
/** The bound `sim` and the bots' measurements use when none is given. */
export const SELF_PLAY_ROUND_LIMIT = 30;

export function freshTurnInfo(): TurnInfo {
  return { used: [], placed: [], peak: 0, wonWar: false, drought: false, silence: false, pending: [], demonDone: false };
}

/** The state of seat `seat` (0-based); a seat out of range is a bug of the caller. */
export function seatState(state: MidrashState, seat: number): SeatState {
  const found = state.seats[seat];
  if (found === undefined) throw new RangeError(`Midrash has no seat ${seat + 1}`);
  return found;
}
