/** The random deck builder: every deck it makes passes the deck check, under both rule sets. */
import { parseDeckText } from '../../../src/engine/decklist.js';
import { seedRng } from '../../../src/engine/rng.js';
import { cardDef } from '../../../src/games/wixoss/cards/db.js';
import { buildDeck } from '../../../src/games/wixoss/decks.js';
import { game } from '../../../src/games/wixoss/index.js';
import { randomDeckText } from '../../../src/games/wixoss/random-deck.js';

const check = (text: string, rules: string) => buildDeck(parseDeckText(text, game.decks!.sections), { rules });

describe('random legal WIXOSS decks', () => {
  it('200 random decks are legal (seed and Modern) and playable: levels reachable, limiting conditions met', () => {
    const rng = seedRng('random-deck-test');
    const types = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const rules = i % 2 ? 'modern' : 'seed';
      const text = randomDeckText(rng, { rules });
      const built = check(text, rules);
      expect(built.problems.map((p) => p.message)).toEqual([]);
      const deck = built.deck!;
      const lrigs = deck.lrig.map(cardDef).filter((c) => c.type === 'LRIG');
      const type = lrigs[0]!.lrigType!;
      types.add(type);
      expect(lrigs.every((c) => c.lrigType === type)).toBe(true);
      const top = Math.max(...lrigs.map((c) => c.level));
      for (let level = 0; level <= top; level++) expect(lrigs.some((c) => c.level === level)).toBe(true);
      for (const c of [...deck.lrig, ...deck.main].map(cardDef)) {
        expect(c.unsupported).toBeUndefined();
        if (c.limiting) expect(c.limiting).toBe(type);
        if (c.type === 'SIGNI') expect(c.level).toBeLessThanOrEqual(top);
      }
    }
    // Every LRIG type with a supported level-0 LRIG turns up.
    expect(types.size).toBeGreaterThanOrEqual(5);
  });
});
