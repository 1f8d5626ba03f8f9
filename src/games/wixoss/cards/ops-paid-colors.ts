/**
 * Get Gate (WX04-063): "for each ener paid to use this spell choose one of its colours; for each colour chosen, find
 * a SIGNI of that colour in your deck, show it, take it; shuffle" (`searchPaidColors`; the paid cards are noted by
 * rules/paid-colors.ts). A pick is offered while each SIGNI taken can have a colour of its own (no two alike) that
 * a paid card of its own has: a Multi Ener card has every colour, a colourless one none (Multi Ener the card has
 * itself: what gave it Multi Ener in the ener zone may be gone as the spell resolves).
 */
import { m } from '../messages/index.js';
import { say, shuffleDeck } from '../rules/zones.js';
import { searchPool, takeFound } from '../rules/hidden.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { distinctIndexes, pickChoice } from '../table/choices.js';
import { COLORS, type Color } from './types.js';
import type { WixossState } from '../state.js';
import { idOf } from '../state.js';
import { pickedId } from '../moves.js';
import { progressOf } from './op-progress.js';
import type { EffectTask, OpHandler } from './ops.js';
import { endEffect } from './ops-ifyoudo.js';

const REAL_COLORS = COLORS.filter((c) => c !== 'colorless');

/** The colours an ener card may be chosen for. */
function paidColors(s: WixossState, inst: number): Color[] {
  const d = def(s, inst);
  return d.multiEner ? [...REAL_COLORS] : d.colors.filter((c) => c !== 'colorless');
}

/** Whether each SIGNI of `signi` can take a colour of its own (distinct) that a paid card of its own has. */
function assignable(s: WixossState, signi: number[], paid: Color[][], usedColors: Color[] = [], usedPaid: number[] = []): boolean {
  if (signi.length === 0) return true;
  const [first, ...rest] = signi;
  for (const color of def(s, first!).colors) {
    if (color === 'colorless' || usedColors.includes(color)) continue;
    for (let k = 0; k < paid.length; k++) {
      if (!usedPaid.includes(k) && paid[k]!.includes(color) && assignable(s, rest, paid, [...usedColors, color], [...usedPaid, k])) return true;
    }
  }
  return false;
}

const takenSoFar = (t: EffectTask) => progressOf(t, 'pickCards')?.picked ?? [];

function candidates(s: WixossState, t: EffectTask): number[] {
  const paid = (t.targets[t.opIndex] ?? []).map((inst) => paidColors(s, inst));
  const taken = takenSoFar(t);
  const pool = searchPool(s, t.seat);
  return distinctIndexes(s, pool, (inst) => def(s, inst).type === 'SIGNI' && assignable(s, [...taken, inst], paid)).map((k) => pool[k - 1]!);
}

/**
 * Whether the paid cards can stand for every colour of `colors`, each paid card for one colour (a card of two
 * colours for either, a Multi Ener card for any, a colourless card for none): WX05 End Hole's "[White][Red][Blue]
 * [Green][Black] were all paid".
 */
export function paidCoversColors(s: WixossState, paid: number[], colors: Color[]): boolean {
  const cover = (k: number, used: number[]): boolean => {
    if (k === colors.length) return true;
    return paid.some((inst, j) => !used.includes(j) && paidColors(s, inst).includes(colors[k]!) && cover(k + 1, [...used, j]));
  };
  return cover(0, []);
}

export const PAID_COLOR_OPS: Record<string, OpHandler> = {
  /** The rest of the effect happens only if the cost was paid with every colour of `colors` (End Hole). */
  ifPaidColors: {
    run(s, t, op) {
      if (paidCoversColors(s, t.targets[t.opIndex] ?? [], op.colors ?? [])) return true;
      say(s, m().evPaidColorsMissing(cardName(s, t.src)));
      endEffect(s, t);
    },
  },
  searchPaidColors: {
    begin(s, t) { s.revealed = true; say(s, m().evSearches(who(s, t.seat))); },
    ask(s, t) {
      if (takenSoFar(t).length >= (t.targets[t.opIndex] ?? []).length || searchPool(s, t.seat).length === 0) return null;
      const picks = candidates(s, t).map((inst) => pickChoice(s, inst));
      // Asked while the deck has cards, `done` alone when none fits: going on at once would tell what the deck lacks.
      return { over: false, seat: t.seat, prompt: m().promptSearch(takenSoFar(t).length, (t.targets[t.opIndex] ?? []).length), choices: [...picks, 'done'], ...(picks.length ? {} : { hiddenChoices: true }) };
    },
    run(s, t, _op, choice) {
      if (choice !== undefined && choice !== 'done') {
        const inst = candidates(s, t).find((i) => idOf(s, i) === pickedId(choice))!;
        s.players[t.seat]!.hand.push(takeFound(s, t.seat, inst));
        say(s, m().evFinds(who(s, t.seat), cardName(s, inst)));
        t.progress = { kind: 'pickCards', picked: [...takenSoFar(t), inst] };
        if (PAID_COLOR_OPS.searchPaidColors!.ask!(s, t, _op)) return false;
      }
      shuffleDeck(s, t.seat);
      say(s, m().evShuffles(who(s, t.seat)));
      return true;
    },
  },
};
