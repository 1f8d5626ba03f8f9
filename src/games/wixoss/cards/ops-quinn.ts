/**
 * A SIGNI that meets an attack (WX04 Quinn): "you may put this SIGNI in front of the attacking SIGNI" (`moveInFront`:
 * moved, with its Charm, to the empty zone facing the trigger's card before the battle, which then meets it), and
 * "find a SIGNI in your deck, show it, and take it into hand or put it onto your field" (`searchHandOrField`: the
 * card picked, then `zone Z` to put it onto the field where it fits, or `skip` to take it into hand).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { entered } from '../rules/actions.js';
import { choiceText } from '../rules/choice-text.js';
import { putOnDeckTop, searchPool, takeFound } from '../rules/hidden.js';
import { handClosed, say, shuffleDeck } from '../rules/zones.js';
import { handLocked } from '../table/hand-lock.js';
import { moveStack } from '../rules/under.js';
import { summonBlockOf } from '../table/action-blocks.js';
import { def, lrigOf } from '../table/defs.js';
import { matches } from '../table/filter.js';
import { cardName, who } from '../table/names.js';
import { placementZones } from '../table/placement.js';
import { signiLevels } from '../table/power.js';
import { EMPTY, idOf, type WixossState } from '../state.js';
import { pickedId, zoneOf } from '../moves.js';
import type { EffectTask, OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';
import { distinctPicks } from '../table/choices.js';

/** The zone facing the attacker `t.subj` on the trigger owner's side, if it is empty (else -1). */
function emptyFront(s: WixossState, t: EffectTask): number {
  if (t.subj === undefined) return -1;
  const z = s.players[opponentOf(t.seat)]!.signi.indexOf(t.subj);
  return z >= 0 && s.players[t.seat]!.signi[z] === EMPTY ? z : -1;
}

export const QUINN_OPS: Record<string, OpHandler> = {
  moveInFront: {
    ask(s, t) {
      if (!s.players[t.seat]!.signi.includes(t.src) || emptyFront(s, t) < 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptMoveInFront(cardName(s, t.src), cardName(s, t.subj!)), choices: ['use', 'skip'] };
    },
    run(s, t, _op, choice) {
      if (choice !== 'use') return;
      const p = s.players[t.seat]!;
      const from = p.signi.indexOf(t.src);
      const to = emptyFront(s, t);
      p.signi[to] = t.src;
      p.signiDown[to] = p.signiDown[from]!;
      p.signi[from] = EMPTY;
      p.signiDown[from] = false;
      // A Charm lies under its SIGNI: it moves along.
      if (p.charm) { p.charm[to] = p.charm[from]!; p.charm[from] = EMPTY; }
      moveStack(s, t.seat, from, to); // and the cards under it (WX05 Uranium)
      say(s, m().evMovedInFront(cardName(s, t.src), to + 1));
    },
  },
  searchHandOrField: {
    begin(s, t) { s.revealed = true; say(s, m().evSearches(who(s, t.seat))); },
    ask(s, t, op) {
      const progress = progressOf(t, 'putOnField');
      if (progress && progress.waiting !== EMPTY) {
        const d = def(s, progress.waiting);
        const fits = summonBlockOf(d, lrigOf(s, t.seat), signiLevels(s, t.seat)) === null;
        const zones = fits ? placementZones(s, t.seat).map((z) => choiceText('zone', z + 1)) : [];
        // WX05 Code Love Heart CMR: with the hand locked, `skip` leaves it in the deck.
        const prompt = handLocked(s, t.seat) ? m().promptFieldOrDeck : m().promptHandOrField;
        return { over: false, seat: t.seat, prompt: prompt(cardName(s, progress.waiting)), choices: [...zones, 'skip'] };
      }
      if (progress) return null;
      const pool = searchPool(s, t.seat);
      if (pool.length === 0) return null;
      const choices = distinctPicks(s, pool, (i) => matches(s, i, op.filter));
      // A search may come up empty: asked (with `done`) while the deck has cards, so nothing tells what it holds.
      return { over: false, seat: t.seat, prompt: m().promptSearch(0, 1), choices: [...choices, 'done'], hiddenChoices: true };
    },
    run(s, t, _op, choice) {
      const progress = progressOf(t, 'putOnField');
      if (!progress) {
        if (choice === undefined || choice === 'done') { shuffleDeck(s, t.seat); say(s, m().evShuffles(who(s, t.seat))); return true; }
        const id = pickedId(choice);
        const found = searchPool(s, t.seat).find((i) => idOf(s, i) === id)!;
        // Shown and held in the hand while its player picks: into the hand it stays, or on to the field.
        takeFound(s, t.seat, found);
        s.players[t.seat]!.hand.push(found);
        say(s, m().evFinds(who(s, t.seat), cardName(s, found)));
        t.progress = { kind: 'putOnField', put: 0, waiting: found };
        return false;
      }
      const inst = progress.waiting;
      if (choice !== undefined && choice !== 'skip') {
        const z = zoneOf(choice);
        const p = s.players[t.seat]!;
        p.hand.splice(p.hand.indexOf(inst), 1);
        p.signi[z] = inst;
        p.signiDown[z] = false;
        say(s, m().evPutOnField(who(s, t.seat), cardName(s, inst), z + 1));
        entered(s, t.seat, inst, 'deck', true, true);
      } else if (handClosed(s, t.seat)) {
        // WX05 Code Love Heart CMR: it may not stay in the locked hand, so it stays in the deck (shuffled in below).
        const p = s.players[t.seat]!;
        p.hand.splice(p.hand.indexOf(inst), 1);
        putOnDeckTop(s, t.seat, inst);
      }
      shuffleDeck(s, t.seat);
      say(s, m().evShuffles(who(s, t.seat)));
      return true;
    },
  },
};
