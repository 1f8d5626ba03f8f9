/**
 * The stop signals' process listeners do not pile up: a process that runs game after game (the tests run hundreds in
 * one process, each with its own interrupt) holds one listener per signal while any game listens, and none after.
 * Before, each interrupt kept a listener of its own for the release delay, and eleven games within half a second
 * made Node warn of a leak (MaxListenersExceededWarning).
 */
import { Interrupt, whileListening, type StopSignal } from '../../src/cli/play/interrupt.js';

const SIGNALS: StopSignal[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const counts = () => SIGNALS.map((signal) => process.listenerCount(signal));
/** Longer than the release delay (interrupt.ts). */
const afterRelease = () => new Promise((resolve) => setTimeout(resolve, 700));

it('twenty games one after another hold one listener per signal, and none once released', async () => {
  const before = counts();
  for (let game = 0; game < 20; game++) await whileListening(async () => expect(counts()).toEqual(before.map((n) => n + 1)));
  // Released, but within the delay: still caught, still one listener.
  expect(counts()).toEqual(before.map((n) => n + 1));
  await afterRelease();
  expect(counts()).toEqual(before);
});

it('one signal stops every game listening, and one released a moment ago', async () => {
  const before = counts();
  const released = new Interrupt().listen();
  released.release();
  const [first, second] = [new Interrupt().listen(), new Interrupt().listen()];
  const listener = process.listeners('SIGTERM').at(-1) as (signal: NodeJS.Signals) => void;
  listener('SIGTERM');
  expect([released.raised, first.raised, second.raised]).toEqual([true, true, true]);
  first.release();
  second.release();
  await afterRelease();
  expect(counts()).toEqual(before);
});

it('an interrupt listening again within the release delay stays told', async () => {
  const before = counts();
  const interrupt = new Interrupt().listen();
  interrupt.release();
  interrupt.listen();
  await afterRelease();
  expect(counts()).toEqual(before.map((n) => n + 1));
  const listener = process.listeners('SIGHUP').at(-1) as (signal: NodeJS.Signals) => void;
  listener('SIGHUP');
  expect(interrupt.raised).toBe(true);
  interrupt.release();
});
