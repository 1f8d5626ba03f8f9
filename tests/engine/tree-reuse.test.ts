/** Tree reuse: a seat's search keeps the subtree of its own moves for its next decision, and only that. */
import type { DecideContext } from '../../src/engine/deciders.js';
import type { LogHeader } from '../../src/engine/log.js';
import { decisionOf, playChoice, startMatch, undoLast, type Match } from '../../src/engine/match.js';
import { mctsDecider, MctsMemory, MctsSearch, type MctsOptions } from '../../src/engine/mcts.js';
import { seedRng } from '../../src/engine/rng.js';
import { selfPlay } from '../../src/engine/selfplay.js';
import { raceGame } from '../support/race-game.js';

const header: LogHeader = {
  game: 'race', version: '1', players: ['A', 'B'], seed: '5', first: 0, decks: ['basic', 'basic'], options: {}, orders: {},
};
const REUSE: MctsOptions = { iterations: 60, reuse: true };

function ask(match: Match): DecideContext {
  const decision = decisionOf(match);
  if (decision.over) throw new Error('game over');
  return { game: raceGame, state: match.state, decision, seats: 2, match };
}

/** Searches seat 0's question, plays the pick, and returns the search's result. */
function searchAndPlay(match: Match, memory: MctsMemory, seed = 'r', options = REUSE) {
  const search = new MctsSearch(ask(match), seedRng(seed), options, memory);
  search.run();
  const result = search.result();
  playChoice(match, result.choice);
  return result;
}

/** A fresh match at seat 0's first question, which has a play to make before its turn ends. */
const newMatch = () => startMatch(raceGame, header);

describe('tree reuse', () => {
  it('starts the next search of the seat from the subtree under its own move', () => {
    const match = newMatch();
    const memory = new MctsMemory();
    const first = searchAndPlay(match, memory);
    expect(first.choice).toMatch(/^play/); // seat 0 is asked again: its turn goes on
    expect(decisionOf(match)).toMatchObject({ over: false, seat: 0 });
    const picked = first.stats.find((s) => s.choice === first.choice)!;
    const next = new MctsSearch(ask(match), seedRng('r2'), REUSE, memory);
    next.run();
    const { kept, iterations, stats } = next.result();
    // The kept root holds the iterations that went through the move played; all but those that ended there (its
    // expansion) went on to one of the next moves, and the new iterations come on top.
    expect(kept).toBe(picked.visits);
    expect(kept).toBeGreaterThan(1);
    expect(iterations).toBe(60);
    const visits = stats.reduce((sum, s) => sum + s.visits, 0);
    expect(visits).toBeGreaterThan(iterations);
    expect(visits).toBeLessThan(kept + iterations);
  });

  it('is off by default and on when asked for', () => {
    const kept = (options: MctsOptions) => {
      const match = newMatch();
      const memory = new MctsMemory();
      searchAndPlay(match, memory, 'r', options);
      return new MctsSearch(ask(match), seedRng('r2'), options, memory).result().kept;
    };
    expect(kept({ iterations: 60 })).toBe(0);
    expect(kept({ iterations: 60, reuse: true })).toBeGreaterThan(0);
  });

  it('starts afresh once another seat has moved: its move text may name a card the seat never saw', () => {
    const match = newMatch();
    const memory = new MctsMemory();
    // Seat 0 plays its turn out, seat 1 answers, and seat 0 is asked again.
    while (decisionOf(match).over === false && (decisionOf(match) as { seat: number }).seat === 0) searchAndPlay(match, memory);
    expect(match.moves.at(-1)!.choice).toBe('end');
    playChoice(match, 'end');
    expect(match.moves.at(-1)!.seat).toBe(1);
    expect(new MctsSearch(ask(match), seedRng('r3'), REUSE, memory).result().kept).toBe(0);
  });

  it('starts afresh after an own move that showed the seat a hidden card or used chance (a locked move)', () => {
    const match = newMatch();
    const memory = new MctsMemory();
    searchAndPlay(match, memory);
    const kept = () => new MctsSearch(ask(match), seedRng('r5'), REUSE, memory).result().kept;
    expect(kept()).toBeGreaterThan(0);
    searchAndPlay(match, memory);
    match.moves.at(-1)!.locked = true; // as a draw would: the kept samples guessed another card
    expect(decisionOf(match)).toMatchObject({ over: false, seat: 0 });
    expect(kept()).toBe(0);
  });

  it('starts afresh in another match, such as the one an undo rebuilds', () => {
    const match = newMatch();
    const memory = new MctsMemory();
    searchAndPlay(match, memory);
    searchAndPlay(match, memory);
    const undone = undoLast(match);
    expect(undone.moves).toHaveLength(1);
    const kept = () => new MctsSearch(ask(match), seedRng('r4'), REUSE, memory).result().kept;
    expect(kept()).toBeGreaterThan(0); // the match searched last, with no move since: its whole tree
    expect(new MctsSearch(ask(undone), seedRng('r4'), REUSE, memory).result().kept).toBe(0);
  });

  it('never reads the true hidden state: the kept statistics are the same whatever the opponent holds', () => {
    const runOn = (edit: (match: Match) => void) => {
      const match = newMatch();
      edit(match);
      const memory = new MctsMemory();
      searchAndPlay(match, memory, 'same');
      const next = new MctsSearch(ask(match), seedRng('same2'), REUSE, memory);
      next.run();
      return next.result();
    };
    const swapped = runOn((match) => {
      const s = match.state;
      [s.hands[1], s.decks[1]] = [s.decks[1].slice(0, 2), [...s.hands[1], ...s.decks[1].slice(2)]];
    });
    const plain = runOn(() => undefined);
    expect(plain.kept).toBeGreaterThan(0);
    expect(swapped).toEqual(plain);
  });

  it('plays a game from its seed the same again', () => {
    const play = () => selfPlay(raceGame, header, [0, 1].map((seat) => mctsDecider(seedRng(`bot:${seat}`), REUSE))).match.moves;
    const once = play();
    expect(once.length).toBeGreaterThan(4);
    expect(play()).toEqual(once);
  });
});
