/**
 * Nothing lost: every accepted move is in the log even when the process is killed, and --resume continues it.
 * npm test kills a game at 4 points spread over it; `npm run soak` at 32 (tests/support/sweep.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { cardref, ROOT } from '../support/cli.js';
import { FULL_SWEEP } from '../support/sweep.js';

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

    const resumed = cardref(['play', 'wixoss', '--resume', saved], { input: moves.slice(30).join('\n') + '\n', spawn: true });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/Resumed .* after 30 moves/);
    expect(readFileSync(saved, 'utf8')).toBe(full);
  }, 60_000);

  it('kill -9 at many points (mid-save included): the log is always whole, and --resume always finishes the same game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const reference = join(dir, 'reference.log');
    cardref(['play', 'wixoss', '--seed', '44', '--bot', '1=random', '--bot', '2=random', '--log', reference]);
    const full = readFileSync(reference, 'utf8');
    const moves = parseLog(full).moves.map((m) => m.choice);
    const KILLS = FULL_SWEEP ? 32 : 4;
    let tried = 0;
    for (let k = 0; k < KILLS; k++) {
      const saved = join(dir, `killed-${k}.log`);
      const child = spawn(process.execPath, [join(ROOT, 'bin/cardref'), 'play', 'wixoss', '--seed', '44', '--log', saved], {
        cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
      // The first `known` moves are surely saved; the rest are sent and the kill lands somewhere while they are
      // applied and saved, possibly in the middle of writing the log.
      const known = 1 + Math.floor((k * moves.length) / (KILLS + 1));
      child.stdin.write(moves.slice(0, known).join('\n') + '\n');
      const deadline = Date.now() + 20_000;
      while ((out.match(/^P\d: /gm) ?? []).length < known && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      child.stdin.write(moves.slice(known).join('\n') + '\n');
      await new Promise((r) => setTimeout(r, k % 4));
      child.kill('SIGKILL');
      await new Promise((r) => child.on('close', r));
      tried++;

      const kept = movesOf(readFileSync(saved, 'utf8'));
      expect(kept.length).toBeGreaterThanOrEqual(known);
      expect(kept).toEqual(movesOf(full).slice(0, kept.length));
      if (kept.length < moves.length) {
        // The lock left by the killed game names a dead pid: resume takes it over.
        const resumed = cardref(['play', 'wixoss', '--resume', saved], { input: moves.slice(kept.length).join('\n') + '\n', spawn: true });
        expect(resumed.stderr).toBe('');
        expect(resumed.code).toBe(0);
      }
      expect(readFileSync(saved, 'utf8')).toBe(full);
      expect(existsSync(`${saved}.lock`)).toBe(false);
    }
    // Temporary files of saves cut short by a kill are removed by the next save.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
    expect(tried).toBe(KILLS);
  }, FULL_SWEEP ? 900_000 : 120_000);

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
