/**
 * Mirurun's <Atom> cards "with different names" (issue 46; counted by table/different-names.ts): SHORT's "discard N
 * <Atom> SIGNI with different names; if you do, ..." (`discardDifferentNames`) and Chemical Flash's "put any number
 * of <Atom> SIGNI with different names from your trash on the bottom of your deck, then banish opposing SIGNI whose
 * levels add up to at most that many" (`namesToBottomBanish`).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { choiceText } from '../rules/choice-text.js';
import { banish, discardAt, say } from '../rules/zones.js';
import { putUnderDeck } from '../rules/hidden.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { matches } from '../table/filter.js';
import { filterWords } from '../table/filter-words.js';
import { legalZones } from '../table/targets.js';
import { m } from '../messages/index.js';
import { idOf, type WixossState } from '../state.js';
import { itemOf, pickedId, zoneOf } from '../moves.js';
import type { OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';
import { distinctChoices, distinctPicks } from '../table/choices.js';

/** Whether a card of `inst`'s name is among `taken`. */
const nameTaken = (s: WixossState, taken: readonly number[], inst: number) => taken.some((i) => def(s, i).name.en === def(s, inst).name.en);

export const DIFFERENT_NAME_OPS: Record<string, OpHandler> = {
  /**
   * Discard `n` cards matching `filter`, each of another name, one at a time; as many as the hand allows (`done`
   * alone once none fits, asked all the same: going on at once would tell what the hand lacks). Done (for `ifDone`)
   * only when all `n` were discarded. What it discarded is the trash's last cards.
   */
  discardDifferentNames: {
    ask(s, t, op) {
      const discarded = progressOf(t, 'discard')?.discarded ?? 0;
      const p = s.players[t.seat]!;
      if (discarded >= (op.n ?? 1) || p.hand.length === 0) return null;
      const taken = discarded ? p.trash.slice(-discarded) : [];
      const picks = distinctChoices(s, p.hand, 'discard', [], (i) => matches(s, i, op.filter) && !nameTaken(s, taken, i));
      const prompt = m().promptDiscardNames(cardName(s, t.src), filterWords(op.filter), (op.n ?? 1) - discarded);
      return picks.length ? { over: false, seat: t.seat, prompt, choices: picks } : { over: false, seat: t.seat, prompt, choices: ['done'], hiddenChoices: true };
    },
    run(s, t, op, choice) {
      const discarded = progressOf(t, 'discard')?.discarded ?? 0;
      if (choice === undefined || choice === 'done') { t.done = discarded >= (op.n ?? 1); return true; }
      discardAt(s, t.seat, itemOf(choice));
      t.progress = { kind: 'discard', discarded: discarded + 1 };
      if (discarded + 1 < (op.n ?? 1)) return false;
      t.done = true;
      return true;
    },
  },
  namesToBottomBanish: {
    ask(s, t, op) {
      const p = progressOf(t, 'namesToBottom') ?? { put: [], putDone: false, banish: [] };
      if (!p.putDone) {
        const trash = s.players[t.seat]!.trash;
        const picks = distinctPicks(s, trash, (i) => matches(s, i, op.filter) && !nameTaken(s, p.put, i));
        return { over: false, seat: t.seat, prompt: m().promptNamesToBottom(cardName(s, t.src), filterWords(op.filter), p.put.length), choices: [...picks, 'done'] };
      }
      const opp = opponentOf(t.seat);
      const left = p.put.length - p.banish.reduce((sum, inst) => sum + def(s, inst).level, 0);
      const zones = legalZones(s, { op: 'banish' }, opp, p.banish).filter((z) => def(s, s.players[opp]!.signi[z]!).level <= left);
      return zones.length ? { over: false, seat: t.seat, prompt: m().promptBanishTotalLevel(left), choices: [...zones.map((z) => choiceText('target', z + 1)), 'done'] } : null;
    },
    run(s, t, _op, choice) {
      const p = (t.progress = progressOf(t, 'namesToBottom') ?? { kind: 'namesToBottom', put: [], putDone: false, banish: [] });
      const opp = opponentOf(t.seat);
      if (!p.putDone) {
        if (choice === undefined || choice === 'done') { p.putDone = true; return false; }
        const trash = s.players[t.seat]!.trash;
        const [inst] = trash.splice(trash.findIndex((i) => idOf(s, i) === pickedId(choice)), 1);
        putUnderDeck(s, t.seat, [inst!]);
        p.put.push(inst!);
        say(s, m().evTrashToBottom(who(s, t.seat), cardName(s, inst!)));
        return false;
      }
      if (choice !== undefined && choice !== 'done') { p.banish.push(s.players[opp]!.signi[zoneOf(choice)]!); return false; }
      // The chosen SIGNI are banished together.
      for (const inst of p.banish) {
        const z = s.players[opp]!.signi.indexOf(inst);
        if (z >= 0) banish(s, opp, z);
      }
      return true;
    },
  },
};
