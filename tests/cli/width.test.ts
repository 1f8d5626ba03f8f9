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
