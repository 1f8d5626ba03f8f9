/**
 * "Look at the top N cards of your deck; add one of them to your hand and put the rest into the trash" (WX04
 * Inactivity's Burst): `lookTakeRestTrash`. Only its player sees the cards looked at and the one taken (a card
 * matching `filter`, if given); the rest go face up to the trash.
 */
import { m } from '../messages/index.js';
import { handClosed, say, topTo } from '../rules/zones.js';
import { handLocked } from '../table/hand-lock.js';
import { cardName, who } from '../table/names.js';
import { matches } from '../table/filter.js';
import { idOf } from '../state.js';
import { pickedId } from '../moves.js';
import { CORE_OPS, type OpHandler } from './ops.js';
import { distinctPicks } from '../table/choices.js';

export const LOOK_TRASH_OPS: Record<string, OpHandler> = {
  lookTakeRestTrash: {
    others: () => m().publicLookTop,
    begin(s, t, op) { CORE_OPS.reorderTop!.begin!(s, t, op); },
    ask(s, t, op) {
      const top = s.players[t.seat]!.deck.slice(0, op.n ?? 3);
      if (top.length === 0 || handLocked(s, t.seat)) return null; // WX05 Code Love Heart CMR: none may be taken, all go to the trash
      const picks = distinctPicks(s, top, (i) => matches(s, i, op.filter));
      // Asked even when none fits (`done` alone), so the opponent learns nothing from whether it is asked.
      return picks.length ? { over: false, seat: t.seat, prompt: m().promptLookTakeOne, choices: picks } : { over: false, seat: t.seat, prompt: m().promptLookTakeOne, choices: ['done'], hiddenChoices: true };
    },
    run(s, t, op, choice) {
      const p = s.players[t.seat]!;
      let looked = Math.min(op.n ?? 3, p.deck.length);
      if (choice === undefined && looked > 0) handClosed(s, t.seat); // says so when the hand is locked
      if (choice !== undefined && choice !== 'done') {
        const at = p.deck.slice(0, looked).findIndex((i) => idOf(s, i) === pickedId(choice));
        const [inst] = p.deck.splice(at, 1);
        p.hand.push(inst!);
        looked--;
        say(s, m().evTakesLookedCard(who(s, t.seat)));
        say(s, m().evYouTake(cardName(s, inst!)), t.seat);
      }
      topTo(s, t.seat, looked, 'trash');
      return true;
    },
  },
};
