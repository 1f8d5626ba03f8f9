/** Deck construction (spec "Deck construction"): a [team] of exactly 5 base monsters and a [deck] of 40-60 cards. */
import { readDataJson } from '../../engine/data-files.js';
import { deckToLine, rememberBuilds, type DeckEntry } from '../../engine/decklist.js';
import { UserError } from '../../engine/errors.js';
import type { BuiltinDeck, DeckProblem, DeckRules } from '../../engine/game.js';
import { pickText } from '../../engine/i18n.js';
import { card, cardIndex, cardNameOf } from './cards/catalogue.js';
import { unsupportedReason } from './cards/format.js';
import { m } from './messages/index.js';

export interface PadDeck {
  team: number[];
  deck: number[];
}

export const DECK_MIN = 40;
export const DECK_MAX = 60;
export const MAX_COPIES = 3;
export const TEAM_SIZE = 5;

const isBase = (i: number) => card(i).kind === 'monster' && card(i).from < 0;

/** A built-in deck as data/pad/decks.json holds it: name and description in English and Chinese. */
interface RawDeck extends BuiltinDeck {
  nameZh?: string;
  descriptionZh?: string;
}

let builtin: RawDeck[] | null = null;

/** The built-in decks, their names and descriptions in the reader's language. */
function loadBuiltin(): BuiltinDeck[] {
  if (!builtin) {
    const doc = readDataJson('pad', 'decks.json') as { decks?: RawDeck[] };
    if (!Array.isArray(doc.decks)) throw new UserError('data/pad/decks.json: expected { "decks": [...] }');
    builtin = doc.decks;
  }
  return builtin.map((d) => ({
    id: d.id,
    name: pickText({ en: d.name, zh: d.nameZh }),
    description: pickText({ en: d.description, zh: d.descriptionZh }),
    text: d.text,
  }));
}

type Built = { deck: PadDeck | null; problems: DeckProblem[]; summary: string[] };

export function buildDeck(entries: DeckEntry[]): Built {
  const problems: DeckProblem[] = [];
  const deck: PadDeck = { team: [], deck: [] };
  const t = m().deck;
  const copies = new Map<string, { count: number; line: number; index: number }>();
  const unknown = cardIndex().unknownNames();
  // A suggestion fits the section: base monsters for the team, any other card for the deck.
  const fitsTeam = (c: { index: number }) => isBase(c.index);
  const fitsDeck = (c: { index: number }) => !isBase(c.index);
  for (const e of entries) {
    const found = cardIndex().find(e.name);
    if (!found) {
      problems.push({ line: e.line, message: unknown(e.name, e.section === 'team' ? fitsTeam : fitsDeck) });
      continue;
    }
    const i = found.index;
    const name = cardNameOf(i);
    const why = unsupportedReason(card(i));
    if (why) problems.push({ line: e.line, message: t.unsupported(name, why) });
    if (e.section === 'team') {
      if (!isBase(i)) problems.push({ line: e.line, message: t.notBase(name) });
      for (let k = 0; k < e.count; k++) deck.team.push(i);
      continue;
    }
    if (isBase(i)) problems.push({ line: e.line, message: t.baseInDeck(name) });
    const seen = copies.get(found.name) ?? { count: 0, line: e.line, index: i };
    seen.count += e.count;
    copies.set(found.name, seen);
    for (let k = 0; k < e.count; k++) deck.deck.push(i);
  }
  for (const { count, line, index } of copies.values()) {
    if (count > MAX_COPIES) problems.push({ line, message: t.tooMany(count, cardNameOf(index), MAX_COPIES) });
  }
  if (deck.team.length !== TEAM_SIZE) problems.push({ message: t.teamSize(deck.team.length, TEAM_SIZE) });
  if (deck.deck.length < DECK_MIN || deck.deck.length > DECK_MAX) {
    problems.push({ message: t.deckSize(deck.deck.length, DECK_MIN, DECK_MAX) });
  }
  const monsters = deck.deck.filter((i) => card(i).kind === 'monster').length;
  const summary = [t.summaryTeam(deck.team.map(cardNameOf)), t.summaryDeck(deck.deck.length, monsters, deck.deck.length - monsters)];
  // Line problems in line order, then the whole-deck ones.
  problems.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return { deck: problems.length === 0 ? deck : null, problems, summary };
}

export const DECK_RULES: DeckRules<PadDeck> = {
  sections: ['deck', 'team'],
  get builtin() {
    return loadBuiltin();
  },
  build: rememberBuilds(buildDeck, (deck) => ({ team: [...deck.team], deck: [...deck.deck] })),
  toText: (deck) => deckToLine({ team: deck.team.map((i) => card(i).id), deck: deck.deck.map((i) => card(i).id) }),
};
