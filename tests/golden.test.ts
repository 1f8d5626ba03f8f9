/**
 * Golden playthroughs (DESIGN.md "Playthrough fixture"): every log under tests/fixtures/<game>/ is replayed, its
 * result line verified, and what each seat saw after every move compared with the committed snapshot — full boards
 * at a few checkpoints, a digest of every view for the rest. A rules or view change shows up here; if it is
 * intended, update with `npx jest tests/golden.test.ts -u` and review the diff.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog, resultSays, resultWho } from '../src/engine/log.js';
import { decisionOf, fillForced, playChoice, resign, RESIGN, startMatch } from '../src/engine/match.js';
import { GAMES, loadGame } from '../src/games/index.js';

const FIXTURES = join(__dirname, 'fixtures');
const fixtures = GAMES.flatMap((g) => {
  let files: string[] = [];
  try {
    files = readdirSync(join(FIXTURES, g.id)).filter((f) => f.endsWith('.log'));
  } catch {
    files = [];
  }
  return files.map((f) => [g.id, f] as const);
});

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

describe('golden playthroughs', () => {
  it('exist for every game that has decks or seats to play', () => {
    expect(new Set(fixtures.map(([id]) => id)).size).toBeGreaterThanOrEqual(3);
  });

  it.each(fixtures)('%s/%s replays with the same views', async (id, file) => {
    const game = await loadGame(id);
    const log = parseLog(readFileSync(join(FIXTURES, id, file), 'utf8'), file);
    const match = startMatch(game, log.header);
    const seats = log.header.players.map((_, s) => s);
    const checkpoints = new Set([0, Math.floor(log.moves.length / 2), log.moves.length]);
    const views: string[] = [];
    const boards: Record<string, unknown> = {};
    const record = (i: number) => {
      views.push(seats.map((s) => digest(game.view(match.state, s))).join(' '));
      if (checkpoints.has(i)) boards[`after move ${i}`] = game.render(game.view(match.state, null));
    };
    // Each move's views are recorded once the lone questions the log was written without are answered (fillForced).
    for (const [i, move] of log.moves.entries()) {
      if (move.choice !== RESIGN) fillForced(match, move, decisionOf(match), false);
      record(i);
      if (move.choice === RESIGN) resign(match, move.seat);
      else playChoice(match, move.choice);
    }
    fillForced(match, undefined, decisionOf(match), false);
    record(log.moves.length);
    const end = decisionOf(match);
    expect(end.over).toBe(true);
    expect(log.result).toBeDefined();
    if (end.over) expect(resultSays(log.result!.text, resultWho(end.result, log.header.players))).toBe(true);
    expect({ moves: log.moves.length, result: end.over ? end.result : null, boards, views }).toMatchSnapshot();
  });
});
