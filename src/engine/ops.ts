/**
 * Effect ops (issue 15): one handler shape for every game. A card's effect is a list of ops (`{ op: 'draw', n: 2 }`);
 * the game's task that resolves an op looks its handler up by name here and drives it as the referee drives a task
 * (`TaskRules`): `ask` is the question the op asks now, `run` one step with the answer. Each op's parameters are
 * declared apart (op-params.ts) so card data is checked without the rules; `opNameProblems` keeps the two in step.
 */
import type { OpenDecision } from './game.js';
import type { OpTable } from './op-params.js';

/**
 * The rules of one op: `S` the state, `T` the task it runs in, `O` the op. `Q` is what `ask` gives: the question, or
 * only its choices where the game's op task words every op's question alike (PAD, Midrash).
 */
export interface OpHandler<S, T, O, Q = OpenDecision> {
  /** The question the op asks now, or null when its next step needs nobody. Absent: the op never asks. */
  ask?(state: S, task: T, op: O): Q | null;
  /**
   * One step; `choice` answers `ask` (undefined for an automatic step). The op is finished unless this returns
   * false (it then asks or runs again), so an op done in one step returns nothing.
   */
  run(state: S, task: T, op: O, choice?: string): boolean | void;
}

/** A game's op library: op name → handler. */
export type OpLibrary<H> = Readonly<Record<string, H>>;

/** The handler of op `name`. A name without one is a bug of the game: its data loader refuses unknown ops. */
export function opHandler<H>(library: OpLibrary<H>, name: string): H {
  const handler = Object.hasOwn(library, name) ? library[name] : undefined;
  if (handler === undefined) throw new Error(`op "${name}" has no handler`);
  return handler;
}

type Named = { op: string };

/** A library of a game whose op type is a union on `op` (Midrash): each op's handler gets its own member of `O`. */
export type OpLibraryOf<S, T, O extends Named, Q = OpenDecision> = { readonly [K in O['op']]: OpHandler<S, T, Extract<O, { op: K }>, Q> };

/** The question op `op` asks now (null: none). */
export function askOp<S, T, O extends Named, Q>(library: OpLibrary<OpHandler<S, T, O, Q>>, state: S, task: T, op: O): Q | null {
  const h = opHandler(library, op.op);
  return h.ask ? h.ask(state, task, op) : null;
}

/** One step of op `op`: true when it is finished. */
export function runOp<S, T, O extends Named, Q>(library: OpLibrary<OpHandler<S, T, O, Q>>, state: S, task: T, op: O, choice?: string): boolean {
  return opHandler(library, op.op).run(state, task, op, choice) !== false;
}

/** Ops only one of a game's handler library and its parameter table names (none when they agree). */
export function opNameProblems(library: OpLibrary<unknown>, params: OpTable): string[] {
  const missing = (a: object, b: object, what: string) => Object.keys(a).filter((name) => !Object.hasOwn(b, name)).map((name) => `${name}: ${what}`);
  return [...missing(library, params, 'a handler but no parameters'), ...missing(params, library, 'parameters but no handler')];
}
