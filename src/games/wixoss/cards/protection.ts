/**
 * "Your <Angel> SIGNI are unaffected by your opponent's effects other than their LRIG's" (constant `protect`: a card
 * filter). The effect that is resolving is the effect task on top of the stack; ARTS and SPELLs are not LRIG.
 */
import type { Seat } from '../../../engine/game.js';
import { conditionHolds } from '../rules/power.js';
import { def } from '../rules/zones.js';
import { EMPTY, type WixossState } from '../state.js';
import { cardDef } from './db.js';
import { fits } from './filter.js';

// Whether any card of a kind table protects (most games: none), so the check costs one comparison.
let lastKinds: string[] | undefined;
let lastAny = false;

function anyProtects(s: WixossState): boolean {
  if (s.kinds !== lastKinds) {
    lastAny = s.kinds.some((id) => (cardDef(id).effects?.constant ?? []).some((c) => c.protect));
    lastKinds = s.kinds;
  }
  return lastAny;
}

/** Whether `side`'s LRIG or SIGNI give the SIGNI `inst` protection now. */
function protectedNow(s: WixossState, side: Seat, inst: number): boolean {
  const p = s.players[side]!;
  const d = def(s, inst);
  const lrig = p.lrig[p.lrig.length - 1];
  for (const src of [lrig, ...p.signi]) {
    if (src === undefined || src === EMPTY) continue;
    for (const c of def(s, src).effects?.constant ?? []) if (c.protect && fits(d, c.protect) && conditionHolds(s, side, c.if, src)) return true;
  }
  return false;
}

/** Whether the SIGNI `inst` of `side` ignores the effect resolving now (an opponent's, not from their LRIG). */
export function shielded(s: WixossState, side: Seat, inst: number): boolean {
  if (!anyProtects(s)) return false;
  const t = s.tasks[s.tasks.length - 1];
  if (!t || t.kind !== 'effect' || t.seat === side) return false;
  if (def(s, t.via ?? t.src).type === 'LRIG') return false;
  return protectedNow(s, side, inst);
}

/** The same for a constant ability of the opponent's card `src` (an aura that lowers your SIGNI). */
export function shieldedFromCard(s: WixossState, side: Seat, inst: number, src: number): boolean {
  return anyProtects(s) && def(s, src).type !== 'LRIG' && protectedNow(s, side, inst);
}
