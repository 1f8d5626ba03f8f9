/**
 * Runs the built CLI (`dist/cli/main.js`, what `bin/cardref` starts) on a command line as a user would, without
 * colour: with its own stdin, environment and exit code, in a thread that keeps the CLI loaded between runs
 * (tests/support/cli-worker.mjs says why). A run with `spawn` or in another folder (`cwd`), or every run with
 * CARDREF_TEST_SPAWN=1, is a real `bin/cardref` process instead.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { waitForReply } from '../../src/cli/external-bot.js';

export const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'cardref');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  input?: string;
  cwd?: string;
  env?: Record<string, string>;
  /** A real process: for what lasts a process (a save's cleanup of the temporary files a killed one left). */
  spawn?: boolean;
}

/** As long as a spawned run may take. */
const TIMEOUT_MS = 60_000;

export function cardref(args: string[], options: CliOptions = {}): CliRun {
  // English unless a test asks for another language: the locale of the machine running the tests must not matter.
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...options.env } as Record<string, string>;
  if (options.spawn || options.cwd !== undefined || process.env.CARDREF_TEST_SPAWN === '1') return spawned(args, options, env);
  return inThread(args, options.input ?? '', env);
}

function spawned(args: string[], options: CliOptions, env: Record<string, string>): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? ROOT,
    input: options.input ?? '',
    encoding: 'utf8',
    env,
    timeout: TIMEOUT_MS,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface CliThread {
  worker: Worker;
  port: MessagePort;
  signal: Int32Array;
}

let thread: CliThread | undefined;

// One thread per test file: a jest worker runs many files, and a thread left behind keeps its CLI in memory.
afterAll(async () => {
  await thread?.worker.terminate();
  thread = undefined;
});

function startThread(): CliThread {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(join(__dirname, 'cli-worker.mjs'), {
    workerData: {
      port: port2,
      signal,
      mainUrl: pathToFileURL(join(ROOT, 'dist', 'cli', 'main.js')).href,
      contentLangUrl: pathToFileURL(join(ROOT, 'dist', 'engine', 'i18n.js')).href,
    },
    transferList: [port2],
    // What the thread itself writes outside a run is not a test's output.
    stdout: true,
    stderr: true,
  });
  // The thread must not keep a test file's process alive.
  worker.unref();
  port1.unref();
  return { worker, port: port1, signal };
}

/** The run's answer, waited for synchronously like spawnSync's: the tests call `cardref()` without await. */
function inThread(args: string[], input: string, env: Record<string, string>): CliRun {
  thread ??= startThread();
  const { port, signal } = thread;
  port.postMessage({ args, input, env });
  // The wait of program bots (a wake-up of the previous answer can come late: only the port says an answer came).
  const reply = waitForReply(port, signal, TIMEOUT_MS);
  if (!reply) {
    void thread.worker.terminate();
    thread = undefined;
    return { code: null, stdout: '', stderr: `cardref ${args.join(' ')}: no answer in ${TIMEOUT_MS} ms\n` };
  }
  return reply as CliRun;
}
