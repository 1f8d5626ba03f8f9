/** Card data of Midrash as loaded from data/midrash/cards.json (see the file's note on designed values). */

export type Op =
  | { op: 'mana'; n: number }
  | { op: 'magic'; n: number }
  | { op: 'setOrSummon' }
  | { op: 'set' }
  | { op: 'freeSummon' }
  | { op: 'upgradeSelf' }
  | { op: 'upgradeOwn' }
  | { op: 'wasteSelf' }
  | { op: 'wasteOther'; maxWisdom?: number }
  | { op: 'restore' }
  | { op: 'ritual' }
  | { op: 'kriltu' }
  | { op: 'claimLegion' }
  | { op: 'onoskelis' }
  | { op: 'othersMagicDown'; n: number }
  | { op: 'returnSelf' };

export type CalamityOp =
  | { op: 'magicDown'; n: number }
  | { op: 'drought' }
  | { op: 'invade'; n: number }
  | { op: 'wasteBest'; n: number }
  | { op: 'wasteEmpty' }
  | { op: 'breakBest' }
  | { op: 'demonUp'; n: number }
  | { op: 'silence' }
  | { op: 'loseMerit' };

/** start = [turn start], act = [activate cost], entry = when put on your territory, const = a rule flag (`key`). */
export interface Effect {
  when: 'start' | 'act' | 'entry' | 'const';
  cost?: number;
  ops?: Op[];
  key?: 'study' | 'angelStatue' | 'demonStatue';
}

export interface Names { zh: string; ja?: string; en: string }
export interface Text { en: string; zh: string }

/** One face of a card as the rules read it. */
export interface Face {
  id: string;
  kind: 'equipment' | 'grimoire' | 'supply' | 'demon' | 'calamity' | 'character';
  names: Names;
  no: string;
  level: number;
  cost: number;
  attack: number;
  wisdom: number;
  possession: boolean;
  enemy: boolean;
  blood: boolean;
  upgraded: boolean;
  effects: Effect[];
  text: Text;
}

export interface CharacterFace { maxMagic: number; effects: Effect[]; text: Text }

export interface DemonDef {
  id: string; names: Names; level: number; afterCalamity: number; extraCalamities: number;
  /** Where the turn token starts on the demon card's number track: the first turn (seed: 2 against Al). */
  startTurn: number;
  text: Text;
}
export interface CalamityDef { id: string; number: number; names: Names; ops: CalamityOp[]; text: Text }

/** Everything the rules need, with every physical card numbered: cards in zones are these small numbers. */
export interface Catalogue {
  character: { names: Names; front: CharacterFace; back: CharacterFace };
  /** Equipment kinds in data order; `kindIds[k]` is the id used in choice texts. */
  kindIds: string[];
  kindFront: Face[];
  kindBack: Face[];
  /** Per instance: its front face, and the upgraded face for equipment (else the same). */
  front: Face[];
  back: Face[];
  /** Instance numbers by group. */
  equipment: number[][];
  grimoire: number[][]; // per level 1..4 at index 0..3
  supplies: number[];
  demons: number[];
  calamities: number[];
  demonOf: Record<number, DemonDef>;
  calamityOf: Record<number, CalamityDef>;
  /** Card id per instance (`cards` and the rules name cards by it). */
  idOf: string[];
  /**
   * Names a log's `order.` line may use per instance: its own first (`vanguard-7` for an enemy copy whose attack
   * differs from the others', else the id), then the shared id ("any copy") that older logs wrote.
   */
  orderNames: string[][];
  /** Which values are ours; rows and notes say so. */
  designedIds: string[];
  knownFacts: Record<string, string[]>;
}
