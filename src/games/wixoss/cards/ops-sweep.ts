/** Ops that act on every SIGNI (or every card of a zone) of one side at once, without targeting (WX01 Get Ready, Late Bloomer). */
import { fire } from '../rules/triggers.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { cardName, cardNames, who } from '../table/names.js';
import { noteTrashed, say, sendFromField, shuffleDeck } from '../rules/zones.js';
import { putUnderDeck } from '../rules/hidden.js';
import { EMPTY } from '../state.js';
import { targetSide } from '../table/targets.js';
import { matches } from '../table/filter.js';
import type { OpHandler } from './ops.js';

export const SWEEP_OPS: Record<string, OpHandler> = {
  /** Up all of your SIGNI (a frozen one too: freezing only stops the up phase). */
  upAll: {
    run(s, t, op) {
      const p = s.players[t.seat]!;
      // `filter` (WX05 Jinbei): only your SIGNI matching it.
      p.signiDown = p.signiDown.map((down, z) => down && op.filter !== undefined && !(p.signi[z] !== EMPTY && matches(s, p.signi[z]!, op.filter)));
      say(s, m().evUpAll(who(s, t.seat)));
    },
  },
  /** Put every SIGNI of `side` (default the opponent's) into its owner's trash (not a banish). */
  trashAllSigni: {
    run(s, t, op) {
      const side = targetSide(op, t.seat);
      const p = s.players[side]!;
      for (let z = 0; z < p.signi.length; z++) {
        if (p.signi[z] === EMPTY) continue;
        const [inst, went] = sendFromField(s, side, z, 'trash');
        if (went) say(s, m().evTrashField(who(s, side), cardName(s, inst)));
      }
    },
  },
  /**
   * Put every card of `side`'s (default the opponent's) ener zone into its trash; `who: all`: each player's, the
   * user's first; `filter`: only the matching cards (WX05 Midoriko Type Five: every card of a colour).
   */
  trashAllEner: {
    run(s, t, op) {
      for (const side of op.who === 'all' ? [t.seat, opponentOf(t.seat)] : [targetSide(op, t.seat)]) {
        const p = s.players[side]!;
        const moved = op.filter ? p.ener.filter((i) => matches(s, i, op.filter)) : p.ener.splice(0);
        if (moved.length === 0) continue;
        if (op.filter) p.ener = p.ener.filter((i) => !moved.includes(i));
        p.trash.push(...moved);
        say(s, m().evEnerToTrash(who(s, side), cardNames(s, moved)));
        for (const inst of moved) { fire(s, { when: 'enerTrashed', seat: side, subj: inst, effectOf: t.seat }); noteTrashed(s, side, inst); }
      }
    },
  },
  /** Shuffle every card of your trash matching `filter` into your deck (the deck is shuffled even when none moved). */
  trashToDeckAll: {
    run(s, t, op) {
      const p = s.players[t.seat]!;
      const moved = p.trash.filter((i) => matches(s, i, op.filter));
      if (moved.length > 0) {
        p.trash = p.trash.filter((i) => !moved.includes(i));
        putUnderDeck(s, t.seat, moved);
        say(s, m().evTrashToDeck(who(s, t.seat), cardNames(s, moved)));
      }
      shuffleDeck(s, t.seat);
      say(s, m().evShuffles(who(s, t.seat)));
    },
  },
  /** Down the opponent's LRIG and every opposing SIGNI. */
  downAllOpposing: {
    run(s, t) {
      const side = opponentOf(t.seat);
      const p = s.players[side]!;
      p.lrigDown = true;
      p.signiDown = p.signi.map((i, z) => i !== EMPTY || p.signiDown[z]!);
      say(s, m().evDownAll(who(s, side)));
    },
  },
  /** This turn, opposing SIGNI that are banished go to the trash instead of the ener zone. */
  oppBanishToTrash: {
    run(s, t) {
      const opp = s.players[opponentOf(t.seat)]!;
      const lrig = opp.lrig[opp.lrig.length - 1];
      if (lrig !== undefined) s.mods.push({ inst: lrig, banishToTrash: true });
      say(s, m().evBanishToTrash(who(s, opponentOf(t.seat))));
    },
  },
};
