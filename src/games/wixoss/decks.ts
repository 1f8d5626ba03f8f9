/** Deck construction rules (seed era and Modern) and the built-in decks (WD01-WD05, and those built for testing). */
import { DataErrors, readDataJson } from '../../engine/data-files.js';
import { checkFieldsOf, optional, optionals, param, type ParamCheck } from '../../engine/op-params.js';
import { deckToLine, rememberBuilds, type DeckEntry } from '../../engine/decklist.js';
import { cardName, pickText } from '../../engine/i18n.js';
import type { BuiltinDeck, DeckProblem, DeckRules } from '../../engine/game.js';
import { cardDef, cardIndex, type IndexedCard } from './cards/db.js';
import { isLrigDeckType } from './cards/types.js';
import { m, unsupportedReason } from './messages/index.js';

export interface WixossDeck {
  lrig: string[];
  main: string[];
}

/** A built-in deck as data/wixoss/decks.json holds it (its "about" says what each field means). */
export interface DeckData {
  id: string;
  /** The starter deck it is, as printed (`WD01`): its code leads the name. */
  starter?: string;
  /** Built by us for testing, not an official list: the name says so in every language. */
  builtForTesting?: boolean;
  name: { en: string; zh?: string };
  description: { en: string; zh?: string };
  lrig: [count: number, id: string][];
  main: [count: number, id: string][];
}

let builtinData: DeckData[] | undefined;

const TEXT_FIELDS = { en: param.text(), zh: optional(param.text()) };

/** A list of `[count, printing id]` pairs. */
const checkList: ParamCheck = (value, path, errors) => {
  if (!Array.isArray(value)) return errors.add(path, 'must be a list of [count, printing id] pairs');
  value.forEach((row: unknown, i) => {
    const fine = Array.isArray(row) && row.length === 2 && Number.isInteger(row[0]) && row[0] > 0 && typeof row[1] === 'string';
    if (!fine) errors.add(`${path}[${i}]`, 'must be [count, printing id]');
  });
};

const checkText: ParamCheck = (value, path, errors) => checkFieldsOf(TEXT_FIELDS, value, path, errors, 'text in English and Chinese');

const DECK_FIELDS = {
  id: param.text(),
  ...optionals({ starter: param.text(), builtForTesting: param.bool(), note: param.text() }),
  name: param.game('a text in English and Chinese', checkText),
  description: param.game('a text in English and Chinese', checkText),
  lrig: param.game('a list of [count, printing id] pairs', checkList),
  main: param.game('a list of [count, printing id] pairs', checkList),
};

/** The decks of a decks.json document, checked field by field: a problem is an error naming the field's path. */
export function checkDeckData(doc: unknown, file = 'data/wixoss/decks.json'): DeckData[] {
  const decks = (doc as { decks?: unknown } | null)?.decks;
  const errors = new DataErrors(file);
  if (!Array.isArray(decks)) errors.add('decks', 'must be a list of decks');
  else decks.forEach((deck, i) => checkFieldsOf(DECK_FIELDS, deck, `decks[${i}]`, errors, 'built-in deck'));
  errors.throwIfAny();
  return decks as DeckData[];
}

function deckData(): DeckData[] {
  return (builtinData ??= checkDeckData(readDataJson('wixoss', 'decks.json')));
}

const deckTexts = new Map<string, string>();

/** A deck's text, made once (names as comments, like a list a player writes). */
function deckText(deck: DeckData): string {
  let text = deckTexts.get(deck.id);
  if (text === undefined) deckTexts.set(deck.id, (text = listText(deck)));
  return text;
}

function listText(deck: DeckData): string {
  const line = ([n, id]: [number, string]) => `${n} ${id}  # ${cardDef(id).name.en}`;
  return ['[lrig]', ...deck.lrig.map(line), '', '[main]', ...deck.main.map(line), ''].join('\n');
}

function deckName(deck: DeckData): string {
  const name = pickText(deck.name);
  if (deck.starter) return `${deck.starter} ${name}`;
  return deck.builtForTesting ? m().testingDeckName(name) : name;
}

