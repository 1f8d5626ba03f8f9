/** selfPlay hands each decider the current question and state, though it reuses one context object. */
import { decisionOf, playChoice, startMatch } from '../../src/engine/match.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { selfPlay } from '../../src/engine/selfplay.js';
import type { DecideContext } from '../../src/engine/deciders.js';
import type { Decision } from '../../src/engine/game.js';
import { raceGame } from '../support/race-game.js';

describe('selfPlay', () => {
  it('every question a decider sees is the one the game asks at that moment', () => {
    const header = { game: 'race', version: raceGame.version, players: ['A', 'B'], seed: 'ctx', decks: ['basic', 'basic'], options: {}, orders: {} };
    const rng = seedRng('ctx-bot');
    const seen: { decision: Decision; state: string }[] = [];
    const decider = (ctx: DecideContext): string => {
      expect(ctx.seats).toBe(2);
      expect(ctx.game).toBe(raceGame);
      seen.push({ decision: structuredClone(ctx.decision), state: JSON.stringify(ctx.state) });
      return ctx.decision.choices[randomInt(rng, ctx.decision.choices.length)]!;
    };
    const outcome = selfPlay(raceGame, header, [decider, decider]);
    expect(seen.length).toBe(outcome.decisions);
    expect(seen.length).toBeGreaterThan(5);
    // The same moves again, step by step: before each, the question and state the decider was shown.
    const again = startMatch(raceGame, header);
    outcome.match.moves.forEach((move, i) => {
      expect(seen[i]!.decision).toEqual(decisionOf(again));
      expect(seen[i]!.state).toBe(JSON.stringify(again.state));
      playChoice(again, move.choice);
    });
    expect(decisionOf(again).over).toBe(true);
  });
});
