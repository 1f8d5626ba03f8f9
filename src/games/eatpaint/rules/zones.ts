/** Moving cards and life: the small state changes every other rules file builds on. */
import { becauseOf, revealCard } from '../../../engine/chance.js';
import type { Seat } from '../../../engine/game.js';
import { cardName } from '../cards/load.js';
import type { EpState, Work } from '../state.js';
import { endGame } from './ending.js';
import { m, who } from '../messages/index.js';
import { why } from '../messages/table-why.js';
import { sideOf } from '../state.js';


/** The log names EAT/PAINT cards by their ids (chance lines and order lines alike). */
const cardId = (c: string) => c;

/**
 * A hidden card of `seat`'s becomes known (to `to` only, or to everyone): the deck's top (`at` = its end), a HEAT
 * card, or the `at`-th face-down energy. Nobody knows a seat's deck, HEAT or face-down energy (view.ts), so in a
 * transcript the named card may come from any of the three (chance.ts). Returns the card, left in its place.
 */
export function revealHidden(state: EpState, seat: Seat, zone: 'deck' | 'heat' | 'energy', at: number, to?: Seat): string {
  const side = sideOf(state, seat);
  const key = String(seat + 1);
  if (state.rng.told === undefined) return revealCard(state.rng, key, zone === 'energy' ? faceDownCards(side.energy) : side[zone], at, cardId, to);
  const down = side.energy.filter((e) => !e.up);
  const piles = { deck: side.deck, heat: side.heat, energy: down.map((e) => e.card) };
  const others = (['deck', 'heat', 'energy'] as const).filter((z) => z !== zone).map((z) => piles[z]);
  const because = zone === 'deck' && to === seat ? why().draw : why().shown;
  const c = becauseOf(state.rng, () => because(side.name), () => revealCard(state.rng, key, piles[zone], at, cardId, to, () => others));
  down.forEach((e, i) => { e.card = piles.energy[i]!; });
  return c;
}

function faceDownCards(energy: EpState['sides'][number]['energy']): string[] {
  return energy.filter((e) => !e.up).map((e) => e.card);
}

/** The place among `seat`'s face-down energy of energy card `i` (for `revealHidden`). */
export function faceDownIndex(state: EpState, seat: Seat, i: number): number {
  let k = 0;
  const energy = sideOf(state, seat).energy;
  for (let j = 0; j < i; j++) if (!energy[j]!.up) k++;
  return k;
}

/** The top card of `seat`'s deck is drawn: a chance outcome its owner sees. */
export function drawTop(state: EpState, seat: Seat): string {
  const deck = sideOf(state, seat).deck;
  revealHidden(state, seat, 'deck', deck.length - 1, seat);
  return deck.pop()!;
}

/** Draw `n`; a seat that must draw from an empty deck loses. */
export function drawCards(state: EpState, seat: Seat, n: number): void {
  const side = sideOf(state, seat);
  for (let i = 0; i < n; i++) {
    if (side.deck.length === 0) {
      endGame(state, 'emptyDeck', seat);
      return;
    }
    const c = drawTop(state, seat);
    side.hand.push(c);
    state.drew = true;
    state.revealed = true;
    state.events.push({ text: m().youDraw(cardName(c)), to: seat });
  }
  state.events.push({ text: m().draws(who(state, seat), n) });
}

export function loseLife(state: EpState, seat: Seat, n: number): void {
  if (n <= 0) return;
  const side = sideOf(state, seat);
  side.life = Math.max(0, side.life - n);
  state.events.push({ text: m().losesLife(who(state, seat), n, side.life) });
  if (side.life === 0) endGame(state, 'lifeZero', seat);
}

export function gainLife(state: EpState, seat: Seat, n: number): void {
  const side = sideOf(state, seat);
  const before = side.life;
  side.life = Math.min(state.startLife, side.life + n);
  state.events.push({ text: m().gainsLife(who(state, seat), side.life - before, side.life) });
}

/** A work leaves the field: its INK goes to the INK discard, its frame to the trash. No release effect. */
export function trashWork(state: EpState, seat: Seat, uid: number): void {
  const side = sideOf(state, seat);
  const at = side.works.findIndex((w) => w.uid === uid);
  if (at < 0) return;
  const [work] = side.works.splice(at, 1) as [Work];
  side.trash.push(work.card);
  if (work.frame) side.trash.push(work.frame);
  side.inkDiscard += work.ink;
  state.events.push({ text: m().workTrashed(who(state, seat), cardName(work.card)) });
}

/** Move up to `n` INK from the INK discard; returns how many moved. */
export function takeInk(state: EpState, seat: Seat, n: number): number {
  const side = sideOf(state, seat);
  const k = Math.min(n, side.inkDiscard);
  side.inkDiscard -= k;
  return k;
}

export function findWork(state: EpState, seat: Seat, uid: number): Work | undefined {
  return sideOf(state, seat).works.find((w) => w.uid === uid);
}
