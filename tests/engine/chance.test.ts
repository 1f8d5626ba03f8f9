/** The transcript notation (`> <pile>: <cards>` lines) and the engine's chance sources, game-independent parts. */
import { chancePick, ChanceError, revealCard, shufflePile } from '../../src/engine/chance.js';
import { parseLog, writeLog } from '../../src/engine/log.js';
import { replayLog } from '../../src/engine/match.js';
import { seedRng, shuffleInPlace } from '../../src/engine/rng.js';
import { loadGame } from '../../src/games/index.js';

const HEAD = 'game: eatpaint\nversion: 1\nplayers: Ann, >Bo\n\n';

describe('chance lines in a log', () => {
  it('belong to the move before them (or to setup), several cards of one pile on a line', () => {
    const log = parseLog(`${HEAD}> 1: a b\n> 2: c\nAnn: end\n# a comment\n> 2: d\n>Bo: end\n`);
    expect(log.opening).toEqual([{ key: '1', name: 'a', line: 5 }, { key: '1', name: 'b', line: 5 }, { key: '2', name: 'c', line: 6 }]);
    expect(log.moves[0]!.outcomes).toEqual([{ key: '2', name: 'd', line: 9 }]);
    // A player whose name starts like a chance line still makes moves.
    expect(log.moves[1]).toMatchObject({ seat: 1, choice: 'end' });
    expect(log.moves[1]!.outcomes).toBeUndefined();
    // Written back, runs of one pile share a line.
    expect(writeLog(log).split('\n').slice(5)).toEqual(['> 1: a b', '> 2: c', 'Ann: end', '> 2: d', '>Bo: end', '']);
  });

  it('a log without them is no transcript (seeded, as before)', () => {
    expect(parseLog(`${HEAD}Ann: end\n`).opening).toBeUndefined();
  });

  it('refuses a malformed chance line and one after the result, with the line', () => {
    expect(() => parseLog(`${HEAD}> : a\n`, 'x.log')).toThrow(/^x\.log:5: expected a chance line "> <pile>: <card> …", got "> : a"$/);
    expect(() => parseLog(`${HEAD}Ann: end\nresult: draw\n> 1: a\n`, 'x.log')).toThrow(/^x\.log:7: /);
  });

  it('every game replays transcripts: a PAD transcript naming no card of that deck is refused at its chance line', async () => {
    const pad = await loadGame('pad');
    const log = parseLog(`game: pad\nversion: ${pad.version}\nplayers: Ann, Bob\ndeck.1: fire-dark\ndeck.2: water-wood-light\n\n> 1: x\n`);
    expect(() => replayLog(pad, log)).toThrow(ChanceError);
    try {
      replayLog(pad, log);
    } catch (error) {
      expect((error as ChanceError).line).toBe(7);
    }
  });
});

describe('chance sources', () => {
  it('seeded: a shuffle is the PRNG shuffle of before, a reveal is the card there and uses no PRNG word', () => {
    const a = seedRng('same');
    const b = seedRng('same');
    expect(shufflePile(a, '1', [1, 2, 3, 4, 5], String)).toEqual(shuffleInPlace(b, [1, 2, 3, 4, 5]));
    const before = [...a.words];
    expect(revealCard(a, '1', [7, 8, 9], 1, String)).toBe(8);
    expect(a.words).toEqual(before);
  });

  it('told: a shuffle keeps the order; a reveal swaps the named card into the place; a pick is the told number', () => {
    const rng = seedRng('told');
    rng.told = { queue: [{ key: 'p', name: '9' }, { key: 'q', name: '3', line: 4 }], next: 0 };
    rng.heard = [];
    const pile = [7, 8, 9];
    expect(shufflePile(rng, 'p', pile, String)).toEqual([7, 8, 9]);
    expect(revealCard(rng, 'p', pile, 0, String, 1)).toBe(9);
    expect(pile).toEqual([9, 8, 7]);
    expect(() => chancePick(rng, 'q', 2)).toThrow(/q must be a number from 1 to 2, got "3"/);
    rng.told.queue[1]!.name = '2';
    expect(chancePick(rng, 'q', 2)).toBe(1);
    expect(rng.heard).toEqual([{ key: 'p', name: '9', to: 1 }, { key: 'q', name: '2' }]);
  });

  it('told, past the end of an open transcript: an outcome is drawn among the places it could be', () => {
    const rng = seedRng('open');
    rng.told = { queue: [], next: 0, open: true };
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const pile = [1, 2];
      const other = [3];
      seen.add(revealCard(rng, 'p', pile, 0, String, undefined, () => [other]));
      expect([...pile, ...other].sort()).toEqual([1, 2, 3]);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});
