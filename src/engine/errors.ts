/** Errors a user caused. The CLI prints their message (never a stack) and exits with their code. */
export class UserError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2 = 1) {
    super(message);
  }
}

/** A choice that the rules do not allow right now; carries the legal ones so the user can pick again. */
export class IllegalChoiceError extends UserError {
  constructor(readonly choice: string, readonly legal: string[], context = '') {
    super(`${context}illegal move "${choice}"; legal now: ${legal.join(' | ')}`, 2);
  }
}
