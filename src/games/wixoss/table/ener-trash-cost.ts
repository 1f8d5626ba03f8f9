/**
 * "[Black] and put a black card from your ener zone into the trash: ..." (WX05 Tamayorihime, Sunspot Miko: the extra
 * cost `enerTrash`). The ener payment comes first (rules/pay.ts), so it must leave a card for the second part: the
 * pay task keeps one matching card out of every payment it offers, and the ability is offered only when both parts
 * can be paid from different cards. The card kept is then chosen by the `payEnerTrash` op (cards/ops-ener-trash-cost.ts).
 */
import type { Seat } from '../../../engine/game.js';
import type { CardFilter, Cost } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { matches } from './filter.js';
import { paymentExists } from './payment.js';

/** A card of `ener` matching `keep`, not among `forced`, that `cost` can be paid without (`forced` paying). */
export function keptCard(s: WixossState, ener: number[], cost: Cost, keep: CardFilter, forced: readonly number[]): number | undefined {
  for (const card of ener) {
    if (forced.includes(card) || !matches(s, card, keep)) continue;
    if (paymentExists(s, ener.filter((i) => i !== card), cost, [...forced])) return card;
  }
  return undefined;
}

/** Whether `seat` can pay `cost` from the ener zone and still put a card matching `keep` from it into the trash. */
export const enerTrashPayable = (s: WixossState, seat: Seat, cost: Cost | undefined, keep: CardFilter): boolean =>
  keptCard(s, s.players[seat]!.ener, cost ?? {}, keep, []) !== undefined;
