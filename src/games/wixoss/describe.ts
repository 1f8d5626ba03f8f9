/**
 * A human sentence for a choice, read before it is applied ("Summon Servant O from hand into SIGNI zone 2").
 * The CLI shows it to every seat, so it names only cards that the move makes public.
 */
import { opponentOf } from '../../engine/turn-order.js';
import type { Seat } from '../../engine/game.js';
import { cardName as localName } from '../../engine/i18n.js';
import { effectOps } from './cards/ops.js';
import { cardDef } from './cards/db.js';
import { m } from './messages/index.js';
import { referee } from './rules/flow.js';
import { cardName } from './rules/zones.js';
import { type WixossState } from './state.js';

/** Ops whose `life K` puts that life cloth into the trash (the others take it into hand). */
const LIFE_TO_TRASH = new Set(['optionalCost', 'trashOwnLifeToCrush']);

/** `viewer` undefined is the mover; to another seat or a spectator (null) a card in the mover's hand or LRIG deck is "card N". */
export function describeChoice(s: WixossState, choice: string, viewer?: Seat | null): string {
  const t = m();
  const decision = referee.decision(s);
  const ask = decision.over ? null : decision;
  const seat = ask?.seat ?? s.active;
  const p = s.players[seat]!;
  const w = choice.split(' ');
  const num = (k: number) => Number(w[k]) - 1;
  const name = (list: number[], k: number) => (list[k] === undefined || list[k]! < 0 ? t.unknownCard : cardName(s, list[k]!));
  const mover = viewer === undefined || viewer === seat;
  const fromHand = (k: number) => (mover ? name(p.hand, k) : t.hiddenHandCard(k + 1));
  const fromLrigDeck = (k: number) => (mover ? name(p.lrigDeck, k) : t.hiddenLrigCard(k + 1));
  const top = s.tasks[s.tasks.length - 1];
  switch (w[0]) {
    case 'lrig': return t.dLrig(w[1]!);
    // The card set aside is named to its owner only (undefined viewer: the mover).
    case 'mulligan': return t.dMulligan(w[1]!, viewer === undefined || viewer === seat ? name(p.hand, num(1)) : undefined);
    case 'keep': return p.mull.length ? t.dFinishMulligan(p.mull.length) : t.dKeep;
    case 'ener': return w[1] === 'signi' ? t.dEnerSigni(name(p.signi, num(2)), w[2]!) : t.dEnerHand(fromHand(num(1)));
    case 'grow': return t.dGrow(fromLrigDeck(num(1)));
    case 'summon': return t.dSummon(fromHand(num(1)), w[2]!);
    case 'spell': return t.dSpell(fromHand(num(1)));
    case 'arts': return t.dArts(fromLrigDeck(num(1)));
    case 'act': return w[1] === 'lrig' ? t.dActLrig : w[1] === 'trash' ? t.dActTrash(name(p.trash, num(2))) : t.dActSigni(name(p.signi, num(1)), w[1]!);
    case 'zone': return t.dZone(w[1]!);
    case 'resona': return t.dResona(fromLrigDeck(num(1)));
    case 'trash': return t.dTrash(name(p.signi, num(2)), w[2]!);
    case 'attack': return w[1] === 'lrig' ? t.dAttackLrig : t.dAttackSigni(name(p.signi, num(1)), w[1]!);
    case 'guard': return t.dGuard(fromHand(num(1)));
    case 'discard': return t.dDiscard(fromHand(num(1)));
    case 'pay': return w[1] === 'auto' ? t.dPayAuto : t.dPay(name(p.ener, num(1)));
    // `target own N`: the mover's SIGNI in zone N; `target N`: the other player's (one notation for every effect).
    case 'target':
      if (w[1] === 'own') return t.dOwn(name(p.signi, num(2)), w[2]!);
      return w[1] === 'lrig' ? t.dTargetLrig : t.dTarget(name(s.players[opponentOf(seat)]!.signi, num(1)), w[1]!);
    // A card found in the deck (or seen in a hand) is shown by the move's events, not before.
    case 'pick': return mover ? t.dPick(localName(cardDef(w[1]!.toUpperCase()).name)) : t.dPickHidden;
    case 'top': return t.dTop(w[1]!);
    // `life K`: life cloth K from the top; `cloth K`: hand card K onto the life cloth (or, putting looked-at life
    // cloth back, the K-th of those); `cloth trash`.
    case 'life': return top?.k === 'effect' && LIFE_TO_TRASH.has(effectOps(s, top)[top.i]?.op ?? '') ? t.dLifeTrash(w[1]!) : t.dLife(w[1]!);
    case 'cloth':
      if (w[1] === 'trash') return t.dClothTrash;
      return top?.k === 'effect' && effectOps(s, top)[top.i]?.op === 'lifeReorder' ? t.dLifeOrder(w[1]!) : t.dCloth(fromHand(num(1)));
    case 'class': return t.dClass(w[1]!);
    case 'mode': return t.dMode(w[1]!);
    case 'resolve': return top?.k === 'order' ? t.dTrigger(name(top.items.map((f) => f.src), num(1))) : choice;
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
