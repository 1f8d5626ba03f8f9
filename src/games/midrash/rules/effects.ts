/**
 * The effect-op library (src/engine/ops.ts) of the card ops and the task that resolves them; calamities' ops are
 * rules/solo.ts's.
 */
import { askOp, opHandler, runOp, type OpLibraryOf } from '../../../engine/ops.js';
import type { TaskRules } from '../../../engine/referee.js';
import { catalogue } from '../cards/load.js';
import type { Op } from '../cards/types.js';
import type { MidrashState, Task } from '../state.js';
import { m, who } from '../messages/index.js';
import { cardName, say } from './events.js';
import { cardsAvailable } from './grimoire.js';
import { kriltu } from './kriltu.js';
import { applyDeclare, declareChoices } from './onoskelis.js';
import { askTurn } from './question.js';
import { ritual } from './ritual.js';
import { calamityActive, calamityNumber } from './solo.js';
import { applySet, setChoices, startSummon, summonChoices } from './summon.js';
import { canUpgrade, makeWasteland, maxMagic, restoreMansion, slotWisdom, topCard } from './territory.js';
import { othersInGame } from './seats.js';
import { TextTable } from '../../../engine/choice-text.js';
import { opText } from '../effect-text.js';
import { MOVES } from '../moves.js';
import { seatState } from '../state.js';

type OpTask = Extract<Task, { kind: 'op' }>;

/** The `op` task: one op of an effect, resolved in the order the effect lists them. */
export const opTask: TaskRules<MidrashState, OpTask> = {
  ask: (state, task) => askTurn(state, askOp(OPS, state, task, task.op) ?? []),
  waits: (_state, task) => (opHandler(OPS, task.op.op).ask ? undefined : false),
  run(state, task, choice) {
    if (choice === undefined && opHandler(OPS, task.op.op).ask) say(state, m().ev.nothingToDo(opText(state, task.op)));
    else runOp(OPS, state, task, task.op, choice);
    return true;
  },
};

export function upgrade(state: MidrashState, card: number): void {
  state.upgraded.push(card);
  say(state, m().ev.upgrades(cardName(card)));
}

const seatOf = (state: MidrashState) => seatState(state, state.turn);
const LEVELS = [1, 2, 3, 4];
const UPGRADE = new TextTable((slot) => MOVES.text('upgrade', { slot }));
const RESTORE = new TextTable((slot) => MOVES.text('restore', { slot }));
const RITUAL = new TextTable((level) => MOVES.text('ritual', { level }));
const WASTE = new TextTable((player, slot) => MOVES.text('waste', { player, slot }));
const WASTE_CALAMITY = new TextTable((calamity) => MOVES.text('waste calamity', { calamity }));
/** The move an op's question was answered with: a legal choice, so always one of the table's. */
const moveOf = (choice: string | undefined) => MOVES.parse(choice!)!;

/**
 * What each op does (parameters: cards/load.ts). Ops that need no answer run at once; the others list their
 * choices, and with nothing to choose from simply end (like a calamity that cannot resolve).
 */
