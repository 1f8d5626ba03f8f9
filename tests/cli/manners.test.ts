/** The CLI's manners: bare `cardref`, `help` of an unknown command, and colour as the terminal asks for it. */
import { colorLevel } from '../../src/cli/ui/colors.js';
import { cardref } from '../support/cli.js';

describe('help', () => {
  it('bare cardref prints its help on stdout and exits 0, as git and npm do', () => {
    for (const args of [[], ['--lang', 'zh']]) {
      const run = cardref(args);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/cardref \[options\] \[command\][\s\S]*completion/);
    }
  });

  it('help of an unknown command is one "cardref: unknown command" line, with a suggestion, exit 1', () => {
    const typo = cardref(['help', 'plya']);
    expect(typo.code).toBe(1);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toBe("cardref: unknown command 'plya' (Did you mean play?) (run with --help for usage)\n");
    const unknown = cardref(['help', 'nosuch']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^cardref: unknown command 'nosuch'[^\n]*\n$/);
    expect(cardref(['help', 'play']).stdout).toMatch(/^Usage: cardref play/);
  });
});

describe('colour depth', () => {
  const terminal = { isTTY: true };
  const pipe = { isTTY: false };

  it("follows the terminal: none for TERM=dumb or NODE_DISABLE_COLORS, the terminal's depth otherwise", () => {
    expect(colorLevel({ stream: terminal, env: { TERM: 'dumb' } })).toBe(0);
    expect(colorLevel({ stream: terminal, env: { TERM: 'xterm-256color', NODE_DISABLE_COLORS: '1' } })).toBe(0);
    expect(colorLevel({ stream: terminal, env: { TERM: 'xterm-256color' } })).toBe(2);
    expect(colorLevel({ stream: terminal, env: { TERM: 'xterm-256color', COLORTERM: 'truecolor' } })).toBe(3);
    expect(colorLevel({ stream: pipe, env: { TERM: 'xterm-256color' } })).toBe(0);
  });

  it('NO_COLOR and --no-color switch it off, FORCE_COLOR on (also into a pipe)', () => {
    expect(colorLevel({ stream: terminal, env: { TERM: 'xterm-256color', NO_COLOR: '1' } })).toBe(0);
    expect(colorLevel({ stream: terminal, env: { TERM: 'xterm-256color', NO_COLOR: '1', FORCE_COLOR: '3' } })).toBe(0);
    expect(colorLevel({ stream: terminal, color: false, env: { TERM: 'xterm-256color' } })).toBe(0);
    expect(colorLevel({ stream: pipe, env: { FORCE_COLOR: '3' } })).toBe(3);
    expect(colorLevel({ stream: pipe, env: { FORCE_COLOR: '1', TERM: 'dumb' } })).toBe(1);
    expect(colorLevel({ stream: pipe, env: { FORCE_COLOR: '0' } })).toBe(0);
  });
});
