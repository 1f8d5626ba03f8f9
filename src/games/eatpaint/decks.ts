/**
 * Deck rules: a character, its 15 main-deck cards, 5 of the 7 kinds of one sub-deck at 3 copies each, and for
 * a magician the INK pile of that colour. Built-in decks cover every character x sub-deck.
 */
import { deckToLine, type DeckEntry } from '../../engine/decklist.js';
import type { BuiltinDeck, DeckProblem, DeckRules } from '../../engine/game.js';
import { cardData, cardName } from './cards/load.js';
import { m } from './messages/index.js';
import { INK_OF, SUB_OF_SIDE, type MainDeck, type SubDeck } from './cards/types.js';

export interface EpDeck {
  character: MainDeck;
  sub: SubDeck;
  /** The 30 shuffled cards (main + sub), as card ids. */
  cards: string[];
  /** Size of the INK pile (0 for a dragonkin). */
  ink: number;
}

const SECTIONS = ['deck', 'character', 'ink'];

/** Kinds left out of each built-in deck (the seed's recommendation where it gives one). */
const LEFT_OUT: Record<SubDeck, string[]> = {
  apra: ['bouchou', 'flamingo'],
  kasis: ['tsuyukusa', 'hisoku'],
  rain: ['kohaku', 'canary'],
  red: ['kesshi', 'mono'],
  blue: ['calmline', 'sharp'],
  yellow: ['gather', 'contrast'],
};

/** Decks that leave out other kinds than their sub-deck's default. */
const LEFT_OUT_BY_DECK: Record<string, string[]> = { 'rio-red': ['bitter', 'mono'] };

function leftOut(character: MainDeck, sub: SubDeck): string[] {
  return LEFT_OUT_BY_DECK[`${character}-${sub}`] ?? LEFT_OUT[sub];
}

function builtinText(character: MainDeck, sub: SubDeck): string {
  const { cards, charById } = cardData();
  const lines = ['[character]', `1 ${charById[character]!.name.en}`, '[deck]'];
  for (const c of cards) if (c.deck === character) lines.push(`${c.count} ${c.name.en}`);
  for (const c of cards) if (c.deck === sub && c.type !== 'ink' && !leftOut(character, sub).includes(c.id)) lines.push(`${c.count} ${c.name.en}`);
  const ink = INK_OF[sub];
  if (ink) lines.push('[ink]', `${cardData().byId[ink]!.count} ${cardData().byId[ink]!.name.en}`);
  return lines.join('\n');
}

function builtinDecks(): BuiltinDeck[] {
  return cardData().characters.flatMap((ch) => SUB_OF_SIDE[ch.side].map((sub) => ({
    id: `${ch.id}-${sub}`,
    name: m().deckName(cardName(ch.id), m().sub[sub]),
    description: m().deckDescription(ch.side === 'dragon', cardName(ch.id), m().sub[sub], leftOut(ch.id, sub).map(cardName)),
    text: builtinText(ch.id, sub),
  })));
}

