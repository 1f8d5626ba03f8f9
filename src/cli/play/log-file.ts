/**
 * The log a game is saved to: where an autosave goes, which paths `--log` may replace, and the lock that keeps a
 * second cardref from writing the same log while a game runs.
 */
import { chmodSync, closeSync, constants, lstatSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../engine/errors.js';
import { parseLog } from '../../engine/log.js';
import { t } from '../i18n/index.js';
import { pidAlive, readUserFile, writeAll } from '../io.js';
import { mayBeCardref, processStart } from './process-identity.js';
import { stateDir } from '../xdg.js';

export { stateDir };

/**
 * Check a `--log` path before the game starts: a regular file that is a log of this game, or nothing yet (or any
 * regular file with `--force`). Symbolic links, folders, FIFOs and devices are refused: saving renames a new file
 * over the path, so it would replace the link itself, and a FIFO or device is never a log.
 */
export function checkLogTarget(option: string, path: string, gameId: string, force: boolean): void {
  if (path === '') throw new UserError(t().logPathEmpty(option));
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new UserError(t().fileUnwritable(path, (error as NodeJS.ErrnoException).code ?? 'error'));
  }
  if (stat.isSymbolicLink()) throw new UserError(t().logIsSymlink(path));
  if (!stat.isFile()) throw new UserError(t().logNotRegular(path));
  if (force || isLogOf(path, gameId)) return;
  throw new UserError(t().logNotOurs(path, gameId));
}

function isLogOf(path: string, gameId: string): boolean {
  try {
    return parseLog(readUserFile(path, t().logFile), path).header.game === gameId;
  } catch (error) {
    if (error instanceof UserError) return false;
    throw error;
  }
}

const lockPath = (log: string) => `${log}.lock`;

/**
 * Hold `<log>.lock` (created exclusively, holding our pid and start) until the process exits. A lock whose holder
 * no longer runs was left by a killed game and is taken over, also when its pid now belongs to a later process
 * (the start differs); a live holder is a clear error naming its pid.
 */
export function lockLog(log: string): void {
  const lock = lockPath(log);
  for (let attempt = 0; attempt < 40; attempt++) {
    if (tryCreateLock(lock)) {
      releaseOnExit(lock);
      return;
    }
    const holder = lockHolder(lock);
    if (holder === undefined && lockAge(lock) < 2000) {
      // Just created by another cardref that has not written its pid yet, or already removed: look again.
      pause(50);
      continue;
    }
    if (holder !== undefined && holderRuns(holder)) throw new UserError(t().logLocked(log, String(holder.pid)));
    // Stale: remove it only if it still names the dead holder (another process may just have taken it over).
    if (sameHolder(lockHolder(lock), holder)) {
      try {
        unlinkSync(lock);
      } catch {
        // Someone else removed it first; try again.
      }
    }
  }
  throw new UserError(t().logLocked(log, String(lockHolder(lock)?.pid ?? '?')));
}

/**
 * Who a lock names: the holder's pid and, where the system tells it (`processStart`), when that process started.
 * A lock of an older cardref holds the pid alone.
 */
interface LockHolder {
  pid: number;
  start?: string;
}

/** This process as its locks name it. */
function ourselves(): LockHolder {
  const start = processStart(process.pid);
  return start === undefined ? { pid: process.pid } : { pid: process.pid, start };
}

const sameHolder = (a: LockHolder | undefined, b: LockHolder | undefined) => a?.pid === b?.pid && a?.start === b?.start;

/**
 * Whether the holder a lock names still runs: its pid is alive and, when the lock says when it started, the process
 * with that pid started then (after a crash the pid may have gone to another program). An older lock names a pid
 * alone: then only a process that cannot be a cardref has not got it. Where nothing can be told, a live pid holds.
 */
function holderRuns(holder: LockHolder): boolean {
  if (!pidAlive(holder.pid)) return false;
  if (holder.start === undefined) return mayBeCardref(holder.pid);
  const start = processStart(holder.pid);
  return start === undefined || start === holder.start;
}

