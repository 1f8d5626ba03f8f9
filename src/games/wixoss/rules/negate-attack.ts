/**
 * Attacks negated by an effect: WX04 Anne=Fourth's "negate that attack" (cards/ops-negate-attack.ts) and WX05
 * Suiboku's Burst "this turn, the next time an LRIG or SIGNI attacks, negate that attack" (a `negateNextAttack` mark
 * on its player's LRIG, used up by the next attack declared). A negated attack neither battles nor deals damage; its
 * "when it attacks" abilities still resolve. "When you negate an opposing SIGNI's attack by an effect" abilities hear
 * it (trigger `attackNegated`: the event's card is the attacker, `effectOf` the negating player).
 */
import type { Seat } from '../../../engine/game.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import type { WixossState } from '../state.js';
import { cardName } from '../table/names.js';
import { anyoneWaits, fire } from './triggers.js';
import { say } from './zones.js';

/** `attacker` (of `attackerSeat`; `lrig`: an LRIG's attack) had its attack negated by an effect of `bySeat`. The event's `cause` says whose attack: signi or lrig. */
export function attackNegated(s: WixossState, attackerSeat: Seat, attacker: number, bySeat: Seat, lrig = false): void {
  say(s, m().evAttackNegated(cardName(s, attacker)));
  if (anyoneWaits(s, 'attackNegated')) fire(s, { when: 'attackNegated', seat: attackerSeat, subj: attacker, effectOf: bySeat, cause: lrig ? 'lrig' : 'signi' });
}

/**
 * An attack was just declared (its battle, or its damage and guard question, on the stack): a waiting "negate the
 * next attack" mark negates it and is used up.
 */
export function negateIfMarked(s: WixossState, seat: Seat, attacker: number, lrig: boolean): void {
  if (s.mods.length === 0) return;
  const at = s.mods.findIndex((mod) => mod.negateNextAttack);
  if (at < 0) return;
  const [mark] = s.mods.splice(at, 1);
  const bySeat = s.players.findIndex((p) => p.lrig.includes(mark!.inst));
  const defender = opponentOf(seat);
  for (let k = s.tasks.length - 1; k >= 0; k--) {
    const t = s.tasks[k]!;
    const ofThisAttack = lrig ? (t.kind === 'guard' && t.seat === defender) || (t.kind === 'damage' && t.seat === defender && t.by === -1) : t.kind === 'battle' && t.inst === attacker;
    if (ofThisAttack) s.tasks.splice(k, 1);
  }
  attackNegated(s, seat, attacker, bySeat, lrig);
}
