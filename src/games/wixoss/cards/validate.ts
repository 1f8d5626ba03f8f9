/** Schema check of the card data: every problem names its field path, so a player can fix the JSON by hand. */
import { DataErrors } from '../../../engine/data-files.js';
import { checkFieldsOf, checkOps } from '../../../engine/op-params.js';
import { COLORS, TRIGGER_WHENS, type CardDef } from './types.js';
import { COMMON_OP_PARAMS, EXTRA_COST_FIELDS, OP_PARAMS } from './op-names.js';
import { checkCondition, checkCost, checkFilter, checkPer } from './data-checks.js';

const TYPES = ['LRIG', 'ARTS', 'SIGNI', 'SPELL', 'RESONA'];
const TIMINGS = ['main', 'attack', 'spellCutIn'];
// The moments of an LRIG's activated ability with a `timing` (table/moment-acts.ts); attackPhase: WX05 Tamayorihime, Sunspot Miko.
const ACT_MOMENTS = ['oppAttack', 'spellCutIn', 'attackPhase'];
const CONSTANT_KEYS = ['aura', 'power', 'scope', 'filter', 'lancer', 'doubleCrush', 'if',
  'spellDiscount', 'enerMulti', 'skipGrow', // spell discounts, ener multiples, skipped grows (table/spell-use.ts, table/payment.ts, rules/turn.ts)
  'allLifeBurst', 'protect', // every card a Life Burst, protection (Yuzuki-Four, Arcgain)
  'oppMustAttack', 'placeInFront', 'artsCostLess', // forced attacks, placement, ARTS discounts (forced-attack.ts, placement.ts, arts-cost.ts)
  'per', // issue 46 costs (table/power-per.ts)
  'toCrossed', // Cross (table/cross.ts)
  'noBanishByOpp', // WX06 Tride (table/opponent-effect.ts)
  'oppNoSelfTrash', // WX04 Code Art ACG (table/self-trash-lock.ts)
  'drawOnlyOne', 'oneSigniEach', // WX04 Iona, Ultima/Maiden (table/field-limits.ts)
  'inheritActs', // WX05 level 5 LRIGs: the LRIG trash's activated abilities (table/lrig-acts.ts)
  'skipOppEner', 'oppBanishToTrash', // rules of the opponent a SIGNI changes (table/opponent-locks.ts)
  'oppSpellCostMore', // the opponent's spells cost more (table/spell-cost-field.ts)
  'protectFrom', // protection from one type's effects (table/power.ts)
  'noAttack', // this SIGNI cannot attack (WX05 Uranium; table/action-blocks.ts)
  'fieldLevel', // its level on the field while you have another SIGNI of a class (WX04 Shienko; table/defs.ts)
  'frontLosesAbilities', // WX05 Code Labyrinth Louvre (table/lose-abilities.ts)
  'oppNoSpells', // WX05 Mirurun Tico: the opponent cannot use spells (table/spell-lock.ts)
  'ownLimitingIgnored', // WX05 Ulith, Enma of Nihilism (table/limiting-ignored.ts)
  'oppNoPowerChange', 'protectMinPower', // WX05 Lion, Phantom Beast Deity (table/power-lock.ts, table/power.ts)
  'replace', // replacement effects: "would ..., instead you may ..." (table/replace.ts)
  'payWith', // SP07 Marche, Anne=Fourth: an ener card paying [White] instead (table/pay-with.ts)
  'signiColor', // WX05 Tamayorihime, Sunspot Miko: every SIGNI outside the ener zones is one colour (table/color-override.ts)
  'oppHandLock', // WX05 Code Love Heart CMR: no card into the opponent's hand in their turn (table/hand-lock.ts)
];
const TRIGGER_KEYS = ['when', 'whose', 'filter', 'from', 'to', 'cause', 'optional', 'oncePerTurn', 'cost', 'costs', 'if', 'ops', 'power',
  'other', // issue 46 costs: "your other ... SIGNI"
  'byEffect', 'by', 'front', 'notFrom', // next-era trigger kinds (issue 46)
  'byOpponent', // WX06 Munkarun (table/opponent-effect.ts)
  'byYourEffect', // WX05 Mušḫuššu: enerTrashed by your effect
  'frontEmpty', // the attacker faces an empty zone (WX04 Anne=Fourth)
  'nthThisTurn', // downed: the Nth down this turn (WX05 Increasing Force; rules/downed.ts)
];
const EFFECT_KINDS = ['constant', 'onPlay', 'onAttack', 'use', 'burst', 'activated', 'endOfTurn', 'triggers', 'grants', 'resona', 'costBecomes',
  'lessByDiscard', // next-era (issue 46): WD12 Elusive, WD10 Dust-Free in All Directions
  'cross', // Cross (table/cross.ts)
  'spellDownLess', // WX06 Soap Sudden (rules/spell-down-less.ts)
  'growIf', // WX04 Iona, Ultima/Maiden: a grow condition (table/action-blocks.ts)
  'costPer', // WX05 Most Treasured Fragment: a spell costing more per card of a zone (table/cost-per.ts)
  'usableIf', // use conditions: an ARTS "can only be used when ..." (table/action-blocks.ts)
  'costLessPer', // a spell that costs less for each of your SIGNI (table/spell-cost-field.ts)
  'grantActs', // [Action] abilities a card gives your LRIG until end of turn (WX05 Final Destruction; table/lrig-acts.ts)
  'growReveal', // WX05 Mayu, Genesis Miko: a grow cost revealing an LRIG of the LRIG deck to put under (rules/grow-reveal.ts)
];

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

