/**
 * Nothing the user owns is lost or clobbered: `--log` never replaces what is not a log of this game, one cardref
 * per log, a failed save is told at once and keeps the old log whole, and user files are read only when regular.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { autosaveLog, stateDir } from '../../src/cli/play/log-file.js';
import { cardref, ROOT } from '../support/cli.js';
import { terminal } from '../support/terminal.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'cardref-logs-'));

/**
 * A character device to aim `--log` at. A private copy of the null device where the test may make one (root): were
 * the refusal ever to break, the rename would replace that copy, never the machine's own /dev/null.
 */
function device(): string {
  const path = join(fresh(), 'null');
  return spawnSync('mknod', [path, 'c', '1', '3']).status === 0 ? path : '/dev/null';
}
const movesIn = (path: string) => parseLog(readFileSync(path, 'utf8')).moves.map((m) => m.choice);
const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .*\(|internal error/);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

/** A `play` that keeps its stdin open, so it holds its log until the test ends the input. */
function playing(args: string[]): { child: ChildProcessWithoutNullStreams; out: () => string; err: () => string; done: Promise<number | null> } {
  const child = spawn(process.execPath, [join(ROOT, 'bin/cardref'), 'play', ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { err += c.toString(); });
  const done = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
  return { child, out: () => out, err: () => err, done };
}
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check() && Date.now() < deadline) await sleep(20);
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('--log refuses hostile paths', () => {
  const dir = fresh();
  const notes = join(dir, 'notes.txt');
  writeFileSync(notes, 'my shopping list\n');
  const fifo = join(dir, 'pipe.log');
  spawnSync('mkfifo', [fifo]);
  const link = join(dir, 'link.log');
  symlinkSync(notes, link);
  const nullDevice = device();
  const eatpaintLog = join(dir, 'eatpaint.log');
  cardref(['play', 'eatpaint', '--seed', '2', '--bot', '1=random', '--bot', '2=random', '--log', eatpaintLog]);

  const cases: [string, string, RegExp][] = [
    ['an existing file that is not a log', notes, /"[^"]*notes\.txt" exists and is not a cardref wixoss log; not overwriting it .*--force/],
    ['a log of another game', eatpaintLog, /"[^"]*eatpaint\.log" exists and is not a cardref wixoss log/],
    ['a symbolic link', link, /"[^"]*link\.log" is a symbolic link; cardref never replaces what a link points to/],
    ['a FIFO', fifo, /"[^"]*pipe\.log" is not a regular file/],
    ['a device', nullDevice, /"[^"]*null" is not a regular file/],
    ['a directory', dir, /"[^"]*" is not a regular file \(a folder, FIFO or device\)/],
    ['an empty name', '', /--log needs a file name/],
  ];
  it.each(cases)('%s: exit 1, one line, nothing touched', (_name, path, message) => {
    const run = cardref(['play', 'wixoss', '--seed', '3', '--log', path], { input: 'keep\n' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^cardref: ${message.source}`));
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
    noStack(run.stderr);
    expect(readFileSync(notes, 'utf8')).toBe('my shopping list\n');
    expect(readdirSync(dir).sort()).toEqual(['eatpaint.log', 'link.log', 'notes.txt', 'pipe.log']);
  });

  it('--force replaces a file that is not a log, but still never a link, FIFO or device', () => {
    const other = join(dir, 'old.txt');
    writeFileSync(other, 'scratch\n');
    expect(cardref(['play', 'wixoss', '--seed', '3', '--log', other, '--force'], { input: 'keep\n' }).code).toBe(0);
    expect(movesIn(other)).toEqual(['keep']);
    for (const path of [link, fifo, nullDevice]) expect(cardref(['play', 'wixoss', '--log', path, '--force']).code).toBe(1);
    expect(readFileSync(notes, 'utf8')).toBe('my shopping list\n');
  });

  it('overwrites a log of the same game (the documented "--log game.log" again)', () => {
    const path = join(dir, 'again.log');
    cardref(['play', 'wixoss', '--seed', '3', '--log', path], { input: 'keep\n' });
    expect(cardref(['play', 'wixoss', '--seed', '4', '--log', path], { input: 'keep\nkeep\n' }).code).toBe(0);
    expect(movesIn(path)).toEqual(['keep', 'keep']);
  });

  it('--resume of a symbolic link, FIFO or device is refused without blocking', () => {
    for (const path of [link, fifo, '/dev/zero']) {
      const run = cardref(['play', 'wixoss', '--resume', path]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^cardref: .*(symbolic link|not a regular file)/);
    }
  });
});

describe('files the CLI reads', () => {
  const dir = fresh();
  const fifo = join(dir, 'pipe.txt');
  spawnSync('mkfifo', [fifo]);
  const big = join(dir, 'big.log');
  writeFileSync(big, `game: wixoss\nplayers: P1, P2\n\n${'P1: keep\n'.repeat(20 * 1024 * 1024 / 9)}`);
  const cases: [string, string[], RegExp][] = [
    ['/dev/zero as a deck to check', ['check', 'wixoss', '/dev/zero'], /deck file "\/dev\/zero" is not a regular file/],
    ['/dev/zero as a deck to play', ['play', 'wixoss', '--deck', '1=/dev/zero'], /deck file "\/dev\/zero" is not a regular file/],
    ['a FIFO as a deck', ['check', 'wixoss', fifo], /deck file ".*pipe\.txt" is not a regular file/],
    ['a FIFO as a log to replay', ['replay', fifo], /log file ".*pipe\.txt" is not a regular file/],
    ['/dev/zero as a log to replay', ['replay', '/dev/zero'], /log file "\/dev\/zero" is not a regular file/],
    ['a directory as a log', ['replay', dir], /log file "[^"]*" is a directory, not a file/],
    ['a 20 MB log to replay', ['replay', big], /log file ".*big\.log" is larger than 16 MB/],
    ['a 20 MB log to resume', ['play', 'wixoss', '--resume', big], /log file ".*big\.log" is larger than 16 MB/],
  ];
  it.each(cases)('%s: exit 1 with one clear line', (_name, args, message) => {
    const run = cardref(args);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^cardref: ${message.source}`));
    noStack(run.stderr);
  });
});

