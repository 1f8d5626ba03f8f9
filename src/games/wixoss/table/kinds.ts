/**
 * Whether any card of a game's kind table passes a test, asked on hot paths (every summon, attack, ARTS cost): most
 * games have no such card, and the rule then costs nothing. The answer is kept until the state's kind table changes
 * (one table per game, shared by its copies).
 */
import { cardDef, type IndexedCard } from '../cards/db.js';
import type { WixossState } from '../state.js';
import { kindTable } from './kind-table.js';

export function kindsWith(test: (card: IndexedCard) => boolean): (s: WixossState) => boolean {
  let kinds: string[] | undefined;
  let found = false;
  return (s) => {
    if (s.kinds !== kinds && kindTable(s) !== kinds) {
      kinds = s.kinds;
      found = kinds.some((id) => test(cardDef(id)));
    }
    return found;
  };
}

/** Whether some card of the table has a constant effect that passes `test`. */
export const kindsWithConstant = (test: (constant: NonNullable<NonNullable<IndexedCard['effects']>['constant']>[number]) => boolean) =>
  kindsWith((card) => (card.effects?.constant ?? []).some(test));
