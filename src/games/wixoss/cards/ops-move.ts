/**
 * Ops that move cards between the deck and the trash, or look at the deck: look and take one, search the deck into
 * the trash, return trash cards to the deck bottom.
 */
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { deckCardTrashed, handClosed, say, sendFromField, shuffleDeck } from '../rules/zones.js';
import { handLocked } from '../table/hand-lock.js';
import { m } from '../messages/index.js';
import { idOf, type WixossState } from '../state.js';
import { matches } from '../table/filter.js';
import { CORE_OPS, type EffectTask, type OpHandler } from './ops.js';
import { FIELD_OPS } from './ops-field.js';
import { putUnderDeck, searchPool, takeFound } from '../rules/hidden.js';
import { pickedId } from '../moves.js';
import { progressOf } from './op-progress.js';
import { distinctPicks } from '../table/choices.js';

function takeById(s: WixossState, zone: number[], choice: string): number {
  const at = zone.findIndex((i) => idOf(s, i) === pickedId(choice));
  return zone.splice(at, 1)[0]!;
}

/** The cards searchToTrash and trashToBottom have picked so far. */
const pickedSoFar = (t: EffectTask) => progressOf(t, 'pickCards')?.picked ?? [];

function notePicked(t: EffectTask, inst: number): void {
  t.progress = { kind: 'pickCards', picked: [...pickedSoFar(t), inst] };
}

/** A differentLevels op has picked a card of this one's level already. */
function levelTaken(s: WixossState, t: EffectTask, inst: number): boolean {
  return pickedSoFar(t).some((i) => def(s, i).level === def(s, inst).level);
}

function distinctLevels(s: WixossState, insts: number[]): number {
  return new Set(insts.map((i) => def(s, i).level)).size;
}

/** `differentNames` (WX06 Tawil=Fyra): a card of a name picked already is left out; reprints share their name. */
const nameOf = (s: WixossState, inst: number) => def(s, inst).name.ja;
const nameTaken = (s: WixossState, t: EffectTask, inst: number) => pickedSoFar(t).some((i) => nameOf(s, i) === nameOf(s, inst));
const distinctNames = (s: WixossState, insts: number[]) => new Set(insts.map((i) => nameOf(s, i))).size;

/** The looked-at cards of `lookTake` still on top: n, less the one taken. */
function lookRest(s: WixossState, t: EffectTask, n: number): number {
  const taken = progressOf(t, 'lookTake')?.taken ?? 0;
  return Math.min(n, s.players[t.seat]!.deck.length + taken) - taken;
}

