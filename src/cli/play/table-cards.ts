/**
 * Cards as the people at a real table name them (`play --table`): by what is printed on them, not by cardref's
 * ids. An answer is any part of a card's name in any case, in English or Chinese (or the printed Japanese), or the
 * id; it is matched against the possible cards only, by the engine's matcher (card-index.ts). Lists show the name in
 * the reader's language beside the id.
 */
import { catalogueIndex, normalizeName, type CardMatch } from '../../engine/card-index.js';
import type { AnyGame } from '../../engine/game.js';
import { t } from '../i18n/index.js';
import type { Colors } from '../ui/colors.js';
import { moveColumnWidth, moveLines } from '../ui/move-list.js';
import { padStartDisplay } from '../ui/width.js';

/**
 * A card as lists show it: its name with the id beside it (`Bonya, Small Bow (WD01-016)`), the name alone where the
 * id only spells it (`Demeck`), the id alone for a card the catalogue does not name.
 */
export function cardLabel(game: AnyGame, id: string): string {
  const shown = catalogueIndex(game).card(id)?.row.name;
  if (!shown) return id;
  return normalizeName(shown) === normalizeName(id) ? shown : t().tableCardLabel(shown, id);
}

/**
 * The possible card `typed` names: its id (any case), its whole name, or a part of its name that no other possible
 * card's name has. Only `candidates` are looked at, so an answer never names a card that cannot be there.
 */
export function matchCard(game: AnyGame, typed: string, candidates: readonly string[]): CardMatch {
  return catalogueIndex(game).match(typed, candidates);
}

/**
 * `moves` at a table question (at the table's own terminal or a joined seat's): the possible answers, each card with
 * its name beside it, or for who goes first each seat with its player.
 */
export function possibleAnswers(
  question: { pick?: unknown; key: string; candidates: readonly string[] },
  game: AnyGame, players: readonly string[], columns: number, colors: Colors,
): string[] {
  const { candidates } = question;
  if (question.pick !== undefined) return candidates.map((c) => `${padStartDisplay(c, 3)}${question.key === 'first' ? `  ${players[Number(c) - 1] ?? ''}` : ''}`);
  const names = new Map(game.cards.rows().map((row) => [row.id, row.name]));
  const width = moveColumnWidth(candidates, columns);
  return candidates.flatMap((c) => moveLines(c, names.get(c) ?? '', { columns, width, lead: '  ', style: (move) => colors.bold(move) }));
}
