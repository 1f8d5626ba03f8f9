/**
 * Golden logs written by a game's fixture script carry a `# state: …` comment after every move: a short summary
 * of the game (life, hands, decks…) in the game's own words. These helpers replay such a log and compare.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGame } from '../../src/engine/game.js';
import { parseLog } from '../../src/engine/log.js';
import { playChoice, replayLog, startMatch } from '../../src/engine/match.js';

/** The log replays without an illegal move and ends with the result its `result:` line names. */
export function expectReplaysToResult(game: AnyGame, dir: string, file: string): void {
  const log = parseLog(readFileSync(join(dir, file), 'utf8'), file);
  expect(log.result).toBeDefined();
  const outcome = replayLog(game, log);
  expect(outcome.failure).toBeUndefined();
  expect(outcome.resultMismatch).toBeUndefined();
}

/** After every move the game's summary equals the `# state:` line written under that move. */
export function expectStateLines<S>(game: AnyGame, dir: string, file: string, summary: (state: S) => string): void {
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const log = parseLog(lines.join('\n'), file);
  const expected = lines.filter((l) => l.startsWith('# state: ')).map((l) => l.slice('# state: '.length));
  expect(expected.length).toBe(log.moves.length);
  const match = startMatch(game, log.header);
  log.moves.forEach((move, i) => {
    playChoice(match, move.choice);
    expect(`${move.line}: ${summary(match.state as S)}`).toBe(`${move.line}: ${expected[i]}`);
  });
}
