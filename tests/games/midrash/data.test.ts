import { readDataJson } from '../../../src/engine/data-files.js';
import { UserError } from '../../../src/engine/errors.js';
import { catalogue, parseCatalogue } from '../../../src/games/midrash/cards/load.js';
import { game } from '../../../src/games/midrash/index.js';

describe('card data (data/midrash/cards.json)', () => {
  const cat = catalogue();

  it('holds the components: 6 x 10 equipment, 80 grimoire over levels 1-4, 6 supplies, 3 demons, 12 calamities', () => {
    expect(cat.kindIds).toEqual(['golem', 'stone', 'study', 'altar', 'demon-statue', 'angel-statue']);
    expect(cat.equipment.map((k) => k.length)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(cat.grimoire.map((l) => l.length)).toEqual([24, 22, 20, 14]);
    expect(cat.supplies.length).toBe(6);
    expect(cat.demons.length).toBe(3);
    expect(cat.calamities.length).toBe(12);
  });

  it('non-enemy grimoire cards cost their level; enemies sit on levels 2-4 only', () => {
    for (const level of cat.grimoire) for (const c of level) {
      const f = cat.front[c]!;
      if (f.enemy) expect(f.level).toBeGreaterThanOrEqual(2);
      else expect(f.cost).toBe(f.level);
    }
  });

  it('keeps the facts the rulebook fixes', () => {
    const f = (id: string) => cat.front[cat.idOf.indexOf(id)]!;
    expect([f('marid').cost, f('marid').attack, f('marid').wisdom, f('marid').possession]).toEqual([1, 1, 0, true]);
    expect([f('lutiyar').level, f('lutiyar').attack, f('lutiyar').wisdom]).toEqual([4, 10, 3]);
    expect(f('altar').cost).toBe(1);
    expect(f('sid').possession).toBe(true);
    expect(f('golem').effects.map((e) => [e.cost, e.ops?.map((o) => o.op)])).toEqual([[0, ['wasteSelf', 'mana']], [2, ['upgradeSelf']]]);
    expect(cat.character.front.effects.map((e) => e.when)).toEqual(['start', 'act', 'act']);
    expect(cat.calamityOf[cat.idOf.indexOf('mockery')]!.ops).toEqual([{ op: 'magicDown', n: 1 }]);
  });

  it('names every card in Chinese and English with our short wording in both; designed values are marked', () => {
    for (const f of cat.front) {
      expect(f.names.zh && f.names.en).toBeTruthy();
      expect(f.text.en.length).toBeLessThan(140);
      expect(f.text.zh.length).toBeLessThan(60);
    }
    expect(cat.front[cat.idOf.indexOf('marid')]!.names.ja).toBe('マリード');
    expect(cat.front[cat.idOf.indexOf('lutiyar')]!.names.ja).toBe('ルティーヤー');
    expect(cat.designedIds).toContain('golem');
    expect(cat.designedIds).toContain('asmodeus');
    expect(cat.designedIds).not.toContain('marid');
  });

  it('marks the effects that hinder other players with the blood icon', () => {
    const blood = [...new Set(cat.front.filter((f) => f.blood).map((f) => f.id))].sort();
    expect(blood).toEqual(['hila', 'obizuth', 'onoskelis', 'ornias']);
    expect(game.cards.rows().find((r) => r.id === 'hila')!.fields.kind).toBe('grimoire (blood)');
  });

  it('`cards midrash` lists every kind with a designed column and a note saying the set is designed', () => {
    const rows = game.cards.rows();
    expect(game.cards.note).toMatch(/[Dd]esigned/);
    expect(rows.find((r) => r.id === 'golem')!.fields.designed).toBe('yes');
    expect(rows.find((r) => r.id === 'golem+')).toBeDefined();
    expect(rows.find((r) => r.id === 'vanguard')!.fields.copies).toBe('4 (atk 5/5/7/7)');
    expect(rows.filter((r) => r.fields.kind === 'calamity').length).toBe(12);
  });

  it('`rules midrash` says the set is designed and lists the rulings', () => {
    const text = game.rules.map((t) => t.body).join('\n');
    expect(text).toMatch(/DESIGNED/);
    for (const word of ['Study', 'Altar', 'Demon Statue', 'Angel Statue', 'Kriltu', 'Onoskelis', 'Afarot', 'Hila', 'Marid']) expect(text).toContain(word);
  });

  it('bad data is refused with the field path, not a stack trace', () => {
    const raw = JSON.parse(JSON.stringify(readDataJson('midrash', 'cards.json'))) as { grimoire: { level: number; effects: { ops: { op: string }[] }[] }[] };
    raw.grimoire[0]!.level = 7;
    raw.grimoire[1]!.effects[0]!.ops[0]!.op = 'teleport';
    expect(() => parseCatalogue(raw, 'bad.json')).toThrow(UserError);
    try { parseCatalogue(raw, 'bad.json'); } catch (error) {
      expect((error as Error).message).toMatch(/grimoire\[0\]\.level: must be a whole number 1\.\.4/);
      expect((error as Error).message).toMatch(/grimoire\[1\]\.effects\[0\]\.ops\[0\]\.op: unknown op "teleport"/);
    }
  });

  it('is checked against declared fields: an unknown field, and fields that go together (an enemy and its attacks)', () => {
    type Card = { enemy?: boolean; attacks?: unknown; copies?: number; colour?: string };
    const raw = JSON.parse(JSON.stringify(readDataJson('midrash', 'cards.json'))) as { grimoire: Card[]; demons: Card[] };
    const enemy = raw.grimoire.findIndex((card) => card.enemy === true);
    const other = raw.grimoire.findIndex((card) => card.enemy !== true);
    delete raw.grimoire[enemy]!.attacks;
    delete raw.grimoire[other]!.copies;
    raw.demons[0]!.colour = 'red';
    const message = (() => { try { parseCatalogue(raw, 'bad.json'); return ''; } catch (error) { return (error as Error).message; } })();
    expect(message).toContain(`grimoire[${enemy}].attacks: an enemy needs "attacks"`);
    expect(message).toContain(`grimoire[${other}].copies: a card that is not an enemy needs "copies"`);
    expect(message).toContain('demons[0].colour: unknown field of a demon');
  });
});
