/**
 * The host dies (kill -9) in the middle of a game; `cardref host --resume LOG` serves the same join lines (the same
 * secrets and, though the first run took a free port with --port 0, the same port: it is kept beside the log), the
 * two `cardref join` processes, which kept retrying, reconnect by themselves and finish the game, and the log holds
 * the whole game and replays.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';
import { startCli } from '../support/net-cli.js';
import { startHost } from './net-support.js';

/** Moves in a log so far (the lines after the header's blank line, but the result). */
function movesIn(path: string): number {
  if (!existsSync(path)) return 0;
  const lines = readFileSync(path, 'utf8').split('\n');
  const blank = lines.indexOf('');
  return blank < 0 ? 0 : lines.slice(blank + 1).filter((line) => line && !line.startsWith('result:') && !line.startsWith('>') && !line.startsWith('#')).length;
}

it('kill -9 of the host mid-game, then host --resume: both joined seats reconnect with their lines and finish', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-host-resume-'));
  const log = join(dir, 'g.log');
  const first = await startHost(['wixoss', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '3', '--name', '1=Ann', '--name', '2=Ben'], dir);
  const lines = [...first.joins.values()];
  const seats = lines.map((url) => startCli(['join', url, '--bot', 'random', '--reconnect', '60']));
  let second: Awaited<ReturnType<typeof startHost>> | undefined;
  try {
    const deadline = Date.now() + 20_000;
    while (movesIn(log) < 12 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe(-1);
    const killedAt = movesIn(log);
    expect(killedAt).toBeGreaterThanOrEqual(12);
    expect(readFileSync(log, 'utf8')).not.toMatch(/^result:/m);
    // The seats wait for the host to come back (they would give up only after --reconnect 60 seconds).
    await new Promise((resolve) => setTimeout(resolve, 500));
    second = await startHost(['wixoss', '--seat', 'none', '--resume', 'g.log'], dir);
    expect([...second.joins.values()]).toEqual(lines);
    expect(second.watch).toBe(first.watch);
    const stuck = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not finished:\n${seats.map((seat) => seat.output()).join('\n---\n')}\n--- host:\n${second!.stdout()}${second!.stderr()}`)), 60_000).unref());
    const runs = await Promise.race([Promise.all(seats.map((seat) => seat.done)), stuck]);
    for (const run of runs) {
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Game over: /);
      expect(run.stderr).toMatch(/connection lost, reconnecting…\nreconnected/);
    }
    expect(await second.exited).toBe(0);
    expect(second.stdout()).toMatch(/Game over: /);
    expect(movesIn(log)).toBeGreaterThan(killedAt);
    expect(readFileSync(log, 'utf8')).toMatch(/^result: /m);
    // The whole game is in the log and replays; with the game over, its secrets are gone.
    const replay = cardref(['replay', log]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/✔ \d+ moves verified · Ann wins|✔ \d+ moves verified · Ben wins/);
    expect(existsSync(`${log}.secrets`)).toBe(false);
  } finally {
    first.child.kill('SIGKILL');
    second?.child.kill('SIGKILL');
    for (const seat of seats) seat.kill('SIGKILL');
  }
}, 90_000);
