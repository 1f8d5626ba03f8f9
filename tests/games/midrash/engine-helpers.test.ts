/** The engine helpers Midrash added (src/engine/turn-order.ts, src/engine/ordered-effects.ts). */
import { autoResolvable, chosenKey, orderChoices } from '../../../src/engine/ordered-effects.js';
import { nextSeat, othersClockwise, turnPosition } from '../../../src/engine/turn-order.js';

describe('turn order for N seats', () => {
  it('goes clockwise and wraps', () => {
    expect([0, 1, 2].map((s) => nextSeat(s, 3))).toEqual([1, 2, 0]);
    expect(nextSeat(0, 1)).toBe(0);
  });
  it('gives positions relative to the first player and the other seats from the next one', () => {
    expect([0, 1, 2, 3].map((s) => turnPosition(s, 2, 4))).toEqual([2, 3, 0, 1]);
    expect(othersClockwise(2, 4)).toEqual([3, 0, 1]);
    expect(othersClockwise(0, 1)).toEqual([]);
  });
});

describe('ordered simultaneous effects', () => {
  const pending = [
    { key: 'a', label: 'char', ordered: false },
    { key: 'b', label: '2 1', ordered: true },
    { key: 'c', label: '3 1', ordered: true },
  ];
  it('resolves effects whose order is moot first, and a lone effect, without asking', () => {
    expect(autoResolvable(pending)).toBe('a');
    expect(autoResolvable(pending.slice(2))).toBe('c');
    expect(autoResolvable(pending.slice(1))).toBeNull();
  });
  it('turns the rest into "resolve <label>" choices and back', () => {
    expect(orderChoices(pending.slice(1))).toEqual(['resolve 2 1', 'resolve 3 1']);
    expect(chosenKey(pending, 'resolve 3 1')).toBe('c');
    expect(chosenKey(pending, 'resolve 9')).toBeUndefined();
  });
});
