/** The engine's op handler interface (src/engine/ops.ts) and every game's op library on it. */
import { askOp, opHandler, opNameProblems, runOp, type OpHandler, type OpLibrary } from '../../src/engine/ops.js';
import { param, type OpTable } from '../../src/engine/op-params.js';
import { OPS as WIXOSS_OPS } from '../../src/games/wixoss/cards/op-library.js';
import { OP_PARAMS as WIXOSS_PARAMS } from '../../src/games/wixoss/cards/op-names.js';
import { OPS as PAD_OPS } from '../../src/games/pad/cards/ops.js';
import { OP_PARAMS as PAD_PARAMS } from '../../src/games/pad/cards/op-names.js';
import { OPS as EATPAINT_OPS } from '../../src/games/eatpaint/rules/ops.js';
import { OP_PARAMS as EATPAINT_PARAMS } from '../../src/games/eatpaint/cards/op-specs.js';
import { OPS as MIDRASH_OPS } from '../../src/games/midrash/rules/effects.js';
import { CALAMITY_OPS } from '../../src/games/midrash/rules/solo.js';
import { CALAMITY_OP_PARAMS, OP_PARAMS as MIDRASH_PARAMS } from '../../src/games/midrash/cards/load.js';

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

  it.each([
    ['wixoss', WIXOSS_OPS, WIXOSS_PARAMS],
    ['pad', PAD_OPS, PAD_PARAMS],
    ['eatpaint', EATPAINT_OPS, EATPAINT_PARAMS],
    ['midrash', MIDRASH_OPS, MIDRASH_PARAMS],
    ['midrash calamities', CALAMITY_OPS, CALAMITY_OP_PARAMS],
  ])('%s: the handler library and the op parameters name the same ops', (_game, library, params) => {
    expect(Object.keys(library).length).toBeGreaterThan(8);
    expect(opNameProblems(library, params)).toEqual([]);
  });
});
