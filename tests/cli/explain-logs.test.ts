/**
 * `replay --explain` analyses exactly the game a log holds (issue 41): a transcript's cards as its `>` lines name
 * them, not the ones its seed would deal, over every shipped example and every golden fixture; and the analysis of
 * a decision reads only what the deciding seat may know, whatever the still hidden places of the state hold.
 * npm test explains every shipped example and every other fixture of each folder; `npm run soak` every fixture
 * (tests/support/sweep.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { analyse, analysisBudget } from '../../src/cli/analysis.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, fillForced, type Match, normalizeChoice, playChoice, resign, RESIGN, startMatch } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { loadGame } from '../../src/games/index.js';
import { cardref, ROOT } from '../support/cli.js';
import { FULL_SWEEP } from '../support/sweep.js';

function logsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.log'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The question `match` rests at (the positions explained are never over). */
function question(match: Match) {
  const decision = decisionOf(match);
  if (decision.over) throw new Error('the game is over here');
  return decision;
}

interface Row { move: number; played: string; best: string; stats: { choice: string; visits: number; winRate: number }[] }

const examples = logsUnder(join(ROOT, 'examples'));
const fixtures = logsUnder(join(ROOT, 'tests', 'fixtures'));
/** The first, third... fixture of each folder (sorted), or in the soak all of them. */
const explained = FULL_SWEEP ? fixtures : fixtures.filter((path, i) => fixtures.slice(0, i).filter((other) => dirname(other) === dirname(path)).length % 2 === 0);

describe('replay --explain over the shipped logs', () => {
  it('finds the four table transcripts and the fixtures', () => {
    expect(examples.filter((path) => path.endsWith('-table.log'))).toHaveLength(4);
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
    // The sample meets every folder of fixtures.
    expect(new Set(explained.map(dirname))).toEqual(new Set(fixtures.map(dirname)));
  });

  it.each([...examples, ...explained].map((path) => [relative(ROOT, path)]))('%s: every decision explained, as logged', async (path) => {
    const run = cardref(['replay', join(ROOT, path), '--explain', '--iterations', '2', '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { decisions } = JSON.parse(run.stdout) as { decisions: Row[] };
    expect(decisions.length).toBeGreaterThan(0);
    const rows = new Map(decisions.map((row) => [row.move, row]));
    const log = parseLog(readFileSync(join(ROOT, path), 'utf8'), path);
    const game = await loadGame(log.header.game);
    const told = log.opening !== undefined;
    const match = startMatch(game, log.header, told ? { opening: log.opening, line: log.moves[0]?.line } : undefined);
    const budget = analysisBudget(game, { iterations: 2 });
    for (const [i, move] of log.moves.entries()) {
      // The lone answers an older log lacks are filled in first, as replay does (issue 41).
      fillForced(match, move, decisionOf(match), told);
      const row = rows.get(i + 1);
      if (row) {
        const decision = question(match);
        expect(row.played).toBe(normalizeChoice(move.choice));
        for (const stat of row.stats) expect(decision.choices).toContain(stat.choice);
        if (told) {
          // A transcript's row is the analysis of the position it holds before this move (the seed's is another).
          const { best, stats } = await analyse({ game, state: match.state, decision, seats: log.header.players.length, match }, log.header.seed, i, budget);
          expect({ best: row.best, stats: row.stats }).toEqual({ best, stats });
        }
      }
      if (normalizeChoice(move.choice) === RESIGN) resign(match, move.seat);
      else playChoice(match, move.choice, undefined, told ? { outcomes: move.outcomes ?? [], line: move.line } : undefined);
    }
  });
});

describe('an analysis of a transcript', () => {
  it('depends only on what the deciding seat can see, not on the sample the hidden places hold', async () => {
    const path = join(ROOT, 'examples', 'eatpaint-table.log');
    const log = parseLog(readFileSync(path, 'utf8'), path);
    const game = await loadGame('eatpaint');
    const match = startMatch(game, log.header, { opening: log.opening!, line: log.moves[0]!.line });
    const moves = log.moves.slice(0, 3);
    for (const move of moves) playChoice(match, move.choice, undefined, { outcomes: move.outcomes ?? [], line: move.line });
    const decision = question(match);
    const budget = { iterations: 40 };
    const asked = await analyse({ game, state: match.state, decision, seats: 2, match }, log.header.seed, 3, budget);
    // The same position with every place the deciding seat cannot see dealt again.
    const other = game.determinize(match.state, decision.seat, seedRng('another sample'));
    other.rng = match.state.rng;
    other.events = match.state.events;
    expect(other).not.toEqual(match.state);
    expect(game.view(other, decision.seat)).toEqual(game.view(match.state, decision.seat));
    const again = await analyse({ game, state: other, decision: question({ ...match, state: other }), seats: 2, match }, log.header.seed, 3, budget);
    expect(again).toEqual(asked);
  });
});
