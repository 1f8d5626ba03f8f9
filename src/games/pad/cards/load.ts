/** Loads data/pad/cards.json (facts) and data/pad/effects.json (our wording and ops), validating both. */
import { DataErrors, readDataJson } from '../../../engine/data-files.js';
import { normalizeName } from '../../../engine/card-index.js';
import { ATTRIBUTES, KINDS, TIMINGS, kindBit, type Effect, type PadCard, type Unsupported } from './types.js';
import { checkOps } from '../../../engine/op-params.js';
import { OP_PARAMS } from './op-names.js';

type Raw = Record<string, unknown>;

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function loadCards(cardsDoc: unknown = readDataJson('pad', 'cards.json'), effectsDoc: unknown = readDataJson('pad', 'effects.json')): PadCard[] {
  const errors = new DataErrors('data/pad');
  const rawCards = isObject(cardsDoc) && Array.isArray(cardsDoc.cards) ? cardsDoc.cards : (errors.add('cards.json', 'expected { "cards": [...] }'), []);
  const rawEffects = isObject(effectsDoc) && isObject(effectsDoc.effects) ? effectsDoc.effects : (errors.add('effects.json', 'expected { "effects": {...} }'), {});
  const cards: PadCard[] = [];
  rawCards.forEach((raw: unknown, i: number) => {
    const at = `cards.json cards[${i}]`;
    if (!isObject(raw)) return errors.add(at, 'not an object');
    const str = (k: string, nullable = false): string | null => {
      const v = raw[k];
      if (typeof v === 'string' && v) return v;
      if (nullable && (v === null || v === undefined)) return null;
      errors.add(`${at}.${k}`, 'expected a text');
      return '';
    };
    const num = (k: string, fallback = 0): number => {
      const v = raw[k];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return v;
      errors.add(`${at}.${k}`, 'expected a number >= 0');
      return fallback;
    };
    const attr = (k: string, nullable: boolean) => {
      const v = raw[k];
      if ((v === null || v === undefined) && nullable) return null;
      if (typeof v === 'string' && (ATTRIBUTES as readonly string[]).includes(v)) return v as PadCard['attribute'];
      errors.add(`${at}.${k}`, `expected one of ${ATTRIBUTES.join(', ')}${nullable ? ' or null' : ''}`);
      return null;
    };
    const kind = raw.kind === 'monster' || raw.kind === 'skill' ? raw.kind : (errors.add(`${at}.kind`, 'expected "monster" or "skill"'), 'skill');
    const drops = Array.isArray(raw.drops) ? raw.drops : [];
    if (drops.length < 2 || drops.length > 3 || new Set(drops).size !== drops.length || drops.some((d) => !(KINDS as readonly unknown[]).includes(d))) {
      errors.add(`${at}.drops`, `expected 2 or 3 distinct kinds of ${KINDS.join(', ')}`);
    }
    const row = (k: string): number[] => {
      const v = raw[k];
      if (Array.isArray(v) && v.length === 6 && v.every((x) => typeof x === 'number' && x >= 0)) return v as number[];
      errors.add(`${at}.${k}`, 'expected 6 numbers (combo counts 1-6)');
      return [0, 0, 0, 0, 0, 0];
    };
    const id = str('id') ?? '';
    const name = str('name') ?? id;
    const nameJa = str('nameJa', true);
    const nameZh = str('nameZh', true);
    const monster = kind === 'monster';
    const effect = isObject(rawEffects[id]) ? (rawEffects[id] as Raw) : null;
    const unsupported = readUnsupported(raw.unsupported, `${at}.unsupported`, errors);
    cards.push({
      index: cards.length,
      id,
      key: str('key') ?? id,
      name,
      nameJa,
      nameZh,
      names: { en: name, zh: nameZh, ja: nameJa },
      kind,
      attribute: attr('attribute', monster),
      sub: attr('sub', true),
      cost: num('cost'),
      effectTypes: Array.isArray(raw.effectTypes) ? raw.effectTypes.map(String) : [],
      drops: drops as PadCard['drops'],
      dropMask: drops.reduce((m: number, d) => m | ((KINDS as readonly unknown[]).includes(d) ? kindBit(d as PadCard['drops'][number]) : 0), 0),
      types: monster && Array.isArray(raw.types) ? raw.types.map(String) : [],
      stage: monster && typeof raw.stage === 'number' ? raw.stage : null,
      evolvesFrom: monster ? str('evolvesFrom', true) : null,
      from: -1,
      defense: monster ? num('defense') : 0,
      attack: monster ? row('attack') : [0, 0, 0, 0, 0, 0],
      extra: monster ? row('extra') : [0, 0, 0, 0, 0, 0],
      evolveDiscard: monster ? str('evolveDiscard', true) : null,
      discardIndex: -1,
      text: effect && typeof effect.text === 'string' ? effect.text : '',
      zh: effect && typeof effect.zh === 'string' ? effect.zh : '',
      effects: effect ? readEffects(effect.effects, `effects.json ${id}`, errors) : [],
      unsupported,
    });
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

function readUnsupported(raw: unknown, at: string, errors: DataErrors): Unsupported | null {
  if (raw === undefined || raw === null) return null;
  if (isObject(raw) && (raw.reason === 'effect' || raw.reason === 'noText')) return { reason: raw.reason };
  if (isObject(raw) && (raw.reason === 'missingCard' || raw.reason === 'fromUnsupported') && typeof raw.card === 'string' && raw.card) return { reason: raw.reason, card: raw.card };
  errors.add(at, 'expected { reason: "effect" | "noText" } or { reason: "missingCard", card: "..." }');
  return null;
}

function readEffects(raw: unknown, at: string, errors: DataErrors): Effect[] {
  if (!Array.isArray(raw)) {
    errors.add(`${at}.effects`, 'expected a list');
    return [];
  }
  return raw.map((e: unknown, i) => {
    const where = `${at}.effects[${i}]`;
    if (!isObject(e) || !(TIMINGS as readonly unknown[]).includes(e.when) || !Array.isArray(e.ops)) {
      errors.add(where, `expected { when: ${TIMINGS.join('|')}, ops: [...] }`);
      return { when: 'main', ops: [] };
    }
    checkOps(OP_PARAMS, e.ops, `${where}.ops`, errors);
    return e as unknown as Effect;
  });
}
