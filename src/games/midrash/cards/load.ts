/**
 * Loads and validates data/midrash/cards.json, numbering every physical card: equipment (10 per kind), grimoire
 * (copies, or one per enemy attack value), supplies, demons, calamities. Validation names the field path.
 */
import { DataErrors, readDataJson } from '../../../engine/data-files.js';
import { checkFieldsOf, checkOps, optional, optionals, param, type OpParams, type OpTable, type ParamCheck } from '../../../engine/op-params.js';
import type { CalamityDef, Catalogue, CharacterFace, DemonDef, Effect, Face, Names, Text } from './types.js';

// The parameters each op's handler reads (rules/effects.ts for card ops, rules/solo.ts for calamities; types.ts `Op`).
const n = param.int(1, 9);
export const OP_PARAMS: OpTable = {
  mana: { n }, magic: { n }, setOrSummon: {}, set: {}, freeSummon: {}, upgradeSelf: {}, upgradeOwn: {}, wasteSelf: {},
  wasteOther: { maxWisdom: optional(param.int(0, 9)) }, restore: {}, ritual: {}, kriltu: {}, claimLegion: {}, onoskelis: {},
  othersMagicDown: { n }, returnSelf: {},
};
export const CALAMITY_OP_PARAMS: OpTable = {
  magicDown: { n }, drought: {}, invade: { n }, wasteBest: { n }, wasteEmpty: {}, breakBest: {}, demonUp: { n }, silence: {}, loseMerit: {},
};
const CONST_KEYS = ['study', 'angelStatue', 'demonStatue'] as const;
const EQUIPMENT_PER_KIND = 10;
const SUPPLY_CARDS = 6;

// The shape of data/midrash/cards.json, declared with the engine's field tables (op-params.ts): every field is
// checked before the catalogue is built from it, and every problem names its path.

/** A field whose value is an object of `fields`. */
const object = (what: string, fields: OpParams) =>
  param.game(`a ${what}`, (value, path, errors) => checkFieldsOf(fields, value, path, errors, what));

/** A list of objects of `fields`. */
const listOf = (what: string, fields: OpParams) =>
  param.game(`a list of ${what}s`, (value, path, errors) => {
    if (!Array.isArray(value)) errors.add(path, `must be a list of ${what}s`);
    else value.forEach((item, i) => checkFieldsOf(fields, item, `${path}[${i}]`, errors, what));
  });

const NAMES = object('set of names', { zh: param.text(), en: param.text(), ja: optional(param.text()) });
const TEXT = object('text in English and Chinese', { en: param.text(), zh: param.text() });

/** An effect: `start`, `act` (with its cost) and `entry` run ops; `const` names a rule flag. */
const checkEffect: ParamCheck = (value, path, errors) => {
  const when = (value as { when?: unknown } | null)?.when;
  if (when === 'const') {
    checkFieldsOf({ when: param.text(), key: param.oneOf(CONST_KEYS) }, value, path, errors, 'rule flag');
    return;
  }
  const runs = { when: param.oneOf(['start', 'act', 'entry', 'const']), ops: param.game('a list of ops', (ops, at, errs) => checkOps(OP_PARAMS, ops, at, errs)) };
  checkFieldsOf(when === 'act' ? { ...runs, cost: param.int(0, 9) } : runs, value, path, errors, 'effect');
};
const EFFECTS = param.game('a list of effects', (value, path, errors) => {
  if (!Array.isArray(value)) errors.add(path, 'must be a list of effects');
  else value.forEach((effect, i) => checkEffect(effect, `${path}[${i}]`, errors, undefined));
});

/** What every card of the file carries: its id, names, and which values are facts and which are ours. */
const CARD = { id: param.text(), names: NAMES, designed: param.bool(), known: optional(param.game('a list of facts', (value, path, errors) => { if (!Array.isArray(value)) errors.add(path, 'must be a list'); })) };
/** The numbers and texts of a face. */
const FACE = { wisdom: param.int(0, 9), attack: param.int(0, 20), effects: optional(EFFECTS), text: TEXT, ...optionals({ possession: param.bool(), blood: param.bool() }) };

