/**
 * The log a game is saved to: where an autosave goes, which paths `--log` may replace, and the lock that keeps a
 * second cardref from writing the same log while a game runs.
 */
import { closeSync, constants, lstatSync, mkdirSync, openSync, statSync, unlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { UserError } from '../../engine/errors.js';
import { parseLog } from '../../engine/log.js';
import { t } from '../i18n/index.js';
import { pidAlive, readUserFile, writeAll } from '../io.js';

/** `$XDG_STATE_HOME/cardref` (an absolute XDG_STATE_HOME only, as the XDG spec says), else `~/.local/state/cardref`. */
export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_STATE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), '.local', 'state'), 'cardref');
}

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
 * Hold `<log>.lock` (created exclusively, holding our pid) until the process exits. A lock whose pid no longer
 * runs was left by a killed game and is taken over; a live one is a clear error naming its pid.
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
    if (holder !== undefined && pidAlive(holder)) throw new UserError(t().logLocked(log, String(holder)));
    // Stale: remove it only if it still names the dead holder (another process may just have taken it over).
    if (lockHolder(lock) === holder) {
      try {
        unlinkSync(lock);
      } catch {
        // Someone else removed it first; try again.
      }
    }
  }
  throw new UserError(t().logLocked(log, String(lockHolder(lock) ?? '?')));
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
    writeAll(fd, Buffer.from(`${process.pid}\n`));
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
 * The pid in a lock file; undefined when it is gone or does not hold one (a lock cut short by a crash). Something
 * else at the lock's path (a link, FIFO or folder) is not ours to read or remove: a clear error instead.
 */
function lockHolder(lock: string): number | undefined {
  try {
    if (!lstatSync(lock).isFile()) throw new UserError(t().lockInTheWay(lock));
  } catch (error) {
    if (error instanceof UserError) throw error;
    return undefined;
  }
  try {
    const text = readUserFile(lock, t().logFile, 64).trim();
    return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
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
      process.once(signal, () => {
        releaseAll();
        process.kill(process.pid, signal);
      });
    }
  }
  held.add(lock);
}

function releaseAll(): void {
  for (const lock of held) {
    if (lockHolder(lock) === process.pid) {
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
 * A fresh autosave path in the state folder (created private, 0700), locked at once: the pid in the name and
 * the exclusive lock mean two games started in the same second never share a log.
 */
export function autosaveLog(gameId: string, now = new Date()): string {
  const dir = stateDir();
  try {
    mkdirSync(join(dir, '..'), { recursive: true, mode: 0o700 });
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new UserError(t().fileUnwritable(dir, (error as NodeJS.ErrnoException).code ?? 'error'));
    }
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

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
