import { parseDeckText } from '../../../src/engine/decklist.js';
import { seedRng } from '../../../src/engine/rng.js';
import { allCards } from '../../../src/games/pad/cards/catalogue.js';
import { DECK_RULES } from '../../../src/games/pad/decks.js';
import { randomDeckText } from '../../../src/games/pad/random-deck.js';

describe('random legal decks (for the invariant runs)', () => {
  it('are legal, and 500 of them use every supported card of every set', () => {
    const rng = seedRng('random-decks');
    const used = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const { deck, problems } = DECK_RULES.build(parseDeckText(randomDeckText(rng), DECK_RULES.sections, 'random'), {});
      expect(problems).toEqual([]);
      for (const c of [...deck!.team, ...deck!.deck]) used.add(allCards()[c]!.id);
    }
    const supported = allCards().filter((c) => !c.unsupported).map((c) => c.id);
    expect(supported.filter((id) => !used.has(id))).toEqual([]);
    expect(allCards().filter((c) => c.unsupported && used.has(c.id))).toEqual([]);
  });
});
