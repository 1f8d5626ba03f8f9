/**
 * The search's key of a choice (`GameDefinition.choiceKey`). A choice that names a card of the deciding seat's
 * hand by its place (`summon 3 2`, `spell 1`, `ener 4`, `guard 2`, `discard 5`, `mulligan 1`) names another card
 * in each of the search's samples once draws differ, so its key names the card (`summon [WD01-009] 2`). The field,
 * the ener zone and the LRIG deck keep their places in every sample: their choices are their own key.
 */
import { cardKey, secondNumber } from '../../engine/choice-text.js';
import type { Seat } from '../../engine/game.js';
import { secondWord, verbOf } from './rules/choice-text.js';
import { idOf, type WixossState } from './state.js';

const FROM_HAND = new Set(['summon', 'spell', 'ener', 'guard', 'discard', 'mulligan']);

export function choiceKey(s: WixossState, choice: string, seat: Seat): string {
  const verb = verbOf(choice);
  if (!FROM_HAND.has(verb) || (verb === 'ener' && secondWord(choice) === 'signi')) return choice;
  const inst = s.players[seat]?.hand[secondNumber(choice) - 1];
  return inst === undefined ? choice : cardKey(choice, 1, idOf(s, inst));
}
