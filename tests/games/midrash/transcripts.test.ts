/** Transcripts (issue 15): a Midrash game written down as its cards were turned up replays like a seeded log. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChanceError } from '../../../src/engine/chance.js';
import { parseLog, writeLog } from '../../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, replayLog, startMatch } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { runTranscriptInvariants } from '../../../src/engine/kit/transcript-invariants.js';
import { catalogue } from '../../../src/games/midrash/cards/load.js';
import { game } from '../../../src/games/midrash/index.js';
import type { MidrashState } from '../../../src/games/midrash/state.js';
import { cardref, ROOT } from '../../support/cli.js';
import { header } from './helpers.js';

const TEXT = readFileSync(join(ROOT, 'examples', 'midrash-table.log'), 'utf8');
const LINES = TEXT.split('\n');
const lineOf = (line: string) => LINES.indexOf(line) + 1;
const edited = (line: string, by: string) => {
  expect(LINES).toContain(line);
  return LINES.map((l) => (l === line ? by : l)).join('\n');
};
const failureOf = (text: string) => replayLog(game, parseLog(text)).failure;
const ids = (cards: number[]) => cards.map((c) => catalogue().idOf[c]);

describe('a Midrash transcript', () => {
  it('replays the worked solo example: the demon, the calamities and each revealed card as named', () => {
    const outcome = replayLog(game, parseLog(TEXT));
    expect(outcome.failure).toBeUndefined();
    expect(outcome.resultMismatch).toBeUndefined();
    const start = replayLog(game, parseLog(TEXT), 0).match.state as MidrashState;
    expect(ids([start.solo!.demon])).toEqual(['al']);
    expect(ids(start.solo!.row.map((c) => c.card)).sort()).toEqual(['drought', 'eclipse', 'onslaught', 'raid', 'silence']);
    const summoned = replayLog(game, parseLog(TEXT), 13).match.state as MidrashState;
    expect(ids(summoned.reveal!.cards)).toEqual(['metatron', 'raziel', 'obizuth']);
  });

  it('refuses a card of another grimoire level at its line, listing the cards that could be there', () => {
    const line = '> level3: metatron raziel obizuth';
    const failure = failureOf(edited(line, '> level3: metatron zu obizuth'));
    expect(failure?.line).toBe(lineOf(line));
    expect(failure?.message).toMatch(/^zu cannot be the next card of level3: .* it could be: .*\braziel\b/);
  });

  it('refuses a card already used up (each calamity is there once)', () => {
    const line = '> calamities: raid drought silence onslaught eclipse';
    try {
      replayLog(game, parseLog(edited(line, '> calamities: raid raid silence onslaught eclipse')));
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ChanceError);
      expect((error as ChanceError).line).toBe(lineOf(line));
      expect((error as ChanceError).message).toMatch(/^raid cannot be the next card of calamities/);
      expect((error as ChanceError).candidates).toContain('drought');
      expect((error as ChanceError).candidates).not.toContain('raid');
    }
  });

  it('names the summon whose revealed cards are missing, and refuses a card where none was turned up', () => {
    const missing = failureOf(edited('> level3: metatron raziel obizuth', '> level3: metatron raziel'));
    expect(missing?.line).toBe(lineOf('Tina: summon 3'));
    expect(missing?.message).toMatch(/does not say which card of level3 becomes known here/);
    const extra = failureOf(edited('Tina: set stone 2', 'Tina: set stone 2\n> level1: zu'));
    expect(extra?.line).toBe(lineOf('Tina: set stone 2') + 1);
    expect(extra?.message).toMatch(/nothing of level1 becomes known here/);
  });

  it('gives the first player of a 2-4 player game as "> first: N", checked against the seats', () => {
    const match = startMatch(game, { ...header(3, 'first-pick'), first: undefined }, { record: true });
    const rng = seedRng('moves');
    for (let i = 0; i < 40; i++) {
      const d = decisionOf(match);
      if (d.over) break;
      playChoice(match, d.choices[randomInt(rng, d.choices.length)]!, d);
    }
    const text = writeLog(matchToLog(match));
    const first = /^> first: (\d)$/m.exec(text);
    expect(first).not.toBeNull();
    expect(replayLog(game, parseLog(text)).failure).toBeUndefined();
    const line = text.split('\n').indexOf(first![0]) + 1;
    expect(() => replayLog(game, parseLog(text.replace(first![0], '> first: 4')))).toThrow(/first must be a number from 1 to 3, got "4"/);
    try { replayLog(game, parseLog(text.replace(first![0], '> first: 4'))); } catch (error) { expect((error as ChanceError).line).toBe(line); }
  });

  it('is checked by `cardref replay`: exit 2, one cardref line with the file and line, in English and Chinese', () => {
    const dir = join(ROOT, 'tests', 'tmp-chance-midrash');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'wrong-level.log');
    const line = '> level3: metatron raziel obizuth';
    writeFileSync(path, edited(line, '> level3: metatron zu obizuth'));
    try {
      const en = cardref(['replay', path]);
      expect(en.code).toBe(2);
      expect(en.stderr.split('\n').filter((l) => l.startsWith('cardref:'))).toHaveLength(1);
      expect(en.stderr).toContain(`cardref: ${path}:${lineOf(line)}: zu cannot be the next card of level3`);
      const zh = cardref(['replay', path, '--lang', 'zh']);
      expect(zh.code).toBe(2);
      expect(zh.stderr).toContain(`cardref: ${path}:${lineOf(line)}: zu 不可能是 level3 的下一张牌`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('chance in Midrash', () => {
  it('recording the outcomes changes nothing: the golden games play the same with and without', () => {
    for (const name of ['four-players', 'solo-hard-loss', 'solo-win', 'three-players']) {
      const log = parseLog(readFileSync(join(ROOT, 'tests', 'fixtures', 'midrash', `${name}.log`), 'utf8'));
      const plain = replayLog(game, log).match;
      const kept = startMatch(game, log.header, { record: true });
      for (const move of log.moves) playChoice(kept, move.choice);
      const { heard: _h, ...rng } = kept.state.rng;
      expect({ ...kept.state, rng }).toEqual(plain.state);
    }
  });

  it('keeps the transcript invariants over random games of 1-4 seats in both modes', () => {
    const setups: [number, string][] = [[1, 'normal'], [1, 'hard'], [2, 'normal'], [3, 'hard'], [4, 'normal']];
    const headers = (i: number) => {
      const [players, mode] = setups[i % setups.length]!;
      return { ...header(players, `tr-${i}`, mode), first: undefined };
    };
    const report = runTranscriptInvariants(game, { games: 10, headers, maxSteps: 1500, probes: 3 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(10);
    expect(report.outcomes).toBeGreaterThan(10 * 5);
    expect(report.cannotProbes).toBeGreaterThan(10);
  });
});
