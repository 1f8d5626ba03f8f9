/**
 * Start of turn: every [turn start] effect on your side resolves in the order you choose (spec "Turn" 1).
 * MANA gains cannot interact with anything, so they resolve without a question; you are asked only when two or
 * more effects that do something else are waiting. Solo: the demon's turn comes first, except that effects
 * which make wastelands (Hila) must be resolved before the calamity (seed ruling).
 */
import { autoResolvable, chosenKey, orderChoices, type PendingEffect } from '../../../engine/ordered-effects.js';
import type { TaskRules } from '../../../engine/referee.js';
import { catalogue } from '../cards/load.js';
import type { Effect, Op } from '../cards/types.js';
import type { MidrashState, Task } from '../state.js';
import { pushOps } from './placing.js';
import { askTurn } from './question.js';
import { demonTurn } from './solo.js';
import { activeCards, faceOf, possessed, topCard } from './territory.js';
import { TextTable } from '../../../engine/choice-text.js';
import { seatState } from '../state.js';

/** Keys: `char` or `<slot>:<card>:<effect index>`. */
export function collectTurnStart(state: MidrashState): string[] {
  const seat = seatState(state, state.turn);
  const keys: string[] = ['char'];
  seat.slots.forEach((slot, s) => {
    for (const card of activeCards(slot)) {
      faceOf(state, card).effects.forEach((e, i) => { if (e.when === 'start') keys.push(`${s}:${card}:${i}`); });
    }
  });
  return keys;
}

/** A pending key read back into numbers; `slot` -1 is the character. */
interface StartKey { slot: number; card: number; index: number }

/** Keys come from a small fixed set and are read on every step of a turn start: parse each one once. */
const parsedKeys = new Map<string, StartKey>();
function parseKey(key: string): StartKey {
  let parsed = parsedKeys.get(key);
  if (!parsed) {
    const [slot, card, index] = key === 'char' ? [-1, -1, -1] : key.split(':').map(Number) as [number, number, number];
    parsedKeys.set(key, (parsed = { slot, card, index }));
  }
  return parsed;
}

const isStart = (e: Effect) => e.when === 'start';
const notMana = (o: Op) => o.op !== 'mana';
const wastes = (o: Op) => o.op === 'wasteOther' || o.op === 'wasteSelf';

function effectOf(state: MidrashState, key: string): Effect | undefined {
  const { slot: s, card, index } = parseKey(key);
  if (s < 0) {
    const ch = catalogue().character;
    return (seatState(state, state.turn).up ? ch.back : ch.front).effects.find(isStart);
  }
  // An effect whose card stopped being active (wastelanded by an earlier one) no longer resolves.
  const slot = seatState(state, state.turn).slots[s]!;
  if (topCard(slot) !== card && possessed(slot) !== card) return undefined;
  return faceOf(state, card).effects[index];
}

const makesWasteland = (e: Effect | undefined) => Boolean(e?.ops?.some(wastes));

const LABEL = new TextTable((slot, n) => `${slot + 1} ${n}`);

/** The pending effects, each looked up once; with `early`, only the wasteland makers (numbered among themselves). */
function pendingEffects(state: MidrashState, early = false): PendingEffect[] {
  const perSlot = [0, 0, 0, 0, 0];
  const out: PendingEffect[] = [];
  for (const key of state.info.pending) {
    const effect = effectOf(state, key);
    if (early && !makesWasteland(effect)) continue;
    const s = parseKey(key).slot;
    out.push({ key, label: s < 0 ? 'char' : LABEL.get(s, ++perSlot[s]!), ordered: Boolean(effect?.ops?.some(notMana)) });
  }
  return out;
}

/** The effects that may be resolved now: in solo before the demon's turn, only the wasteland makers. */
function eligible(state: MidrashState): PendingEffect[] {
  return pendingEffects(state, Boolean(state.solo && !state.info.demonDone));
}

/**
 * The waiting turn-start effect a `resolve` label names (`char`, `2 1`, as the choices number them): its card (-1:
 * the character) and effect; undefined when none waits under that label.
 */
export function pendingAt(state: MidrashState, label: string): { card: number; effect: Effect } | undefined {
  const key = pendingEffects(state).find((p) => p.label === label)?.key;
  const effect = key === undefined ? undefined : effectOf(state, key);
  return effect && { card: parseKey(key!).card, effect };
}

/** The `resolve` texts of every waiting effect, eligible now or not (explain tells the two apart). */
export function pendingChoices(state: MidrashState): string[] {
  return orderChoices(pendingEffects(state));
}

/** The `start` task: open until every effect has resolved (and in solo the demon has had its turn). */
export const startTask: TaskRules<MidrashState, Extract<Task, { kind: 'start' }>> = {
  ask(state) {
    const now = eligible(state);
    return askTurn(state, now.length > 0 && autoResolvable(now) === null ? orderChoices(now) : []);
  },
  waits: (state) => (state.info.pending.length === 0 ? false : undefined), // every effect resolved: nothing to ask
  run(state, _task, choice) {
    if (choice !== undefined) {
      resolve(state, chosenKey(eligible(state), choice)!);
      return false;
    }
    // Nothing to choose: an effect whose order is moot (MANA only), or the last one left, resolves now.
    const now = eligible(state);
    if (now.length > 0) {
      resolve(state, autoResolvable(now)!);
      state.quiet = true; // its ops are only queued
      return false;
    }
    if (state.solo && !state.info.demonDone) {
      state.info.demonDone = true;
      demonTurn(state);
      return false;
    }
    state.quiet = true;
    return true;
  },
};

function resolve(state: MidrashState, key: string): void {
  state.info.pending.splice(state.info.pending.indexOf(key), 1);
  const effect = effectOf(state, key);
  if (!effect?.ops) return;
  const { slot, card } = parseKey(key);
  pushOps(state, effect.ops, slot, card, true);
}
