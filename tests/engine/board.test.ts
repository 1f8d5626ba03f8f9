import { line, zoneLines } from '../../src/engine/board.js';

describe('zoneLines', () => {
  it('gives a brief line of all items, then a detail line per card with the label on the first', () => {
    expect(zoneLines('hand', ['1 Ink', '2 Rain'], [['1 Ink', 'draw 1'], ['2 Rain']])).toEqual([
      line('hand', ['1 Ink', '2 Rain'], 'brief'),
      line('hand', ['1 Ink', 'draw 1'], 'detail'),
      line('', ['2 Rain'], 'detail'),
    ]);
  });

  it('shows an empty zone with its stand-in both ways', () => {
    expect(zoneLines('works', [], [], 'none')).toEqual([line('works', ['none'], 'brief'), line('works', ['none'], 'detail')]);
    expect(zoneLines('hand', [], [])[1]).toEqual(line('hand', ['-'], 'detail'));
  });
});
