/**
 * A play session without a terminal: a screen that records what is drawn, and input that answers each prompt by a
 * script (a function of the prompt, so hand-offs can be answered whenever they come). Runs out = Ctrl+C.
 */
import { AbortedError, type MoveInput } from '../../src/cli/play/inputs.js';
import type { ScreenOutput, ScreenSize } from '../../src/cli/play/screen.js';

const CLEAR = '\x1b[H\x1b[2J';

export class RecordedScreen implements ScreenOutput {
  written = '';
  private listener: (() => void) | undefined;
  constructor(public current: ScreenSize) {}
  write(text: string) { this.written += text; }
  size() { return this.current; }
  onResize(listener: () => void) { this.listener = listener; return () => { this.listener = undefined; }; }
  resize(size: ScreenSize) { this.current = size; this.listener?.(); }
  /** The lines of the last full redraw. */
  frame(): string[] {
    const last = this.written.lastIndexOf(CLEAR);
    return this.written.slice(last + CLEAR.length).replace(/\n$/, '').split('\n');
  }
}

export interface Asked { prompt: string; frame: string[] }

/** Each prompt gets `answer(prompt, n)` (undefined ends the session as Ctrl+C would); every frame asked on is kept. */
export class ScriptedInput implements MoveInput {
  readonly interactive = true;
  readonly asked: Asked[] = [];
  constructor(private readonly screen: RecordedScreen, private readonly answer: (prompt: string, n: number) => string | undefined) {}
  async ask(prompt: string): Promise<string> {
    this.asked.push({ prompt, frame: this.screen.frame() });
    const next = this.answer(prompt, this.asked.length - 1);
    if (next === undefined) throw new AbortedError();
    return next;
  }
  suspend() {}
  close() {}
}

/** Answers in order, then Ctrl+C. */
export const inOrder = (answers: string[]) => () => answers.shift();
