/**
 * Ener into the trash (issue 46): "put N (up to N) cards of the opponent's ener zone into the trash", picked by the
 * effect's player (`oppEnerToTrash`), and "the opponent puts one of their ener into the trash", picked by the
 * opponent (`oppTrashesEner`). Ener is face up, so the pick names the card (`pick <id>`; copies are one choice).
 */
import { fire } from '../rules/triggers.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { Ask } from '../rules/ask.js';
import { m } from '../messages/index.js';
import { noteTrashed, say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { matches } from '../table/filter.js';
import { enerAllMulti } from '../table/payment.js';
import { type WixossState, idOf } from '../state.js';
import { pickedId } from '../moves.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { CardFilter, Op } from './types.js';
import { progressOf } from './op-progress.js';
import { distinctPicks } from '../table/choices.js';

/** A card of `ener` fits the filter; "with [Multi Ener]" counts Multi Ener given to the whole zone by another card too. */
function fitsEner(s: WixossState, inst: number, ener: number[], f: CardFilter | undefined): boolean {
  if (!f?.multiEner || !enerAllMulti(s, ener)) return matches(s, inst, f);
  const { multiEner: _given, ...rest } = f;
  return matches(s, inst, rest);
}

const trashedSoFar = (t: EffectTask) => progressOf(t, 'take')?.taken ?? 0;

/** The question of `picker`: one more of `owner`'s ener cards matching the filter, or `done` when "up to". */
function askEner(s: WixossState, t: EffectTask, op: Op, picker: Seat, owner: Seat, prompt: (n: number, of: number) => string): Ask | null {
  const of = op.n ?? 1;
  if (trashedSoFar(t) >= of) return null;
  const ener = s.players[owner]!.ener;
  const choices = distinctPicks(s, ener, (inst) => fitsEner(s, inst, ener, op.filter));
  if (choices.length === 0) return null;
  if (op.upTo) choices.push('done');
  return { over: false, seat: picker, prompt: prompt(trashedSoFar(t), of), choices };
}

/** The picked ener card of `owner` goes to its owner's trash; true when the op is finished. */
function trashPicked(s: WixossState, t: EffectTask, op: Op, owner: Seat, choice: string | undefined): boolean {
  if (choice === undefined || choice === 'done') {
    if (trashedSoFar(t) === 0) t.done = false;
    return true;
  }
  const p = s.players[owner]!;
  const at = p.ener.findIndex((inst) => idOf(s, inst) === pickedId(choice));
  if (at < 0) return true;
  const [inst] = p.ener.splice(at, 1);
  p.trash.push(inst!);
  say(s, m().evEnerCardToTrash(who(s, owner), cardName(s, inst!)));
  fire(s, { when: 'enerTrashed', seat: owner, subj: inst!, effectOf: t.seat });
  noteTrashed(s, owner, inst!); // WX04 Contempora
  t.progress = { kind: 'take', taken: trashedSoFar(t) + 1 };
  t.done = true;
  return trashedSoFar(t) >= (op.n ?? 1);
}

export const ENER_TRASH_OPS: Record<string, OpHandler> = {
  /** You pick `n` (`upTo`: up to `n`) cards matching `filter` in the opponent's ener zone; they go to the trash. */
  oppEnerToTrash: {
    ask: (s, t, op) => askEner(s, t, op, t.seat, opponentOf(t.seat), m().promptOppEnerToTrash),
    run: (s, t, op, choice) => trashPicked(s, t, op, opponentOf(t.seat), choice),
  },
  /** The opponent picks `n` cards matching `filter` in their own ener zone; they go to the trash. */
  oppTrashesEner: {
    ask: (s, t, op) => askEner(s, t, op, opponentOf(t.seat), opponentOf(t.seat), m().promptTrashOwnEner),
    run: (s, t, op, choice) => trashPicked(s, t, op, opponentOf(t.seat), choice),
  },
};
