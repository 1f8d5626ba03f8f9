import { parseDeckText } from '../../../src/engine/decklist.js';
import { resolveDeck } from '../../../src/engine/match.js';
import { game } from '../../../src/games/pad/index.js';
import type { PadDeck } from '../../../src/games/pad/decks.js';

const rules = game.decks!;
const build = (text: string) => rules.build(parseDeckText(text, rules.sections), {});
const TEAM = "[team]\n1 Lil' Red Dragon\n1 Tyrra\n1 Pierdra\n1 Lil' Black Dragon\n1 Golden Egg\n";
const fill = (n: number) =>
  ['Red Dragon', 'Volcano Dragon', 'Tyran', 'Tyrannos', 'Black Dragon', 'Devil Dragon', 'Pierdrawn', 'Drawn Joker', 'Rubylit', 'Amelit', 'Intimidation', 'Quick Boost', 'Minerva', 'Hades']
    .map((name) => `3 ${name}`)
    .join('\n')
    .split('\n')
    .slice(0, Math.ceil(n / 3))
    .join('\n');

describe('deck rules', () => {
  it('accepts both built-in decks, labelled as ours', () => {
    for (const id of ['fire-dark', 'water-wood-light']) {
      const deck = resolveDeck(game, id, {}) as PadDeck;
      expect(deck.team).toHaveLength(5);
      expect(deck.deck).toHaveLength(40);
    }
    expect(rules.builtin.every((d) => /not an official list/.test(d.description))).toBe(true);
    expect(game.defaultDecks).toEqual(['fire-dark', 'water-wood-light']);
  });

  it('accepts a legal list and round-trips it through the one-line log form', () => {
    const { deck, problems } = build(`${TEAM}[deck]\n${fill(42)}`);
    expect(problems).toEqual([]);
    const again = build(rules.toText(deck!).split('; ').join('\n'));
    expect(again.deck).toEqual(deck);
  });

  it('reports every problem with its line', () => {
    const text = `${TEAM}[deck]\n4 Red Dragon\n1 Lil' Blue Dragon\n2 Red Dragn\n`;
    const { deck, problems } = build(text);
    expect(deck).toBeNull();
    expect(problems).toEqual(
      expect.arrayContaining([
        { line: 8, message: '4 copies of Red Dragon; at most 3 per name' },
        { line: 9, message: "Lil' Blue Dragon is a base monster; base monsters belong in [team], not in the deck" },
        { line: 10, message: 'unknown card "Red Dragn" (did you mean "Red Dragon"?)' },
        { message: 'the [deck] has 5 cards; it needs 40-60' },
      ]),
    );
  });

  it('needs exactly 5 base monsters in the team; 5 Golden Eggs are fine', () => {
    expect(build(`[team]\n5 Golden Egg\n[deck]\n${fill(42)}`).problems).toEqual([]);
    const wrong = build(`[team]\n4 Golden Egg\n1 Red Dragon\n[deck]\n${fill(42)}`).problems.map((p) => p.message);
    expect(wrong).toEqual(['Red Dragon is not a base monster; the team holds base monsters only']);
    expect(build(`[team]\n4 Golden Egg\n[deck]\n${fill(42)}`).problems.map((p) => p.message)).toEqual(['the [team] has 4 monsters; it needs exactly 5']);
  });

  it('caps the deck at 60 cards', () => {
    const big = `${TEAM}[deck]\n${fill(42)}\n3 Fire Orb Change\n3 Dark Orb Change\n3 Cure\n3 World\n3 Dragon Plant\n3 Zeus\n3 Venus`;
    expect(build(big).problems.map((p) => p.message)).toEqual(['the [deck] has 63 cards; it needs 40-60']);
  });
});
