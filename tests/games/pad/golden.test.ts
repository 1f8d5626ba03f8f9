import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog } from '../../../src/engine/log.js';
import { decisionOf, fillForced, playChoice, replayLog, startMatch } from '../../../src/engine/match.js';
import { packageRoot } from '../../../src/engine/package-root.js';
import { game } from '../../../src/games/pad/index.js';
import { padSummary } from '../../../src/games/pad/summary.js';
import type { PadState } from '../../../src/games/pad/state.js';

const dir = join(packageRoot, 'tests', 'fixtures', 'pad');
const files = readdirSync(dir).filter((f) => f.endsWith('.log'));

describe('golden playthroughs (scripts/pad-golden.mjs)', () => {
  it('has one per B01 deck order and two later-set matchups', () => {
    expect(files.sort()).toEqual([
      'b02-fire-light-vs-b04-fire-dark.log', 'b03-fire-light-vs-b02-fire-light.log', 'fire-dark-vs-water-wood-light.log', 'water-wood-light-vs-fire-dark.log',
    ]);
  });

  it.each(files)('%s replays move by move to the same states and result', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const log = parseLog(text, file);
    const expected = text.split('\n').filter((l) => l.startsWith('# state: ')).map((l) => l.slice(9));
    expect(expected).toHaveLength(log.moves.length);
    const match = startMatch(game, log.header);
    // The state after each move, once the lone questions the log was written without (fillForced) are answered.
    log.moves.forEach((move, i) => {
      fillForced(match, move, decisionOf(match), false);
      if (i > 0) expect(`${log.moves[i - 1]!.line}: ${padSummary(match.state as PadState)}`).toBe(`${log.moves[i - 1]!.line}: ${expected[i - 1]}`);
      playChoice(match, move.choice);
    });
    fillForced(match, undefined, decisionOf(match), false);
    const last = log.moves[log.moves.length - 1]!;
    expect(`${last.line}: ${padSummary(match.state as PadState)}`).toBe(`${last.line}: ${expected[log.moves.length - 1]}`);
    expect(decisionOf(match).over).toBe(true);
    const replayed = replayLog(game, log);
    expect(replayed.failure).toBeUndefined();
    expect(replayed.resultMismatch).toBeUndefined();
    expect(log.result?.text).toMatch(/wins/);
  });

  it('notices a wrong result line', () => {
    const text = readFileSync(join(dir, files[0]!), 'utf8').replace(/^result: (\w+) wins/m, (_, who) => `result: ${who === 'Ann' ? 'Ben' : 'Ann'} wins`);
    expect(replayLog(game, parseLog(text)).resultMismatch).toBeDefined();
  });
});
