/** An LRIG trash card back to the LRIG deck ("add 1 white ARTS from your LRIG trash to your LRIG deck"; WX04 Tamayorihime). */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName, cardNames, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { fits } from '../table/filter.js';
import { idOf } from '../state.js';
import { pickedId } from '../moves.js';
import type { OpHandler } from './ops.js';
import { distinctPicks } from '../table/choices.js';

export const LRIG_TRASH_OPS: Record<string, OpHandler> = {
  /** One card matching `filter` from your LRIG trash (public) into your LRIG deck; nothing when there is none. */
  lrigTrashToDeck: {
    ask(s, t, op) {
      const trash = s.players[t.seat]!.lrigTrash;
      const choices = distinctPicks(s, trash, (inst) => fits(def(s, inst), op.filter));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptLrigTrashToDeck(cardName(s, t.src)), choices } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const p = s.players[t.seat]!;
      const [inst] = p.lrigTrash.splice(p.lrigTrash.findIndex((i) => idOf(s, i) === pickedId(choice)), 1);
      p.lrigDeck.push(inst!);
      say(s, m().evLrigTrashToDeck(who(s, t.seat), cardName(s, inst!)));
    },
  },
};

/** WX05 Mayu, Genesis Miko's On-Play: whole groups of the LRIG trash moved at once (the LRIG trash is public). */
export const LRIG_TRASH_ALL_OPS: Record<string, OpHandler> = {
  /** Every LRIG of your LRIG trash goes under your LRIG (below the cards already there, in the trash's order). */
  lrigTrashLrigsUnder: {
    run(s, t) {
      const p = s.players[t.seat]!;
      const moved = p.lrigTrash.filter((inst) => def(s, inst).type === 'LRIG');
      if (moved.length === 0) return true;
      p.lrigTrash = p.lrigTrash.filter((inst) => !moved.includes(inst));
      p.lrig.unshift(...moved);
      say(s, m().evLrigTrashUnder(who(s, t.seat), cardNames(s, moved)));
      return true;
    },
  },
  /** Every card matching `filter` of your LRIG trash goes back to your LRIG deck. */
  lrigTrashAllToDeck: {
    run(s, t, op) {
      const p = s.players[t.seat]!;
      const moved = p.lrigTrash.filter((inst) => fits(def(s, inst), op.filter));
      if (moved.length === 0) return true;
      p.lrigTrash = p.lrigTrash.filter((inst) => !moved.includes(inst));
      p.lrigDeck.push(...moved);
      say(s, m().evLrigTrashToDeck(who(s, t.seat), cardNames(s, moved)));
      return true;
    },
  },
};
