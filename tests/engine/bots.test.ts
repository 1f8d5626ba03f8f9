import { makeBot } from '../../src/engine/bots.js';
import type { LogHeader } from '../../src/engine/log.js';
import { seedRng } from '../../src/engine/rng.js';
import { selfPlay } from '../../src/engine/selfplay.js';
import { raceGame } from '../support/race-game.js';

const header = (seed: number, first: number): LogHeader => ({
  game: 'race', version: '1', players: ['A', 'B'], seed: String(seed), first, decks: ['basic', 'basic'], options: {}, orders: {},
});

function winsOf(kind: 'greedy' | 'mcts', games: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const bot = makeBot(kind, seedRng(`b${g}`), { iterations: 150 });
    const random = makeBot('random', seedRng(`r${g}`));
    const outcome = selfPlay(raceGame, header(g, g % 2), [bot, random]);
    if (outcome.result?.winners.includes(0)) wins++;
  }
  return wins;
}

describe('bots', () => {
  it('greedy beats random in the toy game', () => {
    expect(winsOf('greedy', 40)).toBeGreaterThanOrEqual(30);
  });

  it('determinized MCTS beats random in the toy game', () => {
    expect(winsOf('mcts', 30)).toBeGreaterThanOrEqual(24);
  });

  it('bots never read the true hidden state: their choice is the same whatever the opponent holds', () => {
    // Two states that differ only in what seat 1 cannot see must get the same answer from the same bot seed.
    const a = selfPlay(raceGame, header(3, 0), [makeBot('random', seedRng(1))], 0).match.state;
    const b = structuredClone(a);
    [b.hands[1], b.decks[1]] = [b.decks[1].slice(0, 2), [...b.hands[1], ...b.decks[1].slice(2)]];
    for (const kind of ['greedy', 'mcts'] as const) {
      const decision = raceGame.decision(a);
      if (decision.over) throw new Error('game over at start');
      const pickA = makeBot(kind, seedRng('same'), { iterations: 60 })({ game: raceGame, state: a, decision, seats: 2 });
      const pickB = makeBot(kind, seedRng('same'), { iterations: 60 })({ game: raceGame, state: b, decision, seats: 2 });
      expect(pickA).toBe(pickB);
    }
  });
});
