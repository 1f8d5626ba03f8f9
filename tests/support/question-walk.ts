/**
 * Random games of a game whose questions name nothing hidden (EAT/PAINT, Midrash): every question, as every other
 * seat and a spectator read it, is the decider's name and the question as asked, and its entry in the game's
 * question table says so. Returns the entries met, so a test can see the walk reached them.
 */
import { randomDecider } from '../../src/engine/deciders.js';
import { selfPlayOptions, type AnyGame } from '../../src/engine/game.js';
import { cyclingHeaders } from '../../src/engine/kit/setups.js';
import { decisionOf, playChoice, startMatch } from '../../src/engine/match.js';
import { promptFor } from '../../src/engine/public-prompt.js';
import { seedRng } from '../../src/engine/rng.js';

export function walkQuestions(game: AnyGame, games: number, maxSteps: number): { keys: Set<string>; problems: string[] } {
  const keys = new Set<string>();
  const problems: string[] = [];
  const headers = cyclingHeaders(game, 'questions');
  const pick = randomDecider(seedRng('questions'));
  for (let g = 0; g < games; g++) {
    const given = headers(g);
    const match = startMatch(game, { ...given, options: selfPlayOptions(game, given.options) });
    const players = match.header.players;
    for (let step = 0; step < maxSteps; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      keys.add(game.questions.keyOf(match.state));
      for (const viewer of [...players.map((_, seat) => seat), null]) {
        if (viewer === decision.seat) continue;
        const read = promptFor(game, match.state, decision, viewer, players);
        if (read !== `${players[decision.seat]}: ${decision.prompt}`) problems.push(`game ${g} step ${step}: ${viewer} reads "${read}"`);
      }
      playChoice(match, pick({ game, state: match.state, decision, seats: players.length }), decision);
    }
  }
  return { keys, problems };
}
