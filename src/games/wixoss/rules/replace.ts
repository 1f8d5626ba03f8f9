/**
 * Replacement effects (WX04 Paimon, WX06 Shironakuji): "if your SIGNI would be banished / leave the field, instead
 * you may ...". rules/zones.ts puts this question on the stack as the event would happen, keeping the event; the
 * SIGNI's owner answers (also during the opponent's turn or effect), and either the replacement happens and the event
 * does not, or the event happens as it would have. The ways open are table/replace.ts.
 */
import type { TaskRules } from '../../../engine/referee.js';
import { m } from '../messages/index.js';
import { zoneOf } from '../moves.js';
import type { ReplaceTask, ReplaceWay, WixossState } from '../state.js';
import { cardName, who } from '../table/names.js';
import { ASK } from './asking.js';
import { charmToTrash } from './charm.js';
import { waysOf, wayChoice, wouldText } from './replace-text.js';
import { lancerCrush } from './damage.js';
import { banishNow, moveFromField, say, shuffleDeck } from './zones.js';

/** The replacement happens: the SIGNI stays where it is. */
function replaceWith(s: WixossState, t: ReplaceTask, way: ReplaceWay): void {
  say(s, m().evReplaced(wouldText(s, t), cardName(s, way.source)));
  if (way.instead === 'trashCharm') charmToTrash(s, t.seat, way.zone);
  else if (s.players[t.seat]!.signi.includes(way.source)) {
    // (A source swept away in the same step replaces all the same; its power change then has nothing to change.)
    s.mods.push({ inst: way.source, add: way.amount });
    say(s, m().evPowerOne(cardName(s, way.source), way.amount));
  }
}

/** The event happens as it would have; an effect it belongs to did what it says ("if you do"). */
function letHappen(s: WixossState, t: ReplaceTask): void {
  let happened: boolean;
  if (t.event === 'banish') {
    happened = banishNow(s, t.seat, t.zone, t.cause, t.by);
    if (happened && t.lancerBy !== undefined) lancerCrush(s, t.lancerBy, t.seat);
  } else {
    const [inst, went] = moveFromField(s, t.seat, t.zone, t.to!);
    happened = true;
    if (went) {
      const card = cardName(s, inst);
      if (t.to === 'hand') say(s, m().evBounced(card, who(s, t.seat)));
      else if (t.to === 'trash') say(s, m().evTrashedByEffect(card, who(s, t.seat)));
      else if (t.to === 'deck') say(s, m().evToDeck(card, who(s, t.seat)));
      else say(s, m().evLeftToEner(card, who(s, t.seat)));
    }
    if (t.shuffle) { shuffleDeck(s, t.seat); say(s, m().evShuffles(who(s, t.seat))); }
  }
  if (!happened || !t.inEffect) return;
  for (let k = s.tasks.length - 1; k >= 0; k--) {
    const task = s.tasks[k]!;
    if (task.kind === 'effect') { task.done = true; return; }
  }
}

export const REPLACE_TASK: TaskRules<WixossState, ReplaceTask> = {
  ask(s, t) {
    const ways = waysOf(s, t);
    if (ways.length === 0) return null;
    return ASK.ask(s, t.seat, [...ways.map((w) => wayChoice(ways, w)), 'skip']);
  },
  waits: (s, t) => waysOf(s, t).length > 0,
  run(s, t, choice) {
    if (s.players[t.seat]!.signi[t.zone] !== t.inst) return true; // it left the field some other way meanwhile
    const ways = waysOf(s, t);
    const way = choice === 'use' ? ways[0] : choice !== undefined && choice !== 'skip' ? ways.find((w) => w.zone === zoneOf(choice)) : undefined;
    if (way) replaceWith(s, t, way);
    else letHappen(s, t);
    return true;
  },
};
