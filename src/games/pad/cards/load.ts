/** Loads data/pad/cards.json (facts) and data/pad/effects.json (our wording and ops), validating both. */
import { DataErrors, readDataJson } from '../../../engine/data-files.js';
import { normalizeName } from '../../../engine/card-index.js';
import { checkFieldsOf, checkOps, optional, optionals, param, type OpParams, type ParamCheck } from '../../../engine/op-params.js';
import { ATTRIBUTES, KINDS, TIMINGS, kindBit, type Effect, type PadCard, type Unsupported } from './types.js';
import { OP_PARAMS } from './op-names.js';

// The shape of data/pad/cards.json (facts) and effects.json (our wording and ops), declared with the engine's field
// tables (op-params.ts): every field is checked before a card is built from it, and every problem names its path.

/** A value that may be null (a fact the card does not have) or else must pass `check`. */
const nullable = (what: string, check: (value: unknown) => boolean, must: string): OpParams[string] =>
  optional(param.game(`${what} or null`, (value, path, errors) => { if (value !== null && !check(value)) errors.add(path, `must be ${must} or null`); }));
const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
const isAttribute = (value: unknown) => (ATTRIBUTES as readonly unknown[]).includes(value);
const textList = param.game('a list of texts', (value, path, errors) => { if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) errors.add(path, 'must be a list of texts'); });
/** Attack or extra damage per combo count 1-6. */
const comboRow = param.game('6 numbers (combo counts 1-6)', (value, path, errors) => {
  if (!(Array.isArray(value) && value.length === 6 && value.every((x) => typeof x === 'number' && x >= 0))) errors.add(path, 'must be 6 numbers (combo counts 1-6)');
});
const drops = param.game('2 or 3 distinct drop kinds', (value, path, errors) => {
  const list = Array.isArray(value) ? value : [];
  if (list.length < 2 || list.length > 3 || new Set(list).size !== list.length || list.some((d) => !(KINDS as readonly unknown[]).includes(d))) {
    errors.add(path, `must be 2 or 3 distinct kinds of ${KINDS.join(', ')}`);
  }
});
const unsupported: ParamCheck = (value, path, errors) => {
  if (value === null) return;
  const reason = (value as { reason?: unknown } | undefined)?.reason;
  const naming = reason === 'missingCard' || reason === 'fromUnsupported';
  checkFieldsOf({ reason: param.oneOf(['effect', 'noText', 'missingCard', 'fromUnsupported']), ...(naming ? { card: param.text() } : {}) }, value, path, errors, 'reason it is not supported');
};

const CARD_FIELDS: OpParams = {
  id: param.text(), key: param.text(), name: param.text(), kind: param.oneOf(['monster', 'skill']),
  cost: param.int(0, 99), drops,
  ...optionals({ effectTypes: textList, types: textList, nameZhOurs: param.bool(), defense: param.int(0, 99_999), attack: comboRow, extra: comboRow }),
  nameJa: nullable('a text', isText, 'a non-empty text'),
  nameZh: nullable('a text', isText, 'a non-empty text'),
  attribute: nullable('an attribute', isAttribute, `one of ${ATTRIBUTES.join(', ')}`),
  sub: nullable('an attribute', isAttribute, `one of ${ATTRIBUTES.join(', ')}`),
  stage: nullable('a number', (value) => Number.isInteger(value) && (value as number) >= 0, 'a whole number'),
  evolvesFrom: nullable('a card name', isText, 'a card name'),
  evolveDiscard: nullable('a card name', isText, 'a card name'),
  unsupported: optional(param.game('the reason it is not supported', unsupported)),
};
/** What a monster must have besides (its attribute may be null: Golden Egg has none). */
const MONSTER_NEEDS = ['defense', 'attack', 'extra'];

const CONDITION = optionals({
  minCombos: param.int(1, 20), kind: param.oneOf(KINDS), kinds: param.listOf(KINDS), drops: param.listOf(KINDS),
  damagedByAttack: param.bool(), guarded: param.bool(), active: param.bool(), tapped: param.bool(), lifeAtMost: param.int(0, 20),
});
const EFFECT = {
  when: param.oneOf(TIMINGS),
  ops: param.game('a list of ops', (value, path, errors) => checkOps(OP_PARAMS, value, path, errors)),
  if: optional(param.game('a condition', (value, path, errors) => checkFieldsOf(CONDITION, value, path, errors, 'condition'))),
};
const EFFECTS_ENTRY = {
  text: param.text(), zh: param.text(),
  effects: param.game('a list of effects', (value, path, errors) => {
    if (!Array.isArray(value)) errors.add(path, 'must be a list of effects');
    else value.forEach((effect, i) => checkFieldsOf(EFFECT, effect, `${path}[${i}]`, errors, 'effect'));
  }),
};

