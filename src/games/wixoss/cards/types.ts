/** The shape of one WIXOSS card in data/wixoss/cards.json, and of its effects as data ops. */
import type { Constant, PowerPer } from './constant-types.js';

export const COLORS = ['white', 'red', 'blue', 'green', 'black', 'colorless'] as const;
export type Color = (typeof COLORS)[number];
export type Cost = Partial<Record<Color, number>>;
export type CardType = 'LRIG' | 'ARTS' | 'SIGNI' | 'SPELL' | 'RESONA';
export type Timing = 'main' | 'attack' | 'spellCutIn';

/** A condition of a constant ability, trigger, effect or op; every given field must hold. */
export interface Condition {
  turn?: 'own' | 'opponent';
  /** A card with this card's name is in one of your SIGNI zones. */
  onField?: string;
  trashAtLeast?: number;
  enerAtLeast?: number;
  oppHandAtMost?: number;
  selfPowerAtLeast?: number;
  signiPowerAtLeast?: { count: number; power: number };
  /** SIGNI on the field matching a filter, counted (a list: each must hold). */
  signi?: SigniCount | SigniCount[];
  /** Cards in a zone matching a filter, counted (a list: each must hold). */
  count?: ZoneCount | ZoneCount[];
  /** Your count minus the opponent's, of cards in a zone ("3 or more cards more in hand than the opponent"). */
  compare?: { zone: 'hand' | 'ener' | 'life' | 'trash'; atLeast?: number; atMost?: number };
  /** The colour of the opponent's LRIG. */
  oppLrigColor?: Color;
  /** Issue 46 costs: your LRIG matches this filter (`color`, `minLevel`: "your LRIG is red and level 4 or more"). */
  lrig?: CardFilter;
  /** Issue 46 costs: the card that has the ability is in your SIGNI zone N (1-3; 2 = the middle). */
  selfInZone?: number;
  /** Charm: this SIGNI has a Charm (true) or has none (false). */
  hasCharm?: boolean;
  /** Lancer and Double Crush sources (WX04 on): this SIGNI has the keyword. */
  selfKeyword?: Exclude<Keyword, 'noBanish'>;
  // Cross (table/cross.ts)
  /** This SIGNI is crossed (true) or not (false). */
  crossed?: boolean;
  /** You have a crossed SIGNI (true) or none (false). */
  anyCrossed?: boolean;
  // "Instead" effects (WX06 LR ARTS)
  /** The inner condition fails: the plain part of an "if ..., instead ..." effect. Not read by "this SIGNI's power is N". */
  not?: Condition;
  /** "During your main phase": the game is in this phase (with `turn: own`; WX05 Sakura, Increasing Force). */
  phase?: 'main';
  /** Cards under a SIGNI (WX05 Uranium; table/under.ts): this SIGNI has at most this many cards under it (its Charm counts). */
  underAtMost?: number;
  /** WX05 Ulith, Enma of Nihilism's grow: the cards of your ener zone have at least this many colours (colorless counts). */
  enerColorsAtLeast?: number;
}

/** "You have (another) <Angel> SIGNI": SIGNI of `side` (default yours) matching `filter`; `other` leaves this card out. */
export interface SigniCount {
  filter?: CardFilter;
  side?: 'own' | 'opponent';
  other?: boolean;
  /** Default 1. */
  atLeast?: number;
  atMost?: number;
  /** Only frozen SIGNI count ("while the opponent has a frozen SIGNI": Code Art RPG). */
  frozen?: boolean;
  /** Count names, not cards ("3 <Atom> SIGNI with different names"; table/different-names.ts). */
  differentNames?: boolean;
  /** Only SIGNI with no abilities count (WX05 Code Labyrinth Louvre; table/lose-abilities.ts). */
  noAbilities?: boolean;
}

export type CountZone = 'hand' | 'ener' | 'trash' | 'life' | 'deck' | 'lrigDeck' | 'lrigTrash';

export interface ZoneCount {
  zone: CountZone;
  filter?: CardFilter;
  side?: 'own' | 'opponent';
  atLeast?: number;
  atMost?: number;
  /** Count names, not cards ("7 <Atom> SIGNI with different names in your trash"; table/different-names.ts). */
  differentNames?: boolean;
}

