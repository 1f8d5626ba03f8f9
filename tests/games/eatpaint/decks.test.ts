import { parseDeckText } from '../../../src/engine/decklist.js';
import { resolveDeck } from '../../../src/engine/match.js';
import { game } from '../../../src/games/eatpaint/index.js';
import type { EpDeck } from '../../../src/games/eatpaint/decks.js';

const rules = game.decks!;
const build = (text: string) => rules.build(parseDeckText(text, rules.sections), {});

describe('decks', () => {
  it('has a legal built-in deck for each of the 12 character x sub-deck combinations', () => {
    const ids = rules.builtin.map((d) => d.id).sort();
    expect(ids).toEqual(['aika-blue', 'aika-red', 'aika-yellow', 'himeria-apra', 'himeria-kasis', 'himeria-rain', 'rio-blue', 'rio-red', 'rio-yellow', 'sabil-apra', 'sabil-kasis', 'sabil-rain']);
    for (const d of rules.builtin) {
      const { deck, problems } = build(d.text);
      expect(problems).toEqual([]);
      expect(deck!.cards.length).toBe(30);
      expect(deck!.ink).toBe(deck!.character === 'aika' || deck!.character === 'rio' ? { red: 17, blue: 19, yellow: 18 }[deck!.sub as 'red'] : 0);
    }
    for (const id of game.defaultDecks!) expect(ids).toContain(id);
  });

  it('follows the seed recommendations for sabil-apra and aika-red', () => {
    const sabil = resolveDeck(game, 'sabil-apra', {}) as EpDeck;
    expect(sabil.cards).not.toContain('bouchou');
    expect(sabil.cards).not.toContain('flamingo');
    const aika = resolveDeck(game, 'aika-red', {}) as EpDeck;
    expect(aika.cards).not.toContain('kesshi');
    expect(aika.cards).not.toContain('mono');
  });

  it('round-trips through the one-line log form', () => {
    for (const d of rules.builtin) {
      const deck = build(d.text).deck!;
      const again = build(rules.toText(deck)).deck!;
      expect([...again.cards].sort()).toEqual([...deck.cards].sort());
      expect([again.character, again.sub, again.ink]).toEqual([deck.character, deck.sub, deck.ink]);
    }
  });

  it('accepts names in any language', () => {
    const text = rules.builtin.find((d) => d.id === 'sabil-apra')!.text.replace('1 Sabil', '1 サビル').replace('4 Meteor Shower', '4 流星群');
    expect(build(text).problems).toEqual([]);
  });

  it('reports every problem with its line number', () => {
    const text = [
      '[character]', '1 Sabil', '[deck]',
      '3 Dragon Gate', '4 Meteor Shower', '3 Grand Finale', '2 Revolving Lantern', '2 Red Spider Lily',
      '3 Crimson Strike', '3 Vermilion Cut', '2 Rose Rebirth', '3 Navy Impact', '3 Nostalgic Blood', '3 Dragon Breath',
    ].join('\n');
    const { deck, problems } = build(text);
    expect(deck).toBeNull();
    expect(problems).toEqual(expect.arrayContaining([
      { line: 14, message: 'unknown card "Dragon Breath" (did you mean "Dragon Gate"?)' },
      { line: 8, message: "Sabil's deck has 3 Red Spider Lily, this list has 2" },
      { line: 11, message: 'take 3 of each sub-deck kind, got 2 Rose Rebirth' },
      { message: 'the sub-deck cards come from 2 sub-decks; use one (apra, kasis)' },
    ]));
  });

  it('refuses cards of the other side, a missing character and a wrong INK pile', () => {
    expect(build('[deck]\n3 Crimson Strike').problems).toEqual([{ message: 'no character: add "[character]" and one of Sabil, Himeria, Aika, Rio' }]);
    const aika = rules.builtin.find((d) => d.id === 'aika-red')!.text;
    expect(build(aika.replace('17 A red INK', '16 A red INK')).problems).toEqual([{ message: 'the A red INK pile has 17 cards, this list has 16' }]);
    expect(build(aika.replace(/\[ink\]\n17 A red INK/, '')).problems[0]!.message).toMatch(/needs its INK pile/);
    const sabil = rules.builtin.find((d) => d.id === 'sabil-apra')!.text;
    const { problems } = build(sabil.replace('3 Crimson Strike', '3 Alarm'));
    expect(problems).toEqual(expect.arrayContaining([{ line: expect.any(Number), message: 'Alarm is a magician ink card; Sabil cannot use it' }]));
  });

  it('a bad deck through resolveDeck is a user error with line numbers, not a stack trace', () => {
    expect(() => resolveDeck(game, '[character]\n1 Rio\n[deck]\n3 Zeus', {}, 'my.deck')).toThrow(/my\.deck:4: Rio's deck has 3 Zeus's Purge|my\.deck/);
  });
});
