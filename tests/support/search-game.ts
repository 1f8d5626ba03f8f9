/** A whole game played by the engine's search in every seat, as `play` and `sim` seed their bots. */
import type { AnyGame } from '../../src/engine/game.js';
import type { LogHeader } from '../../src/engine/log.js';
import { decisionOf, playChoice, startMatch } from '../../src/engine/match.js';
import { mctsDecider, type MctsOptions } from '../../src/engine/mcts.js';
import { seedRng } from '../../src/engine/rng.js';

/** The moves of the game from `header` with the search at `budget` in every seat (each seeded `bot:SEED:SEAT`). */
export function searchedMoves(game: AnyGame, header: LogHeader, budget: MctsOptions): { moves: string[]; over: boolean } {
  const match = startMatch(game, header);
  const seats = header.players.length;
  const deciders = Array.from({ length: seats }, (_, seat) => mctsDecider(seedRng(`bot:${header.seed}:${seat}`), budget));
  for (let step = 0; step < 500; step++) {
    const decision = decisionOf(match);
    if (decision.over) break;
    playChoice(match, deciders[decision.seat]!({ game, state: match.state, decision, seats, match }), decision);
  }
  return { moves: match.moves.map((m) => m.choice), over: decisionOf(match).over };
}
