import { displayWidth } from '../../src/cli/ui/width.js';

describe('display width', () => {
  it('counts wide characters twice and colour codes not at all', () => {
    expect(displayWidth('Servant O')).toBe(9);
    expect(displayWidth('玉依姬')).toBe(6);
    expect(displayWidth('タマヨリヒメ')).toBe(12);
    expect(displayWidth('ｋｅｅｐ')).toBe(8);
    expect(displayWidth('\u001b[31mred\u001b[39m')).toBe(3);
    expect(displayWidth('e\u0301')).toBe(1);
  });
});