function checkEffect(errors: DataErrors, path: string, effect: unknown) {
  if (!isObj(effect)) return errors.add(path, 'must be an object with "ops"');
  if (effect.cost !== undefined) checkCost(errors, `${path}.cost`, effect.cost);
  if (effect.if !== undefined) checkCondition(errors, `${path}.if`, effect.if);
  if (effect.costs !== undefined) {
    if (!isObj(effect.costs)) errors.add(`${path}.costs`, 'must be an object');
    else for (const [key, cost] of Object.entries(effect.costs)) {
      if (!Object.hasOwn(EXTRA_COST_FIELDS, key)) errors.add(`${path}.costs.${key}`, 'unknown cost (discard, trash, lrigDeck, down)');
      else checkFieldsOf(EXTRA_COST_FIELDS[key]!, cost, `${path}.costs.${key}`, errors, `${key} cost`);
    }
  }
  if (!Array.isArray(effect.ops) || effect.ops.length === 0) return errors.add(`${path}.ops`, 'must be a non-empty list');
  if (effect.modes !== undefined) {
    if (!Array.isArray(effect.modes) || effect.modes.length < 2) errors.add(`${path}.modes`, 'must be a list of at least 2 op lists');
    else effect.modes.forEach((ops, k) => checkEffect(errors, `${path}.modes[${k}]`, { ops }));
  }
  checkOps(OP_PARAMS, effect.ops, `${path}.ops`, errors, { common: COMMON_OP_PARAMS });
}

