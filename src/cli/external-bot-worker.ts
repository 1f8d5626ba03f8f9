/**
 * The thread that owns one external bot's process (see external-bot.ts). The main thread asks over `port` and
 * then sleeps on `flag`; this thread writes the question to the program, and when an answer line (or the program's
 * end) comes, posts it back and wakes the main thread. Lines the program writes unasked are kept to be reported.
 */
import { spawn } from 'node:child_process';
import { workerData, type MessagePort } from 'node:worker_threads';
import { LineSplitter } from '../protocol/lines.js';

export type WorkerReply =
  | { kind: 'line'; line: string }
  | { kind: 'unasked'; line: string }
  | { kind: 'tooLong' }
  | { kind: 'died'; how: string }
  | { kind: 'noStart'; why: string }
  | { kind: 'closed' };

const { command, flag, port, maxLine } = workerData as { command: string; flag: SharedArrayBuffer; port: MessagePort; maxLine: number };
const signal = new Int32Array(flag);
let waiting = false;
let unasked: WorkerReply | undefined;
let ended: WorkerReply | undefined;

function reply(message: WorkerReply): void {
  waiting = false;
  port.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

function heard(message: WorkerReply): void {
  if (waiting) reply(message);
  else unasked ??= message.kind === 'line' ? { kind: 'unasked', line: message.line } : message;
}

// Its own process group, so that a forfeit can end the shell and everything it started at once.
const child = spawn(command, { shell: true, detached: true, stdio: ['pipe', 'pipe', 'inherit'] });
// The main thread may have to end the program itself: a stopped game's process can exit before this thread runs.
Atomics.store(signal, 1, child.pid ?? 0);
function killAll(): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
const lines = new LineSplitter(maxLine, (line) => heard({ kind: 'line', line }), () => heard({ kind: 'tooLong' }));
child.stdout!.on('data', (chunk: Buffer) => lines.push(chunk));
child.stdin!.on('error', () => {}); // a program that died: reported by 'close' below
function finish(message: WorkerReply): void {
  ended ??= message;
  if (waiting) reply(ended);
}
child.on('error', (error) => finish({ kind: 'noStart', why: error.message }));
child.on('close', (code, sig) => {
  Atomics.store(signal, 1, 0);
  finish({ kind: 'died', how: sig ? `signal ${sig}` : `exit code ${code}` });
});

port.on('message', (m: { kind: 'ask' | 'more' | 'send' | 'close' | 'kill'; line?: string }) => {
  if (m.kind === 'kill') {
    // A program that failed is ended at once.
    child.stdin!.end();
    killAll();
    port.close();
    return;
  }
  if (m.kind === 'close') {
    // A program that is done gets all that was sent (the last `game-end`), end of input and a moment to exit; the
    // main thread waits for 'closed' before it may exit.
    child.stdin!.end(() => {
      reply({ kind: 'closed' });
      port.close();
    });
    setTimeout(killAll, 2000).unref();
    return;
  }
  if (m.kind === 'send') { if (!ended) child.stdin!.write(`${m.line}\n`); return; }
  // 'more': the program's next line without a new question (after one that was no answer).
  if (unasked) { const first = unasked; unasked = undefined; reply(first); return; }
  if (ended) { reply(ended); return; }
  waiting = true;
  if (m.kind === 'ask') child.stdin!.write(`${m.line}\n`);
});
