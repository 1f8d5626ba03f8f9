/**
 * Kriltu (No.26): the top card of each grimoire deck goes to its discard; one of their effects may then be used
 * as Kriltu's own (so "this slot" is Kriltu's slot, and a discarded Kriltu repeats the whole thing).
 */
import type { TaskRules } from '../../../engine/referee.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState, Task } from '../state.js';
import { m } from '../messages/index.js';
import { cardName, say } from './events.js';
import { cardsAvailable, discardCard, isEnemy, takeTop } from './grimoire.js';
import { pushOps } from './placing.js';
import { askTurn } from './question.js';
import { copyableOps } from './card-effects.js';
import { BARE, MOVES } from '../moves.js';
import { why } from '../messages/table-why.js';

export function kriltu(state: MidrashState, task: Extract<Task, { kind: 'op' }>): void {
  const options: number[] = [];
  const discarded: number[] = [];
  for (let level = 1; level <= 4; level++) {
    if (cardsAvailable(state, level) === 0) continue;
    const card = takeTop(state, level, 1, () => why().kriltu)[0]!;
    discardCard(state, card);
    discarded.push(card);
    // Enemies fight no holy war here (only summoning starts one) and lend no effect.
    if (!isEnemy(card) && copyableOps(card)) options.push(card);
  }
  say(state, m().ev.kriltuDiscards(discarded.map(cardName).join(', ')));
  if (options.length > 0) state.tasks.push({ kind: 'copy', slot: task.slot, card: task.card, options });
}

/** The `copy` task: which discarded card's effect Kriltu uses (or none). */
export const copyTask: TaskRules<MidrashState, Extract<Task, { kind: 'copy' }>> = {
  ask: (state, task) => askTurn(state, [
    ...task.options.map((c) => MOVES.text('copy', { level: catalogue().front[c]!.level })), BARE.copyNone,
  ]),
  waits: () => true,
  run(state, task, choice) {
    const copy = MOVES.argsOf(choice!, 'copy');
    if (!copy) return true; // copy none
    const card = task.options.find((c) => catalogue().front[c]!.level === copy.level)!;
    say(state, m().ev.kriltuUses(cardName(card)));
    // The copied effect is this Kriltu's: "this slot" is Kriltu's slot (Zu wastelands it).
    pushOps(state, copyableOps(card)!, task.slot, task.card);
    return true;
  },
};
