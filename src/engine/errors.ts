import { em } from './messages.js';
import { showControls } from './visible.js';

/** Errors a user caused. The CLI prints their message (never a stack) and exits with their code. */
export class UserError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2 = 1) {
    super(message);
  }
}

/** User text quoted in a message: shortened, so a huge or binary input cannot flood the terminal, its controls shown. */
export function quote(text: string, max = 60): string {
  const visible = showControls(text);
  return `"${visible.length > max ? `${visible.slice(0, max - 1)}…` : visible}"`;
}

/** A choice that the rules do not allow right now; carries the legal ones so the user can pick again. */
export class IllegalChoiceError extends UserError {
  /** `reason`: the game's explanation of which rule forbids the move, when it has one. */
  constructor(readonly choice: string, readonly legal: string[], context = '', readonly reason?: string) {
    super(`${context}${em().illegal(quote(choice), reason, legal.join(' | '))}`, 2);
  }
}

/** A bad line of a log (its header, or a transcript's chance line); `line` (when known) lets the caller name the file and line. */
export class LogHeaderError extends UserError {
  constructor(readonly line: number | undefined, message: string) {
    super(message, 2);
  }
}
