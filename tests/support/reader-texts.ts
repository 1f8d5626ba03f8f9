/** Every text a reader sees while a seeded random game is played: for the per-game Chinese checks. */
import { cellText, type Board } from '../../src/engine/board.js';
import type { AnyGame, Decision, Seat } from '../../src/engine/game.js';
import { decisionOf, playChoice, type Match } from '../../src/engine/match.js';
import { randomInt, type RngState } from '../../src/engine/rng.js';

export type ReaderTextKind = 'board' | 'prompt' | 'describe' | 'event' | 'result';

/** A board's titles, heads, cells and notes, leaving out the empty ones and those of digits and signs only. */
export function boardTexts(board: Board): string[] {
  return [board.title, ...board.tables.flatMap((t) => [t.title ?? '', ...(t.head ?? []).map(cellText), ...t.rows.flat().map(cellText)]), ...board.notes.map(cellText)]
    .filter((s) => s !== '' && !/^[\d\s/#*>+,-]+$/.test(s));
}

/**
 * Plays `match` to its end with uniformly random choices from `rng`, handing every reader-facing text to `seen`: the
 * board as each of `viewers(decision)` sees it before every move, the prompt, the description of every legal
 * choice, the events, and the result. Throws when the game has not ended after `maxSteps` moves.
 */
export function playReaderTexts(game: AnyGame, match: Match, rng: RngState, seen: (kind: ReaderTextKind, text: string) => void,
  viewers: (d: Decision) => (Seat | null)[], maxSteps: number): void {
  for (let step = 0; step < maxSteps; step++) {
    const d = decisionOf(match);
    for (const seat of viewers(d)) for (const text of boardTexts(game.render(game.view(match.state, seat)))) seen('board', text);
    if (d.over) {
      seen('result', d.result.reason);
      return;
    }
    seen('prompt', d.prompt);
    for (const c of d.choices) seen('describe', game.describe(match.state, c));
    for (const e of playChoice(match, d.choices[randomInt(rng, d.choices.length)]!)) seen('event', e.text);
  }
  throw new Error(`${match.header.seed} did not finish`);
}
