/**
 * Life cloth ops (Eldora and friends). The life cloth is stored top last and stays face down: a look shows the
 * cards to the looker only; moves name a card publicly only when it lands face up (trash, an open check).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { Ask } from '../rules/ask.js';
import { choiceText } from '../rules/choice-text.js';
import { cardName, cardNames, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { noteTrashed, say } from '../rules/zones.js';
import { m } from '../messages/index.js';
import type { WixossState } from '../state.js';
import type { Op } from './types.js';
import { effectOps } from '../table/abilities.js';
import type { EffectTask, OpHandler } from './ops.js';
import { crushCards } from '../rules/damage.js';
import { addLifeFromDeck } from './ops-field.js';
import { fire } from '../rules/triggers.js';
import { knowLife, knowLifeTop, knownOntoLife, takeLife, takeLifeTop } from '../rules/hidden.js';
import { itemOf } from '../moves.js';
import { notePlaced, placedSoFar } from './op-progress.js';
import { distinctChoices } from '../table/choices.js';

/** The top `n` life cloth, top first. */
function topLife(s: WixossState, seat: Seat, n: number): number[] {
  const life = s.players[seat]!.life;
  return life.slice(Math.max(0, life.length - n)).reverse();
}

export function lookAtLife(s: WixossState, looker: Seat, owner: Seat, n: number): void {
  const cards = knowLifeTop(s, owner, n, looker);
  if (cards.length === 0) return;
  s.revealed = true;
  say(s, m().evLooksLife(who(s, looker), who(s, owner), cards.length));
  say(s, m().evLifeIs(cardNames(s, cards)), looker);
}

const yesNo = (seat: Seat, prompt: string): Ask => ({ over: false, seat, prompt, choices: ['cloth trash', 'skip'] });

/** Hand card `handIndex` (0-based) of `seat` on top of its life cloth: told to all, the card only to its owner. */
export function handCardToLife(s: WixossState, seat: Seat, handIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  knownOntoLife(s, seat, inst!);
  say(s, m().evHandToLife(who(s, seat)));
  fire(s, { when: 'lifeAdded', seat, subj: inst! });
  say(s, m().evYouPutLife(cardName(s, inst!)), seat);
}

