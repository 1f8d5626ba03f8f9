/** The engine's move table (engine/moves): one declaration per verb gives reading, writing, sentences and usage lines. */
import { numberArg, optionalArg, wordArg } from '../../src/engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../src/engine/moves/table.js';
import { IllegalChoiceError } from '../../src/engine/errors.js';
import type { AnyGame } from '../../src/engine/game.js';
import type { LogHeader } from '../../src/engine/log.js';
import { playChoice, startMatch } from '../../src/engine/match.js';
import { raceGame } from '../support/race-game.js';

interface Toy { hand: string[] }
const verb = verbOf<Toy>();
const SLOT = numberArg(() => 'slot');
const CARD = numberArg(() => 'card');
const NAME = wordArg(() => 'name');

const TOY = declareMoves({
  play: verb({
    notation: 'play <card> <slot>', args: { card: CARD, slot: SLOT }, topic: 'play', aliases: ['put <card> <slot>'],
    describe: (state, a) => `play ${state.hand[a.card - 1]} on slot ${a.slot}`,
    secret: { arg: 'card', others: (_state, a) => `play a card from hand on slot ${a.slot}` },
  }),
  'play none': verb({ notation: 'play none', args: {}, topic: 'play', describe: () => 'play nothing' }),
  name: verb({ notation: 'name <name>', args: { name: NAME }, topic: 'names', describe: (_state, a) => `name ${a.name}` }),
  pass: verb({ notation: 'pass', args: {}, topic: 'turn', describe: () => 'pass' }),
});
const state: Toy = { hand: ['Ace', 'King'] };

