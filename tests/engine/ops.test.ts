/** The engine's op handler interface (src/engine/ops.ts) and every registered game's op libraries on it (`GameDefinition.ops`). */
import { askOp, opHandler, opNameProblems, runOp, type OpHandler, type OpLibrary } from '../../src/engine/ops.js';
import { param, type OpTable } from '../../src/engine/op-params.js';
import { GAMES } from '../../src/games/index.js';

type Op = { op: string; n?: number };
type Counter = { total: number; steps: number; asked: string[] };
// A toy library: `add` runs at once, `twice` takes two steps, `choose` asks.
const TOY: OpLibrary<OpHandler<Counter, null, Op, string[]>> = {
  add: { run: (c, _t, op) => { c.total += op.n ?? 1; } },
  twice: { run: (c) => ++c.steps === 2 },
  choose: { ask: () => ['a', 'b'], run: (c, _t, _op, choice) => { c.asked.push(choice!); } },
};

describe('op handlers', () => {
  it('finds a handler by name and refuses a name it does not own, naming the op', () => {
    expect(opHandler(TOY, 'add')).toBe(TOY.add);
    expect(() => opHandler(TOY, 'draw')).toThrow('op "draw" has no handler');
    // Inherited names are not handlers.
    expect(() => opHandler(TOY, 'toString')).toThrow('op "toString" has no handler');
    expect(() => opHandler(TOY, '__proto__')).toThrow('op "__proto__" has no handler');
  });

  it('asks only where the op has a question, and is finished unless run says false', () => {
    const c: Counter = { total: 0, steps: 0, asked: [] };
    expect(askOp(TOY, c, null, { op: 'add' })).toBeNull();
    expect(runOp(TOY, c, null, { op: 'add', n: 3 })).toBe(true);
    expect(runOp(TOY, c, null, { op: 'twice' })).toBe(false);
    expect(runOp(TOY, c, null, { op: 'twice' })).toBe(true);
    expect(askOp(TOY, c, null, { op: 'choose' })).toEqual(['a', 'b']);
    expect(runOp(TOY, c, null, { op: 'choose' }, 'b')).toBe(true);
    expect(c).toEqual({ total: 3, steps: 2, asked: ['b'] });
  });

  it('names the ops only one of a library and its parameter table has', () => {
    const params: OpTable = { add: { n: param.int() }, twice: {}, shuffle: {} };
    expect(opNameProblems(TOY, params)).toEqual(['choose: a handler but no parameters', 'shuffle: parameters but no handler']);
  });

  it.each(GAMES.map((entry) => [entry.id, entry] as const))('%s: each op library and its op parameters name the same ops', async (_id, entry) => {
    const game = await entry.load();
    const sets = Object.entries(game.ops ?? {});
    // Every game of the registry has card effects.
    expect(sets.length).toBeGreaterThan(0);
    for (const [name, { handlers, params }] of sets) {
      expect([name, Object.keys(handlers).length > 8]).toEqual([name, true]);
      expect([name, opNameProblems(handlers, params)]).toEqual([name, []]);
    }
  });
});