export const OPS: OpLibraryOf<MidrashState, OpTask, Op, string[]> = {
  mana: {
    run(state, task, op) {
      state.quiet = true; // MANA is no wisdom
      if (task.start && task.slot < 0 && state.info.drought) say(state, m().ev.drought);
      else seatOf(state).mana += op.n;
    },
  },
  magic: {
    run(state, _task, op) {
      const seat = seatOf(state);
      const before = seat.magic;
      seat.magic = Math.min(maxMagic(seat), seat.magic + op.n);
      if (seat.magic !== before) say(state, m().ev.magicNow(who(state, state.turn), seat.magic));
    },
  },
  upgradeSelf: { run: (state, task) => { if (canUpgrade(state, seatOf(state).slots[task.slot]!, task.card)) upgrade(state, task.card); } },
  wasteSelf: {
    run(state, task) {
      if (task.slot < 0) return;
      makeWasteland(seatOf(state).slots[task.slot]!);
      say(state, m().ev.slotWasteland(task.slot + 1, who(state, state.turn)));
    },
  },
  kriltu: { run: (state, task) => kriltu(state, task) },
  claimLegion: {
    run(state) {
      for (const pile of state.discards) {
        const at = pile.findLastIndex((c) => catalogue().idOf[c] === 'legion');
        if (at >= 0) { seatOf(state).merits.push(pile.splice(at, 1)[0]!); say(state, m().ev.claimsLegion(who(state, state.turn))); return; }
      }
    },
  },
  othersMagicDown: {
    run(state, _task, op) {
      if (state.solo) state.solo.level = Math.max(1, state.solo.level - op.n);
      else for (const other of othersInGame(state)) {
        const s = seatState(state, other);
        s.magic = Math.max(0, s.magic - op.n);
      }
      say(state, state.solo ? m().ev.demonLevel(state.solo.level) : m().ev.othersMagicDown(op.n));
    },
  },
  returnSelf: {
    run(state, task) {
      const cards = seatOf(state).slots[task.slot]?.cards;
      const at = cards ? cards.lastIndexOf(task.card) : -1;
      if (cards && at >= 0) { state.box.push(cards.splice(at, 1)[0]!); say(state, m().ev.leaves(cardName(task.card))); }
    },
  },

  setOrSummon: {
    ask: (state) => summonChoices(state, setChoices(state)),
    run(state, _task, _op, choice) {
      const move = moveOf(choice);
      if (move.verb === 'set') applySet(state, move.args.kind, move.args.slot);
      else if (move.verb === 'summon') startSummon(state, move.args.level, false);
    },
  },
  set: {
    ask: (state) => setChoices(state),
    run(state, _task, _op, choice) {
      const set = MOVES.argsOf(choice!, 'set')!;
      applySet(state, set.kind, set.slot);
    },
  },
  freeSummon: { ask: (state) => summonChoices(state), run: (state, _task, _op, choice) => startSummon(state, MOVES.argsOf(choice!, 'summon')!.level, true) },
  upgradeOwn: {
    ask: (state) => seatOf(state).slots.flatMap((slot, i) => {
      const top = topCard(slot);
      return top !== undefined && canUpgrade(state, slot, top) ? [UPGRADE.get(i + 1)] : [];
    }),
    run: (state, _task, _op, choice) => upgrade(state, topCard(seatOf(state).slots[MOVES.argsOf(choice!, 'upgrade')!.slot - 1]!)!),
  },
  restore: {
    ask: (state) => seatOf(state).slots.flatMap((slot, i) => (slot.waste ? [RESTORE.get(i + 1)] : [])),
    run(state, _task, _op, choice) {
      const slot = MOVES.argsOf(choice!, 'restore')!.slot;
      restoreMansion(seatOf(state).slots[slot - 1]!);
      say(state, m().ev.mansionAgain(String(slot), who(state, state.turn)));
    },
  },
  ritual: {
    ask: (state) => LEVELS.filter((level) => cardsAvailable(state, level) > 0).map((level) => RITUAL.get(level)),
    run: (state, task, _op, choice) => ritual(state, task.slot, MOVES.argsOf(choice!, 'ritual')!.level),
  },
  wasteOther: {
    ask(state, _task, op) {
      if (state.solo) return state.solo.row.filter(calamityActive).map((c) => WASTE_CALAMITY.get(calamityNumber(c.card)));
      const out: string[] = [];
      for (const other of othersInGame(state)) {
        seatState(state, other).slots.forEach((slot, i) => {
          if (!slot.waste && (op.maxWisdom === undefined || slotWisdom(state, slot) <= op.maxWisdom)) out.push(WASTE.get(other + 1, i + 1));
        });
      }
      return out;
    },
    run(state, _task, _op, choice) {
      const move = moveOf(choice);
      if (move.verb === 'waste calamity') {
        const slot = state.solo!.row.find((c) => calamityNumber(c.card) === move.args.calamity)!;
        slot.flipped = true;
        say(state, m().ev.calamityWasted(String(move.args.calamity), cardName(slot.card)));
      } else if (move.verb === 'waste') {
        makeWasteland(seatState(state, move.args.player - 1).slots[move.args.slot - 1]!);
        say(state, m().ev.slotWasteland(String(move.args.slot), who(state, move.args.player - 1)));
      }
    },
  },
  onoskelis: { ask: (state) => declareChoices(state), run: (state, _task, _op, choice) => applyDeclare(state, MOVES.argsOf(choice!, 'declare')!.kind) },
};