type Raw = Record<string, unknown>;

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The cards of both files, each checked field by field (problems go to `errors`). */
function checkFiles(cardsDoc: unknown, effectsDoc: unknown, errors: DataErrors): { rawCards: Raw[]; rawEffects: Raw } {
  const rawCards = isObject(cardsDoc) && Array.isArray(cardsDoc.cards) ? cardsDoc.cards as Raw[] : (errors.add('cards.json', 'expected { "cards": [...] }'), []);
  const rawEffects = isObject(effectsDoc) && isObject(effectsDoc.effects) ? effectsDoc.effects : (errors.add('effects.json', 'expected { "effects": {...} }'), {});
  rawCards.forEach((raw, i) => {
    const at = `cards.json cards[${i}]`;
    checkFieldsOf(CARD_FIELDS, raw, at, errors, 'card');
    if (raw?.kind !== 'monster') {
      if (isObject(raw) && !isAttribute(raw.attribute)) errors.add(`${at}.attribute`, 'a skill needs an attribute');
      return;
    }
    for (const field of MONSTER_NEEDS) if (raw[field] === undefined || raw[field] === null) errors.add(`${at}.${field}`, `a monster needs "${field}"`);
  });
  for (const [id, entry] of Object.entries(rawEffects)) checkFieldsOf(EFFECTS_ENTRY, entry, `effects.json ${id}`, errors, 'card\'s effects');
  return { rawCards, rawEffects };
}

export function loadCards(cardsDoc: unknown = readDataJson('pad', 'cards.json'), effectsDoc: unknown = readDataJson('pad', 'effects.json')): PadCard[] {
  const errors = new DataErrors('data/pad');
  const { rawCards, rawEffects } = checkFiles(cardsDoc, effectsDoc, errors);
  errors.throwIfAny();
  const cards: PadCard[] = rawCards.map((raw, index) => {
    const id = raw.id as string;
    const monster = raw.kind === 'monster';
    const effect = rawEffects[id] as { text: string; zh: string; effects: Effect[] } | undefined;
    const cardDrops = raw.drops as PadCard['drops'];
    const name = raw.name as string;
    const nameJa = (raw.nameJa ?? null) as string | null;
    const nameZh = (raw.nameZh ?? null) as string | null;
    return {
      index,
      id,
      key: raw.key as string,
      name,
      nameJa,
      nameZh,
      names: { en: name, zh: nameZh, ja: nameJa },
      kind: raw.kind as PadCard['kind'],
      attribute: (raw.attribute ?? null) as PadCard['attribute'],
      sub: (raw.sub ?? null) as PadCard['sub'],
      cost: raw.cost as number,
      effectTypes: ((raw.effectTypes ?? []) as unknown[]).map(String),
      drops: cardDrops,
      dropMask: cardDrops.reduce((mask, kind) => mask | kindBit(kind), 0),
      types: monster ? ((raw.types ?? []) as unknown[]).map(String) : [],
      stage: monster ? (raw.stage ?? null) as number | null : null,
      evolvesFrom: monster ? (raw.evolvesFrom ?? null) as string | null : null,
      from: -1,
      defense: monster ? raw.defense as number : 0,
      attack: monster ? raw.attack as number[] : [0, 0, 0, 0, 0, 0],
      extra: monster ? raw.extra as number[] : [0, 0, 0, 0, 0, 0],
      evolveDiscard: monster ? (raw.evolveDiscard ?? null) as string | null : null,
      discardIndex: -1,
      text: effect?.text ?? '',
      zh: effect?.zh ?? '',
      effects: effect?.effects ?? [],
      unsupported: (raw.unsupported ?? null) as Unsupported | null,
    };
  });
  const byName = new Map(cards.map((c) => [normalizeName(c.name), c.index]));
  const ids = new Set<string>();
  // Deck lists may name a card in any of its languages, so a Chinese name must not be another card's name too.
  const zhNames = new Map<string, string>();
  for (const card of cards) {
    if (ids.has(card.id)) errors.add(`cards.json ${card.id}`, 'duplicate id');
    ids.add(card.id);
    if (card.nameZh) {
      const key = normalizeName(card.nameZh);
      const other = zhNames.get(key) ?? cards[byName.get(key) ?? -1]?.id;
      if (other !== undefined && other !== card.id) errors.add(`cards.json ${card.id}.nameZh`, `"${card.nameZh}" is also the name of ${other}`);
      zhNames.set(key, card.id);
    }
    if (card.evolvesFrom) {
      card.from = byName.get(normalizeName(card.evolvesFrom)) ?? -1;
      if (card.from < 0 && card.unsupported?.reason !== 'missingCard') errors.add(`cards.json ${card.id}.evolvesFrom`, `no card named "${card.evolvesFrom}"`);
    }
    if (card.evolveDiscard) {
      card.discardIndex = byName.get(normalizeName(card.evolveDiscard)) ?? -1;
      if (card.discardIndex < 0 && card.unsupported?.reason !== 'missingCard') errors.add(`cards.json ${card.id}.evolveDiscard`, `no card named "${card.evolveDiscard}"`);
    }
  }
  for (const id of Object.keys(rawEffects)) if (!ids.has(id)) errors.add(`effects.json ${id}`, 'no card with this id in cards.json');
  errors.throwIfAny();
  return cards;
}
