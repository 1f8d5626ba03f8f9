/**
 * examples/client.py, a Python 3 client written from docs/protocol.md alone: it starts the built `cardref serve`,
 * plays whole games with random legal moves and checks every answer, against docs/protocol.schema.json when the
 * `jsonschema` package is installed and structurally otherwise. Where there is no python3 the test says so and
 * checks nothing.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/cli.js';

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.status === 0;
const hasJsonschema = hasPython && spawnSync('python3', ['-c', 'import jsonschema'], { encoding: 'utf8' }).status === 0;
// Importing the client from a test must not leave examples/__pycache__ behind (it would ship in the package).
const NO_BYTECODE = { ...process.env, PYTHONDONTWRITEBYTECODE: '1' };
const cardrefCommand = `"${process.execPath}" "${join(ROOT, 'bin/cardref')}"`;

function client(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync('python3', [join(ROOT, 'examples/client.py'), '--cardref', cardrefCommand, ...args], { encoding: 'utf8', timeout: 120_000, env: NO_BYTECODE });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('examples/client.py', () => {
  it.each([
    ['eatpaint', ['--seed', '4']],
    ['pad', ['--seed', '1']],
    ['midrash', ['--seed', '2', '--players', '3', '--option', 'round-limit=20']],
  ])('plays %s to its end, every answer checked', (game, extra) => {
    if (!hasPython) {
      console.log(`examples/client.py is not run: python3 is not installed (${python.error?.message ?? python.stderr})`);
      return;
    }
    for (const mode of hasJsonschema ? [[], ['--no-jsonschema']] : [[]]) {
      const run = client(['--game', game, ...extra, ...mode]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^result: /m);
      const checked = /^(\d+) answers checked against (.*)$/m.exec(run.stdout)!;
      expect(Number(checked[1])).toBeGreaterThan(10);
      expect(checked[2]).toMatch(hasJsonschema && mode.length === 0 ? /^docs\/protocol\.schema\.json/ : /^a structural check/);
    }
  });

  it('reports an answer that does not fit the schema', () => {
    if (!hasJsonschema) {
      console.log(`the schema check of examples/client.py is not run: ${hasPython ? 'the Python package jsonschema is not installed' : 'python3 is not installed'}`);
      return;
    }
    // The client's checker against an answer with a 0-based seat in its view: the schema refuses it.
    const script = [
      'import json, sys',
      `sys.path.insert(0, ${JSON.stringify(join(ROOT, 'examples'))})`,
      'from client import Checker',
      'checker = Checker()',
      'answer = {"type":"act","ok":True,"gameId":"g1","seat":0,"move":"end","text":"","events":[],"over":False,"result":None,"next":1}',
      'try:',
      '    checker.check(answer)',
      '    print("accepted")',
      'except ValueError as error:',
      '    print("refused:", error)',
    ].join('\n');
    const run = spawnSync('python3', ['-c', script], { encoding: 'utf8', env: NO_BYTECODE });
    expect(run.stdout.trim()).toBe('refused: act-response does not fit its schema at /seat: 0 is less than the minimum of 1');
  });
});
