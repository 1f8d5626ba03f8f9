/**
 * Determinized Monte Carlo tree search (single-observer information-set MCTS). Every iteration samples the hidden
 * cards from what the bot's seat can know (`determinize`), so the bot never reads the true hidden state; the tree is
 * keyed by choice text and shared across samples, with availability counts for choices that exist only in some.
 * Progressive widening ranks each node's choices by one ply of the game's `evaluate` and lets the search consider
 * more of them as the node is visited more; a leaf is played on (by default until the searching seat is about to
 * decide again after the others) and scored by `evaluate`, squashed to [0, 1] relative to the root.
 */
import type { DecideContext, SyncDecider } from './deciders.js';
import { determinizeFor } from './determinize.js';
import type { AnyGame, BaseState, Seat } from './game.js';
import type { Match } from './match.js';
import { copyPlain } from './plain.js';
import { randomInt, randomItem, type RngState } from './rng.js';

export type RolloutPolicy = 'random' | 'greedy';
/**
 * Where a rollout stops once `rolloutDepth` decisions are played: at once (`depth`), when the deciding seat changes
 * (`run`: a turn is not scored half done), or when the searching seat is about to start its next run (`cycle`:
 * every leaf is scored at the same point of the turn order, so a score that favours the seat to move cannot bias
 * the choice between ending a turn and playing on; in a game with `turnSeat`, its next turn).
 */
export type RolloutEnd = 'depth' | 'run' | 'cycle';

export interface MctsOptions {
  /** Iterations per decision. */
  iterations?: number;
  /** Stop early after this many milliseconds per decision (wall clock: results then depend on the machine). */
  timeMs?: number;
  /** Decisions played after leaving the tree before evaluating. */
  rolloutDepth?: number;
  /**
   * How those decisions are chosen: at random (uniformly, or by the game's `rolloutChoice` where it has one), or
   * the best `evaluate` one ply ahead among a few sampled choices.
   */
  rolloutPolicy?: RolloutPolicy;
  /** Where a rollout stops after `rolloutDepth` (see `RolloutEnd`). */
  rolloutEnd?: RolloutEnd;
  /** With `cycle`: how many times the searching seat's turn comes round again before the leaf is scored. */
  rolloutCycles?: number;
  /** Progressive widening factor: a node considers its best ceil(w * sqrt(passes + 1)) choices; 0 = all. */
  widening?: number;
  /** UCB exploration constant. */
  exploration?: number;
  /**
   * Progressive bias: weight of a choice's one-ply `evaluate` (scored like a leaf) in its UCB value, fading as
   * 1 / (visits + 1), so a node visited a few times follows the evaluation and a well-visited one its results. 0 = off.
   */
  bias?: number;
  /**
   * Keep the tree from one decision to the seat's next one in the same run of its decisions (`MctsMemory`). Off by
   * default: it did not play better in the games measured (docs/bots.md, "Tree reuse").
   */
  reuse?: boolean;
}

export const MCTS_DEFAULTS: Required<Omit<MctsOptions, 'timeMs'>> = {
  iterations: 200, rolloutDepth: 0, rolloutPolicy: 'random', rolloutEnd: 'cycle', rolloutCycles: 1, widening: 0.5, exploration: 0.7,
  bias: 0, reuse: false,
};

/** Choices a greedy rollout step compares (a sample when there are more), to bound its cost. */
const GREEDY_SAMPLE = 6;
/** Hard limit on a rollout, whatever `rolloutEnd` asks. */
const ROLLOUT_CAP = 60;

interface TreeNode {
  /** Seat that made the choice leading here (rewards are counted for it). */
  seat: Seat;
  visits: number;
  value: number;
  avail: number;
  /** Times a search went on through this node: how many of its choices progressive widening allows. */
  passes: number;
  /** Tree keys best first by one ply of `evaluate` (ranked on the first visit; keys seen later go last, or with
   * `choiceKey` are ranked in on the sample that shows them). */
  order?: string[];
  /** Each ranked choice's one-ply `evaluate` score, by key. */
  scores?: Map<string, number>;
  /** With progressive bias: each ranked choice's one-ply margin change for the deciding seat (or ±Infinity). */
  prior?: Map<string, number>;
  children: Map<string, TreeNode>;
}

