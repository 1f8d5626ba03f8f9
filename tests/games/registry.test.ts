import { GAMES } from '../../src/games/index.js';

describe('game registry', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))('%s: the quick rules loader gives the game\'s own rules text', async (_id, entry) => {
    const game = await entry.load();
    expect(game.id).toBe(entry.id);
    expect(game.name).toBe(entry.name);
    expect(await entry.loadRules()).toBe(game.rules);
  });
});
