/** Ops that name a class chosen during the effect (Ancient Return: "3 milled cards share a class: pick it"). */
import { choiceText } from '../rules/choice-text.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { handClosed, say, topTo } from '../rules/zones.js';
import { handLocked } from '../table/hand-lock.js';
import { className, m } from '../messages/index.js';
import { idOf, type WixossState } from '../state.js';
import type { EffectTask, OpHandler } from './ops.js';
import { itemOf, pickedId } from '../moves.js';
import { progressOf } from './op-progress.js';
import { distinctPicks } from '../table/choices.js';

/** Classes that at least `count` of the milled cards have, in order of first appearance. */
function sharedClasses(s: WixossState, t: EffectTask, count: number): string[] {
  const tally = new Map<string, number>();
  for (const inst of progressOf(t, 'chooseClass')?.milled ?? []) for (const c of def(s, inst).classes ?? []) tally.set(c, (tally.get(c) ?? 0) + 1);
  return [...tally].filter(([, n]) => n >= count).map(([c]) => c);
}

// Progress `chooseClass`: the milled cards, then the class chosen, then the SIGNI taken.
export const CLASS_OPS: Record<string, OpHandler> = {
  /**
   * Mill `n`; if at least `count` (default 3) of them share a class, choose one such class, then take up to `amount`
   * (default 2) SIGNI of that class from your trash into hand.
   */
  millChooseClass: {
    begin(s, t, op) {
      t.progress = { kind: 'chooseClass', milled: topTo(s, t.seat, op.n ?? 5, 'trash'), chosenClass: null, taken: 0 };
    },
    ask(s, t, op) {
      const classes = sharedClasses(s, t, op.count ?? 3);
      if (classes.length === 0 || handLocked(s, t.seat)) return null; // WX05 Code Love Heart CMR: nothing may be taken
      const p = progressOf(t, 'chooseClass');
      const cls = p?.chosenClass;
      if (!cls) {
        if (classes.length === 1) return null;
        return { over: false, seat: t.seat, prompt: m().promptClass(classes.map((c, k) => m().numbered(k + 1, className(c))).join(m().listJoin)), choices: classes.map((_, k) => choiceText('class', k + 1)) };
      }
      const taken = p?.taken ?? 0;
      if (taken >= (op.amount ?? 2)) return null;
      const trash = s.players[t.seat]!.trash;
      const picks = distinctPicks(s, trash, (i) => def(s, i).type === 'SIGNI' && (def(s, i).classes ?? []).includes(cls));
      return picks.length ? { over: false, seat: t.seat, prompt: m().promptFromTrash(taken, op.amount ?? 2), choices: [...picks, 'done'] } : null;
    },
    run(s, t, op, choice) {
      const classes = sharedClasses(s, t, op.count ?? 3);
      const progress = progressOf(t, 'chooseClass');
      if (classes.length > 0 && handClosed(s, t.seat)) return true;
      if (!progress?.chosenClass) {
        if (!progress || classes.length === 0) return true;
        progress.chosenClass = classes[classes.length === 1 ? 0 : itemOf(choice!)]!;
        say(s, m().evChoosesClass(who(s, t.seat), className(progress.chosenClass)));
        return false;
      }
      if (choice === undefined || choice === 'done') return true;
      const p = s.players[t.seat]!;
      const at = p.trash.findIndex((i) => idOf(s, i) === pickedId(choice));
      const [inst] = p.trash.splice(at, 1);
      p.hand.push(inst!);
      say(s, m().evFromTrash(who(s, t.seat), cardName(s, inst!)));
      progress.taken++;
      return false;
    },
  },
};
