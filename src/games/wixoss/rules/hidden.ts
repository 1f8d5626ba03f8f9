/**
 * A seat's hidden cards (its main deck and its face-down life cloth) and the moments they become known: every
 * rule that shuffles the deck, or shows, draws, mills, crushes or looks at one of those cards, goes through here,
 * so its chance goes through the engine (chance.ts, issue 15). In a seeded game nothing changes: the PRNG orders
 * the deck and a card becomes known where it lies. While the match keeps its outcomes (a recorded game, or a
 * transcript of a table game: `rng.heard` is set) two lists say what the transcript knows:
 * - `fixed`: the deck and life cloth cards whose place somebody knows (looked at or revealed and left there, put
 *   there from a hand or face up). Such a card was named once; it is never an outcome again.
 * - `bound`: the unfixed deck cards that cannot be in the life cloth (they came into the deck
 *   after the life cloth was set: a refresh, a shuffle after a look). Every other unfixed card of the seat may be
 *   in any unfixed place of its deck or life cloth, so a told card is swapped in from any of them.
 * Deck and life cloth share one log key per seat (`1`, `2`): a transcript names the card, not the zone it came from.
 */
import { becauseOf, revealCard, shufflePile } from '../../../engine/chance.js';
import type { Seat } from '../../../engine/game.js';
import { why } from '../messages/table-why.js';
import { idOf, type Player, type WixossState } from '../state.js';

const key = (seat: Seat) => String(seat + 1);

/** A card's log name: its id (a transcript may also write it in lower case). */
const namesOf = (s: WixossState) => (inst: number): readonly string[] => {
  const id = idOf(s, inst);
  return [id, id.toLowerCase()];
};

/** Whether the match keeps its chance outcomes (recorded or told): only then are the lists above kept. */
function tracks(s: WixossState): boolean {
  return s.rng.heard !== undefined;
}

function isFixed(p: Player, inst: number): boolean {
  return p.fixed !== undefined && p.fixed.length > 0 && p.fixed.includes(inst);
}

/** `inst`'s place becomes known to `to` (undefined: to everyone); known to two seats is known to everyone. */
function fix(p: Player, inst: number, to?: Seat): void {
  const at = p.fixed?.indexOf(inst) ?? -1;
  if (at >= 0) {
    if (p.fixedTo![at] !== to) p.fixedTo![at] = -1;
    return;
  }
  (p.fixed ??= []).push(inst);
  (p.fixedTo ??= []).push(to ?? -1);
}

/** `inst` leaves the deck / life cloth: no place of it is known any more (else a copy that puts it back would show it). */
function unfix(p: Player, inst: number): void {
  const at = p.fixed?.indexOf(inst) ?? -1;
  if (at < 0) return;
  p.fixed!.splice(at, 1);
  p.fixedTo!.splice(at, 1);
}

function knownTo(p: Player, inst: number, viewer: Seat | null): boolean {
  const at = p.fixed?.indexOf(inst) ?? -1;
  return at >= 0 && (p.fixedTo![at] === -1 || p.fixedTo![at] === viewer);
}

/** The top cards of `seat`'s deck that `viewer` has seen there (looked at, revealed), top first: its view shows them. */
export function seenDeckTop(s: WixossState, seat: Seat, viewer: Seat | null): number[] {
  const p = s.players[seat]!;
  if (!p.fixed?.length) return [];
  let n = 0;
  while (n < p.deck.length && knownTo(p, p.deck[n]!, viewer)) n++;
  return p.deck.slice(0, n);
}

/** The top life cloth of `seat` that `viewer` has seen there, top first. */
export function seenLifeTop(s: WixossState, seat: Seat, viewer: Seat | null): number[] {
  const p = s.players[seat]!;
  const out: number[] = [];
  if (!p.fixed?.length) return out;
  for (let k = p.life.length - 1; k >= 0 && knownTo(p, p.life[k]!, viewer); k--) out.push(p.life[k]!);
  return out;
}

/** The places of `seat`'s deck or life cloth whose card `viewer` has seen there and still knows (determinize keeps them). */
export function knownPlaces(s: WixossState, seat: Seat, zone: 'deck' | 'life', viewer: Seat): number[] {
  const p = s.players[seat]!;
  if (!p.fixed?.length) return [];
  return p[zone].flatMap((inst, k) => (knownTo(p, inst, viewer) ? [k] : []));
}

