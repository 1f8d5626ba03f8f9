/** Deck construction (spec "Deck construction"): a [team] of exactly 5 base monsters and a [deck] of 40-60 cards. */
import { readDataJson } from '../../engine/data-files.js';
import { deckToLine, type DeckEntry } from '../../engine/decklist.js';
import { UserError } from '../../engine/errors.js';
import type { BuiltinDeck, DeckProblem, DeckRules } from '../../engine/game.js';
import { card, cardIndex } from './cards/catalogue.js';

export interface PadDeck {
  team: number[];
  deck: number[];
}

export const DECK_MIN = 40;
export const DECK_MAX = 60;
export const MAX_COPIES = 3;
export const TEAM_SIZE = 5;

const isBase = (i: number) => card(i).kind === 'monster' && card(i).from < 0;

let builtin: BuiltinDeck[] | null = null;

function loadBuiltin(): BuiltinDeck[] {
  if (builtin) return builtin;
  const doc = readDataJson('pad', 'decks.json') as { decks?: BuiltinDeck[] };
  if (!Array.isArray(doc.decks)) throw new UserError('data/pad/decks.json: expected { "decks": [...] }');
  return (builtin = doc.decks);
}

type Built = { deck: PadDeck | null; problems: DeckProblem[]; summary: string[] };

export function buildDeck(entries: DeckEntry[]): Built {
  const problems: DeckProblem[] = [];
  const deck: PadDeck = { team: [], deck: [] };
  const copies = new Map<string, { n: number; line: number }>();
  for (const e of entries) {
    const found = cardIndex().find(e.name);
    if (!found) {
      problems.push({ line: e.line, message: cardIndex().unknownMessage(e.name) });
      continue;
    }
    const i = found.index;
    if (e.section === 'team') {
      if (!isBase(i)) problems.push({ line: e.line, message: `${found.name} is not a base monster; the team holds base monsters only` });
      for (let k = 0; k < e.count; k++) deck.team.push(i);
      continue;
    }
    if (isBase(i)) problems.push({ line: e.line, message: `${found.name} is a base monster; base monsters belong in [team], not in the deck` });
    const seen = copies.get(found.name) ?? { n: 0, line: e.line };
    seen.n += e.count;
    copies.set(found.name, seen);
    for (let k = 0; k < e.count; k++) deck.deck.push(i);
  }
  for (const [name, { n, line }] of copies) {
    if (n > MAX_COPIES) problems.push({ line, message: `${n} copies of ${name}; at most ${MAX_COPIES} per name` });
  }
  if (deck.team.length !== TEAM_SIZE) problems.push({ message: `the [team] has ${deck.team.length} monsters; it needs exactly ${TEAM_SIZE}` });
  if (deck.deck.length < DECK_MIN || deck.deck.length > DECK_MAX) {
    problems.push({ message: `the [deck] has ${deck.deck.length} cards; it needs ${DECK_MIN}-${DECK_MAX}` });
  }
  const monsters = deck.deck.filter((i) => card(i).kind === 'monster').length;
  const summary = [
    `team: ${deck.team.map((i) => card(i).name).join(', ')}`,
    `deck: ${deck.deck.length} cards (${monsters} monsters, ${deck.deck.length - monsters} skills)`,
  ];
  // Line problems in line order, then the whole-deck ones.
  problems.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return { deck: problems.length === 0 ? deck : null, problems, summary };
}

/** Decks built by deck-list content: every game a benchmark plays or a replay checks builds the same decks again. */
const built = new Map<string, Built>();

function buildOnce(entries: DeckEntry[]): Built {
  const key = entries.map((e) => `${e.section} ${e.count} ${e.line} ${e.name}`).join('\n');
  let result = built.get(key);
  if (!result) {
    if (built.size >= 64) built.clear();
    built.set(key, (result = buildDeck(entries)));
  }
  // Fresh arrays every time: the caller owns what it gets.
  const { deck, problems, summary } = result;
  return { deck: deck && { team: [...deck.team], deck: [...deck.deck] }, problems: [...problems], summary: [...summary] };
}

export const DECK_RULES: DeckRules<PadDeck> = {
  sections: ['deck', 'team'],
  get builtin() {
    return loadBuiltin();
  },
  build: (entries) => buildOnce(entries),
  toText: (deck) => deckToLine({ team: deck.team.map((i) => card(i).id), deck: deck.deck.map((i) => card(i).id) }),
};
