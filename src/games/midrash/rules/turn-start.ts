/**
 * Start of turn: every [turn start] effect on your side resolves in the order you choose (spec "Turn" 1).
 * MANA gains cannot interact with anything, so they resolve without a question; you are asked only when two or
 * more effects that do something else are waiting. Solo: the demon's turn comes first, except that effects
 * which make wastelands (Hila) must be resolved before the calamity (seed ruling).
 */
import { autoResolvable, chosenKey, orderChoices, type PendingEffect } from '../../../engine/ordered-effects.js';
import { catalogue } from '../cards/load.js';
import type { Effect } from '../cards/types.js';
import type { MidrashState } from '../state.js';
import { pushOps } from './placing.js';
import { demonTurn } from './solo.js';
import { activeCards, faceOf } from './territory.js';

/** Keys: `char` or `<slot>:<card>:<effect index>`. */
export function collectTurnStart(state: MidrashState): string[] {
  const seat = state.seats[state.turn]!;
  const keys: string[] = ['char'];
  seat.slots.forEach((slot, s) => {
    for (const card of activeCards(slot)) {
      faceOf(state, card).effects.forEach((e, i) => { if (e.when === 'start') keys.push(`${s}:${card}:${i}`); });
    }
  });
  return keys;
}

function effectOf(state: MidrashState, key: string): Effect | undefined {
  if (key === 'char') {
    const ch = catalogue().character;
    return (state.seats[state.turn]!.up ? ch.back : ch.front).effects.find((e) => e.when === 'start');
  }
  const [s, card, i] = key.split(':').map(Number) as [number, number, number];
  // An effect whose card stopped being active (wastelanded by an earlier one) no longer resolves.
  if (!activeCards(state.seats[state.turn]!.slots[s]!).includes(card)) return undefined;
  return faceOf(state, card).effects[i];
}

const makesWasteland = (e: Effect | undefined) => Boolean(e?.ops?.some((o) => o.op === 'wasteOther' || o.op === 'wasteSelf'));

function pendingEffects(state: MidrashState, keys: string[]): PendingEffect[] {
  const perSlot: Record<string, number> = {};
  return keys.map((key) => {
    const effect = effectOf(state, key);
    const slot = key === 'char' ? 'char' : String(Number(key.split(':')[0]) + 1);
    perSlot[slot] = (perSlot[slot] ?? 0) + 1;
    const label = slot === 'char' ? 'char' : `${slot} ${perSlot[slot]}`;
    return { key, label, ordered: Boolean(effect?.ops?.some((o) => o.op !== 'mana')) };
  });
}

/** The effects that may be resolved now: in solo before the demon's turn, only the wasteland makers. */
function eligible(state: MidrashState): PendingEffect[] {
  const keys = state.info.pending;
  if (state.solo && !state.info.demonDone) return pendingEffects(state, keys.filter((k) => makesWasteland(effectOf(state, k))));
  return pendingEffects(state, keys);
}

/** Choices when the player must pick the next effect; empty when `startAuto` can proceed alone. */
export function startChoices(state: MidrashState): string[] {
  const now = eligible(state);
  return now.length > 0 && autoResolvable(now) === null ? orderChoices(now) : [];
}

/** One automatic step; returns false when the start of turn is over. */
export function startAuto(state: MidrashState): boolean {
  const now = eligible(state);
  if (now.length === 0) {
    if (state.solo && !state.info.demonDone) { state.info.demonDone = true; demonTurn(state); return true; }
    return false;
  }
  resolve(state, autoResolvable(now)!);
  return true;
}

export function applyStart(state: MidrashState, choice: string): void {
  resolve(state, chosenKey(eligible(state), choice)!);
}

function resolve(state: MidrashState, key: string): void {
  state.info.pending.splice(state.info.pending.indexOf(key), 1);
  const effect = effectOf(state, key);
  if (!effect?.ops) return;
  const slot = key === 'char' ? -1 : Number(key.split(':')[0]);
  const card = key === 'char' ? -1 : Number(key.split(':')[1]);
  pushOps(state, effect.ops, slot, card, true);
}