describe('--resume refuses what it cannot continue', () => {
  const dir = fresh();
  const finished = join(dir, 'finished.log');
  cardref(['play', 'wixoss', '--seed', '8', '--bot', '1=random', '--bot', '2=random', '--log', finished]);
  const text = readFileSync(finished, 'utf8');

  it('a log whose result line is false, like replay does', () => {
    const lying = join(dir, 'lying.log');
    const winner = /^result: (P\d) wins/m.exec(text)![1]!;
    writeFileSync(lying, text.replace(`result: ${winner} wins`, `result: ${winner === 'P1' ? 'P2' : 'P1'} wins`));
    const run = cardref(['play', 'wixoss', '--resume', lying]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cardref: .*lying\.log:\d+: the log says "P\d wins .*" but the game gives "P\d wins .*"; cannot resume/);
    expect(cardref(['replay', lying]).code).toBe(2);
  });

  it('a finished game says it is finished', () => {
    const run = cardref(['play', 'wixoss', '--resume', finished]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^cardref: .*finished\.log is a finished game \(P\d wins .*\); nothing to resume/);
    expect(readFileSync(finished, 'utf8')).toBe(text);
  });

  it('a header key named after an Object.prototype property is a clean error', () => {
    const odd = join(dir, 'odd.log');
    writeFileSync(odd, text.replace('deck.1:', 'option.constructor: x\norder.__proto__: a\ndeck.1:'));
    for (const args of [['replay', odd], ['play', 'wixoss', '--resume', odd]]) {
      const run = cardref(args);
      expect([1, 2]).toContain(run.code);
      expect(run.stderr).toMatch(/^cardref: .*constructor/);
      noStack(run.stderr);
    }
  });
});

