/** EAT/PAINT game state: plain JSON, cards as their data ids (copies of a card are interchangeable). */
import type { BaseState, Seat } from '../../engine/game.js';
import type { MainDeck, Op, Side, SubDeck } from './cards/types.js';
import type { EndingWhy } from './rules/ending.js';

/** A card in a dragonkin's energy zone. */
export interface Energy { card: string; up: boolean; rest: boolean }

/** A magician's work on the field; `uid` stays stable while other works come and go. */
export interface Work { uid: number; card: string; ink: number; rest: boolean; frame: string | null; pump: number }

export interface SideState {
  /** The player's name from the log header, for boards and messages. */
  name: string;
  char: MainDeck;
  side: Side;
  sub: SubDeck;
  life: number;
  /** Dragonkin form 0-2 and whether the character card is rested. */
  form: number;
  rest: boolean;
  /** Top of the deck is the end of the array (cheap pop). */
  deck: string[];
  hand: string[];
  trash: string[];
  /** Face-down HEAT pile: nobody looks at it; paying takes the newest cards. */
  heat: string[];
  traps: string[];
  energy: Energy[];
  works: Work[];
  /** Magician INK beside the character, INK discard, and the INK card id of the pile. */
  ink: number;
  inkDiscard: number;
  inkCard: string;
  /** Bonus power of this seat's attacks until end of turn (character skill). */
  boost: number;
  /** Turns this seat has started (the magician cannot charge on its first). */
  turns: number;
}

/** The attack being resolved (rules/attack.ts). */
export interface Attack {
  seat: Seat;
  /** Attacking work uid, or -1 when a dragonkin attacks with a card. */
  work: number;
  base: number;
  delta: number;
  defBonus: number;
  /** Target work uid of the defender, or -1 for the character. */
  target: number;
  noTraps: boolean;
  trap: string | null;
  dealt: boolean;
}

/** A card revealed and being resolved (between paying and its final zone). */
export interface InUse { seat: Seat; card: string; to: 'heat' | 'energy' | 'energyDown' | 'trash' }

export type PickKind =
  | 'payRest' | 'payTrash' | 'destroy' | 'recover' | 'ready' | 'weaken' | 'inkToWork' | 'pump' | 'readyWork'
  | 'sacrifice' | 'reanimate' | 'equip' | 'target';

/** Pending work, resolved from the end of `state.tasks` by the engine's referee loop (rules/flow.ts). */
export type Task =
  | { kind: 'op'; seat: Seat; op: Op; src: string; trap: boolean }
  | { kind: 'pick'; seat: Seat; what: PickKind; count: number; amt: number; filter: string; src: string; trap: boolean }
  | { kind: 'extra'; seat: Seat; src: string }
  | { kind: 'trapWindow' }
  | { kind: 'damage' }
  | { kind: 'trapAfter' }
  | { kind: 'endAttack' }
  | { kind: 'finish' }
  | { kind: 'turnEnd' };

export interface EpState extends BaseState {
  sides: SideState[];
  first: Seat;
  active: Seat;
  turn: number;
  /** 'choose' = a magician picks main or charge; 'main' = free actions. */
  phase: 'choose' | 'main';
  attacks: number;
  /** Whether the active dragonkin began this turn short of energy (rules/stats.ts `shortOfEnergy`). */
  shortAtStart: boolean;
  /** Whether anyone drew this turn, and how many turns in a row nobody did (dragonkin mirror draw rule). */
  drew: boolean;
  dryTurns: number;
  startLife: number;
  tasks: Task[];
  using: InUse[];
  attack: Attack | null;
  nextUid: number;
  /** Why the game ended and who lost, null while it runs; the result is worded from it (rules/ending.ts). */
  ending: { why: EndingWhy; loser?: Seat } | null;
}

/** The side seat `seat` plays: EAT/PAINT has two seats, and a seat out of range is a bug of the caller. */
export function sideOf(state: EpState, seat: Seat): SideState {
  const side = state.sides[seat];
  if (side === undefined) throw new RangeError(`EAT/PAINT has no seat ${seat + 1}`);
  return side;
}
