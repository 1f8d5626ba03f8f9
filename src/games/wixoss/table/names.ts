/** How cards and players are named in events and questions, in the reader's language. */
import type { Seat } from '../../../engine/game.js';
import { cardName as localName } from '../../../engine/i18n.js';
import { m } from '../messages/index.js';
import type { WixossState } from '../state.js';
import { def } from './defs.js';

/** The card's name in the reader's language. */
export function cardName(s: WixossState, inst: number): string {
  return localName(def(s, inst).name);
}

/** Card names as one list in the reader's language. */
export function cardNames(s: WixossState, insts: number[]): string {
  if (insts.length === 0) return '';
  const join = m().listJoin;
  let out = cardName(s, insts[0]!);
  for (let k = 1; k < insts.length; k++) out += join + cardName(s, insts[k]!);
  return out;
}

export function who(s: WixossState, seat: Seat): string {
  return s.players[seat]!.name;
}
