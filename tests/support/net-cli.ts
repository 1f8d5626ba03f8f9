/** The built CLI as a real process that runs beside a host in the test's own process (so it cannot block it). */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './cli.js';

export interface RunningCli {
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  pid: number;
  kill(signal?: NodeJS.Signals): void;
  write(text: string): void;
  end(): void;
  output(): string;
}

export function startCli(args: string[], env: Record<string, string> = {}): RunningCli {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'cardref'), ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => { stdout += d; });
  child.stderr.on('data', (d) => { stderr += d; });
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return {
    done,
    pid: child.pid!,
    kill: (signal = 'SIGTERM') => { child.kill(signal); },
    write: (text) => { child.stdin.write(text); },
    end: () => { child.stdin.end(); },
    output: () => stdout + stderr,
  };
}
