/**
 * The wait for a program bot's answer (src/cli/external-bot.ts). It sleeps on a shared flag that the bot's worker
 * thread sets and wakes; a wake-up of the previous answer can arrive late, while the next question is already
 * waited on. That wake-up was once taken as the end of the wait, and so as a timeout: `sim --workers 4` made program
 * bots forfeit "no answer within 10000 ms" after 0-2 ms in about 1 game of 50.
 */
import { join } from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { waitForReply } from '../../src/cli/external-bot.js';
import { cardref, ROOT } from '../support/cli.js';

/** A thread that wakes the waiter at once (a late wake-up, no message), then posts the answer `afterMs` later. */
const LATE_WAKER = `
const { workerData } = require('node:worker_threads');
const { flag, port, afterMs } = workerData;
const signal = new Int32Array(flag);
const wake = () => { Atomics.store(signal, 0, 1); Atomics.notify(signal, 0); };
setTimeout(wake, 20);
setTimeout(() => { port.postMessage({ kind: 'line', line: 'answer' }); wake(); }, 20 + afterMs);
`;

describe('waiting for a program bot', () => {
  it('a wake-up with no message on the port is not the end of the wait', () => {
    const flag = new SharedArrayBuffer(8);
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(LATE_WAKER, { eval: true, workerData: { flag, port: port2, afterMs: 150 }, transferList: [port2] });
    try {
      const started = performance.now();
      expect(waitForReply(port1, new Int32Array(flag), 5_000)).toEqual({ kind: 'line', line: 'answer' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    } finally {
      void worker.terminate();
      port1.close();
    }
  });

  it('the deadline is the deadline: undefined only once the time has passed', () => {
    const flag = new SharedArrayBuffer(8);
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(LATE_WAKER, { eval: true, workerData: { flag, port: port2, afterMs: 10_000 }, transferList: [port2] });
    try {
      const started = performance.now();
      expect(waitForReply(port1, new Int32Array(flag), 300)).toBeUndefined();
      expect(performance.now() - started).toBeGreaterThanOrEqual(299);
    } finally {
      void worker.terminate();
      port1.close();
    }
  });

  it('sim --workers 4 with program bots in both seats: no game is forfeited', () => {
    const bot = `cmd:node ${join(ROOT, 'examples/random-bot.mjs')}`;
    const run = cardref(['sim', 'eatpaint', '--games', '120', '--workers', '4', '--seed', '1', '--bots', `${bot},${bot}`, '--json'], { spawn: true });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).games).toBe(120);
  }, 60_000);
});