function checkTrigger(errors: DataErrors, path: string, t: unknown) {
  if (!isObj(t)) return errors.add(path, 'must be an object with "when" and "ops"');
  if (!(TRIGGER_WHENS as readonly string[]).includes(t.when as string)) errors.add(`${path}.when`, `must be one of ${TRIGGER_WHENS.join(', ')}`);
  for (const key of Object.keys(t)) if (!TRIGGER_KEYS.includes(key)) errors.add(`${path}.${key}`, `unknown field (${TRIGGER_KEYS.join(', ')})`);
  if (t.byEffect !== undefined && t.byEffect !== true) errors.add(`${path}.byEffect`, 'must be true');
  if (t.by !== undefined && t.by !== 'this' && t.by !== 'own') errors.add(`${path}.by`, 'must be this or own');
  if (t.front !== undefined && t.front !== true) errors.add(`${path}.front`, 'must be true');
  if (t.notFrom !== undefined && t.notFrom !== 'hand') errors.add(`${path}.notFrom`, 'must be hand');
  if (t.frontEmpty !== undefined && t.frontEmpty !== true) errors.add(`${path}.frontEmpty`, 'must be true');
  // "trashed" is heard only where an opponent's effect puts the card into the trash (rules/zones.ts noteTrashed).
  if (t.when === 'trashed' && t.byOpponent !== true) errors.add(`${path}.byOpponent`, 'a "trashed" trigger needs "byOpponent": true');
  // Only an activated ability's ener payment keeps a card back for it (table/ener-trash-cost.ts).
  if (isObj(t.costs) && t.costs.enerTrash !== undefined) errors.add(`${path}.costs.enerTrash`, 'only an activated ability has this cost');
  checkEffect(errors, path, t);
}

/** A replacement effect (table/replace.ts): its event, what happens instead, and which SIGNI it covers. */
function checkReplacement(errors: DataErrors, path: string, r: unknown) {
  if (!isObj(r)) return errors.add(path, 'must be an object with "event" and "instead"');
  if (r.event !== 'banish' && r.event !== 'leave') errors.add(`${path}.event`, 'must be banish or leave');
  if (r.instead !== 'trashCharm' && r.instead !== 'selfPower') errors.add(`${path}.instead`, 'must be trashCharm or selfPower');
  if (r.instead === 'selfPower' && !isInt(r.amount)) errors.add(`${path}.amount`, 'selfPower needs a whole-number amount');
  if (r.filter !== undefined) checkFilter(errors, `${path}.filter`, r.filter);
  for (const key of ['other', 'byOpponent']) if (r[key] !== undefined && r[key] !== true) errors.add(`${path}.${key}`, 'must be true');
  for (const key of Object.keys(r)) if (!['event', 'instead', 'amount', 'filter', 'other', 'byOpponent'].includes(key)) errors.add(`${path}.${key}`, 'unknown field (event, instead, amount, filter, other, byOpponent)');
}

/** A payment stand-in (table/pay-with.ts): a colour, the ener cards that may stand for it, and `ownGrow`. */
function checkPayWith(errors: DataErrors, path: string, w: unknown) {
  if (!isObj(w)) return errors.add(path, 'must be an object with "color" and "filter"');
  if (!(COLORS as readonly string[]).includes(w.color as string)) errors.add(`${path}.color`, `must be one of ${COLORS.join(', ')}`);
  if (!isObj(w.filter)) errors.add(`${path}.filter`, 'must be a card filter');
  else checkFilter(errors, `${path}.filter`, w.filter);
  if (w.ownGrow !== undefined && w.ownGrow !== true) errors.add(`${path}.ownGrow`, 'must be true');
  for (const key of Object.keys(w)) if (!['color', 'filter', 'ownGrow'].includes(key)) errors.add(`${path}.${key}`, 'unknown field (color, filter, ownGrow)');
}