/** Milliseconds since the lock was last written; Infinity when it is gone. */
function lockAge(lock: string): number {
  try {
    return Date.now() - statSync(lock).mtimeMs;
  } catch {
    return Infinity;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function tryCreateLock(lock: string): boolean {
  let fd: number;
  try {
    fd = openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    throw new UserError(t().fileUnwritable(lock, code ?? 'error'));
  }
  try {
    const me = ourselves();
    writeAll(fd, Buffer.from(me.start === undefined ? `${me.pid}\n` : `${me.pid} ${me.start}\n`));
  } catch (error) {
    // A full disk: no lock, and no empty lock file left behind to puzzle the next game.
    closeSync(fd);
    unlinkSync(lock);
    throw new UserError(t().fileUnwritable(lock, (error as NodeJS.ErrnoException).code ?? 'error'));
  }
  closeSync(fd);
  return true;
}

/**
 * Who a lock file names (`<pid>` or `<pid> <start>`); undefined when it is gone or names nobody (a lock cut short
 * by a crash). Something else at the lock's path (a link, FIFO or folder) is not ours to read or remove: a clear
 * error instead.
 */
function lockHolder(lock: string): LockHolder | undefined {
  try {
    if (!lstatSync(lock).isFile()) throw new UserError(t().lockInTheWay(lock));
  } catch (error) {
    if (error instanceof UserError) throw error;
    return undefined;
  }
  try {
    const named = /^(\d{1,10})(?: (\d{1,20}))?$/.exec(readUserFile(lock, t().logFile, 64).trim());
    if (!named) return undefined;
    return named[2] === undefined ? { pid: Number(named[1]) } : { pid: Number(named[1]), start: named[2] };
  } catch {
    return undefined;
  }
}

const held = new Set<string>();

/**
 * The lock goes when the process ends: a normal exit, an error, Ctrl+C or a termination signal. After kill -9
 * it stays, naming a dead pid, and the next game takes it over.
 */
function releaseOnExit(lock: string): void {
  if (held.size === 0) {
    process.on('exit', releaseAll);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      const onSignal = () => {
        // A game that handles the signal itself (play/interrupt.ts) saves its log before it exits: the lock must
        // stay until then (the exit handler releases it), or another cardref could take the log in between.
        if (process.listenerCount(signal) > 1) return;
        process.off(signal, onSignal);
        releaseAll();
        process.kill(process.pid, signal);
      };
      process.on(signal, onSignal);
    }
  }
  held.add(lock);
}

function releaseAll(): void {
  const me = ourselves();
  for (const lock of held) {
    if (sameHolder(lockHolder(lock), me)) {
      try {
        unlinkSync(lock);
      } catch {
        // Already gone.
      }
    }
  }
  held.clear();
}

/**
 * A fresh autosave path in the state folder (private, 0700: see `keepPrivate`), locked at once: the pid in the name
 * and the exclusive lock mean two games started in the same second never share a log. `warn` gets a warning line
 * (without `cardref: `) when the folder stays readable by others.
 */
export function autosaveLog(gameId: string, now = new Date(), warn?: (text: string) => void): string {
  const dir = stateDir();
  try {
    mkdirSync(join(dir, '..'), { recursive: true, mode: 0o700 });
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new UserError(t().fileUnwritable(dir, (error as NodeJS.ErrnoException).code ?? 'error'));
    }
    keepPrivate(dir, warn);
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  for (let n = 0; ; n++) {
    const path = join(dir, `cardref-${gameId}-${stamp}-${process.pid}${n ? `-${n}` : ''}.log`);
    if (exists(path)) continue;
    if (tryCreateLock(lockPath(path))) {
      releaseOnExit(lockPath(path));
      return path;
    }
  }
}

/**
 * A state folder that already exists (made by hand, or by a program with a looser umask) may let other users read
 * it, though it holds logs with their seeds: it is tightened to 0700 when it is the user's (`uid`, the process's
 * own), and otherwise `warn` is told once, at the game's start. Where there are no owners (Windows), nothing to do.
 */
export function keepPrivate(dir: string, warn?: (text: string) => void, uid = process.getuid?.()): void {
  if (uid === undefined) return;
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    return; // Gone again: the save will say so.
  }
  if ((stat.mode & 0o077) === 0) return;
  if (stat.uid === uid) {
    try {
      chmodSync(dir, 0o700);
      return;
    } catch {
      // A read-only file system: warn below.
    }
  }
  warn?.(t().stateDirOpen(dir, (stat.mode & 0o777).toString(8)));
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
