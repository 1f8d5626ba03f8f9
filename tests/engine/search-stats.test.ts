/** The root statistics of a search (what `hint` and `replay --explain` show), and the levels' bots. */
import { makeBot, resolveBot } from '../../src/engine/bots.js';
import type { DecideContext } from '../../src/engine/deciders.js';
import { levelBot, LEVEL_BOTS } from '../../src/engine/levels.js';
import type { AnyGame } from '../../src/engine/game.js';
import { GAMES } from '../../src/games/index.js';
import type { LogHeader } from '../../src/engine/log.js';
import { mctsDecider, MctsSearch } from '../../src/engine/mcts.js';
import { seedRng } from '../../src/engine/rng.js';
import { selfPlay } from '../../src/engine/selfplay.js';
import { raceGame } from '../support/race-game.js';

const header: LogHeader = {
  game: 'race', version: '1', players: ['A', 'B'], seed: '3', first: 0, decks: ['basic', 'basic'], options: {}, orders: {},
};

function position(): DecideContext {
  const { state } = selfPlay(raceGame, header, [makeBot('random', seedRng(1))], 0).match;
  const decision = raceGame.decision(state);
  if (decision.over) throw new Error('game over at start');
  return { game: raceGame, state, decision, seats: 2 };
}

describe('search statistics', () => {
  it('count every iteration once at the root, most visited first, the pick being the first', () => {
    const ctx = position();
    const search = new MctsSearch(ctx, seedRng('s'), { iterations: 120 });
    search.run();
    const { choice, stats, iterations } = search.result();
    expect(iterations).toBe(120);
    expect(stats.map((s) => s.choice).sort()).toEqual([...ctx.decision.choices].sort());
    expect(stats.reduce((sum, s) => sum + s.visits, 0)).toBe(120);
    for (let i = 1; i < stats.length; i++) expect(stats[i - 1]!.visits).toBeGreaterThanOrEqual(stats[i]!.visits);
    for (const s of stats) {
      expect(s.winRate).toBeGreaterThanOrEqual(0);
      expect(s.winRate).toBeLessThanOrEqual(1);
    }
    expect(choice).toBe(stats[0]!.choice);
    expect(choice).toBe(mctsDecider(seedRng('s'), { iterations: 120 })(ctx));
  });

  it('give the same result whether the search runs in one go or in slices', () => {
    const whole = new MctsSearch(position(), seedRng('x'), { iterations: 90 });
    whole.run();
    const sliced = new MctsSearch(position(), seedRng('x'), { iterations: 90 });
    while (!sliced.run(7));
    expect(sliced.result()).toEqual(whole.result());
  });

  it('never read the true hidden state: the statistics are the same whatever the opponent holds', () => {
    const a = position();
    const b = structuredClone(a.state);
    [b.hands[1], b.decks[1]] = [b.decks[1].slice(0, 2), [...b.hands[1], ...b.decks[1].slice(2)]];
    const of = (state: unknown) => {
      const search = new MctsSearch({ ...a, state }, seedRng('same'), { iterations: 80 });
      search.run();
      return search.result();
    };
    expect(of(b)).toEqual(of(a.state));
  });
});

describe('levels', () => {
  it('map to a bot and an iteration budget that grows with the level, each with a time cap', () => {
    expect(resolveBot('easy').kind).toBe('greedy');
    expect(resolveBot('normal')).toEqual(LEVEL_BOTS.normal);
    expect(LEVEL_BOTS.hard.mcts.iterations!).toBeGreaterThan(LEVEL_BOTS.normal.mcts.iterations!);
    expect(LEVEL_BOTS.normal.mcts.timeMs).toBe(1_000);
    expect(LEVEL_BOTS.hard.mcts.timeMs).toBe(5_000);
    // A level keeps its own budget whatever `--iterations` says; `mcts` takes it.
    expect(resolveBot('hard', { iterations: 5 })).toEqual(LEVEL_BOTS.hard);
    expect(resolveBot('mcts', { iterations: 5 })).toEqual({ kind: 'mcts', mcts: { iterations: 5 } });
  });

  it("in every game hard searches more than normal; a game's own budget changes only the options it names", async () => {
    const games = new Map<string, AnyGame>();
    for (const entry of GAMES) games.set(entry.id, await entry.load());
    const of = (id: string) => games.get(id)!;
    for (const game of games.values()) {
      const normal = levelBot('normal', game), hard = levelBot('hard', game);
      expect(hard.mcts.iterations!).toBeGreaterThan(normal.mcts.iterations!);
      expect(normal.mcts).toEqual({ ...LEVEL_BOTS.normal.mcts, iterations: normal.mcts.iterations });
      // Beyond the budget, a game may add only the search options measured for it (below).
      const measured = new Set(['iterations', 'bias', 'rolloutPolicy', 'rolloutCycles']);
      const others = (options: object) => Object.entries(options).filter(([option]) => !measured.has(option));
      expect(others(hard.mcts)).toEqual(others(LEVEL_BOTS.hard.mcts));
      expect(resolveBot('normal', {}, game)).toEqual(normal);
      expect(resolveBot('hard', {}, game)).toEqual(hard);
    }
    const ids = [...games.keys()];
    expect(levelBot('normal', of('eatpaint')).mcts.iterations).toBeLessThan(LEVEL_BOTS.normal.mcts.iterations!);
    // PAD's and WIXOSS's hard roll out greedily through two cycles (measured there, docs/bots.md).
    const greedyRollouts = ids.filter((id) => levelBot('hard', of(id)).mcts.rolloutPolicy === 'greedy');
    expect(greedyRollouts.sort()).toEqual(['pad', 'wixoss']);
    for (const id of greedyRollouts) expect(levelBot('hard', of(id)).mcts.rolloutCycles).toBe(2);
    expect(ids.filter((id) => levelBot('hard', of(id)).mcts.rolloutCycles !== undefined).sort()).toEqual(['pad', 'wixoss']);
    expect(levelBot('hard', of('eatpaint'))).toEqual(LEVEL_BOTS.hard);
    // Only Midrash's hard adds progressive bias (measured there, docs/bots.md).
    expect(ids.filter((id) => levelBot('hard', of(id)).mcts.bias !== undefined)).toEqual(['midrash']);
    expect(levelBot('hard', of('midrash')).mcts.bias).toBe(1);
    expect(levelBot('normal')).toEqual(LEVEL_BOTS.normal);
    expect(levelBot('easy', of('eatpaint'))).toEqual(LEVEL_BOTS.easy);
  });
});