describe('one cardref per log', () => {
  it('a second play or --resume of a log in use is refused, naming the pid; the lock goes with the game', async () => {
    const dir = fresh();
    const log = join(dir, 'same.log');
    const first = playing(['wixoss', '--seed', '31', '--log', log]);
    first.child.stdin.write('keep\n');
    await until(() => /^P2: keep/m.test(first.out()), 'the first move');
    const message = new RegExp(`^cardref: "[^"]*same\\.log" is in use by another cardref \\(pid ${first.child.pid}\\)`);
    for (const args of [['--seed', '5', '--log', log], ['--resume', log]]) {
      const second = cardref(['play', 'wixoss', ...args], { input: 'keep\n' });
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(message);
    }
    first.child.stdin.end('keep\n');
    expect(await first.done).toBe(0);
    expect(movesIn(log)).toEqual(['keep', 'keep']);
    expect(existsSync(`${log}.lock`)).toBe(false);

    // Two resumes of one log: the second waits its turn with a clear error.
    const a = playing(['wixoss', '--resume', log]);
    await until(() => /Resumed/.test(a.out()), 'the first resume');
    const b = cardref(['play', 'wixoss', '--resume', log], { input: 'ener 3\n' });
    expect(b.code).toBe(1);
    expect(b.stderr).toMatch(new RegExp(`in use by another cardref \\(pid ${a.child.pid}\\)`));
    a.child.kill('SIGTERM');
    await a.done;
    expect(existsSync(`${log}.lock`)).toBe(false);
    expect(movesIn(log)).toEqual(['keep', 'keep']);
  }, 60_000);

  it('two games started at once on one log: exactly one plays, the other is refused', async () => {
    const dir = fresh();
    const log = join(dir, 'race.log');
    const games = [playing(['wixoss', '--seed', '31', '--log', log]), playing(['wixoss', '--seed', '32', '--log', log])];
    await until(() => games.some((g) => /in use by another cardref/.test(g.err())), 'the refusal');
    const loser = games.findIndex((g) => /in use by another cardref/.test(g.err()));
    const winner = games[1 - loser]!;
    expect(await games[loser]!.done).toBe(1);
    winner.child.stdin.end('keep\nkeep\n');
    expect(await winner.done).toBe(0);
    expect(movesIn(log)).toEqual(['keep', 'keep']);
  }, 60_000);

  it('something else where the lock goes (a FIFO, a link) is neither read nor removed', () => {
    const dir = fresh();
    spawnSync('mkfifo', [join(dir, 'a.log.lock')]);
    symlinkSync('/etc/hostname', join(dir, 'b.log.lock'));
    for (const name of ['a', 'b']) {
      const run = cardref(['play', 'wixoss', '--log', join(dir, `${name}.log`)], { input: 'keep\n' });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^cardref: "[^"]*${name}\\.log\\.lock" is where the log's lock file goes, and it is not a regular file`));
    }
    expect(readdirSync(dir).sort()).toEqual(['a.log.lock', 'b.log.lock']);
  });

  it('a lock left by a killed game (dead pid, or cut short) is taken over', () => {
    const dir = fresh();
    const log = join(dir, 'stale.log');
    writeFileSync(`${log}.lock`, `${deadPid()}\n`);
    expect(cardref(['play', 'wixoss', '--seed', '31', '--log', log], { input: 'keep\n' }).code).toBe(0);
    writeFileSync(`${log}.lock`, '');
    utimesSync(`${log}.lock`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(cardref(['play', 'wixoss', '--resume', log], { input: 'keep\n' }).code).toBe(0);
    expect(movesIn(log)).toEqual(['keep', 'keep']);
    expect(existsSync(`${log}.lock`)).toBe(false);
  });
});

