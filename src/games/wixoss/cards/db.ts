/** Loads the card data once and answers "which card is this id / name". */
import { CardIndex } from '../../../engine/card-index.js';
import { readDataJson } from '../../../engine/data-files.js';
import { COLORS, TRIGGER_WHENS, type Activated, type CardDef, type CardEffects, type Color, type Effect, type TriggerWhen } from './types.js';
import { costOps } from './costs.js';
import { setCards } from './sets.js';
import { validateCards } from './validate.js';

export interface IndexedCard extends CardDef {
  names: string[];
  /** Derived once at load for the hot paths: which cost slots this card can pay, as bits of `colorBit`. */
  payMask: number;
  /** The id as it appears in choice texts (`pick wd01-013`). */
  choiceId: string;
  /** It has a constant ability that lowers power (none of the starters does; rule processing checks it). */
  lowersPower: boolean;
  /** Every LRIG type of an LRIG (`lrigType` and `alsoLrigTypes`); empty for other cards. */
  lrigTypes: string[];
  /** Its activated abilities as a list (the data may give one object). */
  acts: Activated[];
  /** Bits (`whenBit`) of the events its triggered and grantable abilities wait for: 0 for most cards. */
  whens: number;
  /** Its level on the field while you have another SIGNI of a class (WX04 Shienko; table/defs.ts): undefined for most cards. */
  fieldLevel: { level: number; whileOther: string[] } | undefined;
  /** A number of its own among all indexed cards, for per-card memos (table/kinds.ts). */
  serial: number;
}

let nextSerial = 0;

// Looked up, not searched for: `fire` asks for a bit at every event of the game. (An object, not a Map: the keys are
// the fixed event names, which the callers name as constants, and a property lookup finds them fastest.)
const WHEN_BITS = Object.fromEntries(TRIGGER_WHENS.map((when, k) => [when, 1 << k])) as Readonly<Record<TriggerWhen, number>>;

export function whenBit(when: TriggerWhen): number {
  return WHEN_BITS[when];
}

const NO_ACTS: Activated[] = [];

/** An effect with extra costs gets their `pay*` ops in front of its own (they pay in the target stage, first). */
function withCosts<E extends Effect | undefined>(e: E): E {
  if (!e?.costs) return e;
  return { ...e, ops: [...costOps(e.costs), ...e.ops] };
}

/** One bit per colour, so "can this card pay this slot" is a single AND. */
const COLOR_BITS = Object.fromEntries(COLORS.map((c, k) => [c, 1 << k])) as Record<Color, number>;

export function colorBit(color: Color): number {
  return COLOR_BITS[color];
}

const ALL_COLORS = (1 << COLORS.length) - 1;