const newNode = (seat: Seat): TreeNode => ({ seat, visits: 0, value: 0, avail: 0, passes: 0, children: new Map() });

/** Each seat's evaluation minus the best other seat's: positive means ahead of everyone. */
function margins(game: AnyGame, state: unknown, seats: number): number[] {
  const scores = Array.from({ length: seats }, (_, s) => game.evaluate!(state, s));
  if (seats === 1) return scores; // solo: the demon has no evaluation, so the seat's own score is the margin
  return scores.map((x, s) => x - Math.max(...scores.filter((_, o) => o !== s)));
}

/**
 * Turns leaf margins into rewards in [0, 1]. Evaluations come in each game's own units, so the change since the
 * root is divided by the mean size of the changes seen so far in this search, then squashed; wins stay 1, losses 0.
 */
class RewardScale {
  private sum = 0;
  private count = 0;
  constructor(private readonly root: number[]) {}

  rewards(game: AnyGame, state: unknown, seats: number): number[] {
    const decision = game.decision(state);
    if (decision.over) {
      const { winners, label } = decision.result;
      // Nobody won: a draw shares the point, a game lost to an automated opponent gives nobody anything.
      if (winners.length === 0) return new Array(seats).fill(label ? 0 : 0.5);
      return Array.from({ length: seats }, (_, s) => (winners.includes(s) ? 1 / winners.length : 0));
    }
    if (!game.evaluate) return new Array(seats).fill(0.5);
    const change = margins(game, state, seats).map((m, s) => m - this.root[s]!);
    for (const x of change) this.sum += Math.abs(x);
    this.count += change.length;
    return change.map((x) => this.squash(x));
  }

  /** `seat`'s margin change since the root, unscaled (for a prior: it does not move the unit). */
  change(game: AnyGame, state: unknown, seats: number, seat: Seat): number {
    return margins(game, state, seats)[seat]! - this.root[seat]!;
  }

  /** A margin change as a reward, in the units of the changes seen so far. */
  squash(change: number): number {
    return 0.5 + 0.5 * Math.tanh(change / (2 * (this.sum / this.count || 1)));
  }
}

/**
 * What `seat` thinks of the position after `choice`, one ply ahead; with `scale`, also its margin change since the
 * root there (a won game +Infinity, a lost one -Infinity), for progressive bias.
 */
function oneStep(game: AnyGame, state: BaseState, seat: Seat, choice: string, scale?: RewardScale, seats = 0): { score: number; change: number } {
  // copyPlain, not structuredClone: states are plain data, and this copy is half the search's time otherwise.
  const next = copyPlain(state);
  game.apply(next, choice);
  const d = game.decision(next);
  if (d.over) {
    const won = d.result.winners.includes(seat);
    return { score: won ? Infinity : -1e12, change: won ? Infinity : d.result.winners.length === 0 ? 0 : -Infinity };
  }
  return { score: game.evaluate!(next, seat), change: scale ? scale.change(game, next, seats, seat) : 0 };
}

/** One-ply greedy step over a sample of the choices, to bound its cost. */
function greedyChoice(game: AnyGame, state: BaseState, seat: Seat, choices: string[], rng: RngState): string {
  let pool = choices;
  if (choices.length > GREEDY_SAMPLE) {
    const copy = [...choices];
    pool = [];
    for (let i = 0; i < GREEDY_SAMPLE; i++) pool.push(copy.splice(randomInt(rng, copy.length), 1)[0]!);
  }
  let best = pool[0]!, bestScore = -Infinity;
  for (const choice of pool) {
    const { score } = oneStep(game, state, seat, choice);
    if (score > bestScore) { bestScore = score; best = choice; }
    if (score === Infinity) break;
  }
  return best;
}

/** The game's choice at a decision the search cannot judge (`GameDefinition.unjudged`), when it is a legal one. */
export function unjudgedChoice(game: AnyGame, state: BaseState, legal: string[]): string | undefined {
  const fixed = game.unjudged?.(state, legal);
  return fixed !== undefined && legal.includes(fixed) ? fixed : undefined;
}

/**
 * The move a bot plays without searching: the only legal one, or the game's unjudged choice (a search there could
 * only spend its whole budget on that one move). Undefined when a search must decide.
 */
export function forcedChoice(game: AnyGame, state: BaseState, legal: string[]): string | undefined {
  return legal.length === 1 ? legal[0] : unjudgedChoice(game, state, legal);
}

