import { IllegalChoiceError, UserError } from '../../src/engine/errors.js';
import { parseLog, writeLog, type LogHeader } from '../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, replayLog, resign, resolveDeck, startMatch, undoLast } from '../../src/engine/match.js';
import { raceGame } from '../support/race-game.js';

const header = (extra: Partial<LogHeader> = {}): LogHeader => ({
  game: 'race', version: '1', players: ['Ann', 'Bob'], seed: '7', first: 0, decks: ['basic', 'basic'], options: {}, orders: {}, ...extra,
});

describe('match', () => {
  it('applies listed choices and refuses others with the legal list', () => {
    const match = startMatch(raceGame, header());
    expect(() => playChoice(match, 'play 9')).toThrow(IllegalChoiceError);
    try { playChoice(match, 'play 9'); } catch (e) { expect((e as IllegalChoiceError).legal).toEqual(['play 1', 'play 2', 'end']); }
    playChoice(match, '  PLAY   1 ');
    expect(match.moves).toEqual([{ seat: 0, choice: 'play 1', locked: false }]);
    playChoice(match, 'end');
    expect(decisionOf(match)).toMatchObject({ over: false, seat: 1 });
  });

  it('an illegal move carries the game\'s reason (which rule) into the error and into a replay failure', () => {
    const match = startMatch(raceGame, header());
    playChoice(match, 'play 1');
    playChoice(match, 'play 1');
    let error: IllegalChoiceError | undefined;
    try { playChoice(match, 'play 1'); } catch (e) { error = e as IllegalChoiceError; }
    expect(error?.reason).toBe('only two cards may be played per turn (rules: turn)');
    expect(error?.message).toBe('illegal move "play 1" (only two cards may be played per turn (rules: turn)); legal now: end');
    // A choice the game has nothing specific to say about gets no reason.
    try { playChoice(match, 'jump'); } catch (e) { error = e as IllegalChoiceError; }
    expect(error?.reason).toBeUndefined();
    const log = parseLog(`${writeLog({ header: header(), moves: [] }).trim()}\n\nAnn: play 1\nAnn: play 1\nAnn: play 2\n`);
    expect(replayLog(raceGame, log).failure).toMatchObject({ line: log.moves[2]!.line, message: expect.stringContaining(': only two cards may be played per turn (rules: turn)') });
  });

  it('a game whose explanation fails still refuses the move with the legal list', () => {
    const broken = { ...raceGame, explain: () => { throw new Error('bug in explain'); } };
    const match = startMatch(broken, header());
    let error: unknown;
    try { playChoice(match, 'fly'); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(IllegalChoiceError);
    expect((error as IllegalChoiceError).reason).toBeUndefined();
    expect((error as IllegalChoiceError).legal).toEqual(['play 1', 'play 2', 'end']);
  });

  it('the same seed gives the same game; another seed another deal', () => {
    const a = startMatch(raceGame, header()), b = startMatch(raceGame, header()), c = startMatch(raceGame, header({ seed: '8' }));
    expect(a.state).toEqual(b.state);
    expect(JSON.stringify(a.state.decks)).not.toBe(JSON.stringify(c.state.decks));
  });

  it('stacks a deck from order.<seat> lines instead of shuffling', () => {
    const match = startMatch(raceGame, header({ orders: { '1': [['5', '4', '3', '2', '1', '5', '4', '3', '2', '1']] } }));
    expect(match.state.hands[0].map((c: string) => c[0])).toEqual(['5', '4']);
    expect(() => startMatch(raceGame, header({ orders: { '1': [['5', '5', '5']] } }))).toThrow(UserError);
  });

  it('refuses a log of another game or version', () => {
    expect(() => startMatch(raceGame, header({ game: 'wixoss' }))).toThrow(/not race/);
    expect(() => startMatch(raceGame, header({ version: '0' }))).toThrow(/version 0/);
  });
});

describe('undo', () => {
  it('takes back your own last move that revealed nothing, rebuilding the state by replay', () => {
    const match = startMatch(raceGame, header());
    const before = JSON.stringify(match.state);
    playChoice(match, 'play 1');
    const undone = undoLast(match);
    expect(undone.moves).toEqual([]);
    expect(JSON.stringify(undone.state)).toBe(before);
  });

  it('refuses a move that showed a hidden card', () => {
    const match = startMatch(raceGame, header());
    playChoice(match, 'play 1');
    playChoice(match, 'end'); // draws: locked
    expect(match.moves[1]).toMatchObject({ choice: 'end', locked: true });
    playChoice(match, 'end'); // Bob ends without playing: nothing drawn, but it is now Ann's decision
    expect(match.moves[2]).toMatchObject({ choice: 'end', locked: false });
    playChoice(match, 'play 1');
    match.moves[3]!.locked = true; // as if that play had shown a card
    expect(() => undoLast(match)).toThrow(/showed hidden cards/);
  });

  it('locks a move that used the RNG even when the game did not flag it', () => {
    const match = startMatch(raceGame, header());
    const apply = raceGame.apply;
    try {
      raceGame.apply = (s, c) => { apply(s, c); s.rng.words[0] ^= 1; };
      playChoice(match, 'play 1');
    } finally {
      raceGame.apply = apply;
    }
    expect(match.moves[0]!.locked).toBe(true);
  });

  it('refuses when the last move was the other seat\'s, or there is none', () => {
    const match = startMatch(raceGame, header());
    expect(() => undoLast(match)).toThrow(/nothing to undo/);
    playChoice(match, 'end');
    expect(decisionOf(match)).toMatchObject({ seat: 1 });
    expect(() => undoLast(match)).toThrow(/not yours/);
  });
});

describe('resign', () => {
  it('ends the game for everyone else and is written into the log', () => {
    const match = startMatch(raceGame, header());
    resign(match, 1);
    expect(decisionOf(match)).toEqual({ over: true, result: { winners: [0], reason: 'Bob resigned' } });
    const text = writeLog(matchToLog(match));
    expect(text).toContain('Bob: resign');
    const replayed = replayLog(raceGame, parseLog(text));
    expect(replayed.failure).toBeUndefined();
    expect(decisionOf(replayed.match)).toEqual(decisionOf(match));
    // Written by hand in another case and spacing, it is still a concession.
    const shouted = replayLog(raceGame, parseLog(text.replace('Bob: resign', 'Bob:  RESIGN ')));
    expect(shouted.failure).toBeUndefined();
    expect(decisionOf(shouted.match)).toEqual(decisionOf(match));
  });
});

describe('resolved decks', () => {
  it('are remembered but every match gets its own copy to take cards from', () => {
    const first = resolveDeck(raceGame, 'basic', {}) as string[];
    const again = resolveDeck(raceGame, 'basic', {}) as string[];
    const third = resolveDeck(raceGame, 'basic', {}) as string[];
    expect(again).toEqual(first);
    again.splice(0, again.length);
    expect(third).toEqual(first);
    expect(third).not.toBe(first);
  });
});

describe('replay', () => {
  function playedLog() {
    const match = startMatch(raceGame, header());
    for (const c of ['play 1', 'end', 'play 2', 'end', 'play 1', 'play 1', 'end', 'end']) playChoice(match, c);
    return { match, text: writeLog(matchToLog(match)) };
  }

  it('reproduces the live state from the written log', () => {
    const { match, text } = playedLog();
    const outcome = replayLog(raceGame, parseLog(text));
    expect(outcome.failure).toBeUndefined();
    expect(outcome.match.state).toEqual(match.state);
  });

  it('reports the first illegal move with its line number and the legal choices', () => {
    const { text } = playedLog();
    const lines = text.split('\n');
    const firstMove = lines.indexOf('') + 1;
    lines[firstMove + 4] = 'Ann: play 7';
    const outcome = replayLog(raceGame, parseLog(lines.join('\n')));
    expect(outcome.failure).toMatchObject({ line: firstMove + 5, legal: ['play 1', 'play 2', 'end'] });
  });

  it('reports a move by the wrong seat', () => {
    const { text } = playedLog();
    const outcome = replayLog(raceGame, parseLog(text.replace(/\nBob: play 2/, '\nAnn: play 2')));
    expect(text).toMatch(/\nBob: play 2/);
    expect(outcome.failure?.message).toMatch(/Bob's decision/);
  });

  it('verifies the result line', () => {
    const match = startMatch(raceGame, header());
    playChoice(match, 'end');
    playChoice(match, 'end');
    const text = writeLog(matchToLog(match));
    expect(text).toMatch(/result: draw/);
    expect(replayLog(raceGame, parseLog(text)).resultMismatch).toBeUndefined();
    const wrong = replayLog(raceGame, parseLog(text.replace('result: draw', 'result: Ann wins')));
    expect(wrong.resultMismatch).toMatchObject({ expected: 'Ann wins (no more plays)', actual: expect.stringMatching(/^draw/) });
  });
});
