/** Turn boundaries: prep (untap, the magician's draw), the end phase (end effects, draw up to Hand), charge. */
import { opponentOf } from '../../../engine/turn-order.js';
import type { TaskRules } from '../../../engine/referee.js';
import { card, character } from '../cards/load.js';
import type { EpState, Task } from '../state.js';
import { m, who } from '../messages/index.js';
import { pushOps } from './ops.js';
import { handSize, shortOfEnergy } from './stats.js';
import { drawCards } from './zones.js';
import { endGame } from './ending.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';
import { sideOf } from '../state.js';

export function beginTurn(state: EpState): void {
  state.turn++;
  state.attacks = 0;
  state.drew = false;
  const s = state.active;
  const side = sideOf(state, s);
  side.turns++;
  state.events.push({ text: m().turnStart(state.turn, who(state, s)) });
  if (side.side === 'dragon') {
    side.rest = false;
    for (const e of side.energy) e.rest = false;
    state.shortAtStart = shortOfEnergy(side);
    state.phase = 'main';
    return;
  }
  becauseOf(state.rng, () => why().turnDraw(who(state, s)), () => drawCards(state, s, 1));
  for (const w of side.works) w.rest = false;
  // No charge on a magician's first turn, so there is nothing to choose.
  state.phase = side.turns === 1 ? 'main' : 'choose';
}

/** Queue the end phase: "at end of your turn" effects, then `turnEnd`. */
export function startEndPhase(state: EpState): void {
  const s = state.active;
  state.tasks.push({ kind: 'turnEnd' });
  const works = sideOf(state, s).works;
  for (let i = works.length - 1; i >= 0; i--) pushOps(state, s, card(works[i]!.card).end, works[i]!.card);
}

/** Charge instead of main: the whole INK discard returns to the character, then the charge effect. */
export function charge(state: EpState): void {
  const s = state.active;
  const side = sideOf(state, s);
  side.ink += side.inkDiscard;
  state.events.push({ text: m().charges(who(state, s), side.inkDiscard, side.ink) });
  side.inkDiscard = 0;
  startEndPhase(state);
  pushOps(state, s, character(side.char).charge, side.char);
}

function finishTurn(state: EpState): void {
  const s = state.active;
  const side = sideOf(state, s);
  if (side.side === 'dragon') {
    const missing = handSize(side) - side.hand.length;
    if (missing > 0) becauseOf(state.rng, () => why().refill(who(state, s)), () => drawCards(state, s, missing));
    if (state.ending) return;
  }
  side.boost = 0;
  for (const w of side.works) w.pump = 0;
  if (state.sides.every((x) => x.side === 'dragon')) {
    state.dryTurns = state.drew ? 0 : state.dryTurns + 1;
    if (state.dryTurns >= 3) {
      endGame(state, 'mirrorDraw');
      return;
    }
  }
  state.active = opponentOf(s);
  beginTurn(state);
}

/** The `turnEnd` task, after the end-of-turn effects: draw up to Hand, the mirror-draw count, the next turn. */
export const turnEndTask: TaskRules<EpState, Task> = { ask: () => null, run: (state) => { finishTurn(state); return true; } };
