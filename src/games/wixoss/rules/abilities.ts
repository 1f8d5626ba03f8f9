/** Which ability an effect task or a triggered ability means: a named one, or one of a card's lists by index. */
import type { Effect, Op } from '../cards/types.js';
import type { EffectKey, WixossState } from '../state.js';
import { def } from './zones.js';

export function abilityOf(s: WixossState, src: number, key: EffectKey, n = 0, via?: number): Effect | undefined {
  const d = def(s, via ?? src);
  const e = d.effects;
  if (!e) return undefined;
  switch (key) {
    case 'trigger': return e.triggers?.[n];
    case 'granted': return e.grants?.[n];
    case 'activated': return d.acts[n];
    default: return e[key];
  }
}

const NO_OPS: Op[] = [];

/** The ops a task runs: the ability's, or those of the mode chosen for it ("choose one", op `chooseMode`). */
export function abilityOps(s: WixossState, t: { src: number; key: EffectKey; n?: number; via?: number; mode?: number }): Op[] {
  const e = abilityOf(s, t.src, t.key, t.n, t.via);
  return (t.mode === undefined ? e?.ops : e?.modes?.[t.mode]) ?? NO_OPS;
}
