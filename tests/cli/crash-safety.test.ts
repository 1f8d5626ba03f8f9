/** Nothing lost: every accepted move is in the log even when the process is killed, and --resume continues it. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { cardref, ROOT } from '../support/cli.js';

const movesOf = (text: string) => parseLog(text).moves.map((m) => `${m.seat}:${m.choice}`);

describe('crash safety of play', () => {
  it('keeps every accepted move through SIGKILL, and --resume finishes the same game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const reference = join(dir, 'reference.log');
    cardref(['play', 'wixoss', '--seed', '31', '--bot', '1=random', '--bot', '2=random', '--log', reference]);
    const full = readFileSync(reference, 'utf8');
    const moves = parseLog(full).moves.map((m) => m.choice);
    expect(moves.length).toBeGreaterThan(40);

    const saved = join(dir, 'killed.log');
    const child = spawn(process.execPath, [join(ROOT, 'bin/cardref'), 'play', 'wixoss', '--seed', '31', '--log', saved], {
      cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    const accepted = () => (out.match(/^P\d: /gm) ?? []).length;
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    // Feed 30 moves, wait until they are all accepted, then kill without warning.
    child.stdin.write(moves.slice(0, 30).join('\n') + '\n');
    const deadline = Date.now() + 20_000;
    while (accepted() < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('close', r));
    expect(accepted()).toBe(30);

    const killed = readFileSync(saved, 'utf8');
    expect(movesOf(killed)).toEqual(movesOf(full).slice(0, 30));

    const resumed = cardref(['play', 'wixoss', '--resume', saved], { input: moves.slice(30).join('\n') + '\n' });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/Resumed .* after 30 moves/);
    expect(readFileSync(saved, 'utf8')).toBe(full);
  }, 60_000);

  it('stops at the first illegal stdin line with exit 2, keeping the moves before it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const log = join(dir, 'g.log');
    const run = cardref(['play', 'wixoss', '--seed', '31', '--log', log], { input: 'keep\nkeep\nfly away\nkeep\n' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/stdin line 3: illegal move "fly away"/);
    expect(run.stderr).toMatch(/legal now: /);
    expect(parseLog(readFileSync(log, 'utf8')).moves.map((m) => m.choice)).toEqual(['keep', 'keep']);
  });

  it('replay says "in progress" for an unfinished log, with exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const log = join(dir, 'g.log');
    cardref(['play', 'wixoss', '--seed', '31', '--log', log], { input: 'keep\nkeep\n' });
    const replay = cardref(['replay', log]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/2 moves verified · game in progress/);
    expect(JSON.parse(cardref(['replay', log, '--json']).stdout)).toMatchObject({ valid: true, inProgress: true, result: null });
  });
});
