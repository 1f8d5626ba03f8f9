/** The engine's typed op parameters: every problem of an op in card data is reported with its field path. */
import { DataErrors } from '../../src/engine/data-files.js';
import { checkFieldsOf, checkOp, checkOps, describeParam, optional, optionals, param, type OpTable } from '../../src/engine/op-params.js';

const even = param.game('an even number', (v, path, errors) => {
  if (typeof v !== 'number' || v % 2 !== 0) errors.add(path, 'must be an even number');
});

const TABLE: OpTable = {
  draw: { n: param.int(1, 5), who: optional(param.oneOf(['self', 'all'])) },
  shuffle: {},
  pick: optionals({ up: param.bool(), name: param.text(), colours: param.listOf(['red', 'blue']), size: even }),
  later: { then: param.op() },
  each: { ops: param.ops() },
};

function problems(ops: unknown, how = {}): string[] {
  const errors = new DataErrors('test.json');
  checkOps(TABLE, ops, 'cards[3].ops', errors, how);
  return errors.problems;
}

describe('checkOps', () => {
  it('accepts ops whose parameters are all known and of their kind', () => {
    expect(problems([{ op: 'draw', n: 2 }, { op: 'draw', n: 1, who: 'all' }, { op: 'shuffle' }, { op: 'pick', up: true, name: 'x', colours: ['red'], size: 4 }, { op: 'pick' }])).toEqual([]);
  });

  it('reports a misspelt parameter with the op\'s known ones', () => {
    expect(problems([{ op: 'draw', n: 1, amout: 2 }])).toEqual(['cards[3].ops[0].amout: unknown parameter of op draw (known: n, who)']);
    expect(problems([{ op: 'shuffle', n: 1 }])).toEqual(['cards[3].ops[0].n: unknown parameter of op shuffle (it takes none)']);
  });

  it('reports a value of the wrong kind, saying what it must be and what it was', () => {
    expect(problems([{ op: 'draw', n: '2' }, { op: 'draw', n: 9 }, { op: 'draw', n: 1.5 }, { op: 'draw', n: 1, who: 'both' }])).toEqual([
      'cards[3].ops[0].n: must be a whole number 1..5, not "2"',
      'cards[3].ops[1].n: must be a whole number 1..5, not 9',
      'cards[3].ops[2].n: must be a whole number 1..5, not 1.5',
      'cards[3].ops[3].who: must be one of self, all, not "both"',
    ]);
    expect(problems([{ op: 'pick', up: 'yes', name: '', colours: ['red', 'green'], size: 3 }])).toEqual([
      'cards[3].ops[0].up: must be true or false, not "yes"',
      'cards[3].ops[0].name: must be a non-empty text, not ""',
      'cards[3].ops[0].colours: must be a list of red, blue, not ["red","green"]',
      'cards[3].ops[0].size: must be an even number',
    ]);
  });

  it('reports a missing required parameter, and every problem of an op, not just the first', () => {
    expect(problems([{ op: 'draw' }])).toEqual(['cards[3].ops[0].n: op draw needs "n" (a whole number 1..5)']);
    expect(problems([{ op: 'draw', who: 'x', extra: 1 }])).toEqual([
      'cards[3].ops[0].who: must be one of self, all, not "x"',
      'cards[3].ops[0].extra: unknown parameter of op draw (known: n, who)',
      'cards[3].ops[0].n: op draw needs "n" (a whole number 1..5)',
    ]);
  });

  it('reports an unknown op name, a non-object op and a non-list', () => {
    expect(problems([{ op: 'explode', n: 1 }, 'draw', { n: 1 }])).toEqual([
      'cards[3].ops[0].op: unknown op "explode" (known: draw, shuffle, pick, later, each)',
      'cards[3].ops[1]: must be an object with an "op" name',
      'cards[3].ops[2]: must be an object with an "op" name',
    ]);
    expect(problems({ op: 'draw', n: 1 })).toEqual(['cards[3].ops: must be a list of ops']);
  });

  it('does not take names from the object prototype as ops or parameters', () => {
    expect(problems([{ op: 'constructor' }, { op: 'toString' }])).toEqual([
      expect.stringMatching(/^cards\[3\]\.ops\[0\]\.op: unknown op "constructor"/),
      expect.stringMatching(/^cards\[3\]\.ops\[1\]\.op: unknown op "toString"/),
    ]);
    expect(problems([JSON.parse('{"op": "shuffle", "__proto__": 1, "hasOwnProperty": 2}')])).toEqual([
      'cards[3].ops[0].__proto__: unknown parameter of op shuffle (it takes none)',
      'cards[3].ops[0].hasOwnProperty: unknown parameter of op shuffle (it takes none)',
    ]);
  });

  it('checks nested ops and op lists against the same table, with their paths', () => {
    expect(problems([{ op: 'later', then: { op: 'draw', m: 1 } }, { op: 'each', ops: [{ op: 'shuffle' }, { op: 'draw' }] }, { op: 'later', then: 3 }])).toEqual([
      'cards[3].ops[0].then.m: unknown parameter of op draw (known: n, who)',
      'cards[3].ops[0].then.n: op draw needs "n" (a whole number 1..5)',
      'cards[3].ops[1].ops[1].n: op draw needs "n" (a whole number 1..5)',
      'cards[3].ops[2].then: must be an object with an "op" name',
    ]);
  });

  it('allows the parameters every op of a game may carry, and passes the context to game-defined kinds', () => {
    const common = { ifDealt: optional(param.bool()) };
    expect(problems([{ op: 'shuffle', ifDealt: true }], { common })).toEqual([]);
    expect(problems([{ op: 'shuffle', ifDealt: 1 }], { common })).toEqual(['cards[3].ops[0].ifDealt: must be true or false, not 1']);
    expect(problems([{ op: 'draw', n: 1, x: 1 }], { common })).toEqual(['cards[3].ops[0].x: unknown parameter of op draw (known: n, who, ifDealt)']);
    const seen: unknown[] = [];
    const table: OpTable = { tag: { card: param.game('a card id', (_v, _p, _e, ctx) => seen.push(ctx)) } };
    const errors = new DataErrors('t');
    expect(checkOp(table, { op: 'tag', card: 'a' }, 'x', errors, { context: 'ids' })).toBe(true);
    expect(seen).toEqual(['ids']);
    expect(checkOp(table, { op: 'nope' }, 'x', errors)).toBe(false);
  });

  it('checks a plain object of typed fields (a game\'s card filter) with the same messages', () => {
    const errors = new DataErrors('t');
    const fields = optionals({ level: param.int(0, 5), color: param.oneOf(['red']) });
    checkFieldsOf(fields, { level: 7, colour: 'red' }, 'f', errors, 'card filter');
    checkFieldsOf(fields, [1], 'g', errors, 'card filter');
    expect(errors.problems).toEqual([
      'f.level: must be a whole number 0..5, not 7',
      'f.colour: unknown field of a card filter (known: level, color)',
      'g: must be an object (a card filter)',
    ]);
  });

  it('describes each kind', () => {
    expect([param.int(0, 3), param.bool(), param.text(), param.oneOf(['a', 'b']), param.listOf(['a']), even, param.op(), param.ops()].map(describeParam)).toEqual([
      'a whole number 0..3', 'true or false', 'a non-empty text', 'one of a, b', 'a list of a', 'an even number', 'an op ({"op": ...})', 'a list of ops',
    ]);
    expect(optional(param.bool()).optional).toBe(true);
    expect(param.bool().optional).toBe(false);
  });
});
