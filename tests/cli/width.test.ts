import { displayWidth, padEndDisplay, stripControlSequences, truncateDisplay } from '../../src/cli/ui/width.js';

describe('display width', () => {
  it('counts wide characters twice and colour codes not at all', () => {
    expect(displayWidth('Servant O')).toBe(9);
    expect(displayWidth('玉依姬')).toBe(6);
    expect(displayWidth('タマヨリヒメ')).toBe(12);
    expect(displayWidth('ｋｅｅｐ')).toBe(8);
    expect(displayWidth('\u001b[31mred\u001b[39m')).toBe(3);
    expect(displayWidth('e\u0301')).toBe(1);
  });

  it('counts an emoji sequence as the two columns a terminal gives it (player names may hold them)', () => {
    expect(displayWidth('👨‍👩‍👧‍👦')).toBe(2); // a ZWJ family
    expect(displayWidth('👨‍👩‍👧‍👦 Ann')).toBe(6);
    expect(displayWidth('🇯🇵')).toBe(2); // a flag: two regional indicators
    expect(displayWidth('❤️')).toBe(2); // with the emoji presentation selector
    expect(displayWidth('1️⃣')).toBe(2); // a keycap
    expect(padEndDisplay('👨‍👩‍👧‍👦', 4)).toBe('👨‍👩‍👧‍👦  ');
  });

  it('takes no room for any control sequence, not only colours', () => {
    expect(displayWidth('\u001b[2K\u001b[1A\u001b]8;;https://example.org\u0007link\u001b]8;;\u0007')).toBe(4);
    expect(stripControlSequences('\u001b[1;31mred\u001b[0m')).toBe('red');
  });

  it('truncates between grapheme clusters, never inside an emoji or before an accent', () => {
    expect(truncateDisplay('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 5)).toBe('👨‍👩‍👧‍👦👨‍👩‍👧‍👦…');
    expect(truncateDisplay('e\u0301e\u0301e\u0301e\u0301', 3)).toBe('e\u0301e\u0301…');
    expect(truncateDisplay('\u001b[31mServant O\u001b[39m', 6)).toBe('Serva…');
    expect(truncateDisplay('short', 6)).toBe('short');
  });
});

describe('colour choice', () => {
  const { colorLevel, makeColors } = jest.requireActual('../../src/cli/ui/colors.js') as typeof import('../../src/cli/ui/colors.js');
  const env = { ...process.env };
  afterEach(() => { process.env = { ...env }; });

  it('honours NO_COLOR and --no-color before FORCE_COLOR', () => {
    process.env.FORCE_COLOR = '3';
    process.env.NO_COLOR = '1';
    expect(colorLevel()).toBe(0);
    delete process.env.NO_COLOR;
    expect(colorLevel()).toBe(3);
    expect(colorLevel({ color: false })).toBe(0);
  });

  it('without colour every chained style is the identity', async () => {
    process.env.NO_COLOR = '1';
    const colors = await makeColors();
    expect(colors.bold.underline('x')).toBe('x');
    expect(colors.red(`a${colors.dim('b')}`)).toBe('ab');
    expect(colors.level).toBe(0);
  });

  it('with colour it styles through chalk', async () => {
    delete process.env.NO_COLOR;
    process.env.FORCE_COLOR = '1';
    const colors = await makeColors();
    expect(colors.red('x')).toBe('\u001b[31mx\u001b[39m');
  });
});
