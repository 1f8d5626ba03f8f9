/** Loads and validates data/eatpaint/*.json; a bad field is reported with its path, never as a stack trace. */
import { DataErrors, readDataJson } from '../../../engine/data-files.js';
import { CardIndex } from '../../../engine/card-index.js';
import { cardName as localName } from '../../../engine/i18n.js';
import { checkFieldsOf, checkOps, optional, optionals, param, type OpParams } from '../../../engine/op-params.js';
import { ATTACK_OPS, COMMON_OP_PARAMS, OP_PARAMS } from './op-specs.js';
import { CARD_TYPES, OP_TIMINGS, type CardDef, type CharacterDef } from './types.js';

const MAIN_DECKS = ['sabil', 'himeria', 'aika', 'rio'];
const SUB_DECKS = ['apra', 'kasis', 'rain', 'red', 'blue', 'yellow'];

// The shape of data/eatpaint/*.json, declared with the engine's field tables (op-params.ts): every field of a card or
// character is declared, checked before anything reads it, and every problem names its path.

/** A field whose value is an object of `fields`. */
const object = (what: string, fields: OpParams) =>
  param.game(`a ${what}`, (value, path, errors) => checkFieldsOf(fields, value, path, errors, what));

const count = param.int(0, 99);
const NAMES = object('set of names', { zh: param.text(), en: param.text(), ja: optional(param.text()) });
const TEXTS = object('wording in English and Chinese', { en: param.text(), zh: param.text() });
/** Icons: [rest] N and [trash] N from the energy zone, ink N from a magician's INK. */
const COST = object('cost ({"rest": 1})', optionals({ rest: count, trash: count, ink: count }));
const DEFENSE = param.game('[active, rest] defense', (value, path, errors) => {
  if (!(Array.isArray(value) && value.length === 2 && value.every((v) => Number.isInteger(v) && v >= 0 && v <= 99))) errors.add(path, 'needs [active, rest] defense');
});
/** A list of ops; `cardIds`: the card ids of the file, for the ops that name a card. */
export function validateOps(ops: unknown, path: string, cardIds: Set<string>, errors: DataErrors): void {
  checkOps(OP_PARAMS, ops, path, errors, { common: COMMON_OP_PARAMS, context: cardIds });
}
const OPS = param.game('a list of ops', (value, path, errors, cardIds) => validateOps(value, path, cardIds as Set<string>, errors));

const CARD_FIELDS: OpParams = {
  id: param.game('a lowercase id', (value, path, errors) => { if (typeof value !== 'string' || !/^[a-z][a-z0-9-]*$/.test(value)) errors.add(path, 'must be a lowercase id'); }),
  deck: param.oneOf([...MAIN_DECKS, ...SUB_DECKS]),
  type: param.oneOf(CARD_TYPES),
  count: param.int(1, 99),
  name: NAMES,
  cost: COST,
  text: TEXTS,
  designed: param.bool(),
  ...Object.fromEntries(OP_TIMINGS.map((timing) => [timing, optional(OPS)])),
  ...optionals({
    power: count,
    def: DEFENSE,
    prio: param.bool(),
    noTraps: param.bool(),
    reanimateMin: count,
    recommended: param.bool(),
    frame: object('frame bonus', optionals({ power: count, def: count, prio: param.bool() })),
    active: object('active bonus', optionals({ power: count, def: count, hand: count })),
    extra: object('extra cost', { cost: COST, ops: OPS }),
  }),
};

const SKILL = { heat: count, ops: OPS, text: TEXTS, onlyWhenShort: optional(param.bool()) };
const FORM = { name: object('set of names', { zh: param.text(), en: param.text() }), hand: count, def: DEFENSE, skills: param.game('a list of skills', (value, path, errors, cardIds) => listOf(SKILL, 'skill', value, path, errors, cardIds)) };
const CHARACTER_FIELDS: Record<'dragon' | 'magician', OpParams> = {
  dragon: {
    forms: param.game('the 3 forms', (value, path, errors, cardIds) => {
      if (!Array.isArray(value) || value.length !== 3) errors.add(path, 'a dragonkin has 3 forms');
      else listOf(FORM, 'form', value, path, errors, cardIds);
    }),
  },
  magician: {
    hand: count, ink: count, charge: OPS, chargeText: TEXTS, sharedText: TEXTS,
    shared: object('shared work bonus', { power: count, framedPower: count, restDef: count }),
  },
};
const CHARACTER_COMMON: OpParams = {
  id: param.oneOf(MAIN_DECKS), side: param.oneOf(['dragon', 'magician']), name: NAMES, spd: count, designed: param.bool(),
};

