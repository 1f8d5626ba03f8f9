/** The play screen's bots search in slices, sharing the seat's tree memory: they play the engine's decider's game. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGame } from '../../src/games/index.js';
import { parseLog } from '../../src/engine/log.js';
import { cardref } from '../support/cli.js';
import { searchedMoves } from '../support/search-game.js';

describe('play with searching bots', () => {
  it('plays the same game as the engine\'s mcts decider, move for move', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'cardref-')), 'bots.log');
    const run = cardref(['play', 'eatpaint', '--seed', '9', '--bot', '1=mcts', '--bot', '2=mcts', '--iterations', '40', '--log', log]);
    expect(run.code).toBe(0);
    const played = parseLog(readFileSync(log, 'utf8'));
    const searched = searchedMoves(await loadGame('eatpaint'), played.header, { iterations: 40 });
    expect(searched.over).toBe(true);
    expect(played.moves.map((m) => m.choice)).toEqual(searched.moves);
  }, 60_000);
});
