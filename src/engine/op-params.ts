/**
 * Typed parameters of effect ops. Each game declares, next to its op handlers, which parameters each op takes
 * (kind, required or not); `checkOps` checks card data against that table so a misspelt or mistyped parameter
 * is an error with its field path (`cards[12].effects.use.ops[1].amout: unknown parameter of op draw (known: n)`)
 * instead of being silently ignored by the handler.
 */
import type { DataErrors } from './data-files.js';

/** A game-defined kind (a card filter, a condition, a card id): adds its own problems under `path`. */
export type ParamCheck = (value: unknown, path: string, errors: DataErrors, context: unknown) => void;

export type Param = { optional: boolean } & (
  | { kind: 'int'; min: number; max: number }
  | { kind: 'bool' }
  | { kind: 'text' }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'listOf'; values: readonly string[] }
  | { kind: 'game'; what: string; check: ParamCheck }
  /** Another op of the same table (PAD's `whenFoeDamaged.then`), or a list of them. */
  | { kind: 'op' }
  | { kind: 'ops' }
);

/** The parameters of one op, by name (`op` itself is never one). */
export type OpParams = Readonly<Record<string, Param>>;
/** Every op a game's data may name, with its parameters. */
export type OpTable = Readonly<Record<string, OpParams>>;

/** Required parameters; wrap one in `optional(...)` when the handler has a default. */
export const param = {
  int: (min = 0, max = 99): Param => ({ kind: 'int', min, max, optional: false }),
  bool: (): Param => ({ kind: 'bool', optional: false }),
  text: (): Param => ({ kind: 'text', optional: false }),
  oneOf: (values: readonly string[]): Param => ({ kind: 'oneOf', values, optional: false }),
  listOf: (values: readonly string[]): Param => ({ kind: 'listOf', values, optional: false }),
  game: (what: string, check: ParamCheck): Param => ({ kind: 'game', what, check, optional: false }),
  op: (): Param => ({ kind: 'op', optional: false }),
  ops: (): Param => ({ kind: 'ops', optional: false }),
};

export function optional(p: Param): Param {
  return { ...p, optional: true };
}

/** Several optional parameters at once: `optionals({ n: param.int(), who: param.oneOf([...]) })`. */
export function optionals(params: Record<string, Param>): Record<string, Param> {
  const out: Record<string, Param> = {};
  for (const [name, p] of Object.entries(params)) out[name] = optional(p);
  return out;
}

/** What a parameter must be, as the error messages say it. */
export function describeParam(p: Param): string {
  switch (p.kind) {
    case 'int': return `a whole number ${p.min}..${p.max}`;
    case 'bool': return 'true or false';
    case 'text': return 'a non-empty text';
    case 'oneOf': return `one of ${p.values.join(', ')}`;
    case 'listOf': return `a list of ${p.values.join(', ')}`;
    case 'game': return p.what;
    case 'op': return 'an op ({"op": ...})';
    case 'ops': return 'a list of ops';
  }
}

export interface OpCheck {
  /** Parameters every op may carry because the game's own machinery reads them (WIXOSS `if`, EAT/PAINT `ifDealt`). */
  common?: OpParams;
  /** Passed to game-defined checks (EAT/PAINT: the card ids). */
  context?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (table: object, key: string) => Object.hasOwn(table, key);
const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v) ?? String(v));

function fits(p: Param, v: unknown): boolean {
  switch (p.kind) {
    case 'int': return Number.isInteger(v) && (v as number) >= p.min && (v as number) <= p.max;
    case 'bool': return typeof v === 'boolean';
    case 'text': return typeof v === 'string' && v.length > 0;
    case 'oneOf': return typeof v === 'string' && p.values.includes(v);
    case 'listOf': return Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && p.values.includes(x));
    default: return true;
  }
}

/** Checks one field; the path text is only built when a nested check or an error needs it (loading stays fast). */
function checkValue(table: OpTable, p: Param, v: unknown, path: string, key: string, errors: DataErrors, how: OpCheck): void {
  if (p.kind === 'game') p.check(v, `${path}.${key}`, errors, how.context);
  else if (p.kind === 'op') checkOp(table, v, `${path}.${key}`, errors, how);
  else if (p.kind === 'ops') checkOps(table, v, `${path}.${key}`, errors, how);
  else if (!fits(p, v)) errors.add(`${path}.${key}`, `must be ${describeParam(p)}, not ${shown(v)}`);
}

/** Check one op object at `path`; true when its name is known (its parameters were then checked too). */
export function checkOp(table: OpTable, raw: unknown, path: string, errors: DataErrors, how: OpCheck = {}): boolean {
  if (!isObject(raw) || typeof raw.op !== 'string') {
    errors.add(path, 'must be an object with an "op" name');
    return false;
  }
  const name = raw.op;
  if (!has(table, name)) {
    errors.add(`${path}.op`, `unknown op "${name}" (known: ${Object.keys(table).join(', ')})`);
    return false;
  }
  checkFields(table, table[name]!, how.common ?? NONE, raw, path, errors, how, name);
  return true;
}

/**
 * Check a plain object of typed fields that is not an op (a game's card filter), with the same kinds and messages:
 * `owner` names it in them ("card filter").
 */
export function checkFieldsOf(fields: OpParams, raw: unknown, path: string, errors: DataErrors, owner: string, how: OpCheck = {}): void {
  if (!isObject(raw)) errors.add(path, `must be an object (a ${owner})`);
  else checkFields(NONE, fields, NONE, raw, path, errors, how, undefined, `a ${owner}`);
}

const NONE: Readonly<Record<string, never>> = Object.freeze({});
const requiredOf = new WeakMap<OpParams, string[]>();

/** `op` names the op whose parameters these are; else `owner` names the object whose fields they are. */
function checkFields(table: OpTable, params: OpParams, common: OpParams, raw: Record<string, unknown>, path: string, errors: DataErrors, how: OpCheck, op: string | undefined, owner?: string): void {
  for (const key of Object.keys(raw)) {
    if (key === 'op' && op !== undefined) continue;
    const p = has(params, key) ? params[key]! : has(common, key) ? common[key]! : undefined;
    if (p) checkValue(table, p, raw[key], path, key, errors, how);
    else {
      const known = [...Object.keys(params), ...Object.keys(common)];
      errors.add(`${path}.${key}`, `unknown ${op === undefined ? 'field' : 'parameter'} of ${owner ?? `op ${op}`} (${known.length ? `known: ${known.join(', ')}` : 'it takes none'})`);
    }
  }
  let required = requiredOf.get(params);
  if (!required) requiredOf.set(params, (required = Object.keys(params).filter((key) => !params[key]!.optional)));
  for (const key of required) {
    if (raw[key] === undefined) errors.add(`${path}.${key}`, `${owner ?? `op ${op}`} needs "${key}" (${describeParam(params[key]!)})`);
  }
}

/** Check a list of ops at `path` (`…ops`): each as `path[i]`. */
export function checkOps(table: OpTable, raw: unknown, path: string, errors: DataErrors, how: OpCheck = {}): void {
  if (!Array.isArray(raw)) {
    errors.add(path, 'must be a list of ops');
    return;
  }
  for (let i = 0; i < raw.length; i++) checkOp(table, raw[i], `${path}[${i}]`, errors, how);
}
