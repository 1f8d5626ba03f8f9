/** Spec "Deck construction" (seed and Modern): every rule, every violation, line numbers. */
import { parseDeckText } from '../../../src/engine/decklist.js';
import { withContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { buildDeck, checkDeckData, deckRules } from '../../../src/games/wixoss/decks.js';
import { cardDef } from '../../../src/games/wixoss/cards/db.js';

const BUILTIN = deckRules.builtin;

const check = (text: string, options: Record<string, string> = {}) => buildDeck(parseDeckText(text, game.decks!.sections), options);
const white = BUILTIN.find((d) => d.id === 'white-hope')!.text;
const problems = (text: string, options: Record<string, string> = {}) => check(text, options).problems.map((p) => `${p.line ?? '-'}: ${p.message}`);

describe('built-in decks', () => {
  const starters = ['white-hope', 'red-ambition', 'blue-appli', 'green-wana', 'black-will'];
  it('the five starters come first, as printed (8 LRIG-deck cards, 4 of each of 10 main-deck cards)', () => {
    expect(BUILTIN.slice(0, 5).map((d) => d.id)).toEqual(starters);
    for (const d of BUILTIN.slice(0, 5)) {
      const built = check(d.text).deck!;
      expect([built.main.length, built.lrig.length]).toEqual([40, 8]);
    }
    expect(game.defaultDecks).toEqual(['white-hope', 'red-ambition']);
  });

  it('every built-in deck is legal under both rules (Modern allows them too)', () => {
    for (const d of BUILTIN) {
      expect([d.id, problems(d.text)]).toEqual([d.id, []]);
      expect([d.id, problems(d.text, { rules: 'modern' })]).toEqual([d.id, []]);
    }
  });

  it('decks of the later starters and the boosters, each labelled as built for testing (en + zh)', () => {
    const testing = BUILTIN.filter((d) => !starters.includes(d.id));
    const lrigTypes = (d: (typeof BUILTIN)[number]) => [...new Set(check(d.text).deck!.lrig.map(cardDef).filter((c) => c.type === 'LRIG').map((c) => c.lrigType))];
    // A later starter's deck plays its own LRIG (Eldora WD06, Iona WD07, Umr WD08, Sashe WD09).
    const own: Record<string, string> = { wd06: 'Eldora', wd07: 'Iona', wd08: 'Umr', wd09: 'Sashe' };
    const later = testing.filter((d) => /^wd0[6-9]-/.test(d.id));
    expect(later.length).toBeGreaterThanOrEqual(1);
    for (const d of later) expect([d.id, lrigTypes(d)]).toEqual([d.id, [own[d.id.slice(0, 4)]]]);
    const boosters = testing.filter((d) => d.id.startsWith('wx-'));
    expect(boosters.length).toBeGreaterThanOrEqual(3);
    expect(new Set(boosters.map((d) => lrigTypes(d).join())).size).toBe(boosters.length);
    for (const d of boosters) {
      // Mostly booster cards: at least 30 of the 40 main-deck cards are WX01-WX03 cards (any printing of one).
      const fromBoosters = check(d.text).deck!.main.filter((id) => id.startsWith('WX') || cardDef(id).reprintOf?.startsWith('WX'));
      expect([d.id, fromBoosters.length >= 30]).toEqual([d.id, true]);
    }
    for (const d of testing) {
      expect(withContentLang('en', () => d.name)).toMatch(/\(built for testing\)$/);
      expect(withContentLang('zh', () => d.name)).toMatch(/（测试用构筑）$/);
      expect(withContentLang('en', () => d.description)).toMatch(/not (the|an) official/);
      expect(withContentLang('zh', () => d.description)).toMatch(/并非官方/);
    }
  });

  it('round-trips through the one-line log form', () => {
    const deck = check(white).deck!;
    expect(check(game.decks!.toText(deck)).deck).toEqual(deck);
  });

  it('accepts names in any language, case-insensitively', () => {
    const text = white.replace('4 WD01-017  # Servant O', '4 servant o').replace('4 WD01-016  # Servant D', '4 サーバント　Ｄ');
    expect(problems(text)).toEqual([]);
  });
});

describe('construction rules', () => {
  it('main deck: exactly 40 cards', () => {
    expect(problems(white.replace('4 WD01-013', '3 WD01-013'))).toEqual(['-: the main deck must have exactly 40 cards, it has 39']);
  });

  it('main deck: exactly 20 Life Burst cards (seed); Modern allows fewer but not more', () => {
    // Swap 4 Servant O (burst) for 4 Servant O2 (no burst): 16 bursts, still 40 cards.
    const fewer = white.replace('4 WD01-017  # Servant O', '4 WD04-017');
    expect(problems(fewer)).toEqual(['-: the main deck must have exactly 20 Life Burst cards, it has 16']);
    expect(problems(fewer, { rules: 'modern' })).toEqual([]);
    const more = white.replace('4 WD01-013  # Kukri, Small Sword', '4 WD04-014');
    expect(problems(more, { rules: 'modern' })).toEqual(['-: the main deck must have at most 20 Life Burst cards, it has 24']);
  });

  it('LRIG deck: at most 10 cards and at least one level-0 LRIG', () => {
    const eleven = white.replace('[main]', '1 WD02-006\n1 WD02-007\n1 WD02-008\n[main]');
    expect(problems(eleven)).toEqual(['-: the LRIG deck may have at most 10 cards, it has 11']);
    expect(problems(white.replace('1 WD01-005  # Tamayorihime, New Moon Miko', ''))).toEqual(['-: the LRIG deck needs at least one level-0 LRIG']);
  });

  it('at most 4 of a name per deck, reprints counted together; Modern: 1 per name in the LRIG deck', () => {
    // WD01-017 and WD02-017 are both "Servant O".
    const text = white.replace('4 WD01-013  # Kukri, Small Sword', '1 WD02-017');
    const lines = text.split('\n');
    // Reported on the line where the count goes over 4: the WD01-017 line after the WD02-017 one.
    const line = lines.findIndex((l) => l.startsWith('4 WD01-017')) + 1;
    expect(problems(text)).toContain(`${line}: more than 4 Servant O in the main deck (5; reprints count together)`);
    const twoArts = white.replace('1 WD01-007  # Avon', '2 WD01-007');
    expect(problems(twoArts)).toEqual([]);
    expect(problems(twoArts, { rules: 'modern' })).toEqual(['8: more than 1 Avon in the LRIG deck (2; reprints count together) (Modern: 1 per name in the LRIG deck)']);
  });

  it('no white card (LRIG/ARTS) in the main deck, no black card (SIGNI/spell) in the LRIG deck', () => {
    const text = '[lrig]\n1 WD01-005\n1 WD01-009\n[main]\n1 WD01-006\n';
    const found = problems(text);
    expect(found).toContain('3: Romail, Helmet Armor is a SIGNI, a main-deck card: it belongs in the [main] deck, not the LRIG deck');
    expect(found).toContain('5: Rococo Boundary is an ARTS, an LRIG-deck card: it belongs in the [lrig] deck, not the main deck');
  });

  it('unknown cards get a line number and a suggestion; every violation is listed', () => {
    const text = '[lrig]\n1 WD01-005\n[main]\n4 Servent O\n4 WD09-999\n';
    const found = problems(text);
    expect(found[0]).toBe('4: unknown card "Servent O" (did you mean "Servant O"?)');
    expect(found[1]).toMatch(/^5: unknown card "WD09-999"/);
    expect(found).toContain('-: the main deck must have exactly 40 cards, it has 0');
    expect(found).toContain('-: the main deck must have exactly 20 Life Burst cards, it has 0');
    expect(check(text).deck).toBeNull();
  });
});

describe('the built-in decks file (data/wixoss/decks.json)', () => {
  const good = { id: 'x', name: { en: 'X', zh: '叉' }, description: { en: 'd' }, lrig: [[1, 'WD01-001']], main: [[4, 'WD01-009']] };

  it('is checked field by field, each problem named by its path', () => {
    expect(checkDeckData({ decks: [good] })).toEqual([good]);
    const bad = { ...good, name: { zh: '叉' }, lrig: [[0, 'WD01-001']], colour: 'white' };
    expect(() => checkDeckData({ decks: [good, bad] })).toThrow(/decks\[1\]\.name\.en: a text in English and Chinese needs "en"/);
    expect(() => checkDeckData({ decks: [bad] })).toThrow(/decks\[0\]\.lrig\[0\]: must be \[count, printing id\]/);
    expect(() => checkDeckData({ decks: [bad] })).toThrow(/decks\[0\]\.colour: unknown field of a built-in deck/);
    expect(() => checkDeckData({})).toThrow(/decks: must be a list of decks/);
  });
});
