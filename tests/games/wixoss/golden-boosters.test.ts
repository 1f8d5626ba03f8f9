/**
 * Golden playthrough logs of booster-deck matchups (the decks built for testing, made by
 * `node scripts/wixoss-make-fixtures.mjs boosters`) replay move by move to their result.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatResult, parseLog } from '../../../src/engine/log.js';
import { decisionOf, replayLog } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';

const dir = join(__dirname, '../../fixtures/wixoss/boosters');
const logs = readdirSync(dir).filter((f) => f.endsWith('.log')).sort();
const boosterDecks = new Set(game.decks!.builtin.map((d) => d.id).filter((id) => id.startsWith('wx-')));

describe('WIXOSS golden logs of booster decks', () => {
  it('has at least three matchups of booster decks, under both rules options', () => {
    expect(logs.length).toBeGreaterThanOrEqual(3);
    const headers = logs.map((f) => parseLog(readFileSync(join(dir, f), 'utf8')).header);
    for (const h of headers) for (const d of h.decks) expect(boosterDecks.has(d!)).toBe(true);
    expect(new Set(headers.map((h) => h.decks.join(' vs '))).size).toBe(logs.length);
    expect(new Set(headers.map((h) => h.options.rules ?? 'seed'))).toEqual(new Set(['seed', 'modern']));
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
