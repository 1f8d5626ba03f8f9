/** Revealing the top of your deck: "reveal the top card; if it is an <Arm> SIGNI, add it to your hand" and the like. */
import { m } from '../messages/index.js';
import { cardName, cardNames, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { draw, handClosed, say, topTo } from '../rules/zones.js';
import { handLocked } from '../table/hand-lock.js';
import { idOf, type WixossState } from '../state.js';
import { knowTop, takeTop } from '../rules/hidden.js';
import { fits } from '../table/filter.js';
import type { OpHandler } from './ops.js';
import { pickedId } from '../moves.js';
import { progressOf } from './op-progress.js';
import { revealCount } from '../table/reveal-more.js';
import { distinctPicks } from '../table/choices.js';


/** Shows the top card to both players; returns it (undefined when the deck is empty). */
function revealTop(s: WixossState, seat: number): number | undefined {
  const [top] = knowTop(s, seat, 1);
  if (top === undefined) return undefined;
  s.revealed = true;
  say(s, m().evRevealTop(who(s, seat), cardName(s, top)));
  return top;
}

export const REVEAL_OPS: Record<string, OpHandler> = {
  // Reveal the top card; if it matches `filter` it goes to your hand, else it stays on top.
  revealTopToHand: {
    run(s, t, op) {
      const top = revealTop(s, t.seat);
      // WX05 Code Love Heart CMR: a locked hand leaves the card on top.
      if (top !== undefined && fits(def(s, top), op.filter) && !handClosed(s, t.seat)) {
        s.players[t.seat]!.hand.push(takeTop(s, t.seat));
        say(s, m().evTakesRevealed(who(s, t.seat), cardName(s, top)));
      }
    },
  },
  // Reveal the top card; if it matches `filter`, draw `n`.
  revealTopDraw: {
    run(s, t, op) {
      const top = revealTop(s, t.seat);
      if (top !== undefined && fits(def(s, top), op.filter)) draw(s, t.seat, op.n ?? 1);
    },
  },
  // Reveal the top `n`; take one that matches `filter` into hand (if any does), the rest go to the trash.
  // Progress `reveal`: how many cards were revealed.
  revealTopPick: {
    begin(s, t, op) {
      const deck = s.players[t.seat]!.deck;
      const revealed = Math.min(revealCount(t, op.n ?? 1), deck.length); // WX06 Grid may add one
      t.progress = { kind: 'reveal', revealed };
      if (revealed === 0) return;
      s.revealed = true;
      say(s, m().evRevealTopN(who(s, t.seat), cardNames(s, knowTop(s, t.seat, revealed))));
    },
    ask(s, t, op) {
      const shown = s.players[t.seat]!.deck.slice(0, progressOf(t, 'reveal')?.revealed ?? 0);
      // `all` (issue 46 costs): every matching card is taken, nothing to choose.
      if (shown.length === 0 || op.all || handLocked(s, t.seat)) return null; // WX05 Code Love Heart CMR: none may be taken
      const choices = distinctPicks(s, shown, (i) => fits(def(s, i), op.filter));
      // Asked whenever cards were revealed, `done` alone when none fits, so that whether it is asked never hangs on
      // which cards they were.
      if (choices.length === 0) return { over: false, seat: t.seat, prompt: m().promptPickRevealed, choices: ['done'], hiddenChoices: true };
      return { over: false, seat: t.seat, prompt: m().promptPickRevealed, choices };
    },
    run(s, t, op, choice) {
      const p = s.players[t.seat]!;
      let n = progressOf(t, 'reveal')?.revealed ?? 0;
      // WX05 Code Love Heart CMR: with the hand locked none is taken, and all the revealed cards go to the trash.
      const closed = n > 0 && handClosed(s, t.seat);
      if (op.all && !closed) {
        for (const inst of p.deck.slice(0, n).filter((i) => fits(def(s, i), op.filter))) {
          p.deck.splice(p.deck.indexOf(inst), 1);
          p.hand.push(inst);
          say(s, m().evTakesRevealed(who(s, t.seat), cardName(s, inst)));
          n--;
        }
      }
      if (choice !== undefined && choice !== 'done') {
        const at = p.deck.slice(0, n).findIndex((i) => idOf(s, i) === pickedId(choice));
        const [inst] = p.deck.splice(at, 1);
        p.hand.push(inst!);
        say(s, m().evTakesRevealed(who(s, t.seat), cardName(s, inst!)));
        n--;
      }
      topTo(s, t.seat, n, 'trash');
    },
  },
};
