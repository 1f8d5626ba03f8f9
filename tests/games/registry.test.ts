import { GAMES } from '../../src/games/index.js';

const CJK = /[\u4e00-\u9fff]/;

describe('game registry', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))('%s: the quick rules loader gives the game\'s own rules text', async (_id, entry) => {
    const game = await entry.load();
    expect(game.id).toBe(entry.id);
    expect(game.name).toBe(entry.name);
    expect(await entry.loadRules('en')).toBe(game.rules);
  });

  it.each(GAMES.map((g) => [g.id, g] as const))('%s: the Chinese rules text has every topic of the English one, in Chinese', async (_id, entry) => {
    const en = await entry.loadRules('en');
    const zh = await entry.loadRules('zh');
    expect(zh.map((t) => t.id)).toEqual(en.map((t) => t.id));
    for (const topic of zh) {
      expect([topic.id, CJK.test(topic.title), CJK.test(topic.summary), CJK.test(topic.body)]).toEqual([topic.id, true, true, true]);
    }
  });
});
