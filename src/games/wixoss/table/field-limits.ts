/**
 * Rules an LRIG sets for every player while it is on the field (WX04 Iona, Ultima/Maiden): each draws only one card
 * in the draw phase (rules/turn.ts), and each may have only one SIGNI on the field (table/placement.ts; more go to
 * the trash at rule processing, rules/processing.ts).
 */
import type { WixossState } from '../state.js';
import { lrigOf } from './defs.js';
import { kindsWithConstant } from './kinds.js';

const drawOnlyOneKinds = kindsWithConstant((c) => !!c.drawOnlyOne);
const oneSigniEachKinds = kindsWithConstant((c) => !!c.oneSigniEach);

/** Whether either player's LRIG has the constant `rule` (asked at every rule check: free in a game without such an LRIG). */
export function anyLrigSets(s: WixossState, rule: 'drawOnlyOne' | 'oneSigniEach'): boolean {
  if (!(rule === 'drawOnlyOne' ? drawOnlyOneKinds(s) : oneSigniEachKinds(s))) return false;
  return s.players.some((_, seat) => lrigOf(s, seat)?.effects?.constant?.some((c) => c[rule]) ?? false);
}
