/**
 * Which card names a text shown to a seat gives away. Generic over games: a text may name a catalogue card only
 * when the seat's view (its JSON, or the board rendered from it) already shows that card, by name or by id.
 * Used by the invariant suite on move descriptions and event texts.
 */
import type { AnyGame, Seat } from '../game.js';

/** A name and every card id printed under it (a reprint has the same name and another id). */
export interface NamedCard { name: string; ids: string[] }

/** Every name of every catalogue card in every language, longest first (so "Red Dragon" wins over "Dragon"). */
export function catalogueNames(game: AnyGame): NamedCard[] {
  const out = new Map<string, NamedCard>();
  for (const row of game.cards.rows()) {
    for (const name of new Set<string>([row.name, ...Object.values(row.names ?? {}) as string[]])) {
      if (!name) continue;
      const card = out.get(name) ?? { name, ids: [] };
      card.ids.push(row.id);
      out.set(name, card);
    }
  }
  return [...out.values()].sort((a, b) => b.name.length - a.name.length);
}

const latin = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);

/** Whether `text[at, at+length)` stands as a whole word: "Ink" inside "Inkwell" is not the card Ink. */
function wholeWord(text: string, at: number, length: number): boolean {
  return !(latin(text[at]) && latin(text[at - 1])) && !(latin(text[at + length - 1]) && latin(text[at + length]));
}

/** The catalogue cards `text` names, each matched once, longer names first. */
export function namedCards(text: string, names: NamedCard[]): NamedCard[] {
  let rest = text;
  const found: NamedCard[] = [];
  for (const card of names) {
    let at = rest.indexOf(card.name);
    let hit = false;
    while (at >= 0) {
      if (wholeWord(rest, at, card.name.length)) {
        hit = true;
        rest = `${rest.slice(0, at)}\u0000${rest.slice(at + card.name.length)}`;
      }
      at = rest.indexOf(card.name, at + 1);
    }
    if (hit) found.push(card);
  }
  return found;
}

/**
 * Everything `viewer` is shown of the state: its view, the board rendered from it and the view's data (which names
 * every card it shows by catalogue id, where the view may number them), as one searchable text.
 */
export function visibleText(game: AnyGame, state: unknown, viewer: Seat | null): string {
  const view = game.view(state, viewer);
  return `${JSON.stringify(view)}\n${JSON.stringify(game.render(view))}\n${JSON.stringify(game.viewData(view))}`;
}

/**
 * The names in `text` that none of `known` (visible texts) shows, by name or as a quoted id. `named`: the cards the
 * text names, when the caller has them (the invariant suite remembers them per text: the same texts come back).
 */
export function leakedNames(text: string, names: NamedCard[], known: string[], named = namedCards(text, names)): string[] {
  return named
    .filter((card) => !known.some((k) => k.includes(card.name) || card.ids.some((id) => k.includes(`"${id}"`))))
    .map((card) => card.name);
}
