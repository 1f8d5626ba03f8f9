/**
 * The question open at the terminal, which the game may take away while it is asked (`cardref host`: the seat was
 * handed to a bot, or the decision moved on elsewhere): it then rejects with `DecisionWithdrawn`.
 */
import { DecisionWithdrawn } from './session-options.js';

export class OpenQuestion {
  private open: { reject(error: Error): void } | undefined;

  /** `asking`, unless it is withdrawn first. */
  ask(asking: Promise<string>): Promise<string> {
    const withdrawn = new Promise<never>((_, reject) => { this.open = { reject }; });
    return Promise.race([asking, withdrawn]).finally(() => { this.open = undefined; });
  }

  /** Take the open question away (`close` closes the prompt first); nothing happens when none is open. */
  withdraw(close: () => void): void {
    const open = this.open;
    if (!open) return;
    close();
    open.reject(new DecisionWithdrawn());
  }
}
