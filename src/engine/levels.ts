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
  // About 1 s per decision at most on a shared 2-core machine. Exploration 0.35 rather than the mcts bot's 0.7:
  // with 500 iterations and more, 0.7 spreads the visits over moves of near-equal value and the pick gets noisy
  // (PAD against easy, same 8 seeds: 3-5 at 0.7, 7-1 at 0.35, 5-3 at 0.2; docs/bots.md).
  normal: { kind: 'mcts', mcts: { iterations: 500, exploration: 0.35, timeMs: 1_000 } },
  // About 5 s per decision at most; also the budget of `hint` and `replay --explain`.
  hard: { kind: 'mcts', mcts: { iterations: 1_500, exploration: 0.35, timeMs: 5_000 } },
};

/**
 * Rollouts that take the best of a few sampled moves by `evaluate` and look one more round ahead: each iteration
 * costs 2.5-4 times as much, but in PAD and WIXOSS they won at an equal time where more random rollouts did not
 * (66% and 62% against the filing search at 100 ms a decision), and at 1500 iterations hard went from 91-9 (PAD,
 * 3000 random-rollout iterations) and 96-4 (WIXOSS) to 98-2 and 99-1 against greedy (docs/bots.md, "Equal time,
 * more variants"). Not in EAT/PAINT (even there) or Midrash (its own rollout policy already plays sensibly).
 */
export const GREEDY_ROLLOUTS: MctsOptions = { rolloutPolicy: 'greedy', rolloutCycles: 2 };

/**
 * A game's own budget per level, merged over `LEVEL_BOTS` (a game definition's `levelBudgets`; docs/bots.md,
 * "Budgets per game"). Past some iterations a search stops getting stronger against another search of the same
 * game, so a `normal` with the common budget plays as well as `hard` there, and the levels would differ only in
 * name; a smaller `normal` budget is measured to lose to `hard` and still beat `easy`. Where other search settings
 * were measured to play better, `hard` gets them, within its 5 s.
 */
export type LevelBudgets = Partial<Record<Level, MctsOptions>>;

/** The bot and budget of `level` in `game` (its `levelBudgets`; without a game, the common table). */
export function levelBot(level: Level, game?: { levelBudgets?: LevelBudgets }): LevelBot {
  const own = game?.levelBudgets?.[level];
  const common = LEVEL_BOTS[level];
  return own ? { kind: common.kind, mcts: { ...common.mcts, ...own } } : common;
}

export const isLevel = (name: string): name is Level => (LEVELS as string[]).includes(name);
