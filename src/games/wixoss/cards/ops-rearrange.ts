/**
 * Rearranging SIGNI between the zones of one field (WX04 Code Maze: Tajmaha, Skyju, Towerb). A SIGNI moved this way
 * does not leave the field: it keeps its state (up or down, frozen, its Charm, this turn's changes) and nothing
 * triggers. `rearrange` lets the player place each SIGNI of a side in turn (`zone Z`, left to right; `skip` at the
 * start leaves them as they are); `swapSelf` swaps this SIGNI with one other of yours (`target own Z` or `skip`).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { EMPTY, type WixossState } from '../state.js';
import { zoneOf } from '../moves.js';
import { progressOf } from './op-progress.js';
import { targetChoice } from './targets.js';
import type { OpHandler } from './ops.js';

/** Move the contents of each zone `from` to `to[from]` (a permutation of the zones), the Charm and up/down with it. */
function permute(s: WixossState, seat: Seat, to: number[]): void {
  const p = s.players[seat]!;
  const signi = [...p.signi], down = [...p.signiDown], charm = p.charm ? [...p.charm] : undefined, under = p.under ? [...p.under] : undefined;
  to.forEach((dest, from) => {
    p.signi[dest] = signi[from]!;
    p.signiDown[dest] = down[from]!;
    if (charm) p.charm![dest] = charm[from]!;
    if (under) p.under![dest] = under[from]!; // the cards under a SIGNI (WX05 Uranium) move along too
  });
}

const sideOf = (t: { seat: Seat }, side: string | undefined): Seat => (side === 'opponent' ? opponentOf(t.seat) : t.seat);
const occupied = (s: WixossState, seat: Seat) => s.players[seat]!.signi.flatMap((inst, z) => (inst === EMPTY ? [] : [z]));

export const REARRANGE_OPS: Record<string, OpHandler> = {
  rearrange: {
    ask(s, t, op) {
      const seat = sideOf(t, op.side);
      const from = occupied(s, seat);
      const chosen = progressOf(t, 'rearrange')?.to ?? [];
      if (from.length === 0 || chosen.length >= from.length) return null;
      const free = [0, 1, 2].filter((z) => !chosen.includes(z));
      const choices = free.map((z) => `zone ${z + 1}`);
      if (chosen.length === 0) choices.push('skip');
      const inst = s.players[seat]!.signi[from[chosen.length]!]!;
      return { over: false, seat: t.seat, prompt: m().promptRearrange(cardName(s, inst), who(s, seat), from[chosen.length]! + 1), choices };
    },
    run(s, t, op, choice) {
      if (choice === undefined || choice === 'skip') return true;
      const seat = sideOf(t, op.side);
      const chosen = [...(progressOf(t, 'rearrange')?.to ?? []), zoneOf(choice)];
      const from = occupied(s, seat);
      if (chosen.length < from.length) { t.progress = { kind: 'rearrange', to: chosen }; return false; }
      // The empty zones take the zones no SIGNI was put into, in order.
      const spare = [0, 1, 2].filter((z) => !chosen.includes(z));
      const to = [0, 1, 2].map((z) => (from.includes(z) ? chosen[from.indexOf(z)]! : spare.shift()!));
      permute(s, seat, to);
      say(s, m().evRearranged(who(s, t.seat), who(s, seat)));
    },
  },
  swapSelf: {
    ask(s, t) {
      const p = s.players[t.seat]!;
      if (!p.signi.includes(t.src)) return null;
      const others = occupied(s, t.seat).filter((z) => p.signi[z] !== t.src);
      if (others.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptSwapSelf(cardName(s, t.src)), choices: [...others.map((z) => targetChoice(z, true)), 'skip'] };
    },
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'skip') return true;
      const p = s.players[t.seat]!;
      const here = p.signi.indexOf(t.src), there = zoneOf(choice);
      if (here < 0 || p.signi[there] === EMPTY) return true;
      const to = [0, 1, 2];
      to[here] = there;
      to[there] = here;
      const other = p.signi[there]!;
      permute(s, t.seat, to);
      say(s, m().evSwapped(cardName(s, t.src), cardName(s, other)));
    },
  },
};