const CHARACTER_FACE = object('character face', { maxMagic: param.int(1, 9), effects: EFFECTS, text: TEXT });
const EQUIPMENT_FACE = object('equipment face', { ...FACE, cost: param.int(0, 9) });
const GRIMOIRE = {
  ...CARD, no: param.text(), level: param.int(1, 4), ...FACE,
  // An enemy lists the attack of each copy (and its cost); any other card how many copies it has (its cost is its level).
  attack: optional(param.int(0, 20)), enemy: optional(param.bool()), cost: optional(param.int(0, 9)),
  // `attacks` is checked with `enemy` (parseCatalogue).
  attacks: optional(param.game('a list of attack values', () => undefined)), copies: optional(param.int(1, 9)),
};
const FILE_FIELDS: OpParams = {
  note: optional(param.text()),
  character: object('character', { ...CARD, no: param.text(), front: CHARACTER_FACE, back: CHARACTER_FACE }),
  equipment: listOf('equipment kind', { ...CARD, no: param.text(), front: EQUIPMENT_FACE, back: EQUIPMENT_FACE }),
  supply: object('supply', { ...CARD, no: param.text(), ...FACE, cost: param.int(0, 9) }),
  grimoire: listOf('grimoire card', GRIMOIRE),
  demons: listOf('demon', {
    ...CARD, level: param.int(1, 4), text: TEXT,
    ...optionals({ afterCalamity: param.int(0, 3), extraCalamities: param.int(0, 3), startTurn: param.int(1, 15) }),
  }),
  calamities: listOf('calamity', {
    ...CARD, number: param.int(1, 15), text: TEXT,
    ops: param.game('a list of ops', (ops, path, errors) => checkOps(CALAMITY_OP_PARAMS, ops, path, errors)),
  }),
};

// The file's records once checked: the fields the builder below reads.
interface RawCard { id: string; names: Names; designed: boolean; known?: unknown[] }
interface RawFace { cost?: number; attack?: number; wisdom: number; possession?: boolean; blood?: boolean; effects?: Effect[]; text: Text }
interface RawGrimoire extends RawCard, RawFace { no: string; level: number; enemy?: boolean; attacks?: number[]; copies?: number }
interface RawFile {
  character: RawCard & { front: CharacterFace; back: CharacterFace };
  equipment: (RawCard & { no: string; front: RawFace; back: RawFace })[];
  supply: RawCard & RawFace & { no: string };
  grimoire: RawGrimoire[];
  demons: (RawCard & { level: number; afterCalamity?: number; extraCalamities?: number; startTurn?: number; text: Text })[];
  calamities: (RawCard & Omit<CalamityDef, 'id' | 'names'>)[];
}

/** A face with no numbers and no effects: a demon, a calamity, the character. */
export function blankFace(id: string, kind: 'demon' | 'calamity' | 'character', names: Names, text: Text): Face {
  return { id, kind, names, no: '-', level: 0, cost: 0, attack: 0, wisdom: 0, possession: false, enemy: false, blood: false, upgraded: false, effects: [], text };
}

// The catalogue's objects keep one key order (names zh, en, ja; effects when, ops, cost), whatever the file's: `cards
// --json` prints them.
const names = (raw: Names): Names => ({ zh: raw.zh, en: raw.en, ...(raw.ja === undefined ? {} : { ja: raw.ja }) });
const text = (raw: Text): Text => ({ en: raw.en, zh: raw.zh });
const effect = (raw: Effect): Effect => raw.when === 'const' ? { when: 'const', key: raw.key }
  : { when: raw.when, ops: raw.ops, ...(raw.when === 'act' ? { cost: raw.cost } : {}) };
const characterFace = (raw: CharacterFace): CharacterFace => ({ maxMagic: raw.maxMagic, effects: raw.effects.map(effect), text: text(raw.text) });

type FaceBase = Pick<Face, 'id' | 'kind' | 'names' | 'no'> & Partial<Pick<Face, 'level' | 'cost' | 'attack' | 'enemy' | 'upgraded'>>;

function face(raw: RawFace, base: FaceBase): Face {
  return {
    id: base.id, kind: base.kind, names: base.names, no: base.no, level: base.level ?? 0, cost: base.cost ?? raw.cost ?? 0, attack: base.attack ?? raw.attack ?? 0, wisdom: raw.wisdom,
    possession: raw.possession === true, enemy: base.enemy ?? false, blood: raw.blood === true, upgraded: base.upgraded ?? false,
    effects: (raw.effects ?? []).map(effect), text: text(raw.text),
  };
}

export function parseCatalogue(json: unknown, file = 'midrash/cards.json'): Catalogue {
  const errors = new DataErrors(file);
  checkFieldsOf(FILE_FIELDS, json, 'root', errors, 'card file');
  // The checks that tie fields together; the builder runs only on a file that passes them all.
  const raw = json as RawFile;
  (Array.isArray(raw?.grimoire) ? raw.grimoire : []).forEach((card, i) => {
    const p = `grimoire[${i}]`;
    if (card?.enemy === true) {
      if (card.cost === undefined) errors.add(`${p}.cost`, 'an enemy needs "cost" (a whole number 0..9)');
      if (!Array.isArray(card.attacks) || card.attacks.length === 0) errors.add(`${p}.attacks`, 'an enemy needs "attacks" (the attack of each copy)');
      else card.attacks.forEach((a, j) => { if (!Number.isInteger(a) || a < 0 || a > 20) errors.add(`${p}.attacks[${j}]`, 'must be a whole number 0..20'); });
    } else if (card) {
      if (card.copies === undefined) errors.add(`${p}.copies`, 'a card that is not an enemy needs "copies" (a whole number 1..9)');
      if (card.attack === undefined) errors.add(`${p}.attack`, 'a card that is not an enemy needs "attack" (a whole number 0..20)');
    }
  });
  errors.throwIfAny();
  const cat = build(raw, errors);
  errors.throwIfAny();
  return cat;
}

