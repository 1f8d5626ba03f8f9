/**
 * Hidden information through the CLI, for every game: what `replay --seat N --json` shows is exactly the board of
 * seat N's view (so it changes with nothing N cannot see), and piped play never prints a private event.
 */
import { outsideBoard } from '../../src/engine/board.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { determinizeFor } from '../../src/engine/determinize.js';
import { parseLog } from '../../src/engine/log.js';
import { playChoice, startMatch } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { cardref } from '../support/cli.js';

describe.each(GAMES.map((g) => g.id))('%s hides what a seat cannot see', (id) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
  const path = join(dir, 'game.log');
  // Midrash has no round limit unless one is chosen: a bot game gets one so it ends.
  const bound = id === 'midrash' ? ['--option', 'round-limit=30'] : [];
  const played = cardref(['play', id, '--seed', '5', '--bot', '1=random', '--bot', '2=random', ...bound, '--log', path]);

  it('replay --seat shows only that seat\'s view', async () => {
    expect(played.code).toBe(0);
    const game = await loadGame(id);
    const log = parseLog(readFileSync(path, 'utf8'));
    const match = startMatch(game, log.header);
    const checkpoints = new Set([0, 5, Math.floor(log.moves.length / 2), log.moves.length - 1]);
    for (const [i, move] of log.moves.entries()) {
      if (checkpoints.has(i)) {
        const shown = JSON.parse(cardref(['replay', path, '--at', String(i), '--seat', '1', '--json']).stdout).board;
        expect(shown).toEqual(outsideBoard(game.render(game.view(match.state, 0))));
        // The same board must come from any state that differs only in what seat 1 cannot see.
        const imagined = determinizeFor(game, match.state, 0, seedRng(`imagine${i}`));
        expect(outsideBoard(game.render(game.view(imagined, 0)))).toEqual(shown);
      }
      playChoice(match, move.choice);
    }
  });

  it('piped play prints no private event', async () => {
    const game = await loadGame(id);
    const log = parseLog(readFileSync(path, 'utf8'));
    const match = startMatch(game, log.header);
    const privateLines = new Set<string>();
    const publicLines = new Set<string>();
    for (const move of log.moves) {
      for (const e of playChoice(match, move.choice)) (e.to === undefined ? publicLines : privateLines).add(`  · ${e.text}`);
    }
    const printed = new Set(played.stdout.split('\n'));
    const leaked = [...privateLines].filter((line) => printed.has(line) && !publicLines.has(line));
    expect(leaked).toEqual([]);
  });
});