function listOf(fields: OpParams, what: string, value: unknown, path: string, errors: DataErrors, cardIds: unknown): void {
  if (!Array.isArray(value)) errors.add(path, `must be a list of ${what}s`);
  else value.forEach((item, i) => checkFieldsOf(fields, item, `${path}[${i}]`, errors, what, { context: cardIds }));
}

/** The list `key` of a data file, or an error. */
function listIn(data: unknown, key: string, errors: DataErrors): unknown[] {
  const list = (data as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) { errors.add(key, 'must be a list'); return []; }
  return list;
}

export function validateCards(data: unknown, errors: DataErrors): CardDef[] {
  const list = listIn(data, 'cards', errors);
  const ids = new Set(list.map((c) => String((c as CardDef)?.id)));
  const seen = new Set<string>();
  list.forEach((raw, i) => {
    const at = `cards[${i}]`;
    checkFieldsOf(CARD_FIELDS, raw, at, errors, 'card', { context: ids });
    const c = raw as CardDef;
    if (seen.has(c?.id)) errors.add(`${at}.id`, `duplicate id "${c.id}"`);
    seen.add(String(c?.id));
    if (c?.type === 'work' && c.def === undefined) errors.add(`${at}.def`, 'a work needs [active, rest] defense');
    if (c?.type === 'attack' && c.power === undefined) errors.add(`${at}.power`, 'an attack card needs a power');
    // Power and defense changes need an attack in progress: only attack and trap timings have one.
    for (const timing of OP_TIMINGS) {
      if (['attack', 'before', 'after'].includes(timing) || !Array.isArray(c?.[timing])) continue;
      c[timing]!.forEach((op, j) => { if (ATTACK_OPS.has(op?.op)) errors.add(`${at}.${timing}[${j}].op`, `${op.op} only works during an attack (attack, before or after)`); });
    }
  });
  return list as CardDef[];
}

export function validateCharacters(data: unknown, cardIds: Set<string>, errors: DataErrors): CharacterDef[] {
  const list = listIn(data, 'characters', errors);
  list.forEach((raw, i) => {
    const side = (raw as CharacterDef | null)?.side;
    const own = side === 'dragon' || side === 'magician' ? CHARACTER_FIELDS[side] : {};
    checkFieldsOf({ ...CHARACTER_COMMON, ...own }, raw, `characters[${i}]`, errors, side ? `${side} character` : 'character', { context: cardIds });
  });
  return list as CharacterDef[];
}

export interface CardData {
  cards: CardDef[];
  byId: Record<string, CardDef>;
  characters: CharacterDef[];
  charById: Record<string, CharacterDef>;
  index: CardIndex<{ id: string; names: string[] }>;
}

let cached: CardData | null = null;

/** Cards and characters, loaded and validated once per process. */
export function cardData(): CardData {
  if (cached) return cached;
  const cardErrors = new DataErrors('data/eatpaint/cards.json');
  const cards = validateCards(readDataJson('eatpaint', 'cards.json'), cardErrors);
  cardErrors.throwIfAny();
  const charErrors = new DataErrors('data/eatpaint/characters.json');
  const characters = validateCharacters(readDataJson('eatpaint', 'characters.json'), new Set(cards.map((c) => c.id)), charErrors);
  charErrors.throwIfAny();
  const byId: Record<string, CardDef> = Object.fromEntries(cards.map((c) => [c.id, c]));
  const charById: Record<string, CharacterDef> = Object.fromEntries(characters.map((ch) => [ch.id, ch]));
  const named = [...cards, ...characters].map(({ id, name }) => ({ id, names: [name.zh, name.en, ...(name.ja ? [name.ja] : [])] }));
  cached = { cards, byId, characters, charById, index: new CardIndex(named) };
  return cached;
}

export function card(id: string): CardDef {
  const c = cardData().byId[id];
  if (!c) throw new Error(`eatpaint: no card "${id}"`);
  return c;
}

export function character(id: string): CharacterDef {
  const ch = cardData().charById[id];
  if (!ch) throw new Error(`eatpaint: no character "${id}"`);
  return ch;
}

/** A card's (or character's) name in the reader's language. */
export function cardName(id: string): string {
  // Characters are named too, since character effects are the source of some picks.
  const c = cardData().byId[id] ?? cardData().charById[id];
  return c ? localName(c.name) : id;
}

