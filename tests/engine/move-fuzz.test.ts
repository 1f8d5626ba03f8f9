/**
 * A typo must never end a game (issue 12): random and mutated move texts at positions reached by random play in every
 * setup (src/engine/kit/move-fuzz.ts). Here a sweep over setups spread across each game's list (every deck and option
 * value among them); `npm run soak` sends 20,000 texts a game over every setup (`--move-fuzz N`). The time goes into
 * the random play that reaches the positions, one game or more per setup: WIXOSS has 392 setups, EAT/PAINT 576.
 */
import { allSetups, type SetupVariant } from '../../src/engine/kit/setups.js';
import { fuzzGame } from '../../src/engine/kit/move-fuzz.js';
import { GAMES } from '../../src/games/index.js';

const TEXTS_PER_GAME = 2500;
const SETUPS_PER_GAME = 40;

/** What a setup varies: its player count, each seat's deck, each option's value. */
const valuesOf = (setup: SetupVariant) => [
  `players ${setup.players}`,
  ...setup.decks.map((deck, seat) => `seat ${seat} ${deck}`),
  ...Object.entries(setup.options).map(([name, value]) => `${name}=${value}`),
];

/** `count` setups spread evenly over the list, plus the first setup of each value the spread missed. */
function spread(setups: SetupVariant[], count: number): SetupVariant[] {
  if (setups.length <= count) return setups;
  const picked = Array.from({ length: count }, (_, i) => setups[Math.floor((i * setups.length) / count)]!);
  const met = new Set(picked.flatMap(valuesOf));
  for (const setup of setups) {
    if (valuesOf(setup).some((value) => !met.has(value))) {
      picked.push(setup);
      for (const value of valuesOf(setup)) met.add(value);
    }
  }
  return picked;
}

describe.each(GAMES.map((g) => [g.id, g] as const))('garbage moves in %s', (_id, entry) => {
  it(`${TEXTS_PER_GAME}+ random and mutated texts over ${SETUPS_PER_GAME}+ setups: each is legal or an IllegalChoiceError, none crashes`, async () => {
    const game = await entry.load();
    const setups = spread(allSetups(game), SETUPS_PER_GAME);
    // The spread meets every player count, every seat's every deck and every option value of the full list.
    expect(new Set(setups.flatMap(valuesOf))).toEqual(new Set(allSetups(game).flatMap(valuesOf)));
    const result = fuzzGame(game, '12', TEXTS_PER_GAME, setups);
    expect(result.crashes).toEqual([]);
    expect(result.tried).toBeGreaterThanOrEqual(TEXTS_PER_GAME);
    expect(result.setups).toBe(setups.length);
    // The generator must also hit legal texts now and then, or it would not be near the game's own notation.
    expect(result.legal).toBeGreaterThan(0);
    expect(result.legal).toBeLessThan(result.tried / 2);
  });
});
