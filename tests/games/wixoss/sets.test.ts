/**
 * The booster and later starter cards in the deck check (data/wixoss/sets.json + effects/): every printing is found
 * by id or any of its names, the 4-copy rule counts reprints together across sets and with the starters, and a
 * reprint plays as its first printing does. (The CLI side, with edited effects files: tests/cli/wixoss-sets.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDeckText } from '../../../src/engine/decklist.js';
import { allCards, cardDef, cardIndex } from '../../../src/games/wixoss/cards/db.js';
import { SETS } from '../../../src/games/wixoss/cards/sets.js';
import { buildDeck } from '../../../src/games/wixoss/decks.js';
import { game } from '../../../src/games/wixoss/index.js';
import { className, m } from '../../../src/games/wixoss/messages/index.js';
import { setContentLang } from '../../../src/engine/i18n.js';

const ROOT = join(__dirname, '..', '..', '..');
const facts = (JSON.parse(readFileSync(join(ROOT, 'data/wixoss/sets.json'), 'utf8')) as { cards: { id: string; reprintOf?: string }[] }).cards;
const entries = new Set(SETS.flatMap((set) => Object.keys((JSON.parse(readFileSync(join(ROOT, `data/wixoss/effects/${set}.json`), 'utf8')) as { cards: object }).cards)));
const problems = (text: string) => buildDeck(parseDeckText(text, game.decks!.sections), {}).problems.map((p) => `${p.line ?? '-'}: ${p.message}`);

// Two different cards whose Chinese names the facts give alike (WX01-089 Kuro and WX06-032 Kuronyan).
const SHARED_NAMES = new Set(['幻兽 黑猫']);

describe('every set printing is known to check', () => {
  it('all 705 printings (305 of the seed\'s era, 400 of the next) are loaded, by id and by each of their ja / en / zh names', () => {
    expect(facts).toHaveLength(705);
    expect(facts.filter((f) => /^(WX0[4-6]|WD1[0-2]|SP0[1-7]|PR)-/.test(f.id))).toHaveLength(400);
    const index = cardIndex();
    for (const { id } of facts) {
      const card = cardDef(id);
      expect(index.find(id)).toBe(card);
      expect(index.find(id.toLowerCase())).toBe(card);
      // A name finds a printing of the same card (reprints share their names); never another card.
      for (const name of [card.name.ja, card.name.en, card.name.zh!]) {
        if (SHARED_NAMES.has(name)) continue;
        expect(index.find(name)?.name.en).toBe(card.name.en);
      }
    }
  });

  it('a deck line naming a set card in any language is never "unknown card"', () => {
    const cards = facts.map((f) => cardDef(f.id));
    const text = ['[lrig]', '[main]', ...cards.flatMap((c) => [`1 ${c.name.ja}`, `1 ${c.name.zh}`])].join('\n');
    expect(problems(text).filter((p) => p.includes('unknown card'))).toEqual([]);
  });
});

describe('the 4-copy rule counts reprints together', () => {
  // Servant Q2 is WD04-016 (starter file), WX02-076 (booster) and WD07-016 (later starter): one card.
  const base = (main: string[]) => ['[lrig]', '1 WD04-005', '[main]', ...main].join('\n');

  it('across the starters and the sets, on the line where the count goes over', () => {
    const found = problems(base(['2 WD04-016', '2 WX02-076', '1 WD07-016']));
    expect(found).toContain('6: more than 4 Servant Q2 in the main deck (5; reprints count together)');
    expect(problems(base(['2 WD04-016', '1 WX02-076', '1 WD07-016'])).filter((p) => p.includes('more than'))).toEqual([]);
  });

  it('by name too: Servant O2 by its Japanese, Chinese and English names and ids', () => {
    const o2 = cardDef('WX02-079');
    const found = problems(base([`2 ${o2.name.ja}`, `1 ${o2.name.zh}`, '1 WD07-017', '1 servant o2']));
    expect(found).toContain('7: more than 4 Servant O2 in the main deck (5; reprints count together)');
  });
});

describe('a reprint plays as its first printing', () => {
  it('a set reprint without its own entry has its first printing\'s wording, effects and support', () => {
    const reprints = facts.filter((f) => f.reprintOf && !entries.has(f.id) && facts.some((g) => g.id === f.reprintOf));
    expect(reprints.length).toBeGreaterThanOrEqual(10);
    for (const f of reprints) {
      const [card, first] = [cardDef(f.id), cardDef(f.reprintOf!)];
      expect([f.id, card.text, card.effects, card.unsupported]).toEqual([f.id, first.text, first.effects, first.unsupported]);
      expect([f.id, card.guard, card.lifeBurst, card.multiEner, card.power, card.level]).toEqual([f.id, first.guard, first.lifeBurst, first.multiEner, first.power, first.level]);
    }
  });

  it('a starter card and its booster printing, both playable, have the same ops and icons', () => {
    const pairs = allCards().filter((c) => !c.set && c.reprintOf && facts.some((f) => f.id === c.reprintOf)).map((c) => [c, cardDef(c.reprintOf!)] as const);
    expect(pairs.length).toBeGreaterThanOrEqual(15);
    const playable = pairs.filter(([a, b]) => !a.unsupported && !b.unsupported);
    // Servant Q2 and Servant O2 (vanilla) at least; every booster printing the card writers support joins them.
    expect(playable.length).toBeGreaterThanOrEqual(2);
    for (const [starter, booster] of playable) {
      expect([starter.id, starter.effects ?? {}]).toEqual([starter.id, booster.effects ?? {}]);
      expect([starter.id, starter.guard, starter.lifeBurst, starter.multiEner, starter.power]).toEqual([starter.id, booster.guard, booster.lifeBurst, booster.multiEner, booster.power]);
    }
  });
});

describe('the next era (WX04-WX06, WD10-WD12, SP, PR)', () => {
  it('a promotional printing is named without its promotion in brackets', () => {
    expect(cardDef('SP01-006').name).toEqual(cardDef('WD01-006').name);
    expect(cardDef('PR-042').name.en).toBe('Yuzuki-Zero');
    expect(cardDef('SP06-002').name.ja).toBe(cardDef('WX04-012').name.ja);
    for (const c of allCards()) expect([c.id, /初回限定|キャンペーン|参加賞|付録/.test(`${c.name.ja} ${c.name.en} ${c.name.zh ?? ''}`)]).toEqual([c.id, false]);
  });

  it('a reprint of a starter card (the SP sets) plays as the starter card: wording, effects, timings', () => {
    const reprints = facts.filter((f) => f.reprintOf && /^WD0[1-5]-/.test(f.reprintOf) && !entries.has(f.id));
    expect(reprints.length).toBeGreaterThanOrEqual(40);
    for (const f of reprints) {
      const [card, first] = [cardDef(f.id), cardDef(f.reprintOf!)];
      expect([f.id, card.text, card.effects, card.timings, card.unsupported]).toEqual([f.id, first.text, first.effects, first.timings, first.unsupported]);
    }
  });

  it('the new LRIG types are read, and a card of two limiting types keeps both', () => {
    expect(['WX04-012', 'WX04-017', 'WD11-002', 'WD12-002', 'WX04-001'].map((id) => cardDef(id).lrigType)).toEqual(['Mirurun', 'Anne', 'Myuu', 'Aiyai', cardDef('WX04-001').lrigType]);
    expect([cardDef('WX04-010').limiting, cardDef('WX04-010').alsoLimiting]).toEqual(['Hanayo', ['Yuzuki']]);
  });

  it('the 4-copy rule counts a reprint with its first printing across eras', () => {
    const text = ['[lrig]', '1 WD01-005', '[main]', '2 WD01-014', '2 SP01-016', '1 Bonya, Small Bow'].join('\n');
    expect(problems(text)).toContain('6: more than 4 Bonya, Small Bow in the main deck (5; reprints count together)');
  });

  it('every next-era printing plays; a card whose facts do not say what it does is refused in decks as not supported', () => {
    // (Code Piruluk E, Mirurun Yocto, Mayu and Code Love Heart CMR were this test's examples until they got entries.)
    const nextEra = allCards().filter((c) => /^(WX0[4-6]|WD1[0-2]|SP0[1-7]|PR)-/.test(c.id));
    expect(nextEra.length).toBe(400);
    expect(nextEra.filter((c) => c.unsupported).map((c) => c.id)).toEqual([]);
    // The seed era's WD08-006: its facts give no text at all.
    expect(cardDef('WD08-006').unsupported).toEqual({ reason: 'noFacts' });
    expect(problems(['[lrig]', '1 WD01-005', '1 WD08-006', '[main]', '1 WD01-014'].join('\n')).some((p) => p.includes('Ancient Surprise'))).toBe(true);
  });
});

describe('SIGNI classes', () => {
  it('every class a card of the data has is named in English and Chinese (a prompt or filter never shows the Japanese)', () => {
    const classes = [...new Set(allCards().filter((c) => c.type !== 'LRIG').flatMap((c) => c.classes ?? []))];
    expect(classes.length).toBeGreaterThanOrEqual(26);
    for (const lang of ['en', 'zh'] as const) {
      setContentLang(lang);
      expect([lang, classes.filter((k) => !Object.hasOwn(m().className, k))]).toEqual([lang, []]);
      if (lang === 'en') expect(classes.map(className).filter((name) => !/^[A-Z][A-Za-z ]+$/.test(name))).toEqual([]);
    }
    setContentLang('en');
  });
});
