/** Conceding: a solo player who resigns has lost to the demon (not drawn); the log says so in English, the CLI in zh. */
import { setContentLang } from '../../../src/engine/i18n.js';
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

  it('with opponents, everyone else wins', () => {
    const match = startMatch(game, header(3, 'resign-three', 'normal'));
    resign(match, 1);
    expect(decisionOf(match)).toEqual({ over: true, result: { winners: [0, 2], reason: 'P2 resigned' } });
  });
});
