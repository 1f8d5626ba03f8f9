/**
 * A move as a connection of another language is told it (lang.ts): its sentences and events made again in that
 * language, by playing the move once more on a copy of the state from before it (the host keeps that copy only while
 * some connection reads another language).
 */
import type { Seat } from '../engine/game.js';
import { decisionOf, describeLegal, playChoice, type Match } from '../engine/match.js';
import { copyPlain } from '../engine/plain.js';
import type { SharedMove } from '../cli/play/session-options.js';
import type { Lang } from '../cli/i18n/index.js';
import { inLang } from './lang.js';

export interface StateBefore { moveCount: number; state: unknown }

/** `move` in `lang`; as it is when `before` is not the state just before it. */
export function moveInLang(live: Match, before: StateBefore | undefined, move: SharedMove, lang: Lang): SharedMove {
  if (before?.moveCount !== live.moves.length - 1) return move;
  const again: Match = { ...live, state: copyPlain(before.state) as Match['state'], moves: live.moves.slice(0, -1) };
  return inLang(lang, () => {
    const decision = decisionOf(again);
    const sentence = (viewer: Seat | null) => describeLegal(again, move.choice, viewer === move.mover ? undefined : viewer, decision);
    const sentences = live.header.players.map((_, seat) => sentence(seat));
    const spectator = sentence(null);
    const events = playChoice(again, move.choice, decision).map((event) => ({ ...event }));
    return { ...move, sentences, spectator, events };
  });
}
