/**
 * Which ability an effect task or a triggered ability means (a named one, or one of a card's lists by index), the
 * ops it runs, and the line of the card's text that says what it does.
 */
import type { Effect, Op } from '../cards/types.js';
import { contentLang } from '../../../engine/i18n.js';
import type { EffectKey, Task, WixossState } from '../state.js';
import { def } from './defs.js';

export function abilityOf(s: WixossState, src: number, key: EffectKey, n = 0, via?: number): Effect | undefined {
  const d = def(s, via ?? src);
  const e = d.effects;
  if (!e) return undefined;
  switch (key) {
    case 'trigger': return e.triggers?.[n];
    case 'granted': return e.grants?.[n];
    case 'activated': return d.acts[n];
    case 'grantedAct': return e.grantActs?.[n];
    default: return e[key];
  }
}

const NO_OPS: Op[] = [];

/** The ops a task runs: the ability's, or those of the mode chosen for it ("choose one", op `chooseMode`). */
export function abilityOps(s: WixossState, t: Pick<Extract<Task, { kind: 'effect' }>, 'src' | 'key' | 'abilityIndex' | 'via' | 'mode'>): Op[] {
  const e = abilityOf(s, t.src, t.key, t.abilityIndex, t.via);
  return (t.mode === undefined ? e?.ops : e?.modes?.[t.mode]) ?? NO_OPS;
}

/** The ops of an effect task (its ability's, or its chosen mode's). */
export function effectOps(s: WixossState, t: Extract<Task, { kind: 'effect' }>): Op[] {
  return abilityOps(s, t);
}

/**
 * The line of a card's text that starts with `marker` ("Burst:", "On play"), in the reader's language, so a question
 * about an ability says what it does; `strip` drops the marker itself.
 */
export function abilityText(s: WixossState, inst: number, marker: RegExp, strip = false): string | undefined {
  const text = def(s, inst).text;
  const lines = contentLang() === 'zh' && text.zh.length > 0 ? text.zh : text.en;
  const line = lines.find((l) => marker.test(l));
  return line === undefined ? undefined : strip ? line.replace(marker, '') : line;
}
