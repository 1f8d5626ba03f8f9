/**
 * The search's key of a choice (`GameDefinition.choiceKey`). A choice that names a card of the deciding seat's
 * hand by its place (`drop 3 to 2`, `evolve 2 on 4`, `skill 1`, `discard 5`, `swap 2 with 1`, `hand 3`) names
 * another card in each of the search's samples once draws differ, so its key names the card (`drop [45] to 2`, by
 * its catalogue number). Stacks and columns keep their places in every sample: their choices are their own key.
 */
import { cardKey, firstWord, secondNumber } from '../../engine/choice-text.js';
import type { Seat } from '../../engine/game.js';
import type { PadState } from './state.js';

const FROM_HAND = new Set(['drop', 'evolve', 'skill', 'discard', 'swap', 'hand']);

export function choiceKey(s: PadState, choice: string, seat: Seat): string {
  if (!FROM_HAND.has(firstWord(choice))) return choice;
  const card = s.players[seat]?.hand[secondNumber(choice) - 1];
  return card === undefined ? choice : cardKey(choice, 1, card);
}
