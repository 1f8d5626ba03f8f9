/**
 * `play --table`: cardref referees a game played with real cards. Whenever chance would act, the table says what
 * happened (src/engine/table-chance.ts finds the question). This file words a question, says which seat's screen
 * it belongs on, and checks an answer against the cards that could be there; the session asks and hands off.
 */
import { quote } from '../../engine/errors.js';
import type { ChanceOutcome } from '../../engine/chance.js';
import type { AnyGame, Seat } from '../../engine/game.js';
import type { ChanceQuestion } from '../../engine/table-chance.js';
import { t } from '../i18n/index.js';
import { suggestMove } from './suggest.js';
import { cardLabel, matchCard } from './table-cards.js';

/** The word that takes back the last answer (or, with none left, the move being completed). */
export const UNDO = 'undo';

/** The seat whose pile `key` is (the seats' decks are `1`, `2`, …: `seatOrderKeys`), or undefined for a shared pile. */
export function pileOwner(key: string, seats: number): Seat | undefined {
  if (!/^\d{1,2}$/.test(key)) return undefined;
  const seat = Number(key) - 1;
  return seat >= 0 && seat < seats ? seat : undefined;
}

/**
 * The seat whose screen a question is asked on: the one seat shown the outcome, else the owner of the pile (a
 * card of theirs turned face up: the candidates, the cards still unseen in their pile, would tell another seat
 * what is in their hand), else undefined (a shared pile or a pick: whoever has the screen answers).
 */
export function askedSeat(q: ChanceQuestion, seats: number): Seat | undefined {
  return q.to ?? pileOwner(q.key, seats);
}

/** The pile as players call it: "Ann's deck (1)", "pile level3". */
export function pileLabel(key: string, players: string[]): string {
  const owner = pileOwner(key, players.length);
  return owner === undefined ? t().tablePile(key) : t().tableDeck(players[owner]!, key);
}

/**
 * The question as one line: where the card comes from and why, in the game's words when it gives them ("Ben's top
 * life cloth is crushed: which card is it?"), else the pile; who sees it; which answer of the step this is.
 */
export function questionText(q: ChanceQuestion, players: string[], told: ChanceOutcome[]): string {
  if (q.pick !== undefined) {
    if (q.key === 'first') return t().tableFirst(players.map((p, i) => `${i + 1} ${p}`).join(', '));
    return q.why ? t().tableWhyPick(q.why, q.pick) : t().tablePick(q.key, q.pick);
  }
  if (q.why) return q.to === undefined ? t().tableWhyShown(q.why, q.nth ?? 1) : t().tableWhyPrivate(q.why, players[q.to]!, q.nth ?? 1);
  const nth = told.filter((o) => o.key === q.key).length + 1;
  const pile = pileLabel(q.key, players);
  return q.to === undefined ? t().tableShown(pile, nth) : t().tablePrivate(players[q.to]!, pile, nth);
}

/** `help` at a question: what is asked and why, whose eyes it is for, what to type and how names are matched. */
export function questionHelp(q: ChanceQuestion, players: string[]): string[] {
  if (q.pick !== undefined) return [...(q.why ? [t().tableHelpWhy(q.why)] : []), t().tableHowPick];
  const pile = pileLabel(q.key, players);
  const seen = q.to === undefined ? t().tableHelpEveryone : t().tableHelpOnly(players[q.to]!);
  return [
    t().tableHelpAsked(q.why, pile, seen),
    t().tableHelpType(q.candidates.length),
    t().tableHelpList,
  ];
}

/**
 * The answers of this step that `seat` may read (its own and the public ones), as the question screen's progress
 * line says them: the cards (with `game`, by name beside the id: cardLabel), who goes first and other picks in words.
 * A run ends where the table was told something (`breaks`: how many answers came before each note: a hand shuffled
 * back, so the next cards are a new hand). Empty when there are none.
 */
export function toldSoFar(told: ChanceOutcome[], seat: Seat | undefined, players: string[], breaks: readonly number[] = [], game?: AnyGame): string {
  const parts: string[] = [];
  let cards: string[] = [];
  for (const [i, o] of told.entries()) {
    if (breaks.includes(i) && cards.length > 0) {
      parts.push(cards.join(t().tableCardSeparator));
      cards = [];
    }
    if (o.to !== undefined && o.to !== seat) continue;
    const said = pickText(o, players);
    if (said === undefined) { cards.push(game ? cardLabel(game, o.name) : o.name); continue; }
    if (cards.length > 0) parts.push(cards.join(t().tableCardSeparator));
    cards = [];
    parts.push(said);
  }
  if (cards.length > 0) parts.push(cards.join(t().tableCardSeparator));
  return parts.join(t().tableSoFarSeparator);
}

/**
 * A pick's outcome in words ("Ben goes first"), or undefined for a card. A pick is answered with its number, which
 * no card's log name is, and its key is no seat's pile.
 */
function pickText(o: ChanceOutcome, players: string[]): string | undefined {
  if (!/^\d{1,3}$/.test(o.name) || pileOwner(o.key, players.length) !== undefined) return undefined;
  const player = players[Number(o.name) - 1];
  return o.key === 'first' && player !== undefined ? t().tableGoesFirst(player) : t().tablePicked(o.key, o.name);
}

/** What Tab offers: the candidates (and, for who goes first, the players' names). */
export function completions(q: ChanceQuestion, players: string[]): string[] {
  return q.key === 'first' && q.pick !== undefined ? [...q.candidates, ...players.slice(0, q.pick).map((p) => p.toLowerCase()), UNDO] : [...q.candidates, UNDO];
}

export type Answer = { name: string } | { error: string };

/** Possible cards an error lists at a terminal: the first few by name and id (`moves` lists them all). */
export const LISTED = 8;

/**
 * The outcome a typed answer names, checked against the candidates before anything else looks at it: a candidate
 * (any case), a card's name or a part of it that belongs to exactly one candidate (table-cards.ts), or (who goes
 * first) a player's name. An error lists up to `listed` of the possible cards (piped, where there is no `moves`: all).
 */
export function resolveAnswer(typed: string, q: ChanceQuestion, game: AnyGame, players: string[], listed = LISTED): Answer {
  const word = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  const exact = q.candidates.find((c) => c.toLowerCase() === word);
  if (exact !== undefined) return { name: exact };
  if (q.pick !== undefined) {
    const seat = q.key === 'first' ? players.slice(0, q.pick).findIndex((p) => p.toLowerCase() === word) : -1;
    if (seat >= 0) return { name: String(seat + 1) };
    const hint = q.key === 'first' ? suggestMove(word, players.slice(0, q.pick)) : undefined;
    return { error: t().tableBadPick(quote(typed.trim()), q.pick, hint) };
  }
  const found = matchCard(game, typed, q.candidates);
  if ('id' in found) return { name: found.id };
  if ('several' in found) return { error: t().tableSeveral(quote(typed.trim()), cardList(game, found.several, listed)) };
  return { error: t().tableNotThere(quote(typed.trim()), pileLabel(q.key, players), found.hint, cardList(game, q.candidates, listed)) };
}

function cardList(game: AnyGame, ids: string[], listed: number): string {
  const shown = ids.slice(0, listed).map((id) => cardLabel(game, id)).join(t().tableCardSeparator);
  return ids.length > listed ? `${shown}${t().tableCardSeparator}${t().tableMoreCards(ids.length - listed)}` : shown;
}
