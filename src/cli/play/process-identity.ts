/**
 * Telling the process a log's lock names from a later one given the same pid after a crash. A lock records its
 * holder's pid and start (`processStart`); an older lock holds the pid alone, and then only a process that cannot be
 * a cardref (`mayBeCardref`) is known not to hold it. Linux only (`/proc`); elsewhere nothing can be told and a live
 * pid holds its lock, the safe side.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** The start of process `pid`, undefined where it cannot be read (not Linux, no such process, no access). */
export function processStart(pid: number): string | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    return startInStat(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return undefined;
  }
}

/**
 * Field 22 (`starttime`: clock ticks after boot) of a `/proc/<pid>/stat` line. The second field is the program's
 * name in parentheses, which may itself hold spaces and parentheses, so fields are counted from the last `)`.
 */
export function startInStat(stat: string): string | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 1).trim().split(' ');
  const start = fields[22 - 3]; // the first field after the name is field 3
  return start !== undefined && /^\d{1,20}$/.test(start) ? start : undefined;
}

/**
 * False only when process `pid` is surely no cardref: its command line can be read, its program is not Node and no
 * argument names cardref (a `sleep` or a shell that got the pid after a crash). True where it cannot be told.
 */
export function mayBeCardref(pid: number): boolean {
  let args: string[];
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').filter((arg) => arg !== '');
  } catch {
    return true;
  }
  if (args.length === 0) return true; // a process being set up, or one that hides its arguments
  return /node/i.test(basename(args[0]!)) || args.some((arg) => /cardref/i.test(arg));
}
