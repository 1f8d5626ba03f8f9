/**
 * Log header keys are user text: whatever `option.X`, `order.X` and `deck.N` lines a log holds, in any order and
 * repeated, reading it and starting its game answers with a clear UserError or works, and Object.prototype is
 * never touched.
 */
import fc from 'fast-check';
import { UserError } from '../../src/engine/errors.js';
import type { AnyGame } from '../../src/engine/game.js';
import { parseLog } from '../../src/engine/log.js';
import { startMatch } from '../../src/engine/match.js';
import { GAMES } from '../../src/games/index.js';

const prototypeNames = Object.getOwnPropertyNames(Object.prototype);
const key = fc.oneof(
  fc.constantFrom(...prototypeNames, 'rules', 'life', 'mode', 'players', '1', '2'),
  fc.stringMatching(/^[A-Za-z_][\w.-]{0,12}$/),
);
const headerLine = fc.oneof(
  fc.tuple(fc.constantFrom('option', 'order'), key, fc.constantFrom('x', 'modern', '20', 'a b', '')).map(([kind, k, v]) => `${kind}.${k}: ${v}`),
  fc.tuple(fc.constantFrom('1', '2', '01', '9', '0', 'x'), fc.constantFrom('white-hope', 'red-ambition', 'nope')).map(([seat, deck]) => `deck.${seat}: ${deck}`),
);

let games: AnyGame[] = [];
beforeAll(async () => {
  games = await Promise.all(GAMES.map((g) => g.load()));
});

describe('log header keys under random input', () => {
  it('reading and starting any header gives a game or a clear error, and never reaches Object.prototype', () => {
    let tried = 0;
    fc.assert(fc.property(fc.constantFrom(...GAMES.map((g) => g.id)), fc.array(headerLine, { maxLength: 8 }), (id, lines) => {
      tried++;
      const text = `game: ${id}\nversion: 1\nplayers: A, B\nseed: 3\n${lines.join('\n')}\n\nA: x\n`;
      try {
        const log = parseLog(text);
        expect(Object.getPrototypeOf(log.header.options)).toBeNull();
        expect(Object.getPrototypeOf(log.header.orders)).toBeNull();
        startMatch(games.find((g) => g.id === id)!, log.header);
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        expect(error.message).not.toMatch(/\n\s+at /);
      }
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual([...prototypeNames].sort());
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    }), { numRuns: 2000 });
    expect(tried).toBe(2000);
  });

  it('a header line repeated (other than order.X, which stacks) is refused with its line', () => {
    fc.assert(fc.property(headerLine.filter((l) => !l.startsWith('order.') && /^deck\.(0?[12]):|^option\./.test(l)), (line) => {
      const text = `game: wixoss\nplayers: A, B\n${line}\n${line}\n\n`;
      expect(() => parseLog(text)).toThrow(/log:4: header ".*" given twice/);
    }), { numRuns: 300 });
  });
});
