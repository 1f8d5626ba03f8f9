/**
 * The effect-op library (src/engine/ops.ts): what each op of the card data does. Ops that choose something push a
 * pick (rules/picks.ts); the rest change the state at once. Parameters are validated in cards/op-specs.ts.
 */
import type { Seat } from '../../../engine/game.js';
import { runOp, type OpHandler, type OpLibrary } from '../../../engine/ops.js';
import type { TaskRules } from '../../../engine/referee.js';
import type { Op } from '../cards/types.js';
import type { EpState, PickKind, Task } from '../state.js';
import { pickText } from '../../../engine/i18n.js';
import { m, who } from '../messages/index.js';
import { formOf } from './stats.js';
import { drawCards, gainLife, loseLife, takeInk } from './zones.js';

export function pushPick(state: EpState, s: Seat, what: PickKind, n: number, amt: number, src: string, trap = false, filter = ''): void {
  if (n > 0) state.stack.push({ k: 'pick', s, what, n, amt, filter, src, trap });
}

/** Queue ops so the first one resolves first (the stack resolves from its end). */
export function pushOps(state: EpState, s: Seat, ops: Op[] | undefined, src: string, trap = false): void {
  if (!ops) return;
  for (let i = ops.length - 1; i >= 0; i--) state.stack.push({ k: 'op', s, op: ops[i]!, src, trap });
}

/** Top cards of the deck, face down, to HEAT or to the energy zone (rested, or active when digging for energy). */
function moveTop(state: EpState, s: Seat, n: number, to: 'heat' | 'energy' | 'activeEnergy'): void {
  const side = state.sides[s]!;
  for (let i = 0; i < n && side.deck.length > 0; i++) {
    const c = side.deck.pop()!;
    if (to === 'heat') side.heat.push(c);
    else side.energy.push({ c, up: false, rest: to === 'energy' });
  }
}

type OpTask = Extract<Task, { k: 'op' }>;
const n = (op: Op) => op.n ?? 0;

/** What each op does (parameters: cards/op-specs.ts). None asks: an op that chooses pushes a pick. */
export const OPS: OpLibrary<OpHandler<EpState, OpTask, Op>> = {
  draw: { run: (state, t, op) => drawCards(state, t.s, n(op)) },
  hurt: { run: (state, t, op) => loseLife(state, 1 - t.s, n(op)) },
  selfHurt: { run: (state, t, op) => loseLife(state, t.s, n(op)) },
  heal: { run: (state, t, op) => gainLife(state, t.s, n(op)) },
  power: { run: ({ atk }, _t, op) => { if (atk) atk.delta += n(op); } },
  powerPer: { run: ({ atk, sides }, t, op) => { if (atk) atk.delta += n(op) * sides[t.s]!.trash.filter((c) => c === op.card).length; } },
  powerIfLow: { run: ({ atk, sides }, t, op) => { if (atk && sides[1 - t.s]!.life <= op.life!) atk.delta += n(op); } },
  cut: { run: ({ atk }, _t, op) => { if (atk) atk.delta -= n(op); } },
  guard: { run: ({ atk }, _t, op) => { if (atk) atk.defBonus += n(op); } },
  noTraps: { run: ({ atk }) => { if (atk) atk.noTraps = true; } },
  destroy: { run: (state, t) => pushPick(state, t.s, 'destroy', 1, 0, t.src, t.trap) },
  recover: { run: (state, t, op) => pushPick(state, t.s, 'recover', 1, 0, t.src, t.trap, op.type ?? '') },
  heatTop: { run: (state, t, op) => moveTop(state, t.s, n(op), 'heat') },
  energyTop: { run: (state, t, op) => moveTop(state, t.s, n(op), 'energy') },
  digEnergy: { run: (state, t, op) => moveTop(state, t.s, n(op), 'activeEnergy') },
  ready: { run: (state, t, op) => pushPick(state, t.s, 'ready', n(op), 0, t.src, t.trap) },
  evolve: {
    run(state, t) {
      const own = state.sides[t.s]!;
      if (own.form >= 2) return;
      own.form++;
      state.events.push({ text: m().evolves(who(state, t.s), pickText(formOf(own).name), own.rest) });
    },
  },
  attackBoost: { run: (state, t, op) => { state.sides[t.s]!.boost += n(op); } },
  ink: { run: (state, t, op) => { state.sides[t.s]!.ink += takeInk(state, t.s, n(op)); } },
  inkToWork: { run: (state, t, op) => pushPick(state, t.s, 'inkToWork', 1, n(op), t.src, t.trap) },
  weaken: {
    run(state, t, op) {
      const dragon = state.sides[1 - t.s]!.side === 'dragon'; // n picks weakening by 1 each; else one pick by n
      pushPick(state, t.s, 'weaken', dragon ? n(op) : 1, dragon ? 1 : n(op), t.src, t.trap);
    },
  },
  pump: { run: (state, t, op) => pushPick(state, t.s, 'pump', 1, n(op), t.src, t.trap) },
  readyWork: { run: (state, t) => pushPick(state, t.s, 'readyWork', 1, 0, t.src, t.trap) },
  sacrifice: { run: (state, t) => pushPick(state, t.s, 'sacrifice', 1, 0, t.src, t.trap) },
  reanimate: { run: (state, t, op) => pushPick(state, t.s, 'reanimate', 1, n(op), t.src, t.trap) },
};

/** The `op` task: one op of a card's effect, automatic; `ifDealt` ops only when the attack dealt damage. */
export const opTask: TaskRules<EpState, OpTask> = { ask: () => null, run: (state, t) => (t.op.ifDealt && !state.atk?.dealt) || runOp(OPS, state, t, t.op) };

/** The `finish` task: the card whose effects have resolved goes to its zone. */
export const finishTask: TaskRules<EpState, Task> = {
  ask: () => null,
  run(state) {
    const u = state.using.pop();
    if (!u) return true;
    const side = state.sides[u.s]!;
    if (u.to === 'heat') side.heat.push(u.c);
    else if (u.to === 'trash') side.trash.push(u.c);
    else side.energy.push({ c: u.c, up: u.to === 'energy', rest: true });
    return true;
  },
};
