/**
 * Several effects that trigger at the same moment ("at the start of your turn") and resolve in the order their
 * controller picks. The game keeps the pending keys in its state; this turns them into stable choice texts
 * (`resolve <label>`) and back, and says when asking is pointless (a lone effect, or effects whose order cannot
 * matter).
 */
export interface PendingEffect {
  /** Key kept in the game state. */
  key: string;
  /** Label in the choice text: lowercase words and 1-based numbers (`char`, `3 1`). */
  label: string;
  /** False when resolving it never interacts with the others (a plain resource gain), so its order is moot. */
  ordered: boolean;
}

export const RESOLVE = 'resolve ';

/**
 * The key to resolve now without asking, or null when the controller must choose. Effects whose order is moot go
 * first; a single remaining effect needs no question either.
 */
export function autoResolvable(pending: PendingEffect[]): string | null {
  const moot = pending.find((p) => !p.ordered);
  if (moot) return moot.key;
  const [only, another] = pending;
  return only !== undefined && another === undefined ? only.key : null;
}

export function orderChoices(pending: PendingEffect[]): string[] {
  return pending.map((p) => RESOLVE + p.label);
}

export function chosenKey(pending: PendingEffect[], choice: string): string | undefined {
  return pending.find((p) => RESOLVE + p.label === choice)?.key;
}
