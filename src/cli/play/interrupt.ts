/**
 * Stopping a game when asked: Ctrl+C (a key at the play prompt, or SIGINT when no prompt reads the terminal), SIGTERM
 * and SIGHUP. A signal handler only raises a flag; whatever the game is waiting on (a prompt, a pick list, a bot's
 * search, a program bot's answer) watches it and gives way with `AbortedError`, so the session ends by its one path:
 * the log saved, the terminal restored, the `--resume` command printed, the signal's exit code.
 */
import { AbortedError } from './inputs.js';

export type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/** The exit code of a game each signal stopped: 128 + the signal's number, as a shell reports a process it killed. */
export const SIGNAL_EXIT_CODES: Readonly<Record<StopSignal, number>> = { SIGINT: 130, SIGHUP: 129, SIGTERM: 143 };
const SIGNALS = Object.keys(SIGNAL_EXIT_CODES) as StopSignal[];
/** How long the handlers stay after `release` (see there). */
const RELEASE_DELAY_MS = 500;

/**
 * The interrupts listening now (or still, for a moment after their release), and the one listener per signal that
 * tells them all. One listener, however many games a process runs one after another (the tests run hundreds): a
 * listener of its own per interrupt, each kept for the release delay, piled up past Node's limit of ten.
 */
const listeningInterrupts = new Set<Interrupt>();
const onSignal = (signal: NodeJS.Signals): void => {
  for (const interrupt of listeningInterrupts) interrupt.raise(signal as StopSignal);
};

export class Interrupt {
  private readonly controller = new AbortController();
  /** Whether `listen` was called and `release` not yet (the handler may stay a moment longer: see `release`). */
  private listening = false;
  /** The pending end of the release delay, if any. */
  private releasing: NodeJS.Timeout | undefined;

  /** Aborted (its reason an `AbortedError`) once a stop was asked for: for APIs that take an AbortSignal. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get raised(): boolean {
    return this.controller.signal.aborted;
  }

  /** Catch the stop signals (the process is then no longer killed by them) until `release`. */
  listen(): this {
    if (this.listening) return this;
    // Listening again before a release took effect: this interrupt is still told, and stays.
    clearTimeout(this.releasing);
    this.releasing = undefined;
    // (Checked per signal rather than by the set: the tests' CLI thread takes off what a run added.)
    for (const signal of SIGNALS) if (!process.listeners(signal).includes(onSignal)) process.on(signal, onSignal);
    listeningInterrupts.add(this);
    this.listening = true;
    return this;
  }

  /**
   * Stop catching the signals, a moment later: a signal sent just before is still caught, so a game already
   * stopping is not killed by it half way. The process listener goes with the last interrupt.
   */
  release(): void {
    if (!this.listening) return;
    this.listening = false;
    this.releasing = setTimeout(() => {
      this.releasing = undefined;
      listeningInterrupts.delete(this);
      if (listeningInterrupts.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
    }, RELEASE_DELAY_MS).unref();
  }

  /** Ask for a stop; the first one asked for counts (a second Ctrl+C while stopping changes nothing). */
  raise(signal: StopSignal): void {
    if (!this.raised) this.controller.abort(new AbortedError(false, signal));
  }

  /** Throws the `AbortedError` once a stop was asked for. */
  check(): void {
    if (this.raised) throw this.controller.signal.reason as AbortedError;
  }

  /** What `promise` settles with, unless a stop is asked for first: then `AbortedError` at once. */
  race<T>(promise: Promise<T>): Promise<T> {
    const signal = this.controller.signal;
    return new Promise<T>((resolve, reject) => {
      const stop = () => reject(signal.reason);
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
    });
  }

  /**
   * An error of a pick list (@inquirer/prompts, given `signal`): its own Ctrl+C (`ExitPromptError`) or our stop
   * (`AbortPromptError`) becomes the stop's `AbortedError`; any other error is returned as it is.
   */
  fromPrompt(error: unknown): unknown {
    if (!(error instanceof Error) || (error.name !== 'ExitPromptError' && error.name !== 'AbortPromptError')) return error;
    this.raise('SIGINT');
    return this.controller.signal.reason;
  }
}

/** Run `body` with Ctrl+C and the stop signals listened for (a whole command: `play`, `host`), released afterwards. */
export async function whileListening<T>(body: (interrupt: Interrupt) => Promise<T>): Promise<T> {
  const interrupt = new Interrupt().listen();
  try {
    return await body(interrupt);
  } finally {
    interrupt.release();
  }
}