/**
 * The choices the search may take at `node` now, as tree keys (`tree`: the decision's choices and their keys).
 * Without widening: all, untried ones in random order. With it: the best-ranked
 * ceil(widening * sqrt(passes + 1)), so a node with many choices spends its visits on the few that look good
 * instead of averaging in every poor one.
 */
function considered(game: AnyGame, state: BaseState, node: TreeNode, seat: Seat, tree: TreeKeys, widening: number, rng: RngState, prior?: { scale: RewardScale; seats: number }): string[] {
  const { keys, choiceOf } = tree;
  const fixed = unjudgedChoice(game, state, tree.choices);
  if (fixed !== undefined) return [keyOf(game, state, seat, fixed)];
  if (widening <= 0 || !game.evaluate || keys.length === 1) {
    const shuffled = [...keys];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = randomInt(rng, i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    return shuffled;
  }
  const rank = (ranked: string[]) => {
    const scored = ranked.map((key) => ({ key, ...oneStep(game, state, seat, choiceOf(key), prior?.scale, prior?.seats) }));
    node.scores ??= new Map();
    for (const { key, score, change } of scored) {
      node.scores.set(key, score);
      if (prior) (node.prior ??= new Map()).set(key, change);
    }
  };
  const bestFirst = (a: string, b: string) => node.scores!.get(b)! - node.scores!.get(a)!;
  if (!node.order) {
    rank(keys);
    node.order = [...keys].sort(bestFirst);
  } else if (game.choiceKey) {
    // Keys by meaning come and go with the sample (the cards a summon reveals): rank each newcomer when it comes,
    // on the sample that has it, so the widening's first places go to what is good, not to what came first.
    const late = keys.filter((key) => !node.scores!.has(key));
    if (late.length > 0) {
      rank(late);
      node.order = [...node.scores!.keys()].sort(bestFirst);
    }
  } else for (const key of keys) if (!node.order.includes(key)) node.order.push(key);
  const limit = Math.ceil(widening * Math.sqrt(node.passes + 1));
  const legal = new Set(keys);
  const allowed: string[] = [];
  for (const key of node.order) {
    if (allowed.length >= limit) break;
    if (legal.has(key)) allowed.push(key);
  }
  return allowed;
}

/** A decision's choices as the tree keys them: `keys` one per meaning, `choiceOf` the choice played for a key. */
interface TreeKeys { choices: string[]; keys: string[]; choiceOf: (key: string) => string }

const same = (choice: string) => choice;

/** The tree's key of one choice of `seat`: the game's `choiceKey`, or the choice itself. */
function keyOf(game: AnyGame, state: BaseState, seat: Seat, choice: string): string {
  return game.choiceKey ? game.choiceKey(state, choice, seat) : choice;
}

/**
 * The tree's keys of a decision's choices: the choices themselves, or where the game names choices by meaning
 * (`choiceKey`), those names, so a node's child is the same move in every sample (one key per meaning: two
 * positions holding the same card are one move).
 */
function treeKeys(game: AnyGame, state: BaseState, seat: Seat, choices: string[]): TreeKeys {
  if (!game.choiceKey) return { choices, keys: choices, choiceOf: same };
  const byKey = new Map<string, string>();
  for (const choice of choices) {
    const key = game.choiceKey(state, choice, seat);
    if (!byKey.has(key)) byKey.set(key, choice);
  }
  return { choices, keys: [...byKey.keys()], choiceOf: (key) => byKey.get(key)! };
}

/** One rollout move: the game's unjudged choice, else a greedy step, the game's sensible-random one or a uniform pick. */
function rolloutMove(game: AnyGame, state: BaseState, seat: Seat, choices: string[], greedy: boolean, rng: RngState): string {
  if (choices.length === 1) return choices[0]!;
  const fixed = unjudgedChoice(game, state, choices);
  if (fixed !== undefined) return fixed;
  if (greedy) return greedyChoice(game, state, seat, choices, rng);
  return game.rolloutChoice ? game.rolloutChoice(state, seat, choices, rng) : randomItem(rng, choices);
}

function rollout(game: AnyGame, state: BaseState, me: Seat, seats: number, o: Required<Omit<MctsOptions, 'timeMs'>>, rng: RngState): void {
  const greedy = o.rolloutPolicy === 'greedy' && !!game.evaluate;
  // Alone at the table (solo against an automated opponent) no other seat ever decides: runs and cycles never end.
  const end = seats === 1 ? 'depth' : o.rolloutEnd;
  let lastSeat = -1, leftMe = false, cycles = 0;
  for (let step = 0; step < ROLLOUT_CAP; step++) {
    const d = game.decision(state);
    if (d.over) return;
    if ((game.turnSeat ? game.turnSeat(state) : d.seat) !== me) leftMe = true;
    else if (leftMe) { cycles++; leftMe = false; }
    if (step === 0) lastSeat = d.seat; // `run` finishes the run the leaf is in
    if (step >= o.rolloutDepth) {
      if (end === 'depth') return;
      if (end === 'run' && d.seat !== lastSeat) return;
      if (end === 'cycle' && d.seat === me && cycles >= o.rolloutCycles) return;
    }
    lastSeat = d.seat;
    state.events = [];
    game.apply(state, rolloutMove(game, state, d.seat, d.choices, greedy, rng));
  }
}

/** What the search found out about one move at the root. */
export interface MoveStat {
  choice: string;
  /** Iterations that went through this move. */
  visits: number;
  /** Mean reward of those iterations for the searching seat, in [0, 1]: its estimated chance to win. */
  winRate: number;
}

export interface SearchResult {
  /** The most visited move. */
  choice: string;
  /** Every legal move, most visited first. */
  stats: MoveStat[];
  iterations: number;
  /** Iterations of earlier searches that went through this position, brought by the reused tree (0 without). */
  kept: number;
}

/**
 * A seat's last search tree, kept for its next decision (tree reuse). It is still valid only while that seat alone
 * has moved since, and its moves showed it nothing hidden and used no chance (`MoveRecord.locked`): then the subtree
 * under those moves holds iterations of the very information set it is in now. After another seat's move the search
 * starts afresh, since walking the tree by that move's text would pick the subtree of a hidden choice the seat could
 * not see; after a draw or a shuffle, since the kept samples guessed other cards. The reward scale
 * goes on with the tree, so old and new iterations are scored against the same root. A resumed or undone game has
 * another match (or other moves there), so it starts afresh too.
 */
export class MctsMemory {
  private root?: TreeNode;
  private scale?: RewardScale;
  /** The match searched; its moves only ever grow (an undo or a resume builds another match). */
  private match?: Match;
  /** Moves the match had when the tree's root was the question. */
  private moves = 0;

  /** The subtree for `ctx`'s decision, if the moves since the kept root are all the seat's own and in the tree. */
  take(ctx: DecideContext): { root: TreeNode; scale: RewardScale } | undefined {
    const { match } = ctx;
    if (!this.root || !this.scale || !match || match !== this.match) return undefined;
    let node: TreeNode | undefined = this.root;
    for (const move of match.moves.slice(this.moves)) {
      // A locked move showed the seat a hidden card or used chance: the kept samples no longer fit what it knows.
      if (move.seat !== ctx.decision.seat || move.locked) return undefined;
      node = node.children.get(move.choice);
      if (!node) return undefined;
    }
    return { root: node, scale: this.scale };
  }

  keep(ctx: DecideContext, root: TreeNode, scale: RewardScale): void {
    this.match = ctx.match;
    this.moves = ctx.match?.moves.length ?? 0;
    this.root = root;
    this.scale = scale;
  }
}

/**
 * One decision's search, run a slice of iterations at a time (so a caller can draw a thinking indicator and let
 * signals in between slices). The same iterations in any slicing give the same result.
 */
export class MctsSearch {
  private readonly o: Required<Omit<MctsOptions, 'timeMs'>>;
  private readonly root: TreeNode;
  private readonly scale: RewardScale;
  private readonly deadline: number;
  private readonly me: Seat;
  private done = 0;
  private readonly kept: number;

  /** `memory`: the seat's tree from its last decision, used when `reuse` is on and it is still valid. */
  constructor(private readonly ctx: DecideContext, private readonly rng: RngState, options: MctsOptions = {}, memory?: MctsMemory) {
    this.o = { ...MCTS_DEFAULTS, ...options };
    this.me = ctx.decision.seat;
    const kept = this.o.reuse ? memory?.take(ctx) : undefined;
    this.root = kept?.root ?? newNode(this.me);
    // The kept root was ranked on a sample from before the seat's own moves showed it more (a drawn card): rank it
    // again on this position, so its real choices are not left at the end of the widening order.
    if (kept) { this.root.order = undefined; this.root.scores = undefined; }
    this.scale = kept?.scale ?? new RewardScale(ctx.game.evaluate ? margins(ctx.game, ctx.state, ctx.seats) : []);
    if (this.o.reuse) memory?.keep(ctx, this.root, this.scale);
    this.kept = this.root.visits;
    this.deadline = options.timeMs ? Date.now() + options.timeMs : Infinity;
  }

  /** True when the budget (iterations, or the time cap) is spent. */
  get finished(): boolean {
    return this.done >= this.o.iterations || Date.now() >= this.deadline;
  }

  /** Runs up to `count` more iterations within the budget; returns `finished`. */
  run(count = Infinity): boolean {
    for (let i = 0; i < count && !this.finished; i++, this.done++) this.iterate();
    return this.finished;
  }

  /** Runs iterations for about `ms` milliseconds (or until the budget is spent); returns `finished`. */
  runFor(ms: number): boolean {
    const until = Date.now() + ms;
    while (!this.finished && Date.now() < until) this.run(1);
    return this.finished;
  }

  result(): SearchResult {
    const { game, state, decision: { choices, seat } } = this.ctx;
    const stats = choices.map((choice, i) => {
      const child = this.root.children.get(keyOf(game, state, seat, choice));
      return { choice, i, visits: child?.visits ?? 0, winRate: child && child.visits > 0 ? child.value / child.visits : 0 };
    });
    // Most visited first; ties keep the legal order, so the pick is the first most-visited move as before.
    stats.sort((a, b) => b.visits - a.visits || a.i - b.i);
    return { choice: stats[0]!.choice, stats: stats.map(({ choice, visits, winRate }) => ({ choice, visits, winRate })), iterations: this.done, kept: this.kept };
  }

  private iterate(): void {
    const { game } = this.ctx;
    const { o, rng, me } = this;
    const c = o.exploration;
    const state = determinizeFor(game, this.ctx.state, me, rng);
    const path: TreeNode[] = [];
    let node = this.root;
    // Selection and one expansion.
    for (;;) {
      const d = game.decision(state);
      if (d.over) break;
      const tree = treeKeys(game, state, d.seat, d.choices);
      for (const key of tree.keys) {
        const child = node.children.get(key);
        if (child) child.avail++;
      }
      const allowed = considered(game, state, node, d.seat, tree, o.widening, rng, o.bias > 0 ? { scale: this.scale, seats: this.ctx.seats } : undefined);
      const untried = allowed.find((key) => !node.children.has(key));
      let key: string;
      if (untried !== undefined) {
        key = untried;
        const child = newNode(d.seat);
        child.avail = 1;
        node.children.set(key, child);
      } else {
        let best = -Infinity;
        key = allowed[0]!;
        for (const option of allowed) {
          const child = node.children.get(option)!;
          let ucb = child.value / child.visits + c * Math.sqrt(Math.log(Math.max(child.avail, 1)) / child.visits);
          const change = node.prior?.get(option);
          if (change !== undefined) ucb += (o.bias * this.scale.squash(change)) / (child.visits + 1);
          if (ucb > best) { best = ucb; key = option; }
        }
      }
      node.passes++;
      state.events = [];
      game.apply(state, tree.choiceOf(key));
      node = node.children.get(key)!;
      path.push(node);
      if (untried !== undefined) break;
    }
    rollout(game, state, me, this.ctx.seats, o, rng);
    const reward = this.scale.rewards(game, state, this.ctx.seats);
    for (const visited of path) {
      visited.visits++;
      visited.value += reward[visited.seat]!;
    }
  }
}

/** `memory`: share it with the seat's other searches (the play screen's sliced ones) so reuse sees them all. */
export function mctsDecider(rng: RngState, options: MctsOptions = {}, memory = new MctsMemory()): SyncDecider {
  return (ctx: DecideContext) => {
    const forced = forcedChoice(ctx.game, ctx.state, ctx.decision.choices);
    if (forced !== undefined) return forced;
    const search = new MctsSearch(ctx, rng, options, memory);
    search.run();
    return search.result().choice;
  };
}
