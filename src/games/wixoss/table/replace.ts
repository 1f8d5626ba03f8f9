/**
 * Replacement effects (WX04 Paimon, WX06 Shironakuji): "if your SIGNI would be banished / leave the field, instead
 * you may ...". These are the queries: which ways of replacing an event are open now. The question and what happens
 * are rules/replace.ts; rules/zones.ts offers it before a banish or a move off the field.
 */
import { constantsOf } from './lose-abilities.js';
import type { Seat } from '../../../engine/game.js';
import type { Replacement } from '../cards/types.js';
import { EMPTY, type ReplaceWay, type WixossState } from '../state.js';
import { charmAt } from './charm.js';
import { matches } from './filter.js';
import { kindsWithConstant } from './kinds.js';
import { conditionHolds } from './power.js';

/** What would happen to the SIGNI: a banish (also a way of leaving the field), or a move off the field elsewhere. */
export type ReplacedEvent = 'banish' | 'leave';

/** Whether any card of this game has a replacement effect: without one, banishes and moves ask nothing more. */
export const anyReplacer = kindsWithConstant((c) => c.replace !== undefined);

/** Whether `r` of the SIGNI `source` covers `event` of the SIGNI in `zone` (an opponent's effect or not). */
function covers(s: WixossState, seat: Seat, zone: number, event: ReplacedEvent, byOpponent: boolean, r: Replacement, source: number): boolean {
  // A banish is a way of leaving the field, so a "leave" replacement covers it too; not the other way round.
  if (r.event === 'banish' && event !== 'banish') return false;
  if (r.byOpponent && !byOpponent) return false;
  if (r.other && source === s.players[seat]!.signi[zone]) return false;
  if (!matches(s, s.players[seat]!.signi[zone]!, r.filter)) return false;
  return r.instead !== 'trashCharm' || charmAt(s, seat, zone) !== EMPTY;
}

/** A SIGNI that left the field earlier in the step now happening (rules/zones.ts): it was there when it began. */
export interface LeftThisStep { seat: Seat; inst: number; zone: number }

/**
 * The ways `seat` may replace `event` of its SIGNI in `zone` now: one per SIGNI of its field whose replacement covers
 * it (copies that would do the same thing, as two Paimon trashing one Charm, count once). `left`: SIGNI that left the
 * field earlier in the same step; the step happens all at once ("banish all SIGNI"), so theirs count too.
 */
export function replaceWays(s: WixossState, seat: Seat, zone: number, event: ReplacedEvent, byOpponent: boolean, left: readonly LeftThisStep[] = []): ReplaceWay[] {
  if (!anyReplacer(s)) return [];
  const ways: ReplaceWay[] = [];
  const field = s.players[seat]!.signi;
  const sources: [number, number][] = [];
  for (let z = 0; z < field.length; z++) if (field[z] !== EMPTY) sources.push([field[z]!, z]);
  for (const l of left) if (l.seat === seat) sources.push([l.inst, l.zone]);
  for (const [source, z] of sources) {
    for (const c of constantsOf(s, source)) { // (a SIGNI that lost its abilities replaces nothing)
      const r = c.replace;
      if (!r || !conditionHolds(s, seat, c.if, source) || !covers(s, seat, zone, event, byOpponent, r, source)) continue;
      const way = { source, instead: r.instead, amount: r.amount ?? 0, zone: r.instead === 'trashCharm' ? zone : z };
      if (!ways.some((w) => w.instead === way.instead && w.zone === way.zone)) ways.push(way);
    }
  }
  return ways;
}

/** Whether what would happen to the SIGNI `inst` waits on its owner's answer to a replacement (not done yet). */
export function awaitsReplacement(s: WixossState, inst: number): boolean {
  return anyReplacer(s) && s.tasks.some((t) => t.kind === 'replace' && t.inst === inst);
}
