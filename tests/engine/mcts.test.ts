import type { DecideContext } from '../../src/engine/deciders.js';
import type { AnyGame } from '../../src/engine/game.js';
import type { LogHeader } from '../../src/engine/log.js';
import { mctsDecider, MctsSearch, type MctsOptions } from '../../src/engine/mcts.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { selfPlay } from '../../src/engine/selfplay.js';
import { raceGame } from '../support/race-game.js';

const header: LogHeader = {
  game: 'race', version: '1', players: ['A', 'B'], seed: '7', first: 0, decks: ['basic', 'basic'], options: {}, orders: {},
};

/** The race game with counters: searches (determinizations), moves applied, evaluations, first moves of a search. */
function counted() {
  const counts = { searches: 0, applies: 0, evaluations: 0, rootChoices: new Set<string>() };
  const fresh = new WeakSet<object>();
  const game = {
    ...raceGame,
    determinize: (s: never, seat: number, rng: never) => {
      counts.searches++;
      const copy = raceGame.determinize(s, seat, rng);
      fresh.add(copy);
      return copy;
    },
    apply: (s: never, choice: string) => {
      counts.applies++;
      if (fresh.delete(s)) counts.rootChoices.add(choice);
      raceGame.apply(s, choice);
    },
    evaluate: (s: never, seat: number) => {
      counts.evaluations++;
      return raceGame.evaluate!(s, seat);
    },
  } as unknown as AnyGame;
  return { game, counts };
}

/** A position at the start of seat 0's turn, with a choice between plays and ending the turn. */
function position(game: AnyGame): DecideContext {
  const { state } = selfPlay(raceGame, header, [() => 'end'], 0).match;
  const decision = game.decision(state);
  if (decision.over) throw new Error('game over at start');
  return { game, state, decision, seats: 2 };
}

function search(options: MctsOptions) {
  const { game, counts } = counted();
  const pick = mctsDecider(seedRng('m'), options)(position(game));
  return { pick, counts };
}

describe('mcts options', () => {
  it('runs exactly the given number of iterations, one determinization each', () => {
    expect(search({ iterations: 37 }).counts.searches).toBe(37);
  });

  it('stops at the time budget, counted on the clock it reads rather than measured', () => {
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 10));
    try {
      // One clock read sets the deadline, then one per iteration: 10 ms each, so a 45 ms budget allows 4.
      expect(search({ iterations: 1000, timeMs: 45 }).counts.searches).toBe(4);
    } finally {
      clock.mockRestore();
    }
  });

  it('rollouts that run until the searching seat decides again play more moves than none', () => {
    const base = { iterations: 30, rolloutDepth: 0, rolloutPolicy: 'random' } as const;
    const none = search({ ...base, rolloutEnd: 'depth' }).counts.applies;
    const cycle = search({ ...base, rolloutEnd: 'cycle' }).counts.applies;
    const run = search({ ...base, rolloutEnd: 'run' }).counts.applies;
    expect(cycle).toBeGreaterThan(run);
    expect(run).toBeGreaterThan(none);
  });

  it('a rollout of two cycles plays on through the next round of turns, so it plays more moves than one', () => {
    const base = { iterations: 30, rolloutDepth: 0, rolloutPolicy: 'random', rolloutEnd: 'cycle' } as const;
    const one = search({ ...base, rolloutCycles: 1 }).counts.applies;
    const two = search({ ...base, rolloutCycles: 2 }).counts.applies;
    expect(two).toBeGreaterThan(one + 30);
  });

  it("a game's turnSeat counts the cycles: where the turn never leaves the searching seat, rollouts play on", () => {
    const base = { iterations: 30, rolloutDepth: 0, rolloutPolicy: 'random', rolloutEnd: 'cycle' } as const;
    const bySeats = search(base).counts.applies;
    const { game, counts } = counted();
    mctsDecider(seedRng('m'), base)(position({ ...game, turnSeat: () => 0 } as AnyGame));
    expect(counts.applies).toBeGreaterThan(bySeats + 30);
  });

  it('a greedy rollout looks one ply ahead at every step, a random one does not', () => {
    const base = { iterations: 20, rolloutDepth: 3, rolloutEnd: 'depth', widening: 0 } as const;
    const greedy = search({ ...base, rolloutPolicy: 'greedy' }).counts.evaluations;
    const random = search({ ...base, rolloutPolicy: 'random' }).counts.evaluations;
    expect(greedy).toBeGreaterThan(random + 20);
  });

  it("random rollouts play the game's rolloutChoice where it has one (with the search's rng), greedy ones do not", () => {
    /** The race game with a rollout policy that always plays on, recording what it was asked and what it chose. */
    const steered = () => {
      const asked: string[][] = [];
      const applied: string[] = [];
      let chosen: string | undefined;
      const game = {
        ...raceGame,
        apply: (s: never, choice: string) => {
          if (chosen !== undefined) expect(choice).toBe(chosen); // the policy's pick is the move played
          chosen = undefined;
          applied.push(choice);
          raceGame.apply(s, choice);
        },
        rolloutChoice: (s: never, seat: number, choices: string[], rng: never) => {
          expect(choices).toEqual((raceGame.decision(s) as { choices: string[] }).choices);
          expect(seat).toBe((raceGame.decision(s) as { seat: number }).seat);
          asked.push(choices);
          const plays = choices.filter((c) => c !== 'end');
          chosen = plays.length > 0 ? plays[randomInt(rng, plays.length)]! : 'end';
          return chosen;
        },
      } as unknown as AnyGame;
      return { game, asked, applied };
    };
    const base = { iterations: 20, rolloutDepth: 4, rolloutEnd: 'depth', widening: 0 } as const;
    const run = (options: MctsOptions) => {
      const s = steered();
      mctsDecider(seedRng('m'), options)({ ...position(s.game), game: s.game });
      return s;
    };
    const random = run({ ...base, rolloutPolicy: 'random' });
    expect(random.asked.length).toBeGreaterThan(20);
    // Same seed, same search: the policy draws only from the search's rng.
    expect(run({ ...base, rolloutPolicy: 'random' }).applied).toEqual(random.applied);
    expect(run({ ...base, rolloutPolicy: 'greedy' }).asked).toEqual([]);
  });

  it('progressive widening spends a short search on the best-looking move, without it every move is tried', () => {
    const widened = search({ iterations: 3, widening: 0.5 });
    // Playing the higher card scores most one ply ahead; ceil(0.5 * sqrt(passes + 1)) stays 1 for 3 passes.
    const values: number[] = position(raceGame).state.hands[0].map((card: string) => Number(card.split('-')[0]));
    const best = `play ${values.indexOf(Math.max(...values)) + 1}`;
    expect([...widened.counts.rootChoices]).toEqual([best]);
    expect(widened.pick).toBe(best);
    const all = search({ iterations: 3, widening: 0 });
    expect(all.counts.rootChoices.size).toBe(3);
  });

  it("progressive bias shares a node's visits out by the one-ply evaluation of its moves", () => {
    const ctx = position(raceGame);
    const values: number[] = ctx.state.hands[0].map((card: string) => Number(card.split('-')[0]));
    const high = `play ${values.indexOf(Math.max(...values)) + 1}`;
    // Every move allowed from the start (wide widening) and no exploration term: only rewards and the bias choose.
    const visits = (bias: number) => {
      const search = new MctsSearch(ctx, seedRng('b'), { iterations: 40, widening: 10, exploration: 0, bias });
      search.run();
      return new Map(search.result().stats.map((x) => [x.choice, x.visits]));
    };
    const plain = visits(0), biased = visits(1_000);
    expect(plain).not.toEqual(biased);
    // A huge bias outweighs the rewards: the best-looking move gets the most visits and `end` (scoring nothing
    // now) the fewest.
    expect(biased.get(high)).toBe(Math.max(...biased.values()));
    expect(biased.get('end')).toBe(Math.min(...biased.values()));
  });
});

