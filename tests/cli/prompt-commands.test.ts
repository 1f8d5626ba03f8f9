/**
 * The one table of prompt commands: which prompt takes which word, what a command is given, and when a legal move
 * (at a question, a possible answer) spelt like a command wins.
 */
import { commandWords, moveNumber, runCommand } from '../../src/cli/play/prompt-commands.js';

/** Handlers that say which command ran and with what words after it. */
const named = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, (rest: string) => `${name}:${rest}`])) as Record<K, (rest: string) => string>;

const MOVE = named(['moves', 'help', 'board', 'info', 'history', 'pick', 'hint', 'undo', 'back', 'resign'] as const);
const PIPED = named(['hint', 'undo', 'resign'] as const);
const QUESTION = named(['moves', 'help', 'board', 'info', 'history'] as const);

describe('prompt commands', () => {
  it('each prompt takes its words, in the order help lists them', () => {
    expect(commandWords('move')).toEqual(['moves', 'help', 'board', 'info', 'history', 'pick', 'hint', 'undo', 'back', 'resign']);
    expect(commandWords('piped')).toEqual(['hint', 'undo', 'resign']);
    expect(commandWords('question')).toEqual(['moves', 'help', 'board', 'info', 'history']);
  });

  it('reads a command in any case and spacing, with its argument and aliases', () => {
    expect(runCommand('move', '  UNDO ', [], MOVE)).toBe('undo:');
    expect(runCommand('move', '?', [], MOVE)).toBe('help:');
    expect(runCommand('move', 'info  Servant O', [], MOVE)).toBe('info:Servant O');
    expect(runCommand('move', 'info', [], MOVE)).toBe('info:');
    // A word that only starts like a command is not one.
    expect(runCommand('move', 'information', [], MOVE)).toBeUndefined();
    expect(runCommand('move', 'undo 2', [], MOVE)).toBeUndefined();
  });

  it('the piped reader takes no screen command: those lines are moves', () => {
    expect(runCommand('piped', 'undo', [], PIPED)).toBe('undo:');
    expect(runCommand('piped', 'board', [], PIPED)).toBeUndefined();
    expect(runCommand('piped', 'moves', [], PIPED)).toBeUndefined();
  });

  it('a legal move spelt like hint, info, undo or back is the move; moves, help, board, resign stay commands', () => {
    expect(runCommand('move', 'back', ['back', 'pass'], MOVE)).toBeUndefined();
    expect(runCommand('move', 'info 3', ['info 3'], MOVE)).toBeUndefined();
    expect(runCommand('piped', 'undo', ['undo'], PIPED)).toBeUndefined();
    expect(runCommand('move', 'board', ['board'], MOVE)).toBe('board:');
  });

  it('at a question every command yields to a possible answer; undo is an answer there, not a command', () => {
    expect(runCommand('question', 'board', ['board', 'bara'], QUESTION)).toBeUndefined();
    expect(runCommand('question', 'board', ['bara'], QUESTION)).toBe('board:');
    expect(runCommand('question', 'undo', [], QUESTION)).toBeUndefined();
    expect(runCommand('question', 'hint', [], QUESTION)).toBeUndefined();
  });

  it('a number is a move of the list', () => {
    expect(moveNumber(' 12 ')).toBe(12);
    expect(moveNumber('1a')).toBeUndefined();
  });
});
