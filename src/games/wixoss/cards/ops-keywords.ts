/** Ops that change one card until end of turn without targeting: power of this card or the trigger's card, gained keywords and abilities. */
import { m } from '../messages/index.js';
import { cardName } from '../table/names.js';
import { def } from '../table/defs.js';
import { say } from '../rules/zones.js';
import { EMPTY, type Mod, type WixossState } from '../state.js';
import { eachTarget, signiTargeting, type EffectTask, type OpHandler } from './ops.js';
import { matches } from '../table/filter.js';
import type { Op } from './types.js';

/** The card an `on` op means, if it is still on its owner's field: this card, the trigger's card, or your LRIG. */
function onCard(s: WixossState, t: EffectTask, op: Op): number | undefined {
  if (op.on === undefined) {
    const p = s.players[t.seat]!;
    return p.lrig[p.lrig.length - 1];
  }
  const inst = op.on === 'subject' ? t.subj : op.on === 'target' ? earlierTarget(t) : t.src;
  if (inst === undefined) return undefined;
  for (const p of s.players) if (p.signi.includes(inst) || p.lrig[p.lrig.length - 1] === inst) return inst;
  return undefined;
}

/** The first SIGNI the nearest earlier targeting op of this effect picked (`on: target`). */
function earlierTarget(t: EffectTask): number | undefined {
  for (let k = t.opIndex - 1; k >= 0; k--) if (t.targets[k]?.length) return t.targets[k]![0];
  return undefined;
}

function give(s: WixossState, t: EffectTask, op: Op, inst: number): void {
  const mod: Mod = { inst };
  if (op.keyword) {
    mod.kw = op.keyword;
    say(s, m().evGains(cardName(s, inst), m().kwName[op.keyword]!));
  } else {
    mod.from = t.src;
    mod.grant = op.grant ?? 0;
    say(s, m().evGainsAbility(cardName(s, inst), cardName(s, t.src)));
  }
  s.mods.push(mod);
}

export const KEYWORD_OPS: Record<string, OpHandler> = {
  /** `on: self | subject`: that SIGNI gets `amount` until end of turn (nothing when it left the field). */
  power: {
    run(s, t, op) {
      const inst = onCard(s, t, op);
      if (inst === undefined || def(s, inst).type === 'LRIG') return true;
      s.mods.push({ inst, add: op.amount ?? 0 });
      say(s, m().evPowerOne(cardName(s, inst), op.amount ?? 0));
    },
  },
  /**
   * A keyword (`keyword`) or an ability of this card's `grants` list (`grant`) until end of turn: to your LRIG (no
   * `on`), this SIGNI (`on: self`), the trigger's card (`on: subject`), or with `who: all` each of your SIGNI matching `filter`.
   */
  gain: {
    run(s, t, op) {
      if (op.who === 'all') {
        for (const inst of s.players[t.seat]!.signi) if (inst !== EMPTY && matches(s, inst, op.filter)) give(s, t, op, inst);
        return true;
      }
      const inst = onCard(s, t, op);
      if (inst !== undefined) give(s, t, op, inst);
    },
  },
  /** Target SIGNI cannot attack this turn (opposing by default; `cannotAttack` also offers the LRIG). */
  noAttackOne: {
    ...signiTargeting('noAttack'),
    run: (s, t, op) => eachTarget(s, t, op, (_side, _z, inst) => {
      s.mods.push({ inst, noAttack: true });
      say(s, m().evSigniNoAttack(cardName(s, inst)));
    }),
  },
  /** The same, to a SIGNI you pick (`side: own` for yours; `filter` limits the choice). */
  gainOne: { ...signiTargeting('gain'), run: (s, t, op) => eachTarget(s, t, op, (_side, _z, inst) => give(s, t, op, inst)) },
};

