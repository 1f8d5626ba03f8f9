/**
 * The effect-op vocabulary of the card data: each op's parameters, so data validation can refuse an unknown op
 * or a missing/extra parameter before a game starts. The handlers live in rules/ops.ts.
 */
export type ParamKind = 'count' | 'card' | 'type';

export const OP_PARAMS: Record<string, Record<string, ParamKind>> = {
  draw: { n: 'count' },
  hurt: { n: 'count' },
  selfHurt: { n: 'count' },
  heal: { n: 'count' },
  power: { n: 'count' },
  powerPer: { card: 'card', n: 'count' },
  powerIfLow: { life: 'count', n: 'count' },
  cut: { n: 'count' },
  guard: { n: 'count' },
  noTraps: {},
  destroy: {},
  recover: { type: 'type' },
  heatTop: { n: 'count' },
  energyTop: { n: 'count' },
  digEnergy: { n: 'count' },
  ready: { n: 'count' },
  evolve: {},
  attackBoost: { n: 'count' },
  ink: { n: 'count' },
  inkToWork: { n: 'count' },
  weaken: { n: 'count' },
  pump: { n: 'count' },
  readyWork: {},
  sacrifice: {},
  reanimate: { n: 'count' },
};

/** Parameters that may be left out (everything else listed above is required). */
export const OPTIONAL_PARAMS = new Set(['recover.type']);

/** Ops that only make sense while an attack is being resolved. */
export const ATTACK_OPS = new Set(['power', 'powerPer', 'powerIfLow', 'cut', 'guard', 'noTraps']);
