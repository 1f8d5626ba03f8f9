/** Deck construction rules (seed era and Modern) and the built-in decks (WD01-WD05, and those built for testing). */
import { deckToLine, rememberBuilds, type DeckEntry } from '../../engine/decklist.js';
import { cardName } from '../../engine/i18n.js';
import type { BuiltinDeck, DeckProblem, DeckRules } from '../../engine/game.js';
import { cardDef, cardIndex, type IndexedCard } from './cards/db.js';
import { isLrigDeckType } from './cards/types.js';
import { TESTING_DECKS, type DeckList } from './deck-lists.js';
import { m, unsupportedReason } from './messages/index.js';

export interface WixossDeck {
  lrig: string[];
  main: string[];
}

// Names and descriptions are in the messages (`deckName`, `deckDescription`), keyed by deck id.
const STARTERS: [string, string][] = [
  ['white-hope', 'WD01'], ['red-ambition', 'WD02'], ['blue-appli', 'WD03'], ['green-wana', 'WD04'], ['black-will', 'WD05'],
];

const deckTexts = new Map<string, string>();

/** A deck's text, made once (names as comments, like a list a player writes). */
function deckText(id: string, make: () => DeckList): string {
  let text = deckTexts.get(id);
  if (text === undefined) deckTexts.set(id, (text = listText(make())));
  return text;
}

function listText(list: DeckList): string {
  const line = ([n, id]: [number, string]) => `${n} ${id}  # ${cardDef(id).name.en}`;
  return ['[lrig]', ...list.lrig.map(line), '', '[main]', ...list.main.map(line), ''].join('\n');
}

/** WD01-WD05 as printed: eight LRIG-deck printings once, ten main-deck printings 4 times. */
function starterList(id: string, code: string): DeckList {
  const card = (k: number) => `${code}-${String(k).padStart(3, '0')}`;
  return { id, lrig: [1, 2, 3, 4, 5, 6, 7, 8].map((k) => [1, card(k)]), main: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((k) => [4, card(k)]) };
}

export const BUILTIN: BuiltinDeck[] = [
  ...STARTERS.map(([id, code]): BuiltinDeck => ({
    id,
    get name() { return `${code} ${m().deckName[id]}`; },
    get description() { return m().deckDescription[id]!; },
    get text() { return deckText(id, () => starterList(id, code)); },
  })),
  // Built for testing (see deck-lists.ts): the name says so in every language.
  ...TESTING_DECKS.map((list): BuiltinDeck => ({
    id: list.id,
    get name() { return m().testingDeckName(m().deckName[list.id]!); },
    get description() { return m().deckDescription[list.id]!; },
    get text() { return deckText(list.id, () => list); },
  })),
];

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
  builtin: BUILTIN,
  build: buildDeck,
  toText: (deck) => deckToLine({ lrig: deck.lrig, main: deck.main }),
};
