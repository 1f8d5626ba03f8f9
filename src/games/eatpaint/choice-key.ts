/**
 * The search's key of a choice (`GameDefinition.choiceKey`). A hand card (`play 3`, `set 2`) and a set trap
 * (`trap 1`) are named by place in a zone that each of the search's samples deals anew, so their key names the
 * card (`play [crimson-strike]`): the same move in every sample. Works, energy and picks lie open on the table and
 * keep their text. Only the deciding seat's own cards are keyed, which that seat sees.
 */
import { cardKey, firstWord, secondNumber } from '../../engine/choice-text.js';
import type { Seat } from '../../engine/game.js';
import type { EpState } from './state.js';

export function choiceKey(state: EpState, choice: string, seat: Seat): string {
  const verb = firstWord(choice);
  const own = state.sides[seat];
  const zone = verb === 'play' || verb === 'set' ? own?.hand : verb === 'trap' ? own?.traps : undefined;
  const card = zone?.[secondNumber(choice) - 1];
  return card === undefined ? choice : cardKey(choice, 1, card);
}
