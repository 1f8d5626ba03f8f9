/**
 * A log's lock names its holder by pid and start (issue 41): after a crash the pid may go to another program, and
 * a lock naming a live pid that started at another time is not held by a cardref, so the next game takes it over
 * instead of refusing the log until someone deletes the lock by hand. A lock of its true holder, and an older lock
 * with a pid alone, still keep a second game out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { mayBeCardref, processStart, startInStat } from '../../src/cli/play/process-identity.js';
import { cardref, ROOT } from '../support/cli.js';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'cardref-lock-')), 'game.log');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Field 22 of /proc/<pid>/stat, read here without the code under test (the name in field 2 has no spaces here). */
const startOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[21]!;

/** A live process that is no cardref (what a crashed game's pid may have become), and a Node one that may be. */
let stranger: ChildProcess;
let nodeProcess: ChildProcess;
beforeAll(() => {
  stranger = spawn('sleep', ['120'], { stdio: 'ignore' });
  nodeProcess = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
});
afterAll(() => {
  stranger.kill();
  nodeProcess.kill();
});

function playOn(lockText: string): { log: string; run: ReturnType<typeof cardref> } {
  const log = fresh();
  writeFileSync(`${log}.lock`, lockText);
  return { log, run: cardref(['play', 'wixoss', '--seed', '31', '--log', log], { input: 'keep\n' }) };
}

describe('a lock whose pid went to another program', () => {
  it('is taken over when the process started at another time, or (an older lock, pid alone) is no cardref', () => {
    const pid = stranger.pid!;
    for (const text of [`${pid} ${Number(startOf(pid)) - 1}\n`, `${pid}\n`]) {
      const { log, run } = playOn(text);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(parseLog(readFileSync(log, 'utf8')).moves.map((m) => m.choice)).toEqual(['keep']);
      expect(existsSync(`${log}.lock`)).toBe(false);
    }
  });

  it('still keeps a game out when it names that very process, or (pid alone) a process that may be a cardref', () => {
    for (const text of [`${stranger.pid} ${startOf(stranger.pid!)}\n`, `${nodeProcess.pid}\n`]) {
      const { log, run } = playOn(text);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`is in use by another cardref \\(pid ${text.split(/\s/)[0]}\\)`));
      expect(readFileSync(`${log}.lock`, 'utf8')).toBe(text);
    }
  });
});

describe('the lock a game holds', () => {
  it('names its pid and start', async () => {
    const log = fresh();
    const child = spawn(process.execPath, [join(ROOT, 'bin/cardref'), 'play', 'wixoss', '--seed', '31', '--log', log], { stdio: ['pipe', 'ignore', 'ignore'] });
    const deadline = Date.now() + 15_000;
    // The lock is created, then written: wait for its line (a loaded machine can read it in between).
    const lockText = () => (existsSync(`${log}.lock`) ? readFileSync(`${log}.lock`, 'utf8') : '');
    while (!lockText().endsWith('\n') && Date.now() < deadline) await sleep(20);
    const text = lockText();
    const start = startOf(child.pid!);
    child.stdin!.end();
    await new Promise((resolve) => child.on('close', resolve));
    expect(text).toBe(`${child.pid} ${start}\n`);
  }, 30_000);

  it('reads the start after the last parenthesis, whatever the program calls itself', () => {
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
    expect(startInStat(`42 (a) b) (c) ${fields.join(' ')}`)).toBe('22');
    expect(processStart(process.pid)).toBe(startOf(process.pid));
    expect(startInStat('42 (cut short) S 1')).toBeUndefined();
  });

  it('knows a process is no cardref only from a command line that is neither Node nor names cardref', () => {
    expect(mayBeCardref(stranger.pid!)).toBe(false);
    expect(mayBeCardref(nodeProcess.pid!)).toBe(true);
    expect(mayBeCardref(process.pid)).toBe(true);
  });
});