/** The catalogue of a checked file, every physical card numbered; `errors` gets what only the whole file shows. */
function build(raw: RawFile, errors: DataErrors): Catalogue {
  const ch = raw.character;
  const cat: Catalogue = {
    character: { names: names(ch.names), front: characterFace(ch.front), back: characterFace(ch.back) }, kindIds: [], kindFront: [], kindBack: [], front: [], back: [],
    equipment: [], grimoire: [[], [], [], []], supplies: [], demons: [], calamities: [],
    demonOf: {}, calamityOf: {}, idOf: [], orderNames: [], designedIds: [], knownFacts: {},
  };
  const seen = new Set<string>();
  const note = (card: RawCard, path: string) => {
    if (seen.has(card.id)) errors.add(`${path}.id`, `duplicate id "${card.id}"`);
    seen.add(card.id);
    if (card.designed) cat.designedIds.push(card.id);
    cat.knownFacts[card.id] = (card.known ?? []).map(String);
  };
  const add = (f: Face, b: Face = f, orderName = f.id) => {
    cat.front.push(f); cat.back.push(b); cat.idOf.push(f.id);
    cat.orderNames.push(orderName === f.id ? [f.id] : [orderName, f.id]);
    return cat.front.length - 1;
  };
  note({ ...ch, id: 'sage' }, 'character');

  raw.equipment.forEach((kind, k) => {
    note(kind, `equipment[${k}]`);
    const base = { id: kind.id, kind: 'equipment' as const, names: names(kind.names), no: kind.no };
    const f = face(kind.front, base);
    const b = face(kind.back, { ...base, upgraded: true });
    cat.kindIds.push(kind.id); cat.kindFront.push(f); cat.kindBack.push(b);
    cat.equipment.push(Array.from({ length: EQUIPMENT_PER_KIND }, () => add(f, b)));
  });
  if (cat.kindIds.length !== 6) errors.add('equipment', `must list the 6 equipment kinds, found ${cat.kindIds.length}`);

  raw.grimoire.forEach((card, i) => {
    note(card, `grimoire[${i}]`);
    const base = { id: card.id, kind: 'grimoire' as const, names: names(card.names), no: card.no, level: card.level, enemy: card.enemy === true };
    const pile = cat.grimoire[card.level - 1]!;
    if (card.enemy) {
      // Copies that differ get their own order-line name: the id and the attack (`vanguard-7`).
      const differ = new Set(card.attacks).size > 1;
      for (const attack of card.attacks!) pile.push(add(face(card, { ...base, cost: card.cost, attack }), undefined, differ ? `${card.id}-${attack}` : card.id));
    } else {
      // Cards that are not enemies cost their level (the number on the card back).
      const f = face(card, { ...base, cost: card.level });
      for (let c = 0; c < card.copies!; c++) pile.push(add(f));
    }
  });
  const total = cat.grimoire.reduce((sum, level) => sum + level.length, 0);
  if (total !== 80) errors.add('grimoire', `must hold 80 cards, holds ${total}`);

  note(raw.supply, 'supply');
  const supplyFace = face(raw.supply, { id: raw.supply.id, kind: 'supply', names: names(raw.supply.names), no: raw.supply.no });
  for (let i = 0; i < SUPPLY_CARDS; i++) cat.supplies.push(add(supplyFace));

  raw.demons.forEach((demon, i) => {
    const def: DemonDef = {
      id: demon.id, names: names(demon.names), level: demon.level, afterCalamity: demon.afterCalamity ?? 0,
      extraCalamities: demon.extraCalamities ?? 0, startTurn: demon.startTurn ?? 1, text: text(demon.text),
    };
    note(demon, `demons[${i}]`);
    const inst = add(blankFace(def.id, 'demon', def.names, def.text));
    cat.demons.push(inst); cat.demonOf[inst] = def;
  });
  if (cat.demons.length !== 3) errors.add('demons', 'must list 3 demons');
  const numbers = new Set<number>();
  raw.calamities.forEach((calamity, i) => {
    const def: CalamityDef = { id: calamity.id, number: calamity.number, names: names(calamity.names), ops: calamity.ops, text: text(calamity.text) };
    if (numbers.has(def.number)) errors.add(`calamities[${i}].number`, `number ${def.number} is used twice`);
    numbers.add(def.number);
    note(calamity, `calamities[${i}]`);
    const inst = add({ ...blankFace(def.id, 'calamity', def.names, def.text), no: String(def.number) });
    cat.calamities.push(inst); cat.calamityOf[inst] = def;
  });
  if (cat.calamities.length !== 12) errors.add('calamities', 'must list 12 calamities');
  return cat;
}

let cached: Catalogue | undefined;
export function catalogue(): Catalogue {
  return (cached ??= parseCatalogue(readDataJson('midrash', 'cards.json')));
}
