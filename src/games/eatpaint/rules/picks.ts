/**
 * Picks: one card or work chosen at a time (paying energy, targets of effects). Candidates are listed here and
 * nowhere else; a pick with no candidate does nothing, and one that every way ends the same is automatic.
 */
import { QUESTIONS } from '../questions.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { TextTable } from '../../../engine/choice-text.js';
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { card, cardName } from '../cards/load.js';
import type { Energy, EpState, Task } from '../state.js';
import { m, who } from '../messages/index.js';
import { MOVES } from '../moves.js';
import type { Op } from '../cards/types.js';
import { opPick } from './ops.js';
import { targetableWorks } from './stats.js';
import { faceDownIndex, revealHidden, takeInk, trashWork } from './zones.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';
import { sideOf } from '../state.js';

export type PickTask = Extract<Task, { kind: 'pick' }>;

const PAY = new TextTable((n) => MOVES.text('pay', { n }));
const TARGET = new TextTable((n) => MOVES.text('target', { n }));
const PICK = new TextTable((n) => MOVES.text('pick', { n }));

/** The texts of a pick's choices: `pay 2`, `target 1`, `pick 3`. */
function texts(t: PickTask): TextTable {
  return t.what === 'payRest' || t.what === 'payTrash' ? PAY : t.what === 'target' ? TARGET : PICK;
}

/** Works of the opponent an effect may choose; trap effects must respect priority targets like attacks do. */
function oppWorks(state: EpState, t: PickTask) {
  const side = sideOf(state, opponentOf(t.seat));
  return t.trap || t.what === 'target' ? targetableWorks(side) : side.works;
}

/** The candidates of a pick: 0-based indices of the first item of each kind, and how many items there are in all. */
interface Candidates { first: number[]; total: number }

function candidates(state: EpState, t: PickTask): Candidates {
  const own = sideOf(state, t.seat);
  const opp = sideOf(state, opponentOf(t.seat));
  const out: number[] = [];
  const uniq = new Set<string>();
  let total = 0;
  // Identical items give identical outcomes, so only the first of each kind is offered (shorter lists).
  const add = (i: number, key: string) => { total++; if (!uniq.has(key)) { uniq.add(key); out.push(i); } };
  const addOppWorks = () => { const allowed = oppWorks(state, t); opp.works.forEach((w, i) => { if (allowed.includes(w)) add(i, String(w.uid)); }); };
  switch (t.what) {
    case 'payRest': case 'payTrash':
      own.energy.forEach((e, i) => { if (!e.rest) add(i, `${e.up ? e.card : '?'}`); });
      break;
    case 'ready':
      // Cards that can be activated are left out, or two readying cards could untap each other forever.
      own.energy.forEach((e, i) => { if (e.rest && !activatable(e)) add(i, `${e.up ? e.card : '?'}`); });
      break;
    case 'destroy':
      if (opp.side === 'dragon') opp.energy.forEach((e, i) => add(i, `${e.up ? e.card : '?'}/${e.rest}`));
      else addOppWorks();
      break;
    case 'weaken':
      if (opp.side === 'dragon') opp.energy.forEach((e, i) => { if (!e.rest) add(i, `${e.up ? e.card : '?'}`); });
      else addOppWorks();
      break;
    case 'target': addOppWorks(); break;
    case 'recover':
      own.trash.forEach((c, i) => { if (!t.filter || card(c).type === t.filter) add(i, c); });
      break;
    case 'inkToWork': case 'pump': case 'sacrifice':
      own.works.forEach((w, i) => add(i, String(w.uid)));
      break;
    case 'readyWork':
      own.works.forEach((w, i) => { if (w.rest) add(i, String(w.uid)); });
      break;
    case 'equip':
      own.works.forEach((w, i) => { if (!w.frame) add(i, String(w.uid)); });
      break;
    case 'reanimate':
      if (own.inkDiscard > 0) own.trash.forEach((c, i) => { if (canReanimate(state, t.seat, c)) add(i, c); });
      break;
  }
  return { first: out, total };
}

/**
 * Can an effect do what it says now? Every op of it that chooses must have a candidate: no card text lets a card be
 * played for nothing (Gloomy Erase against an empty field would cost 2 INK and trash nothing).
 */
export function effectHasTargets(state: EpState, s: Seat, ops: Op[] | undefined): boolean {
  return (ops ?? []).every((op) => {
    const pick = opPick(state, s, op);
    return !pick || candidates(state, { kind: 'pick', seat: s, ...pick, src: '', trap: false }).first.length > 0;
  });
}

/** A face-up origin card with a use effect (or an attack) can be activated from the energy zone. */
export function activatable(e: Energy): boolean {
  const def = card(e.card);
  return e.up && (def.type === 'attack' || (def.play?.length ?? 0) > 0);
}

