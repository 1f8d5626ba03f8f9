import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../../src/engine/package-root.js';
import { UserError } from '../../../src/engine/errors.js';
import { allCards, cardNo } from '../../../src/games/pad/cards/catalogue.js';
import { loadCards } from '../../../src/games/pad/cards/load.js';
import { game } from '../../../src/games/pad/index.js';
import { names, play, scenario, st } from './helpers.js';
import { cardNameWithJa } from '../../../src/engine/i18n.js';

const shared = (() => {
  try {
    return JSON.parse(readFileSync(join(packageRoot, '..', 'shared', 'data', 'pad', 'cards.json'), 'utf8')).cards as { number: string; set: string; nameEn: string; referenceText: string | null }[];
  } catch {
    return null;
  }
})();

describe('card data', () => {
  it('has all 121 cards of B01 with 2-3 drop kinds and, for monsters, 6 attack and extra values', () => {
    const b01 = allCards().filter((c) => c.id.startsWith('B01-'));
    expect(b01).toHaveLength(121);
    for (const c of allCards()) {
      expect(c.drops.length === 2 || c.drops.length === 3).toBe(true);
      if (c.kind === 'monster') expect(c.attack).toHaveLength(6);
    }
  });

  it('resolves every evolution line and ultimate requirement', () => {
    expect(allCards().filter((c) => c.evolvesFrom && c.from < 0)).toEqual([]);
    expect(allCards()[cardNo('Volcano Dragon')]!.from).toBe(cardNo('Red Dragon'));
    expect(allCards()[cardNo('Gigas')]!.from).toBe(cardNo('Titan')); // a case slip in the fan data, fixed on import
    expect(allCards()[cardNo('Ice Samurai Ogre')]!.discardIndex).toBe(cardNo('Mythlit'));
  });

  it('gives every B01 card with card text an effect in our own wording (en and zh)', () => {
    if (!shared) return expect(shared).toBeNull(); // the shared folder is not part of the package
    for (const raw of shared.filter((c) => c.set === 'B01' && c.referenceText)) {
      const c = allCards().find((x) => x.id === raw.number)!;
      expect({ id: c.id, ops: c.effects.flatMap((e) => e.ops).length > 0, zh: c.zh.length > 0 }).toEqual({ id: c.id, ops: true, zh: true });
      expect(c.text).not.toEqual(raw.referenceText);
      expect(raw.referenceText!.includes(c.text)).toBe(false);
    }
  });

  it('names the field path of a data error', () => {
    const bad = { cards: [{ id: 'X-1', key: 'x', name: 'X', kind: 'monster', attribute: 'purple', cost: 0, drops: ['fire'], effectTypes: [] }] };
    expect(() => loadCards(bad, { effects: {} })).toThrow(UserError);
    expect(() => loadCards(bad, { effects: {} })).toThrow(/cards\[0\]\.drops: must be 2 or 3 distinct kinds/);
    expect(() => loadCards(bad, { effects: {} })).toThrow(/cards\[0\]\.attribute: must be one of fire/);
    const skill = { id: 'X-2', key: 'x2', name: 'X2', kind: 'skill', attribute: 'fire', cost: 0, drops: ['fire', 'heal'], effectTypes: [] };
    expect(() => loadCards({ cards: [skill] }, { effects: { 'X-2': { text: 'a', zh: '甲', effects: [{ when: 'main', ops: [{ op: 'explode' }] }] } } })).toThrow(/X-2\.effects\[0\]\.ops\[0\]\.op: unknown op "explode"/);
    expect(() => loadCards({ cards: [skill] }, { effects: { 'X-3': { text: 'a', zh: '甲', effects: [] } } })).toThrow(/X-3: no card with this id/);
    expect(loadCards({ cards: [skill] }, { effects: {} })).toHaveLength(1);
    // Every field is declared: an unknown one, a condition's and a skill without its attribute are named too.
    const check = (cards: object[], effects: object) => { try { loadCards({ cards }, { effects }); return ''; } catch (error) { return (error as Error).message; } };
    const message = check([{ ...skill, colour: 'red' }, { ...skill, id: 'X-4', attribute: null }], { 'X-2': { text: 'a', zh: '甲', effects: [{ when: 'main', if: { minCombo: 3 }, ops: [] }] } });
    expect(message).toMatch(/cards\[0\]\.colour: unknown field of a card/);
    expect(message).toMatch(/cards\[1\]\.attribute: a skill needs an attribute/);
    expect(message).toMatch(/X-2\.effects\[0\]\.if\.minCombo: unknown field of a condition \(known: minCombos,/);
  });

  it('shows the catalogue with a compact attack row', () => {
    const row = game.cards.rows().find((r) => r.id === 'B01-004')!;
    expect(row.name).toBe('Meteor Volcano Dragon');
    expect(cardNameWithJa(row.names!)).toBe('Meteor Volcano Dragon (メテオボルケーノドラゴン)'); // the Japanese name alongside where known
    expect(row.fields.atk).toBe('2 3 5 7 8+1 10+1');
    expect(row.fields.drops).toBe('RH');
    expect(game.cards.rows().find((r) => r.id === 'B01-001')!.fields.atk).toBe('- 1 2 3 4 6');
  });
});

describe('cards of later sets', () => {
  it('loads every card of the shared file, marking the ones we cannot play yet', () => {
    const later = allCards().filter((c) => !c.id.startsWith('B01'));
    expect(allCards()).toHaveLength(400);
    expect(later.filter((c) => !c.unsupported).length).toBeGreaterThan(250);
    expect(allCards()[cardNo('Big Flamie')]!.effects).toEqual([{ when: 'evolve', ops: [{ op: 'draw', n: 1 }] }]);
    expect(allCards()[cardNo('Machine Golem Mk.II')]!.effects[0]!.when).toBe('turnStart');
    // A card with text but no effects is marked, never silently vanilla; so is one whose evolution needs a missing card.
    const textless = allCards().filter((c) => c.effectTypes.length > 0 && c.effects.length === 0 && !c.unsupported && !c.effectTypes.every((t) => t === 'defense'));
    expect(textless.map((c) => c.id)).toEqual([]);
    expect(allCards()[cardNo('Awoken Dancing Queen, Hera-Ur')]!.unsupported).toEqual({ reason: 'missingCard', card: 'Jewel of Fire' });
  });

  it('plays a later-set card through the same ops', () => {
    const m = scenario({ p1: { stacks: [['Flamie'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Big Flamie'], deck: ['Titan', 'Gigas'] } });
    play(m, 'evolve 1 on 1');
    expect(names(st(m).players[0]!.hand)).toEqual(['Titan']);
  });
});
