/**
 * Text from outside is data: terminal escape sequences placed in a log (names, header values, moves, the result
 * line), a deck list (card names, sections, its file name), a card argument or a protocol request reach the
 * terminal with every control character shown (`^[`), in `play`, `replay`, `check`, `cards`, `serve` and every
 * error. Each sequence below goes through each way in; no run may print a control character other than a line
 * break or a tab.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref, type CliRun } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-outside-'));
let files = 0;
const file = (text: string, name = 'f.txt') => {
  // A file name may hold any byte but "/" and NUL.
  const path = join(dir, `${files++}-${name.replace(/\//g, '_')}`);
  writeFileSync(path, text);
  return path;
};

/** What a hostile log could hold: retitle and clear, C1 CSI, bell, overwrite a line, a hyperlink, a reset, … */
const SEQUENCES: Record<string, string> = {
  'OSC title, then clear': '\u001b]0;pwned\u0007\u001b[2J',
  'C1 CSI clear': '\u009b2J\u009bH',
  bell: '\u0007\u0007',
  'carriage return over the line': 'x\rcardref: all is well',
  'cursor up and erase': '\u001b[1A\u001b[2K',
  'OSC 8 hyperlink': '\u001b]8;;http://example.invalid\u0007link\u001b]8;;\u0007',
  'DCS string': '\u0090q\u009c',
  'full reset': '\u001bc',
  'backspaces and DEL': '\b\b\u007f',
  'colour': '\u001b[31;1m',
};

const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const MIDRASH = 'game: midrash\nversion: 1\nplayers: Ann, Bob\nseed: 3\n';
const WD01 = ['[lrig]', ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `1 WD01-00${k}`), '[main]',
  ...[9, 10, 11, 12, 13, 14, 15, 16, 17].map((k) => `4 WD01-${String(k).padStart(3, '0')}`)].join('\n');

/** Per command, the ways outside text `s` gets in: each a command line (and its stdin). */
const WAYS: Record<string, (s: string) => { args: string[]; input?: string }[]> = {
  play: (s) => [
    { args: ['play', 'midrash', '--name', `1=Ann${s}`, '--seed', '1'] },
    { args: ['play', 'midrash', '--resume', file(`game: midrash\nversion: 1\nplayers: Ann${s}, Bob\nseed: 3\n\n`, 'r.log')] },
    { args: ['play', 'midrash', '--seed', '3', '--bot', '2=random', '--log', join(dir, `p${files++}.log`)], input: `end${s}\n` },
    // A log path typed with controls in it: the messages that name it (saved, resume with) show them.
    { args: ['play', 'midrash', '--seed', '3', '--bot', '2=random', '--log', join(dir, `q${files++}${s.replace(/\//g, '_')}.log`)], input: 'end\n' },
    { args: ['play', 'wixoss', '--seed', '1', '--deck', `1=${file(`${WD01}\n4 Servant${s}\n`)}`] },
    { args: ['play', 'midrash', '--seed', `1${s}`] },
  ],
  replay: (s) => [
    { args: ['replay', file(`game: midrash\nversion: 1\nplayers: Ann${s}, Bob\nseed: 3\n\nBob: end\n`)] },
    { args: ['replay', file(`${MIDRASH}\nresult: Ann${s} wins (made up)\n`)] },
    { args: ['replay', file(`${MIDRASH}\nBob: end${s}\n`)] },
    { args: ['replay', file(`${MIDRASH}\nBob${s}: end\n`)] },
    { args: ['replay', file(`${MIDRASH.replace('seed: 3', `seed: 3${s}`)}\n`)] },
    { args: ['replay', file(`${MIDRASH.replace('version: 1', `version: 1${s}`)}\n`)] },
    { args: ['replay', file(`${MIDRASH.replace('game: midrash', `game: midrash${s}`)}\n`)] },
    { args: ['replay', file(`${MIDRASH}option.mode: solo${s}\n\n`)] },
    { args: ['replay', file(`${MIDRASH}x${s}y\n\n`)] },
    { args: ['replay', file(`${MIDRASH}\n> 1${s}\n`)] },
    { args: ['replay', file(`game: wixoss\nversion: 1\nplayers: Ann, Bob\ndeck.1: 40 Servant${s}\n\n`)] },
    { args: ['replay', '--json', file(`${MIDRASH}\nresult: Ann${s} wins (made up)\n`)] },
    { args: ['replay', file(`${MIDRASH}\nBob: end\n`, `name${s}.log`), '--at', '9'] },
  ],
  check: (s) => [
    { args: ['check', 'wixoss', file(`${WD01}\n4 Servant${s}\n`)] },
    { args: ['check', 'wixoss', file(`[lrig${s}]\n${WD01}\n`)] },
    { args: ['check', 'wixoss', file(`${WD01}\nfour${s}\n`)] },
    { args: ['check', 'wixoss', '--json', file(`${WD01}\n4 Servant${s}\n`)] },
    { args: ['check', 'wixoss', '-'], input: `${WD01}\n4 Servant${s}\n` },
    { args: ['check', 'wixoss', file(`${WD01}\n4 Servant\n`, `deck${s}.txt`)] },
    { args: ['check', 'pad', file(`[team]\n1 x${s}\n`)] },
  ],
  cards: (s) => [
    { args: ['cards', 'wixoss', '--where', `type${s}=x`] },
    { args: ['cards', 'wixoss', '--where', `type=${s}`] },
    { args: ['cards', 'wixoss', '--search', s] },
    { args: ['cards', `wixoss${s}`] },
    { args: ['cards', 'wixoss', '--json', '--search', s] },
  ],
  'other errors': (s) => [
    { args: ['rules', 'wixoss', `topic${s}`] },
    { args: ['rules', 'wixoss', `topic${s}`, '--json'] },
    { args: [`command${s}`] },
    { args: ['sim', 'midrash', `--seed=x${s}`] },
    { args: ['play', 'midrash', `--option=round-limit=${s}`] },
  ],
  serve: (s) => [{
    args: ['serve'],
    input: [
      { type: 'hello', protocol: 1 },
      { type: 'start', game: 'midrash', players: [`Ann${s}`, 'Bob'] },
      { type: 'start', game: `midrash${s}` },
      { type: 'load', log: `game: midrash\nversion: 1\nplayers: Ann${s}, Bob\nseed: 3\n\n` },
      { type: 'load', log: `${MIDRASH}\nresult: Ann${s} wins\n` },
      { type: 'start', game: 'midrash', seed: '1' },
      { id: `id${s}`, type: 'act', gameId: 'g1', seat: 1, move: `end${s}` },
      { type: 'observe', gameId: `g${s}`, seat: 1 },
    ].map((r) => JSON.stringify(r)).join('\n'),
  }],
};

