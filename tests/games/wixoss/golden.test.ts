/** Golden playthrough logs (one per starter matchup, made by scripts/wixoss-make-fixtures.mjs) replay to their result. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatResult, parseLog } from '../../../src/engine/log.js';
import { decisionOf, replayLog } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';

const dir = join(__dirname, '../../fixtures/wixoss');
const logs = readdirSync(dir).filter((f) => f.endsWith('.log')).sort();

describe('WIXOSS golden logs', () => {
  it('has one log per starter matchup (10 pairings, both rules options)', () => {
    expect(logs).toHaveLength(10);
    const options = logs.map((f) => parseLog(readFileSync(join(dir, f), 'utf8')).header.options.rules ?? 'seed');
    expect(new Set(options)).toEqual(new Set(['seed', 'modern']));
  });

  it.each(logs)('%s replays move by move to its result line', (file) => {
    const log = parseLog(readFileSync(join(dir, file), 'utf8'), file);
    expect(log.result).toBeDefined();
    const outcome = replayLog(game, log);
    expect(outcome.failure).toBeUndefined();
    expect(outcome.resultMismatch).toBeUndefined();
    const end = decisionOf(outcome.match);
    expect(end.over && formatResult(end.result, log.header.players)).toBe(log.result!.text);
  });
});