describe('autosaves', () => {
  it('live in the state folder: $XDG_STATE_HOME/cardref, else ~/.local/state/cardref', () => {
    expect(stateDir({ XDG_STATE_HOME: '/s', HOME: '/h' })).toBe('/s/cardref');
    expect(stateDir({ XDG_STATE_HOME: 'relative', HOME: '/h' })).toBe('/h/.local/state/cardref');
    expect(stateDir({ HOME: '/h' })).toBe('/h/.local/state/cardref');
  });

  it('never collide: two games in the same second get two logs, each locked', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    const a = autosaveLog('wixoss', now);
    const b = autosaveLog('wixoss', now);
    expect(a).not.toBe(b);
    expect(a.startsWith(join(process.env.XDG_STATE_HOME!, 'cardref', `cardref-wixoss-20260102-030405-${process.pid}`))).toBe(true);
    expect(existsSync(`${a}.lock`) && existsSync(`${b}.lock`)).toBe(true);
    expect(statSync(join(process.env.XDG_STATE_HOME!, 'cardref')).mode & 0o777).toBe(0o700);
  });

  it('a game at a terminal is autosaved there, privately, and Ctrl+C prints where', async () => {
    const state = fresh();
    const home = join(state, 'home');
    mkdirSync(home);
    const before = { XDG_STATE_HOME: process.env.XDG_STATE_HOME, HOME: process.env.HOME };
    process.env.XDG_STATE_HOME = '';
    process.env.HOME = home;
    const t = terminal('play wixoss --seed 31 --deck 1=white-hope --deck 2=red-ambition');
    Object.assign(process.env, before);
    const guard = setTimeout(() => t.child.kill('SIGKILL'), 25_000);
    try {
      await t.waitFor(/press Enter/);
      t.child.stdin.write('\r');
      await t.waitFor(/P2 > /);
      t.child.stdin.write('keep\r');
      await t.waitFor(/P2 keeps[\s\S]*press Enter/);
      t.child.stdin.write('\x03');
      expect(await t.closed).toBe(130);
    } finally {
      clearTimeout(guard);
      t.child.kill('SIGKILL');
    }
    const folder = join(home, '.local', 'state', 'cardref');
    const [name, ...others] = readdirSync(folder);
    expect(others).toEqual([]);
    expect(name).toMatch(/^cardref-wixoss-\d{8}-\d{6}-\d+\.log$/);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, name!)).mode & 0o777).toBe(0o600);
    expect(movesIn(join(folder, name!))).toEqual(['keep']);
    const screen = t.screen().replace(/\r?\n/g, '');
    expect(screen).toContain(`Aborted. The log is saved: continue with cardref play wixoss --resume ${join(folder, name!)}`);
    expect(readdirSync(ROOT).filter((f) => f.startsWith('cardref-wixoss-'))).toEqual([]);
  }, 30_000);

  it('play --help says the log lets its reader rebuild every hidden card', () => {
    const help = cardref(['play', '--help']).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('~/.local/state/cardref/');
    expect(help).toContain('whoever reads it can rebuild every hidden card');
  });
});

/**
 * A real full disk: a 64 KB tmpfs, filled so that exactly the lock and one log fit. Mounting needs root (or the
 * permission to mount); where it is not allowed this one case says why and does not run.
 */
