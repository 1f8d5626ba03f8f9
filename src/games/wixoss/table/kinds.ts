/**
 * Whether any card of a game's kind table passes a test, asked on hot paths (every summon, attack, ARTS cost): most
 * games have no such card, and the rule then costs nothing. The answer is kept until the state's kind table changes
 * (one table per game, shared by its copies).
 */
import type { IndexedCard } from '../cards/db.js';
import { kindDefs } from './defs.js';
import type { WixossState } from '../state.js';
import { kindTable } from './kind-table.js';

export function kindsWith(test: (card: IndexedCard) => boolean): (s: WixossState) => boolean {
  let kinds: string[] | undefined;
  let found = false;
  // Each card's answer by its serial (0: not asked yet, 1: no, 2: yes), found once: games of random decks each bring
  // a new kind table. (A typed array: serials are large, and a sparse plain array would become a slow dictionary.)
  let answers: Uint8Array = new Uint8Array(1024);
  return (s) => {
    if (s.kinds !== kinds && kindTable(s) !== kinds) {
      const defs = kindDefs(s);
      kinds = s.kinds;
      found = false;
      for (const card of defs) {
        if (card.serial >= answers.length) answers = grown(answers, card.serial);
        let answer = answers[card.serial]!;
        if (answer === 0) answers[card.serial] = answer = test(card) ? 2 : 1;
        if (answer === 2) { found = true; break; }
      }
    }
    return found;
  };
}

/** `answers` with room for index `serial`. */
function grown(answers: Uint8Array, serial: number): Uint8Array {
  const bigger = new Uint8Array(Math.max(2 * answers.length, serial + 1));
  bigger.set(answers);
  return bigger;
}

/** Whether some card of the table has a constant effect that passes `test`. */
export const kindsWithConstant = (test: (constant: NonNullable<NonNullable<IndexedCard['effects']>['constant']>[number]) => boolean) =>
  kindsWith((card) => (card.effects?.constant ?? []).some(test));
