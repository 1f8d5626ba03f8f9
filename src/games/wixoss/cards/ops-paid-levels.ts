/**
 * Power by the levels paid (WD11): "discard any number of <Misfortune Insect> SIGNI; an opposing SIGNI gets -2000
 * for each level they add up to" (Macaron Bugs, `discardPowerPerLevel`), and "-2000 for each level of the SIGNI put
 * into the trash for this Resona's play condition" (Mukadesu, `powerPerPaidLevel`: the sum rules/resona.ts notes on
 * the Resona as a `paidLevels` mark). The target is picked in the target stage; the amount is counted as it resolves.
 * `levelsOf`: which hand cards may be discarded (`filter` stays the target's, as for every targeting op).
 */
import { discardAt, say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import { def } from '../table/defs.js';
import { matches } from '../table/filter.js';
import { filterWords } from '../table/filter-words.js';
import { m } from '../messages/index.js';
import { itemOf } from '../moves.js';
import type { WixossState } from '../state.js';
import { eachTarget, signiTargeting, type EffectTask, type OpHandler } from './ops.js';
import type { Op } from './types.js';
import { progressOf } from './op-progress.js';
import { distinctChoices } from '../table/choices.js';

/** Each still-legal target gets `op.amount` times `levels` until end of turn. */
function powerPerLevels(s: WixossState, t: EffectTask, op: Op, levels: number): void {
  eachTarget(s, t, op, (_side, _z, inst) => {
    // (No levels: nothing changes; -2000 x 0 would be -0, which a saved state cannot keep.)
    const amount = levels === 0 ? 0 : (op.amount ?? 0) * levels;
    if (amount !== 0) s.mods.push({ inst, add: amount });
    say(s, m().evPowerOne(cardName(s, inst), amount));
  });
}

/** The levels of the SIGNI paid for the play condition of the Resona `inst` this turn (0 if none was noted). */
export function paidLevelsOf(s: WixossState, inst: number): number {
  let levels = 0;
  for (const mod of s.mods) if (mod.inst === inst && mod.paidLevels !== undefined) levels = mod.paidLevels;
  return levels;
}

export const PAID_LEVEL_OPS: Record<string, OpHandler> = {
  discardPowerPerLevel: {
    ...signiTargeting('powerOne'),
    ask(s, t, op) {
      if (progressOf(t, 'discardLevels')?.discardingDone) return null;
      const hand = s.players[t.seat]!.hand;
      if (hand.length === 0) return null;
      const picks = distinctChoices(s, hand, 'discard', [], (i) => matches(s, i, op.levelsOf));
      const prompt = m().promptDiscardAny(cardName(s, t.src), filterWords(op.levelsOf));
      // `done` alone when none matches, asked all the same: going on at once would tell what the hand lacks.
      return picks.length ? { over: false, seat: t.seat, prompt, choices: [...picks, 'done'] } : { over: false, seat: t.seat, prompt, choices: ['done'], hiddenChoices: true };
    },
    run(s, t, op, choice) {
      const p = (t.progress = progressOf(t, 'discardLevels') ?? { kind: 'discardLevels', levels: 0, discardingDone: false });
      if (choice !== undefined && choice !== 'done') {
        const hand = s.players[t.seat]!.hand;
        p.levels += def(s, hand[itemOf(choice)]!).level;
        discardAt(s, t.seat, itemOf(choice));
        return false;
      }
      p.discardingDone = true;
      powerPerLevels(s, t, op, p.levels);
      return true;
    },
  },
  powerPerPaidLevel: {
    ...signiTargeting('powerOne'),
    run(s, t, op) {
      powerPerLevels(s, t, op, paidLevelsOf(s, t.src));
      return true;
    },
  },
};
