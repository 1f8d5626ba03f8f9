/**
 * A game of bots only never waits for a human, so the session must still let signals in: SIGTERM stops it at once,
 * with the log whole and its lock released (a Midrash game with its round limit off would otherwise run on for ever).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { ROOT } from '../support/cli.js';

it('SIGTERM ends a bots-only game at once: exit 143, the log whole, the lock gone', async () => {
  const log = join(mkdtempSync(join(tmpdir(), 'cardref-botsig-')), 'bots.log');
  const child = spawn(process.execPath, [join(ROOT, 'bin/cardref'), 'play', 'midrash', '--seed', '4', '--bot', '1=random', '--bot', '2=random', '--option', 'round-limit=off', '--log', log], { stdio: 'ignore' });
  const closed = new Promise<number | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal === 'SIGTERM' ? 143 : null))));
  // Wait for the first saved moves, then ask it to stop.
  const deadline = Date.now() + 15_000;
  while (!(existsSync(log) && parseLog(readFileSync(log, 'utf8')).moves.length > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  child.kill('SIGTERM');
  const stopped = await Promise.race([closed, new Promise<'running'>((r) => setTimeout(() => r('running'), 5_000))]);
  if (stopped === 'running') child.kill('SIGKILL');
  expect(stopped).toBe(143);
  expect(parseLog(readFileSync(log, 'utf8')).moves.length).toBeGreaterThan(0);
  expect(existsSync(`${log}.lock`)).toBe(false);
}, 30_000);

it('SIGTERM stops a bot in the middle of a long search: the search runs in slices', async () => {
  const log = join(mkdtempSync(join(tmpdir(), 'cardref-botsig-')), 'think.log');
  // A million iterations and no time cap: a search in one go would hold the event loop for minutes.
  const child = spawn(process.execPath, [join(ROOT, 'bin/cardref'), 'play', 'midrash', '--seed', '4', '--bot', '1=mcts', '--bot', '2=mcts', '--iterations', '1000000', '--log', log], { stdio: 'ignore' });
  const closed = new Promise<number | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal === 'SIGTERM' ? 143 : null))));
  await new Promise((r) => setTimeout(r, 1500));
  child.kill('SIGTERM');
  const stopped = await Promise.race([closed, new Promise<'running'>((r) => setTimeout(() => r('running'), 5_000))]);
  if (stopped === 'running') child.kill('SIGKILL');
  expect(stopped).toBe(143);
  expect(existsSync(`${log}.lock`)).toBe(false);
}, 30_000);
