/**
 * An effect step in a player's words, with the card's own values (issue 42): the question of an op task says what
 * the card does ("Rubylit: evolve a fire monster from your hand, paying 1 less"), never the op or its parameters.
 * `left` is how many picks the step still has (a multi-pick op asks once per pick).
 */
import { briefText } from '../../engine/brief-text.js';
import { contentLang } from '../../engine/i18n.js';
import type { Op, PadCard } from './cards/types.js';
import type { MonsterWords } from './messages/en.js';
import { m } from './messages/index.js';

/** The monsters an op's filters let through, on one side, in the reader's words. */
function monsters(op: Op, own: boolean, state: MonsterWords['state'], count = 1): MonsterWords {
  const t = m();
  const attributes = op.attributes ?? (op.attribute ? [op.attribute] : []);
  return {
    count, own, state,
    attributes: attributes.map((attribute) => t.kind[attribute]),
    type: op.type ? t.type[op.type] ?? op.type : '',
    maxDefense: op.maxDefense ?? null,
    stage: op.stage ?? null,
    maxStage: op.maxStage ?? null,
  };
}

export function opText(op: Op, left: number): string {
  const t = m();
  const e = t.effect;
  const attribute = op.attribute ? t.kind[op.attribute] : '';
  const pile = { attribute, type: op.type ? t.type[op.type] ?? op.type : '', monster: op.monster ?? false };
  switch (op.op) {
    case 'deckToDrop': return e.deckToDrop;
    case 'handToDrop': return e.handToDrop((op.count ?? 1) >= 99 ? op.count! : left);
    case 'swapHandDrop': return e.swapHandDrop(op.count ?? 1);
    case 'roll': return e.roll(monsters(op, false, 'active'));
    case 'activate': return e.activate(monsters(op, true, 'tapped', left));
    case 'devolve': return e.devolve(monsters(op, op.side === 'own', 'evolved', left));
    case 'bounce': return e.bounce(monsters(op, false, 'evolved'));
    case 'swapOpponentDrop': return e.swapOpponentDrop;
    case 'trimOpponentColumn': return e.trimOpponentColumn;
    case 'discardOpponentDrop': return e.discardOpponentDrop;
    case 'evolveFromHand': return e.evolveFromHand(attribute, op.discount ?? 0);
    case 'useFromHand': return e.useFromHand(attribute, op.discount ?? 0);
    case 'recycle': return e.recycle(pile, op.optional ?? false);
    case 'recycleToDrop': return e.recycleToDrop(pile, op.optional ?? false);
    case 'discardHand': return e.discardHand(left);
    case 'boost': return e.boost(monsters(op, op.side !== 'opponent', ''), t.boostText(op.stat ?? 'attack', op.n ?? 0));
    case 'dropRefresh': return e.dropRefresh;
    case 'lookTake': return e.lookTake(op.n ?? 3);
    case 'discardForCombo': return e.discardForCombo(attribute);
    // The other ops resolve without a question (cards/ops.ts).
    default: return e.other;
  }
}

/** A card's effect in our own wording (data/pad/effects.json, `text` or `zh` for the reader), shortened for a move's sentence. */
export function cardEffectText(card: PadCard): string | undefined {
  const text = contentLang() === 'zh' && card.zh ? card.zh : card.text;
  return text ? briefText(text) : undefined;
}
