/**
 * Logs are language-independent: a game played with Chinese content writes the same log, `result:` line included, as
 * the same game played in English, while the reader sees the result worded in Chinese.
 */
import { setContentLang } from '../../src/engine/i18n.js';
import type { LogHeader } from '../../src/engine/log.js';
import { matchToLog } from '../../src/engine/match.js';
import { makeBot } from '../../src/engine/bots.js';
import { seedRng } from '../../src/engine/rng.js';
import { selfPlay } from '../../src/engine/selfplay.js';
import { writeLog } from '../../src/engine/log.js';
import { GAMES } from '../../src/games/index.js';

afterEach(() => setContentLang('en'));

const CJK = /[\u4e00-\u9fff]/;

describe('logs do not depend on the content language', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))('%s: a finished game logs the same in zh as in en', async (_id, entry) => {
    const game = await entry.load();
    for (let i = 0; i < 6; i++) {
      const players = Array.from({ length: game.players.default }, (_, s) => `P${s + 1}`);
      const header: LogHeader = {
        game: game.id, version: game.version, players, seed: `lang${i}`, options: {}, orders: {},
        decks: game.decks ? players.map((_, s) => game.defaultDecks![(s + i) % game.defaultDecks!.length]) : [],
      };
      const play = (lang: 'en' | 'zh') => {
        setContentLang(lang);
        const outcome = selfPlay(game, header, [makeBot('random', seedRng(`bot${i}`))]);
        return { log: writeLog(matchToLog(outcome.match)), reason: outcome.result?.reason ?? '' };
      };
      const en = play('en');
      const zh = play('zh');
      expect(zh.log).toBe(en.log);
      expect(en.log).toMatch(/\nresult: /);
      expect(CJK.test(en.log)).toBe(false);
      expect(CJK.test(zh.reason)).toBe(true);
    }
  });
});
