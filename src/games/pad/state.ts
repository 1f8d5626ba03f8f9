/** The state of a Puzzle & Dragons TCG game: plain JSON, cards as catalogue indexes (see cards/catalogue.ts). */
import type { BaseState, Seat } from '../../engine/game.js';
import type { Op } from './cards/types.js';

export interface PlayerState {
  name: string;
  deck: number[]; // index 0 = top
  hand: number[];
  life: number[]; // index 0 = bottom (damage takes it), new life goes on the end (top)
  discard: number[];
  columns: number[][]; // 3 drop columns, each bottom -> top
  stacks: number[][]; // 5 monster stacks, each bottom (base) -> top
  tapped: boolean[];
  evolved: boolean[]; // evolved this turn (once per stack per turn)
  /** Cards being played (a skill resolving, an evolution waiting for its cost). Public. */
  limbo: number[];
  /** How many of the deck's top cards were already shown (revealed, looked at): see rules/hidden-piles.ts. */
  seen?: number;
  /** The only seat they were shown to (looked at); absent: everyone saw them (revealed). */
  seenBy?: Seat;
  /** How many of life's bottom cards everyone knows (a card that became a life card face up: rules/hidden-piles.ts). */
  lifeSeen?: number;
}

/** Sequential sub-decisions and automatic steps waiting to resolve (`PadState.tasks`: the next one last). */
export type Task =
  | { kind: 'pay'; seat: Seat; owed: number }
  | { kind: 'place'; seat: Seat; card: number; stack: number }
  /** One op of an effect: `source` card, `stack` it sits on (-1 for skills), picks still `left`, `picked` so far. */
  | { kind: 'op'; seat: Seat; op: Op; source: number; stack: number; left: number; picked?: number[] }
  | { kind: 'finishSkill'; seat: Seat; card: number }
  /**
   * `toDiscard`: the life cards go to the discard pile instead of the hand (no damage-card use). `noPrevent`: the
   * damaged player has declined (or can no longer pay) Viper Orochi's prevention for this damage.
   */
  | { kind: 'damage'; seat: Seat; amount: number; byAttack: boolean; started?: boolean; toDiscard?: boolean; noPrevent?: true }
  /** A card just taken from life, by its hand position (`at`): the card itself is hidden from the other seat. */
  | { kind: 'damageCard'; seat: Seat; at: number }
  /** Effects of several monsters triggered together: their controller picks which resolves next (`resolve S`). */
  | { kind: 'order'; seat: Seat; stacks: number[]; groups: Task[][] };

export type Step =
  | 'swap' // setup: hand/column swaps, one seat after the other
  | 'turnStart'
  | 'reset'
  | 'draw'
  | 'main'
  | 'dropStart'
  | 'dropAdd'
  | 'combo'
  | 'afterCombo'
  | 'recover'
  | 'declare'
  | 'guard'
  | 'attackEnd'
  | 'attackCheck'
  | 'recovery'
  | 'handLimit'
  | 'endTurn';

export interface Attacker {
  stack: number;
  attack: number;
  damage: number;
  /**
   * Freyr (`attackTwice`): this monster attacks once more after this attack is handled. The second attack joins the
   * list only then, so one monster never has two attacks waiting and `guard A D` / `take A` still name it alone.
   */
  again?: true;
}

/** Until-end-of-turn changes, one number per monster stack. */
export type Boosts = Record<'attack' | 'damage' | 'combo' | 'defense', number[]>;

export function noBoosts(): Boosts {
  return { attack: [0, 0, 0, 0, 0], damage: [0, 0, 0, 0, 0], combo: [0, 0, 0, 0, 0], defense: [0, 0, 0, 0, 0] };
}

export interface PadState extends BaseState {
  players: PlayerState[];
  /** Seat whose turn it is (during 'swap': the seat swapping). */
  seat: Seat;
  first: Seat;
  /** Turns started so far (1 = the first player's first turn). */
  turn: number;
  step: Step;
  /** Pending tasks, a stack: the next one last (rules/flow.ts). */
  tasks: Task[];
  /** Combos made this turn: total and kinds (bit mask over KINDS). */
  combos: number;
  comboKinds: number;
  /** Card placed from the deck in this turn's drop start, -1 for none. */
  dropStartCard: number;
  /** Column resolved this turn, -1 for none. */
  resolved: number;
  attackers: Attacker[];
  declared: boolean[];
  /** Defender's guard in progress: the attacker index and the stacks tapped for it so far. */
  guard: { attacker: number; stacks: number[] } | null;
  /** Defender stacks that have guarded this attack phase (a multi-guard monster may guard again). */
  guarded: boolean[];
  /** Defender stacks that got their stone dragon's `guardBonus` this turn (once: it then lasts the turn). */
  guardBonusGiven: boolean[];
  /** Extra damage this turn for the turn player's monsters of a type. */
  bonus: Record<string, number>;
  /** Per seat: this turn's changes to each monster stack's attack, damage, combos and defense (`boost` op). */
  boosts: Boosts[];
  /** Ops to run for `seat` each time its opponent takes damage this turn (Gungnir, Evil Wind). */
  onFoeDamaged: { seat: Seat; op: Op; source: number }[];
  /** Per seat: took damage from an attack this turn. */
  hitByAttack: boolean[];
  swapped: boolean[];
  winner: Seat | null;
  over: string | null;
}

export function opponent(seat: Seat): Seat {
  return 1 - seat;
}
