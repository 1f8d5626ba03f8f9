/** Card data of Puzzle & Dragons TCG as the game uses it (after loading and validating data/pad/*.json). */
import type { CardNames } from '../../../engine/i18n.js';

export const KINDS = ['fire', 'water', 'wood', 'light', 'dark', 'heal'] as const;
export type Kind = (typeof KINDS)[number];
export const ATTRIBUTES = ['fire', 'water', 'wood', 'light', 'dark'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** When an effect happens (the effect-type icons of the card, split by their trigger). */
export const TIMINGS = ['evolve', 'combo', 'turnStart', 'refreshEnd', 'damaged', 'attackEnd', 'damage', 'main', 'defense', 'continuous'] as const;
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
  all?: boolean;
  side?: 'own' | 'opponent' | 'both';
}

export interface Effect {
  when: Timing;
  if?: { minCombos?: number; kind?: Kind; damagedByAttack?: boolean };
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
}

export function kindBit(kind: Kind): number {
  return 1 << KINDS.indexOf(kind);
}
