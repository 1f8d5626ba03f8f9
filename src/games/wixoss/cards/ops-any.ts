/**
 * Effects that reach SIGNI on either field ("banish a SIGNI"): `target k` picks the opponent's zone k,
 * `target own k` your own.
 */
import { choiceText, lastIndex } from '../rules/choice-text.js';
import { m } from '../messages/index.js';
import { banish, cardName, def, say, sendFromField, who } from '../rules/zones.js';
import { EMPTY, other, type WixossState } from '../state.js';
import type { EffectTask, OpHandler } from './ops.js';
import { fits } from './filter.js';
import { legalZones, stillLegal } from './targets.js';
import type { Op } from './types.js';

/** Zones of your SIGNI that match the op's filter. */
function ownZones(s: WixossState, t: EffectTask, op: Op): number[] {
  const p = s.players[t.seat]!;
  return p.signi.flatMap((i, z) => (i !== EMPTY && fits(def(s, i), op.filter) ? [z] : []));
}

export const ANY_OPS: Record<string, OpHandler> = {
  // Banish 1 SIGNI of either player (power / filter limits apply). tg = [seat, instance].
  banishAny: {
    askTarget(s, t, op) {
      if (t.tg[t.i]) return null;
      const choices = [
        ...legalZones(s, op, other(t.seat)).map((z) => choiceText('target', z + 1)),
        ...legalZones(s, op, t.seat).map((z) => choiceText('target own', z + 1)),
      ];
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptBanishAny, choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const seat = choice.startsWith('target own') ? t.seat : other(t.seat);
      t.tg[t.i] = [seat, s.players[seat]!.signi[lastIndex(choice)]!];
    },
    run(s, t, op) {
      const [seat, inst] = t.tg[t.i] ?? [];
      if (seat === undefined || inst === undefined) return true;
      const z = stillLegal(s, op, seat, inst);
      if (z >= 0) banish(s, seat, z);
      return true;
    },
  },
  // Put any number of your SIGNI (filter) into the trash, then banish an opposing SIGNI for each one.
  // v[0]: 0 = choosing what to trash, 1 = banishing; v[1] = banishes left.
  trashOwnBanishEach: {
    ask(s, t, op) {
      if (!t.v[0]) {
        const zones = ownZones(s, t, op);
        return zones.length ? { over: false, seat: t.seat, prompt: m().promptTrashForEach(t.v[1] ?? 0), choices: [...zones.map((z) => choiceText('target', z + 1)), 'done'] } : null;
      }
      const zones = legalZones(s, { op: 'banish' }, other(t.seat));
      if (!(t.v[1]! > 0) || zones.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptBanishForEach(t.v[1]!), choices: zones.map((z) => choiceText('target', z + 1)) };
    },
    run(s, t, _op, choice) {
      if (!t.v[0]) {
        if (choice === undefined || choice === 'done') { t.v[0] = 1; return false; }
        const z = lastIndex(choice);
        say(s, m().evTrashField(who(s, t.seat), cardName(s, s.players[t.seat]!.signi[z]!)));
        sendFromField(s, t.seat, z, 'trash');
        t.v[1] = (t.v[1] ?? 0) + 1;
        return false;
      }
      if (choice === undefined) return true;
      banish(s, other(t.seat), lastIndex(choice));
      t.v[1] = t.v[1]! - 1;
      return false;
    },
  },
};
