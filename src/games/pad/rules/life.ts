/** End of game: life 0 at the end of a phase (not recovered within it) loses. */
import { contentLang } from '../../../engine/i18n.js';
import { en } from '../messages/en.js';
import { m } from '../messages/index.js';
import type { PadState } from '../state.js';
import { card, cardNameOf } from '../cards/catalogue.js';
import { hasOp } from '../cards/facts.js';
import { knownToLife } from './hidden-piles.js';
import { say, seatName } from './zones.js';

/**
 * Why a game ended, naming the player. The state keeps its English text (`over`): views, logs and replays stay
 * language-independent; `overText` gives it in the reader's language.
 */
export type EndReason = { kind: 'bothNoLife' } | { kind: 'noLife'; seat: number } | { kind: 'emptyDeck'; seat: number };

function reasonText(r: EndReason, names: readonly string[], t = m()): string {
  return r.kind === 'bothNoLife' ? t.result.bothNoLife : t.result[r.kind](names[r.seat]!);
}

const REASONS: EndReason[] = [{ kind: 'bothNoLife' }, ...[0, 1].flatMap((seat) => [{ kind: 'noLife', seat } as const, { kind: 'emptyDeck', seat } as const])];

export function endGame(s: PadState, winner: number | null, reason: EndReason): void {
  s.winner = winner;
  s.over = reasonText(reason, s.players.map((p) => p.name), en);
}

/** The stored (English) result of a game between `names` in the reader's language. */
export function overText(over: string, names: readonly string[]): string {
  if (contentLang() === 'en') return over;
  const r = REASONS.find((x) => reasonText(x, names, en) === over);
  return r ? reasonText(r, names) : over;
}

/** Demon Viper Orochi (`lastStand`): at life 0 the card leaves its stack and becomes a face-down life card. */
function lastStand(s: PadState, seat: number): void {
  const p = s.players[seat]!;
  for (let st = 0; st < 5; st++) {
    const stack = p.stacks[st]!;
    if (stack.length < 2 || !hasOp(card(stack[stack.length - 1]!), 'lastStand')) continue;
    const c = stack.pop()!;
    knownToLife(s, seat, c);
    say(s, m().ev.lastStand(seatName(s, seat), cardNameOf(c), st + 1));
    return;
  }
}

/** Checked at the end of each phase in which life could reach 0. */
export function checkLife(s: PadState): void {
  if (s.over) return;
  for (const seat of [0, 1]) if (s.players[seat]!.life.length === 0) lastStand(s, seat);
  const out = s.players.map((p) => p.life.length === 0);
  if (out[0] && out[1]) endGame(s, null, { kind: 'bothNoLife' });
  else if (out[0] || out[1]) endGame(s, out[0] ? 1 : 0, { kind: 'noLife', seat: out[0] ? 0 : 1 });
}
