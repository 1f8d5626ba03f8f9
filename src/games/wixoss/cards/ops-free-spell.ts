/**
 * "You may use a red spell from your hand without paying its cost" (WX05 Yuzuki-Five's Exceed 2): `spell K` (a hand
 * card matching `filter` that could be used now but for its cost: its limiting condition and use condition hold) or
 * `skip`. The spell is then used as from the main phase (the opponent may cut in), its ener cost unpaid.
 */
import { m } from '../messages/index.js';
import { itemOf } from '../moves.js';
import { useSpell } from '../rules/actions.js';
import { def } from '../table/defs.js';
import { matches } from '../table/filter.js';
import { cardName } from '../table/names.js';
import { filterWords } from '../table/filter-words.js';
import { spellBlock } from '../table/spell-use.js';
import type { OpHandler } from './ops.js';
import { distinctChoices } from '../table/choices.js';

export const FREE_SPELL_OPS: Record<string, OpHandler> = {
  freeSpellFromHand: {
    ask(s, t, op) {
      const fits = (i: number) => def(s, i).type === 'SPELL' && matches(s, i, op.filter) && [null, 'cost'].includes(spellBlock(s, t.seat, i));
      const picks = distinctChoices(s, s.players[t.seat]!.hand, 'spell', [], fits);
      // Asked even with no such spell (`skip` alone): going on at once would tell the opponent what the hand lacks.
      return { over: false, seat: t.seat, prompt: m().promptFreeSpell(cardName(s, t.src), filterWords({ ...op.filter, type: 'SPELL' })), choices: [...picks, 'skip'], hiddenChoices: true };
    },
    run(s, t, _op, choice) {
      if (choice !== undefined && choice !== 'skip') useSpell(s, t.seat, itemOf(choice), true);
    },
  },
};