describe('a full disk', () => {
  let mount = '';
  let reason = '';
  beforeAll(() => {
    mount = fresh();
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mount], { encoding: 'utf8' });
    reason = mounted.error?.message ?? (mounted.status === 0 ? '' : (mounted.stderr || `mount exited ${mounted.status}`).trim());
  });
  afterAll(() => {
    if (!reason) spawnSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });
  const leaveFree = (pages: number) => {
    const s = statfsSync(mount);
    writeFileSync(join(mount, 'filler'), Buffer.alloc(Math.max(0, s.bavail * s.bsize - pages * s.bsize)));
  };

  it('is told at once, keeps the last whole log and no temporary file, and the game goes on', async () => {
    if (reason) {
      console.warn(`full-disk test not run: cannot mount a tmpfs here (${reason})`);
      expect(reason).not.toBe('');
      return;
    }
    const log = join(mount, 'g.log');
    leaveFree(2); // the lock and the first save fit; the next save needs a second page for its temporary file
    const game = playing(['wixoss', '--seed', '8', '--log', log]);
    game.child.stdin.write('keep\nkeep\n');
    await until(() => /NOT saved/.test(game.err()) && /^P2: keep/m.test(game.out()), 'the failed save');
    expect(game.err()).toMatch(/^cardref: cannot write "[^"]*g\.log": ENOSPC\. The log is NOT saved; the game goes on/);
    expect(movesIn(log)).toEqual(['keep']);
    expect(readdirSync(mount).sort()).toEqual(['filler', 'g.log', 'g.log.lock']);

    unlinkSync(join(mount, 'filler')); // the player frees some space: the next move saves everything
    game.child.stdin.end('ener 3\n');
    expect(await game.done).toBe(0);
    expect(game.err()).toMatch(/The log is saved again: /);
    expect(movesIn(log)).toEqual(['keep', 'keep', 'ener 3']);
    expect(readdirSync(mount)).toEqual(['g.log']);
  }, 60_000);

  it('at a terminal, the next player learns it after the hand-off screen is cleared', async () => {
    if (reason) {
      console.warn(`full-disk test not run: cannot mount a tmpfs here (${reason})`);
      expect(reason).not.toBe('');
      return;
    }
    for (const f of readdirSync(mount)) unlinkSync(join(mount, f));
    const log = join(mount, 't.log');
    leaveFree(2);
    const t = terminal(`play wixoss --seed 31 --deck 1=white-hope --deck 2=red-ambition --log ${log}`);
    const guard = setTimeout(() => t.child.kill('SIGKILL'), 25_000);
    try {
      await t.waitFor(/press Enter/);
      await t.step('\r', /P2 > /);
      await t.step('keep\r', /press Enter/); // saved: the lock and this log fill the disk
      await t.step('\r', /P1 > /);
      await t.step('keep\r', /t\.log": ENOSPC\. The log is NOT\s+saved[\s\S]*press Enter/);
      const next = await t.step('\r', /P2 > /);
      const afterClear = t.screen().slice(next).split('\x1b[2J').pop()!;
      expect(afterClear).toMatch(/cardref: the log \S*t\.log is still\s+NOT saved/);
      t.child.stdin.write('\x03');
      expect(await t.closed).toBe(130);
    } finally {
      clearTimeout(guard);
      t.child.kill('SIGKILL');
    }
    expect(movesIn(log)).toEqual(['keep']);
  }, 30_000);

  it('a game that ends unsaved says so and does not exit 0; a disk with no room at all is refused at the start', () => {
    if (reason) {
      console.warn(`full-disk test not run: cannot mount a tmpfs here (${reason})`);
      expect(reason).not.toBe('');
      return;
    }
    for (const f of readdirSync(mount)) unlinkSync(join(mount, f));
    const log = join(mount, 'h.log');
    leaveFree(2);
    const run = cardref(['play', 'wixoss', '--seed', '8', '--log', log], { input: 'keep\nkeep\nener 3\n' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^P1: ener 3/m);
    expect(run.stderr).toMatch(/the log could NOT be saved \(cannot write "[^"]*h\.log": ENOSPC\)/);
    expect(movesIn(log)).toEqual(['keep']);
    expect(readdirSync(mount).sort()).toEqual(['filler', 'h.log']);

    for (const f of readdirSync(mount)) unlinkSync(join(mount, f));
    leaveFree(0);
    const none = cardref(['play', 'wixoss', '--seed', '8', '--log', log], { input: 'keep\n' });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^cardref: cannot write "[^"]*h\.log\.lock": ENOSPC/);
    expect(readdirSync(mount)).toEqual(['filler']);
  }, 60_000);
});
