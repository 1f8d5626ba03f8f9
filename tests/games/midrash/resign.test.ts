/** Conceding: a solo player who resigns has lost to the demon (not drawn); the log says so in English, the CLI in zh. */
import { zh } from '../../../src/cli/i18n/messages.js';
import { makeBot } from '../../../src/engine/bots.js';
import { setContentLang } from '../../../src/engine/i18n.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { decisionOf, matchToLog, resign, startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/midrash/index.js';
import { header } from './helpers.js';

afterEach(() => setContentLang('en'));

describe('resigning', () => {
  it('a solo game conceded is lost, with the label in English in the log and the reader\'s language on screen', () => {
    setContentLang('zh');
    const match = startMatch(game, header(1, 'resign-solo', 'normal'));
    resign(match, 0);
    expect(decisionOf(match)).toEqual({ over: true, result: { winners: [], reason: 'P1 认输', label: 'lost', labelText: '落败' } });
    expect(matchToLog(match).result?.text).toBe('lost (P1 resigned)');
  });

  it('with one opponent, the opponent wins (with more, the seat leaves: resign-leave.test.ts)', () => {
    const match = startMatch(game, header(2, 'resign-two', 'normal'));
    resign(match, 1);
    expect(decisionOf(match)).toEqual({ over: true, result: { winners: [0], reason: 'P2 resigned' } });
  });

  it('a solo game lost to the demon says so once, in the reader\'s language', () => {
    setContentLang('zh');
    const outcome = selfPlay(game, header(1, 'demon-zh', 'normal'), [makeBot('random', seedRng('demon-zh'))]);
    expect(outcome.result?.label).toBe('demon wins');
    const shown = zh.result(outcome.result!, ['P1']);
    expect(shown).toMatch(/^恶魔获胜（第 15 回合结束时只有 \d+ 睿智，恶魔占了上风）$/);
  });
});
