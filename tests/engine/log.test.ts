import { UserError } from '../../src/engine/errors.js';
import { parseLog, writeLog } from '../../src/engine/log.js';

const sample = `game: wixoss
version: 1
players: Ann, Bob
seed: 42
first: 2
deck.1: white-hope
deck.2: [lrig]; 1 WD02-005; [main]; 4 WD02-017
option.rules: modern
order.1: WD01-009 WD01-010
order.1: WD01-011

# a comment
Ann: keep
Bob: summon 3 2
result: Ann wins (damage with no life cloth)
`;

describe('game log format', () => {
  it('reads every header field and move with its line number', () => {
    const log = parseLog(sample);
    expect(log.header).toEqual({
      game: 'wixoss', version: '1', players: ['Ann', 'Bob'], seed: '42', first: 1,
      decks: ['white-hope', '[lrig]; 1 WD02-005; [main]; 4 WD02-017'], options: { rules: 'modern' },
      orders: { '1': [['WD01-009', 'WD01-010'], ['WD01-011']] },
      orderLines: new Map([['1', 9]]), // the first order.1 line, for errors that name it
      firstLine: 5, // likewise the first: line
      optionLines: new Map([['rules', 8]]), // and each option. line
    });
    expect(log.moves).toEqual([{ seat: 0, choice: 'keep', line: 13 }, { seat: 1, choice: 'summon 3 2', line: 14 }]);
    expect(log.result).toEqual({ text: 'Ann wins (damage with no life cloth)', line: 15 });
  });

  it('writes what it reads', () => {
    const log = parseLog(sample);
    expect(parseLog(writeLog(log))).toEqual({ ...log, moves: log.moves.map((m, i) => ({ ...m, line: 12 + i })), result: { ...log.result!, line: 14 } });
  });

  const bad: [string, string, RegExp][] = [
    ['unknown seat', sample.replace('Bob: summon', 'Carl: summon'), /log:14: "Carl" is not a player/],
    ['moves after the result', `${sample}Ann: pass\n`, /log:16: a move after the "result:" line/],
    ['junk header', sample.replace('seed: 42', 'seed 42'), /log:4: expected a header line/],
    ['unknown header', sample.replace('seed: 42', 'colour: red'), /log:4: unknown header "colour"/],
    ['no players', sample.replace('players: Ann, Bob\n', ''), /no "players:" line/],
    ['duplicate names', sample.replace('Ann, Bob', 'Ann, Ann'), /log:3: player names must differ/],
    ['bad first seat', sample.replace('first: 2', 'first: 3'), /log:5: "first:" must be a seat number from 1 to 2/],
    ['binary junk', 'game: x\u0000\u0001', /not a text file/],
    ['a move with no colon', sample.replace('Ann: keep', 'Ann keep'), /log:13: expected "<player>: <move>"/],
    ['an empty move', sample.replace('Ann: keep', 'Ann:'), /log:13: no move after "Ann:"/],
    ['a deck given twice', sample.replace('deck.2:', 'deck.1:'), /log:7: header "deck.1" given twice/],
    ['a deck seat written two ways', sample.replace('deck.2:', 'deck.01:'), /log:7: header "deck.01" given twice/],
    ['an option given twice', sample.replace('option.rules: modern', 'option.rules: modern\noption.rules: classic'), /log:9: header "option.rules" given twice/],
    ['a seed given twice', sample.replace('seed: 42', 'seed: 42\nseed: 43'), /log:5: header "seed" given twice/],
  ];
  it.each(bad)('refuses %s with the line number', (_name, text, message) => {
    expect(() => parseLog(text)).toThrow(UserError);
    expect(() => parseLog(text)).toThrow(message);
  });

  // Keys a log names are data, never properties of Object.prototype: none of these may crash or leak through.
  const prototypeKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
  it.each(prototypeKeys)('keeps the header key %s (option. and order.) as a plain entry', (key) => {
    const text = sample.replace('option.rules: modern', `option.${key}: x\norder.${key}: a b`);
    const { header } = parseLog(text);
    const name = key.toLowerCase();
    expect(Object.keys(header.options)).toEqual([name]);
    expect(header.options[name]).toBe('x');
    expect(header.orders[name]).toEqual([['a', 'b']]);
    expect(Object.getPrototypeOf(header.options)).toBeNull();
    expect(Object.getPrototypeOf(header.orders)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined(); // nothing reached Object.prototype
    expect(writeLog(parseLog(text))).toContain(`option.${name}: x\norder.1:`);
  });
});