export interface CardFilter {
  type?: CardType;
  color?: Color;
  /** Same name as this card id (reprints included). */
  name?: string;
  /** Not the same name as this card id. */
  notName?: string;
  /** Has one of these classes (Japanese, as in the data: 天使, アーム, 古代兵器, 宇宙 ...). */
  class?: string | string[];
  level?: number;
  maxLevel?: number;
  minLevel?: number;
  /** Has (true) or lacks (false) a Life Burst. */
  /** Does not have this class. */
  notClass?: string;
  /** Any one of these colours. */
  colors?: Color[];
  lifeBurst?: boolean;
  /** Issue 46 costs: has (true) or lacks (false) [Multi Ener] as printed. */
  multiEner?: boolean;
  /** Issue 46 costs: its (Japanese) name contains this ("a SIGNI with <Servant> in its name": サーバント). */
  nameHas?: string;
  /** Issue 46 costs: its cost adds up to this many ener (a spell of total cost 0). */
  totalCost?: number;
  /** Has (true) or lacks (false) the [Cross] icon (Cross, table/cross.ts). */
  hasCross?: boolean;
  /** Its cost adds up to at most this many ener ("a red spell with cost 1 or less": WX04 Topaz, Code Piruluk E). */
  maxTotalCost?: number;
  /** An LRIG of one of these LRIG types (as in the data: Tama, Iona ...; WX05 Mayu, Genesis Miko's grow cost). */
  lrigTypes?: string[];
}