function indexed(c: CardDef, names: string[]): IndexedCard {
  // Any card pays a colourless slot; Multi Ener pays every colour.
  let payMask = c.multiEner ? ALL_COLORS : colorBit('colorless');
  for (const color of c.colors) payMask |= colorBit(color);
  const lowersPower = (c.effects?.constant ?? []).some((k) => (k.aura ?? 0) < 0 || (k.power !== undefined && k.power <= 0));
  const a = c.effects?.activated;
  const acts = a === undefined ? NO_ACTS : (Array.isArray(a) ? a : [a]).map(withCosts);
  let whens = 0;
  for (const t of [...(c.effects?.triggers ?? []), ...(c.effects?.grants ?? [])]) whens |= whenBit(t.when);
  // Every card gets the same fields in the same order (absent ones undefined): the rules read these objects on
  // every decision, and objects of one shape keep those reads fast. (Undefined fields read as absent ones do.)
  const e = c.effects;
  const effects: CardEffects | undefined = e && {
    constant: e.constant, activated: e.activated, triggers: e.triggers?.map(withCosts), grants: e.grants?.map(withCosts), resona: e.resona,
    onPlay: withCosts(e.onPlay), onAttack: withCosts(e.onAttack), endOfTurn: withCosts(e.endOfTurn), use: withCosts(e.use), burst: withCosts(e.burst), costBecomes: e.costBecomes,
    lessByDiscard: e.lessByDiscard, cross: e.cross, costPer: e.costPer,
    spellDownLess: e.spellDownLess, // WX06 Soap Sudden
    growIf: e.growIf, // WX04 Iona, Ultima/Maiden
    usableIf: e.usableIf, // use conditions (issue 46)
    costLessPer: e.costLessPer, // spells that cost less per SIGNI (table/spell-cost-field.ts)
    grantActs: e.grantActs?.map(withCosts), // [Action] abilities given to your LRIG (table/lrig-acts.ts)
    growReveal: e.growReveal, // WX05 Mayu, Genesis Miko's grow cost (rules/grow-reveal.ts)
  };
  return {
    id: c.id, name: c.name, reprintOf: c.reprintOf, type: c.type, colors: c.colors, level: c.level, limit: c.limit, lrigType: c.lrigType, alsoLrigTypes: c.alsoLrigTypes,
    lrigTypes: c.lrigType ? [c.lrigType, ...(c.alsoLrigTypes ?? [])] : [],
    growCost: c.growCost, power: c.power, classes: c.classes, cost: c.cost, timings: c.timings, limiting: c.limiting, alsoLimiting: c.alsoLimiting, guard: c.guard,
    multiEner: c.multiEner, lifeBurst: c.lifeBurst, text: c.text, effects, set: c.set, unsupported: c.unsupported, names, payMask, choiceId: c.id.toLowerCase(), lowersPower, acts, whens,
    fieldLevel: c.effects?.constant?.find((k) => k.fieldLevel)?.fieldLevel,
    serial: nextSerial++,
  };
}

let byId: Map<string, IndexedCard> | undefined;
let index: CardIndex<IndexedCard> | undefined;

function load(): Map<string, IndexedCard> {
  if (!byId) {
    const starters = validateCards(readDataJson('wixoss', 'cards.json'), 'data/wixoss/cards.json');
    const sets = validateCards({ cards: setCards(starters) }, 'data/wixoss/sets.json + effects/');
    byId = new Map();
    for (const c of [...starters, ...sets]) byId.set(c.id, indexed(c, [c.name.en, c.name.ja, ...(c.name.zh ? [c.name.zh] : [])]));
    index = new CardIndex([...byId.values()]);
  }
  return byId;
}

export function allCards(): IndexedCard[] {
  return [...load().values()];
}

export function cardDef(id: string): IndexedCard {
  const c = load().get(id);
  if (!c) throw new Error(`no WIXOSS card ${id}`);
  return c;
}

export function cardIndex(): CardIndex<IndexedCard> {
  load();
  return index!;
}

/** Add cards at run time (tests use this for cards with mechanics no starter card has, e.g. [Spell Cut-In]). */
export function addCards(cards: CardDef[]): void {
  const map = load();
  for (const c of validateCards({ cards }, 'added cards')) map.set(c.id, indexed(c, [c.name.en, c.name.ja]));
  index = new CardIndex([...map.values()]);
}

/** Cards with the same English name are the same card for deck limits and "name" conditions. */
export function sameName(a: string, b: string): boolean {
  return a === b || cardDef(a).name.en === cardDef(b).name.en;
}

/** Whether an LRIG is of this type (a limiting condition or a grow names one type). */
export function isLrigOfType(lrig: IndexedCard, type: string): boolean {
  return lrig.lrigTypes.includes(type);
}

/** Whether an LRIG meets a card's limiting condition, which may name two types ("Tama/Iona": WX05 Last Select). */
export function meetsLimiting(lrig: IndexedCard, card: IndexedCard): boolean {
  return card.limiting === undefined || isLrigOfType(lrig, card.limiting) || (card.alsoLimiting ?? []).some((type) => isLrigOfType(lrig, type));
}

/** Whether two LRIG share a type (growing keeps the type; Yuzuki grows onto Hanayo and back). */
export function shareLrigType(a: IndexedCard, b: IndexedCard): boolean {
  return a.lrigTypes.some((type) => b.lrigTypes.includes(type));
}
