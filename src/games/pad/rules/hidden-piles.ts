/**
 * A seat's deck and life, the piles nobody sees (view.ts). Every shuffle of them, and every moment one of their
 * cards becomes known (drawn, put face up on a column, revealed, looked at, taken as damage), goes through here to
 * the engine's chance (engine/chance.ts), so a transcript of a game played with real cards names each card as it
 * happens. A seeded game reads the card that is there, exactly as before.
 * The deck's top `seen` cards (PlayerState.seen) were already shown (revealed, or looked at by `seenBy`): taking them
 * is no new outcome, a transcript's card for another place is never one of them, and they show in the view of
 * whoever saw them (view.ts). Likewise life's bottom `lifeSeen` cards (PlayerState.lifeSeen) are known to everyone
 * (a card of the field that became a life card): taking one is no outcome, and no outcome can name one.
 */
import { becauseOf, revealCard, shufflePile } from '../../../engine/chance.js';
import type { Seat } from '../../../engine/game.js';
import { randomInt, type RngState } from '../../../engine/rng.js';
import { card } from '../cards/catalogue.js';
import type { PadState } from '../state.js';
import { why } from '../messages/table-why.js';

/** A log names PAD cards by card id, in chance lines as in order lines (rules topic "log"). */
const logName = (c: number): string => card(c).id;

/** Seat 1's deck and life are pile `1` in a log (`order.1`, `> 1: …`), seat 2's pile `2`. */
const PILE = ['1', '2'];
/** A card picked at random from seat 1's hand is `> hand1: …`, from seat 2's `> hand2: …`. */
const HAND = ['hand1', 'hand2'];

/** Setup's shuffle of `seat`'s deck (the only shuffle in PAD): the PRNG or the log's `order.<seat>` line orders it. */
export function shuffleDeck(rng: RngState, seat: Seat, cards: number[]): number[] {
  return shufflePile(rng, PILE[seat]!, cards, logName);
}

/**
 * The card at `zone[at]` of `seat` becomes known to `to` (or to everyone). In a transcript the named card may be
 * any of the seat's unknown cards (its deck under the seen cards, its life above the known ones), all places
 * nobody has seen. `because`: why, for the table's question (a rule that knows better words it: `becauseOf`).
 */
function reveal(s: PadState, seat: Seat, zone: 'deck' | 'life', at: number, to: Seat | undefined, because: (who: string) => string): void {
  const p = s.players[seat]!;
  if (s.rng.told === undefined) {
    revealCard(s.rng, PILE[seat]!, p[zone], at, logName, to);
    return;
  }
  becauseOf(s.rng, () => because(p.name), () => revealTold(s, seat, zone, at, to));
}

function revealTold(s: PadState, seat: Seat, zone: 'deck' | 'life', at: number, to: Seat | undefined): void {
  const p = s.players[seat]!;
  const seen = p.seen ?? 0;
  const known = p.lifeSeen ?? 0;
  const unseen = p.deck.splice(seen);
  const hiddenLife = p.life.splice(known);
  try {
    if (zone === 'deck') revealCard(s.rng, PILE[seat]!, unseen, at - seen, logName, to, () => [hiddenLife]);
    else revealCard(s.rng, PILE[seat]!, hiddenLife, at - known, logName, to, () => [unseen]);
  } finally {
    p.deck.push(...unseen);
    p.life.push(...hiddenLife);
  }
}

/** Take up to `n` cards off the top of `seat`'s deck, each becoming known to `to` (or everyone) unless seen already. */
export function takeTop(s: PadState, seat: Seat, n: number, to?: Seat): number[] {
  const p = s.players[seat]!;
  const taken: number[] = [];
  for (let i = 0; i < n && p.deck.length > 0; i++) {
    if (p.seen === undefined) reveal(s, seat, 'deck', 0, to, to === undefined ? why().deckUp : why().draw);
    else forgetTop(s, seat);
    taken.push(p.deck.shift()!);
  }
  return taken;
}

/** The deck's top card, already shown, leaves the deck. */
function forgetTop(s: PadState, seat: Seat): void {
  const p = s.players[seat]!;
  if (--p.seen! > 0) return;
  delete p.seen;
  delete p.seenBy;
}

/** Take the deck's card at `at` (0 = top, below any seen cards), becoming known to `to` (or everyone). */
export function takeFromDeck(s: PadState, seat: Seat, at: number, to?: Seat): number {
  reveal(s, seat, 'deck', at, to, to === undefined ? why().deckUp : why().draw);
  return s.players[seat]!.deck.splice(at, 1)[0]!;
}

/** Show the top `n` cards of `seat`'s deck to `to` (or everyone), leaving them on top, seen; returns them. */
export function showTop(s: PadState, seat: Seat, n: number, to?: Seat): number[] {
  const p = s.players[seat]!;
  const k = Math.min(n, p.deck.length);
  const before = p.seen;
  for (let i = before ?? 0; i < k; i++) {
    reveal(s, seat, 'deck', i, to, to === undefined ? why().reveal : why().look);
    p.seen = i + 1;
  }
  // Who may see the top cards in their view: `to` alone after a look; everyone after a reveal of unseen cards
  // (a reveal after a look leaves them to the one who looked, which hides rather than leaks).
  if (p.seen !== undefined && to !== undefined) p.seenBy = to;
  else if (before === undefined) delete p.seenBy;
  return p.deck.slice(0, k);
}

/**
 * The bottom life card of `seat` leaves life, becoming known to `to` (to hand) or to everyone (to the discard);
 * one everyone knows already (`lifeSeen`) is no new outcome.
 */
export function takeLife(s: PadState, seat: Seat, to?: Seat): number {
  const p = s.players[seat]!;
  if (p.lifeSeen === undefined) reveal(s, seat, 'life', 0, to, to === undefined ? why().damageDiscard : why().damageHand);
  else if (--p.lifeSeen === 0) delete p.lifeSeen;
  return p.life.shift()!;
}

/**
 * A card everyone has seen becomes a face-down life card of `seat` (Demon Viper Orochi's `lastStand`, when life is
 * 0): it goes on top, and while every card under it is known too, everyone still knows it (`lifeSeen`), so neither
 * a transcript nor a bot's determinize may put another card there.
 */
export function knownToLife(s: PadState, seat: Seat, c: number): void {
  const p = s.players[seat]!;
  if ((p.lifeSeen ?? 0) === p.life.length) p.lifeSeen = p.life.length + 1;
  p.life.push(c);
}

/** Recovery: the deck's top card joins life face down, seen by nobody. */
export function deckToLife(s: PadState, seat: Seat): void {
  const p = s.players[seat]!;
  if (p.seen !== undefined) forgetTop(s, seat);
  p.life.push(p.deck.shift()!);
}

/**
 * The position of a card of `seat`'s hand picked at random, "without looking", and shown to everyone. Seeded: the
 * PRNG picks a position. A transcript names the card (`> hand2: B01-012`), which must be one in that hand.
 */
export function randomHandCard(s: PadState, seat: Seat): number {
  const hand = s.players[seat]!.hand;
  if (s.rng.told === undefined) {
    const at = randomInt(s.rng, hand.length);
    revealCard(s.rng, HAND[seat]!, hand, at, logName);
    return at;
  }
  // The hand is known to the state (every card in it was named or public), so the card is looked up, not swapped in.
  return hand.indexOf(becauseOf(s.rng, () => why().randomHand(s.players[seat]!.name), () => revealCard(s.rng, HAND[seat]!, [...hand], 0, logName)));
}
