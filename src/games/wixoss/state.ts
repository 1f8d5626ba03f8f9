/**
 * WIXOSS game state: plain JSON, cards as small instance numbers. `kinds[ids[n]]` is the card id of instance n
 * (a table of the distinct ids keeps the state small to copy).
 */
import type { BaseState, Seat } from '../../engine/game.js';
import type { CardFilter, Cost, Keyword, Replacement } from './cards/types.js';

export interface Player {
  name: string;
  /** Top card first. */
  deck: number[];
  hand: number[];
  lrigDeck: number[];
  /** LRIG zone as a stack, top (current LRIG) last. */
  lrig: number[];
  lrigDown: boolean;
  /** Three SIGNI zones; -1 = empty. */
  signi: number[];
  signiDown: boolean[];
  /** Life cloth, top last. */
  life: number[];
  ener: number[];
  trash: number[];
  lrigTrash: number[];
  /** Spells, ARTS and crushed cards while they resolve. */
  check: number[];
  /** Cards set aside during the mulligan. */
  mull: number[];
  refreshes: number;
  /** Deck and life cloth cards whose place somebody knows, while the match keeps its outcomes (rules/hidden.ts). */
  fixed?: number[];
  /** Beside `fixed`: the seat each of those places is known to, or -1 (everyone). */
  fixedTo?: number[];
  /** Deck cards that cannot be in the life cloth, while the match keeps its outcomes (rules/hidden.ts). */
  bound?: number[];
  /** The turn in which this player's grow costs are 0 (Get Grow's Life Burst), if any. */
  freeGrowTurn?: number;
  /** "This turn, the next spell you use costs this much less" (WX06 Mirurun Atto; table/next-spell.ts): that turn and cost. */
  /** `noCancel`: the opponent's effects cannot cancel that spell either (WX04 Fafnir). */
  nextSpellLess?: { turn: number; cost: Cost; noCancel?: boolean };
  /** Charm: the face-down card under the SIGNI of each zone (-1 = none); absent until a first Charm (table/charm.ts). */
  charm?: number[];
  /** Cards put face up under the SIGNI of each zone, in the order put (WX05 Uranium; table/under.ts); absent until a first one. */
  under?: number[][];
  /** No Gain (WX04-064; table/arts-proof.ts): the last turn in which this player's LRIG and SIGNI ignore the opponent's ARTS. */
  artsProofUntil?: number;
  /** No Gain's Burst: the turn in which this player may use no ARTS. */
  noArtsTurn?: number;
  /** Violence Splash (WX04-038; table/power-loss.ts): the turn of its two changes. */
  zeroToTrashTurn?: number;
  lossDoubledTurn?: number;
  /** WX05 Code Labyrinth Louvre's Burst (table/lose-abilities.ts): the turn in which this player's SIGNI have no abilities. */
  noAbilitiesTurn?: number;
}

