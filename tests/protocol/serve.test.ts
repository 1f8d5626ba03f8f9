/**
 * `cardref serve` as a process: one response line per request line, malformed and overlong lines answered with
 * errors while it keeps serving, and the examples of `cardref serve --help` run and find something.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardref, ROOT } from '../support/cli.js';

const serve = (input: string) => {
  const run = cardref(['serve'], { input });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
};

describe('cardref serve', () => {
  it('answers each line, errors included, and keeps serving', () => {
    const lines = [
      '{"type":"observe","gameId":"g1","seat":1}',
      '{"type":"hello","protocol":1}',
      '',
      'nonsense',
      `{"type":"act","gameId":"g1","seat":1,"move":"${'x'.repeat(2 * 1024 * 1024)}"}`,
      '{"id":"s","type":"start","game":"midrash","seed":"2"}\r',
      '{"id":"o","type":"observe","gameId":"g1","seat":1}',
    ];
    const out = serve(lines.join('\n'));
    expect(out.map((r) => r.code ?? r.type)).toEqual(['no-hello', 'hello', 'bad-json', 'line-too-long', 'start', 'observe']);
    expect(out[5].observation.players).toEqual(['P1', 'P2']);
  });

  it('runs the README examples of external bots', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.split('### Programs: the protocol, external bots, the library')[1]!;
    const lines = /```sh\n([\s\S]*?)```/.exec(section)![1]!.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const command = line.replace(/^npx cardref /, `${process.execPath} ${join(ROOT, 'bin/cardref')} `);
      const run = spawnSync('sh', ['-c', command], { cwd: ROOT, encoding: 'utf8', input: '', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
      expect({ line, code: run.status, stderr: run.stderr }).toEqual({ line, code: 0, stderr: '' });
      expect(run.stdout).toMatch(/Game over|win rate|input ended/i);
    }
  });

  it('has a help with the protocol and its examples, in both languages', () => {
    const help = cardref(['serve', '--help']);
    expect(help.stdout).toMatch(/docs\/protocol\.md/);
    expect(cardref(['--lang', 'zh', 'serve', '--help']).stdout).toMatch(/每行一个 JSON 请求/);
    const examples = help.stdout.split('Examples:\n')[1]!.trim().split('\n').map((l) => l.trim());
    expect(examples).toHaveLength(3);
    for (const example of examples) {
      const command = example.replace(/(^|\| )cardref /g, `$1${process.execPath} ${join(ROOT, 'bin/cardref')} `).replace('--games 20', '--games 2');
      const run = spawnSync('sh', ['-c', command], { cwd: ROOT, encoding: 'utf8', input: '', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
      expect({ example, code: run.status, stderr: run.stderr }).toEqual({ example, code: 0, stderr: '' });
      expect(run.stdout).toMatch(/"observation"|Game over|input ended|win rate|moves? so far/i);
    }
  });
});
