/** Putting SIGNI onto your field from the deck or the trash by an effect (the summon rules still apply). */
import type { Seat } from '../../../engine/game.js';
import { effectTask, summonBlockOf } from '../rules/actions.js';
import { choiceText, lastIndex } from '../rules/choice-text.js';
import { signiLevels } from '../rules/power.js';
import { m } from '../messages/index.js';
import { cardName, def, distinctIndexes, lrigOf, say, shuffleDeck, who } from '../rules/zones.js';
import { EMPTY, idOf, type Task, type WixossState } from '../state.js';
import type { EffectTask, OpHandler } from './ops.js';
import { cardMatches } from './targets.js';
import type { Op } from './types.js';

function source(s: WixossState, seat: Seat, op: Op): number[] {
  const p = s.players[seat]!;
  return op.from === 'trash' ? p.trash : p.deck;
}

/** Cards of the source the player may put onto the field now (filter, level, limit, limiting condition, a free zone). */
function placeable(s: WixossState, seat: Seat, op: Op): number[] {
  const p = s.players[seat]!;
  if (!p.signi.includes(EMPTY)) return [];
  const lrig = lrigOf(s, seat);
  const levels = signiLevels(s, seat);
  const from = source(s, seat, op);
  return distinctIndexes(s, from, (i) => def(s, i).type === 'SIGNI' && cardMatches(def(s, i), op.filter) && summonBlockOf(def(s, i), lrig, levels) === null).map((k) => from[k - 1]!);
}

/** Its on-play ability waits below the resolving effect (in the order the SIGNI were put onto the field). */
function queueOnPlay(s: WixossState, t: EffectTask, inst: number): void {
  const onPlay = def(s, inst).effects?.onPlay;
  if (!onPlay) return;
  const task: Task = onPlay.cost ? { k: 'confirm', seat: t.seat, src: inst, key: 'onPlay' } : effectTask(t.seat, inst, 'onPlay');
  // Later ones go further down, so the first one put onto the field resolves first.
  const below = s.tasks.indexOf(t);
  const waiting = t.v[2] ?? 0;
  s.tasks.splice(below - waiting, 0, task);
  t.v[2] = waiting + 1;
}

export const FIELD_OPS: Record<string, OpHandler> = {
  // Up to `count` SIGNI (filter) from `from` (deck: searched, then shuffled; trash) onto empty zones of your choice.
  // v[0] = how many were put, v[1] = the card waiting for its zone (+1; 0 = none), v[2] = on-play tasks queued.
  putOnField: {
    begin(s, t, op) {
      if (op.from !== 'trash') { s.revealed = true; say(s, m().evSearches(who(s, t.seat))); }
    },
    ask(s, t, op) {
      const p = s.players[t.seat]!;
      const waiting = (t.v[1] ?? 0) - 1;
      if (waiting >= 0) {
        const zones = p.signi.flatMap((i, z) => (i === EMPTY ? [choiceText('zone', z + 1)] : []));
        return { over: false, seat: t.seat, prompt: m().promptZone(cardName(s, waiting)), choices: zones };
      }
      if ((t.v[0] ?? 0) >= (op.count ?? 1)) return null;
      const choices = placeable(s, t.seat, op).map((i) => `pick ${def(s, i).choiceId}`);
      if (choices.length === 0) return null;
      // A search of the hidden deck may always come up empty; from the public trash only "up to" may stop.
      if (op.from !== 'trash' || op.upTo) choices.push('done');
      return { over: false, seat: t.seat, prompt: m().promptPutOnField(t.v[0] ?? 0, op.count ?? 1), choices };
    },
    run(s, t, op, choice) {
      const p = s.players[t.seat]!;
      const waiting = (t.v[1] ?? 0) - 1;
      if (waiting >= 0 && choice !== undefined) {
        const z = lastIndex(choice);
        const from = source(s, t.seat, op);
        from.splice(from.indexOf(waiting), 1);
        p.signi[z] = waiting;
        p.signiDown[z] = false;
        t.v[1] = 0;
        t.v[0] = (t.v[0] ?? 0) + 1;
        say(s, m().evPutOnField(who(s, t.seat), cardName(s, waiting), z + 1));
        if (op.trashAtEnd) s.mods.push({ inst: waiting, trashAtEnd: true });
        if (!op.noOnPlay) queueOnPlay(s, t, waiting);
        return false;
      }
      if (choice !== undefined && choice !== 'done') {
        // It stays where it is until its zone is chosen.
        const inst = source(s, t.seat, op).find((i) => idOf(s, i) === choice.slice(5).toUpperCase());
        if (inst !== undefined) t.v[1] = inst + 1;
        return false;
      }
      if (op.from !== 'trash') { shuffleDeck(s, t.seat); say(s, m().evShuffles(who(s, t.seat))); }
      return true;
    },
  },
};
