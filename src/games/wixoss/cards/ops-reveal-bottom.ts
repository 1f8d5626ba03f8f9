/**
 * "Reveal the top N cards of your deck, add one (or every) matching card to your hand, put the rest on the bottom of
 * your deck in any order" (WX05 Thorium and Colla; WX06 Anne=Third may put each of the rest on the top or the
 * bottom). The revealed cards are shown to both seats (the event names them); the questions name them to their
 * decider only (questions.ts LOOKING), since another seat's guess of the deck holds other cards. With `look` (WX05
 * Mirurun Tico) the cards are only looked at: their player alone learns them, none is taken, each goes on the top or
 * the bottom, and the events tell the other seat only where a card went.
 *
 * While the op runs the deck is: the cards already put back on top (`onTop`), then the revealed cards still to place
 * (`left`), then the unrevealed rest.
 */
import { m } from '../messages/index.js';
import { cardName, cardNames, who } from '../table/names.js';
import { distinctIndexes, distinctPicks } from '../table/choices.js';
import { handClosed, say } from '../rules/zones.js';
import { idOf, type WixossState } from '../state.js';
import { knowTop, putUnderDeck, takeFound } from '../rules/hidden.js';
import { matches } from '../table/filter.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { Op } from './types.js';
import { itemOf, pickedId } from '../moves.js';
import { progressOf } from './op-progress.js';
import { revealCount } from '../table/reveal-more.js';
import { handLocked } from '../table/hand-lock.js';

type Progress = { kind: 'revealBottom'; left: number; taking: boolean; onTop: number };

const progress = (t: EffectTask): Progress => progressOf(t, 'revealBottom') ?? { kind: 'revealBottom', left: 0, taking: false, onTop: 0 };

/** The revealed cards still to place, in deck order. */
function unplaced(s: WixossState, t: EffectTask): number[] {
  const p = progress(t);
  return s.players[t.seat]!.deck.slice(p.onTop, p.onTop + p.left);
}

function take(s: WixossState, t: EffectTask, inst: number): void {
  s.players[t.seat]!.hand.push(takeFound(s, t.seat, inst));
  progress(t).left--;
  say(s, m().evTakesRevealed(who(s, t.seat), cardName(s, inst)));
}

function placeChoices(s: WixossState, t: EffectTask, op: Op): string[] {
  const rest = distinctIndexes(s, unplaced(s, t));
  const bottoms = rest.map((k) => `bottom ${k}`);
  return topOrBottom(op) ? [...rest.map((k) => `top ${k}`), ...bottoms] : bottoms;
}

const topOrBottom = (op: Op) => Boolean(op.topOrBottom || op.look);

export const REVEAL_BOTTOM_OPS: Record<string, OpHandler> = {
  revealRestBottom: {
    // The revealed cards were shown once (the event names them); the other seat reads only what is happening, as its
    // guess of the deck would name other cards.
    others: () => m().publicRevealBottom,
    begin(s, t, op) {
      const left = Math.min(revealCount(t, op.n ?? 1), s.players[t.seat]!.deck.length); // WX06 Grid may add one
      t.progress = { kind: 'revealBottom', left, taking: true, onTop: 0 };
      if (left === 0) return;
      s.revealed = true;
      if (op.look) {
        progress(t).taking = false; // nothing is taken from looked-at cards
        say(s, m().evLooksTop(who(s, t.seat), left));
        say(s, m().evTopIs(cardNames(s, knowTop(s, t.seat, left, t.seat))), t.seat);
        return;
      }
      say(s, m().evRevealTopN(who(s, t.seat), cardNames(s, knowTop(s, t.seat, left))));
    },
    ask(s, t, op) {
      const p = progress(t);
      const shown = unplaced(s, t);
      if (shown.length === 0) return null;
      if (p.taking) {
        if (op.all || handLocked(s, t.seat)) return null;
        const picks = distinctPicks(s, shown, (i) => matches(s, i, op.filter));
        // Taking is not optional ("add one"): `done` only when none of the revealed cards fits.
        return { over: false, seat: t.seat, prompt: m().promptPickRevealed, choices: picks.length ? picks : ['done'] };
      }
      // The last card left needs a question only when it may go on top as well.
      if (shown.length === 1 && !topOrBottom(op)) return null;
      const names = shown.map((i, k) => m().numbered(k + 1, cardName(s, i))).join(m().listJoin);
      // Looked-at cards: which of them are alike shows in the choices, so only their player may read them.
      if (op.look) return { over: false, seat: t.seat, prompt: m().promptLookedTopOrBottom(names), choices: placeChoices(s, t, op), hiddenChoices: true };
      return { over: false, seat: t.seat, prompt: op.topOrBottom ? m().promptRevealedTopOrBottom(names) : m().promptRevealedToBottom(names), choices: placeChoices(s, t, op) };
    },
    run(s, t, op, choice) {
      const p = (t.progress = progress(t));
      const deck = s.players[t.seat]!.deck;
      if (p.taking) {
        p.taking = false;
        // WX05 Code Love Heart CMR: with the hand locked none is taken; all the revealed cards go on to be placed.
        if (handClosed(s, t.seat)) return p.left === 0;
        if (op.all) for (const inst of unplaced(s, t).filter((i) => matches(s, i, op.filter))) take(s, t, inst);
        else if (choice !== undefined && choice !== 'done') take(s, t, unplaced(s, t).find((i) => idOf(s, i) === pickedId(choice))!);
        return p.left === 0;
      }
      if (choice === undefined) {
        // One card left that may only go to the bottom.
        if (p.left === 1) placeBottom(s, t, deck[p.onTop]!);
        return true;
      }
      const inst = deck[p.onTop + itemOf(choice)]!;
      if (choice.startsWith('top ')) {
        deck.splice(p.onTop + itemOf(choice), 1);
        deck.splice(p.onTop, 0, inst);
        p.onTop++;
        p.left--;
        say(s, op.look ? m().evLookedToTop(who(s, t.seat)) : m().evRevealedToTop(who(s, t.seat), cardName(s, inst)));
      } else placeBottom(s, t, inst, op.look);
      return p.left === 0;
    },
  },
};

function placeBottom(s: WixossState, t: EffectTask, inst: number, looked = false): void {
  const deck = s.players[t.seat]!.deck;
  deck.splice(deck.indexOf(inst), 1);
  // A looked-at card's new place is known to its player only.
  putUnderDeck(s, t.seat, [inst], looked ? t.seat : undefined);
  progress(t).left--;
  say(s, looked ? m().evLookedToBottom(who(s, t.seat)) : m().evRevealedCardToBottom(who(s, t.seat), cardName(s, inst)));
}
