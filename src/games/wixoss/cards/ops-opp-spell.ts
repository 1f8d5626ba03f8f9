/**
 * Using the opponent's spell as your own, its cost unpaid and its limiting condition ignored: it resolves like a
 * spell you used (the opponent may cut in; your "when you use a spell" abilities trigger), then goes to its owner's
 * trash. WX04 Mind Mines (`revealOppSpellUse`): the opponent reveals their deck from the top until a spell; it goes to
 * their check zone and the other revealed cards are shuffled back; `use` it, or `skip` and it goes to its owner's
 * trash at once. WX05 Mirurun Tico (`useOppTrashSpell`): you may use a spell of the opponent's trash whose use
 * condition holds (`pick id`, or `skip`). A player whom the opponent's LRIG forbids spells (table/spell-lock.ts) uses none.
 */
import type { Seat } from '../../../engine/game.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { effectTask } from '../rules/effect-task.js';
import { knowTop } from '../rules/hidden.js';
import { fire } from '../rules/triggers.js';
import { say, shuffleDeck } from '../rules/zones.js';
import { def } from '../table/defs.js';
import { cardName, cardNames, who } from '../table/names.js';
import { conditionHolds } from '../table/power.js';
import { spellsLocked } from '../table/spell-lock.js';
import { distinctIndexes } from '../table/choices.js';
import { idOf, type WixossState } from '../state.js';
import { pickedId } from '../moves.js';
import type { OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';

/** `seat` uses the spell `spell`, lying in its owner's (the opponent's) check zone, as its own. */
function useAsOwn(s: WixossState, seat: Seat, spell: number): void {
  say(s, m().evUsesOppSpell(who(s, seat), cardName(s, spell)));
  fire(s, { when: 'spell', seat, subj: spell });
  // It resolves as this player's spell, then leaves its owner's check zone for its owner's trash.
  s.tasks.push({ kind: 'finish', seat: opponentOf(seat), inst: spell, to: 'trash' }, effectTask(seat, spell, 'use', true));
}

export const OPP_SPELL_OPS: Record<string, OpHandler> = {
  revealOppSpellUse: {
    begin(s, t) {
      const opp = opponentOf(t.seat);
      const p = s.players[opp]!;
      const at = p.deck.findIndex((i) => def(s, i).type === 'SPELL');
      const shown = knowTop(s, opp, at < 0 ? p.deck.length : at + 1);
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
      if (spell === undefined || !s.players[opponentOf(t.seat)]!.check.includes(spell) || spellsLocked(s, t.seat)) return null;
      return { over: false, seat: t.seat, prompt: m().promptUseOppSpell(cardName(s, spell)), choices: ['use', 'skip'] };
    },
    run(s, t, _op, choice) {
      const spell = progressOf(t, 'pickCards')?.picked[0];
      if (spell === undefined) return;
      const opp = opponentOf(t.seat);
      if (choice === 'use') return useAsOwn(s, t.seat, spell);
      const check = s.players[opp]!.check;
      check.splice(check.indexOf(spell), 1);
      s.players[opp]!.trash.push(spell);
      say(s, m().evOppSpellToTrash(cardName(s, spell), who(s, opp)));
    },
  },
  useOppTrashSpell: {
    ask(s, t) {
      const opp = opponentOf(t.seat);
      const trash = s.players[opp]!.trash;
      if (spellsLocked(s, t.seat)) return null;
      // "As if it were in your hand": its use condition counts; its cost and limiting condition do not.
      const usable = (i: number) => def(s, i).type === 'SPELL' && conditionHolds(s, t.seat, def(s, i).effects?.use?.if);
      const picks = distinctIndexes(s, trash, usable).map((k) => `pick ${def(s, trash[k - 1]!).choiceId}`);
      return { over: false, seat: t.seat, prompt: m().promptUseOppTrashSpell(cardName(s, t.src)), choices: [...picks, 'skip'] };
    },
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'skip') return;
      const p = s.players[opponentOf(t.seat)]!;
      const at = p.trash.findIndex((i) => idOf(s, i) === pickedId(choice) && def(s, i).type === 'SPELL');
      const [spell] = p.trash.splice(at, 1);
      p.check.push(spell!);
      useAsOwn(s, t.seat, spell!);
    },
  },
};
