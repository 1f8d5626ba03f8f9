/**
 * "Reveal any number of <Water Beast> SIGNI from your hand; 1 opposing SIGNI gets -3000 for each revealed this way"
 * (WX06 Shironakuji's Burst, `revealPowerPer`). The target is picked in the target stage (as Macaron Bugs'
 * discardPowerPerLevel); then the cards are revealed one by one (`reveal K`, `done`): they stay in hand, shown to both
 * seats. The question is asked whatever the hand holds (`done` alone when nothing fits), so it tells nothing of it.
 */
import { say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { matches } from '../table/filter.js';
import { filterWords } from '../table/filter-words.js';
import { m } from '../messages/index.js';
import { itemOf } from '../moves.js';
import { eachTarget, signiTargeting, type OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';
import { distinctChoices } from '../table/choices.js';

export const REVEAL_POWER_OPS: Record<string, OpHandler> = {
  revealPowerPer: {
    ...signiTargeting('powerOne'),
    ask(s, t, op) {
      const revealed = progressOf(t, 'revealMany');
      if (revealed?.revealingDone) return null;
      const hand = s.players[t.seat]!.hand;
      const picks = distinctChoices(s, hand, 'reveal', [], (i) => matches(s, i, op.revealOf) && !revealed?.revealed.includes(i));
      const prompt = m().promptRevealAny(cardName(s, t.src), filterWords(op.revealOf), op.amount ?? 0);
      return picks.length ? { over: false, seat: t.seat, prompt, choices: [...picks, 'done'] } : { over: false, seat: t.seat, prompt, choices: ['done'], hiddenChoices: true };
    },
    run(s, t, op, choice) {
      const p = (t.progress = progressOf(t, 'revealMany') ?? { kind: 'revealMany', revealed: [], revealingDone: false });
      if (choice !== undefined && choice !== 'done') {
        const inst = s.players[t.seat]!.hand[itemOf(choice)]!;
        p.revealed.push(inst);
        s.revealed = true;
        say(s, m().evRevealsFromHand(who(s, t.seat), cardName(s, inst)));
        return false;
      }
      p.revealingDone = true;
      const amount = (op.amount ?? 0) * p.revealed.length;
      eachTarget(s, t, op, (_side, _z, inst) => {
        // (None revealed: nothing changes; a -0 would not survive a saved state.)
        if (amount !== 0) s.mods.push({ inst, add: amount });
        say(s, m().evPowerOne(cardName(s, inst), amount));
      });
      return true;
    },
  },
};
