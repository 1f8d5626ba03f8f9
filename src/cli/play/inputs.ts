/**
 * Where a human's moves come from: a terminal prompt with tab completion, or lines piped on stdin.
 * Both reject with AbortedError on Ctrl+C / end of input, so the session can save and exit 130.
 */
import { createInterface, type Interface } from 'node:readline';
import type { StopSignal } from './interrupt.js';

export class AbortedError extends Error {
  /** `signal`: what stopped the game (Ctrl+C is SIGINT), which decides the exit code; unused at end of input. */
  constructor(readonly endOfInput = false, readonly signal: StopSignal = 'SIGINT') {
    super(endOfInput ? 'end of input' : 'aborted');
  }
}

export interface MoveInput {
  readonly interactive: boolean;
  ask(prompt: string, completions: string[]): Promise<string>;
  /** Hand the terminal to another prompt library for a moment (pick lists); forgets the typed-line history. */
  suspend(): void;
  /** Write the pending question and what is typed so far again (after the screen was redrawn). */
  refresh?(): void;
  /** Call `listener` on Ctrl+C typed while the prompt owns the terminal, whether a question is pending or not. */
  onInterrupt?(listener: () => void): void;
  close(): void;
}

export class TerminalInput implements MoveInput {
  readonly interactive = true;
  private rl: Interface | undefined;
  private completions: string[] = [];
  private interrupted: (() => void) | undefined;
  /** Ctrl+D (end of input) closed the prompt: every later question ends the game too. */
  private ended = false;

  private open(): Interface {
    if (!this.rl) {
      const rl = createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: true,
        completer: (line: string) => {
          const typed = line.toLowerCase();
          const hits = this.completions.filter((c) => c.startsWith(typed));
          return [hits.length > 0 ? hits : this.completions, line];
        },
      });
      // Always listened to: without a listener readline takes Ctrl+C as "close", and the next question would throw.
      rl.on('SIGINT', () => this.interrupted?.());
      rl.on('close', () => {
        if (this.rl !== rl) return; // suspend() closed it
        this.rl = undefined;
        this.ended = true;
      });
      // A terminal that went away (SIGHUP) cannot be put back out of raw mode (EIO): the game still ends, and saves.
      rl.on('error', () => {});
      this.rl = rl;
    }
    return this.rl;
  }

  onInterrupt(listener: () => void): void {
    this.interrupted = listener;
  }

  ask(prompt: string, completions: string[]): Promise<string> {
    this.completions = completions;
    if (this.ended) return Promise.reject(new AbortedError(true));
    const rl = this.open();
    return new Promise((resolve, reject) => {
      const onSigint = () => { cleanup(); reject(new AbortedError()); };
      const onClose = () => { cleanup(); reject(new AbortedError(true)); };
      const cleanup = () => { rl.off('SIGINT', onSigint); rl.off('close', onClose); };
      rl.once('SIGINT', onSigint);
      rl.once('close', onClose);
      rl.question(prompt, (answer) => { cleanup(); resolve(answer); });
    });
  }

  refresh(): void {
    this.rl?.prompt(true);
  }

  suspend(): void {
    const rl = this.rl;
    this.rl = undefined;
    rl?.close();
  }

  close(): void {
    this.suspend();
    // A pick list stopped half way may have left the terminal raw (no echo): typing must show again.
    try {
      if (process.stdin.isTTY && process.stdin.isRaw) process.stdin.setRawMode(false);
    } catch {
      // The terminal is gone (EIO): there is nothing left to restore.
    }
  }
}

/** Moves piped on stdin, one per line; blank lines and `#` comments are skipped. */
export class LineInput implements MoveInput {
  readonly interactive = false;
  private readonly reader: Interface;
  private readonly lines: AsyncIterator<string>;
  lineNumber = 0;

  constructor(stream: NodeJS.ReadableStream = process.stdin) {
    this.reader = createInterface({ input: stream, terminal: false });
    this.lines = this.reader[Symbol.asyncIterator]();
  }

  async ask(): Promise<string> {
    for (;;) {
      const next = await this.lines.next();
      if (next.done) throw new AbortedError(true);
      this.lineNumber++;
      const line = next.value.replace(/#.*$/, '').trim();
      if (line) return line;
    }
  }

  suspend(): void {}

  /** Stop reading: a game stopped by a signal must not wait for the writer of its input to finish. */
  close(): void {
    this.reader.close();
  }
}
