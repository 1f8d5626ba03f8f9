/**
 * [activate X] effects (spec "Turn" 2): pay X MANA; each effect once per turn, counted per face so an upgraded
 * card may use its effects once more; none on a slot whose top card was put there this turn.
 */
import { catalogue } from '../cards/load.js';
import type { Effect } from '../cards/types.js';
import type { MidrashState } from '../state.js';
import { say } from './events.js';
import { pushOps } from './placing.js';
import { activeCards, canUpgrade, faceOf, maxMagic, topCard } from './territory.js';

export interface Activation { choice: string; key: string; effect: Effect; slot: number; card: number }

/** Effects that could do nothing at all are not offered (raising a capped magic level, a blocked upgrade). */
function useful(state: MidrashState, effect: Effect, slot: number, card: number): boolean {
  const seat = state.seats[state.turn]!;
  return effect.ops!.some((op) => {
    if (op.op === 'magic') return seat.magic < maxMagic(seat);
    if (op.op === 'upgradeSelf') return canUpgrade(state, seat.slots[slot]!, card);
    return true;
  });
}

export function activations(state: MidrashState): Activation[] {
  const seat = state.seats[state.turn]!;
  const out: Activation[] = [];
  const used = state.info.used;
  const ch = catalogue().character;
  let n = 0;
  for (const [i, effect] of (seat.up ? ch.back : ch.front).effects.entries()) {
    if (effect.when !== 'act') continue;
    n++;
    const key = `c:${i}:${seat.up ? 1 : 0}`;
    if (n === 1 && state.info.silence) continue;
    if (!used.includes(key) && effect.cost! <= seat.mana && useful(state, effect, -1, -1)) {
      out.push({ choice: `use char ${n}`, key, effect, slot: -1, card: -1 });
    }
  }
  seat.slots.forEach((slot, s) => {
    const top = topCard(slot);
    if (top === undefined || state.info.placed.includes(top)) return;
    let k = 0;
    for (const card of activeCards(slot)) {
      const face = faceOf(state, card);
      face.effects.forEach((effect, i) => {
        if (effect.when !== 'act') return;
        k++;
        const key = `${card}:${i}:${face.upgraded ? 1 : 0}`;
        if (!used.includes(key) && effect.cost! <= seat.mana && useful(state, effect, s, card)) {
          out.push({ choice: `use ${s + 1} ${k}`, key, effect, slot: s, card });
        }
      });
    }
  });
  return out;
}

export function activate(state: MidrashState, a: Activation): void {
  state.info.used.push(a.key);
  state.seats[state.turn]!.mana -= a.effect.cost!;
  say(state, `P${state.turn + 1} activates ${a.card < 0 ? 'the character' : faceOf(state, a.card).names.en} (${a.effect.cost} MANA)`);
  pushOps(state, a.effect.ops!, a.slot, a.card);
}
