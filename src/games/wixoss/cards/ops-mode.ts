/** "Choose one": the effect's `modes` hold the ops of each mode; the chosen mode runs as the effect. */
import { effectTask } from '../rules/actions.js';
import { abilityOf } from '../rules/abilities.js';
import { lastIndex } from '../rules/choice-text.js';
import { m } from '../messages/index.js';
import { cardName } from '../rules/zones.js';
import type { EffectTask, OpHandler } from './ops.js';

export const MODE_OPS: Record<string, OpHandler> = {
  // The only op of an effect with `modes`: the chosen mode replaces this effect (its targets are chosen then).
  chooseMode: {
    ask(s, t) {
      const modes = abilityOf(s, t.src, t.key, t.n, t.via)?.modes ?? [];
      return { over: false, seat: t.seat, prompt: m().promptMode(cardName(s, t.src)), choices: modes.map((_, k) => `mode ${k + 1}`) };
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const task = effectTask(t.seat, t.src, t.key) as EffectTask;
      task.mode = lastIndex(choice);
      if (t.n !== undefined) task.n = t.n;
      if (t.via !== undefined) task.via = t.via;
      if (t.subj !== undefined) task.subj = t.subj;
      s.tasks.push(task);
      return true;
    },
  },
};
