import { createReferee, stepTable, type RefereeRules, type TaskRules } from '../../src/engine/referee.js';
import type { BaseState } from '../../src/engine/game.js';
import { AS_ASKED, declareQuestions, NEVER_ASKS } from '../../src/engine/moves/questions.js';

/** A decision as it reads and serializes (a table question words its prompt when read). */
const plain = (decision: unknown) => JSON.parse(JSON.stringify(decision)) as unknown;

// A toy game: a turn of two steps (an automatic `draw`, then `main` asking "add" or "stop"); tasks `gain` (automatic)
// and `pick` (a question; a pick of one option may be answered by itself).
type Task = { kind: 'gain'; n: number; then?: Task } | { kind: 'pick'; seat: number; options: string[] };
interface Toy extends BaseState {
  step: 'draw' | 'main';
  seat: number;
  score: number;
  tasks: Task[];
  log: string[];
  done: boolean;
}

const toy = (): Toy => ({ rng: { words: [1, 2, 3, 4] }, events: [], step: 'draw', seat: 0, score: 0, tasks: [], log: [], done: false });

const gain: TaskRules<Toy, Task> = {
  ask: () => null,
  run(state, task) {
    if (task.kind !== 'gain') throw new Error('not a gain');
    state.score += task.n;
    state.log.push(`gain ${task.n}`);
    if (task.then) state.tasks.push(task.then); // on top of the finished task: the loop must remove the right one
    return true;
  },
};

const pick: TaskRules<Toy, Task> = {
  ask: (_state, task) => (task.kind === 'pick' ? { over: false, seat: task.seat, prompt: 'pick', choices: task.options } : null),
  run(state, _task, choice) {
    state.log.push(`picked ${choice}`);
    return true;
  },
};

function rules(answerSingle: boolean, afterStep?: RefereeRules<Toy, Task>['afterStep']): RefereeRules<Toy, Task> {
  return {
    name: 'toy',
    tasks: (state) => state.tasks,
    task: (task) => (task.kind === 'gain' ? gain : pick),
    turn: stepTable<Toy, Toy['step']>(
      {
        draw: { auto: (state) => { state.log.push('draw'); state.step = 'main'; } },
        main: {
          choices: (state) => (state.score >= 3 ? ['stop'] : ['add', 'stop']),
          apply(state, choice) {
            if (choice === 'stop') state.done = true;
            else state.tasks.push({ kind: 'gain', n: 1, then: { kind: 'pick', seat: 1, options: ['a'] } }, { kind: 'gain', n: 1 });
          },
        },
      },
      (state) => state.step,
      (state) => state.seat,
      declareQuestions<Toy, Toy['step']>((state) => state.step, { main: { asked: () => 'main', others: AS_ASKED }, draw: NEVER_ASKS }),
    ),
    result: (state) => (state.done ? { winners: [0], reason: 'stopped' } : null),
    answerSingle,
    afterStep,
  };
}

describe('engine referee loop', () => {
  it('runs automatic steps and tasks until a question, and remembers the question until the next move', () => {
    const referee = createReferee(rules(false));
    const state = toy();
    const first = referee.decision(state);
    expect(plain(first)).toEqual({ over: false, seat: 0, prompt: 'main', choices: ['add', 'stop'] });
    expect(referee.decision(state)).toBe(first);
    expect(state.log).toEqual(['draw']);
    referee.apply(state, 'add');
    // Both gains ran (the second first: it is on top), then the pick the first one left on top of itself asks.
    expect(state.log).toEqual(['draw', 'gain 1', 'gain 1']);
    expect(state.tasks).toEqual([{ kind: 'pick', seat: 1, options: ['a'] }]);
    expect(plain(referee.decision(state))).toEqual({ over: false, seat: 1, prompt: 'pick', choices: ['a'] });
    expect(state.revealed).toBeUndefined();
  });

  it('answers single choices by itself where the rules say so, and locks the move when another seat was reached', () => {
    const referee = createReferee(rules(true));
    const state = toy();
    referee.apply(state, 'add');
    expect(state.log).toEqual(['draw', 'gain 1', 'gain 1', 'picked a']);
    expect(state.revealed).toBe(true);
    expect(plain(referee.decision(state))).toEqual({ over: false, seat: 0, prompt: 'main', choices: ['add', 'stop'] });
    referee.apply(state, 'add');
    // Score 4: main offers only `stop`, answered by itself, and the game is over.
    expect(referee.decision(state)).toEqual({ over: true, result: { winners: [0], reason: 'stopped' } });
  });

  it('calls afterStep once per step with the task and whether it finished', () => {
    const seen: string[] = [];
    const referee = createReferee(rules(false, (_state, task, finished) => seen.push(`${task?.kind ?? 'turn'} ${finished}`)));
    const state = toy();
    referee.apply(state, 'add');
    expect(seen).toEqual(['turn false', 'turn false', 'gain true', 'gain true']);
  });

  it('settles a state edited by hand again when asked to', () => {
    const referee = createReferee(rules(false));
    const state = toy();
    referee.decision(state);
    state.tasks.push({ kind: 'pick', seat: 1, options: ['x', 'y'] });
    expect(referee.decision(state)).toMatchObject({ prompt: 'main' }); // remembered: the edit came after asking
    referee.settle(state);
    expect(referee.decision(state)).toMatchObject({ seat: 1, choices: ['x', 'y'] });
  });

  it('stops a game whose rules never settle with an error naming it', () => {
    const looping = { ...rules(false), between: () => true };
    expect(() => createReferee(looping).decision(toy())).toThrow('toy: the game did not settle');
  });
});