/** One step of an effect. `op` names a handler in ops.ts; the other fields are its parameters. */
export interface Op {
  op: string;
  n?: number;
  count?: number;
  upTo?: boolean;
  optional?: boolean;
  maxPower?: number;
  minPower?: number;
  amount?: number;
  value?: number;
  side?: 'own' | 'opponent';
  who?: 'self' | 'all';
  level?: number;
  filter?: CardFilter;
  /** Checked when the op would start resolving: when it fails the op is skipped ("then, if you have a Resona, ..."). */
  if?: Condition;
  /** Zone an op takes cards from (putOnField: trash, deck, ener, hand; lrigDeck: a Resona, its play condition ignored). */
  from?: 'trash' | 'deck' | 'ener' | 'hand' | 'lrigDeck';
  /**
   * Non-targeting ops on one SIGNI: this card (`self`) or the card the trigger was about (`subject`); `gain` also
   * takes `target`: the SIGNI an earlier op of this effect targeted ("that SIGNI also gets [Lancer]", Angry Roar).
   */
  on?: 'self' | 'subject' | 'target';
  /** gain: the keyword given. */
  keyword?: Keyword;
  /** zoneKeyword: the SIGNI zone (1-3, 2 = the middle) whose SIGNI has the keyword (WX05 Most Treasured Fragment). */
  zone?: number;
  /** gain: index into this card's `grants` list. */
  grant?: number;
  /** putOnField: its on-play abilities do not trigger. */
  noOnPlay?: boolean;
  /** putOnField: they go to the trash when the end phase of this turn begins. */
  trashAtEnd?: boolean;
  /** freeze: also down the targets. */
  andDown?: boolean;
  // Parameters of the ops in ops-costs.ts, ops-life.ts, ops-move.ts, ops-mass.ts, ops-own.ts, ops-classes.ts (WX03 / WD06-WD08 cards).
  cost?: Cost;
  /** optionalCost: this many of your life cloth, each picked by position (`life K`), into the trash. */
  lifeToTrash?: number;
  differentLevels?: boolean;
  /** Targeting ops: only frozen SIGNI (ICE BREAK). */
  frozen?: boolean;
  /** trashOwnBanishSameLevel: not the card whose ability this is. */
  other?: boolean;
  /** Control ops (ifDone, ifMilled): how many following ops to skip when the condition fails (default: all). */
  skip?: number;
  /** search: leave the deck unshuffled (a later `shuffle` op shuffles it once). */
  noShuffle?: boolean;
  /** Issue 46 costs. powerOne: `amount` once for each level of the target. */
  perLevel?: boolean;
  /** Issue 46 costs. powerOne: `amount` once for each level of your LRIG. */
  perLrigLevel?: boolean;
  /** Issue 46 costs. revealTopPick: every revealed card matching `filter` goes to hand (no choice). */
  all?: boolean;
  /** Issue 46 costs. powerAll: `amount` once for each SIGNI (or level) counted. */
  per?: PowerPer;
  /** putOnField: the SIGNI enter the field downed (next-era trigger kinds). */
  downed?: boolean;
  // (freeze `on: subject`: the trigger's card, e.g. the SIGNI that attacked)
  /** powerPerLevel (Charm cards): whose levels are added up, your SIGNI matching this. */
  levelsOf?: CardFilter;
  /** assassinThisTurn: the power the SIGNI in front must have. */
  frontPowerAtLeast?: number;
  /** search (WX06 Munkarun's Burst): every card taken has the level of the first. */
  sameLevel?: boolean;
  /** trashToBottom (WX06 Tawil=Fyra): each card of another name. */
  differentNames?: boolean;
  /** millBanishByCount (WX06 Colonel Flathro): the power limit for 1, 2, 3 ... matching milled cards. */
  powers?: number[];
  /** revealUntil (WX04 Cubi, Inactivity): where the match goes, where the rest go, how many reveals in a row. */
  to?: 'hand' | 'field';
  rest?: 'trash' | 'bottom';
  times?: number;
  /** payTrashEach, discardEach (WX04 Hammer): one card for each of these filters. */
  filters?: CardFilter[];
  /** crush: the crushed cards' Life Bursts are not used (Avenger, Ballista). */
  noBurst?: boolean;
  /** revealRestBottom (WX06 Anne=Third): each of the rest goes on the top or the bottom of the deck, in any order. */
  topOrBottom?: boolean;
  /** powerAll (WX05 Hate Impress): `amount` once per level of the SIGNI this effect's trashOwnThen put into the trash. */
  perTrashedLevel?: boolean;
  /** mayRevealFromHand (WX05 Get Grimoire): a card must be revealed when one fits (no `skip`). */
  required?: boolean;
  /** nextSpellCostsLess: the opponent's effects cannot cancel that spell either (WX04 Fafnir). */
  noCancel?: boolean;
  /** gainAct (WX05 Final Destruction): which of this card's `grantActs` your LRIG gains. */
  act?: number;
  /** ifPaidColors (WX05 End Hole): each of these colours was paid for this card's cost. */
  colors?: Color[];
  /** revealRestBottom (WX05 Mirurun Tico): the top `n` are only looked at (their player alone sees them), none is taken; each goes on the top or the bottom. */
  look?: boolean;
  /** revealPowerPer (WX06 Shironakuji's Burst): which hand cards may be revealed, `amount` each. */
  revealOf?: CardFilter;
  /** putOnField (SP07 Marche): only SIGNI this many levels above the one this effect's banishOwnThen banished. */
  levelAboveBanished?: number;
}

/** `noBanish`: "cannot be banished" (WX05 Lucky Guard; table/no-banish.ts). */
export type Keyword = 'lancer' | 'doubleCrush' | 'noBanish' | 'assassin';

/** Costs besides ener, paid after it in this order (see docs/wixoss-card-data.md). */
export interface ExtraCosts {
  /** Discard `n` (default 1) cards matching `filter`. */
  discard?: { n?: number; filter?: CardFilter };
  /** Put `n` (default 1) of your SIGNI matching `filter` from the field into the trash (`other`: not this one). */
  trash?: { n?: number; filter?: CardFilter; other?: boolean };
  /** Put a card matching `filter` from your LRIG deck into your LRIG trash. */
  lrigDeck?: { filter?: CardFilter };
  /** Down one of your up SIGNI matching `filter`. */
  /** `self`: down this (up) SIGNI instead ("you may down this upped SIGNI: if you do, ..."; next-era trigger kinds). */
  down?: { filter?: CardFilter; self?: boolean; n?: number };
  /** Charm: put `n` (default 1) of your Charms into the trash (cards/ops-charm.ts). */
  charm?: { n?: number };
  /** Exceed N: put `n` cards from under your LRIG into your LRIG trash (cards/ops-exceed.ts). */
  exceed?: { n: number };
  /** One of your SIGNI for each filter from the field into the trash (WX04 Hammer; cards/ops-filter-pairs.ts). */
  trashEach?: { filters: CardFilter[] };
  /** Banish `n` (default 1) of your SIGNI matching `filter` (`other`: not this one; WX05 Code Anti Marsface; ops-banish-cost.ts). */
  banish?: { n?: number; filter?: CardFilter; other?: boolean };
  /** Discard one hand card for each filter (WX04 Mirurun Yocto: a spell and an <Atom> SIGNI; cards/ops-filter-pairs.ts). */
  discardEach?: { filters: CardFilter[] };
  /**
   * Put a card of your ener zone matching `filter` into your trash, after the ener cost, which leaves one such card
   * (an activated ability's only; WX05 Tamayorihime, Sunspot Miko; table/ener-trash-cost.ts, cards/ops-ener-trash-cost.ts).
   */
  enerTrash?: { filter?: CardFilter };
}

