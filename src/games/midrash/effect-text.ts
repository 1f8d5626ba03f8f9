/**
 * What an effect does, in the cards' words (en + zh), built from its ops: the moves that use or resolve an effect
 * say it ("Golem: this slot becomes wasteland, +4 MANA"), so no op name reaches a player.
 */
import type { Op } from './cards/types.js';
import { m } from './messages/index.js';
import type { MidrashState } from './state.js';

export function effectText(state: MidrashState, ops: readonly Op[]): string {
  return ops.map((op) => opText(state, op)).join(m().effect.join);
}

/** One op's words; solo games aim some effects at the demon's side instead of other players. */
export function opText(state: MidrashState, op: Op): string {
  const e = m().effect;
  if (state.solo !== null && op.op === 'wasteOther') return e.wasteCalamity;
  if (state.solo !== null && op.op === 'onoskelis') return e.onoskelisSolo;
  if (state.solo !== null && op.op === 'othersMagicDown') return e.demonDown(op.n);
  switch (op.op) {
    case 'mana': case 'magic': case 'othersMagicDown': return e[op.op](op.n);
    case 'wasteOther': return e.wasteOther(op.maxWisdom);
    default: return e[op.op]; // an op without parameters: its words are the message of its name
  }
}
