/**
 * Loads and validates data/midrash/cards.json, numbering every physical card: equipment (10 per kind), grimoire
 * (copies, or one per enemy attack value), supplies, demons, calamities. Validation names the field path.
 */
import { DataErrors, readDataJson } from '../../../engine/data-files.js';
import { checkOp, optional, param, type OpTable } from '../../../engine/op-params.js';
import type { CalamityDef, CalamityOp, Catalogue, CharacterFace, DemonDef, Effect, Face, Names, Op, Text } from './types.js';

// The parameters each op's handler reads (rules/effects.ts for card ops, rules/solo.ts for calamities; types.ts `Op`).
const n = param.int(1, 9);
export const OP_PARAMS: OpTable = {
  mana: { n }, magic: { n }, setOrSummon: {}, set: {}, freeSummon: {}, upgradeSelf: {}, upgradeOwn: {}, wasteSelf: {},
  wasteOther: { maxWisdom: optional(param.int(0, 9)) }, restore: {}, ritual: {}, kriltu: {}, claimLegion: {}, onoskelis: {},
  othersMagicDown: { n }, returnSelf: {},
};
export const CALAMITY_OP_PARAMS: OpTable = {
  magicDown: { n }, drought: {}, invade: { n }, wasteBest: { n }, wasteEmpty: {}, breakBest: {}, demonUp: { n }, silence: {}, loseMerit: {},
};
const CONST_KEYS = ['study', 'angelStatue', 'demonStatue'];
const EQUIPMENT_PER_KIND = 10;
const SUPPLY_CARDS = 6;

/* eslint-disable @typescript-eslint/no-explicit-any */
class Reader {
  constructor(readonly errors: DataErrors) {}
  obj(v: any, path: string): any {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) { this.errors.add(path, 'must be an object'); return {}; }
    return v;
  }
  arr(v: any, path: string): any[] {
    if (!Array.isArray(v)) { this.errors.add(path, 'must be a list'); return []; }
    return v;
  }
  int(v: any, path: string, min = 0, max = 99): number {
    if (!Number.isInteger(v) || v < min || v > max) { this.errors.add(path, `must be a whole number ${min}..${max}`); return min; }
    return v;
  }
  str(v: any, path: string): string {
    if (typeof v !== 'string' || !v) { this.errors.add(path, 'must be a non-empty text'); return '?'; }
    return v;
  }
  names(v: any, path: string): Names {
    const o = this.obj(v, path);
    const names: Names = { zh: this.str(o.zh, `${path}.zh`), en: this.str(o.en, `${path}.en`) };
    if (o.ja !== undefined) names.ja = this.str(o.ja, `${path}.ja`);
    return names;
  }
  text(v: any, path: string): Text {
    const o = this.obj(v, path);
    return { en: this.str(o.en, `${path}.en`), zh: this.str(o.zh, `${path}.zh`) };
  }
  op(v: any, path: string, table: OpTable): any {
    checkOp(table, v, path, this.errors);
    return v;
  }
  effects(v: any, path: string): Effect[] {
    return this.arr(v, path).map((raw, i) => {
      const p = `${path}[${i}]`;
      const e = this.obj(raw, p);
      if (!['start', 'act', 'entry', 'const'].includes(e.when)) this.errors.add(`${p}.when`, 'must be start, act, entry or const');
      if (e.when === 'const') {
        if (!CONST_KEYS.includes(e.key)) this.errors.add(`${p}.key`, `must be one of ${CONST_KEYS.join(', ')}`);
        return { when: 'const', key: e.key } as Effect;
      }
      const ops = this.arr(e.ops, `${p}.ops`).map((o, j) => this.op(o, `${p}.ops[${j}]`, OP_PARAMS) as Op);
      const effect: Effect = { when: e.when, ops };
      if (e.when === 'act') effect.cost = this.int(e.cost, `${p}.cost`, 0, 9);
      return effect;
    });
  }
}