const clean = (run: CliRun) => !RAW_CONTROL.test(run.stdout) && !RAW_CONTROL.test(run.stderr) && run.code !== null && run.code !== 70;

describe('text from outside reaches the terminal with its control characters shown', () => {
  it.each(Object.keys(WAYS))('%s', (command) => {
    const figures = { tried: 0, failed: [] as string[] };
    for (const [name, sequence] of Object.entries(SEQUENCES)) {
      for (const [k, way] of WAYS[command]!(sequence).entries()) {
        const run = cardref(way.args, { input: way.input ?? '' });
        figures.tried++;
        if (!clean(run)) figures.failed.push(`${name}, way ${k + 1}: ${JSON.stringify(run).slice(0, 300)}`);
      }
    }
    expect(figures.failed).toEqual([]);
    expect(figures.tried).toBe(Object.keys(SEQUENCES).length * WAYS[command]!('').length);
  });

  it('shows them in cat -v notation where the text is quoted', () => {
    const evil = '\u001b]0 pwned\u0007\u001b[2J'; // no ";": it separates the lines of a one-line deck list
    const name = cardref(['replay', file(`game: midrash\nversion: 1\nplayers: Ann${evil}, Bob\nseed: 3\n\n`)]);
    expect(name.code).toBe(2);
    expect(name.stderr).toMatch(/:3: player name "Ann\^\[\]0 pwned\^G\^\[\[2J" holds control characters/);
    const card = cardref(['check', 'wixoss', file(`${WD01}\n4 Servant${evil}\n`)]);
    expect(card.code).toBe(2);
    expect(card.stdout).toContain('unknown card "Servant^[]0 pwned^G^[[2J"');
    const result = cardref(['replay', file(`${MIDRASH}\nresult: Ann${evil} wins (made up)\n`)]);
    expect(result.stderr).toContain('the log says "Ann^[]0 pwned^G^[[2J wins (made up)"');
    const json = cardref(['replay', '--json', file(`${MIDRASH}\nresult: Ann\u009b2J wins\n`)]);
    expect(json.stdout).toContain('Ann\\u009b2J wins');
    expect(JSON.parse(json.stdout).resultMismatch.expected).toBe('Ann\u009b2J wins');
  });
});
