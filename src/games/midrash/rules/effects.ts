/**
 * The effect-op library: what each op in the card data does. Ops that need no answer run at once; the others
 * list their choices (an op with nothing to choose from simply ends, like a calamity that cannot resolve).
 */
import type { TaskRules } from '../../../engine/referee.js';
import { othersClockwise } from '../../../engine/turn-order.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState, Task } from '../state.js';
import { m } from '../messages/index.js';
import { cardName, say } from './events.js';
import { cardsAvailable } from './grimoire.js';
import { kriltu } from './kriltu.js';
import { applyDeclare, declareChoices } from './onoskelis.js';
import { askTurn } from './question.js';
import { ritual } from './ritual.js';
import { calamityActive, calamityNumber } from './solo.js';
import { applySet, setChoices, startSummon, summonChoices } from './summon.js';
import { canUpgrade, makeWasteland, maxMagic, restoreMansion, slotWisdom, topCard } from './territory.js';

type OpTask = Extract<Task, { k: 'op' }>;

const INTERACTIVE = new Set(['setOrSummon', 'set', 'freeSummon', 'upgradeOwn', 'wasteOther', 'restore', 'ritual', 'onoskelis']);

function isInteractive(task: OpTask): boolean {
  return INTERACTIVE.has(task.op.op);
}

/** The `op` task: one op of an effect, resolved in the order the effect lists them. */
export const opTask: TaskRules<MidrashState, OpTask> = {
  ask: (state, task) => (isInteractive(task) ? askTurn(state, m().prompts.op, opChoices(state, task)) : null),
  waits: (_state, task) => (isInteractive(task) ? undefined : false),
  run(state, task, choice) {
    if (choice !== undefined) applyOp(state, task, choice);
    else if (isInteractive(task)) say(state, m().ev.nothingToDo(m().opName(task.op.op)));
    else {
      runAuto(state, task);
      if (task.op.op === 'mana') state.quiet = true; // MANA is no wisdom
    }
    return true;
  },
};

export function upgrade(state: MidrashState, card: number): void {
  state.upgraded.push(card);
  say(state, m().ev.upgrades(cardName(card)));
}

/** Run an op that asks nothing. */
function runAuto(state: MidrashState, task: OpTask): void {
  const seat = state.seats[state.turn]!;
  const op = task.op;
  switch (op.op) {
    case 'mana':
      if (task.start && task.slot < 0 && state.info.drought) { say(state, m().ev.drought); return; }
      seat.mana += op.n;
      return;
    case 'magic': {
      const before = seat.magic;
      seat.magic = Math.min(maxMagic(seat), seat.magic + op.n);
      if (seat.magic !== before) say(state, m().ev.magicNow(state.turn, seat.magic));
      return;
    }
    case 'upgradeSelf': {
      const slot = seat.slots[task.slot]!;
      if (canUpgrade(state, slot, task.card)) upgrade(state, task.card);
      return;
    }
    case 'wasteSelf':
      if (task.slot >= 0) { makeWasteland(seat.slots[task.slot]!); say(state, m().ev.slotWasteland(task.slot + 1, state.turn + 1)); }
      return;
    case 'kriltu': return kriltu(state, task);
    case 'claimLegion': {
      for (const pile of state.discards) {
        const at = pile.findLastIndex((c) => catalogue().idOf[c] === 'legion');
        if (at >= 0) { seat.merits.push(pile.splice(at, 1)[0]!); say(state, m().ev.claimsLegion(state.turn)); return; }
      }
      return;
    }
    case 'othersMagicDown':
      if (state.solo) state.solo.level = Math.max(1, state.solo.level - op.n);
      else for (const other of othersClockwise(state.turn, state.players)) {
        const s = state.seats[other]!;
        s.magic = Math.max(0, s.magic - op.n);
      }
      say(state, state.solo ? m().ev.demonLevel(state.solo.level) : m().ev.othersMagicDown(op.n));
      return;
    case 'returnSelf': {
      const cards = seat.slots[task.slot]?.cards;
      const at = cards ? cards.lastIndexOf(task.card) : -1;
      if (cards && at >= 0) { state.box.push(cards.splice(at, 1)[0]!); say(state, m().ev.leaves(cardName(task.card))); }
      return;
    }
    default:
      return;
  }
}

function opChoices(state: MidrashState, task: OpTask): string[] {
  const seat = state.seats[state.turn]!;
  const op = task.op;
  switch (op.op) {
    case 'setOrSummon': return summonChoices(state, setChoices(state));
    case 'set': return setChoices(state);
    case 'freeSummon': return summonChoices(state);
    case 'upgradeOwn': {
      const out: string[] = [];
      seat.slots.forEach((slot, i) => { const top = topCard(slot); if (top !== undefined && canUpgrade(state, slot, top)) out.push(`upgrade ${i + 1}`); });
      return out;
    }
    case 'restore': {
      const out: string[] = [];
      seat.slots.forEach((slot, i) => { if (slot.waste) out.push(`restore ${i + 1}`); });
      return out;
    }
    case 'ritual': {
      const out: string[] = [];
      for (let level = 1; level <= 4; level++) if (cardsAvailable(state, level) > 0) out.push(`ritual ${level}`);
      return out;
    }
    case 'wasteOther': {
      if (state.solo) return state.solo.row.filter(calamityActive).map((c) => `waste calamity ${calamityNumber(c.card)}`);
      const out: string[] = [];
      for (const other of othersClockwise(state.turn, state.players)) {
        state.seats[other]!.slots.forEach((slot, i) => {
          if (!slot.waste && (op.maxWisdom === undefined || slotWisdom(state, slot) <= op.maxWisdom)) out.push(`waste ${other + 1} ${i + 1}`);
        });
      }
      return out;
    }
    case 'onoskelis': return declareChoices(state);
    default:
      return [];
  }
}

function applyOp(state: MidrashState, task: OpTask, choice: string): void {
  const seat = state.seats[state.turn]!;
  const words = choice.split(' ');
  switch (words[0]) {
    case 'set': return applySet(state, choice);
    case 'summon': return startSummon(state, Number(words[1]), task.op.op === 'freeSummon');
    case 'upgrade': return upgrade(state, topCard(seat.slots[Number(words[1]) - 1]!)!);
    case 'restore':
      restoreMansion(seat.slots[Number(words[1]) - 1]!);
      say(state, m().ev.mansionAgain(words[1]!, state.turn));
      return;
    case 'ritual': return ritual(state, task.slot, Number(words[1]));
    case 'waste':
      if (words[1] === 'calamity') {
        const slot = state.solo!.row.find((c) => String(calamityNumber(c.card)) === words[2])!;
        slot.flipped = true;
        say(state, m().ev.calamityWasted(words[2]!, cardName(slot.card)));
      } else {
        makeWasteland(state.seats[Number(words[1]) - 1]!.slots[Number(words[2]) - 1]!);
        say(state, m().ev.slotWasteland(words[2]!, words[1]!));
      }
      return;
    case 'declare': return applyDeclare(state, choice);
  }
}

