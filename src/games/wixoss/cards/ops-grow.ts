/** Growing by an effect (Get Grow, End of Eternity): into a same-level LRIG for free, or free grows next turn. */
import { nextTurnOf } from '../table/turn-schedule.js';
import { def, lrigOf } from '../table/defs.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import { m } from '../messages/index.js';
import { idOf, type WixossState } from '../state.js';
import { shareLrigType } from './db.js';
import type { EffectTask, OpHandler } from './ops.js';
import { pickedId } from '../moves.js';
import { distinctPicks } from '../table/choices.js';

/** LRIG deck cards of the LRIG's type and level under another name: what `growSameLevel` may grow into. */
function sameLevelLrigs(s: WixossState, t: EffectTask): string[] {
  const lrig = lrigOf(s, t.seat);
  if (!lrig) return [];
  const deck = s.players[t.seat]!.lrigDeck;
  const fits = (i: number) => {
    const d = def(s, i);
    return d.type === 'LRIG' && shareLrigType(d, lrig) && d.level === lrig.level && d.name.en !== lrig.name.en;
  };
  return distinctPicks(s, deck, fits);
}

export const GROW_OPS: Record<string, OpHandler> = {
  /** Grow your LRIG into another LRIG of the same level from your LRIG deck without paying its grow cost. */
  growSameLevel: {
    ask(s, t) {
      const choices = sameLevelLrigs(s, t);
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptGrowSameLevel, choices } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const inst = s.players[t.seat]!.lrigDeck.find((i) => idOf(s, i) === pickedId(choice))!;
      // The grow task moves it and triggers its on-play, like a grow in the grow phase (no pay task: it is free).
      s.tasks.splice(s.tasks.indexOf(t), 0, { kind: 'grow', seat: t.seat, inst });
    },
  },
  /** During your next turn your LRIGs' grow costs are 0. */
  freeGrowNextTurn: {
    run(s, t) {
      s.players[t.seat]!.freeGrowTurn = nextTurnOf(s, t.seat);
      say(s, m().evFreeGrow(who(s, t.seat)));
    },
  },
};
