/**
 * The task stack: everything between two decisions resolves here. `settle` runs automatic tasks until one needs
 * a person (a pick with a real choice, an additional cost, a trap window) or the game is over.
 */
import type { Decision } from '../../../engine/game.js';
import { pickText } from '../../../engine/i18n.js';
import { card, cardName } from '../cards/load.js';
import type { EpState, Task } from '../state.js';
import { m } from '../messages/index.js';
import { resolveDamage, trapAfter, trapChoices, trapWindowOpen, useTrap } from './attack.js';
import { pushPayment } from './costs.js';
import { applyMain, mainChoices } from './main.js';
import { runOp, pushOps } from './ops.js';
import { applyPick, pickChoices, pickOptions, pickPrompt, type PickTask } from './picks.js';
import { canPay } from './stats.js';
import { finishTurn } from './turn.js';
import { gameResult } from './ending.js';

function extraPayable(state: EpState, t: Extract<Task, { k: 'extra' }>): boolean {
  const extra = card(t.src).extra;
  return Boolean(extra && canPay(state.sides[t.s]!, extra.cost));
}

/** Put the card that finished resolving into its zone. */
function finish(state: EpState): void {
  const u = state.using.pop();
  if (!u) return;
  const side = state.sides[u.s]!;
  if (u.to === 'heat') side.heat.push(u.c);
  else if (u.to === 'trash') side.trash.push(u.c);
  else side.energy.push({ c: u.c, up: u.to === 'energy', rest: true });
}

export function settle(state: EpState): void {
  while (!state.ending && state.stack.length > 0) {
    const t = state.stack[state.stack.length - 1]!;
    if (t.k === 'pick') {
      const { choices, forced } = pickOptions(state, t);
      if (choices.length === 0) { state.stack.pop(); continue; }
      if (forced) { applyPick(state, t, choices[0]!); continue; }
      return;
    }
    if (t.k === 'extra') { if (extraPayable(state, t)) return; state.stack.pop(); continue; }
    if (t.k === 'trapWindow') { if (trapWindowOpen(state)) return; state.stack.pop(); continue; }
    state.stack.pop();
    switch (t.k) {
      case 'op': runOp(state, t); break;
      case 'damage': resolveDamage(state); break;
      case 'trapAfter': trapAfter(state); break;
      case 'endAttack': state.atk = null; break;
      case 'finish': finish(state); break;
      case 'turnEnd': finishTurn(state); break;
    }
  }
}

export function decide(state: EpState): Decision {
  if (state.ending) return { over: true, result: gameResult(state)! };
  const t = state.stack[state.stack.length - 1];
  if (t?.k === 'pick') {
    return { over: false, seat: t.s, prompt: m().pickPrompt(cardName(t.src), pickPrompt(t)), choices: pickChoices(state, t) };
  }
  if (t?.k === 'extra') {
    return { over: false, seat: t.s, prompt: m().extraPrompt(cardName(t.src), pickText(card(t.src).text)), choices: ['pay extra', 'no extra'] };
  }
  if (t?.k === 'trapWindow') {
    return { over: false, seat: 1 - state.atk!.s, prompt: m().trapPrompt, choices: trapChoices(state) };
  }
  const prompt = state.phase === 'choose' ? m().choosePhase : m().mainPrompt;
  return { over: false, seat: state.active, prompt, choices: mainChoices(state) };
}

export function act(state: EpState, choice: string): void {
  const t = state.stack[state.stack.length - 1];
  if (t?.k === 'pick') applyPick(state, t as PickTask, choice);
  else if (t?.k === 'extra') {
    state.stack.pop();
    if (choice === 'pay extra') {
      const extra = card(t.src).extra!;
      pushOps(state, t.s, extra.ops, t.src);
      pushPayment(state, t.s, extra.cost, t.src);
    }
  } else if (t?.k === 'trapWindow') useTrap(state, choice);
  else applyMain(state, choice);
  settle(state);
}