describe('move table', () => {
  it('reads a text into its verb and typed arguments, and writes the same text back', () => {
    expect(TOY.parse('play 2 3')).toEqual({ verb: 'play', args: { card: 2, slot: 3 } });
    expect(TOY.write({ verb: 'play', args: { card: 2, slot: 3 } })).toBe('play 2 3');
    expect(TOY.text('name', { name: 'ace' })).toBe('name ace');
    expect(TOY.parse('play none')).toEqual({ verb: 'play none', args: {} });
    expect(TOY.argsOf('play 1 1', 'play')).toEqual({ card: 1, slot: 1 });
    expect(TOY.argsOf('play 1 1', 'pass')).toBeUndefined();
  });

  it('refuses every other shape: wrong word counts, words for numbers, long numbers, unknown verbs', () => {
    for (const text of ['play', 'play 1', 'play 1 2 3', 'play x 2', 'play 1234 2', 'play -1 2', 'pass now', 'fold', '', 'constructor', '__proto__']) {
      expect(TOY.parse(text)).toBeUndefined();
    }
  });

  it('says how a known verb is written, every form of it; an unknown word gets nothing', () => {
    expect(TOY.shapeProblem('play 1')).toBe('the move is written "play <card> <slot> / play none"');
    expect(TOY.usage('play')).toBe('play <card> <slot> / play none');
    expect(TOY.shapeProblem('play 1 2')).toBeUndefined();
    expect(TOY.shapeProblem('fold 1')).toBeUndefined();
    expect(TOY.topic('name ace')).toBe('names');
  });

  it('tells the mover its sentence and everyone else the secret form, picked by the table from the seats', () => {
    expect(TOY.describe(state, 'play 2 3', 0)).toBe('play King on slot 3');
    expect(TOY.describe(state, 'play 2 3', 0, 0)).toBe('play King on slot 3');
    expect(TOY.describe(state, 'play 2 3', 0, 1)).toBe('play a card from hand on slot 3');
    expect(TOY.describe(state, 'play 2 3', 1, 1)).toBe('play King on slot 3'); // seat 2 moving: its own card
    expect(TOY.describe(state, 'play 2 3', 0, null)).toBe('play a card from hand on slot 3');
    expect(TOY.describe(state, 'pass', 0, 1)).toBe('pass');
  });

  it('reads an older spelling as the move it stands for, when that move is legal', () => {
    expect(TOY.parse('put 1 2')).toEqual({ verb: 'play', args: { card: 1, slot: 2 } });
    expect(TOY.aliasOf('put 1 2', ['play 1 2', 'pass'])).toBe('play 1 2');
    expect(TOY.aliasOf('put 1 2', ['pass'])).toBeUndefined();
    expect(TOY.aliasOf('play 1 2', ['play 1 2'])).toBeUndefined(); // not an alias: the text itself
  });

  it('refuses a declaration whose parts do not match', () => {
    expect(() => declareMoves({ play: verb({ notation: 'play <card>', args: {}, topic: 't', describe: () => '' }) })).toThrow(/<card> has no kind/);
    expect(() => declareMoves({ play: verb({ notation: 'play', args: { card: CARD }, topic: 't', describe: () => '' }) })).toThrow(/args.card is not in the notation/);
    expect(() => declareMoves({ put: verb({ notation: 'play <card>', args: { card: CARD }, topic: 't', describe: () => '' }) })).toThrow(/key must be the notation's words "play"/);
    expect(() => declareMoves({ play: verb({ notation: 'play <card>', args: { card: CARD }, topic: 't', describe: () => '', aliases: ['put'] }) })).toThrow(/args.card is not in the notation "put"/);
    expect(() => declareMoves({ play: verb({ notation: 'play <card>', args: { card: CARD }, topic: 't', describe: () => '', secret: { arg: 'slot' as 'card', others: () => '' } }) })).toThrow(/its secret <slot> is no argument/);
  });
});

describe('the engine reads moves through a game\'s table', () => {
  // The race game with a table: `card <n>` is its older spelling of `play <n>`.
  const RACE = declareMoves({
    play: verb({ notation: 'play <card>', args: { card: CARD }, topic: 'turn', aliases: ['card <card>'], describe: (_s, a) => `play hand card ${a.card}` }),
    end: verb({ notation: 'end', args: {}, topic: 'turn', describe: () => 'end the turn' }),
  });
  const race = { ...raceGame, moves: RACE, explain: undefined } as unknown as AnyGame;
  const header: LogHeader = { game: 'race', version: '1', players: ['Ann', 'Bob'], seed: 'mt', first: 0, decks: ['basic', 'basic'], options: {}, orders: {} };

  it('an older spelling is played as the legal move it stands for, and logged in the new one', () => {
    const match = startMatch(race, header);
    playChoice(match, 'card 1');
    expect(match.moves[0]!.choice).toBe('play 1');
  });

  it('a known verb in a wrong shape is answered with its usage line', () => {
    const match = startMatch(race, header);
    expect(() => playChoice(match, 'play')).toThrow(/the move is written "play <card>"/);
    let error: unknown;
    try { playChoice(match, 'fold'); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(IllegalChoiceError);
    expect((error as IllegalChoiceError).reason).toBeUndefined();
  });

  it('a last argument may be left out (it then has its `omitted` value and is written by leaving it out)', () => {
    const ACTS = declareMoves({
      act: verb({ notation: 'act <slot> <n>', args: { slot: SLOT, n: optionalArg(numberArg(() => 'n'), 1) }, topic: 'act', describe: () => 'act' }),
    });
    expect(ACTS.parse('act 2')).toEqual({ verb: 'act', args: { slot: 2, n: 1 } });
    expect(ACTS.parse('act 2 3')).toEqual({ verb: 'act', args: { slot: 2, n: 3 } });
    expect(ACTS.write({ verb: 'act', args: { slot: 2, n: 1 } })).toBe('act 2');
    expect(ACTS.write({ verb: 'act', args: { slot: 2, n: 3 } })).toBe('act 2 3');
    expect(ACTS.parse('act')).toBeUndefined();
    expect(ACTS.usage('act')).toBe('act <slot> [<n>]');
  });

  it("a text that is a move today and an older spelling of another reads as today's move; the legal list picks the alias", () => {
    const SIDES = declareMoves({
      'hit own': verb({ notation: 'hit own <slot>', args: { slot: SLOT }, topic: 'hit', aliases: ['hit <slot>'], describe: () => 'own' }),
      hit: verb({ notation: 'hit <slot>', args: { slot: SLOT }, topic: 'hit', describe: () => 'theirs' }),
    });
    expect(SIDES.parse('hit 2')).toEqual({ verb: 'hit', args: { slot: 2 } });
    expect(SIDES.aliasOf('hit 2', ['hit own 2'])).toBe('hit own 2');
    expect(SIDES.aliasOf('hit 2', ['hit 2', 'hit own 2'])).toBeUndefined();
  });
});
