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
  const solo = state.solo !== null;
  switch (op.op) {
    case 'mana': return e.mana(op.n);
    case 'magic': return e.magic(op.n);
    case 'setOrSummon': return e.setOrSummon;
    case 'set': return e.set;
    case 'freeSummon': return e.freeSummon;
    case 'upgradeSelf': return e.upgradeSelf;
    case 'upgradeOwn': return e.upgradeOwn;
    case 'wasteSelf': return e.wasteSelf;
    case 'wasteOther': return solo ? e.wasteCalamity : e.wasteOther(op.maxWisdom);
    case 'restore': return e.restore;
    case 'ritual': return e.ritual;
    case 'kriltu': return e.kriltu;
    case 'claimLegion': return e.claimLegion;
    case 'onoskelis': return solo ? e.onoskelisSolo : e.onoskelis;
    case 'othersMagicDown': return solo ? e.demonDown(op.n) : e.othersMagicDown(op.n);
    case 'returnSelf': return e.returnSelf;
  }
}