/** Shuffle `seat`'s main deck (setup, mulligan, refresh, searches, effects): the order nobody knows any more. */
export function shuffleDeck(s: WixossState, seat: Seat): void {
  const p = s.players[seat]!;
  shufflePile(s.rng, key(seat), p.deck, (i) => idOf(s, i));
  if (!tracks(s) || !p.fixed?.length) return;
  // The cards whose place was known are still known to be in the deck, just not where.
  const bound = (p.bound ??= []);
  for (const inst of p.deck) if (p.fixed.includes(inst) && !bound.includes(inst)) bound.push(inst);
  p.bound = bound.filter((i) => p.deck.includes(i));
  const keep = p.fixed.map((i) => p.life.includes(i));
  p.fixed = p.fixed.filter((_, k) => keep[k]);
  p.fixedTo = p.fixedTo!.filter((_, k) => keep[k]);
}

/** Cards put into `seat`'s deck at the bottom from a zone where they were seen (trash, field, mulligan); `to`: seen by that seat only. */
export function putUnderDeck(s: WixossState, seat: Seat, insts: number[], to?: Seat): void {
  const p = s.players[seat]!;
  p.deck.push(...insts);
  if (tracks(s)) for (const inst of insts) fix(p, inst, to);
}

/** A card whose owner knows it goes onto `seat`'s life cloth (from the hand): its place is known. */
export function knownOntoLife(s: WixossState, seat: Seat, inst: number): void {
  s.players[seat]!.life.push(inst);
  if (tracks(s)) fix(s.players[seat]!, inst, seat);
}

/** The top deck card of `seat` goes face down onto its life cloth, still unknown. */
export function deckTopToLife(s: WixossState, seat: Seat): number {
  const p = s.players[seat]!;
  const inst = p.deck.shift()!;
  p.life.push(inst);
  // Ruling (transcripts): that life cloth may now hold any deck card, so no card stays bound to the deck (this
  // can only accept more transcripts, never refuse a possible one).
  if (p.bound?.length && !isFixed(p, inst)) p.bound = [];
  return inst;
}

/** The life cloth has just been set from the deck (setup): every unseen card may be in either. */
export function lifeClothSet(s: WixossState): void {
  for (const p of s.players) if (p.bound) p.bound = [];
}

/**
 * The card at place `at` of `seat`'s deck or life cloth becomes known, to `to` only or to everyone; returns it.
 * A place somebody already knows gives no outcome. `keep`: it stays there, so its place is known from now on.
 */
function know(s: WixossState, seat: Seat, zone: 'deck' | 'life', at: number, to: Seat | undefined, keep: boolean): number {
  const p = s.players[seat]!;
  const here = p[zone][at]!;
  if (!tracks(s)) return here;
  if (isFixed(p, here)) {
    if (keep) fix(p, here, to);
    else unfix(p, here);
    return here;
  }
  const inst = s.rng.told === undefined
    ? revealCard(s.rng, key(seat), p[zone], at, namesOf(s), to)
    : becauseOf(s.rng, () => knownBecause(s, seat, zone, to, keep), () => revealTold(s, seat, zone, at, to));
  if (keep) fix(p, inst, to);
  return inst;
}

/** Why a card of `seat`'s deck or life cloth becomes known, when the rule that shows it says nothing more precise. */
function knownBecause(s: WixossState, seat: Seat, zone: 'deck' | 'life', to: Seat | undefined, keep: boolean): string {
  const name = (x: Seat) => s.players[x]!.name;
  const owner = name(seat);
  const w = why();
  if (to !== undefined && (keep || to !== seat)) return zone === 'deck' ? w.deckLook(name(to), owner) : w.lifeLook(name(to), owner);
  if (zone === 'deck') return to === undefined ? (keep ? w.deckReveal(owner) : w.deckUp(owner)) : w.draw(owner);
  return to === undefined ? w.lifeUp(owner) : w.lifeToHand(owner);
}

/** A transcript names the card: it is swapped in from any unfixed place of the seat that could hold it. */
function revealTold(s: WixossState, seat: Seat, zone: 'deck' | 'life', at: number, to: Seat | undefined): number {
  const p = s.players[seat]!;
  const bound = p.bound ?? [];
  const free = (i: number) => bound.length === 0 || !bound.includes(i);
  const deckAt = p.deck.flatMap((i, k) => (isFixed(p, i) ? [] : [k]));
  const lifeAt = p.life.flatMap((i, k) => (isFixed(p, i) ? [] : [k]));
  const deck = deckAt.map((k) => p.deck[k]!);
  const life = lifeAt.map((k) => p.life[k]!);
  let card: number;
  if (zone === 'deck') {
    const k = deckAt.indexOf(at);
    // The unfixed deck places are in no known order: put a free card here first, so that a card taken from the
    // life cloth leaves there a card that may be in it.
    const j = free(deck[k]!) ? k : deck.findIndex(free);
    if (j >= 0 && j !== k) [deck[k], deck[j]] = [deck[j]!, deck[k]!];
    card = revealCard(s.rng, key(seat), deck, k, namesOf(s), to, () => (j >= 0 ? [life] : []));
  } else {
    const freeAt = deck.flatMap((i, k) => (free(i) ? [k] : []));
    const freeDeck = freeAt.map((k) => deck[k]!);
    card = revealCard(s.rng, key(seat), life, lifeAt.indexOf(at), namesOf(s), to, () => [freeDeck]);
    freeAt.forEach((k, n) => { deck[k] = freeDeck[n]!; });
  }
  deckAt.forEach((k, n) => { p.deck[k] = deck[n]!; });
  lifeAt.forEach((k, n) => { p.life[k] = life[n]!; });
  return card;
}

