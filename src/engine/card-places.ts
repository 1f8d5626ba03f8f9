/**
 * `info 3`, `info field 2`: the card a player names by its place, read from the game's `viewData` as the asking seat
 * sees it. A game declares only where its hands and fields lie in that data (`GameDefinition.cardPlaces`); since
 * `viewData` hides what the seat's view hides, a card the seat may not see is never named.
 */
import type { AnyGame, CardRef, Seat } from './game.js';

/** Where a game's `viewData` keeps what `info` reads: keys of docs/protocol.md's fields. */
export interface CardPlaces {
  /** The list of seats (`players`, `sides`, `seats`). */
  seats: string;
  /** A seat's hand (a list of ids, null when hidden); absent in a game without hands. */
  hand?: string;
  /**
   * A seat's field rows, the first that is not empty counting (EAT/PAINT: its works, else its energy). An entry is an
   * id, a card `{ card }` (null face down), or a stack (a list, or `{ cards }`) shown by its top card, the last.
   */
  field: readonly string[];
}

type Data = Record<string, unknown>;

/** The id an entry of a row shows, if any. */
function shownId(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry)) return shownId(entry.at(-1));
  if (entry === null || typeof entry !== 'object') return undefined;
  const { card, cards } = entry as Data;
  return shownId(card ?? cards);
}

const list = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

/**
 * The catalogue id (a `cards.rows()` id) of the card `ref` names as `seat` sees it: `hand` is its own hand,
 * `field` a face-up card of `owner`'s field. Undefined when there is none, or the game declares no `cardPlaces`.
 */
export function cardAt(game: AnyGame, state: unknown, seat: Seat, ref: CardRef): string | undefined {
  const places: CardPlaces | undefined = game.cardPlaces;
  if (!places) return undefined;
  const data = game.viewData(game.view(state, seat));
  const seatData = list(data[places.seats])?.[ref.zone === 'hand' ? seat : ref.owner] as Data | undefined;
  if (!seatData) return undefined;
  if (ref.zone === 'hand') return places.hand === undefined ? undefined : shownId(list(seatData[places.hand])?.[ref.n - 1]);
  const row = places.field.map((key) => list(seatData[key]) ?? []).find((cards) => cards.length > 0);
  return shownId(row?.[ref.n - 1]);
}
