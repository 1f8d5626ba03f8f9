/**
 * "This turn, your <Beautiful Technique> SIGNI are unaffected by your opponent's spells and SIGNI" (WX05 Different
 * Strokes): a `shield` mod on the player's LRIG, until end of turn. It covers SIGNI that come onto the field later
 * too, and lets the opponent's ARTS and LRIG abilities through.
 */
import type { Seat } from '../../../engine/game.js';
import type { CardType } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { def } from './defs.js';
import { fits } from './filter.js';

/** Whether `side`'s SIGNI `inst` ignores an effect of an opposing card of type `from` because of a shield this turn. */
export function shieldedThisTurn(s: WixossState, side: Seat, inst: number, from: CardType): boolean {
  if (s.mods.length === 0 || (from !== 'SPELL' && from !== 'SIGNI' && from !== 'RESONA')) return false;
  const lrig = s.players[side]!.lrig;
  return s.mods.some((mod) => mod.shield !== undefined && lrig.includes(mod.inst) && fits(def(s, inst), mod.shield));
}
