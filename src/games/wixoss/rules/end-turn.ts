/**
 * "End this turn" (WX05 End Hole): the turn ends at once, as its reminder text and the rules spec's end phase say,
 * in this order: what is being used goes where it would (an ARTS to the LRIG trash) and every other card of a check
 * zone into the trash; what was still to resolve is gone, and so are abilities waiting to trigger; the turn player
 * discards down to 6 (the end phase's hand limit task); then "this turn" and "until end of turn" effects end as the
 * turn does (turn.ts endTurn). The end phase itself is not entered, so "at the end of the turn" abilities do not
 * trigger (our ruling: the reminder text lists the steps, and that is not one of them).
 */
import type { WixossState } from '../state.js';
import { def } from '../table/defs.js';
import { cardName, who } from '../table/names.js';
import { m } from '../messages/index.js';
import { say } from './zones.js';

/** Called by the flow between steps once an effect asked for it (`turnEndedBy`, with `endTurnNow`). */
export function endTurnByEffect(s: WixossState): void {
  const by = s.turnEndedBy!;
  s.endTurnNow = false;
  delete s.turnEndedBy;
  say(s, m().evTurnEndedBy(cardName(s, by), who(s, s.active)));
  for (const p of s.players) {
    for (const inst of p.check.splice(0)) (def(s, inst).type === 'ARTS' ? p.lrigTrash : p.trash).push(inst);
  }
  s.tasks = [{ kind: 'discardDown', seat: s.active }];
  s.fired = [];
  s.phase = 'end';
}
