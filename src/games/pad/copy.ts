/**
 * A deep copy of a state, field by field: bots copy a state for every choice they look at (determinize), and this
 * is several times faster than structuredClone. Card data the tasks point at (`op`) is never changed, so it is shared.
 */
import type { RngState } from '../../engine/rng.js';
import type { PadState, PlayerState, Task } from './state.js';

function copyRng(rng: RngState): RngState {
  const copy: RngState = { ...rng, s: [...rng.s] };
  if (rng.stacked) copy.stacked = Object.fromEntries(Object.entries(rng.stacked).map(([key, orders]) => [key, orders.map((o) => [...o])]));
  return copy;
}

function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    deck: [...p.deck],
    hand: [...p.hand],
    life: [...p.life],
    discard: [...p.discard],
    columns: p.columns.map((c) => [...c]),
    stacks: p.stacks.map((c) => [...c]),
    tapped: [...p.tapped],
    evolved: [...p.evolved],
    limbo: [...p.limbo],
  };
}

function copyTask(task: Task): Task {
  switch (task.t) {
    case 'op':
      return task.picked ? { ...task, picked: [...task.picked] } : { ...task };
    case 'order':
      return { ...task, stacks: [...task.stacks], groups: task.groups.map((g) => g.map(copyTask)) };
    default:
      return { ...task };
  }
}

export function copyState(s: PadState): PadState {
  return {
    ...s,
    rng: copyRng(s.rng),
    events: s.events.map((e) => ({ ...e })),
    players: s.players.map(copyPlayer),
    tasks: s.tasks.map(copyTask),
    attackers: s.attackers.map((a) => ({ ...a })),
    declared: [...s.declared],
    guard: s.guard && { ...s.guard, stacks: [...s.guard.stacks] },
    guarded: [...s.guarded],
    abilities: [...s.abilities],
    bonus: { ...s.bonus },
    boosts: s.boosts.map((b) => ({ attack: [...b.attack], damage: [...b.damage], combo: [...b.combo], defense: [...b.defense] })),
    hitByAttack: [...s.hitByAttack],
    onFoeDamaged: s.onFoeDamaged.map((w) => ({ ...w })),
    swapped: [...s.swapped],
  };
}
