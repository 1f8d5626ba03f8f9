/**
 * Onoskelis (No.30): the declared equipment goes to each other player, from the next seat clockwise, while the
 * supply of that kind lasts (seed ruling); in solo it covers a calamity.
 */
import { cardName as localName } from '../../../engine/i18n.js';
import type { TaskRules } from '../../../engine/referee.js';
import { othersInGame } from './seats.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState, Task } from '../state.js';
import { m, who } from '../messages/index.js';
import { cardName, say } from './events.js';
import { askTurn } from './question.js';
import { calamityActive, calamityNumber } from './solo.js';
import { openSlots } from './territory.js';
import { MOVES } from '../moves.js';
import { seatState } from '../state.js';

/** Onoskelis' recipients, from the next seat clockwise; in solo the demon (-1) when a calamity can be covered. */
function recipients(state: MidrashState): number[] {
  if (state.solo) return state.solo.row.some(calamityActive) ? [-1] : [];
  return othersInGame(state).filter((s) => openSlots(seatState(state, s)).length > 0);
}

/** Any kind still in the supply may be declared, when someone could receive it. */
export function declareChoices(state: MidrashState): string[] {
  if (recipients(state).length === 0) return [];
  return catalogue().kindIds.filter((_, k) => state.supply[k]!.length > 0).map((id) => MOVES.text('declare', { kind: id }));
}

/** `declare <kind>`; fewer cards of the kind than recipients: they go one each from the next seat until they run out. */
export function applyDeclare(state: MidrashState, id: string): void {
  const kind = catalogue().kindIds.indexOf(id);
  const to = recipients(state).slice(0, state.supply[kind]!.length);
  say(state, m().ev.declares(who(state, state.turn), localName(catalogue().kindFront[kind]!.names)));
  state.tasks.push({ kind: 'give', equipment: kind, to });
}

type GiveTask = Extract<Task, { kind: 'give' }>;

function giveChoices(state: MidrashState, task: GiveTask): string[] {
  const to = task.to[0]!;
  if (to < 0) return state.solo!.row.filter(calamityActive).map((c) => MOVES.text('give calamity', { calamity: calamityNumber(c.card) }));
  return openSlots(seatState(state, to)).map((s) => MOVES.text('give', { player: to + 1, slot: s + 1 }));
}

/** The `give` task: the next recipient puts the declared equipment on a slot (or covers a calamity). */
export const giveTask: TaskRules<MidrashState, GiveTask> = {
  ask: (state, task) => askTurn(state, giveChoices(state, task)),
  run(state, task, choice) {
    if (choice !== undefined) applyGive(state, task, choice);
    return true; // with no place to put it, the giving ends
  },
};

function applyGive(state: MidrashState, task: GiveTask, choice: string): void {
  const move = MOVES.parse(choice)!;
  const card = state.supply[task.equipment]!.pop()!;
  if (move.verb === 'give calamity') {
    state.solo!.row.find((c) => calamityNumber(c.card) === move.args.calamity)!.cover.push(card);
    say(state, m().ev.covers(cardName(card), String(move.args.calamity)));
  } else if (move.verb === 'give') {
    seatState(state, move.args.player - 1).slots[move.args.slot - 1]!.cards.push(card);
    say(state, m().ev.goesOn(cardName(card), String(move.args.slot), who(state, move.args.player - 1)));
  }
  if (task.to.length > 1) state.tasks.push({ kind: 'give', equipment: task.equipment, to: task.to.slice(1) });
}

