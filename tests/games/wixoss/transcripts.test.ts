/** Transcripts (issue 15): a WIXOSS game written down as its cards became known replays like a seeded log. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog, writeLog } from '../../../src/engine/log.js';
import { matchToLog, playChoice, replayLog, resign, startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';
import { idOf, type WixossState } from '../../../src/games/wixoss/state.js';
import { ROOT } from '../../support/cli.js';

const TEXT = readFileSync(join(ROOT, 'examples', 'wixoss-table.log'), 'utf8');
const LINES = TEXT.split('\n');
const lineOf = (line: string) => LINES.indexOf(line) + 1;
const edited = (line: string, by: string) => {
  expect(LINES).toContain(line);
  return LINES.map((l) => (l === line ? by : l)).join('\n');
};
const failureOf = (text: string) => replayLog(game, parseLog(text)).failure;

describe('a WIXOSS transcript', () => {
  it('replays the worked example: coin flip, opening hands, draws, crushes and a look named where they became known', () => {
    const outcome = replayLog(game, parseLog(TEXT));
    expect(outcome.failure).toBeUndefined();
    expect(outcome.resultMismatch).toBeUndefined();
    const start = replayLog(game, parseLog(TEXT), 0).match.state as WixossState;
    expect(start.first).toBe(1);
    expect(start.players[0]!.hand.map((i) => idOf(start, i))).toEqual(['WD01-016', 'WD01-013', 'WD01-012', 'WD01-014', 'WD01-015']);
    // After the look and the reorder, Ann's deck top holds the three looked-at cards, in the order she chose.
    const moves = parseLog(TEXT).moves;
    const reordered = replayLog(game, parseLog(TEXT), moves.findIndex((m) => m.choice === 'top 2') + 1).match.state as WixossState;
    expect(reordered.players[0]!.deck.slice(0, 3).map((i) => idOf(reordered, i)).sort()).toEqual(['WD01-014', 'WD01-015', 'WD01-018']);
  });

  it('does not depend on the seed: any seed line replays to the same result', () => {
    const outcome = replayLog(game, parseLog(TEXT.replace('version: 1\n', 'version: 1\nseed: 12345\n')));
    expect(outcome.failure).toBeUndefined();
    expect(outcome.resultMismatch).toBeUndefined();
  });

  it('refuses a card that cannot be in that deck at its line, listing the cards that could be there', () => {
    const line = '> 2: WD02-013 WD02-010';
    const failure = failureOf(edited(line, '> 2: WD01-013 WD02-010'));
    expect(failure?.line).toBe(lineOf(line));
    expect(failure?.message).toMatch(/^WD01-013 cannot be the next card of 2: .* it could be: .*\bWD02-013\b/);
    expect(failure?.message).not.toMatch(/could be: .*WD01-/);
  });

  it('refuses a copy already used up: no WD01-010 is left unseen in that deck', () => {
    const text = TEXT.replace('> 1: WD01-010 WD01-009\n', '> 1: WD01-010 WD01-010\n');
    const failure = failureOf(text);
    expect(failure).toBeDefined();
    expect(failure?.line).toBe(lineOf('> 1: WD01-010 WD01-009'));
    expect(failure?.message).toMatch(/^WD01-010 cannot be the next card of 1/);
  });

  it('names the move whose drawn card is missing, and refuses a card where none becomes known', () => {
    const missing = failureOf(edited('> 2: WD02-009', '# (the draw forgotten)'));
    expect(missing?.line).toBe(lineOf('> 2: WD02-009') - 1); // the move that drew it
    expect(missing?.message).toMatch(/does not say which card of 2 becomes known here/);
    const extra = failureOf(edited('Ann: summon 3 1', 'Ann: summon 3 1\n> 1: WD01-009'));
    expect(extra?.line).toBe(lineOf('Ann: summon 3 1') + 1);
    expect(extra?.message).toMatch(/nothing of 1 becomes known here/);
  });

  it('a named card comes from anywhere that seat cannot see into: a crushed card may be one the deck sample held', () => {
    const log = parseLog(TEXT);
    const match = startMatch(game, log.header, { opening: log.opening ?? [], line: log.moves[0]?.line });
    const s = match.state as WixossState;
    const hidden = [...s.players[0]!.deck, ...s.players[0]!.life].map((i) => idOf(s, i)).sort();
    for (const move of log.moves.slice(0, 3)) playChoice(match, move.choice, undefined, { outcomes: move.outcomes ?? [], line: move.line });
    // Conservation: the told swaps only move cards between Ann's unseen places.
    const after = match.state as WixossState;
    expect([...after.players[0]!.deck, ...after.players[0]!.life].map((i) => idOf(after, i)).sort()).toEqual(hidden);
  });
});

describe('chance in WIXOSS', () => {
  const FIXTURES = join(ROOT, 'tests', 'fixtures', 'wixoss');
  const names = readdirSync(FIXTURES).filter((f) => f.endsWith('.log')).map((f) => join(FIXTURES, f))
    .concat(readdirSync(join(FIXTURES, 'boosters')).filter((f) => f.endsWith('.log')).map((f) => join(FIXTURES, 'boosters', f)));

  it('recording the outcomes changes nothing: the golden games play the same with and without, and their transcripts replay', () => {
    expect(names.length).toBeGreaterThan(5);
    for (const path of names) {
      const log = parseLog(readFileSync(path, 'utf8'));
      const plain = replayLog(game, log).match;
      const kept = startMatch(game, log.header, { record: true });
      for (const move of log.moves) {
        if (move.choice === 'resign') resign(kept, move.seat);
        else playChoice(kept, move.choice);
      }
      const strip = (s: WixossState) => ({
        ...s, rng: s.rng.words, players: s.players.map(({ fixed: _f, fixedTo: _t, bound: _b, ...p }) => p),
      });
      expect(strip(kept.state as WixossState)).toEqual(strip(plain.state as WixossState));
      // Written down from what was seen, without the seed, the game replays to the same result.
      const transcript = parseLog(writeLog(matchToLog(kept)).replace(/^seed: .*$/m, 'seed: at-the-table'));
      const told = replayLog(game, transcript);
      expect(told.failure).toBeUndefined();
      expect(told.resultMismatch).toBeUndefined();
    }
  });
});