export interface Effect {
  /** Optional extra cost ("you may pay [Red]: ..."); the player is asked whether to pay. */
  cost?: Cost;
  /** Costs besides ener (discard, trash your SIGNI, LRIG deck to LRIG trash, down your SIGNI). */
  costs?: ExtraCosts;
  if?: Condition;
  ops: Op[];
  /** "Choose one": the ops of each mode; `ops` is then `[{"op": "chooseMode"}]`. */
  modes?: Op[][];
}

export type { Constant, PayWith, Replacement, PowerPer } from './constant-types.js';

/** The moments an LRIG's activated ability with a `timing` is used at (table/action-blocks.ts `activateBlock`). */
export type ActMoment = 'oppAttack' | 'spellCutIn'
  | 'attackPhase'; // WX05 Tamayorihime, Sunspot Miko: "Use Timing [Attack Phase]", in either ARTS step (rules/phases.ts)

/** "[Activated] cost: effect", used in your main phase from the field (or, with `from: "trash"`, from your trash). */
export interface Activated extends Effect {
  /** Downing this SIGNI (or the LRIG) is part of the cost. */
  down?: boolean;
  oncePerTurn?: boolean;
  from?: 'trash';
  /** Costs (issue 46): putting this SIGNI from the field into the trash is part of the cost (paid as it is used). */
  trashSelf?: boolean;
  /**
   * An LRIG's ability used only at one moment, never in the main phase: `oppAttack` when an opposing SIGNI attacks
   * (WX05 Anne Fifth; rules/attack-answer.ts), `spellCutIn` as a [Spell Cut-In] answer to a spell (WX04 Mirurun Yocto;
   * rules/actions.ts CUTIN_TASK), `attackPhase` in the ARTS steps of the attack phase as an [Attack Phase] ARTS is
   * (WX05 Tamayorihime, Sunspot Miko; rules/phases.ts).
   */
  timing?: ActMoment;
}

/** What a triggered ability waits for (see docs/wixoss-card-data.md for each). */
export const TRIGGER_WHENS = [
  'attack', 'banished', 'leaveField', 'enterField', 'milled', 'burst', 'lifeCrushed', 'lifeAdded', 'spell', 'enerAdded', 'turnStart', 'turnEnd', 'powerReached',
  // next-era trigger kinds (issue 46): a card of yours moved from your ener zone into your hand; a battle between
  // two SIGNI ended (the attacker; `by`: the SIGNI it battled)
  'enerToHand', 'battleEnd',
  'heaven', // Cross: a crossed pair heavens (rules/heaven.ts)
  'discarded', // a card goes from the hand into the trash (rules/zones.ts discardAt; WX04 Ariton)
  'enerTrashed', // WX05 Mušḫuššu: an effect put a card of an ener zone into the trash (the card; `byYourEffect`)
  'attackPhaseStart', // your attack phase begins (WX05 Jinbei; rules/turn.ts)
  'downed', // an up SIGNI is downed (rules/downed.ts; `byEffect`: by an effect, not a cost or an attack; WX05 Sakura)
  'affectedByArts', // an ARTS's effect changed a SIGNI (moved, turned, froze it or gave it a modifier; rules/arts-affected.ts; WX05 Diabride)
  'guarded', // you guarded an LRIG attack (the guard card; rules/damage.ts; WX05 Suiboku)
  'attackNegated', // an effect negated an attack (the attacker; `byYourEffect`: your effect; rules/negate-attack.ts)
  'trashed', // an opponent's effect put a card into its owner's trash, from any zone (`byOpponent` required; rules/zones.ts noteTrashed; WX04 Contempora)
] as const;
export type TriggerWhen = (typeof TRIGGER_WHENS)[number];