function buildDeck(entries: DeckEntry[]): { deck: EpDeck | null; problems: DeckProblem[]; summary: string[] } {
  const data = cardData();
  const p = m().problem;
  const problems: DeckProblem[] = [];
  let character: MainDeck | null = null;
  const counts = new Map<string, { count: number; line: number }>();
  let inkCard: string | null = null;
  let ink = 0;
  const unknown = data.index.unknownNames();
  // A suggestion fits the section: a character under [character], an INK card under [ink], any other under [deck].
  const sectionOf = (id: string) => (data.charById[id] ? 'character' : data.byId[id]?.type === 'ink' ? 'ink' : 'deck');
  for (const e of entries) {
    const found = data.index.find(e.name);
    if (!found) { problems.push({ line: e.line, message: unknown(e.name, (c) => sectionOf(c.id) === e.section) }); continue; }
    const ch = data.charById[found.id];
    if (ch) {
      if (e.section !== 'character') problems.push({ line: e.line, message: p.isCharacter(cardName(ch.id)) });
      else if (character) problems.push({ line: e.line, message: p.oneCharacter });
      else if (e.count !== 1) problems.push({ line: e.line, message: p.characterOnce(cardName(ch.id)) });
      else character = ch.id;
      continue;
    }
    const def = data.byId[found.id]!;
    if (def.type === 'ink') {
      if (e.section !== 'ink') problems.push({ line: e.line, message: p.underInk(cardName(def.id)) });
      else if (inkCard && inkCard !== def.id) problems.push({ line: e.line, message: p.oneInkColour });
      else { inkCard = def.id; ink += e.count; }
      continue;
    }
    if (e.section !== 'deck') { problems.push({ line: e.line, message: p.underDeck(cardName(def.id)) }); continue; }
    const prev = counts.get(def.id);
    counts.set(def.id, { count: (prev?.count ?? 0) + e.count, line: e.line });
  }
  if (!character) {
    problems.push({ message: p.noCharacter(data.characters.map((c) => cardName(c.id)).join(', ')) });
    return { deck: null, problems, summary: [] };
  }
  const ch = data.charById[character]!;
  const cards: string[] = [];
  // The character's own 15 cards, exactly as printed.
  for (const def of data.cards) {
    if (def.deck !== character) continue;
    const got = counts.get(def.id)?.count ?? 0;
    if (got !== def.count) problems.push({ line: counts.get(def.id)?.line, message: p.mainCount(cardName(ch.id), def.count, cardName(def.id), got) });
  }
  const subs = new Set<SubDeck>();
  const subKinds: string[] = [];
  for (const [id, { count, line }] of counts) {
    const def = data.byId[id]!;
    if (def.deck === character) { for (let k = 0; k < count; k++) cards.push(id); continue; }
    if (['sabil', 'himeria', 'aika', 'rio'].includes(def.deck)) {
      problems.push({ line, message: p.otherCharacter(cardName(def.id)) });
      continue;
    }
    const sub = def.deck as SubDeck;
    if (!SUB_OF_SIDE[ch.side].includes(sub)) {
      problems.push({ line, message: p.wrongSide(cardName(def.id), ch.side === 'dragon', cardName(ch.id)) });
      continue;
    }
    subs.add(sub);
    subKinds.push(id);
    if (count !== 3) problems.push({ line, message: p.threeEach(count, cardName(def.id)) });
    for (let k = 0; k < count; k++) cards.push(id);
  }
  if (subs.size > 1) problems.push({ message: p.oneSub(subs.size, [...subs].join(', ')) });
  if (subKinds.length !== 5) problems.push({ message: p.fiveKinds(subKinds.length) });
  const sub = [...subs][0] ?? SUB_OF_SIDE[ch.side][0]!;
  const wantInk = INK_OF[sub];
  if (ch.side === 'magician') {
    const pile = wantInk ? data.byId[wantInk]! : undefined;
    if (!inkCard) problems.push({ message: p.needInk(pile?.count ?? 0, pile ? cardName(pile.id) : '') });
    else if (inkCard !== wantInk) problems.push({ message: p.inkColour(pile ? cardName(pile.id) : '') });
    else if (ink !== pile!.count) problems.push({ message: p.inkCount(cardName(pile!.id), pile!.count, ink) });
  } else if (inkCard) problems.push({ message: p.dragonInk });
  if (problems.length > 0) return { deck: null, problems, summary: [] };
  return {
    deck: { character, sub, cards, ink },
    problems,
    summary: [m().deckSummary(cardName(ch.id), m().sub[sub], cards.length, ink)],
  };
}

/** The deck as a log-header line; a dragonkin's deck has no [ink] section. */
function deckToText(deck: EpDeck): string {
  const sections: Record<string, string[]> = { character: [deck.character], deck: deck.cards };
  const inkId = INK_OF[deck.sub];
  if (deck.ink && inkId) sections.ink = Array<string>(deck.ink).fill(inkId);
  return deckToLine(sections);
}

export const deckRules: DeckRules<EpDeck> = {
  sections: SECTIONS,
  get builtin() { return builtinDecks(); },
  build: (entries) => buildDeck(entries),
  toText: deckToText,
};