/** An "until end of turn" change to one card on the field. */
export interface Mod {
  inst: number;
  add?: number;
  set?: number;
  /** On a player's LRIG: that player cannot guard with SIGNI of this level or less this turn. */
  noGuardMax?: number;
  /** On a player's LRIG: that player's SIGNI banished this turn go to the trash instead of the ener zone. */
  banishToTrash?: boolean;
  noAttack?: boolean;
  /** Its once-per-turn activated ability `n` (0 when absent) was used this turn; with `trig`, its triggered ability `n`. */
  acted?: boolean;
  abilityIndex?: number;
  trig?: boolean;
  /** A keyword gained until end of turn. */
  kw?: Keyword;
  /** On an LRIG: its player's life cloth cannot be crushed this turn (But Any Other). */
  noCrush?: boolean;
  /** An ability gained until end of turn: `grants[grant]` of the card instance `from` (the spell or ARTS that gave it). */
  from?: number;
  grant?: number;
  /** On an LRIG: the [Action] ability `grantActs[grantAct]` of `from`, gained until end of turn (table/lrig-acts.ts). */
  grantAct?: number;
  /** Put into the trash when the turn's end phase begins (White Hope's SIGNI). */
  trashAtEnd?: boolean;
  /** In the trash: the next use of its activated ability from the trash this turn costs nothing (WD08 Umr=Fyra; ops-free-act.ts). */
  freeAct?: boolean;
  /** On a player's LRIG: this turn that player's SIGNI matching it ignore the opponent's spells and SIGNI (WX05 Different Strokes; table/shield.ts). */
  shield?: CardFilter;
  /** On a Resona: the total level of the SIGNI put into the trash for its play condition (WD11 Mukadesu; ops-paid-levels.ts). */
  paidLevels?: number;
  /** On a spell being used: the opponent's effects cannot cancel it (WX04 Fafnir; cards/ops-cutin.ts). */
  noCancel?: boolean;
  /** With `add` / `set`: the seat whose effect made the change (noted only in games with WX05 Lion; rules/power-source.ts). */
  by?: number;
  /** On a player's LRIG: this turn the next attack declared is negated by that player's effect (WX05 Suiboku's Burst; rules/negate-attack.ts). */
  negateNextAttack?: boolean;
  /** On a SIGNI: it has lost its abilities until end of turn (WX05 Mayu, Genesis Miko's Exceed 1; table/lose-abilities.ts). */
  noAbilities?: boolean;
}

/** A triggered ability that has triggered and waits to be put on the task stack (see rules/triggers.ts). */
export interface Fired {
  seat: Seat;
  src: number;
  key: EffectKey;
  /** Index of the ability in its list (triggers, grants). */
  abilityIndex?: number;
  /** The card instance whose data holds the ability, when not `src` (a granted ability). */
  via?: number;
  /** The card the triggering event was about ("when one of your SIGNI attacks": that SIGNI). */
  subj?: number;
}

