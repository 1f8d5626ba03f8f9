/** Ops that look at the top of your deck and act on what they see (WX01 Get Open). */
import { m } from '../messages/index.js';
import { cardName, cardNames, def, distinctIndexes, say, who } from '../rules/zones.js';
import { idOf } from '../state.js';
import { OPS, type EffectTask, type OpHandler } from './ops.js';
import type { Op } from './types.js';

// v[0] = cards already put back (the reorder step's count), v[1] = looked-at cards still on top, v[2] = 1 once trashing is done.
const looked = (t: EffectTask) => t.v[1] ?? 0;

// The reorder step is the starter op reorderTop over the cards still on top (read when run: ops.ts spreads these in).
const reorder = (t: EffectTask): Op => ({ op: 'reorderTop', n: looked(t) });

export const LOOK_OPS: Record<string, OpHandler> = {
  /** Look at your top `n`: put any number into the trash, then the rest back on top in any order. */
  lookTrashReorder: {
    begin(s, t, op) {
      const deck = s.players[t.seat]!.deck;
      const n = Math.min(op.n ?? 5, deck.length);
      t.v = [0, n, 0];
      s.revealed = true;
      say(s, m().evLooksTop(who(s, t.seat), n));
      say(s, m().evTopIs(cardNames(s, deck.slice(0, n))), t.seat);
    },
    ask(s, t) {
      if ((t.v[2] ?? 0) === 1) return OPS.reorderTop!.ask!(s, t, reorder(t));
      const top = s.players[t.seat]!.deck.slice(0, looked(t));
      if (top.length === 0) return null;
      const choices = distinctIndexes(s, top).map((k) => `pick ${def(s, top[k - 1]!).choiceId}`);
      choices.push('done');
      return { over: false, seat: t.seat, prompt: m().promptTrashFromTop(cardNames(s, top)), choices };
    },
    run(s, t, _op, choice) {
      if ((t.v[2] ?? 0) === 1) return OPS.reorderTop!.run(s, t, reorder(t), choice);
      if (choice === undefined || choice === 'done') { t.v[2] = 1; return false; }
      const p = s.players[t.seat]!;
      const at = p.deck.slice(0, looked(t)).findIndex((i) => idOf(s, i) === choice.slice(5).toUpperCase());
      const [inst] = p.deck.splice(at, 1);
      p.trash.push(inst!);
      t.v[1] = looked(t) - 1;
      say(s, m().evLookedToTrash(who(s, t.seat), cardName(s, inst!)));
      return false;
    },
  },
};
