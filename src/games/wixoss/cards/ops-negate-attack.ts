/**
 * Attacks stopped or met by an effect (issue 46): "disable that SIGNI's attack" (WX04 Anne=Fourth, `negateAttack`:
 * its battle is taken off the stack, so it neither battles nor deals damage), and "you may put this SIGNI in front of
 * the attacking SIGNI" (WX04 Quinn, `moveInFront`: moved to the empty zone facing the attacker, before the battle,
 * which then meets it). Both act on the trigger's card, the attacker.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import { EMPTY, type WixossState } from '../state.js';
import type { EffectTask, OpHandler } from './ops.js';

/** The zone facing the attacker `t.subj` on the trigger owner's side, if it is empty and the attacker still attacks. */
function emptyFront(s: WixossState, t: EffectTask): number {
  if (t.subj === undefined) return -1;
  const z = s.players[opponentOf(t.seat)]!.signi.indexOf(t.subj);
  return z >= 0 && s.players[t.seat]!.signi[z] === EMPTY ? z : -1;
}

export const NEGATE_ATTACK_OPS: Record<string, OpHandler> = {
  negateAttack: {
    run(s, t) {
      const at = s.tasks.findLastIndex((k) => k.kind === 'battle' && k.inst === t.subj);
      if (at < 0) return;
      s.tasks.splice(at, 1);
      say(s, m().evAttackNegated(cardName(s, t.subj!)));
    },
  },
  moveInFront: {
    ask(s, t) {
      const p = s.players[t.seat]!;
      if (!p.signi.includes(t.src) || emptyFront(s, t) < 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptMoveInFront(cardName(s, t.src), cardName(s, t.subj!)), choices: ['use', 'skip'] };
    },
    run(s, t, _op, choice) {
      if (choice !== 'use') return;
      const p = s.players[t.seat]!;
      const from = p.signi.indexOf(t.src);
      const to = emptyFront(s, t);
      p.signi[to] = t.src;
      p.signiDown[to] = p.signiDown[from]!;
      p.signi[from] = EMPTY;
      p.signiDown[from] = false;
      // A Charm lies under its SIGNI: it moves along.
      if (p.charm) { p.charm[to] = p.charm[from]!; p.charm[from] = EMPTY; }
      say(s, m().evMovedInFront(cardName(s, t.src), to + 1));
    },
  },
};
