/**
 * The booster and later starter cards: facts from data/wixoss/sets.json (made by scripts/wixoss-import-cards.mjs)
 * joined with our wording and ops from data/wixoss/effects/<SET>.json. A printing with abilities but no effects
 * entry is kept, marked unsupported; a reprint without an entry of its own takes its first printing's.
 */
import { DataErrors, readDataJson } from '../../../engine/data-files.js';
import type { CardDef, CardEffects, Unsupported } from './types.js';
import { validateCards } from './validate.js';

/** The sets of data/wixoss/sets.json, each with its own effects file. */
export const SETS = [
  'WX01', 'WX02', 'WX03', 'WD06', 'WD07', 'WD08', 'WD09', // the seed's era
  'WX04', 'WX05', 'WX06', 'WD10', 'WD11', 'WD12', 'SP01', 'SP02', 'SP03', 'SP06', 'SP07', 'PR', // the next era
] as const;

type FactCard = Omit<CardDef, 'text' | 'effects' | 'unsupported'> & { set: string; hasAbilities: boolean; factsMissing?: boolean };

/** One card's entry in an effects file. */
interface EffectsEntry {
  text: { en: string[]; zh: string[] };
  effects?: CardEffects;
  unsupported?: { en: string; zh: string };
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function readEntries(set: string, ids: Set<string>): Map<string, EffectsEntry> {
  const file = `data/wixoss/effects/${set}.json`;
  const data = readDataJson('wixoss', `effects/${set}.json`);
  const errors = new DataErrors(file);
  const entries = new Map<string, EffectsEntry>();
  if (!isObj(data) || !isObj(data.cards)) {
    errors.add('cards', 'the file must be an object with a "cards" object of id -> entry');
    errors.throwIfAny();
  }
  for (const [id, raw] of Object.entries((data as Json).cards as Json)) {
    if (!ids.has(id)) { errors.add(`cards.${id}`, `no ${set} card has this id`); continue; }
    if (!isObj(raw) || !isObj(raw.text) || !Array.isArray(raw.text.en) || !Array.isArray(raw.text.zh)) {
      errors.add(`cards.${id}.text`, 'needs "en" and "zh" lists of sentences');
      continue;
    }
    const unsupported = raw.unsupported;
    if (unsupported !== undefined && !(isObj(unsupported) && typeof unsupported.en === 'string' && typeof unsupported.zh === 'string')) {
      errors.add(`cards.${id}.unsupported`, 'must give the reason as "en" and "zh" strings');
    }
    entries.set(id, raw as unknown as EffectsEntry);
  }
  errors.throwIfAny();
  return entries;
}

/**
 * Every card of the sets as a card definition, validated. `starters` are the WD01-WD05 cards (data/wixoss/cards.json):
 * a later printing of one of them (the SP sets reprint whole starters) plays as it does.
 */
export function setCards(starters: readonly CardDef[] = []): CardDef[] {
  const starterById = new Map(starters.map((c) => [c.id, c]));
  const data = readDataJson('wixoss', 'sets.json') as { cards: FactCard[] };
  const facts = Array.isArray(data?.cards) ? data.cards : [];
  const entries = new Map<string, EffectsEntry>();
  for (const set of SETS) {
    const ids = new Set(facts.filter((c) => c.set === set).map((c) => c.id));
    for (const [id, entry] of readEntries(set, ids)) entries.set(id, entry);
  }
  const cards = facts.map(({ hasAbilities, factsMissing, ...fact }): CardDef => {
    const starter = fact.reprintOf ? starterById.get(fact.reprintOf) : undefined;
    const entry = entries.get(fact.id) ?? (fact.reprintOf ? entries.get(fact.reprintOf) : undefined)
      ?? (starter ? { text: starter.text, ...(starter.effects ? { effects: starter.effects } : {}) } : undefined);
    let unsupported: Unsupported | undefined;
    if (factsMissing) unsupported = { reason: 'noFacts' };
    else if (entry?.unsupported) unsupported = { reason: 'mechanic', ...entry.unsupported };
    else if (!entry && hasAbilities) unsupported = { reason: 'notYet' };
    return {
      ...fact,
      text: entry?.text ?? { en: [], zh: [] },
      ...(entry?.effects && !unsupported ? { effects: entry.effects } : {}),
      ...(unsupported ? { unsupported } : {}),
    };
  });
  // Checked per set, so a mistake is reported as the effects file and the JSON path in it (`cards.WX01-001.effects...`).
  for (const set of SETS) {
    const ofSet = cards.filter((c) => c.set === set);
    validateCards({ cards: ofSet }, `data/wixoss/effects/${set}.json (with the facts of data/wixoss/sets.json)`, (i) => `cards.${ofSet[i]!.id}`);
  }
  return cards;
}