/** Pending work; the top of `WixossState.tasks` (last) is resolved first. */
export type Task =
  /** `growInto`: the cost is the grow cost of that LRIG (SP07 Anne=Fourth pays it its own way: table/pay-with.ts). */
  | { kind: 'pay'; seat: Seat; cost: Cost; picked: number[]; growInto?: number;
    /** A card matching this stays out of the payment (an `enerTrash` cost pays it next; table/ener-trash-cost.ts). */
    keep?: CardFilter }
  /** An optional or paid triggered ability: the seat is asked `use` / `skip`. */
  | ({ kind: 'confirm' } & Fired)
  /** An ability's effect resolving, op by op (cards/ops.ts); `n`, `via`, `subj` as in `Fired`. */
  | {
    kind: 'effect'; seat: Seat; src: number; key: EffectKey; stage: 'target' | 'resolve';
    /** Which op of the effect runs (-1: resolving has not begun, nothing is looked at before a cut-in window). */
    opIndex: number;
    /**
     * By op index, what each op chose, kept for the whole effect: the targets picked in the target stage (SIGNI
     * instances; `LRIG_TARGET`; for ops on either field, the seat then the instance), the cards a cost op paid,
     * the cards a `mill` put into the trash (read by a later `ifMilled`).
     */
    targets: number[][];
    /**
     * How far the running op has got; null when it has recorded nothing (the next op starts with null). Always
     * present: an effect task keeps one layout while its ops run, and the rules read it faster.
     */
    progress: OpProgress | null;
    /** A spell's effect (the opponent may answer it with a cut-in). */
    spell: boolean;
    abilityIndex?: number; via?: number; subj?: number; mode?: number;
    /** Whether the last op that reports on itself did what it says ("if you do"), for the ifDone op; null until one has. */
    done: boolean | null;
    /** WX06 Grid: the op `op` reveals `more` cards more than it says (table/reveal-more.ts). */
    revealMore?: { op: number; more: number };
  }
  /** `lrigDeck`: an ARTS that returns itself to the LRIG deck (SP07 Divine Grace). */
  | { kind: 'finish'; seat: Seat; inst: number; to: 'trash' | 'lrigTrash' | 'ener' | 'lrigDeck' }
  /** `via`: the card whose data holds this Life Burst when the crushed card does not (Yuzuki-Four gives one to all). */
  | { kind: 'burst'; seat: Seat; inst: number; via?: number }
  | { kind: 'cutin'; seat: Seat }
  /** WX05 Anne Fifth: the defender may use an LRIG ability as the opposing SIGNI `subj` attacks (rules/attack-answer.ts); `used` once it did. */
  | { kind: 'attackAnswer'; seat: Seat; subj: number; used?: boolean }
  | { kind: 'battle'; seat: Seat; zone: number; inst: number }
  | { kind: 'guard'; seat: Seat }
  /** `n`: life cloth to crush (2 for [Double Crush]); `by`: the attacking SIGNI, or -1 for the LRIG. */
  | { kind: 'damage'; seat: Seat; lancer?: boolean; crushCount?: number; by?: number }
  | { kind: 'discardDown'; seat: Seat }
  | { kind: 'excess'; seat: Seat }
  | { kind: 'grow'; seat: Seat; inst: number }
  /** WX05 Mayu, Genesis Miko's grow cost: an LRIG of the LRIG deck revealed and put under the LRIG (rules/grow-reveal.ts). */
  | { kind: 'growReveal'; seat: Seat; inst: number }
  /**
   * The ener or grow phase ends once its action and the abilities that action triggered have resolved (they resolve
   * in that phase: WX05 Code Love Heart CMR's lock knows the grow phase by it); then `phase` begins.
   */
  | { kind: 'phaseEnds'; seat: Seat; phase: Phase }
  /** Playing a Resona: the zones of the SIGNI picked for its condition so far, then its zone. `paid`: their names. */
  | { kind: 'resona'; seat: Seat; inst: number; picked: number[]; paid?: string; chosen?: number[]; optionsPaid?: number }
  /** Triggered abilities of one seat that happened at the same time; the seat picks the order. */
  | { kind: 'order'; seat: Seat; items: Fired[] }
  /** Using an ARTS that costs less for discards (rules/arts-discount.ts): how many were discarded so far. */
  | { kind: 'artsDiscount'; seat: Seat; inst: number; discarded: number }
  /** Using a spell that may down SIGNI to cost less (WX06 Soap Sudden; rules/spell-down-less.ts): its cost before, how many downed. */
  | { kind: 'spellDownLess'; seat: Seat; inst: number; cost?: Cost; downed: number }
  /** WX06 Grid: "you may reveal one more" asked before `inst`'s effect reveals `count` cards (so far; table/reveal-more.ts); `asked`: answers so far. */
  | { kind: 'revealMore'; seat: Seat; inst: number; count: number; asked: number }
  | ReplaceTask;

/**
 * A replacement effect (WX04 Paimon, WX06 Shironakuji; rules/replace.ts): `seat`'s SIGNI `inst` in `zone` would be
 * banished or leave the field for `to`; `seat` is asked whether something else happens instead. What the event was
 * is kept, so it can happen as it would have: `cause`/`by` of a banish, `lancerBy` the attacker whose Lancer crushes
 * if it is banished, `shuffle` the deck it goes into, `byOpponent` by an effect of the opponent, `inEffect` during an
 * effect (whose "if you do" it then makes true). The ways are those open as it would have happened.
 */
/** One way to replace the event: the card whose ability it is, what happens instead, and the SIGNI zone it changes. */
export interface ReplaceWay {
  source: number;
  instead: Replacement['instead'];
  amount: number;
  /** trashCharm: the zone of the SIGNI that would go (its Charm goes); selfPower: the zone of the source. */
  zone: number;
}

export interface ReplaceTask {
  kind: 'replace'; seat: Seat; inst: number; zone: number; event: 'banish' | 'leave';
  /** The ways open as it would have happened (table/replace.ts). */
  ways?: ReplaceWay[];
  to?: 'trash' | 'hand' | 'ener' | 'deck'; cause?: 'battle' | 'rule'; by?: number; lancerBy?: number;
  shuffle?: boolean; byOpponent?: boolean; inEffect?: boolean;
}

