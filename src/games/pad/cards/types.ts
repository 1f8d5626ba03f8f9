/** Card data of Puzzle & Dragons TCG as the game uses it (after loading and validating data/pad/*.json). */
import type { CardNames } from '../../../engine/i18n.js';

export const KINDS = ['fire', 'water', 'wood', 'light', 'dark', 'heal'] as const;
export type Kind = (typeof KINDS)[number];
export const ATTRIBUTES = ['fire', 'water', 'wood', 'light', 'dark'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** When an effect happens (the effect-type icons of the card, split by their trigger). */
export const TIMINGS = ['evolve', 'guardStep', 'dropStart', 'combo', 'puzzleEnd', 'attackStart', 'mainEnd', 'turnStart', 'refreshEnd', 'foeRefreshEnd', 'damaged', 'attackEnd', 'damage', 'main', 'defense', 'continuous'] as const;
export type Timing = (typeof TIMINGS)[number];

/** One step of an effect; the op library is cards/ops.ts. */
export interface Op {
  op: string;
  n?: number;
  count?: number;
  attribute?: Attribute;
  type?: string;
  maxDefense?: number;
  maxStage?: number;
  discount?: number;
  /** `heal`: heal only while life is under this (absent: no limit). */
  upTo?: number;
  all?: boolean;
  side?: 'own' | 'opponent' | 'both';
  /** Filters: any of these attributes; exactly this stage; monster cards only. */
  attributes?: Attribute[];
  stage?: number;
  monster?: boolean;
  /** The player may pass instead of picking. */
  optional?: boolean;
  /** `boost`/`aura`: which number changes, and on which monsters (this one, one picked, all that match). */
  stat?: Stat;
  target?: 'self' | 'pick' | 'all';
  /** `shield`: attacks up to this attack deal no damage (`rolled`: only from rolled attackers). */
  maxAttack?: number;
  rolled?: boolean;
  /** `whenFoeDamaged`: the op that runs each time the opponent takes damage this turn. */
  then?: Op;
}

export type Stat = 'attack' | 'damage' | 'combo' | 'defense';

export interface Effect {
  when: Timing;
  if?: {
    minCombos?: number;
    kind?: Kind;
    /** Combos of every one of these kinds were made this turn. */
    kinds?: Kind[];
    damagedByAttack?: boolean;
    /** This monster guarded this turn / is active / its controller has at most this much life. */
    guarded?: boolean;
    active?: boolean;
    tapped?: boolean;
    lifeAtMost?: number;
    /** The card placed in this turn's drop start shows every one of these drop kinds. */
    drops?: Kind[];
  };
  ops: Op[];
}

export interface PadCard {
  /** Catalogue index: what zones hold. */
  index: number;
  id: string;
  key: string;
  /** English name: the name the data's evolution lines and deck lists use. */
  name: string;
  nameJa: string | null;
  /** Simplified Chinese name (the Chinese-version name where there is one, else our translation). */
  nameZh: string | null;
  /** The names for `cardName`/`cardNameWithJa` (engine/i18n). */
  names: CardNames;
  kind: 'monster' | 'skill';
  attribute: Attribute | null;
  sub: Attribute | null;
  cost: number;
  effectTypes: string[];
  drops: Kind[];
  /** Bit i set = shows drop kind KINDS[i]. */
  dropMask: number;
  types: string[];
  stage: number | null;
  evolvesFrom: string | null;
  /** Catalogue index of the evolves-from card, -1 for none. */
  from: number;
  defense: number;
  attack: number[];
  extra: number[];
  /** Ultimate evolutions: a named card to discard from hand when evolving. */
  evolveDiscard: string | null;
  discardIndex: number;
  text: string;
  zh: string;
  effects: Effect[];
  /** Why the card cannot be played yet (listed by `cards pad`, refused in decks), or null. */
  unsupported: Unsupported | null;
}

/** `effect`: its text needs a mechanic our ops do not have yet; `noText`: the data has its effect icon but no text; `missingCard`: its evolution line names a card not in the data. */
export type Unsupported = { reason: 'effect' } | { reason: 'noText' } | { reason: 'missingCard' | 'fromUnsupported'; card: string };

export function kindBit(kind: Kind): number {
  return 1 << KINDS.indexOf(kind);
}
