/** The built `cardref` at a real pseudo-terminal (util-linux `script`), for tests of interactive play. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './cli.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function terminal(args: string) {
  const command = `${process.execPath} ${join(ROOT, 'bin/cardref')} ${args}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: { ...process.env, NO_COLOR: '1', TERM: 'xterm' } });
  // Listened to from the start: a program that ends while a test still polls its screen must not be missed.
  const closed = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => { screen += chunk.toString(); });
  const waitFor = async (pattern: RegExp, from = 0) => {
    const deadline = Date.now() + 15_000;
    while (!pattern.test(screen.slice(from)) && Date.now() < deadline) await sleep(25);
    expect(screen.slice(from)).toMatch(pattern);
  };
  /** Type `keys` and wait until the screen after them matches `expected`; returns where that output starts. */
  const step = async (keys: string, expected: RegExp) => {
    const from = screen.length;
    child.stdin.write(keys);
    await waitFor(expected, from);
    return from;
  };
  return { child, closed, waitFor, step, screen: () => screen };
}