describe('choice keys (GameDefinition.choiceKey)', () => {
  const cardValue = (card: string) => Number(card.split('-')[0]);
  /** The race game whose search keys a play by the card's value, not its place in the hand. */
  const keyed = { ...raceGame, choiceKey: (s: { turn: number; hands: string[][] }, choice: string) =>
    choice === 'end' ? choice : `play value ${cardValue(s.hands[s.turn]![Number(choice.split(' ')[1]) - 1]!)}` } as unknown as AnyGame;

  /**
   * Searches of seat 0 forced to end its turn, recording each iteration's first move of seat 1 (whose hand every
   * sample deals anew): whether it played the best card of that sample's hand.
   */
  function opponentPicks(game: AnyGame, seeds: number): boolean[] {
    const best: boolean[] = [];
    for (let n = 0; n < seeds; n++) {
      const { state } = selfPlay(raceGame, { ...header, seed: `k${n}` }, [() => 'end'], 0).match;
      state.played = 2; // seat 0 may only end its turn: the tree's next node is seat 1's, in every sample
      let copies = 0, moves = 0, sample: unknown;
      const watched = {
        ...game,
        determinize: (s: never, seat: number, rng: never) => { copies++; moves = 0; return (sample = game.determinize(s, seat, rng)); },
        apply: (s: { turn: number; hands: string[][] }, choice: string) => {
          if (s === sample) moves++; // not the one-ply looks of the widening's ranking, on copies
          // The second move of iteration 2 on is the tree's (the first iteration's is its rollout's).
          if (moves === 2 && copies >= 2 && choice !== 'end') {
            const values = s.hands[s.turn]!.map(cardValue);
            best.push(values[Number(choice.split(' ')[1]) - 1] === Math.max(...values));
          }
          game.apply(s, choice);
        },
      } as unknown as AnyGame;
      const decision = watched.decision(state);
      if (decision.over) throw new Error('game over');
      // Four iterations: widening lets seat 1's node consider only its best-ranked move all that time.
      new MctsSearch({ game: watched, state, decision, seats: 2 }, seedRng(`s${n}`), { iterations: 4 }).run();
    }
    return best;
  }

  it('a node keyed by meaning ranks the choices each sample brings, so widening plays the best of every sample', () => {
    const keyedPicks = opponentPicks(keyed, 20);
    expect(keyedPicks.length).toBeGreaterThan(20);
    expect(keyedPicks.every(Boolean)).toBe(true);
    // Keyed by place, the node keeps the order of its first sample, which is a random card in the others.
    expect(opponentPicks(raceGame, 20).some((best) => !best)).toBe(true);
  });

  it('two choices that mean the same move are one move of the tree and share their statistics', () => {
    const { state } = selfPlay(raceGame, header, [() => 'end'], 0).match;
    state.hands[0] = ['4-00', '4-01'];
    const decision = keyed.decision(state);
    if (decision.over) throw new Error('game over');
    const search = new MctsSearch({ game: keyed, state, decision, seats: 2 }, seedRng('d'), { iterations: 30, widening: 0 });
    search.run();
    const stats = new Map(search.result().stats.map((x) => [x.choice, x]));
    expect(stats.get('play 1')!.visits).toBeGreaterThan(0);
    expect(stats.get('play 2')).toEqual({ ...stats.get('play 1')!, choice: 'play 2' });
  });
});
