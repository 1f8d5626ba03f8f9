/**
 * The whole path on loopback: a `cardref host` process serving every seat, two `cardref join --bot random` processes
 * and a `cardref watch`, an EAT/PAINT game to its end. Every process ends with the result; the host's log replays;
 * neither seat's output nor the watcher's holds the other seat's hand as its board shows it (a hand line is shown
 * only to its owner).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';
import { startCli } from '../support/net-cli.js';
import { startHost } from './net-support.js';

/** The hand lines of the last board a seat printed (its own hand, with every card's text). */
function handLines(output: string): string[] {
  const board = output.slice(output.lastIndexOf('EAT/PAINT — '));
  const lines = board.split('\n');
  const start = lines.findIndex((line) => /^ {2}hand {2,}\d/.test(line));
  if (start < 0) return [];
  const hand = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (!/^ {8,}\S/.test(line)) break;
    hand.push(line);
  }
  return hand.map((line) => line.replace(/^\s*hand\s+/, '').trim()).filter((line) => /^\d+ \S/.test(line));
}

it('a hosted game with two joined bots and a watcher is played to the end; no output holds the other seat\'s hand', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-e2e-'));
  const log = join(dir, 'game.log');
  const host = await startHost(['eatpaint', '--seat', 'none', '--port', '0', '--log', log, '--seed', '8', '--name', '1=Ann', '--name', '2=Ben'], dir);
  try {
    const watcher = startCli(['watch', host.watch]);
    const ann = startCli(['join', host.joins.get(1)!, '--bot', 'random']);
    const ben = startCli(['join', host.joins.get(2)!, '--bot', 'random']);
    const [w, a, b] = await Promise.all([watcher.done, ann.done, ben.done]);
    for (const run of [w, a, b]) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Game over: (Ann|Ben) wins/);
    }
    expect(await host.exited).toBe(0);
    expect(cardref(['replay', log]).code).toBe(0);
    const annHand = handLines(a.stdout);
    const benHand = handLines(b.stdout);
    expect(annHand.length + benHand.length).toBeGreaterThan(0);
    for (const line of annHand) {
      expect(b.stdout).not.toContain(line);
      expect(w.stdout).not.toContain(line);
    }
    for (const line of benHand) {
      expect(a.stdout).not.toContain(line);
      expect(w.stdout).not.toContain(line);
    }
  } finally {
    host.child.kill('SIGKILL');
  }
}, 120_000);

it('a joined seat killed with SIGKILL mid-game rejoins with the same line and the game finishes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-e2e-'));
  const log = join(dir, 'game.log');
  const host = await startHost(['eatpaint', '--seat', 'none', '--port', '0', '--log', log, '--seed', '9', '--name', '1=Ann', '--name', '2=Ben'], dir);
  try {
    // Ben plays from stdin and is killed once the game has begun, before his first line: the game waits for him.
    const benFirst = startCli(['join', host.joins.get(2)!]);
    const ann = startCli(['join', host.joins.get(1)!, '--bot', 'random']);
    const deadline = Date.now() + 20_000;
    while (!/seat 2 \(Ben\): connected/.test(host.stdout()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    benFirst.kill('SIGKILL');
    const killed = await benFirst.done;
    expect(killed.signal).toBe('SIGKILL');
    const ben = startCli(['join', host.joins.get(2)!, '--bot', 'random']);
    const [a, b] = await Promise.all([ann.done, ben.done]);
    for (const run of [a, b]) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Game over: /);
    }
    expect(await host.exited).toBe(0);
    expect(cardref(['replay', log]).code).toBe(0);
  } finally {
    host.child.kill('SIGKILL');
  }
}, 120_000);