export const LIFE_OPS: Record<string, OpHandler> = {
  /**
   * But Any Other: declare a level, show your top life cloth; if it is a SIGNI of that level your life cloth cannot
   * be crushed this turn (`declare N`, 0-5).
   */
  declareShieldLife: {
    ask: (_s, t) => ({ over: false, seat: t.seat, prompt: m().promptDeclare, choices: [0, 1, 2, 3, 4, 5].map((n) => `declare ${n}`) }),
    run(s, t, _op, choice) {
      const level = Number(choice!.slice(8));
      say(s, m().evDeclares(who(s, t.seat), level));
      const p = s.players[t.seat]!;
      const top = p.life.length ? knowLife(s, t.seat, p.life.length - 1) : undefined;
      if (top === undefined) return true;
      s.revealed = true;
      say(s, m().evLifeShown(who(s, t.seat), cardName(s, top)));
      if (def(s, top).type === 'SIGNI' && def(s, top).level === level) {
        s.mods.push({ inst: p.lrig[p.lrig.length - 1]!, noCrush: true });
        say(s, m().evLifeProtected(who(s, t.seat)));
      }
    },
  },

  /**
   * Scylla: crush your own top life cloth (its Life Burst may be used); when it would go to the ener zone it goes to
   * the trash instead, and then the rest of this effect (`addLife`) resolves. The rest waits as its own task under
   * the crushed card's.
   */
  crushOwnToTrash: {
    run(s, t) {
      const top = takeLifeTop(s, t.seat);
      if (top === undefined) { say(s, m().evNoLifeToCrush(who(s, t.seat))); return true; }
      const at = s.tasks.indexOf(t);
      crushCards(s, t.seat, [top], 'effect', at);
      for (const task of s.tasks) if (task.kind === 'finish' && task.inst === top) task.to = 'trash';
      const rest: EffectTask = { ...t, stage: 'resolve', opIndex: t.opIndex + 1, targets: [], progress: null };
      s.tasks.splice(at, 0, rest);
      t.opIndex = effectOps(s, t).length - 1; // this task ends; `rest` goes on after the crushed card is put away
    },
  },

  /** Look at your top life cloth (n, default 1). */
  lifeLook: { begin: (s, t, op) => lookAtLife(s, t.seat, t.seat, op.n ?? 1), run: () => true },

  /** Look at your top n life cloth and put them back in any order (`cloth k` = the k-th of those still to place). */
  lifeReorder: {
    others: () => m().publicReorderLife,
    begin: (s, t, op) => lookAtLife(s, t.seat, t.seat, reorderCount(s, t.seat, op)),
    ask(s, t, op) {
      const placed = placedSoFar(t);
      const rest = topLife(s, t.seat, reorderCount(s, t.seat, op)).slice(placed);
      // Asked even when the cloth left are alike (one choice), as reorderTop is.
      if (rest.length <= 1) return null;
      const names = rest.map((i, k) => m().numbered(k + 1, cardName(s, i))).join(m().listJoin);
      const choices = distinctChoices(s, rest, 'cloth', []);
      return { over: false, seat: t.seat, prompt: m().promptLifeReorder(names, placed), choices, hiddenChoices: true };
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const p = s.players[t.seat]!;
      const placed = placedSoFar(t);
      const topFirst = [...p.life].reverse();
      const [inst] = topFirst.splice(placed + itemOf(choice), 1);
      topFirst.splice(placed, 0, inst!);
      p.life = topFirst.reverse();
      notePlaced(t, placed + 1);
      return false;
    },
  },

  /** Your top life cloth into your hand. */
  lifeToHand: {
    run(s, t) {
      const p = s.players[t.seat]!;
      const top = takeLifeTop(s, t.seat, t.seat);
      t.done = top !== undefined;
      if (top === undefined) return true;
      p.hand.push(top);
      s.revealed = true;
      say(s, m().evLifeToHand(who(s, t.seat)));
      say(s, m().evYouTakeLife(cardName(s, top)), t.seat);
    },
  },

  /**
   * "One of your life cloth into hand" (Ryuuguu's action): the player picks it by position (`life K`, 1 = top), as
   * Cross Life Cloth does; the card stays hidden from the opponent. Nothing happens with no life cloth.
   */
  chosenLifeToHand: {
    ask: (s, t) => askLifeCloth(s, t.seat, m().promptLifeToHand),
    run(s, t, _op, choice) {
      t.done = choice !== undefined;
      if (choice === undefined) return true;
      const inst = takeLife(s, t.seat, lifeAt(s, t.seat, choice), t.seat);
      s.players[t.seat]!.hand.push(inst);
      s.revealed = true;
      say(s, m().evLifeKToHand(who(s, t.seat), itemOf(choice) + 1));
      say(s, m().evYouTakeLife(cardName(s, inst)), t.seat);
    },
  },

  /** A card of your choice from your hand onto your life cloth (`cloth k` = hand card k, as in lifeSwap). */
  handToLife: {
    ask(s, t) {
      const hand = s.players[t.seat]!.hand;
      return hand.length ? { over: false, seat: t.seat, prompt: m().promptHandToLife, choices: distinctChoices(s, hand, 'cloth', []) } : null;
    },
    run(s, t, _op, choice) {
      if (choice !== undefined) handCardToLife(s, t.seat, itemOf(choice));
    },
  },

  /** Your top n life cloth into the trash (face up there). */
  lifeToTrash: {
    run(s, t, op) {
      const p = s.players[t.seat]!;
      t.done = false;
      for (let k = 0; k < (op.n ?? 1) && p.life.length > 0; k++) {
        lifeTopToTrash(s, t.seat);
        t.done = true;
      }
    },
  },

  /** The opponent shows their top life cloth; without a Life Burst it goes to their trash. */
  oppLifeReveal: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      const p = s.players[opp]!;
      const top = p.life.length ? knowLife(s, opp, p.life.length - 1) : undefined;
      if (top === undefined) return true;
      s.revealed = true;
      say(s, m().evLifeShown(who(s, opp), cardName(s, top)));
      t.done = !def(s, top).lifeBurst;
      if (t.done) {
        p.trash.push(takeLifeTop(s, opp)!);
        say(s, m().evLifeToTrash(who(s, opp), cardName(s, top)));
        noteTrashed(s, opp, top);
      }
    },
  },

  /**
   * Look at the opponent's top life cloth; you may put it into their trash (`cloth trash`), and then they add the
   * top card of their deck to their life cloth.
   */
  oppLifeMayTrash: {
    begin: (s, t) => lookAtLife(s, t.seat, opponentOf(t.seat), 1),
    ask: (s, t) => (s.players[opponentOf(t.seat)]!.life.length ? yesNo(t.seat, m().promptTrashOppLife) : null),
    run(s, t, _op, choice) {
      const opp = opponentOf(t.seat);
      const p = s.players[opp]!;
      t.done = choice === 'cloth trash';
      if (!t.done) return true;
      const top = takeLifeTop(s, opp)!;
      p.trash.push(top);
      say(s, m().evLifeToTrash(who(s, opp), cardName(s, top)));
      noteTrashed(s, opp, top);
      addLifeFromDeck(s, opp, 1);
    },
  },

};

/** The seat's top life cloth into its trash, face up there: a hidden card turns face up, so the move cannot be taken back. */
export function lifeTopToTrash(s: WixossState, seat: Seat): void {
  lifeCardToTrash(s, seat, s.players[seat]!.life.length - 1);
}

/** Life cloth `at` (an index into the stored list, top last) of `seat` into its trash, face up there. */
export function lifeCardToTrash(s: WixossState, seat: Seat, at: number): void {
  const inst = takeLife(s, seat, at);
  s.players[seat]!.trash.push(inst);
  s.revealed = true;
  say(s, m().evLifeToTrash(who(s, seat), cardName(s, inst)));
  noteTrashed(s, seat, inst);
}

/** "One of your life cloth": a question with a `life K` per card (1 = top), or null when there is none. */
/** How many life cloth lifeReorder looks at: `n` (default 2), or every one with `all` (WX05 Eldora=Mark V). */
function reorderCount(s: WixossState, seat: Seat, op: Op): number {
  return op.all ? s.players[seat]!.life.length : op.n ?? 2;
}

export function askLifeCloth(s: WixossState, seat: Seat, prompt: string): Ask | null {
  const life = s.players[seat]!.life;
  return life.length ? { over: false, seat, prompt, choices: life.map((_, k) => choiceText('life', k + 1)) } : null;
}

/** The stored index of the life cloth a `life K` choice names (the list is stored top last; `life 1` is the top). */
export function lifeAt(s: WixossState, seat: Seat, choice: string): number {
  return s.players[seat]!.life.length - 1 - itemOf(choice);
}