/**
 * How far the op an effect is resolving has got (`progress` of an effect task), one shape per kind of op; null
 * until the op records a step. Each op reads only its own kind (cards/op-progress.ts `progressOf`).
 */
export type OpProgress =
  /** Targeting "up to N" SIGNI (signiTargeting): the player answered `done` or `skip`; no more targets are asked for. */
  | { kind: 'targetsClosed' }
  /** search, trashToHand, enerToHand: the cards taken so far. */
  | { kind: 'take'; taken: number }
  /** discard, oppDiscards, discardThreeBanishAll: the cards discarded so far. */
  | { kind: 'discard'; discarded: number }
  /** reorderTop, lifeReorder: the cards already put back on top, in the chosen order. */
  | { kind: 'reorder'; placed: number }
  /** lookTake, once the take is decided: cards taken (0 or 1); then the rest are reordered (`placed` as reorderTop's). */
  | { kind: 'lookTake'; taken: number; placed: number }
  /** lookTrashReorder: looked-at cards still on top; `reordering` once the trashing is done (`placed` as reorderTop's). */
  | { kind: 'lookTrash'; looked: number; reordering: boolean; placed: number }
  /** downOwnThenBanish, once your SIGNI is downed: its power, the most the opposing SIGNI to banish may have. */
  | { kind: 'downThenBanish'; downedPower: number }
  /** trashOwnBanishEach, trashOwnAddLife: your SIGNI trashed so far; `trashingDone` once you stop; banishes made since. */
  | { kind: 'trashForEach'; trashed: number; trashingDone: boolean; banished: number }
  /** millChooseClass: the milled cards, the class chosen among those they share (null: not yet), SIGNI taken so far. */
  | { kind: 'chooseClass'; milled: number[]; chosenClass: string | null; taken: number }
  /** revealTopPick: how many cards were revealed. */
  | { kind: 'reveal'; revealed: number }
  /** optionalCost, once the player chose to pay (the ener is paid): life cloth put into the trash so far. */
  | { kind: 'optionalCost'; lifePaid: number }
  /** trashOwnBanishSameLevel, once your SIGNI is trashed: its level. */
  | { kind: 'sameLevel'; level: number }
  /** lifeSwap, once the life cloth card is in hand. */
  | { kind: 'lifeTaken' }
  /** putOnField, putOnFieldGrant: SIGNI put so far; the one picked and waiting for its zone (EMPTY: none). */
  | { kind: 'putOnField'; put: number; waiting: number }
  /** searchToTrash, trashToBottom, banishTotalPower: the cards picked so far. */
  | { kind: 'pickCards'; picked: number[] }
  /** discardBanishEach (WD10 Eternal Karma): cards discarded so far; `discardingDone` once you stop; banishes made since. */
  | { kind: 'discardForEach'; discarded: number; discardingDone: boolean; banished: number }
  /** rearrange (WX04 Code Maze): the zones chosen so far for the side's SIGNI, in the order of their zones. */
  | { kind: 'rearrange'; to: number[] }
  /** revealUntil (WX04 Cubi, Inactivity): reveals done so far; the SIGNI waiting for its zone (EMPTY: none). */
  | { kind: 'revealUntil'; rounds: number; waiting: number }
  /** revealRestBottom: revealed cards still to place; `taking` until the take is done; those put back on top. */
  | { kind: 'revealBottom'; left: number; taking: boolean; onTop: number }
  /** discardPowerPerLevel: the levels of the cards discarded so far; `discardingDone` once the player stops. */
  | { kind: 'discardLevels'; levels: number; discardingDone: boolean }
  /** namesToBottomBanish (SP06 Chemical Flash): trash cards put on the deck's bottom, `putDone` once you stop, SIGNI picked to banish. */
  | { kind: 'namesToBottom'; put: number[]; putDone: boolean; banish: number[] }
  /** revealPowerPer (WX06 Shironakuji's Burst): the hand cards revealed so far; `revealingDone` once the player stops. */
  | { kind: 'revealMany'; revealed: number[]; revealingDone: boolean }
  /** banishOwnThen, while its banish waits on a replacement question (rules/replace.ts): "if you do" is read after it. */
  | { kind: 'awaitReplace' };