/** The top `n` deck cards of `seat` become known (to `to`, or to all) and stay on top; returns them. */
export function knowTop(s: WixossState, seat: Seat, n: number, to?: Seat): number[] {
  const deck = s.players[seat]!.deck;
  const k = Math.min(n, deck.length);
  for (let i = 0; i < k; i++) know(s, seat, 'deck', i, to, true);
  return deck.slice(0, k);
}

/** The top deck card of `seat` leaves the deck, shown to `to` (a draw) or to everyone; returns it. */
export function takeTop(s: WixossState, seat: Seat, to?: Seat): number {
  know(s, seat, 'deck', 0, to, false);
  return s.players[seat]!.deck.shift()!;
}

/** Life cloth card `at` (0 = bottom; stored top last) of `seat` becomes known and stays there; returns it. */
export function knowLife(s: WixossState, seat: Seat, at: number, to?: Seat): number {
  return know(s, seat, 'life', at, to, true);
}

/** The top `n` life cloth of `seat` become known (to `to`, or to all) and stay; returns them, top first. */
export function knowLifeTop(s: WixossState, seat: Seat, n: number, to?: Seat): number[] {
  const life = s.players[seat]!.life;
  const out: number[] = [];
  for (let k = life.length - 1; k >= 0 && out.length < n; k--) out.push(know(s, seat, 'life', k, to, true));
  return out;
}

/** Life cloth card `at` of `seat` leaves it, shown to `to` (into the hand) or to everyone (crushed, trashed). */
export function takeLife(s: WixossState, seat: Seat, at: number, to?: Seat): number {
  know(s, seat, 'life', at, to, false);
  return s.players[seat]!.life.splice(at, 1)[0]!;
}

/** The top life cloth of `seat` is crushed (damage or an effect): it leaves the life cloth face up; undefined when there is none. */
export function crushLifeTop(s: WixossState, seat: Seat): number | undefined {
  return becauseOf(s.rng, () => why().crushed(s.players[seat]!.name), () => takeLifeTop(s, seat));
}

/** The top life cloth of `seat` leaves it (see `takeLife`); undefined when there is none. */
export function takeLifeTop(s: WixossState, seat: Seat, to?: Seat): number | undefined {
  const life = s.players[seat]!.life;
  return life.length === 0 ? undefined : takeLife(s, seat, life.length - 1, to);
}

/**
 * The cards a search of `seat`'s deck may find. In a transcript the deck is only a sample, so the search offers
 * every card that could be in it: the deck's and (while an unfixed deck card may be in the life cloth instead)
 * the unfixed life cloth's. Otherwise the deck itself.
 */
export function searchPool(s: WixossState, seat: Seat): number[] {
  return s.rng.told === undefined ? s.players[seat]!.deck : couldBeInDeck(s, seat);
}

function couldBeInDeck(s: WixossState, seat: Seat): number[] {
  const p = s.players[seat]!;
  const bound = p.bound ?? [];
  const free = (i: number) => !isFixed(p, i) && !bound.includes(i);
  return p.deck.some(free) ? [...p.deck, ...p.life.filter(free)] : p.deck;
}

/** Take the found card `inst` (from `searchPool`) out of the deck; in a transcript it may first come from the life cloth. */
export function takeFound(s: WixossState, seat: Seat, inst: number): number {
  const p = s.players[seat]!;
  const lifeAt = p.life.indexOf(inst);
  if (lifeAt >= 0) {
    // Only unfixed free cards are offered from the life cloth: one takes the place of an unfixed free deck card.
    const bound = p.bound ?? [];
    const k = p.deck.findIndex((i) => !isFixed(p, i) && !bound.includes(i));
    p.life[lifeAt] = p.deck[k]!;
    p.deck[k] = inst;
  }
  p.deck.splice(p.deck.indexOf(inst), 1);
  if (tracks(s)) unfix(p, inst);
  return inst;
}

/** A card seen face up (from the trash) goes on top of `seat`'s deck: everyone knows it is there (SP06 Nickel). */
export function putOnDeckTop(s: WixossState, seat: Seat, inst: number): void {
  s.players[seat]!.deck.unshift(inst);
  if (tracks(s)) fix(s.players[seat]!, inst);
}
