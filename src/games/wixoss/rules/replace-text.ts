/**
 * The question of a replacement effect (rules/replace.ts), worded once for every seat: what would happen to whose
 * SIGNI and what may happen instead. It names only SIGNI on the field (never the face-down Charm), so every seat reads
 * it as asked (rules/asking.ts).
 */
import { m } from '../messages/index.js';
import type { ReplaceTask, ReplaceWay, WixossState } from '../state.js';
import { cardName, who } from '../table/names.js';
import { charmAt } from '../table/charm.js';
import { EMPTY } from '../state.js';
import { choiceText } from './choice-text.js';

/** The ways open as it would have happened, still possible (a Charm still there); none once the SIGNI has left some other way. */
export function waysOf(s: WixossState, t: ReplaceTask): ReplaceWay[] {
  if (s.players[t.seat]!.signi[t.zone] !== t.inst) return [];
  return (t.ways ?? []).filter((w) => w.instead !== 'trashCharm' || charmAt(s, t.seat, w.zone) !== EMPTY);
}

/** With one way the answer is `use`; with several, each is named by the SIGNI it changes (`target own Z`). */
export const wayChoice = (ways: ReplaceWay[], way: ReplaceWay) => (ways.length === 1 ? 'use' : choiceText('target own', way.zone + 1));

/** "Servant X (Ann) would be banished" */
export const wouldText = (s: WixossState, t: ReplaceTask) => m().wouldHappen(cardName(s, t.inst), who(s, t.seat), t.event);

function insteadText(s: WixossState, way: ReplaceWay): string {
  return way.instead === 'trashCharm' ? m().insteadCharm(cardName(s, way.source)) : m().insteadPower(cardName(s, way.source), way.amount);
}

/** The question: one way (`use`) or several, each by its choice. */
export function replaceWording(s: WixossState, t: ReplaceTask): string {
  const ways = waysOf(s, t);
  if (ways.length === 1) return m().promptReplace(wouldText(s, t), insteadText(s, ways[0]!));
  return m().promptReplaceWhich(wouldText(s, t), ways.map((w) => m().replaceWay(wayChoice(ways, w), insteadText(s, w))).join(m().listJoin));
}
