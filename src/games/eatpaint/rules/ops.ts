/**
 * The effect-op library (src/engine/ops.ts): what each op of the card data does. Ops that choose something push a
 * pick (rules/picks.ts); the rest change the state at once. Parameters are validated in cards/op-specs.ts.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { runOp, type OpHandler, type OpLibrary } from '../../../engine/ops.js';
import type { TaskRules } from '../../../engine/referee.js';
import type { Op } from '../cards/types.js';
import type { EpState, PickKind, Task } from '../state.js';
import { pickText } from '../../../engine/i18n.js';
import { m, who } from '../messages/index.js';
import { formOf } from './stats.js';
import { drawCards, gainLife, loseLife, takeInk } from './zones.js';
import { sideOf } from '../state.js';

export function pushPick(state: EpState, s: Seat, what: PickKind, count: number, amt: number, src: string, trap = false, filter = ''): void {
  if (count > 0) state.tasks.push({ kind: 'pick', seat: s, what, count, amt, filter, src, trap });
}

/** Queue ops so the first one resolves first (the stack resolves from its end). */
export function pushOps(state: EpState, s: Seat, ops: Op[] | undefined, src: string, trap = false): void {
  if (!ops) return;
  for (let i = ops.length - 1; i >= 0; i--) state.tasks.push({ kind: 'op', seat: s, op: ops[i]!, src, trap });
}

/** Top cards of the deck, face down, to HEAT or to the energy zone (rested, or active when digging for energy). */
function moveTop(state: EpState, s: Seat, n: number, to: 'heat' | 'energy' | 'activeEnergy'): void {
  const side = sideOf(state, s);
  for (let i = 0; i < n && side.deck.length > 0; i++) {
    const c = side.deck.pop()!;
    if (to === 'heat') side.heat.push(c);
    else side.energy.push({ card: c, up: false, rest: to === 'energy' });
  }
}

type OpTask = Extract<Task, { kind: 'op' }>;
const n = (op: Op) => op.n ?? 0;

/** The pick an op makes: `count` items, each by `amt`, of kind `what` (null: the op chooses nothing). */
export interface OpPick { what: PickKind; count: number; amt: number; filter: string }

/** The one place an op's pick is described: its handler pushes it, and a card is offered only when it has a candidate. */
export function opPick(state: EpState, s: Seat, op: Op): OpPick | null {
  const one = (what: PickKind, amt = 0, filter = ''): OpPick => ({ what, count: 1, amt, filter });
  switch (op.op) {
    case 'destroy': case 'readyWork': case 'sacrifice': return one(op.op);
    case 'recover': return one('recover', 0, op.type ?? '');
    case 'inkToWork': case 'pump': case 'reanimate': return one(op.op, n(op));
    case 'ready': return { what: 'ready', count: n(op), amt: 0, filter: '' };
    case 'weaken':
      // Against a dragonkin, n picks resting one energy card each; against a magician, one work loses n INK.
      return sideOf(state, opponentOf(s)).side === 'dragon' ? { what: 'weaken', count: n(op), amt: 1, filter: '' } : one('weaken', n(op));
    default: return null;
  }
}

function pushOpPick(state: EpState, t: OpTask, op: Op): void {
  const pick = opPick(state, t.seat, op)!;
  pushPick(state, t.seat, pick.what, pick.count, pick.amt, t.src, t.trap, pick.filter);
}

/** What each op does (parameters: cards/op-specs.ts). None asks: an op that chooses pushes a pick. */
export const OPS: OpLibrary<OpHandler<EpState, OpTask, Op>> = {
  draw: { run: (state, t, op) => drawCards(state, t.seat, n(op)) },
  hurt: { run: (state, t, op) => loseLife(state, opponentOf(t.seat), n(op)) },
  selfHurt: { run: (state, t, op) => loseLife(state, t.seat, n(op)) },
  heal: { run: (state, t, op) => gainLife(state, t.seat, n(op)) },
  power: { run: ({ attack: atk }, _t, op) => { if (atk) atk.delta += n(op); } },
  powerPer: { run: ({ attack: atk, sides }, t, op) => { if (atk) atk.delta += n(op) * sides[t.seat]!.trash.filter((c) => c === op.card).length; } },
  powerIfLow: { run: ({ attack: atk, sides }, t, op) => { if (atk && sides[opponentOf(t.seat)]!.life <= op.life!) atk.delta += n(op); } },
  cut: { run: ({ attack: atk }, _t, op) => { if (atk) atk.delta -= n(op); } },
  guard: { run: ({ attack: atk }, _t, op) => { if (atk) atk.defBonus += n(op); } },
  noTraps: { run: ({ attack: atk }) => { if (atk) atk.noTraps = true; } },
  destroy: { run: pushOpPick },
  recover: { run: pushOpPick },
  heatTop: { run: (state, t, op) => moveTop(state, t.seat, n(op), 'heat') },
  energyTop: { run: (state, t, op) => moveTop(state, t.seat, n(op), 'energy') },
  digEnergy: { run: (state, t, op) => moveTop(state, t.seat, n(op), 'activeEnergy') },
  ready: { run: pushOpPick },
  evolve: {
    run(state, t) {
      const own = sideOf(state, t.seat);
      if (own.form >= 2) return;
      own.form++;
      state.events.push({ text: m().evolves(who(state, t.seat), pickText(formOf(own).name), own.rest) });
    },
  },
  attackBoost: { run: (state, t, op) => { sideOf(state, t.seat).boost += n(op); } },
  ink: { run: (state, t, op) => { sideOf(state, t.seat).ink += takeInk(state, t.seat, n(op)); } },
  inkToWork: { run: pushOpPick },
  weaken: { run: pushOpPick },
  pump: { run: pushOpPick },
  readyWork: { run: pushOpPick },
  sacrifice: { run: pushOpPick },
  reanimate: { run: pushOpPick },
};

/** The `op` task: one op of a card's effect, automatic; `ifDealt` ops only when the attack dealt damage. */
export const opTask: TaskRules<EpState, OpTask> = { ask: () => null, run: (state, t) => (t.op.ifDealt && !state.attack?.dealt) || runOp(OPS, state, t, t.op) };

/** The `finish` task: the card whose effects have resolved goes to its zone. */
export const finishTask: TaskRules<EpState, Task> = {
  ask: () => null,
  run(state) {
    const u = state.using.pop();
    if (!u) return true;
    const side = sideOf(state, u.seat);
    if (u.to === 'heat') side.heat.push(u.card);
    else if (u.to === 'trash') side.trash.push(u.card);
    else side.energy.push({ card: u.card, up: u.to === 'energy', rest: true });
    return true;
  },
};