/** "When ...": resolves after the action that set it off, with the other abilities triggered at that moment. */
export interface Triggered extends Effect {
  when: TriggerWhen;
  /** Whose card the event is about: this card (default), one of yours, one of the opponent's, anyone's. */
  whose?: 'this' | 'own' | 'opponent' | 'any';
  /** The card the event is about must match. */
  filter?: CardFilter;
  /** enterField: only when it came from this zone; leaveField: only when it went there. */
  from?: 'trash' | 'deck' | 'hand' | 'ener' | 'lrigDeck';
  to?: 'trash' | 'hand' | 'ener' | 'deck';
  /** lifeCrushed: only crushes by a SIGNI's attack ("signi"), the LRIG's ("lrig") or an effect ("effect"). */
  cause?: 'signi' | 'lrig' | 'effect';
  /** "You may": the player is asked `use` / `skip` (always asked when there is a cost). */
  optional?: boolean;
  oncePerTurn?: boolean;
  /** powerReached: the threshold ("when this SIGNI's power becomes 15000 or more"; rules/power-edge.ts). */
  power?: number;
  /** Issue 46 costs: the event's card is not this one ("whenever your other <Poison Fang> SIGNI enters the field"). */
  other?: boolean;
  // next-era trigger kinds (issue 46)
  /** enterField: only when an effect put it onto the field (not a summon, not a Resona played by its condition). */
  byEffect?: boolean;
  /** banished: only when it lost a battle to this SIGNI (`this`) or to one of your SIGNI (`own`); battleEnd: only a battle with this SIGNI. */
  by?: 'this' | 'own';
  /** attack: only the SIGNI in front of this one (the opposing zone of the same number). */
  front?: boolean;
  /** enterField: not when it came from this zone ("put onto the field from other than your hand"). */
  notFrom?: 'hand';
  /** leaveField: only when an effect of the opponent moved it (WX06 Munkarun; table/opponent-effect.ts). */
  byOpponent?: boolean;
  /** enerTrashed: only when the effect was yours (WX05 Mušḫuššu: "by your effect"). */
  byYourEffect?: boolean;
  /** attack: only when no SIGNI of yours stands in front of the attacking SIGNI (WX04 Anne=Fourth). */
  frontEmpty?: boolean;
  /**
   * downed: only when this is the Nth time this turn one of the owner's up SIGNI matching `filter` was downed (WX05
   * Increasing Force); lifeCrushed with `by: this`: the Nth life cloth this SIGNI crushed this turn (WX05 Diabride).
   */
  nthThisTurn?: number;
}

/** "[Play condition] [Main Phase] put N of your non-Resona <class> SIGNI from the field into the trash". */
export interface ResonaCondition {
  timing: 'main';
  /** How many SIGNI are put into the trash (absent with `options`). */
  trash?: number;
  /** Which SIGNI may be (type SIGNI leaves Resona out). */
  filter?: CardFilter;
  /** "Choose `choose` of these" (WD11 Yasudesu; rules/resona-options.ts): each option pays one card. */
  choose?: number;
  options?: ResonaOption[];
}

/** One option of a "choose N of these" play condition: a card matching `filter` discarded from the hand, put from the ener zone into the trash, or one of your SIGNI put from the field into the trash. */
export interface ResonaOption {
  from: 'hand' | 'ener' | 'field';
  filter?: CardFilter;
}

