/**
 * `info` at the play prompt: the full text of a card, from the game's own catalogue (`cardref cards <game>`), in the
 * UI language. A card is named by its place as the asking seat sees it (`info 3` a hand card, `info field 2` your
 * field, `info opp 2` the next seat's field) or by its name or id in any language, or a part of a name no other
 * card has (`info servant o`): the engine's matcher (card-index.ts).
 */
import { catalogueIndex } from '../../engine/card-index.js';
import { cardAt } from '../../engine/card-places.js';
import type { AnyGame, CardRef, CardRow, Seat } from '../../engine/game.js';
import { cardNameWithJa } from '../../engine/i18n.js';
import { displayWidth } from '../ui/width.js';

export type InfoAnswer = { row: CardRow } | { missing: 'noCard' | 'noHook' } | { unknown: string; hint?: string };

/** The place a typed reference names, or undefined when it is not a place (then it is a name). */
export function parseCardRef(words: string[], seat: Seat, seats: number): CardRef | undefined {
  const [first, second] = words;
  if (words.length === 1 && /^\d+$/.test(first!)) return { zone: 'hand', n: Number(first) };
  if (words.length === 2 && /^\d+$/.test(second!)) {
    if (first === 'field' || first === 'f') return { zone: 'field', n: Number(second), owner: seat };
    if (first === 'opp' || first === 'o') return { zone: 'field', n: Number(second), owner: (seat + 1) % seats };
  }
  return undefined;
}

export function findCard(game: AnyGame, state: unknown, seat: Seat, seats: number, text: string): InfoAnswer {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const ref = parseCardRef(words, seat, seats);
  if (ref) {
    if (!game.cardPlaces) return { missing: 'noHook' };
    const id = cardAt(game, state, seat, ref);
    const row = id === undefined ? undefined : catalogueIndex(game).card(id)?.row;
    return row ? { row } : { missing: 'noCard' };
  }
  const index = catalogueIndex(game);
  const found = index.match(text);
  if ('id' in found) return { row: index.card(found.id)!.row };
  // Several cards under one name (reprints) show the same text: the first is as good as any.
  const several = 'several' in found ? found.several.map((id) => index.card(id)!.row) : [];
  if (several.length > 0 && several.every((row) => row.name === several[0]!.name)) return { row: several[0]! };
  return { unknown: text.trim(), hint: several[0]?.name ?? ('hint' in found ? found.hint : undefined) };
}

/** A field this short shares a line with the other short ones, so the card's text fits on screen beside the board. */
const SHORT_FIELD = 28;

/**
 * The card as lines: its name (the printed Japanese one alongside) and id, its short fields (type, level, power...)
 * on one line, then every longer field (the card's text) on a line of its own.
 */
export function cardLines(game: AnyGame, row: CardRow, columns = 80): string[] {
  const title = `${row.names ? cardNameWithJa(row.names) : row.name}  (${row.id})`;
  const fields = game.cards.columns
    .map((c) => ({ title: c.title, bare: c.bare, value: String(row.fields[c.key] ?? '').trim() }))
    .filter((f) => f.value !== '' && f.value !== '-')
    // A value that names itself ("power 2000", "limit 11") is shown without its column's title.
    .map((f) => (f.bare ? f.value : `${f.title}: ${f.value}`));
  const short = fields.filter((f) => f.length <= SHORT_FIELD);
  const long = fields.filter((f) => f.length > SHORT_FIELD);
  // Whole fields per line, so a field ("LRIG type: Tama only") is never split between two lines.
  const packed: string[] = [];
  for (const f of short) {
    const last = packed.length - 1;
    if (last >= 0 && displayWidth(`${packed[last]!} · ${f}`) <= columns) packed[last] = `${packed[last]!} · ${f}`;
    else packed.push(`  ${f}`);
  }
  return [title, ...packed, ...long.map((f) => `  ${f}`)];
}
