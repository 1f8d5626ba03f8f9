/**
 * WX05 Ulith, Enma of Nihilism's Exceed 5 (`handIconGuess`): choose a card of your hand (face down: `reveal K`, only
 * you see which); the opponent declares a colour (`icon white` ... `icon colorless`); the card is revealed and stays in
 * the hand. The op is done (for `ifDone`) when the card lacks the declared colour's icon. With no hand card nothing is
 * chosen and it is not done.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { itemOf } from '../moves.js';
import { say } from '../rules/zones.js';
import { distinctIndexes } from '../table/choices.js';
import { def } from '../table/defs.js';
import { cardName, who } from '../table/names.js';
import { COLORS, type Color } from './types.js';
import type { OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';

export const ICON_GUESS_OPS: Record<string, OpHandler> = {
  handIconGuess: {
    // The chooser's question names their hand; the opponent's names nothing hidden. Each seat not deciding reads what is happening.
    others: (s) => {
      const t = s.tasks[s.tasks.length - 1];
      return t?.kind === 'effect' && progressOf(t, 'pickCards') ? m().publicDeclareIcon : m().publicChooseForIcon;
    },
    ask(s, t) {
      const chosen = progressOf(t, 'pickCards')?.picked[0];
      if (chosen === undefined) {
        const hand = s.players[t.seat]!.hand;
        if (hand.length === 0) return null;
        return { over: false, seat: t.seat, prompt: m().promptChooseForIcon(cardName(s, t.src)), choices: distinctIndexes(s, hand).map((k) => `reveal ${k}`), hiddenChoices: true };
      }
      return { over: false, seat: opponentOf(t.seat), prompt: m().promptDeclareIcon(cardName(s, t.src)), choices: COLORS.map((c) => `icon ${c}`) };
    },
    run(s, t, _op, choice) {
      t.done = false;
      if (choice === undefined) return true;
      const chosen = progressOf(t, 'pickCards')?.picked[0];
      if (chosen === undefined) {
        t.progress = { kind: 'pickCards', picked: [s.players[t.seat]!.hand[itemOf(choice)]!] };
        say(s, m().evChoseForIcon(who(s, t.seat)));
        return false;
      }
      const color = choice.slice('icon '.length) as Color;
      say(s, m().evDeclaresIcon(who(s, opponentOf(t.seat)), m().color[color]));
      s.revealed = true;
      say(s, m().evRevealsChosen(who(s, t.seat), cardName(s, chosen)));
      t.done = !def(s, chosen).colors.includes(color);
      return true;
    },
  },
};
