/**
 * Where a human's moves come from: a terminal prompt with tab completion, or lines piped on stdin.
 * Both reject with AbortedError on Ctrl+C / end of input, so the session can save and exit 130.
 */
import { createInterface, type Interface } from 'node:readline';

export class AbortedError extends Error {
  constructor(readonly endOfInput = false) {
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
  close(): void;
}

export class TerminalInput implements MoveInput {
  readonly interactive = true;
  private rl: Interface | undefined;
  private completions: string[] = [];

  private open(): Interface {
    if (!this.rl) {
      this.rl = createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: true,
        completer: (line: string) => {
          const typed = line.toLowerCase();
          const hits = this.completions.filter((c) => c.startsWith(typed));
          return [hits.length > 0 ? hits : this.completions, line];
        },
      });
    }
    return this.rl;
  }

  ask(prompt: string, completions: string[]): Promise<string> {
    this.completions = completions;
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
    this.rl?.close();
    this.rl = undefined;
  }

  close(): void {
    this.suspend();
  }
}

/** Moves piped on stdin, one per line; blank lines and `#` comments are skipped. */
export class LineInput implements MoveInput {
  readonly interactive = false;
  private readonly lines: AsyncIterator<string>;
  lineNumber = 0;

  constructor(stream: NodeJS.ReadableStream = process.stdin) {
    this.lines = createInterface({ input: stream, terminal: false })[Symbol.asyncIterator]();
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
  close(): void {}
}
