/**
 * "All players put one of their SIGNI into the trash" (WX04 Dark Matter): not a target, so each player picks one of
 * their own as the effect resolves (the user first, then the opponent). A player with no SIGNI the effect may touch
 * puts none, and the effect goes on (unlike `trashOwnThen`, an "if you do").
 */
import type { Seat } from '../../../engine/game.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say, sendFromField } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { legalZones } from '../table/targets.js';
import type { WixossState } from '../state.js';
import { zoneOf } from '../moves.js';
import { targetChoice } from './targets.js';
import type { EffectTask, OpHandler } from './ops.js';

function pickOwn(s: WixossState, t: EffectTask, seat: Seat) {
  const zones = legalZones(s, { op: 'trashSigni', side: 'own' }, seat);
  return zones.length ? { over: false as const, seat, prompt: m().promptTrashOwnOne(cardName(s, t.src)), choices: zones.map((z) => targetChoice(z, true)) } : null;
}

function trashPicked(s: WixossState, seat: Seat, choice: string | undefined): boolean {
  if (choice === undefined) return true;
  const zone = zoneOf(choice);
  say(s, m().evTrashField(who(s, seat), cardName(s, s.players[seat]!.signi[zone]!)));
  sendFromField(s, seat, zone, 'trash');
  return true;
}

export const EACH_TRASH_OPS: Record<string, OpHandler> = {
  /** You put one of your SIGNI into the trash (`target own Z`). */
  ownSigniToTrash: { ask: (s, t) => pickOwn(s, t, t.seat), run: (s, t, _op, choice) => trashPicked(s, t.seat, choice) },
  /** The opponent puts one of their SIGNI into the trash, picked by them (`target own Z`). */
  oppSigniToTrash: { ask: (s, t) => pickOwn(s, t, opponentOf(t.seat)), run: (s, t, _op, choice) => trashPicked(s, opponentOf(t.seat), choice) },
};
