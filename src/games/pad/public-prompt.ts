/**
 * A PAD question as the other seats read it (GameDefinition.publicPrompt). A card that came to its owner's hand
 * from life is known only to that seat, so the question about using it is read as its kind only. Every other
 * question names only what both seats see (the field, the drops, a card being used), and is read as asked; the
 * invariant suite checks that.
 */
import type { OpenDecision } from '../../engine/game.js';
import { m } from './messages/index.js';
import type { PadState } from './state.js';

export function publicPrompt(s: PadState, decision: OpenDecision): string {
  const task = s.tasks[s.tasks.length - 1];
  if (task?.kind === 'damageCard') return m().publicDamageCard;
  return decision.prompt;
}
