/**
 * Determinized Monte Carlo tree search (single-observer information-set MCTS). Every iteration samples the hidden
 * cards from what the bot's seat can know (`determinize`), so the bot never reads the true hidden state; the tree is
 * keyed by choice text and shared across samples, with availability counts for choices that exist only in some.
 * Rollouts are random and depth-limited, then scored by the game's `evaluate`.
 */
import type { DecideContext, SyncDecider } from './deciders.js';
import { determinizeFor } from './determinize.js';
import type { AnyGame, Seat } from './game.js';
import { randomInt, type RngState } from './rng.js';

export interface MctsOptions {
  /** Iterations per decision (default 300). */
  iterations?: number;
  /** Stop early after this many milliseconds per decision. */
  timeMs?: number;
  /** Random decisions played after leaving the tree before evaluating (default 40). */
  rolloutDepth?: number;
  /** UCB exploration constant (default 0.7). */
  exploration?: number;
}

interface TreeNode {
  /** Seat that made the choice leading here (rewards are counted for it). */
  seat: Seat;
  visits: number;
  value: number;
  avail: number;
  children: Map<string, TreeNode>;
}

const newNode = (seat: Seat): TreeNode => ({ seat, visits: 0, value: 0, avail: 0, children: new Map() });

/** Rewards in [0, 1] per seat: 1 for a win, 0.5 shared for a draw, else the share of the evaluation. */
function rewards(game: AnyGame, state: unknown, seats: number): number[] {
  const decision = game.decision(state);
  if (decision.over) {
    const { winners } = decision.result;
    // Nobody won: a draw shares the point, a game lost to an automated opponent gives nobody anything.
    if (winners.length === 0) return new Array(seats).fill(decision.result.label ? 0 : 0.5);
    return Array.from({ length: seats }, (_, s) => (winners.includes(s) ? 1 / winners.length : 0));
  }
  if (!game.evaluate) return new Array(seats).fill(0.5);
  const scores = Array.from({ length: seats }, (_, s) => game.evaluate!(state, s));
  const min = Math.min(...scores);
  const shifted = scores.map((x) => x - Math.min(min, 0) + 1e-9);
  const total = shifted.reduce((a, b) => a + b, 0);
  return shifted.map((x) => x / total);
}

export function mctsDecider(rng: RngState, options: MctsOptions = {}): SyncDecider {
  const iterations = options.iterations ?? 300;
  const depth = options.rolloutDepth ?? 40;
  const c = options.exploration ?? 0.7;
  return (ctx: DecideContext) => {
    const { game, decision } = ctx;
    if (decision.choices.length === 1) return decision.choices[0]!;
    const me = decision.seat;
    const seats = ctx.seats;
    const root = newNode(me);
    const deadline = options.timeMs ? Date.now() + options.timeMs : Infinity;
    for (let it = 0; it < iterations && Date.now() < deadline; it++) {
      const state = determinizeFor(game, ctx.state, me, rng);
      const path: TreeNode[] = [];
      let node = root;
      // Selection and one expansion.
      for (;;) {
        const d = game.decision(state);
        if (d.over) break;
        const legal = d.choices;
        for (const choice of legal) {
          const child = node.children.get(choice);
          if (child) child.avail++;
        }
        const untried = legal.filter((choice) => !node.children.has(choice));
        let choice: string;
        if (untried.length > 0) {
          choice = untried[randomInt(rng, untried.length)]!;
          const child = newNode(d.seat);
          child.avail = 1;
          node.children.set(choice, child);
        } else {
          let best = -Infinity;
          choice = legal[0]!;
          for (const option of legal) {
            const child = node.children.get(option)!;
            const ucb = child.value / child.visits + c * Math.sqrt(Math.log(Math.max(child.avail, 1)) / child.visits);
            if (ucb > best) { best = ucb; choice = option; }
          }
        }
        state.events = [];
        game.apply(state, choice);
        node = node.children.get(choice)!;
        path.push(node);
        if (untried.length > 0) break;
      }
      // Random rollout.
      for (let step = 0; step < depth; step++) {
        const d = game.decision(state);
        if (d.over) break;
        state.events = [];
        game.apply(state, d.choices[randomInt(rng, d.choices.length)]!);
      }
      const reward = rewards(game, state, seats);
      for (const visited of path) {
        visited.visits++;
        visited.value += reward[visited.seat]!;
      }
    }
    let pick = decision.choices[0]!;
    let most = -1;
    for (const choice of decision.choices) {
      const visits = root.children.get(choice)?.visits ?? 0;
      if (visits > most) { most = visits; pick = choice; }
    }
    return pick;
  };
}
