/**
 * A monster's numbers now: its printed attack row, damage and defense plus this turn's boosts (`boost` op, kept per
 * stack in `s.boosts`) and the continuous `aura` effects of its controller's monsters. Extra combos move a monster
 * along its own attack row (capped at 6) and count for nothing else.
 */
import type { Seat } from '../../../engine/game.js';
import { hasOp } from '../cards/facts.js';
import type { Op, PadCard, Stat } from '../cards/types.js';
import { opponent, type PadState } from '../state.js';
import { conditionMet } from './effects.js';
import { isAttr, top } from './zones.js';

/** Does monster `c` pass an op's filters (attribute or any of `attributes`, type, stage, defense)? */
export function passes(c: PadCard, op: Op, defense = c.defense): boolean {
  if (!isAttr(c, op.attribute)) return false;
  if (op.attributes && !op.attributes.some((a) => isAttr(c, a))) return false;
  if (op.type && !c.types.includes(op.type)) return false;
  if (op.stage !== undefined && c.stage !== op.stage) return false;
  if (op.maxStage !== undefined && (c.stage ?? 99) > op.maxStage) return false;
  return op.maxDefense === undefined || defense <= op.maxDefense;
}

/** What `seat`'s continuous `aura` effects add to stat `stat` of its monster on stack `st`. */
function auraOf(s: PadState, seat: Seat, st: number, stat: Stat): number {
  const p = s.players[seat]!;
  const target = top(p, st);
  let n = 0;
  for (let from = 0; from < 5; from++) {
    const c = top(p, from);
    if (!hasOp(c, 'aura')) continue;
    for (const e of c.effects) {
      if (e.when !== 'continuous' || !conditionMet(s, seat, e, from)) continue;
      for (const op of e.ops) {
        if (op.op !== 'aura' || op.stat !== stat) continue;
        if (op.target === 'self' ? from === st : passes(target, op)) n += op.n ?? 0;
      }
    }
  }
  return n;
}

function boosted(s: PadState, seat: Seat, st: number, stat: Stat): number {
  return s.boosts[seat]![stat][st]! + auraOf(s, seat, st, stat);
}

/** Combos the turn player's monster on stack `st` counts for its attack row (0 = none made). */
function combosOf(s: PadState, st: number): number {
  return s.combos > 0 ? Math.min(6, s.combos + boosted(s, s.seat, st, 'combo')) : 0;
}

/** Attack of the turn player's monster on stack `st` now (0 = its row has no attack for this combo count). */
export function attackOf(s: PadState, st: number): number {
  const n = combosOf(s, st);
  const printed = n > 0 ? top(s.players[s.seat]!, st).attack[n - 1]! : 0;
  return printed > 0 ? Math.max(0, printed + boosted(s, s.seat, st, 'attack')) : 0;
}

/** Damage one hit of the turn player's monster on stack `st` deals. */
export function damageOf(s: PadState, st: number): number {
  const c = top(s.players[s.seat]!, st);
  const bonus = (s.bonus.all ?? 0) + c.types.reduce((n, t) => n + (s.bonus[t] ?? 0), 0);
  return Math.max(0, 1 + c.extra[combosOf(s, st) - 1]! + bonus + boosted(s, s.seat, st, 'damage'));
}

/** Defense of `seat`'s monster on stack `st` now. */
export function defenseOf(s: PadState, seat: Seat, st: number): number {
  return Math.max(0, top(s.players[seat]!, st).defense + boosted(s, seat, st, 'defense'));
}

/**
 * The `guardBonus` the defender's monster on stack `st` gets by guarding against the attacker on stack `attacker`
 * (a stone dragon against an attacker of its named attribute), 0 when none or already given this turn.
 */
export function guardBonusOf(s: PadState, st: number, attacker: number): number {
  const c = top(s.players[opponent(s.seat)]!, st);
  if (s.guardBonusGiven[st] || !hasOp(c, 'guardBonus')) return 0;
  const a = top(s.players[s.seat]!, attacker);
  let n = 0;
  for (const e of c.effects) for (const op of e.ops) if (op.op === 'guardBonus' && isAttr(a, op.attribute)) n += op.n ?? 0;
  return n;
}

/**
 * Defense of the defender's monster on stack `st` guarding against the attacker on stack `attacker`: its defense now
 * plus the `guardBonus` this guard would give it (once given, the bonus is part of its defense for the turn).
 */
export function guardDefenseOf(s: PadState, st: number, attacker: number): number {
  return defenseOf(s, opponent(s.seat), st) + guardBonusOf(s, st, attacker);
}

/** May the defender's monster `guard` guard against the attacker on stack `attacker` (its `unguardable` effects)? */
export function mayGuard(s: PadState, guard: number, attacker: number): boolean {
  const a = top(s.players[s.seat]!, attacker);
  if (!hasOp(a, 'unguardable')) return true;
  const def = opponent(s.seat);
  const g = top(s.players[def]!, guard);
  for (const e of a.effects) for (const op of e.ops) if (op.op === 'unguardable' && passes(g, op, defenseOf(s, def, guard))) return false;
  return true;
}
