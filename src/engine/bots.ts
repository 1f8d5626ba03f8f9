/**
 * Bots that any game gets for free. Greedy looks one decision ahead on a determinized copy of the state
 * (hidden cards resampled from what its seat can know), so it never reads the true hidden state.
 */
import { determinizeFor } from './determinize.js';
import { randomDecider, type DecideContext, type SyncDecider } from './deciders.js';
import type { AnyGame } from './game.js';
import { isLevel, levelBot, LEVELS, type Level, type LevelBudgets } from './levels.js';
import { mctsDecider, type MctsOptions } from './mcts.js';
import { randomItem, type RngState } from './rng.js';

export type BotKind = 'random' | 'greedy' | 'mcts';
export const BOT_KINDS: BotKind[] = ['random', 'greedy', 'mcts'];
/** What `--bot` and `--bots` accept besides `cmd:PROGRAM`: an algorithm or a level. */
export type BotName = BotKind | Level;
export const BOT_NAMES: BotName[] = [...BOT_KINDS, ...LEVELS];
export const isBotName = (name: string): name is BotName => (BOT_NAMES as string[]).includes(name);

/**
 * The algorithm and budget behind a name: a level brings its own budget (its game's, where `game` has one), `mcts`
 * takes the one given.
 */
export function resolveBot(name: BotName, mcts: MctsOptions = {}, game?: { levelBudgets?: LevelBudgets }): { kind: BotKind; mcts: MctsOptions } {
  return isLevel(name) ? levelBot(name, game) : { kind: name, mcts };
}

/** Score of `seat` after `choice`, looked at from a resampled copy of the state. */
function scoreAfter(game: AnyGame, ctx: DecideContext, choice: string, rng: RngState): number {
  const seat = ctx.decision.seat;
  const copy = determinizeFor(game, ctx.state, seat, rng);
  game.apply(copy, choice);
  const decision = game.decision(copy);
  if (decision.over) {
    const { winners, label } = decision.result;
    return winners.includes(seat) ? 1e9 : winners.length === 0 && !label ? 0 : -1e9;
  }
  return game.evaluate!(copy, seat);
}

export function greedyDecider(rng: RngState): SyncDecider {
  const fallback = randomDecider(rng);
  return (ctx) => {
    const { game, decision } = ctx;
    if (!game.evaluate || decision.choices.length === 1) return fallback(ctx);
    let best: string[] = [];
    let bestScore = -Infinity;
    for (const choice of decision.choices) {
      const score = scoreAfter(game, ctx, choice, rng);
      if (score > bestScore) { bestScore = score; best = [choice]; }
      else if (score === bestScore) best.push(choice);
    }
    return randomItem(rng, best);
  };
}

/** `game`: the game a level plays (levels' budgets may differ per game); without it, the common table. */
export function makeBot(name: BotName, rng: RngState, budget: MctsOptions = {}, game?: { levelBudgets?: LevelBudgets }): SyncDecider {
  const { kind, mcts } = resolveBot(name, budget, game);
  if (kind === 'mcts') return mctsDecider(rng, mcts);
  return kind === 'greedy' ? greedyDecider(rng) : randomDecider(rng);
}