/** `pathOf` names a card in the messages (default `cards[i]`; the per-set effects files are keyed by id). */
export function validateCards(data: unknown, file: string, pathOf = (i: number) => `cards[${i}]`): CardDef[] {
  const errors = new DataErrors(file);
  if (!isObj(data) || !Array.isArray(data.cards)) {
    errors.add('cards', 'the file must be an object with a "cards" list');
    errors.throwIfAny();
  }
  const cards = (data as Json).cards as unknown[];
  const seen = new Set<string>();
  cards.forEach((raw, i) => {
    const p = pathOf(i);
    if (!isObj(raw)) return errors.add(p, 'must be an object');
    const c = raw;
    if (typeof c.id !== 'string' || !c.id) errors.add(`${p}.id`, 'must be a non-empty string');
    else if (seen.has(c.id)) errors.add(`${p}.id`, `duplicate id ${c.id}`);
    else seen.add(c.id);
    if (!isObj(c.name) || typeof c.name.en !== 'string' || typeof c.name.ja !== 'string') errors.add(`${p}.name`, 'needs "ja" and "en" strings');
    if (!TYPES.includes(c.type as string)) errors.add(`${p}.type`, `must be one of ${TYPES.join(', ')}`);
    if (!Array.isArray(c.colors) || c.colors.length === 0 || c.colors.some((x) => !(COLORS as readonly string[]).includes(x as string))) {
      errors.add(`${p}.colors`, `must be a non-empty list of ${COLORS.join(', ')}`);
    }
    if (!isInt(c.level) || (c.level as number) < 0) errors.add(`${p}.level`, 'must be a whole number >= 0');
    if (c.alsoLimiting !== undefined && !(Array.isArray(c.alsoLimiting) && c.alsoLimiting.every((k) => typeof k === 'string'))) errors.add(`${p}.alsoLimiting`, 'must be a list of LRIG types');
    if (c.type === 'LRIG') {
      if (!isInt(c.limit)) errors.add(`${p}.limit`, 'an LRIG needs a whole-number limit');
      if (typeof c.lrigType !== 'string') errors.add(`${p}.lrigType`, 'an LRIG needs an LRIG type');
      if (c.alsoLrigTypes !== undefined && !(Array.isArray(c.alsoLrigTypes) && c.alsoLrigTypes.every((k) => typeof k === 'string'))) errors.add(`${p}.alsoLrigTypes`, 'must be a list of LRIG types');
      checkCost(errors, `${p}.growCost`, c.growCost ?? {});
    }
    if ((c.type === 'SIGNI' || c.type === 'RESONA') && (!isInt(c.power) || (c.power as number) < 0)) errors.add(`${p}.power`, 'a SIGNI or Resona needs a whole-number power');
    if (c.type === 'ARTS' || c.type === 'SPELL') checkCost(errors, `${p}.cost`, c.cost ?? {});
    if (c.type === 'ARTS' && !c.unsupported && (!Array.isArray(c.timings) || c.timings.length === 0 || c.timings.some((t) => !TIMINGS.includes(t as string)))) {
      errors.add(`${p}.timings`, `an ARTS needs timings from ${TIMINGS.join(', ')}`);
    }
    if (!isObj(c.text) || !Array.isArray(c.text.en)) errors.add(`${p}.text.en`, 'must be a list of sentences');
    if (c.effects !== undefined) {
      if (!isObj(c.effects)) errors.add(`${p}.effects`, 'must be an object');
      else {
        for (const [key, value] of Object.entries(c.effects)) {
          if (key === 'activated') for (const [j, a] of (Array.isArray(value) ? value : [value]).entries()) {
            // An ability used at one moment only (rules/attack-answer.ts): an LRIG's, "when an opposing SIGNI attacks".
            if (isObj(a) && a.timing !== undefined && (!ACT_MOMENTS.includes(a.timing as string) || c.type !== 'LRIG')) errors.add(`${p}.effects.activated[${j}].timing`, `must be ${ACT_MOMENTS.join(', ')}, on an LRIG`);
          }
          if (key === 'constant') {
            if (!Array.isArray(value)) errors.add(`${p}.effects.constant`, 'must be a list');
            else value.forEach((k, j) => {
              if (!isObj(k)) return errors.add(`${p}.effects.constant[${j}]`, 'must be an object');
              if (k.if !== undefined) checkCondition(errors, `${p}.effects.constant[${j}].if`, k.if);
              if (k.aura !== undefined && !isInt(k.aura)) errors.add(`${p}.effects.constant[${j}].aura`, 'must be a whole number');
              if (k.power !== undefined && !isInt(k.power)) errors.add(`${p}.effects.constant[${j}].power`, 'must be a whole number');
              if (k.per !== undefined) checkPer(errors, `${p}.effects.constant[${j}].per`, k.per);
              if (k.protectFrom !== undefined && ![k.protectFrom].flat().every((type) => TYPES.includes(type as string))) errors.add(`${p}.effects.constant[${j}].protectFrom`, `must be a card type or a list of them (${TYPES.join(', ')})`);
              if (k.fieldLevel !== undefined) {
                const f = k.fieldLevel;
                if (c.type !== 'SIGNI' || !isObj(f) || !isInt(f.level) || (f.level as number) < 0 || !Array.isArray(f.whileOther) || f.whileOther.length === 0 || !f.whileOther.every((x) => typeof x === 'string') || k.if !== undefined) {
                  errors.add(`${p}.effects.constant[${j}].fieldLevel`, 'a SIGNI\'s {"level": N, "whileOther": [classes]}, without "if"');
                }
              }
              if (k.payWith !== undefined) checkPayWith(errors, `${p}.effects.constant[${j}].payWith`, k.payWith);
              if (k.replace !== undefined) checkReplacement(errors, `${p}.effects.constant[${j}].replace`, k.replace);
              if (k.oppSpellCostMore !== undefined) checkCost(errors, `${p}.effects.constant[${j}].oppSpellCostMore`, k.oppSpellCostMore);
              // WX05 Tamayorihime, Sunspot Miko (table/color-override.ts): read from the LRIG only, without "if".
              if (k.signiColor !== undefined && (c.type !== 'LRIG' || !(COLORS as readonly string[]).includes(k.signiColor as string) || k.if !== undefined)) errors.add(`${p}.effects.constant[${j}].signiColor`, `an LRIG's colour (${COLORS.join(', ')}), without "if"`);
              for (const key of Object.keys(k)) if (!CONSTANT_KEYS.includes(key)) errors.add(`${p}.effects.constant[${j}].${key}`, `unknown field (${CONSTANT_KEYS.join(', ')})`);
            });
          } else if (key === 'triggers' || key === 'grants') {
            if (!Array.isArray(value)) errors.add(`${p}.effects.${key}`, 'must be a list');
            else value.forEach((t, j) => checkTrigger(errors, `${p}.effects.${key}[${j}]`, t));
          } else if (key === 'resona') {
            const options = isObj(value) && Array.isArray(value.options) ? value.options : undefined; // "choose N of these" (WD11 Yasudesu)
            if (options && isObj(value)) {
              if (value.timing !== 'main' || !isInt(value.choose) || (value.choose as number) < 1 || (value.choose as number) > options.length) errors.add(`${p}.effects.resona`, 'must be {"timing": "main", "choose": N (1 to the options), "options": [...]}');
              options.forEach((o, j) => {
                if (!isObj(o) || !['hand', 'ener', 'field'].includes(o.from as string)) errors.add(`${p}.effects.resona.options[${j}]`, 'must be {"from": "hand", "ener" or "field", "filter"?: {...}}');
                else if (o.filter !== undefined) checkFilter(errors, `${p}.effects.resona.options[${j}].filter`, o.filter);
              });
            } else if (!isObj(value) || value.timing !== 'main' || !isInt(value.trash) || (value.trash as number) < 1) {
              errors.add(`${p}.effects.resona`, 'must be {"timing": "main", "trash": N >= 1, "filter"?: {...}}');
            }
            if (c.type !== 'RESONA') errors.add(`${p}.effects.resona`, 'only a Resona has a play condition');
          } else if (key === 'activated' && Array.isArray(value)) value.forEach((a, j) => checkEffect(errors, `${p}.effects.activated[${j}]`, a));
          else if (key === 'grantActs') {
            if (!Array.isArray(value)) errors.add(`${p}.effects.grantActs`, 'must be a list of activated abilities');
            else value.forEach((a, j) => checkEffect(errors, `${p}.effects.grantActs[${j}]`, a));
          }
          else if (key === 'costBecomes') {
            if (!isObj(value) || !isObj(value.if)) errors.add(`${p}.effects.costBecomes`, 'needs "if" (a condition) and "cost"');
            else { checkCondition(errors, `${p}.effects.costBecomes.if`, value.if); checkCost(errors, `${p}.effects.costBecomes.cost`, value.cost); }
          } else if (key === 'lessByDiscard') {
            const shape = 'an ARTS only: {"n"?: N >= 1, "filter"?: {...}, "less": a cost}';
            if (!isObj(value) || c.type !== 'ARTS' || Object.keys(value).some((k) => !['n', 'filter', 'less'].includes(k))) errors.add(`${p}.effects.lessByDiscard`, shape);
            else if (value.n !== undefined && (!isInt(value.n) || (value.n as number) < 1)) errors.add(`${p}.effects.lessByDiscard.n`, shape);
            else { if (value.filter !== undefined) checkFilter(errors, `${p}.effects.lessByDiscard.filter`, value.filter); checkCost(errors, `${p}.effects.lessByDiscard.less`, value.less); }
          } else if (key === 'costPer') {
            const shape = 'a SPELL only: {"zone": "life", "hand", "ener" or "trash", "cost": a cost}';
            if (!isObj(value) || c.type !== 'SPELL' || !['life', 'hand', 'ener', 'trash'].includes(value.zone as string) || Object.keys(value).length !== 2) errors.add(`${p}.effects.costPer`, shape);
            else checkCost(errors, `${p}.effects.costPer.cost`, value.cost);
          } else if (key === 'cross') {
            if (!isObj(value) || typeof value.partner !== 'string' || (value.side !== 'left' && value.side !== 'right') || Object.keys(value).length !== 2) {
              errors.add(`${p}.effects.cross`, 'must be {"partner": a card id, "side": "left" or "right"}');
            }
            if (c.type !== 'SIGNI') errors.add(`${p}.effects.cross`, 'only a SIGNI has a [Cross] icon');
          } else if (key === 'growReveal') {
            if (c.type !== 'LRIG') errors.add(`${p}.effects.growReveal`, 'only an LRIG has a grow cost');
            checkFilter(errors, `${p}.effects.growReveal`, value);
          } else if (key === 'growIf') {
            if (c.type !== 'LRIG') errors.add(`${p}.effects.growIf`, 'only an LRIG has a grow condition');
            checkCondition(errors, `${p}.effects.growIf`, value);
          } else if (key === 'spellDownLess') {
            if (!isObj(value) || c.type !== 'SPELL') errors.add(`${p}.effects.spellDownLess`, 'a spell only: {"filter"?: {...}, "less": a cost}');
            else { checkCost(errors, `${p}.effects.spellDownLess.less`, value.less); if (value.filter !== undefined) checkFilter(errors, `${p}.effects.spellDownLess.filter`, value.filter); }
          } else if (key === 'usableIf') { // use conditions (issue 46)
            if (c.type !== 'ARTS') errors.add(`${p}.effects.usableIf`, 'only an ARTS has it');
            checkCondition(errors, `${p}.effects.usableIf`, value);
          } else if (key === 'costLessPer') { // a spell that costs less per SIGNI (table/spell-cost-field.ts)
            if (!isObj(value) || c.type !== 'SPELL') errors.add(`${p}.effects.costLessPer`, 'a SPELL only: {"per": {...}, "less": a cost}');
            else { checkPer(errors, `${p}.effects.costLessPer.per`, value.per); checkCost(errors, `${p}.effects.costLessPer.less`, value.less); }
          } else if (EFFECT_KINDS.includes(key)) checkEffect(errors, `${p}.effects.${key}`, value);
          else errors.add(`${p}.effects.${key}`, `unknown effect kind (${EFFECT_KINDS.join(', ')})`);
        }
      }
    }
  });
  errors.throwIfAny();
  return cards as CardDef[];
}
