/** Loads and validates data/eatpaint/*.json; a bad field is reported with its path, never as a stack trace. */
import { DataErrors, readDataJson } from '../../../engine/data-files.js';
import { CardIndex } from '../../../engine/card-index.js';
import { cardName as localName } from '../../../engine/i18n.js';
import { checkOps } from '../../../engine/op-params.js';
import { ATTACK_OPS, COMMON_OP_PARAMS, OP_PARAMS } from './op-specs.js';
import { CARD_TYPES, OP_TIMINGS, type CardDef, type CharacterDef } from './types.js';

const MAIN_DECKS = ['sabil', 'himeria', 'aika', 'rio'];
const SUB_DECKS = ['apra', 'kasis', 'rain', 'red', 'blue', 'yellow'];
const TYPES: readonly string[] = CARD_TYPES;

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99;
}

export function validateOps(ops: unknown, path: string, cardIds: Set<string>, errors: DataErrors): void {
  checkOps(OP_PARAMS, ops, path, errors, { common: COMMON_OP_PARAMS, context: cardIds });
}

function validateCost(cost: unknown, path: string, errors: DataErrors): void {
  if (typeof cost !== 'object' || cost === null) { errors.add(path, 'must be an object like {"rest": 1}'); return; }
  for (const [key, value] of Object.entries(cost)) {
    if (!['rest', 'trash', 'ink'].includes(key)) errors.add(`${path}.${key}`, 'cost icons are rest, trash and ink');
    else if (!isCount(value)) errors.add(`${path}.${key}`, 'must be a whole number 0-99');
  }
}

function validateNames(names: unknown, path: string, errors: DataErrors): void {
  const n = names as Record<string, unknown> | undefined;
  if (typeof n?.zh !== 'string' || typeof n?.en !== 'string') errors.add(path, 'needs zh and en names');
}

export function validateCards(data: unknown, errors: DataErrors): CardDef[] {
  const list = (data as { cards?: unknown })?.cards;
  if (!Array.isArray(list)) { errors.add('cards', 'must be a list'); return []; }
  const ids = new Set(list.map((c) => String((c as CardDef)?.id)));
  const seen = new Set<string>();
  list.forEach((raw, i) => {
    const c = raw as CardDef;
    const at = `cards[${i}]`;
    if (typeof c?.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(c.id)) errors.add(`${at}.id`, 'must be a lowercase id');
    else if (seen.has(c.id)) errors.add(`${at}.id`, `duplicate id "${c.id}"`);
    seen.add(String(c?.id));
    if (!MAIN_DECKS.includes(c?.deck) && !SUB_DECKS.includes(c?.deck)) errors.add(`${at}.deck`, `unknown deck "${String(c?.deck)}"`);
    if (!TYPES.includes(c?.type)) errors.add(`${at}.type`, `unknown type "${String(c?.type)}"`);
    if (!isCount(c?.count) || c.count < 1) errors.add(`${at}.count`, 'must be 1-99');
    validateNames(c?.name, `${at}.name`, errors);
    validateCost(c?.cost, `${at}.cost`, errors);
    if (c?.type === 'work' && !(Array.isArray(c.def) && c.def.length === 2 && c.def.every(isCount))) errors.add(`${at}.def`, 'a work needs [active, rest] defense');
    if (c?.type === 'attack' && !isCount(c.power)) errors.add(`${at}.power`, 'an attack card needs a power');
    for (const timing of OP_TIMINGS) {
      if (c?.[timing] === undefined) continue;
      validateOps(c[timing], `${at}.${timing}`, ids, errors);
      // Power and defense changes need an attack in progress: only attack and trap timings have one.
      if (!['attack', 'before', 'after'].includes(timing) && Array.isArray(c[timing])) {
        c[timing]!.forEach((op, j) => { if (ATTACK_OPS.has(op?.op)) errors.add(`${at}.${timing}[${j}].op`, `${op.op} only works during an attack (attack, before or after)`); });
      }
    }
    if (c?.extra !== undefined) {
      validateCost(c.extra.cost, `${at}.extra.cost`, errors);
      validateOps(c.extra.ops, `${at}.extra.ops`, ids, errors);
    }
    if (typeof c?.text?.en !== 'string' || typeof c?.text?.zh !== 'string') errors.add(`${at}.text`, 'needs en and zh wording');
    if (typeof c?.designed !== 'boolean') errors.add(`${at}.designed`, 'must say whether the values are designed');
  });
  return list as CardDef[];
}

export function validateCharacters(data: unknown, cardIds: Set<string>, errors: DataErrors): CharacterDef[] {
  const list = (data as { characters?: unknown })?.characters;
  if (!Array.isArray(list)) { errors.add('characters', 'must be a list'); return []; }
  list.forEach((raw, i) => {
    const ch = raw as CharacterDef;
    const at = `characters[${i}]`;
    if (!MAIN_DECKS.includes(ch?.id)) errors.add(`${at}.id`, `must be one of ${MAIN_DECKS.join(', ')}`);
    validateNames(ch?.name, `${at}.name`, errors);
    if (!isCount(ch?.spd)) errors.add(`${at}.spd`, 'must be a whole number');
    if (ch?.side === 'dragon') {
      if (!Array.isArray(ch.forms) || ch.forms.length !== 3) { errors.add(`${at}.forms`, 'a dragonkin has 3 forms'); return; }
      ch.forms.forEach((f, j) => {
        if (!isCount(f?.hand)) errors.add(`${at}.forms[${j}].hand`, 'must be a whole number');
        if (!(Array.isArray(f?.def) && f.def.length === 2 && f.def.every(isCount))) errors.add(`${at}.forms[${j}].def`, 'needs [active, rest]');
        (f?.skills ?? []).forEach((s, k) => {
          if (!isCount(s?.heat)) errors.add(`${at}.forms[${j}].skills[${k}].heat`, 'must be a whole number');
          if (s?.onlyWhenShort !== undefined && typeof s.onlyWhenShort !== 'boolean') errors.add(`${at}.forms[${j}].skills[${k}].onlyWhenShort`, 'must be true or false');
          validateOps(s?.ops, `${at}.forms[${j}].skills[${k}].ops`, cardIds, errors);
        });
      });
    } else if (ch?.side === 'magician') {
      if (!isCount(ch.hand)) errors.add(`${at}.hand`, 'must be a whole number');
      if (!isCount(ch.ink)) errors.add(`${at}.ink`, 'must be a whole number');
      if (!ch.shared || !isCount(ch.shared.power) || !isCount(ch.shared.framedPower) || !isCount(ch.shared.restDef)) errors.add(`${at}.shared`, 'needs power, framedPower and restDef');
      validateOps(ch.charge, `${at}.charge`, cardIds, errors);
    } else errors.add(`${at}.side`, 'must be dragon or magician');
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

