/**
 * Using a spell that costs less for each SIGNI you down (WX06 Soap Sudden; table/spell-down-less.ts): asked after it
 * is played, before its cost is paid: `target own Z` downs one (any number), `done` once the rest is payable.
 */
import type { TaskRules } from '../../../engine/referee.js';
import type { Task, WixossState } from '../state.js';
import { canPay } from '../table/payment.js';
import { costAfterDowns, downableForSpell } from '../table/spell-down-less.js';
import { cardName } from '../table/names.js';
import { m } from '../messages/index.js';
import { targetChoice } from '../cards/targets.js';
import { zoneOf } from '../moves.js';
import { pushPay } from './pay.js';
import { say } from './zones.js';
import { ASK } from './asking.js';
import { downSigni } from './downed.js';

type SpellDownTask = Extract<Task, { kind: 'spellDownLess' }>;

const costNow = (s: WixossState, t: SpellDownTask) => costAfterDowns(s, t.inst, t.cost, t.downed);

export const SPELL_DOWN_LESS_TASK: TaskRules<WixossState, SpellDownTask> = {
  ask(s, t) {
    const zones = downableForSpell(s, t.seat, t.inst);
    if (zones.length === 0) return null;
    const choices = [...zones.map((z) => targetChoice(z, true)), ...(canPay(s, t.seat, costNow(s, t)) ? ['done'] : [])];
    return ASK.ask(s, t.seat, choices);
  },
  run(s, t, choice) {
    if (choice !== undefined && choice !== 'done') {
      const p = s.players[t.seat]!;
      const z = zoneOf(choice);
      downSigni(s, t.seat, z, 'cost');
      say(s, m().evDowned(cardName(s, p.signi[z]!)));
      t.downed++;
      return false;
    }
    pushPay(s, t.seat, costNow(s, t));
    return true;
  },
};
