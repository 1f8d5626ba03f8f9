/**
 * Where a SIGNI may be placed (summoned or put onto the field by an effect). A constant `placeInFront` (Code Maze)
 * forces the opponent to place in front of it while that zone is free; with several, in front of any of them.
 */
import type { Seat } from '../../../engine/game.js';
import { def } from '../rules/zones.js';
import { EMPTY, other, type WixossState } from '../state.js';
import { cardDef } from './db.js';

let lastKinds: string[] | undefined;
let lastAny = false;

function kindsPlace(s: WixossState): boolean {
  if (s.kinds !== lastKinds) {
    lastKinds = s.kinds;
    lastAny = s.kinds.some((id) => (cardDef(id).effects?.constant ?? []).some((c) => c.placeInFront));
  }
  return lastAny;
}

const ALL = [0, 1, 2];

/** The empty zones (0-based) of `seat` a SIGNI may be placed in now. */
export function placementZones(s: WixossState, seat: Seat): number[] {
  const mine = s.players[seat]!.signi;
  const open = mine[0] === EMPTY && mine[1] === EMPTY && mine[2] === EMPTY ? ALL : ALL.filter((z) => mine[z] === EMPTY);
  if (!kindsPlace(s)) return open;
  const theirs = s.players[other(seat)]!.signi;
  const forced = open.filter((z) => theirs[z] !== EMPTY && (def(s, theirs[z]!).effects?.constant ?? []).some((c) => c.placeInFront));
  return forced.length > 0 ? forced : open;
}

