/** The shape of one WIXOSS card in data/wixoss/cards.json, and of its effects as data ops. */
export const COLORS = ['white', 'red', 'blue', 'green', 'black', 'colorless'] as const;
export type Color = (typeof COLORS)[number];
export type Cost = Partial<Record<Color, number>>;
export type CardType = 'LRIG' | 'ARTS' | 'SIGNI' | 'SPELL' | 'RESONA';
export type Timing = 'main' | 'attack' | 'spellCutIn';

/** A condition of a constant ability or trigger; every given field must hold. */
export interface Condition {
  turn?: 'own' | 'opponent';
  /** A card with this card's name is in one of your SIGNI zones. */
  onField?: string;
  trashAtLeast?: number;
  enerAtLeast?: number;
  oppHandAtMost?: number;
  selfPowerAtLeast?: number;
  signiPowerAtLeast?: { count: number; power: number };
}

export interface CardFilter {
  type?: CardType;
  color?: Color;
  /** Same name as this card id (reprints included). */
  name?: string;
  /** Has this class, spelled as in the data (古代兵器 = Ancient Weapon). */
  class?: string;
  /** Does not have this class. */
  notClass?: string;
  /** Any one of these colours. */
  colors?: Color[];
  maxLevel?: number;
  lifeBurst?: boolean;
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
  // Parameters of the ops in ops-cost.ts, ops-life.ts, ops-field.ts, ops-mass.ts (WX03 / WD06-WD08 cards).
  cost?: Cost;
  discard?: number;
  trashArts?: CardFilter;
  lifeToTrash?: number;
  differentLevels?: boolean;
  /** trashOwn: not the card whose ability this is. */
  other?: boolean;
  /** Control ops (ifDone, ifMilled): how many following ops to skip when the condition fails (default: all). */
  skip?: number;
}

export interface Effect {
  /** Optional extra cost ("you may pay [Red]: ..."); the player is asked whether to pay. */
  cost?: Cost;
  if?: Condition;
  ops: Op[];
}

export interface Constant {
  /** Power bonus for your SIGNI ("allOwn") or this SIGNI ("self"). */
  aura?: number;
  scope?: 'allOwn' | 'self';
  lancer?: boolean;
  /** The opponent's SIGNI must attack if able (forced-attack.ts). */
  oppMustAttack?: boolean;
  /** The opponent must place SIGNI in front of this one while that zone is free (placement.ts). */
  placeInFront?: boolean;
  /** On a SIGNI: the ARTS of yours matching `filter` cost this much less (arts-cost.ts). */
  artsCostLess?: Cost;
  filter?: CardFilter;
  if?: Condition;
}

/** "[Activated] cost: effect", used in your main phase from the field. */
export interface Activated extends Effect {
  /** Downing this SIGNI (or the LRIG) is part of the cost. */
  down?: boolean;
  oncePerTurn?: boolean;
}

export interface CardEffects {
  constant?: Constant[];
  activated?: Activated;
  onPlay?: Effect;
  onAttack?: Effect;
  /** "At the end of your turn" (on your LRIG or a SIGNI on your field). */
  endOfTurn?: Effect;
  /** The effect of a SPELL or ARTS when used. */
  use?: Effect;
  burst?: Effect;
  /** An ARTS whose cost is another one while a condition holds (arts-cost.ts). */
  costBecomes?: { if: Condition; cost: Cost };
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
  growCost?: Cost;
  power?: number;
  classes?: string[];
  cost?: Cost;
  timings?: Timing[];
  limiting?: string;
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
