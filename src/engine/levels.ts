/**
 * The named levels a player picks (`play --vs normal`, `--bot 2=hard`): each is a bot and its budget. The
 * iteration budget decides what a level plays, so a game replays the same from its seed; the time cap is only a
 * safety net on a slow machine (when it binds, the moves depend on the machine's speed). Figures: docs/bots.md.
 */
import type { MctsOptions } from './mcts.js';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: Level[] = ['easy', 'normal', 'hard'];

export interface LevelBot {
  kind: 'greedy' | 'mcts';
  mcts: MctsOptions;
}

export const LEVEL_BOTS: Record<Level, LevelBot> = {
  // The best-looking move one decision ahead: quick, shortsighted.
  easy: { kind: 'greedy', mcts: {} },
  // About 1 s per decision at most on a shared 2-core machine.
  normal: { kind: 'mcts', mcts: { iterations: 500, timeMs: 1_000 } },
  // About 5 s per decision at most; also the budget of `hint` and `replay --explain`.
  hard: { kind: 'mcts', mcts: { iterations: 2_000, timeMs: 5_000 } },
};

export const isLevel = (name: string): name is Level => (LEVELS as string[]).includes(name);
