/** Card data: every printed fact matches the shared starter-deck facts; schema errors name the field path. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allCards } from '../../../src/games/wixoss/cards/db.js';
import { validateCards } from '../../../src/games/wixoss/cards/validate.js';

interface Fact {
  id: string; nameJa: string; nameEn: string; nameZh: string; type: string; color: string; level: number; limit: number | null;
  power: number | null; cost?: Record<string, number>; growCost?: Record<string, number>; guard: boolean; multiEner: boolean; lifeBurst: boolean;
  timings: string[] | null;
}

// The printed facts of ../shared/data/wixoss/starter-decks.json (texts left out), kept as a fixture.
const facts: Fact[] = (JSON.parse(readFileSync(join(__dirname, '../../fixtures/wixoss/starter-facts.json'), 'utf8')) as { cards: Fact[] }).cards;

describe('card data', () => {
  const byId = new Map(allCards().map((c) => [c.id, c]));

  it('has all 90 starter cards with names in ja/en/zh and our own wording in en and zh', () => {
    expect(byId.size).toBeGreaterThanOrEqual(90);
    for (const c of allCards()) {
      expect(c.name.ja && c.name.en && c.name.zh).toBeTruthy();
      if (c.effects) expect(c.text.en.length * c.text.zh.length).toBeGreaterThan(0);
    }
  });

  it('matches every printed fact of the starter decks', () => {
    expect(facts).toHaveLength(90);
    const timing: Record<string, string> = { mainPhase: 'main', attackPhase: 'attack', spellCutIn: 'spellCutIn' };
    for (const f of facts) {
      const c = byId.get(f.id)!;
      expect({ id: c.id, ja: c.name.ja, en: c.name.en, zh: c.name.zh, type: c.type, colors: c.colors, level: c.level }).toEqual({
        id: f.id, ja: f.nameJa, en: f.nameEn, zh: f.nameZh, type: f.type, colors: [f.color], level: f.level,
      });
      expect(c.limit ?? null).toEqual(f.type === 'LRIG' ? f.limit : null);
      expect(c.power ?? null).toEqual(f.power);
      expect([Boolean(c.guard), Boolean(c.multiEner), Boolean(c.lifeBurst)]).toEqual([f.guard, f.multiEner, f.lifeBurst]);
      if (f.type === 'ARTS' || f.type === 'SPELL') expect(c.cost).toEqual(f.cost);
      if (f.type === 'LRIG') expect(c.growCost).toEqual(f.growCost);
      expect(c.timings ?? null).toEqual(f.timings ? f.timings.map((t) => timing[t]) : null);
    }
  });

  it('reports schema problems with the field path', () => {
    const bad = { cards: [{ id: 'X-1', name: { ja: 'x', en: 'X' }, type: 'SIGNI', colors: ['purple'], level: 1, text: { en: [] }, effects: { onPlay: { ops: [{ op: 'explode' }] } } }] };
    expect(() => validateCards(bad, 'test.json')).toThrow(/cards\[0\]\.colors/);
    expect(() => validateCards(bad, 'test.json')).toThrow(/cards\[0\]\.power/);
    expect(() => validateCards(bad, 'test.json')).toThrow(/cards\[0\]\.effects\.onPlay\.ops\[0\]\.op: unknown op "explode"/);
    expect(() => validateCards({ nope: 1 }, 'test.json')).toThrow(/"cards" list/);
  });
});
