/**
 * Records which parameters the op handlers of a game read while games are played: each handler method gets its op
 * (argument `opArg`) through a proxy noting every field asked for, so a test can compare the reads with the
 * parameters the game declares (src/engine/op-params.ts). `restore` puts the original methods back.
 */
import type { OpParams, OpTable } from '../../src/engine/op-params.js';

export interface OpReads {
  /** Op name -> the fields its handlers read (`op` itself left out); every op whose handler ran is a key. */
  reads: Map<string, Set<string>>;
  restore(): void;
}

type Handlers = Record<string, object>;

export function recordOpReads(handlers: Handlers, opArg = 2): OpReads {
  const reads = new Map<string, Set<string>>();
  const undo: (() => void)[] = [];
  const watch = (op: Record<string, unknown>) => {
    const name = String(op.op);
    if (!reads.has(name)) reads.set(name, new Set());
    const keys = reads.get(name)!;
    return new Proxy(op, {
      get(target, key, receiver) {
        if (typeof key === 'string' && key !== 'op') keys.add(key);
        return Reflect.get(target, key, receiver);
      },
    });
  };
  for (const handler of Object.values(handlers)) {
    const h = handler as Record<string, unknown>;
    for (const [method, fn] of Object.entries(h)) {
      if (typeof fn !== 'function') continue;
      h[method] = function (this: unknown, ...args: unknown[]) {
        const op = args[opArg];
        if (typeof op === 'object' && op !== null && typeof (op as { op?: unknown }).op === 'string') args[opArg] = watch(op as Record<string, unknown>);
        return (fn as (...a: unknown[]) => unknown).apply(this, args);
      };
      undo.push(() => { h[method] = fn; });
    }
  }
  return { reads, restore: () => undo.forEach((u) => u()) };
}

/** Reads of fields the table does not declare for that op (nor `common`): `op.field` each. */
export function undeclaredReads(reads: Map<string, Set<string>>, table: OpTable, common: OpParams = {}): string[] {
  const out: string[] = [];
  for (const [op, keys] of reads) {
    for (const key of keys) if (!Object.hasOwn(table[op] ?? {}, key) && !Object.hasOwn(common, key)) out.push(`${op}.${key}`);
  }
  return out.sort();
}