/** A work may come back other than by summon; one with `reanimateMin` needs that many other works in the trash. */
function canReanimate(state: EpState, seat: Seat, id: string): boolean {
  const def = card(id);
  if (def.type !== 'work') return false;
  if (!def.reanimateMin) return true;
  const works = sideOf(state, seat).trash.filter((c) => card(c).type === 'work').length;
  return works - 1 >= def.reanimateMin;
}

/**
 * The choices of a pick, and whether it is forced: asking is skipped only when every way to make the whole pick
 * takes the same multiset of kinds, i.e. all candidates must be taken or they are all of one kind. (Two kinds
 * with more items than the pick needs always leave a choice, e.g. which two of two Rose Rebirth and two Crimson
 * Strike to rest.)
 */
function pickOptions(state: EpState, t: PickTask): { choices: string[]; forced: boolean } {
  const { first, total } = candidates(state, t);
  const table = texts(t);
  return { choices: first.map((i) => table.get(i + 1)), forced: total <= t.count || first.length <= 1 };
}

/** One item of the pick; true when the pick is complete. */
function applyPick(state: EpState, t: PickTask, choice: string): boolean {
  const move = MOVES.parse(choice);
  const i = (move?.verb === 'pay' || move?.verb === 'target' || move?.verb === 'pick' ? move.args.n : 0) - 1;
  const own = sideOf(state, t.seat);
  const opp = sideOf(state, opponentOf(t.seat));
  const me = who(state, t.seat);
  switch (t.what) {
    case 'payRest': own.energy[i]!.rest = true; break;
    case 'payTrash': {
      if (!own.energy[i]!.up) becauseOf(state.rng, () => why().payEnergy(me), () => revealHidden(state, t.seat, 'energy', faceDownIndex(state, t.seat, i)));
      const e = own.energy.splice(i, 1)[0]!;
      own.trash.push(e.card);
      // A face-down card turns face up in the trash: nobody may take that back.
      if (!e.up) state.revealed = true;
      break;
    }
    case 'ready': own.energy[i]!.rest = false; break;
    case 'destroy':
      if (opp.side === 'dragon') {
        if (!opp.energy[i]!.up) becauseOf(state.rng, () => why().destroyEnergy(who(state, opponentOf(t.seat))), () => revealHidden(state, opponentOf(t.seat), 'energy', faceDownIndex(state, opponentOf(t.seat), i)));
        const e = opp.energy.splice(i, 1)[0]!;
        opp.trash.push(e.card);
        if (!e.up) state.revealed = true;
        state.events.push({ text: m().trashesEnergy(me, cardName(e.card), who(state, opponentOf(t.seat))) });
      } else trashWork(state, opponentOf(t.seat), opp.works[i]!.uid);
      break;
    case 'weaken':
      if (opp.side === 'dragon') opp.energy[i]!.rest = true;
      else {
        const w = opp.works[i]!;
        const k = Math.min(t.amt, w.ink);
        w.ink -= k;
        opp.inkDiscard += k;
        state.events.push({ text: m().losesInk(cardName(w.card), k) });
        if (w.ink === 0) trashWork(state, opponentOf(t.seat), w.uid);
      }
      break;
    case 'target': state.attack!.target = opp.works[i]!.uid; break;
    case 'recover': {
      const c = own.trash.splice(i, 1)[0]!;
      own.hand.push(c);
      state.events.push({ text: m().recovers(me, cardName(c)) });
      break;
    }
    case 'inkToWork': own.works[i]!.ink += takeInk(state, t.seat, t.amt); break;
    case 'pump': own.works[i]!.pump += t.amt; break;
    case 'readyWork': own.works[i]!.rest = false; break;
    case 'sacrifice': trashWork(state, t.seat, own.works[i]!.uid); break;
    case 'equip': {
      const at = state.using.length - 1;
      own.works[i]!.frame = state.using[at]!.card;
      state.using.splice(at, 1);
      break;
    }
    case 'reanimate': {
      const c = own.trash.splice(i, 1)[0]!;
      const ink = takeInk(state, t.seat, t.amt);
      own.works.push({ uid: state.nextUid++, card: c, ink, rest: false, frame: null, pump: 0 });
      state.events.push({ text: m().reanimates(me, cardName(c), ink) });
      break;
    }
  }
  t.count--;
  return t.count <= 0;
}

/**
 * The `pick` task: asked only when there is a real choice. With no candidate it is dropped; a forced one is made
 * here with its first candidate (not by the engine's single-answer policy: a forced pick may have several choices).
 */
export const pickTask: TaskRules<EpState, PickTask> = {
  ask(state, t) {
    const { choices, forced } = pickOptions(state, t);
    if (choices.length === 0 || forced) return null;
    return QUESTIONS.ask(state, t.seat, choices);
  },
  run(state, t, choice) {
    if (choice === undefined) {
      const { choices } = pickOptions(state, t);
      if (choices.length === 0) return true;
      choice = choices[0]!;
    }
    return applyPick(state, t, choice);
  },
};