/** Which ability of a card: a named one, `trigger` (= effects.triggers[n]), `granted` (= grants[n] of `via`), `activated` (n-th). */
export type EffectKey = 'use' | 'burst' | 'onPlay' | 'onAttack' | 'activated' | 'endOfTurn' | 'trigger' | 'granted'
  | 'grantedAct'; // an [Action] ability the LRIG gained (`via`: the card that gave it; table/lrig-acts.ts)

export type Phase = 'chooseLrig' | 'mulligan' | 'ener' | 'grow' | 'main' | 'artsTurn' | 'artsOpp' | 'signiAttack' | 'lrigAttack' | 'end' | 'over';

export interface WixossState extends BaseState {
  modern: boolean;
  kinds: string[];
  ids: number[];
  players: Player[];
  first: Seat;
  /** Seat whose turn it is (during setup: whose setup decision it is). */
  active: Seat;
  turn: number;
  phase: Phase;
  tasks: Task[];
  mods: Mod[];
  /** Triggered abilities waiting to be queued: they go on the task stack once the action that set them off is done. */
  fired: Fired[];
  /** Frozen SIGNI: they stay down in their owner's next up phase. */
  frozen: number[];
  /**
   * Keywords every SIGNI of `seat` has during turn `turn` ("during your next turn, all your SIGNI get Lancer");
   * `frontPowerAtLeast`: only while the opposing SIGNI in front of it has that power or more (SP02 Assassin).
   * `zone`: only the SIGNI standing in that zone (0-based; WX05 Most Treasured Fragment's Life Burst).
   */
  laterKw?: { seat: number; turn: number; kw: Keyword; frontPowerAtLeast?: number; zone?: number }[];
  /** SIGNI found at or over a `powerReached` threshold at the last check (`inst * 16 + trigger index`; rules/power-edge.ts). */
  atPower?: number[];
  /** Modern: a "trash SIGNI" action was already taken this main phase (-1 = not, else zones still to offer). */
  trashedThisMain: boolean;
  /** Modern trash action in progress: more SIGNI may be added to it. */
  trashing: boolean;
  endTurnNow: boolean;
  /** The turn ends by an effect (WX05 End Hole; rules/end-turn.ts): with `endTurnNow`, the card that ends it. */
  turnEndedBy?: number;
  /** Up SIGNI downed this turn, noted only in games with a `downed` trigger (rules/downed.ts; WX05 Increasing Force counts them). */
  downsThisTurn?: { seat: Seat; inst: number }[];
  /** The SIGNI whose attack crushed each life cloth this turn, noted only in games with a `lifeCrushed` ability (WX05 Diabride). */
  crushesThisTurn?: number[];
  /** WX06 Grid's On-Play: during `turn`, `seat`'s effects may reveal one more card from the top (table/reveal-more.ts). */
  revealOneMore?: { seat: Seat; turn: number }[];
  /** Extra turns the turn player takes right after this turn, one by one (WX05 Mayu, Genesis Miko; table/turn-schedule.ts). */
  extraTurns?: number;
  winner: Seat | -1;
  /** Why the game ended: a key of the messages' `reason` texts (worded when read, in the reader's language). */
  reason: string;
}

/** The pending task to do next, if any. (Not `tasks[length - 1]` on an empty stack: V8 reads index -1 as a named property, on a slow path.) */
export function topTask(s: WixossState): Task | undefined {
  return s.tasks.length === 0 ? undefined : s.tasks[s.tasks.length - 1];
}

export const ZONES = 3;
export const EMPTY = -1;

export function idOf(s: WixossState, inst: number): string {
  return s.kinds[s.ids[inst]!]!;
}
