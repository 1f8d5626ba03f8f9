/**
 * "Discard up to N matching cards from your hand, then banish that many opposing SIGNI" (WD10 Eternal Karma).
 * Progress `discardForEach`: cards discarded so far, whether the discarding is over, banishes made since.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { choiceText } from '../rules/choice-text.js';
import { banish, discardAt } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import { matches } from '../table/filter.js';
import { legalZones } from '../table/targets.js';
import { m } from '../messages/index.js';
import type { OpHandler } from './ops.js';
import { filterWords } from '../table/filter-words.js';
import { itemOf, zoneOf } from '../moves.js';
import { progressOf } from './op-progress.js';
import { distinctChoices } from '../table/choices.js';

export const DISCARD_BANISH_OPS: Record<string, OpHandler> = {
  discardBanishEach: {
    ask(s, t, op) {
      const p = progressOf(t, 'discardForEach');
      if (!p?.discardingDone) {
        const hand = s.players[t.seat]!.hand;
        if (hand.length === 0) return null;
        const picks = distinctChoices(s, hand, 'discard', [], (i) => matches(s, i, op.filter));
        const prompt = m().promptDiscardUpTo(cardName(s, t.src), filterWords(op.filter), (op.count ?? 1) - (p?.discarded ?? 0));
        // `done` alone when none matches, asked all the same: going on at once would tell what the hand lacks.
        return picks.length ? { over: false, seat: t.seat, prompt, choices: [...picks, 'done'] } : { over: false, seat: t.seat, prompt, choices: ['done'], hiddenChoices: true };
      }
      const zones = legalZones(s, { op: 'banish' }, opponentOf(t.seat));
      const left = p.discarded - p.banished;
      if (left <= 0 || zones.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptBanishForEach(left), choices: zones.map((z) => choiceText('target', z + 1)) };
    },
    run(s, t, op, choice) {
      const p = (t.progress = progressOf(t, 'discardForEach') ?? { kind: 'discardForEach', discarded: 0, discardingDone: false, banished: 0 });
      if (!p.discardingDone) {
        if (choice === undefined || choice === 'done') p.discardingDone = true;
        else {
          discardAt(s, t.seat, itemOf(choice));
          p.discarded++;
          if (p.discarded >= (op.count ?? 1)) p.discardingDone = true;
        }
        return false;
      }
      if (choice === undefined) return true;
      banish(s, opponentOf(t.seat), zoneOf(choice));
      p.banished++;
      return false;
    },
  },
};
