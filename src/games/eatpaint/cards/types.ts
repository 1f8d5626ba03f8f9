/** Card and character data of EAT/PAINT as loaded from data/eatpaint/*.json (see cards/load.ts). */

export type Side = 'dragon' | 'magician';
export type MainDeck = 'sabil' | 'himeria' | 'aika' | 'rio';
export type SubDeck = 'apra' | 'kasis' | 'rain' | 'red' | 'blue' | 'yellow';
export const CARD_TYPES = ['attack', 'plan', 'trap', 'effect', 'work', 'method', 'frame', 'ink'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export interface Names { zh: string; ja?: string; en: string }
export interface Texts { en: string; zh: string }

/** Icons: [rest] N and [trash] N are paid from the energy zone (dragonkin), ink N from the INK beside a magician. */
export interface Cost { rest?: number; trash?: number; ink?: number }

/** One effect op; `ifDealt` limits an after-damage op to attacks that dealt damage. */
export interface Op {
  op: string;
  n?: number;
  life?: number;
  card?: string;
  type?: string;
  ifDealt?: boolean;
}

/** The moments a card's effect ops run: each is a field of the card holding the ops run then. */
export const OP_TIMINGS = ['play', 'attack', 'after', 'before', 'summon', 'rest', 'release', 'end'] as const;

export interface CardDef extends Partial<Record<(typeof OP_TIMINGS)[number], Op[]>> {
  id: string;
  deck: MainDeck | SubDeck;
  type: CardType;
  count: number;
  name: Names;
  cost: Cost;
  /** Base power of an attack card. */
  power?: number;
  /** [active, rest] defense of a work. */
  def?: [number, number];
  prio?: boolean;
  noTraps?: boolean;
  /** Works of this card may enter other than by summon only with this many other works in the trash. */
  reanimateMin?: number;
  frame?: { power?: number; def?: number; prio?: boolean };
  /** Static bonus of a face-up active effect card in the energy zone. */
  active?: { power?: number; def?: number; hand?: number };
  extra?: { cost: Cost; ops: Op[] };
  recommended?: boolean;
  text: Texts;
  designed: boolean;
}

export interface Skill {
  heat: number;
  ops: Op[];
  text: Texts;
  /** Usable only while the dragonkin is short of energy (rules/stats.ts `shortOfEnergy`). */
  onlyWhenShort?: boolean;
}
export interface Form { name: { zh: string; en: string }; hand: number; def: [number, number]; skills: Skill[] }

export interface CharacterDef {
  id: MainDeck;
  side: Side;
  name: Names;
  spd: number;
  designed: boolean;
  /** Dragonkin: human, half-dragon, dragonkin. */
  forms?: Form[];
  /** Magician fields. */
  hand?: number;
  ink?: number;
  shared?: { power: number; framedPower: number; restDef: number };
  sharedText?: Texts;
  charge?: Op[];
  chargeText?: Texts;
}

export const SUB_OF_SIDE: Record<Side, SubDeck[]> = { dragon: ['apra', 'kasis', 'rain'], magician: ['red', 'blue', 'yellow'] };
export const INK_OF: Partial<Record<SubDeck, string>> = { red: 'ink-a', blue: 'ink-c', yellow: 'ink-l' };