export const MOVE_OPS: Record<string, OpHandler> = {
  /**
   * Aztec: putOnField, and each SIGNI it puts there gains this card's `grants[grant]` until end of turn (Aztec's:
   * "at the end of this turn, put this SIGNI into the trash").
   */
  putOnFieldGrant: {
    begin: (s, t, op) => FIELD_OPS.putOnField!.begin?.(s, t, op),
    ask: (s, t, op) => FIELD_OPS.putOnField!.ask!(s, t, op),
    run(s, t, op, choice) {
      const before = [...s.players[t.seat]!.signi];
      const done = FIELD_OPS.putOnField!.run(s, t, op, choice);
      s.players[t.seat]!.signi.forEach((inst, z) => {
        if (inst !== before[z] && inst >= 0) s.mods.push({ inst, from: t.src, grant: op.grant ?? 0 });
      });
      return done;
    },
  },
  /** This SIGNI (the one whose ability this is) from the field into its owner's trash; `done` says whether it went ("if you do"). */
  trashSelf: {
    run(s, t) {
      const z = s.players[t.seat]!.signi.indexOf(t.src);
      t.done = z >= 0;
      if (z >= 0) {
        say(s, m().evTrashedByEffect(cardName(s, t.src), who(s, t.seat)));
        sendFromField(s, t.seat, z, 'trash');
      }
    },
  },

  /** This card, from your trash, to the bottom of your deck (an ability used from the trash). */
  selfToBottom: {
    run(s, t) {
      const p = s.players[t.seat]!;
      const at = p.trash.indexOf(t.src);
      if (at >= 0) {
        p.trash.splice(at, 1);
        putUnderDeck(s, t.seat, [t.src]);
        say(s, m().evTrashToBottom(who(s, t.seat), cardName(s, t.src)));
      }
    },
  },

  /**
   * Look at your top `n` cards; you may show one matching `filter` and take it into hand; put the rest back in any
   * order (the reorder is reorderTop's, over the cards left).
   */
  lookTake: {
    others: () => m().publicLookTop,
    begin(s, t, op) { CORE_OPS.reorderTop!.begin!(s, t, op); },
    ask(s, t, op) {
      if (!progressOf(t, 'lookTake')) {
        const top = s.players[t.seat]!.deck.slice(0, op.n ?? 3);
        if (top.length === 0 || handLocked(s, t.seat)) return null; // WX05 Code Love Heart CMR: none may be taken
        const picks = distinctPicks(s, top, (i) => matches(s, i, op.filter));
        // Asked even when none of the looked-at cards fits (`done` alone): going on at once would tell the opponent.
        return { over: false, seat: t.seat, prompt: m().promptLookTake, choices: [...picks, 'done'], ...(picks.length ? {} : { hiddenChoices: true }) };
      }
      return CORE_OPS.reorderTop!.ask!(s, t, { op: 'reorderTop', n: lookRest(s, t, op.n ?? 3) });
    },
    run(s, t, op, choice) {
      if (!progressOf(t, 'lookTake')) {
        if (choice === undefined || choice === 'done') {
          if (choice === undefined) handClosed(s, t.seat); // says so when the hand is locked
          t.progress = { kind: 'lookTake', taken: 0, placed: 0 };
        }
        else {
          const p = s.players[t.seat]!;
          const top = p.deck.slice(0, op.n ?? 3);
          const inst = top.find((i) => idOf(s, i) === pickedId(choice))!;
          p.deck.splice(p.deck.indexOf(inst), 1);
          p.hand.push(inst);
          t.progress = { kind: 'lookTake', taken: 1, placed: 0 };
          say(s, m().evFinds(who(s, t.seat), cardName(s, inst)));
        }
        return false;
      }
      return CORE_OPS.reorderTop!.run(s, t, { op: 'reorderTop', n: lookRest(s, t, op.n ?? 3) }, choice);
    },
  },

  /** Find up to `count` cards matching `filter` in your deck (`differentLevels`: each of another level) and trash them; shuffle. */
  searchToTrash: {
    begin(s, t) { s.revealed = true; say(s, m().evSearches(who(s, t.seat))); },
    ask(s, t, op) {
      const picked = pickedSoFar(t);
      if (picked.length >= (op.count ?? 1)) return null;
      const choices = distinctPicks(s, searchPool(s, t.seat), (i) => matches(s, i, op.filter) && !(op.differentLevels && levelTaken(s, t, i)));
      choices.push('done');
      return { over: false, seat: t.seat, prompt: m().promptSearchToTrash(picked.length, op.count ?? 1), choices };
    },
    run(s, t, op, choice) {
      const p = s.players[t.seat]!;
      if (choice !== undefined && choice !== 'done') {
        const pool = searchPool(s, t.seat);
        const inst = takeFound(s, t.seat, pool[pool.findIndex((i) => idOf(s, i) === pickedId(choice))]!);
        p.trash.push(inst);
        notePicked(t, inst);
        say(s, m().evDeckToTrash(who(s, t.seat), cardName(s, inst)));
        deckCardTrashed(s, t.seat, inst);
        if (pickedSoFar(t).length < (op.count ?? 1)) return false;
      }
      shuffleDeck(s, t.seat);
      say(s, m().evShuffles(who(s, t.seat)));
    },
  },

  /**
   * Put `count` cards matching `filter` from your trash on the bottom of your deck, one after another (each under
   * the last), `differentLevels` each of another level. Only when all of them can go; `done` reports it.
   */
  trashToBottom: {
    ask(s, t, op) {
      const trash = s.players[t.seat]!.trash;
      const picked = pickedSoFar(t);
      const fits = (i: number) => matches(s, i, op.filter);
      if (picked.length === 0) {
        const all = trash.filter(fits);
        const available = op.differentLevels ? distinctLevels(s, all) : op.differentNames ? distinctNames(s, all) : all.length;
        if (available < (op.count ?? 1)) return null;
      }
      if (picked.length >= (op.count ?? 1)) return null;
      const choices = distinctPicks(s, trash, (i) => fits(i) && !(op.differentLevels && levelTaken(s, t, i)) && !(op.differentNames && nameTaken(s, t, i)));
      return { over: false, seat: t.seat, prompt: m().promptToBottom(picked.length, op.count ?? 1), choices };
    },
    run(s, t, op, choice) {
      const p = s.players[t.seat]!;
      if (choice === undefined) { t.done = pickedSoFar(t).length >= (op.count ?? 1); return true; }
      const inst = takeById(s, p.trash, choice);
      putUnderDeck(s, t.seat, [inst]);
      notePicked(t, inst);
      say(s, m().evTrashToBottom(who(s, t.seat), cardName(s, inst)));
      return false;
    },
  },
};

