/**
 * Using the opponent's spell (WX04 Mind Mines, `revealOppSpellUse`): the opponent reveals their deck from the top
 * until a spell; it goes to their check zone and the other revealed cards are shuffled back. Its player may use that
 * spell as their own (`use`), its cost unpaid and its limiting condition ignored: it resolves like a spell they used
 * (the opponent may cut in), then goes to its owner's trash. Not used (`skip`), it goes to its owner's trash at once.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { spellsLocked } from '../table/spell-lock.js';
import { m } from '../messages/index.js';
import { effectTask } from '../rules/effect-task.js';
import { knowTop } from '../rules/hidden.js';
import { fire } from '../rules/triggers.js';
import { say, shuffleDeck } from '../rules/zones.js';
import { def } from '../table/defs.js';
import { cardName, cardNames, who } from '../table/names.js';
import type { OpHandler } from './ops.js';
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { progressOf } from './op-progress.js';

/**
 * `seat` uses the opponent's spell `spell` (already in its owner's check zone) as its own, its cost unpaid: "when you
 * use a spell" abilities of `seat` trigger, the opponent may cut in, and it then goes to its owner's trash.
 */
export function useOppSpell(s: WixossState, seat: Seat, spell: number): void {
  say(s, m().evUsesOppSpell(who(s, seat), cardName(s, spell)));
  fire(s, { when: 'spell', seat, subj: spell });
  s.tasks.push({ kind: 'finish', seat: opponentOf(seat), inst: spell, to: 'trash' }, effectTask(seat, spell, 'use', true));
}

export const OPP_SPELL_OPS: Record<string, OpHandler> = {
  revealOppSpellUse: {
    begin(s, t) {
      const opp = opponentOf(t.seat);
      const p = s.players[opp]!;
      // One card at a time: where the first spell lies is hidden until the cards above it are shown (a transcript
      // tells each shown card in turn; the transcript invariants found the look-ahead).
      let at = -1;
      for (let k = 0; k < p.deck.length && at < 0; k++) if (def(s, knowTop(s, opp, k + 1)[k]!).type === 'SPELL') at = k;
      const shown = p.deck.slice(0, at < 0 ? p.deck.length : at + 1);
      s.revealed = true;
      say(s, m().evRevealsUntilSpell(who(s, opp), cardNames(s, shown)));
      if (at >= 0) {
        const [spell] = p.deck.splice(at, 1);
        p.check.push(spell!);
        t.progress = { kind: 'pickCards', picked: [spell!] };
      }
      shuffleDeck(s, opp);
      say(s, m().evShuffles(who(s, opp)));
    },
    ask(s, t) {
      const spell = progressOf(t, 'pickCards')?.picked[0];
      if (spell === undefined || !s.players[opponentOf(t.seat)]!.check.includes(spell) || spellsLocked(s, t.seat)) return null; // WX05 Mirurun Tico
      return { over: false, seat: t.seat, prompt: m().promptUseOppSpell(cardName(s, spell)), choices: ['use', 'skip'] };
    },
    run(s, t, _op, choice) {
      const spell = progressOf(t, 'pickCards')?.picked[0];
      if (spell === undefined) return;
      const opp = opponentOf(t.seat);
      if (choice === 'use') { useOppSpell(s, t.seat, spell); return; }
      const check = s.players[opp]!.check;
      check.splice(check.indexOf(spell), 1);
      s.players[opp]!.trash.push(spell);
      say(s, m().evOppSpellToTrash(cardName(s, spell), who(s, opp)));
    },
  },
};
