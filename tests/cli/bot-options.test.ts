/** The MCTS budget options of `play` and `sim`: iterations, a time budget, or both. */
import { mctsBudget } from '../../src/cli/bot-options.js';
import { UserError } from '../../src/engine/errors.js';
import { cardref } from '../support/cli.js';

describe('MCTS budget options', () => {
  it('passes iterations, a time budget (iterations then only a cap), or both', () => {
    expect(mctsBudget({})).toEqual({});
    expect(mctsBudget({ iterations: '50' })).toEqual({ iterations: 50 });
    expect(mctsBudget({ thinkMs: '1500' })).toEqual({ iterations: 1_000_000, timeMs: 1500 });
    expect(mctsBudget({ iterations: '80', thinkMs: '200' })).toEqual({ iterations: 80, timeMs: 200 });
  });

  it('refuses what is not a whole number in range', () => {
    for (const bad of [{ iterations: '0' }, { iterations: '2.5' }, { thinkMs: 'soon' }, { thinkMs: '-1' }]) {
      expect(() => mctsBudget(bad)).toThrow(UserError);
    }
  });

  it('a sim with an iteration budget is reproducible; a bad budget is a clear error', () => {
    const args = ['sim', 'midrash', '--games', '2', '--bots', 'mcts,random', '--iterations', '20', '--json'];
    const a = JSON.parse(cardref(args).stdout);
    const b = JSON.parse(cardref(args).stdout);
    expect(a.seats).toHaveLength(2);
    expect(a.seats).toEqual(b.seats);
    const bad = cardref(['play', 'midrash', '--bot', '2=mcts', '--think-ms', 'soon']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('cardref: --think-ms must be a whole number from 1 to 600000 in plain digits; got "soon"');
  });
});
