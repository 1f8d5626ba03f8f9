/**
 * A human sentence for a choice, read before it is applied ("Summon Servant O from hand into SIGNI zone 2").
 * The CLI shows it to every seat, so it names only cards that the move makes public.
 */
import { cardName as localName } from '../../engine/i18n.js';
import { effectOps } from './cards/ops.js';
import { cardDef } from './cards/db.js';
import { targetSide } from './cards/targets.js';
import { m } from './messages/index.js';
import { currentDecision } from './rules/flow.js';
import { cardName } from './rules/zones.js';
import { other, type Task, type WixossState } from './state.js';

/** Whose SIGNI a `target N` of the pending effect points at: the op's side, or the own side while downing own. */
function targetedSeat(s: WixossState, top: Task | undefined, seat: number): number {
  if (top?.k !== 'effect') return other(seat);
  const op = effectOps(s, top)[top.i];
  if (!op) return other(seat);
  if (op.op === 'downOwnThenBanish') return (top.v[0] ?? 0) === 0 ? seat : other(seat);
  return targetSide(op, seat);
}

export function describeChoice(s: WixossState, choice: string, viewer?: number | null): string {
  const t = m();
  const decision = currentDecision(s);
  const ask = decision.over ? null : decision;
  const seat = ask?.seat ?? s.active;
  const p = s.players[seat]!;
  const w = choice.split(' ');
  const num = (k: number) => Number(w[k]) - 1;
  const name = (list: number[], k: number) => (list[k] === undefined || list[k]! < 0 ? t.unknownCard : cardName(s, list[k]!));
  const top = s.tasks[s.tasks.length - 1];
  switch (w[0]) {
    case 'lrig': return t.dLrig(w[1]!);
    // The card set aside is named to its owner only (undefined viewer: the mover).
    case 'mulligan': return t.dMulligan(w[1]!, viewer === undefined || viewer === seat ? name(p.hand, num(1)) : undefined);
    case 'keep': return p.mull.length ? t.dFinishMulligan(p.mull.length) : t.dKeep;
    case 'ener': return w[1] === 'signi' ? t.dEnerSigni(name(p.signi, num(2)), w[2]!) : t.dEnerHand(name(p.hand, num(1)));
    case 'grow': return t.dGrow(name(p.lrigDeck, num(1)));
    case 'summon': return t.dSummon(name(p.hand, num(1)), w[2]!);
    case 'spell': return t.dSpell(name(p.hand, num(1)));
    case 'arts': return t.dArts(name(p.lrigDeck, num(1)));
    case 'act': return w[1] === 'lrig' ? t.dActLrig : t.dActSigni(name(p.signi, num(1)), w[1]!);
    case 'trash': return t.dTrash(name(p.signi, num(2)), w[2]!);
    case 'attack': return w[1] === 'lrig' ? t.dAttackLrig : t.dAttackSigni(name(p.signi, num(1)), w[1]!);
    case 'guard': return t.dGuard(name(p.hand, num(1)));
    case 'discard': return t.dDiscard(name(p.hand, num(1)));
    case 'pay': return w[1] === 'auto' ? t.dPayAuto : t.dPay(name(p.ener, num(1)));
    case 'target': return w[1] === 'lrig' ? t.dTargetLrig : t.dTarget(name(s.players[targetedSeat(s, top, seat)]!.signi, num(1)), w[1]!);
    case 'pick': return t.dPick(localName(cardDef(w[1]!.toUpperCase()).name));
    case 'top': return t.dTop(w[1]!);
    case 'trigger': return top?.k === 'order' ? t.dTrigger(name(top.srcs, num(1))) : choice;
    case 'declare': return t.dDeclare(w[1]!);
    case 'burst': return t.dBurst;
    case 'use': return t.dUse;
    case 'skip': return t.dSkip;
    case 'done': return t.dDone;
    case 'pass': return s.phase === 'main' && !top ? t.dEndMain : t.dPass;
    case 'no': return w[1] === 'guard' ? t.dNoGuard : t.dNoBurst;
    default: return choice;
  }
}
