/** Op parameters (issue 15): each op declares what its handler reads, and the card data is checked against it. */
import { randomDecider } from '../../../src/engine/deciders.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { game } from '../../../src/games/wixoss/index.js';
import { OPS } from '../../../src/games/wixoss/cards/op-library.js';
import { COMMON_OP_PARAMS, OP_PARAMS } from '../../../src/games/wixoss/cards/op-names.js';
import { validateCards } from '../../../src/games/wixoss/cards/validate.js';
import { recordOpReads, undeclaredReads } from '../../support/op-reads.js';
import { poolHeader } from './invariant-headers.js';

const spell = (ops: unknown[]) => ({
  cards: [{ id: 'X-1', name: { ja: 'x', en: 'X' }, type: 'SPELL', colors: ['white'], level: 0, cost: {}, text: { en: [] }, effects: { use: { ops } } }],
});
const problemsOf = (ops: unknown[]): string => {
  try {
    validateCards(spell(ops), 'test.json');
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('WIXOSS op parameters', () => {
  // That the handlers and the parameters name the same ops: tests/engine/ops.test.ts.
  it('refuses a misspelt parameter, naming the field path and the known ones', () => {
    expect(problemsOf([{ op: 'draw', amout: 2 }])).toContain('cards[0].effects.use.ops[0].amout: unknown parameter of op draw (known: n, if)');
  });

  it('refuses a value of the wrong type, in an op and in its card filter', () => {
    const message = problemsOf([{ op: 'enerCharge', n: 1 }, { op: 'search', count: '2', filter: { type: 'SIGNI', colour: 'red' } }, { op: 'mill', who: 'both' }]);
    expect(message).toContain('cards[0].effects.use.ops[1].count: must be a whole number 1..40, not "2"');
    expect(message).toContain('cards[0].effects.use.ops[1].filter.colour: unknown field of a card filter (known: type, color, colors');
    expect(message).toContain('cards[0].effects.use.ops[2].who: must be one of self, all, not "both"');
  });

  it('refuses an op without a parameter its handler needs', () => {
    expect(problemsOf([{ op: 'powerOne', side: 'opponent' }])).toContain('cards[0].effects.use.ops[0].amount: op powerOne needs "amount" (a whole number -99999..99999)');
  });

  it('checks the ops of modes and of triggers too, and the op condition `if`', () => {
    const data = spell([{ op: 'chooseMode' }]);
    (data.cards[0]!.effects as Record<string, unknown>).use = { ops: [{ op: 'chooseMode' }], modes: [[{ op: 'draw', n: 1 }], [{ op: 'draw', m: 1, if: { turnn: 'own' } }]] };
    expect(() => validateCards(data, 't.json')).toThrow(/modes\[1\]\.ops\[0\]\.m: unknown parameter of op draw[^]*modes\[1\]\.ops\[0\]\.if\.turnn: unknown condition/);
  });

  it('checks the fields of extra costs, which become pay ops', () => {
    const data = spell([{ op: 'draw', n: 1 }]);
    (data.cards[0]!.effects as Record<string, unknown>).use = { costs: { discard: { count: 1 }, trash: { n: 'two', other: true } }, ops: [{ op: 'draw', n: 1 }] };
    expect(() => validateCards(data, 't.json')).toThrow(/use\.costs\.discard\.count: unknown field of a discard cost \(known: n, filter\)[^]*use\.costs\.trash\.n: must be a whole number 1\.\.40, not "two"/);
  });

  it('its handlers read only declared parameters over random games of the whole pool', () => {
    const recorded = recordOpReads(OPS);
    try {
      // 60 games: the pool grows, and with it what fewer random games happen to reach varies (issue 46).
      for (let i = 0; i < 60; i++) {
        const rng = seedRng(`op-reads-${i}`);
        selfPlay(game, poolHeader('op-reads-', i), [randomDecider(rng)], 3000);
      }
    } finally {
      recorded.restore();
    }
    expect(undeclaredReads(recorded.reads, OP_PARAMS, COMMON_OP_PARAMS)).toEqual([]);
    // The games exercised a good part of the library, so the check above is not vacuous.
    expect(recorded.reads.size).toBeGreaterThan(60);
  });
});
