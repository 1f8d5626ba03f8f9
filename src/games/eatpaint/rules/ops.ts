/**
 * The effect-op library: what each op of the card data does. Ops that choose something push a pick
 * (rules/picks.ts); the rest change the state at once. Parameters are validated in cards/op-specs.ts.
 */
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { cardName } from '../cards/load.js';
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

function runOp(state: EpState, t: Extract<Task, { k: 'op' }>): void {
  const { s, op, src, trap } = t;
  const n = op.n ?? 0;
  const atk = state.atk;
  const own = state.sides[s]!;
  if (op.ifDealt && !atk?.dealt) return;
  switch (op.op) {
    case 'draw': drawCards(state, s, n); break;
    case 'hurt': loseLife(state, 1 - s, n); break;
    case 'selfHurt': loseLife(state, s, n); break;
    case 'heal': gainLife(state, s, n); break;
    case 'power': if (atk) atk.delta += n; break;
    case 'powerPer': if (atk) atk.delta += n * own.trash.filter((c) => c === op.card).length; break;
    case 'powerIfLow': if (atk && state.sides[1 - s]!.life <= op.life!) atk.delta += n; break;
    case 'cut': if (atk) atk.delta -= n; break;
    case 'guard': if (atk) atk.defBonus += n; break;
    case 'noTraps': if (atk) atk.noTraps = true; break;
    case 'destroy': pushPick(state, s, 'destroy', 1, 0, src, trap); break;
    case 'recover': pushPick(state, s, 'recover', 1, 0, src, trap, op.type ?? ''); break;
    case 'heatTop': moveTop(state, s, n, 'heat'); break;
    case 'energyTop': moveTop(state, s, n, 'energy'); break;
    case 'digEnergy': moveTop(state, s, n, 'activeEnergy'); break;
    case 'ready': pushPick(state, s, 'ready', n, 0, src, trap); break;
    case 'evolve':
      if (own.form < 2) {
        own.form++;
        state.events.push({ text: m().evolves(who(state, s), pickText(formOf(own).name), own.rest) });
      }
      break;
    case 'attackBoost': own.boost += n; break;
    case 'ink': own.ink += takeInk(state, s, n); break;
    case 'inkToWork': pushPick(state, s, 'inkToWork', 1, n, src, trap); break;
    case 'weaken':
      if (state.sides[1 - s]!.side === 'dragon') pushPick(state, s, 'weaken', n, 1, src, trap);
      else pushPick(state, s, 'weaken', 1, n, src, trap);
      break;
    case 'pump': pushPick(state, s, 'pump', 1, n, src, trap); break;
    case 'readyWork': pushPick(state, s, 'readyWork', 1, 0, src, trap); break;
    case 'sacrifice': pushPick(state, s, 'sacrifice', 1, 0, src, trap); break;
    case 'reanimate': pushPick(state, s, 'reanimate', 1, n, src, trap); break;
    default: throw new Error(`eatpaint: op "${op.op}" of ${cardName(src)} has no handler`);
  }
}

/** The `op` task: one op of a card's effect, automatic (an op that chooses pushes a pick). */
export const opTask: TaskRules<EpState, Extract<Task, { k: 'op' }>> = { ask: () => null, run: (state, t) => { runOp(state, t); return true; } };

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
