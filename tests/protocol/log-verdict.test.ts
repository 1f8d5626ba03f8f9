/**
 * One verdict on a log wherever it is read: `cardref replay`, `play --resume`, `serve`'s `load` and the library's
 * `openLog` accept and refuse the same logs, with the same line. scripts/log-verdicts.mjs mutates the shipped logs
 * (tests/fixtures, examples/) many ways and reads each all three ways; `npm run soak` runs 5,000.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLog, ProtocolError } from '../../src/index.js';
import { ProtocolServer } from '../../src/protocol/server.js';
import { GAMES } from '../../src/games/index.js';
import { cardref, ROOT } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-verdict-'));
const fixture = readFileSync(join(ROOT, 'tests/fixtures/midrash/three-players.log'), 'utf8');
const resultLine = fixture.split('\n').findIndex((l) => l.startsWith('result:')) + 1;
const falseResult = fixture.replace(/^result: .*$/m, 'result: Ann wins (made up)');

async function refusal(text: string): Promise<ProtocolError> {
  try {
    await openLog(text);
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
  throw new Error('openLog accepted the log');
}

describe('a false result line', () => {
  it('is refused by replay, by serve\'s load and by openLog, at its line', async () => {
    expect(fixture).not.toContain('result: Ann wins');
    const path = join(dir, 'false-result.log');
    writeFileSync(path, falseResult);
    const replay = cardref(['replay', path]);
    expect(replay.code).toBe(2);
    expect(replay.stderr).toContain(`false-result.log:${resultLine}: the log says "Ann wins (made up)" but the game gives`);

    const error = await refusal(falseResult);
    expect(error.code).toBe('bad-log');
    expect(error.details.line).toBe(resultLine);
    expect(error.message).toMatch(new RegExp(`^log:${resultLine}: the log says "Ann wins \\(made up\\)" but the game gives`));

    const server = new ProtocolServer({ games: await Promise.all(GAMES.map((g) => g.load())) });
    server.handle({ type: 'hello', protocol: 1 });
    const load = server.handle({ type: 'load', log: falseResult }) as { ok: boolean; code?: string; line?: number };
    expect(load).toMatchObject({ ok: false, code: 'bad-log', line: resultLine });
    // The true one still loads, and a reworded reason is no lie about who won.
    expect(server.handle({ type: 'load', log: fixture }).ok).toBe(true);
    expect(server.handle({ type: 'load', log: fixture.replace(/^(result: .*?) \(.*$/m, '$1 (in other words)') }).ok).toBe(true);
  });
});

describe('a bad option header', () => {
  const log = (option: string) => `game: midrash\nversion: 1\nplayers: Ann, Bob\nseed: 3\n${option}\n\n`;
  it.each([
    ['an option the game does not have', 'option.nosuch: 1', /:5: Midrash has no option "nosuch"/],
    ['a value the option does not take', 'option.round-limit: 0', /:5: option round-limit must be one of/],
  ])('is exit 2 with its line: %s (replay, --resume, load)', async (_what, line, message) => {
    const path = join(dir, `option-${line.length}.log`);
    writeFileSync(path, log(line));
    for (const args of [['replay', path], ['play', 'midrash', '--resume', path]]) {
      const run = cardref(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    const error = await refusal(log(line));
    expect(error.details.line).toBe(5);
  });
});

it('replay, load and openLog agree on 400 mutations of the shipped logs', () => {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/log-verdicts.mjs'), '--mutations', '400', '--seed', '7', '--json'], { encoding: 'utf8', timeout: 120_000 });
  expect(run.stderr).toBe('');
  const summary = JSON.parse(run.stdout);
  expect(summary.disagreementsShown).toEqual([]);
  expect(summary).toMatchObject({ tried: 400, disagreements: 0 });
  // Both verdicts are well represented: the mutations are neither all harmless nor all fatal.
  expect(summary.accepted).toBeGreaterThan(60);
  expect(summary.refused).toBeGreaterThan(150);
  expect(run.status).toBe(0);
}, 120_000);
