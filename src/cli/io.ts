/** File access for the CLI: clear one-line errors for bad paths, and crash-safe writes of logs. */
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../engine/errors.js';
import { t } from './i18n/index.js';

/** `what` names the file in the user's language, e.g. `t().deckFile`. */
export function readUserFile(path: string, what: string): string {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new UserError(t().fileMissing(what, path));
  }
  if (stat.isDirectory()) throw new UserError(t().fileIsDirectory(what, path));
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UserError(t().fileUnreadable(what, path, (error as NodeJS.ErrnoException).code ?? 'error'));
  }
}

/**
 * Write through a temporary file, fsync, then rename over the target, so a crash leaves either the old or the
 * new file whole, never half of one.
 */
export function writeFileAtomic(path: string, text: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    throw new UserError(t().fileUnwritable(path, (error as NodeJS.ErrnoException).code ?? (error as Error).message));
  }
}
