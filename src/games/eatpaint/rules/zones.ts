/** Moving cards and life: the small state changes every other rules file builds on. */
import type { Seat } from '../../../engine/game.js';
import { cardName } from '../cards/load.js';
import type { EpState, Work } from '../state.js';
import { endGame } from './ending.js';
import { m, who } from '../messages/index.js';


/** Draw `n`; a seat that must draw from an empty deck loses. */
export function drawCards(state: EpState, seat: Seat, n: number): void {
  const side = state.sides[seat]!;
  for (let i = 0; i < n; i++) {
    const c = side.deck.pop();
    if (c === undefined) {
      endGame(state, 'emptyDeck', seat);
      return;
    }
    side.hand.push(c);
    state.drew = true;
    state.revealed = true;
    state.events.push({ text: m().youDraw(cardName(c)), to: seat });
  }
  state.events.push({ text: m().draws(who(state, seat), n) });
}

export function loseLife(state: EpState, seat: Seat, n: number): void {
  if (n <= 0) return;
  const side = state.sides[seat]!;
  side.life = Math.max(0, side.life - n);
  state.events.push({ text: m().losesLife(who(state, seat), n, side.life) });
  if (side.life === 0) endGame(state, 'lifeZero', seat);
}

export function gainLife(state: EpState, seat: Seat, n: number): void {
  const side = state.sides[seat]!;
  const before = side.life;
  side.life = Math.min(state.startLife, side.life + n);
  state.events.push({ text: m().gainsLife(who(state, seat), side.life - before, side.life) });
}

/** A work leaves the field: its INK goes to the INK discard, its frame to the trash. No release effect. */
export function trashWork(state: EpState, seat: Seat, uid: number): void {
  const side = state.sides[seat]!;
  const at = side.works.findIndex((w) => w.uid === uid);
  if (at < 0) return;
  const [work] = side.works.splice(at, 1) as [Work];
  side.trash.push(work.c);
  if (work.frame) side.trash.push(work.frame);
  side.inkDiscard += work.ink;
  state.events.push({ text: m().workTrashed(who(state, seat), cardName(work.c)) });
}

/** Move up to `n` INK from the INK discard; returns how many moved. */
export function takeInk(state: EpState, seat: Seat, n: number): number {
  const side = state.sides[seat]!;
  const k = Math.min(n, side.inkDiscard);
  side.inkDiscard -= k;
  return k;
}

export function findWork(state: EpState, seat: Seat, uid: number): Work | undefined {
  return state.sides[seat]!.works.find((w) => w.uid === uid);
}
