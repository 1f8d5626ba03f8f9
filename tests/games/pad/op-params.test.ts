/** Op parameters (issue 15): each op declares what its handler reads, and effects.json is checked against it. */
import { randomDecider } from '../../../src/engine/deciders.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { game } from '../../../src/games/pad/index.js';
import { loadCards } from '../../../src/games/pad/cards/load.js';
import { OPS } from '../../../src/games/pad/cards/ops.js';
import { OP_NAMES, OP_PARAMS } from '../../../src/games/pad/cards/op-names.js';
import { recordOpReads, undeclaredReads } from '../../support/op-reads.js';
import { poolHeader } from './helpers.js';

const skill = { id: 'X-2', key: 'x2', name: 'X2', kind: 'skill', attribute: 'fire', cost: 0, drops: ['fire', 'heal'], effectTypes: [] };
const problemsOf = (ops: unknown[]): string => {
  try {
    loadCards({ cards: [skill] }, { effects: { 'X-2': { text: 'a', effects: [{ when: 'main', ops }] } } });
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('PAD op parameters', () => {
  // That the handlers and the parameters name the same ops: tests/engine/ops.test.ts.
  it('declares parameters for exactly the ops that have a description', () => {
    expect(Object.keys(OP_PARAMS).sort()).toEqual([...OP_NAMES].sort());
  });

  it('refuses a misspelt parameter, naming the field path and the known ones', () => {
    expect(problemsOf([{ op: 'draw', amout: 2 }])).toContain('effects.json X-2.effects[0].ops[0].amout: unknown parameter of op draw (known: n)');
  });

  it('refuses a value of the wrong type, also in the op a whenFoeDamaged runs later', () => {
    const message = problemsOf([{ op: 'roll', attribute: 'purple' }, { op: 'whenFoeDamaged', then: { op: 'draw', n: '1' } }]);
    expect(message).toContain('effects.json X-2.effects[0].ops[0].attribute: must be one of fire, water, wood, light, dark, not "purple"');
    expect(message).toContain('effects.json X-2.effects[0].ops[1].then.n: must be a whole number 0..40, not "1"');
  });

  it('refuses an op without a parameter its handler needs', () => {
    expect(problemsOf([{ op: 'shield', rolled: true }])).toContain('effects.json X-2.effects[0].ops[0].maxAttack: op shield needs "maxAttack" (a whole number 0..9999)');
    expect(problemsOf([{ op: 'whenFoeDamaged' }])).toContain('effects.json X-2.effects[0].ops[0].then: op whenFoeDamaged needs "then"');
  });

  it('its handlers read only declared parameters over random games of the whole pool', () => {
    const recorded = recordOpReads(OPS);
    try {
      for (let i = 0; i < 200; i++) selfPlay(game, poolHeader('op-reads-', i), [randomDecider(seedRng(`op-reads-${i}`))], 3000);
    } finally {
      recorded.restore();
    }
    expect(undeclaredReads(recorded.reads, OP_PARAMS)).toEqual([]);
    // The games exercised a good part of the library, so the check above is not vacuous.
    expect(recorded.reads.size).toBeGreaterThan(20);
  });
});
