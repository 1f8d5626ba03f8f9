/** Runs the built `bin/cardref` as a user would (a real process), without colour. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cardref');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function cardref(args: string[], options: { input?: string; cwd?: string; env?: Record<string, string> } = {}): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? ROOT,
    input: options.input ?? '',
    encoding: 'utf8',
    // English unless a test asks for another language: the locale of the machine running the tests must not matter.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...options.env },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
