/**
 * Cards as the people at a real table name them (`play --table`): by what is printed on them, not by cardref's
 * ids. An answer is any part of a card's name in any case, in English or Chinese (or the printed Japanese), or the
 * id; it is matched against the possible cards only, by the engine's matcher (card-index.ts). Lists show the name in
 * the reader's language beside the id.
 */
import { catalogueIndex, normalizeName, type CardMatch } from '../../engine/card-index.js';
import type { AnyGame } from '../../engine/game.js';
import { t } from '../i18n/index.js';

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
