/**
 * Cards under a SIGNI (WX05 Uranium): putting cards face up under a SIGNI and taking them off. When the SIGNI
 * leaves the field they go to their owner's trash, as a Charm does (rules/zones.ts `leaveField`; our ruling). When
 * the SIGNI moves to another zone they move along (`moveStack`). The queries are table/under.ts.
 */
import type { Seat } from '../../../engine/game.js';
import { say } from '../../../engine/events.js';
import { m } from '../messages/index.js';
import { cardName, cardNames, who } from '../table/names.js';
import type { WixossState } from '../state.js';

/** Put `inst` (already taken from where it was) face up under `seat`'s SIGNI in `zone`. */
export function putUnder(s: WixossState, seat: Seat, zone: number, inst: number): void {
  const p = s.players[seat]!;
  const under = (p.under ??= p.signi.map(() => []));
  under[zone]!.push(inst);
  say(s, m().evPutUnder(cardName(s, inst), cardName(s, p.signi[zone]!), who(s, seat)));
}

/** Take `inst` from under `seat`'s SIGNI in `zone` (the caller puts it somewhere). */
export function takeUnder(s: WixossState, seat: Seat, zone: number, inst: number): void {
  const stack = s.players[seat]!.under?.[zone];
  const at = stack ? stack.indexOf(inst) : -1;
  if (at >= 0) stack!.splice(at, 1);
}

/** Every card under `seat`'s SIGNI in `zone` goes into its owner's trash (its SIGNI left the field). */
export function stackToTrash(s: WixossState, seat: Seat, zone: number): void {
  const p = s.players[seat]!;
  const stack = p.under?.[zone];
  if (!stack || stack.length === 0) return;
  p.trash.push(...stack);
  say(s, m().evUnderTrashed(cardNames(s, stack), cardName(s, p.signi[zone]!), who(s, seat)));
  p.under![zone] = [];
}

/** The cards under the SIGNI that moved from zone `from` to zone `to` move along with it (`to` is empty of them). */
export function moveStack(s: WixossState, seat: Seat, from: number, to: number): void {
  const under = s.players[seat]!.under;
  if (!under) return;
  under[to] = under[from]!;
  under[from] = [];
}
