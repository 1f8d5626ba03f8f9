/** Checks of the data's shared parts (costs, conditions, card filters), used by validate.ts and the op parameters. */
import type { DataErrors } from '../../../engine/data-files.js';
import { checkFieldsOf, optionals, param, type ParamCheck } from '../../../engine/op-params.js';
import { COLORS } from './types.js';

const CONDITION_KEYS = ['turn', 'onField', 'trashAtLeast', 'enerAtLeast', 'oppHandAtMost', 'selfPowerAtLeast', 'signiPowerAtLeast', 'signi', 'count', 'compare', 'oppLrigColor',
  'lrig', 'selfInZone', // issue 46 costs
  'hasCharm', 'selfKeyword', // Charm (table/charm.ts); Lancer and Double Crush from new sources (table/power.ts)
  'crossed', 'anyCrossed', // Cross (table/cross.ts)
  'not', // "instead" effects (table/power.ts conditionHolds)
  'phase', // "during your main phase" (WX05 Sakura, Increasing Force)
  'underAtMost', // cards under a SIGNI (table/under.ts)
  'enerColorsAtLeast', // WX05 Ulith, Enma of Nihilism's grow (table/power.ts)
];
const TYPES = ['LRIG', 'ARTS', 'SIGNI', 'SPELL', 'RESONA'];

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

export function checkCost(errors: DataErrors, path: string, cost: unknown) {
  if (!isObj(cost)) return errors.add(path, 'must be an object of colour -> count');
  for (const [color, n] of Object.entries(cost)) {
    if (!(COLORS as readonly string[]).includes(color)) errors.add(`${path}.${color}`, `unknown colour (${COLORS.join(', ')})`);
    if (!isInt(n) || n < 0) errors.add(`${path}.${color}`, 'must be a whole number >= 0');
  }
}

export function checkCondition(errors: DataErrors, path: string, cond: unknown) {
  if (!isObj(cond)) return errors.add(path, 'must be an object');
  for (const key of Object.keys(cond)) if (!CONDITION_KEYS.includes(key)) errors.add(`${path}.${key}`, `unknown condition (${CONDITION_KEYS.join(', ')})`);
  if (cond.lrig !== undefined) checkFilter(errors, `${path}.lrig`, cond.lrig);
  if (cond.selfInZone !== undefined && !(isInt(cond.selfInZone) && cond.selfInZone >= 1 && cond.selfInZone <= 3)) errors.add(`${path}.selfInZone`, 'must be a SIGNI zone 1-3');
  if (cond.phase !== undefined && cond.phase !== 'main') errors.add(`${path}.phase`, 'must be main');
  if (cond.not !== undefined) checkCondition(errors, `${path}.not`, cond.not);
  if (cond.underAtMost !== undefined && !(isInt(cond.underAtMost) && cond.underAtMost >= 0)) errors.add(`${path}.underAtMost`, 'must be a whole number >= 0');
}

const classes: ParamCheck = (v, path, errors) => {
  if (!(typeof v === 'string' && v) && !(Array.isArray(v) && v.length > 0 && v.every((c) => typeof c === 'string' && c))) errors.add(path, 'must be a class or a list of classes');
};

/** The fields of a card filter (filter.ts `fits` reads each). */
const FILTER_FIELDS = optionals({
  type: param.oneOf(TYPES), color: param.oneOf(COLORS), colors: param.listOf(COLORS), name: param.text(), notName: param.text(),
  class: param.game('a class or a list of classes', classes), notClass: param.text(),
  level: param.int(0, 9), maxLevel: param.int(0, 9), minLevel: param.int(0, 9), lifeBurst: param.bool(),
  multiEner: param.bool(), nameHas: param.text(), totalCost: param.int(0, 20), // issue 46 costs
  hasCross: param.bool(), // Cross
  maxTotalCost: param.int(0, 20), // "total cost N or less" (WX04 Topaz, Code Piruluk E)
  lrigTypes: param.game('a list of LRIG types', (v, path, errors) => { // WX05 Mayu, Genesis Miko's grow cost
    if (!Array.isArray(v) || v.length === 0 || !v.every((type) => typeof type === 'string' && type)) errors.add(path, 'must be a list of LRIG types');
  }),
});

export function checkFilter(errors: DataErrors, path: string, filter: unknown) {
  checkFieldsOf(FILTER_FIELDS, filter, path, errors, 'card filter');
}

/** Issue 46 costs: a "for each" count of power changes (types.ts `PowerPer`). */
const PER_FIELDS = optionals({
  side: param.oneOf(['own', 'opponent']), other: param.bool(), levels: param.bool(),
  under: param.bool(), // the cards under this SIGNI (table/under.ts)
  filter: param.game('a card filter', (v, path, errors) => checkFilter(errors, path, v)),
});

export function checkPer(errors: DataErrors, path: string, per: unknown) {
  checkFieldsOf(PER_FIELDS, per, path, errors, 'count');
}
