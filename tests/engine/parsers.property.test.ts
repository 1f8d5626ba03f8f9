import fc from 'fast-check';
import { normalizeName } from '../../src/engine/card-index.js';
import { deckToLine, parseDeckLines } from '../../src/engine/decklist.js';
import { UserError } from '../../src/engine/errors.js';
import { parseLog, writeLog, type GameLog } from '../../src/engine/log.js';

/** A parser may refuse input only with a UserError (a clear message), never crash. */
function onlyUserErrors(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch (error) {
    return error instanceof UserError && !/\n\s+at /.test(error.message);
  }
}

const anyText = fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 }), fc.lorem({ maxCount: 30 }));
const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$/);
const choice = fc.stringMatching(/^[a-z]+( [0-9]{1,2}){0,2}$/);

describe('parsers under random input', () => {
  it('the log parser refuses junk with a clear error, never a crash', () => {
    fc.assert(fc.property(anyText, (text) => onlyUserErrors(() => parseLog(text))), { numRuns: 2000 });
    fc.assert(fc.property(anyText, (text) => onlyUserErrors(() => parseLog(`game: x\nplayers: A, B\n\n${text}`))), { numRuns: 2000 });
  });

  it('the deck parser reports problems with line numbers, never throws', () => {
    fc.assert(fc.property(anyText, (text) => {
      const { entries, problems } = parseDeckLines(text, ['main', 'lrig']);
      const lines = text.split(/\r?\n/).length;
      return problems.every((p) => p.line >= 1 && p.line <= lines) && entries.every((e) => e.count >= 1 && e.count <= 99);
    }), { numRuns: 2000 });
  });

  it('a written log reads back as the same log', () => {
    const log = fc.record({
      players: fc.uniqueArray(name, { minLength: 1, maxLength: 4, selector: (n) => n.trim() }).filter((p) => p.every((n) => n.trim() === n && n.toLowerCase() !== 'result')),
      seed: fc.stringMatching(/^[\w.-]{1,20}$/),
      moves: fc.array(fc.tuple(fc.nat(3), choice), { maxLength: 30 }),
    });
    fc.assert(fc.property(log, ({ players, seed, moves }) => {
      const written: GameLog = {
        header: { game: 'race', version: '1', players, seed, decks: [], options: {}, orders: {} },
        moves: moves.map(([seat, c], i) => ({ seat: seat % players.length, choice: c, line: i })),
      };
      const read = parseLog(writeLog(written));
      return JSON.stringify(read.header) === JSON.stringify(written.header) &&
        JSON.stringify(read.moves.map((m) => [m.seat, m.choice])) === JSON.stringify(written.moves.map((m) => [m.seat, m.choice]));
    }), { numRuns: 500 });
  });

  it('a deck written in the one-line form parses back to the same counts', () => {
    const ids = fc.array(fc.stringMatching(/^[A-Z]{2}[0-9]{2}-[0-9]{3}$/), { minLength: 1, maxLength: 40 });
    fc.assert(fc.property(ids, ids, (lrig, main) => {
      const { entries, problems } = parseDeckLines(deckToLine({ lrig, main }), ['lrig', 'main']);
      const count = (section: string) => entries.filter((e) => e.section === section).reduce((n, e) => n + e.count, 0);
      return problems.length === 0 && count('lrig') === lrig.length && count('main') === main.length;
    }), { numRuns: 500 });
  });

  it('name normalisation is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeName(normalizeName(s)) === normalizeName(s)), { numRuns: 2000 });
  });
});