let builtinDecks: BuiltinDeck[] | undefined;

/** The built-in decks (data/wixoss/decks.json), their names and descriptions in the reader's language. */
function builtin(): BuiltinDeck[] {
  return (builtinDecks ??= deckData().map((deck): BuiltinDeck => ({
    id: deck.id,
    get name() { return deckName(deck); },
    get description() { return pickText(deck.description); },
    get text() { return deckText(deck); },
  })));
}

type Built = { deck: WixossDeck | null; problems: DeckProblem[]; summary: string[] };

/**
 * Every construction problem of a deck, with the deck-list line where one line is to blame. Remembered per card
 * index (`addCards` makes a new one): a build depends only on the entries, the rules option and the card data.
 */
export const buildDeck = rememberBuilds(checkDeck, (deck) => ({ lrig: [...deck.lrig], main: [...deck.main] }), () => cardIndex());

function checkDeck(entries: DeckEntry[], options: Record<string, string>): Built {
  const modern = options.rules === 'modern';
  const problems: DeckProblem[] = [];
  const deck: WixossDeck = { lrig: [], main: [] };
  const perName: Record<'lrig' | 'main', Map<string, number>> = { lrig: new Map(), main: new Map() };
  const index = cardIndex();
  const unknown = index.unknownNames();
  // A suggestion is a card of the deck the line is in; before any header, either deck.
  const fits = { lrig: (c: IndexedCard) => isLrigDeckType(c.type), main: (c: IndexedCard) => !isLrigDeckType(c.type) };
  for (const e of entries) {
    const card = index.find(e.name);
    if (!card) { problems.push({ line: e.line, message: unknown(e.name, e.unheaded ? undefined : fits[e.section === 'lrig' ? 'lrig' : 'main']) }); continue; }
    // A list without section headers: each card goes to the deck its type belongs to.
    const section = e.unheaded ? (isLrigDeckType(card.type) ? 'lrig' : 'main') : e.section === 'lrig' ? 'lrig' : 'main';
    if (section === 'main' && isLrigDeckType(card.type)) {
      problems.push({ line: e.line, message: m().lrigInMain(cardName(card.name), m().type[card.type]) });
      continue;
    }
    if (section === 'lrig' && !isLrigDeckType(card.type)) {
      problems.push({ line: e.line, message: m().mainInLrig(cardName(card.name), m().type[card.type]) });
      continue;
    }
    if (card.unsupported) { problems.push({ line: e.line, message: m().unsupported(cardName(card.name), unsupportedReason(card)) }); continue; }
    const max = section === 'lrig' && modern ? 1 : 4;
    const before = perName[section].get(card.name.en) ?? 0;
    perName[section].set(card.name.en, before + e.count);
    if (before <= max && before + e.count > max) {
      problems.push({ line: e.line, message: m().tooMany(max, cardName(card.name), section === 'lrig', before + e.count) });
    }
    for (let i = 0; i < e.count; i++) deck[section].push(card.id);
  }
  const bursts = deck.main.filter((id) => cardDef(id).lifeBurst).length;
  const t = m();
  if (deck.main.length !== 40) problems.push({ message: t.mainSize(deck.main.length) });
  if (modern ? bursts > 20 : bursts !== 20) problems.push({ message: t.burstCount(modern, bursts) });
  if (deck.lrig.length > 10) problems.push({ message: t.lrigSize(deck.lrig.length) });
  if (!deck.lrig.some((id) => cardDef(id).type === 'LRIG' && cardDef(id).level === 0)) problems.push({ message: t.noLevelZero });
  const summary = [t.summaryMain(deck.main.length, bursts), t.summaryLrig(deck.lrig.length)];
  return { deck: problems.length ? null : deck, problems, summary };
}

export const deckRules: DeckRules<WixossDeck> = {
  sections: ['main', 'lrig'],
  get builtin() { return builtin(); },
  build: buildDeck,
  toText: (deck) => deckToLine({ lrig: deck.lrig, main: deck.main }),
};
