/**
 * Player names: one rule (engine/log.ts `playersProblem`) for `play --name`, the protocol's `start` and a log's
 * `players:` line, and every name it accepts reads back from the game's log as itself. Random names, some made of
 * the characters the log format uses (`>`, `:`, `,`, `#`, `result`) and of control characters, go to the CLI's header
 * builder and the protocol; each accepted pair plays a game whose log is written, sent through UTF-8 bytes as a
 * file would be, read and replayed: same players, same moves, same result.
 */
import fc from 'fast-check';
import { UserError } from '../../src/engine/errors.js';
import type { AnyGame } from '../../src/engine/game.js';
import { NAME_MAX, parseLog, playerNameProblem, playersProblem, writeLog } from '../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, replayLog, replayProblem, resign, startMatch } from '../../src/engine/match.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { ProtocolError } from '../../src/protocol/errors.js';
import { readLog, Table } from '../../src/protocol/table.js';
import { loadGame } from '../../src/games/index.js';

let game: AnyGame;
beforeAll(async () => {
  game = await loadGame('midrash');
});

const piece = fc.oneof(
  fc.constantFrom('>', '> ', ':', ',', '#', ' ', '\t', '\u001b', '\u0007', '\u009b', '\r', '\n', '(', ')', ' & ', ' wins', 'result', 'Result',
    '1', 'first', 'P1', 'Ann', '名字', 'é', '💥', '\ud800', '\u00a0', '\u2028', '\u202e', ';', '=', '"', '\\', '-', 'x'.repeat(25)),
  fc.string({ unit: 'binary', maxLength: 3 }),
  fc.stringMatching(/^[A-Za-z][a-z]{0,6}$/),
);
const rawName = fc.array(piece, { maxLength: 5 }).map((parts) => parts.join(''));

/** Whether `run` accepted its input: a clear refusal (UserError, ProtocolError) is false, anything else a bug. */
function accepts(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch (error) {
    if (error instanceof UserError || error instanceof ProtocolError) return false;
    throw error;
  }
}

/** A random game to its end or `steps` moves, then a concession, so the result line names a player. */
function playSome(match: ReturnType<typeof startMatch>, seed: number, steps: number): void {
  const rng = seedRng(`names:${seed}`);
  for (let step = 0; step < steps; step++) {
    const decision = decisionOf(match);
    if (decision.over) return;
    playChoice(match, decision.choices[randomInt(rng, decision.choices.length)]!, decision);
  }
  const decision = decisionOf(match);
  if (!decision.over) resign(match, decision.seat);
}

/** The log text as a file holds it: UTF-8 bytes. */
const throughFile = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

describe('player names round-trip through the log', () => {
  it('the CLI, the protocol and the rule accept the same names, and every accepted name reads back from the log', () => {
    const tried = { pairs: 0, accepted: 0 };
    fc.assert(fc.property(rawName, rawName, fc.nat(40), (a, b, steps) => {
      tried.pairs++;
      const byCli = accepts(() => buildHeader(game, { players: '2', name: [`1=${a}`, `2=${b}`], seed: 'names' }));
      const byProtocol = accepts(() => Table.start(game, { players: [a, b], seed: 'names' }));
      const byRule = playersProblem([a.trim(), b.trim()], true) === undefined;
      expect([byCli, byProtocol]).toEqual([byRule, byRule]);
      if (!byRule) return;
      tried.accepted++;

      // play: a recorded game (a transcript, as `play` writes), its log read back and replayed.
      const header = buildHeader(game, { players: '2', name: [`1=${a}`, `2=${b}`], seed: `names-${steps}` });
      const match = startMatch(game, header, { record: true });
      playSome(match, steps, steps);
      const log = parseLog(throughFile(writeLog(matchToLog(match))));
      expect(log.header.players).toEqual([a.trim(), b.trim()]);
      const replayed = replayLog(game, log);
      expect(replayProblem(replayed)).toBeUndefined();
      expect(replayed.match.moves.map((m) => [m.seat, m.choice])).toEqual(match.moves.map((m) => [m.seat, m.choice]));
      expect(decisionOf(replayed.match)).toEqual(decisionOf(match));

      // The protocol: started, played, its log loaded again.
      const table = Table.start(game, { players: [a, b], seed: `names-${steps}` });
      playSome(table.match, steps + 1, steps);
      const loaded = Table.load(game, readLog(throughFile(table.log())).log);
      expect(loaded.players).toEqual(table.players);
      expect(loaded.result()).toEqual(table.result());
    }), { numRuns: 400 });
    // Not a vacuous property: many pairs were refused and many played.
    expect(tried.pairs).toBe(400);
    expect(tried.accepted).toBeGreaterThan(80);
    expect(tried.accepted).toBeLessThan(360);
  });

  // Rule by rule: what each refused name would break.
  const refused: [string, string, RegExp][] = [
    ['"> 1" (its moves read as chance lines)', '> 1', /cannot begin with ">"/],
    ['"> first" (a chance line of the coin flip)', '> first', /cannot begin with ">"/],
    ['"result"', 'Result', /cannot be "result"/],
    ['a colon', 'A:B', /cannot contain ":", "," or "#"/],
    ['a comma', 'A,B', /cannot contain/],
    ['"#"', '#1', /cannot contain/],
    ['a terminal escape', 'Ann\u001b]0;x\u0007', /"Ann\^\[\]0;x\^G" holds control characters/],
    ['a C1 control', 'Ann\u009b2J', /holds control characters/],
    ['half a UTF-16 pair', 'Ann\ud800', /broken character/],
    ['a space at the end', 'Ann ', /cannot begin or end with a space/],
    ['nothing', '', /cannot be empty/],
  ];
  it.each(refused)('refuses %s', (_what, name, message) => {
    expect(playerNameProblem(name, true)).toMatch(message);
  });

  it('takes at most 40 characters for a new game; a log keeps the longer names older versions wrote', () => {
    const long = 'x'.repeat(NAME_MAX + 1);
    expect(playerNameProblem('名'.repeat(NAME_MAX), true)).toBeUndefined();
    expect(playerNameProblem(long, true)).toMatch(/longer than 40 characters/);
    expect(() => buildHeader(game, { players: '2', name: [`1=${long}`], seed: 's' })).toThrow(/longer than 40/);
    expect(playerNameProblem(long)).toBeUndefined();
    expect(parseLog(`game: midrash\nplayers: ${long}, Bob\n\n`).header.players[0]).toBe(long);
  });

  it('a log naming a player as no game may be named is refused at its players line', () => {
    expect(() => parseLog('game: midrash\nseed: 1\nplayers: Ann, Result\n\n')).toThrow(/^log:3: player name "Result" cannot be "result"/);
    expect(() => parseLog('game: midrash\nplayers: Ann\u001b[2J, Bob\n\n')).toThrow(/^log:2: player name "Ann\^\[\[2J" holds control characters/);
    // What older versions took still reads: a long name, one beginning with ">" (tests/engine/chance.test.ts).
    expect(parseLog('game: midrash\nplayers: >Bo, Ann\n\n>Bo: end\n').moves[0]).toMatchObject({ seat: 0, choice: 'end' });
  });

  it('a result line is checked for the whole winner: a name holding "(" cannot hide a false one', () => {
    const table = Table.start(game, { players: ['A (x)', 'A'], seed: 'paren' });
    table.act(2, 'resign');
    const log = table.log();
    expect(log).toContain('result: A (x) wins (A resigned)');
    expect(() => Table.load(game, readLog(log.replace('result: A (x) wins', 'result: A wins')).log)).toThrow(/the log says "A wins \(A resigned\)"/);
  });
});
