/**
 * A WIXOSS question as the other seats read it (GameDefinition.publicPrompt). The questions of an effect that looks
 * at hidden cards name them for their decider (the top cards of its deck, its life cloth): the others read only
 * what kind of decision it is. Every other question names only what both seats see (the field, the ener zone, the
 * trash, a card being used or revealed), and is read as asked; the invariant suite checks that.
 */
import type { OpenDecision } from '../../engine/game.js';
import { effectOps } from './table/abilities.js';
import { m } from './messages/index.js';
import type { WixossState } from './state.js';

/** The effect ops whose questions name cards only their decider sees, and how the others read them. */
const LOOKING = new Map<string, () => string>([
  ['reorderTop', () => m().publicReorderTop],
  ['lookTake', () => m().publicLookTop],
  ['lookTrashReorder', () => m().publicLookTop],
  ['topToFieldIfAlone', () => m().publicTopToField],
  ['lifeReorder', () => m().publicReorderLife],
]);

export function publicPrompt(s: WixossState, decision: OpenDecision): string {
  const task = s.tasks[s.tasks.length - 1];
  if (task?.kind === 'effect') {
    const op = effectOps(s, task)[task.i]?.op;
    const kind = op === undefined ? undefined : LOOKING.get(op);
    if (kind) return kind();
  }
  return decision.prompt;
}
