/**
 * "You may rearrange your opponent's SIGNI as you like" (WX05 Code Maze Sagfami): one opposing SIGNI at a time
 * (`target K`) moves into another zone (`zone Z`), swapping places with whatever is there, at most twice (any order
 * of three zones takes two swaps), or `done`. A SIGNI keeps its state (down, frozen, its Charm); moving is neither
 * leaving nor entering the field.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { say } from '../rules/zones.js';
import { EMPTY, type WixossState } from '../state.js';
import { zoneOf } from '../moves.js';
import { targetChoice } from './targets.js';
import type { EffectTask, OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';

const MOVES_AT_MOST = 2;

const progress = (t: EffectTask) => progressOf(t, 'rearrange') ?? { kind: 'rearrange' as const, moved: 0, picked: -1 };

/** Swap everything a SIGNI zone holds between zones `a` and `b` of `seat`. */
function swapZones(s: WixossState, seat: Seat, a: number, b: number): void {
  const p = s.players[seat]!;
  [p.signi[a], p.signi[b]] = [p.signi[b]!, p.signi[a]!];
  [p.signiDown[a], p.signiDown[b]] = [p.signiDown[b]!, p.signiDown[a]!];
  if (p.charm) [p.charm[a], p.charm[b]] = [p.charm[b]!, p.charm[a]!];
}

export const REARRANGE_OPS: Record<string, OpHandler> = {
  rearrangeOpp: {
    ask(s, t) {
      const side = opponentOf(t.seat);
      const signi = s.players[side]!.signi;
      const pr = progress(t);
      if (pr.moved >= MOVES_AT_MOST || !signi.some((i) => i !== EMPTY)) return null;
      if (pr.picked < 0) {
        const choices = signi.flatMap((inst, z) => (inst === EMPTY ? [] : [targetChoice(z, false)]));
        return { over: false, seat: t.seat, prompt: m().promptRearrangePick(cardName(s, t.src)), choices: [...choices, 'done'] };
      }
      const choices = signi.flatMap((_inst, z) => (z === pr.picked ? [] : [`zone ${z + 1}`]));
      return { over: false, seat: t.seat, prompt: m().promptRearrangeTo(cardName(s, signi[pr.picked]!)), choices };
    },
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'done') return true;
      const side = opponentOf(t.seat);
      const pr = (t.progress = progress(t));
      const z = zoneOf(choice);
      if (pr.picked < 0) { pr.picked = z; return false; }
      const moving = s.players[side]!.signi[pr.picked]!;
      swapZones(s, side, pr.picked, z);
      say(s, m().evRearranged(who(s, side), cardName(s, moving), z + 1));
      pr.moved++;
      pr.picked = -1;
      return pr.moved >= MOVES_AT_MOST;
    },
  },
};
