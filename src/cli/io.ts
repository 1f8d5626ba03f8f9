/** File access for the CLI: clear one-line errors for bad paths, and crash-safe writes of logs. */
import { closeSync, constants, fstatSync, fsyncSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../engine/errors.js';
import { t } from './i18n/index.js';

/** Deck lists and logs are small text files; anything larger is refused before it can eat the memory. */
export const MAX_USER_FILE = 16 * 1024 * 1024;

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/**
 * Read a file the user named. Only regular files of at most `limit` bytes: opened non-blocking and checked with
 * fstat, so a FIFO never blocks, and read up to `limit + 1` bytes, so a device or a file that grows cannot
 * fill the memory. `what` names the file in the user's language, e.g. `t().deckFile`.
 */
export function readUserFile(path: string, what: string, limit = MAX_USER_FILE): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    if (errno(error) === 'ENOENT') throw new UserError(t().fileMissing(what, path));
    if (errno(error) === 'EISDIR') throw new UserError(t().fileIsDirectory(what, path));
    throw new UserError(t().fileUnreadable(what, path, errno(error)));
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new UserError(t().fileIsDirectory(what, path));
    if (!stat.isFile()) throw new UserError(t().fileNotRegular(what, path));
    if (stat.size > limit) throw new UserError(t().fileTooBig(what, path, limit / (1024 * 1024)));
    // /proc files report size 0 yet have content: the buffer grows as needed, never past limit + 1 bytes.
    let buffer = Buffer.alloc(Math.min(Math.max(stat.size + 1, 1 << 16), limit + 1));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > limit) throw new UserError(t().fileTooBig(what, path, limit / (1024 * 1024)));
        const bigger = Buffer.alloc(Math.min(buffer.length * 2, limit + 1));
        buffer.copy(bigger);
        buffer = bigger;
      }
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > limit) throw new UserError(t().fileTooBig(what, path, limit / (1024 * 1024)));
    return buffer.toString('utf8', 0, length);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(t().fileUnreadable(what, path, errno(error)));
  } finally {
    closeSync(fd);
  }
}

/** Whether a process with this pid is running (EPERM: it runs, as another user). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errno(error) === 'EPERM';
  }
}

/** `write(fd, buffer, offset, length)` returns how many bytes it wrote, which may be fewer than asked. */
export type Writer = (fd: number, buffer: Buffer, offset: number, length: number) => number;

const nodeWriter: Writer = (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length);

/** Write every byte or throw: a write may be short (a full disk first writes part, then fails). */
export function writeAll(fd: number, buffer: Buffer, write: Writer = nodeWriter): void {
  let offset = 0;
  while (offset < buffer.length) {
    const n = write(fd, buffer, offset, buffer.length - offset);
    if (!(n > 0)) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    offset += n;
  }
}

const tempName = (path: string, pid: number) => join(dirname(path), `.${basename(path)}.${pid}.tmp`);

/** Per folder, the `.<name>.<pid>.tmp` files found there at its first save by this process. */
const tempsByFolder = new Map<string, string[]>();

/**
 * Remove `.<name>.<pid>.tmp` files that a killed run left next to `path` (their pid no longer runs). Each folder
 * is listed once per process, so a `sim` writing thousands of logs into one folder does not list it each time.
 */
function removeStaleTemps(path: string): void {
  const dir = dirname(path);
  let temps = tempsByFolder.get(dir);
  if (!temps) {
    try {
      temps = readdirSync(dir).filter((name) => /^\..+\.\d+\.tmp$/.test(name));
    } catch {
      temps = [];
    }
    tempsByFolder.set(dir, temps);
  }
  const prefix = `.${basename(path)}.`;
  const mine = temps.filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length, -'.tmp'.length)));
  if (mine.length === 0) return;
  tempsByFolder.set(dir, temps.filter((name) => !mine.includes(name)));
  for (const name of mine) {
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (pid === process.pid || pidAlive(pid)) continue;
    try {
      unlinkSync(join(dir, name));
    } catch {
      // Gone already, or not ours to remove: either way nothing to do.
    }
  }
}

/**
 * Write through a temporary file (every byte, then fsync), rename it over the target, then fsync the folder, so a
 * crash or a full disk leaves either the old or the new file whole, never half of one, and no temporary file.
 * A new file is private to its owner (a log holds the seed); an existing one keeps its mode.
 */
export function writeFileAtomic(path: string, text: string, write: Writer = nodeWriter): void {
  removeStaleTemps(path);
  const temp = tempName(path, process.pid);
  let mode = 0o600;
  try {
    mode = statSync(path).mode & 0o777;
  } catch {
    // No file yet.
  }
  let fd: number | undefined;
  try {
    try {
      unlinkSync(temp); // our own leftover from a save that failed half-way
    } catch {
      // None.
    }
    fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, mode);
    writeAll(fd, Buffer.from(text, 'utf8'), write);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // Already failing: the write error is the one to report.
      }
    }
    try {
      unlinkSync(temp);
    } catch {
      // Never created.
    }
    throw new UserError(t().fileUnwritable(path, errno(error)));
  }
  syncFolder(dirname(path));
}

/** Make a rename durable: fsync the folder that holds it (some systems cannot, which is not an error). */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, constants.O_RDONLY);
    fsyncSync(fd);
  } catch {
    // A folder that cannot be opened or synced (some file systems) still has the renamed file.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
