/**
 * The effect-op vocabulary of the card data: each op's parameters, so data validation can refuse an unknown op
 * or a missing, extra or mistyped parameter before a game starts (engine/op-params.ts). The handlers live in
 * rules/ops.ts; each reads exactly the parameters listed here.
 */
import { optional, param, type OpParams, type OpTable } from '../../../engine/op-params.js';
import { CARD_TYPES } from './types.js';

const count = param.int(0, 99);
/** A card id of cards.json; the loader passes the ids as the check's context. */
const card = param.game('a card id of cards.json', (v, path, errors, ids) => {
  if (!(ids as Set<string>).has(String(v))) errors.add(path, `unknown card id ${JSON.stringify(v)}`);
});

export const OP_PARAMS: OpTable = {
  draw: { n: count },
  hurt: { n: count },
  selfHurt: { n: count },
  heal: { n: count },
  power: { n: count },
  powerPer: { card, n: count },
  powerIfLow: { life: count, n: count },
  cut: { n: count },
  guard: { n: count },
  noTraps: {},
  destroy: {},
  recover: { type: optional(param.oneOf(CARD_TYPES)) },
  heatTop: { n: count },
  energyTop: { n: count },
  digEnergy: { n: count },
  ready: { n: count },
  evolve: {},
  attackBoost: { n: count },
  ink: { n: count },
  inkToWork: { n: count },
  weaken: { n: count },
  pump: { n: count },
  readyWork: {},
  sacrifice: {},
  reanimate: { n: count },
};

/** `ifDealt` (any op): rules/ops.ts runs it only when the attack dealt damage. */
export const COMMON_OP_PARAMS: OpParams = { ifDealt: optional(param.bool()) };

/** Ops that only make sense while an attack is being resolved. */
export const ATTACK_OPS = new Set(['power', 'powerPer', 'powerIfLow', 'cut', 'guard', 'noTraps']);