export interface CardEffects {
  constant?: Constant[];
  /** One ability, or a list when the card has several (choices `act 2` for the first, `act 2 2` for the second). */
  activated?: Activated | Activated[];
  triggers?: Triggered[];
  /** Abilities this card gives until end of turn (op `gain` with `grant`: the index here). */
  grants?: Triggered[];
  /** [Action] abilities this card gives your LRIG until end of turn (op `gainAct` with `act`: the index here; WX05 Final Destruction). */
  grantActs?: Activated[];
  /**
   * An LRIG's grow cost besides ener: reveal an LRIG matching this from your LRIG deck and put it under your LRIG
   * (WX05 Mayu, Genesis Miko; rules/grow-reveal.ts).
   */
  growReveal?: CardFilter;
  /** A Resona's play condition. */
  resona?: ResonaCondition;
  onPlay?: Effect;
  onAttack?: Effect;
  /** "At the end of your turn" (on your LRIG or a SIGNI on your field). */
  endOfTurn?: Effect;
  /** The effect of a SPELL or ARTS when used. */
  use?: Effect;
  burst?: Effect;
  /** An ARTS whose cost is another one while a condition holds (arts-cost.ts). */
  costBecomes?: { if: Condition; cost: Cost };
  /**
   * An ARTS: "as you use it, you may discard up to `n` (default 1) cards matching `filter`; it costs `less` less for
   * each" (WD12 Elusive, WD10 Dust-Free in All Directions; table/arts-discount.ts, rules/arts-discount.ts).
   */
  lessByDiscard?: { n?: number; filter?: CardFilter; less: Cost };
  /** A spell: it costs `cost` more for each card in your `zone` (WX05 Most Treasured Fragment; table/cost-per.ts). */
  costPer?: { zone: 'life' | 'hand' | 'ener' | 'trash'; cost: Cost };
  /** [Cross]: crossed while the SIGNI named `partner` is in the next zone, this one standing on its `side` (table/cross.ts). */
  cross?: CrossIcon;
  /** A spell: "as you use it you may down any number of your up SIGNI matching `filter`; it costs `less` less for each" (WX06 Soap Sudden). */
  spellDownLess?: { filter?: CardFilter; less: Cost };
  /** An LRIG: you may grow into it only while this condition holds (WX04 Iona, Ultima/Maiden; table/action-blocks.ts). */
  growIf?: Condition;
  /** Use conditions (issue 46): an ARTS "can only be used when ..." (table/action-blocks.ts `artsBlock`). */
  usableIf?: Condition;
  /** A spell that costs `less` less once for each SIGNI `per` counts (table/spell-cost-field.ts). */
  costLessPer?: { per: PowerPer; less: Cost };
}

/** A [Cross] icon: "crossed while this SIGNI is to the left (right) of `partner`" (a card id; same-named cards count). */
export interface CrossIcon {
  partner: string;
  side: 'left' | 'right';
}

export interface CardDef {
  id: string;
  name: { ja: string; en: string; zh?: string };
  reprintOf?: string;
  type: CardType;
  colors: Color[];
  level: number;
  limit?: number;
  lrigType?: string;
  /** An LRIG of two types (WX02 Yuzuki is also Hanayo): the others besides `lrigType`. */
  alsoLrigTypes?: string[];
  growCost?: Cost;
  power?: number;
  classes?: string[];
  cost?: Cost;
  timings?: Timing[];
  limiting?: string;
  /** A card of two limiting types (the ARTS WX04-010 and WX05-007): the other type, besides `limiting`. */
  alsoLimiting?: string[];
  guard?: boolean;
  multiEner?: boolean;
  lifeBurst?: boolean;
  text: { en: string[]; zh: string[] };
  effects?: CardEffects;
  /** Booster and later starter cards: the set the printing is from (the starters' id says it). */
  set?: string;
  /** Set, when the card cannot be played yet; the reason is shown by `cards` and `check`. */
  unsupported?: Unsupported;
}

/** Why a card is listed but refused in decks: its abilities have no ops yet, the fact file lacks what it does, or a mechanic these rules lack. */
export type Unsupported = { reason: 'notYet' } | { reason: 'noFacts' } | { reason: 'mechanic'; en: string; zh: string };

/** LRIG, ARTS and Resona are LRIG-deck cards; SIGNI and SPELL are main-deck cards. */
export function isLrigDeckType(type: CardType): boolean {
  return type === 'LRIG' || type === 'ARTS' || type === 'RESONA';
}
