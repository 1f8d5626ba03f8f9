/** The play screen's bots search in slices, sharing the seat's tree memory: they play the engine's decider's game. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGame } from '../../src/games/index.js';
import { parseLog } from '../../src/engine/log.js';
import { mctsDecider } from '../../src/engine/mcts.js';
import { decisionOf, playChoice, startMatch } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { cardref } from '../support/cli.js';

describe('play with searching bots', () => {
  it('plays the same game as the engine\'s mcts decider, move for move', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'cardref-')), 'bots.log');
    const run = cardref(['play', 'eatpaint', '--seed', '9', '--bot', '1=mcts', '--bot', '2=mcts', '--iterations', '40', '--log', log]);
    expect(run.code).toBe(0);
    const played = parseLog(readFileSync(log, 'utf8'));
    const game = await loadGame('eatpaint');
    const match = startMatch(game, played.header);
    const deciders = [0, 1].map((seat) => mctsDecider(seedRng(`bot:${played.header.seed}:${seat}`), { iterations: 40 }));
    for (let step = 0; step < 500; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      playChoice(match, deciders[decision.seat]!({ game, state: match.state, decision, seats: 2, match }), decision);
    }
    expect(decisionOf(match).over).toBe(true);
    expect(played.moves.map((m) => m.choice)).toEqual(match.moves.map((m) => m.choice));
  }, 60_000);
});
