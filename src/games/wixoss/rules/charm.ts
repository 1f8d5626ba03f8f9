/**
 * Charm (WX04 on): putting a card face down under a SIGNI and taking it off. A SIGNI has at most one Charm; its
 * owner knows it, the opponent sees only that there is one. When the SIGNI leaves the field its Charm goes to its
 * owner's trash (rules/zones.ts `leaveField`). The queries are table/charm.ts.
 */
import type { Seat } from '../../../engine/game.js';
import { becauseOf } from '../../../engine/chance.js';
import { say } from '../../../engine/events.js';
import { m } from '../messages/index.js';
import { why } from '../messages/table-why.js';
import { cardName, who } from '../table/names.js';
import { charmAt } from '../table/charm.js';
import { EMPTY, type WixossState } from '../state.js';
import { takeTop } from './hidden.js';

/** Put `inst` (already taken from where it was) face down under `seat`'s SIGNI in `zone`, which has no Charm. */
export function putCharm(s: WixossState, seat: Seat, zone: number, inst: number): void {
  const p = s.players[seat]!;
  (p.charm ??= p.signi.map(() => EMPTY))[zone] = inst;
  const signi = cardName(s, p.signi[zone]!);
  say(s, m().evCharmPut(signi, who(s, seat)));
  say(s, m().evYourCharm(cardName(s, inst), signi), seat);
}

/** The top card of `seat`'s deck becomes the Charm of its SIGNI in `zone`: its owner sees it, nobody else. */
export function deckTopToCharm(s: WixossState, seat: Seat, zone: number): boolean {
  if (s.players[seat]!.deck.length === 0) return false;
  const inst = becauseOf(s.rng, () => why().deckToCharm(who(s, seat)), () => takeTop(s, seat, seat));
  s.revealed = true;
  putCharm(s, seat, zone, inst);
  return true;
}

/** Take the Charm from under `seat`'s SIGNI in `zone`, face up from now on (both seats see it); EMPTY when there is none. */
function takeCharm(s: WixossState, seat: Seat, zone: number): number {
  const inst = charmAt(s, seat, zone);
  if (inst === EMPTY) return EMPTY;
  s.players[seat]!.charm![zone] = EMPTY;
  s.revealed = true;
  return inst;
}

/** The Charm under `seat`'s SIGNI in `zone` goes face up into the trash (a cost, or its SIGNI left the field). */
export function charmToTrash(s: WixossState, seat: Seat, zone: number): number {
  const inst = takeCharm(s, seat, zone);
  if (inst === EMPTY) return EMPTY;
  const p = s.players[seat]!;
  p.trash.push(inst);
  say(s, m().evCharmTrashed(cardName(s, inst), cardName(s, p.signi[zone]!), who(s, seat)));
  return inst;
}

/** The Charm under `seat`'s SIGNI in `zone` goes into its owner's hand, shown to both (WX05 Uranium takes a card from under it). */
export function charmToHand(s: WixossState, seat: Seat, zone: number): number {
  const inst = takeCharm(s, seat, zone);
  if (inst !== EMPTY) s.players[seat]!.hand.push(inst);
  return inst;
}
