/**
 * WD08 Umr=Fyra: "until end of turn, the next use of the activated ability of 1 SIGNI in your trash costs nothing".
 * A `freeAct` mark on that card; using one of its abilities from the trash spends the mark (rules/actions.ts).
 * Ruling: only a SIGNI with an ability usable from the trash can be picked; the mark is gone once the card leaves
 * the trash (looked at with rule processing: `dropFreeActsLeft`) and at the end of the turn.
 */
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { cardName, def, distinctIndexes, say, who } from '../rules/zones.js';
import type { WixossState } from '../state.js';
import { pickChoice, type OpHandler } from './ops.js';
import { MOVES } from '../moves.js';

/** Whether the next use of `inst`'s abilities from the trash costs nothing. */
export function freeAct(s: WixossState, inst: number): boolean {
  return s.mods.length > 0 && s.mods.some((mod) => mod.inst === inst && mod.freeAct);
}

/** The mark is spent by one use of any of its trash abilities. */
export function spendFreeAct(s: WixossState, inst: number): void {
  s.mods = s.mods.filter((mod) => !(mod.inst === inst && mod.freeAct));
}

/** A card that left the trash is another card there if it comes back: its mark goes (called by rule processing). */
export function dropFreeActsLeft(s: WixossState): void {
  const inTrash = (inst: number) => s.players.some((p) => p.trash.includes(inst));
  if (s.mods.some((mod) => mod.freeAct && !inTrash(mod.inst))) s.mods = s.mods.filter((mod) => !mod.freeAct || inTrash(mod.inst));
}

function pickable(s: WixossState, seat: Seat): number[] {
  const trash = s.players[seat]!.trash;
  return distinctIndexes(s, trash, (inst) => def(s, inst).type === 'SIGNI' && def(s, inst).acts.some((a) => a.from === 'trash') && !freeAct(s, inst));
}

export const FREE_ACT_OPS: Record<string, OpHandler> = {
  freeTrashAct: {
    ask(s, t) {
      const trash = s.players[t.seat]!.trash;
      const ks = pickable(s, t.seat);
      return ks.length ? { over: false, seat: t.seat, prompt: m().promptFreeAct, choices: ks.map((k) => pickChoice(s, trash[k - 1]!)) } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const trash = s.players[t.seat]!.trash;
      const inst = trash.find((i) => def(s, i).choiceId === MOVES.argsOf(choice, 'pick')!.card && !freeAct(s, i))!;
      s.mods.push({ inst, freeAct: true });
      say(s, m().evFreeAct(who(s, t.seat), cardName(s, inst)));
    },
  },
};
