/**
 * "Look at your opponent's hand; you may use one of their spells as if it were in your hand, without paying its cost
 * and ignoring its limiting condition" (WX04 Mirurun Yocto, `useOppHandSpell`). Only the looker sees the hand (the
 * other seats read that they are looking at it); a spell whose own use condition fails for the user is not offered.
 * The one used is shown to both as it goes from its owner's hand to their check zone, and is used as Mind Mines uses
 * one (ops-opp-spell.ts): the opponent may cut in, and it ends in its owner's trash.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { pickedId } from '../moves.js';
import { distinctIndexes, pickChoice } from '../table/choices.js';
import { def } from '../table/defs.js';
import { cardName } from '../table/names.js';
import { conditionHolds } from '../table/power.js';
import { idOf, type WixossState } from '../state.js';
import { revealHand, type EffectTask, type OpHandler } from './ops.js';
import { useOppSpell } from './ops-opp-spell.js';

/** The opponent's hand cards `t.seat` may use: spells whose use condition holds for `t.seat`. */
function usable(s: WixossState, t: EffectTask): number[] {
  const hand = s.players[opponentOf(t.seat)]!.hand;
  return distinctIndexes(s, hand, (i) => def(s, i).type === 'SPELL' && conditionHolds(s, t.seat, def(s, i).effects?.use?.if)).map((k) => hand[k - 1]!);
}

export const OPP_HAND_SPELL_OPS: Record<string, OpHandler> = {
  useOppHandSpell: {
    others: () => m().publicUseOppHandSpell,
    begin(s, t) { revealHand(s, t.seat, opponentOf(t.seat)); },
    // Asked even with no spell to use (`skip` alone): going on at once would tell the other seats what the hand lacks.
    ask: (s, t) => ({ over: false, seat: t.seat, prompt: m().promptUseOppHandSpell(cardName(s, t.src)), choices: [...usable(s, t).map((i) => pickChoice(s, i)), 'skip'], hiddenChoices: true }),
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'skip') return;
      const opp = s.players[opponentOf(t.seat)]!;
      const [spell] = opp.hand.splice(opp.hand.findIndex((i) => idOf(s, i) === pickedId(choice)), 1);
      opp.check.push(spell!);
      s.revealed = true;
      useOppSpell(s, t.seat, spell!);
    },
  },
};
