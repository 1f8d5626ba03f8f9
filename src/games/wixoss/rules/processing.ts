/** Rule processing: checked after each action and each finished effect, never in the middle of one. */
import type { Seat } from '../../../engine/game.js';
import { EMPTY, other, type WixossState } from '../state.js';
import { signiLevels, signiPower } from './power.js';
import { banish, cardName, def, lrigOf, say, shuffleDeck, who } from './zones.js';

/** Whether `seat`'s SIGNI break the level, limit or limiting-condition rules (e.g. after growing lower). */
export function fieldIllegal(s: WixossState, seat: Seat): boolean {
  const lrig = lrigOf(s, seat);
  if (!lrig) return false;
  const p = s.players[seat]!;
  if (signiLevels(s, seat) > (lrig.limit ?? 0)) return true;
  return p.signi.some((i) => i !== EMPTY && (def(s, i).level > lrig.level || (def(s, i).limiting !== undefined && def(s, i).limiting !== lrig.lrigType)));
}

export function refresh(s: WixossState, seat: Seat): void {
  const p = s.players[seat]!;
  p.deck.push(...p.trash);
  p.trash = [];
  shuffleDeck(s, seat);
  say(s, `${who(s, seat)} refreshes: the trash becomes the new deck`);
  const life = p.life.pop();
  if (life !== undefined) {
    p.trash.push(life);
    say(s, `${who(s, seat)} puts the top life cloth (${cardName(s, life)}) into the trash`);
  }
  if (seat === s.active && ++p.refreshes >= 2) s.endTurnNow = true;
}

export function ruleCheck(s: WixossState): void {
  const order = [s.active, other(s.active)];
  // Power 0 or less: banished. Repeat, since losing a SIGNI can switch an aura off.
  for (let again = true; again; ) {
    again = false;
    for (const seat of order) {
      const p = s.players[seat]!;
      for (let z = 0; z < p.signi.length; z++) {
        if (p.signi[z] !== EMPTY && signiPower(s, seat, z) <= 0) { banish(s, seat, z); again = true; }
      }
    }
  }
  for (const seat of [...order].reverse()) {
    if (fieldIllegal(s, seat) && !s.tasks.some((t) => t.k === 'excess' && t.seat === seat)) s.tasks.push({ k: 'excess', seat });
  }
  for (const seat of order) {
    const p = s.players[seat]!;
    if (p.deck.length === 0 && p.trash.length > 0) refresh(s, seat);
  }
}

export function lose(s: WixossState, seat: Seat, reason: string): void {
  if (s.phase === 'over') return;
  s.phase = 'over';
  s.winner = other(seat);
  s.reason = reason;
  s.tasks = [];
  say(s, `${who(s, other(seat))} wins: ${reason}`);
}
