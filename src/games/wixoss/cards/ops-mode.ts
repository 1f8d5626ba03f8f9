/**
 * "Choose one": the effect's `modes` hold the ops of each mode, and its `ops` are `[{"op": "chooseMode"}]`. The mode
 * is chosen in the target stage (with the targets, so before a spell's cut-in window); the task then runs the chosen
 * mode's ops as its own, from their target stage on.
 */
import { abilityOf } from '../table/abilities.js';
import { m } from '../messages/index.js';
import { cardName } from '../table/names.js';
import type { OpHandler } from './ops.js';
import { itemOf } from '../moves.js';

export const MODE_OPS: Record<string, OpHandler> = {
  chooseMode: {
    askTarget(s, t) {
      const modes = abilityOf(s, t.src, t.key, t.abilityIndex, t.via)?.modes ?? [];
      return modes.length ? { over: false, seat: t.seat, prompt: m().promptMode(cardName(s, t.src)), choices: modes.map((_, k) => `mode ${k + 1}`) } : null;
    },
    pickTarget(_s, t, _op, choice) {
      t.mode = itemOf(choice);
      t.opIndex = 0;
      t.targets = [];
      t.progress = null;
    },
    // Only reached by an effect whose `modes` are missing (validation requires them with chooseMode).
    run: () => true,
  },
};
