/**
 * The effect-op library (src/engine/ops.ts). Each op of a card's data names a handler here. Targeting ops choose in
 * the target stage (before a spell's cut-in window) and re-check legality when they resolve; the others decide while
 * resolving. `ask` is pure (the decision list); `run` performs one step, and the op is finished unless it says false.
 */
import { fire } from '../rules/triggers.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { OpHandler as EngineOpHandler } from '../../../engine/ops.js';
import { becauseOf, chancePick } from '../../../engine/chance.js';
import type { Ask } from '../rules/ask.js';
import { signiPower, shielded } from '../table/power.js';
import { m } from '../messages/index.js';
import { banish, discardAt, draw, handClosed, say, sendFromField, shuffleDeck, topTo } from '../rules/zones.js';
import { cardName, cardNames, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { distinctIndexes, distinctPicks } from '../table/choices.js';
import { EMPTY, type Task, type WixossState, idOf } from '../state.js';
import { knowTop, searchPool, takeFound, takeTop } from '../rules/hidden.js';
import { legalZones, stillLegal, targetSide } from '../table/targets.js';
import { LRIG_TARGET, targetChoice, targetsOf } from './targets.js';
import type { Op } from './types.js';
import { why } from '../messages/table-why.js';
import { zoneOf, itemOf, levelOf, pickedId } from '../moves.js';
import { notePlaced, placedSoFar, progressOf } from './op-progress.js';
import { matches } from '../table/filter.js';
import { perCount } from '../table/power-per.js';
import { ignoresResolvingArts } from '../table/arts-proof.js';
import { trashedLevel } from './ops-trashed-level.js';
import { filterWords } from '../table/filter-words.js';
import { downSigni } from '../rules/downed.js';
import { awaitsReplacement } from '../table/replace.js';

export type EffectTask = Extract<Task, { kind: 'effect' }>;

/**
 * The engine's op handler, plus what only WIXOSS's rules have: a target stage, since a spell's targets are chosen as
 * it is used, before the opponent's cut-in window (`askTarget`/`pickTarget`, re-checked on resolving), and `begin`,
 * since an op's looks and reveals happen once as it starts, before its first question.
 */
export interface OpHandler extends EngineOpHandler<WixossState, EffectTask, Op> {
  /** Target stage: the question, or null when this op's targets are settled. */
  askTarget?(s: WixossState, t: EffectTask, op: Op): Ask | null;
  pickTarget?(s: WixossState, t: EffectTask, op: Op, choice: string): void;
  begin?(s: WixossState, t: EffectTask, op: Op): void;
  /**
   * The public wording of the op's question, beside the decider's (its `ask` / `askTarget`): what every seat but the
   * decider reads when the question names cards only the decider sees ("looking at the top cards of their deck").
   * Absent: the question names nothing hidden, and the others read it as asked (questions.ts; the move audit checks).
   */
  others?(s: WixossState): string;
}

function describeFilter(op: Op): string {
  if (op.maxPower !== undefined) return m().filterMax(op.maxPower);
  if (op.minPower !== undefined) return m().filterMin(op.minPower);
  if (op.filter?.maxLevel !== undefined) return m().filterMaxLevel(op.filter.maxLevel);
  return '';
}

/** Targeting of "1 / up to N SIGNI on one side"; the op's `targets` list collects instances. `verb`: a `targetVerb` key. */
export function signiTargeting(verb: string): Pick<OpHandler, 'askTarget' | 'pickTarget'> {
  return {
    askTarget(s, t, op) {
      const chosen = t.targets[t.opIndex] ?? [];
      const max = op.count ?? 1;
      if (progressOf(t, 'targetsClosed') || chosen.length >= max) return null;
      const side = targetSide(op, t.seat);
      const zones = legalZones(s, op, side, chosen);
      if (zones.length === 0) return null;
      const choices = zones.map((z) => targetChoice(z, side === t.seat));
      if (op.upTo || op.optional) choices.push(op.optional ? 'skip' : 'done');
      const text = m();
      return { over: false, seat: t.seat, prompt: text.promptTarget(text.targetVerb[verb]!, side === t.seat, describeFilter(op), chosen.length, max), choices };
    },
    pickTarget(s, t, op, choice) {
      if (choice === 'done' || choice === 'skip') { t.progress = { kind: 'targetsClosed' }; return; }
      const side = targetSide(op, t.seat);
      targetsOf(t).push(s.players[side]!.signi[zoneOf(choice)]!);
    },
  };
}

/** Resolve each still-legal target of a targeting op. */
export function eachTarget(s: WixossState, t: EffectTask, op: Op, act: (side: Seat, zone: number, inst: number) => void | boolean): boolean {
  const side = targetSide(op, t.seat);
  t.done = false;
  for (const inst of t.targets[t.opIndex] ?? []) {
    const z = stillLegal(s, op, side, inst);
    // An act that reports false did not happen (a banish refused), nor one that waits on a replacement (rules/replace.ts
    // makes the effect's "if you do" true if it then happens): not "if you do".
    if (z >= 0 && act(side, z, inst) !== false && !awaitsReplacement(s, inst)) t.done = true;
  }
  return true;
}

const takenSoFar = (t: EffectTask) => progressOf(t, 'take')?.taken ?? 0;

/**
 * `differentLevels` (issue 46 costs, Lucky Three): a card of a level this op took already is left out. What the op
 * takes goes to the end of the hand, so those are the hand's last `taken` cards.
 */
function levelTaken(s: WixossState, t: EffectTask, op: Op, inst: number): boolean {
  const taken = takenSoFar(t);
  if (!(op.differentLevels || op.sameLevel) || taken === 0) return false;
  const level = def(s, inst).level;
  // `sameLevel` (WX06 Munkarun's Burst): "two SIGNI of the same level": one of another level is left out.
  if (op.sameLevel) return s.players[t.seat]!.hand.slice(-taken).some((i) => def(s, i).level !== level);
  return s.players[t.seat]!.hand.slice(-taken).some((i) => def(s, i).level === level);
}

/** "Choose a card among these" (search, trash, ener): distinct card ids, up to `count`, `done` when allowed. */
function pickFrom(zoneOf: (s: WixossState, t: EffectTask) => number[], prompt: (n: number, of: number) => string, mandatory: (op: Op) => boolean) {
  return {
    ask(s: WixossState, t: EffectTask, op: Op): Ask | null {
      if (takenSoFar(t) >= (op.count ?? 1)) return null;
      const zone = zoneOf(s, t);
      const choices = distinctPicks(s, zone, (inst) => matches(s, inst, op.filter) && !levelTaken(s, t, op, inst));
      if (choices.length === 0) return null;
      if (!mandatory(op)) choices.push('done');
      return { over: false, seat: t.seat, prompt: prompt(takenSoFar(t), op.count ?? 1), choices };
    },
    take(s: WixossState, t: EffectTask, choice: string | undefined, into: number[]): number | undefined {
      if (choice === undefined || choice === 'done') return undefined;
      const zone = zoneOf(s, t);
      const id = pickedId(choice);
      const at = zone.findIndex((i) => idOf(s, i) === id);
      if (at < 0) return undefined;
      const inst = zone === s.players[t.seat]!.ener || zone === s.players[t.seat]!.trash ? zone.splice(at, 1)[0] : takeFound(s, t.seat, zone[at]!);
      into.push(inst!);
      t.progress = { kind: 'take', taken: takenSoFar(t) + 1 };
      return inst;
    },
  };
}

const searchPick = pickFrom((s, t) => searchPool(s, t.seat), (n, of) => m().promptSearch(n, of), () => false);

const trashPick = pickFrom((s, t) => s.players[t.seat]!.trash, (n, of) => m().promptFromTrash(n, of), (op) => !op.upTo);
const enerPick = pickFrom((s, t) => s.players[t.seat]!.ener, (n, of) => m().promptFromEner(n, of), (op) => !op.upTo);

/**
 * A search that finds no such card still asks (answer `done`) while the deck has cards: a search may always come up
 * empty, and going on at once would tell the opponent that the deck holds none.
 */
function searchDone(s: WixossState, t: EffectTask, op: Op): Ask | null {
  if (takenSoFar(t) >= (op.count ?? 1) || searchPool(s, t.seat).length === 0) return null;
  return { over: false, seat: t.seat, prompt: m().promptSearch(takenSoFar(t), op.count ?? 1), choices: ['done'], hiddenChoices: true };
}

const discardedSoFar = (t: EffectTask) => progressOf(t, 'discard')?.discarded ?? 0;
const noteDiscard = (t: EffectTask) => { t.progress = { kind: 'discard', discarded: discardedSoFar(t) + 1 }; };

/** "Discard N" by `seat` one card at a time (distinct cards only). */
function askDiscard(s: WixossState, seat: Seat, left: number, why: string): Ask | null {
  const hand = s.players[seat]!.hand;
  if (left <= 0 || hand.length === 0) return null;
  return { over: false, seat, prompt: m().promptDiscard(why, left), choices: distinctIndexes(s, hand).map((i) => `discard ${i}`) };
}

export function revealHand(s: WixossState, looker: Seat, owner: Seat): void {
  const hand = s.players[owner]!.hand;
  say(s, m().evLooksAtHand(who(s, looker), who(s, owner)));
  say(s, m().evHandShown(who(s, owner), cardNames(s, hand)), looker);
  s.revealed = true;
}

/** The ops of the first starter decks (draw, charge, banish, power, search, discard, ...); the library is op-library.ts. */
export const CORE_OPS: Record<string, OpHandler> = {
  draw: { run: (s, t, op) => { draw(s, t.seat, op.n ?? 1); return true; } },
  enerCharge: { run: (s, t, op) => { topTo(s, t.seat, op.n ?? 1, 'ener'); return true; } },
  mill: {
    run(s, t, op) {
      targetsOf(t).push(...topTo(s, t.seat, op.n ?? 1, 'trash')); // what was milled, for ifMilled
      if (op.who === 'all') topTo(s, opponentOf(t.seat), op.n ?? 1, 'trash');
    },
  },

  banish: { ...signiTargeting('banish'), run: (s, t, op) => eachTarget(s, t, op, (side, z) => banish(s, side, z)) },
  bounce: {
    ...signiTargeting('bounce'),
    run: (s, t, op) => eachTarget(s, t, op, (side, z) => {
      const [inst, went] = sendFromField(s, side, z, 'hand');
      if (went) say(s, m().evBounced(cardName(s, inst), who(s, side)));
    }),
  },
  down: {
    ...signiTargeting('down'),
    run: (s, t, op) => eachTarget(s, t, op, (side, z, inst) => {
      downSigni(s, side, z, 'effect');
      say(s, m().evDowned(cardName(s, inst)));
    }),
  },
  powerOne: {
    ...signiTargeting('powerOne'),
    run: (s, t, op) => eachTarget(s, t, op, (_side, _z, inst) => {
      // "-3000 for each of its levels" (issue 46 costs): the level as it resolves.
      const amount = (op.amount ?? 0) * (op.perLevel ? def(s, inst).level : 1) * (op.perLrigLevel ? lrigOf(s, t.seat)?.level ?? 0 : 1);
      s.mods.push({ inst, add: amount });
      say(s, m().evPowerOne(cardName(s, inst), amount));
    }),
  },
  powerAll: {
    run(s, t, op) {
      const side = op.side === 'opponent' ? opponentOf(t.seat) : t.seat;
      // "for each of your <Poison Fang> SIGNI" (issue 46 costs): counted as it resolves.
      // "for each level of the SIGNI put into the trash this way" (WX05 Hate Impress): the trashOwnThen before it.
      const amount = (op.amount ?? 0) * (op.per ? perCount(s, t.seat, op.per, t.src) : 1) * (op.perTrashedLevel ? trashedLevel(s, t) : 1);
      for (const inst of s.players[side]!.signi) if (inst !== EMPTY && matches(s, inst, op.filter)) s.mods.push({ inst, add: amount }); // filter: "all your <Atom> SIGNI" (WX04 Neon)
      say(s, op.filter ? m().evPowerAllOf(who(s, side), filterWords({ ...op.filter, type: undefined }), amount) : m().evPowerAll(who(s, side), amount));
    },
  },
  setPower: {
    run(s, t, op) {
      if (!s.players[t.seat]!.signi.includes(t.src)) return true;
      s.mods.push({ inst: t.src, set: op.value ?? 0 });
      say(s, m().evSetPower(cardName(s, t.src), op.value!));
    },
  },
  cannotAttack: {
    askTarget(s, t) {
      if ((t.targets[t.opIndex] ?? []).length > 0) return null;
      const opp = opponentOf(t.seat);
      // WX04 No Gain: its player's LRIG ignores the opponent's ARTS (and a protected SIGNI is no legal pick).
      const lrig = ignoresResolvingArts(s, opp) ? [] : ['target lrig'];
      const choices = [...lrig, ...legalZones(s, { op: 'cannotAttack' }, opp).map((z) => targetChoice(z, false))];
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptNoAttack, choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const opp = s.players[opponentOf(t.seat)]!;
      targetsOf(t).push(choice === 'target lrig' ? LRIG_TARGET : opp.signi[zoneOf(choice)]!);
    },
    run(s, t) {
      const opp = s.players[opponentOf(t.seat)]!;
      const target = (t.targets[t.opIndex] ?? [])[0];
      if (target === LRIG_TARGET) {
        s.mods.push({ inst: opp.lrig[opp.lrig.length - 1]!, noAttack: true });
        say(s, m().evLrigNoAttack(who(s, opponentOf(t.seat))));
      } else if (target !== undefined && opp.signi.includes(target)) {
        s.mods.push({ inst: target, noAttack: true });
        say(s, m().evSigniNoAttack(cardName(s, target)));
      }
    },
  },

  search: {
    begin(s, t) { s.revealed = true; say(s, m().evSearches(who(s, t.seat))); },
    ask: (s, t, op) => searchPick.ask(s, t, op) ?? searchDone(s, t, op),
    run(s, t, op, choice) {
      const inst = searchPick.take(s, t, choice, s.players[t.seat]!.hand);
      if (inst !== undefined) {
        say(s, m().evFinds(who(s, t.seat), cardName(s, inst)));
        if (searchPick.ask(s, t, op) ?? searchDone(s, t, op)) return false;
      }
      if (op.noShuffle) return true;
      shuffleDeck(s, t.seat);
      say(s, m().evShuffles(who(s, t.seat)));
    },
  },
  /** Shuffle your deck (after searches with `noShuffle`: "search ..., then if ..., search again; then shuffle"). */
  shuffle: { run(s, t) { shuffleDeck(s, t.seat); say(s, m().evShuffles(who(s, t.seat))); return true; } },
  /** Declare a level (0-5), reveal your top card; a SIGNI of that level goes to your hand, anything else stays on top. */
  declareTopToHand: {
    ask: (s, t) => (s.players[t.seat]!.deck.length ? { over: false, seat: t.seat, prompt: m().promptDeclare, choices: [0, 1, 2, 3, 4, 5].map((n) => `declare ${n}`) } : null),
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const level = levelOf(choice);
      say(s, m().evDeclares(who(s, t.seat), level));
      const p = s.players[t.seat]!;
      const top = knowTop(s, t.seat, 1)[0]!;
      s.revealed = true;
      say(s, m().evRevealsTop(who(s, t.seat), cardName(s, top)));
      const d = def(s, top);
      // WX05 Code Love Heart CMR: a locked hand leaves it on top.
      if (d.type === 'SIGNI' && d.level === level && !handClosed(s, t.seat)) {
        p.hand.push(takeTop(s, t.seat));
        say(s, m().evFinds(who(s, t.seat), cardName(s, top)));
      }
    },
  },
  trashToHand: {
    ask: trashPick.ask,
    run(s, t, op, choice) {
      const inst = trashPick.take(s, t, choice, s.players[t.seat]!.hand);
      if (inst === undefined) return true;
      say(s, m().evFromTrash(who(s, t.seat), cardName(s, inst)));
      return trashPick.ask(s, t, op) === null;
    },
  },
  enerToHand: {
    ask: enerPick.ask,
    run(s, t, op, choice) {
      const inst = enerPick.take(s, t, choice, s.players[t.seat]!.hand);
      if (inst === undefined) return true;
      say(s, m().evFromEner(who(s, t.seat), cardName(s, inst)));
      fire(s, { when: 'enerToHand', seat: t.seat, subj: inst });
      return enerPick.ask(s, t, op) === null;
    },
  },
  reorderTop: {
    others: () => m().publicReorderTop,
    // `placed`: how many of the looked-at cards are already put back (they stay on top in the chosen order).
    ask(s, t, op) {
      const deck = s.players[t.seat]!.deck;
      const n = Math.min(op.n ?? 3, deck.length);
      const placed = placedSoFar(t);
      const rest = deck.slice(placed, n);
      // Asked for every card but the last even when the cards left are alike (one choice): skipping it would tell
      // the opponent that they are.
      if (rest.length <= 1) return null;
      // `top 2` = the second of the cards still to place (by position, so the move line names no hidden card).
      const choices = distinctIndexes(s, rest).map((k) => `top ${k}`);
      const names = rest.map((i, k) => m().numbered(k + 1, cardName(s, i))).join(m().listJoin);
      return { over: false, seat: t.seat, prompt: m().promptReorder(names, placed), choices, hiddenChoices: true };
    },
    begin(s, t, op) {
      const deck = s.players[t.seat]!.deck;
      const n = Math.min(op.n ?? 3, deck.length);
      s.revealed = true;
      say(s, m().evLooksTop(who(s, t.seat), n));
      say(s, m().evTopIs(cardNames(s, knowTop(s, t.seat, n, t.seat))), t.seat);
    },
    run(s, t, _op, choice) {
      const deck = s.players[t.seat]!.deck;
      if (choice === undefined) return true;
      const placed = placedSoFar(t);
      const at = placed + itemOf(choice);
      const [inst] = deck.splice(at, 1);
      deck.splice(placed, 0, inst!);
      notePlaced(t, placed + 1);
      return false;
    },
  },
  discard: {
    ask: (s, t, op) => askDiscard(s, t.seat, (op.n ?? 1) - discardedSoFar(t), cardName(s, t.src)),
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      discardAt(s, t.seat, itemOf(choice));
      noteDiscard(t);
      return false;
    },
  },
  oppDiscards: {
    ask: (s, t, op) => (op.all ? null : askDiscard(s, opponentOf(t.seat), (op.n ?? 1) - discardedSoFar(t), cardName(s, t.src))),
    run(s, t, op, choice) {
      // `all`: the opponent discards their whole hand, nothing to choose (WX05 Code Piruluk ACRO).
      if (op.all) {
        const opp = opponentOf(t.seat);
        if (s.players[opp]!.hand.length) s.revealed = true; // their hidden cards come face up
        while (s.players[opp]!.hand.length) discardAt(s, opp, 0);
        return true;
      }
      if (choice === undefined) return true;
      discardAt(s, opponentOf(t.seat), itemOf(choice));
      noteDiscard(t);
      return false;
    },
  },
  randomDiscard: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      const hand = s.players[opp]!.hand;
      // A pick without looking: `> discard: k` in a transcript, k the hand card as its owner numbers them.
      if (hand.length === 0) return;
      discardAt(s, opp, becauseOf(s.rng, () => why().discard(who(s, opp)), () => chancePick(s.rng, 'discard', hand.length)));
      // The card was hidden from the mover until now, also when it was the only one (no chance was drawn then).
      s.revealed = true;
    },
  },
  peekDiscard: {
    ask(s, t, op) {
      const hand = s.players[opponentOf(t.seat)]!.hand;
      // Without `level` (Code Art TAP's Burst): any card of the hand.
      const fits = (i: number) => op.level === undefined || (def(s, i).type === 'SIGNI' && def(s, i).level === op.level);
      const choices = distinctPicks(s, hand, fits);
      return choices.length ? { over: false, seat: t.seat, prompt: op.level === undefined ? m().promptPeekAny : m().promptPeek(op.level), choices } : null;
    },
    begin: (s, t) => revealHand(s, t.seat, opponentOf(t.seat)),
    run(s, t, _op, choice) {
      const opp = opponentOf(t.seat);
      if (choice === undefined) return true;
      const hand = s.players[opp]!.hand;
      discardAt(s, opp, hand.findIndex((i) => idOf(s, i) === pickedId(choice)));
    },
  },

  // Named handlers for the oddities.
  declareDiscard: {
    ask: (_s, t) => ({ over: false, seat: t.seat, prompt: m().promptDeclare, choices: [0, 1, 2, 3, 4, 5].map((n) => `declare ${n}`) }),
    run(s, t, _op, choice) {
      const level = levelOf(choice!);
      const opp = opponentOf(t.seat);
      say(s, m().evDeclares(who(s, t.seat), level));
      revealHand(s, t.seat, opp);
      const hand = s.players[opp]!.hand;
      for (let k = hand.length - 1; k >= 0; k--) {
        const d = def(s, hand[k]!);
        if (d.type === 'SIGNI' && d.level === level) discardAt(s, opp, k);
      }
    },
  },
  discardThreeBanishAll: {
    // Ruling: with fewer than 3 cards in hand nothing is discarded and nothing is banished.
    ask: (s, t) => (s.players[t.seat]!.hand.length + discardedSoFar(t) < 3 ? null : askDiscard(s, t.seat, 3 - discardedSoFar(t), cardName(s, t.src))),
    run(s, t, _op, choice) {
      if (choice !== undefined) {
        discardAt(s, t.seat, itemOf(choice));
        noteDiscard(t);
        if (discardedSoFar(t) < 3) return false;
      }
      if (discardedSoFar(t) < 3) { say(s, m().evTooFewToDiscard); return true; }
      for (const seat of [s.active, opponentOf(s.active)]) {
        const p = s.players[seat]!;
        for (let z = 0; z < p.signi.length; z++) if (p.signi[z] !== EMPTY && !shielded(s, seat, p.signi[z]!)) banish(s, seat, z);
      }
    },
  },
  downOwnThenBanish: {
    // First your up SIGNI to down, then (progress `downThenBanish`: its power) the opposing SIGNI to banish.
    ask(s, t, op) {
      const downed = progressOf(t, 'downThenBanish');
      if (!downed) {
        const p = s.players[t.seat]!;
        // `filter` (issue 46 costs): "down one of your up <Dragon Beast> SIGNI".
        const zones = p.signi.flatMap((i, z) => (i !== EMPTY && !p.signiDown[z] && matches(s, i, op.filter) ? [z] : []));
        return zones.length ? { over: false, seat: t.seat, prompt: m().promptDownOwn, choices: zones.map((z) => targetChoice(z, true)) } : null;
      }
      const zones = legalZones(s, { op: 'banish', maxPower: downed.downedPower }, opponentOf(t.seat));
      return zones.length ? { over: false, seat: t.seat, prompt: m().promptBanishUpTo(downed.downedPower), choices: zones.map((z) => targetChoice(z, false)) } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      if (!progressOf(t, 'downThenBanish')) {
        const z = zoneOf(choice);
        downSigni(s, t.seat, z, 'effect');
        say(s, m().evDowned(cardName(s, s.players[t.seat]!.signi[z]!)));
        t.progress = { kind: 'downThenBanish', downedPower: signiPower(s, t.seat, z) };
        return false;
      }
      banish(s, opponentOf(t.seat), zoneOf(choice));
    },
  },
};