function face(r: Reader, raw: any, path: string, base: Partial<Face>): Face {
  const o = r.obj(raw, path);
  return {
    id: base.id!, kind: base.kind!, names: base.names!, no: base.no!, level: base.level ?? 0,
    cost: base.cost ?? r.int(o.cost, `${path}.cost`, 0, 9),
    attack: r.int(o.attack ?? base.attack, `${path}.attack`, 0, 20),
    wisdom: r.int(o.wisdom, `${path}.wisdom`, 0, 9),
    possession: o.possession === true, enemy: base.enemy ?? false, blood: o.blood === true,
    upgraded: base.upgraded ?? false,
    effects: r.effects(o.effects ?? [], `${path}.effects`),
    text: r.text(o.text, `${path}.text`),
  };
}

/** A face with no numbers and no effects: a demon, a calamity, the character. */
export function blankFace(id: string, kind: 'demon' | 'calamity' | 'character', names: Names, text: Text): Face {
  return { id, kind, names, no: '-', level: 0, cost: 0, attack: 0, wisdom: 0, possession: false, enemy: false, blood: false, upgraded: false, effects: [], text };
}

export function parseCatalogue(json: unknown, file = 'midrash/cards.json'): Catalogue {
  const errors = new DataErrors(file);
  const r = new Reader(errors);
  const root = r.obj(json, 'root');
  const cat: Catalogue = {
    character: undefined as any, kindIds: [], kindFront: [], kindBack: [], front: [], back: [],
    equipment: [], grimoire: [[], [], [], []], supplies: [], demons: [], calamities: [],
    demonOf: {}, calamityOf: {}, idOf: [], orderNames: [], designedIds: [], knownFacts: {},
  };
  const seen = new Set<string>();
  const note = (o: any, id: string, path: string) => {
    if (seen.has(id)) errors.add(`${path}.id`, `duplicate id "${id}"`);
    seen.add(id);
    if (o.designed === true) cat.designedIds.push(id);
    else if (o.designed !== false) errors.add(`${path}.designed`, 'must be true or false');
    cat.knownFacts[id] = r.arr(o.known ?? [], `${path}.known`).map(String);
  };
  const add = (f: Face, b: Face = f, orderName = f.id) => {
    cat.front.push(f); cat.back.push(b); cat.idOf.push(f.id);
    cat.orderNames.push(orderName === f.id ? [f.id] : [orderName, f.id]);
    return cat.front.length - 1;
  };

  const ch = r.obj(root.character, 'character');
  const charFace = (v: any, path: string): CharacterFace => {
    const o = r.obj(v, path);
    return { maxMagic: r.int(o.maxMagic, `${path}.maxMagic`, 1, 9), effects: r.effects(o.effects, `${path}.effects`), text: r.text(o.text, `${path}.text`) };
  };
  cat.character = { names: r.names(ch.names, 'character.names'), front: charFace(ch.front, 'character.front'), back: charFace(ch.back, 'character.back') };
  note(ch, 'sage', 'character');

  r.arr(root.equipment, 'equipment').forEach((raw, k) => {
    const p = `equipment[${k}]`;
    const o = r.obj(raw, p);
    const base = { id: r.str(o.id, `${p}.id`), kind: 'equipment' as const, names: r.names(o.names, `${p}.names`), no: r.str(o.no, `${p}.no`) };
    note(o, base.id, p);
    const f = face(r, o.front, `${p}.front`, base);
    const b = face(r, o.back, `${p}.back`, { ...base, upgraded: true });
    cat.kindIds.push(base.id); cat.kindFront.push(f); cat.kindBack.push(b);
    cat.equipment.push(Array.from({ length: EQUIPMENT_PER_KIND }, () => add(f, b)));
  });
  if (cat.kindIds.length !== 6) errors.add('equipment', `must list the 6 equipment kinds, found ${cat.kindIds.length}`);

  r.arr(root.grimoire, 'grimoire').forEach((raw, i) => {
    const p = `grimoire[${i}]`;
    const o = r.obj(raw, p);
    const id = r.str(o.id, `${p}.id`);
    note(o, id, p);
    const level = r.int(o.level, `${p}.level`, 1, 4);
    const enemy = o.enemy === true;
    const base = { id, kind: 'grimoire' as const, names: r.names(o.names, `${p}.names`), no: r.str(o.no, `${p}.no`), level, enemy };
    if (enemy) {
      const cost = r.int(o.cost, `${p}.cost`, 0, 9);
      const attacks = r.arr(o.attacks, `${p}.attacks`);
      // Copies that differ get their own order-line name: the id and the attack (`vanguard-7`).
      const differ = new Set(attacks).size > 1;
      attacks.forEach((a, j) => {
        const attack = r.int(a, `${p}.attacks[${j}]`, 0, 20);
        cat.grimoire[level - 1]!.push(add(face(r, o, p, { ...base, cost, attack }), undefined, differ ? `${id}-${attack}` : id));
      });
    } else {
      // Non-enemy grimoire cards cost their level (the number on the card back).
      const f = face(r, o, p, { ...base, cost: level });
      const copies = r.int(o.copies, `${p}.copies`, 1, 9);
      for (let c = 0; c < copies; c++) cat.grimoire[level - 1]!.push(add(f));
    }
  });
  const total = cat.grimoire.reduce((n, l) => n + l.length, 0);
  if (total !== 80) errors.add('grimoire', `must hold 80 cards, holds ${total}`);

  const s = r.obj(root.supply, 'supply');
  note(s, r.str(s.id, 'supply.id'), 'supply');
  const supplyFace = face(r, s, 'supply', { id: s.id, kind: 'supply', names: r.names(s.names, 'supply.names'), no: r.str(s.no, 'supply.no') });
  for (let i = 0; i < SUPPLY_CARDS; i++) cat.supplies.push(add(supplyFace));

  r.arr(root.demons, 'demons').forEach((raw, i) => {
    const p = `demons[${i}]`;
    const o = r.obj(raw, p);
    const def: DemonDef = {
      id: r.str(o.id, `${p}.id`), names: r.names(o.names, `${p}.names`), level: r.int(o.level, `${p}.level`, 1, 4),
      afterCalamity: r.int(o.afterCalamity ?? 0, `${p}.afterCalamity`, 0, 3), extraCalamities: r.int(o.extraCalamities ?? 0, `${p}.extraCalamities`, 0, 3),
      startTurn: r.int(o.startTurn ?? 1, `${p}.startTurn`, 1, 15),
      text: r.text(o.text, `${p}.text`),
    };
    note(o, def.id, p);
    const inst = add(blankFace(def.id, 'demon', def.names, def.text));
    cat.demons.push(inst); cat.demonOf[inst] = def;
  });
  if (cat.demons.length !== 3) errors.add('demons', 'must list 3 demons');
  const numbers = new Set<number>();
  r.arr(root.calamities, 'calamities').forEach((raw, i) => {
    const p = `calamities[${i}]`;
    const o = r.obj(raw, p);
    const def: CalamityDef = {
      id: r.str(o.id, `${p}.id`), number: r.int(o.number, `${p}.number`, 1, 15), names: r.names(o.names, `${p}.names`),
      ops: r.arr(o.ops, `${p}.ops`).map((x, j) => r.op(x, `${p}.ops[${j}]`, CALAMITY_OP_PARAMS) as CalamityOp), text: r.text(o.text, `${p}.text`),
    };
    if (numbers.has(def.number)) errors.add(`${p}.number`, `number ${def.number} is used twice`);
    numbers.add(def.number);
    note(o, def.id, p);
    const inst = add({ ...blankFace(def.id, 'calamity', def.names, def.text), no: String(def.number) });
    cat.calamities.push(inst); cat.calamityOf[inst] = def;
  });
  if (cat.calamities.length !== 12) errors.add('calamities', 'must list 12 calamities');
  errors.throwIfAny();
  return cat;
}

let cached: Catalogue | undefined;
export function catalogue(): Catalogue {
  return (cached ??= parseCatalogue(readDataJson('midrash', 'cards.json')));
}
