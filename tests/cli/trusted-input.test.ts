/**
 * Issue 12, the parts a user reaches from the command line: typos never end a game, names an object has on its
 * prototype are just unknown names, every error is one `cardref:` line (JSON under --json), numbers are plain
 * digits, big seeds count up exactly, and nothing printed during a game gives away its seed or a hidden card.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedOf } from '../../src/cli/sim/slice.js';
import { UserError } from '../../src/engine/errors.js';
import { decisionOf, playChoice, startMatch } from '../../src/engine/match.js';
import { loadGame } from '../../src/games/index.js';
import { cardref } from '../support/cli.js';
import { terminal } from '../support/terminal.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-trust-'));
const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .*\(|internal error/);
const oneLine = (run: { code: number | null; stderr: string }, code: number, message: RegExp) => {
  expect(run.code).toBe(code);
  expect(run.stderr).toMatch(/^cardref: /);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(message);
  noStack(run.stderr);
};

describe('a typo never ends a game', () => {
  const typos: [string, string][] = [
    ...['reset', 'attack 9', 'guard', 'take 7', 'evolve 1', 'resolve 0'].map((m) => ['pad', m] as [string, string]),
    ['wixoss', 'pick zzz'], ['wixoss', 'pick'],
  ];
  it.each(typos)('piped, %s "%s" is refused as illegal with the legal moves (exit 2)', (game, move) => {
    const run = cardref(['play', game, '--seed', '3'], { input: `${move}\n` });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cardref: stdin line 1: illegal move/);
    expect(run.stderr).toMatch(/legal now: /);
    noStack(run.stderr);
  });

  it('at a terminal, every one of them gets "not legal" and the same seat is asked again', async () => {
    const t = terminal(`play pad --seed 3 --open --deck 1=fire-dark --deck 2=water-wood-light --log ${join(dir, 'typos.log')}`);
    const guard = setTimeout(() => t.child.kill('SIGKILL'), 35_000);
    try {
      await t.waitFor(/P\d > /);
      for (const move of ['reset', 'attack 9', 'guard', 'take 7', 'evolve 1', 'resolve 0', 'pick zzz', 'constructor 1']) {
        await t.step(`${move}\r`, new RegExp(`${move.replace(/ /g, '\\s')}[\\s\\S]*P\\d > `));
      }
      expect(t.screen()).not.toMatch(/internal error|\n\s+at /);
      expect(t.child.exitCode).toBeNull(); // still playing
      t.child.stdin.write('\x03');
      expect(await new Promise((r) => t.child.on('close', r))).toBe(130);
    } finally {
      clearTimeout(guard);
      t.child.kill('SIGKILL');
    }
  }, 40_000);
});

describe('object-prototype names are unknown names, not crashes', () => {
  const protoNames = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
  it.each(protoNames)('--option %s=1 names the legal options', (name) => {
    oneLine(cardref(['play', 'wixoss', '--option', `${name}=1`]), 1, new RegExp(`WIXOSS has no option "${name.replace(/_/g, '_')}" \\(options: rules\\)`));
  });

  it('in sim too, and for a game without options', () => {
    oneLine(cardref(['sim', 'pad', '--games', '1', '--option', '__proto__=1']), 1, /has no option "__proto__" \(options: none\)/);
    oneLine(cardref(['sim', 'midrash', '--games', '1', '--option', 'constructor=x']), 1, /has no option "constructor" \(options: mode, round-limit\)/);
  });

  const lookups: [string, string[], RegExp][] = [
    ['a bot kind', ['play', 'pad', '--bot', '1=constructor'], /unknown bot "constructor" \(bots: /],
    ['a bot list', ['sim', 'pad', '--bots', '__proto__'], /unknown bot "__proto__" \(bots: /],
    ['a deck id', ['play', 'pad', '--deck', '1=toString'], /no built-in .* deck "toString" \(built-in: /],
    ['a game id', ['cards', 'constructor'], /unknown game "constructor" \(games: /],
    ['a rules topic', ['rules', 'pad', '__proto__'], /no rules topic "__proto__" \(topics: /],
    ['a --where column', ['cards', 'pad', '--where', 'constructor=1'], /no column "constructor" \(columns: /],
    ['a --where column named __proto__', ['cards', 'wixoss', '--where', '__proto__=x'], /no column "__proto__" \(columns: /],
  ];
  it.each(lookups)('%s', (_what, args, message) => oneLine(cardref(args), 1, message));

  it.each(['wixoss', 'pad', 'eatpaint'])('%s deck lists: cards and sections named like prototype keys are unknown (exit 2)', (game) => {
    const deck = join(dir, `proto-${game}.txt`);
    const names = ['constructor', '__proto__', 'toString'];
    writeFileSync(deck, names.map((name) => `1 ${name}\n`).join(''));
    const run = cardref(['check', game, deck]);
    expect(run.code).toBe(2);
    names.forEach((name, i) => expect(run.stdout).toContain(`:${i + 1}: unknown card "${name}"`));
    noStack(run.stderr);
    writeFileSync(deck, '[hasOwnProperty]\n');
    expect(cardref(['check', game, deck]).stdout).toMatch(/:1: unknown section \[hasownproperty\]/);
  });

  it('a log header option named like a prototype key is refused by the engine, not a TypeError', async () => {
    const game = await loadGame('wixoss');
    const header = { game: 'wixoss', version: game.version, players: ['A', 'B'], seed: '1', decks: ['white-hope', 'red-ambition'], orders: {} };
    for (const options of [JSON.parse('{"constructor":"x"}'), JSON.parse('{"__proto__":"x"}'), { toString: 'x' }]) {
      expect(() => startMatch(game, { ...header, options })).toThrow(UserError);
      expect(() => startMatch(game, { ...header, options })).toThrow(/has no option "(constructor|__proto__|toString)" \(options: rules\)/);
    }
    // A stacked order under an inherited name is a pile the game does not have: a bad log, not a TypeError.
    expect(() => startMatch(game, { ...header, options: {}, orders: JSON.parse('{"constructor":[["a"]],"__proto__":[["b"]]}') })).toThrow(/has no "(constructor|__proto__)" pile to stack/);
  });
});

describe('sim --log-dir that is not a folder', () => {
  it('an existing file, or a path under one, is a usage error', () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'mine\n');
    oneLine(cardref(['sim', 'pad', '--games', '2', '--log-dir', file]), 1, /--log-dir ".*a-file" is not a folder .*\(EEXIST\)/);
    oneLine(cardref(['sim', 'pad', '--games', '2', '--log-dir', join(file, 'sub')]), 1, /--log-dir ".*sub" is not a folder .*\(ENOTDIR\)/);
    expect(readFileSync(file, 'utf8')).toBe('mine\n');
  });
});

describe('every error is one cardref: line, commander\'s own included', () => {
  const cases: [string, string[], RegExp][] = [
    ['an unknown command', ['nope'], /^cardref: unknown command 'nope' \(run with --help for usage\)\n$/],
    ['an unknown option, with its suggestion', ['games', '--jsn'], /^cardref: unknown option '--jsn' \(Did you mean --json\?\) \(run with --help for usage\)\n$/],
    ['a missing argument', ['play'], /^cardref: missing required argument 'game'/],
    ['a missing option value', ['play', 'pad', '--seed'], /^cardref: option '--seed <seed>' argument missing/],
    ['an invalid choice', ['games', '--lang', 'xx'], /^cardref: option '--lang <lang>' argument 'xx' is invalid/],
    ['too many arguments', ['rules', 'pad', 'a', 'b'], /^cardref: too many arguments for 'rules'/],
  ];
  it.each(cases)('%s', (_what, args, message) => {
    const run = cardref(args);
    oneLine(run, 1, message);
    expect(run.stdout).toBe('');
  });

  it('in Chinese too', () => {
    oneLine(cardref(['--lang', 'zh', 'games', '--bogus']), 1, /^cardref: 未知选项 '--bogus' （用 --help 查看用法）\n$/);
  });

  it('--help and --version still exit 0 on stdout', () => {
    expect(cardref(['--version'])).toMatchObject({ code: 0, stdout: '0.1.0\n', stderr: '' });
    expect(cardref(['play', '--help'])).toMatchObject({ code: 0, stderr: '' });
  });

  const jsonCases: [string, string[], number, RegExp][] = [
    ['a parse error', ['cards', 'pad', '--json', '--bogus'], 1, /^unknown option '--bogus'/],
    ['an unknown game', ['cards', 'chess', '--json'], 1, /^unknown game "chess"/],
    ['a missing deck file', ['check', 'wixoss', join(dir, 'none.txt'), '--json'], 1, /does not exist/],
    ['a bad number', ['sim', 'pad', '--games', '0x10', '--json'], 1, /--games must be a whole number/],
    ['a malformed log', ['replay', join(dir, 'bad.log'), '--json'], 2, /bad\.log:1: /],
  ];
  it.each(jsonCases)('under --json, %s is also {"error": {code, message}} on stdout', (_what, args, code, message) => {
    writeFileSync(join(dir, 'bad.log'), 'nonsense here\n');
    const run = cardref(args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(/^cardref: /);
    const doc = JSON.parse(run.stdout) as { error: { code: number; message: string } };
    expect(Object.keys(doc)).toEqual(['error']);
    expect(doc.error.code).toBe(code);
    expect(doc.error.message).toMatch(message);
    expect(run.stderr.trim()).toBe(`cardref: ${doc.error.message}`);
  });
});

describe('numbers in options are plain decimal integers', () => {
  const bad = ['0x10', '1e0', '+2', '', '-1', '1.5', ' 2', '２', 'Infinity'];
  const numeric: [string, string[]][] = [
    ['sim --games', ['sim', 'pad', '--games']],
    ['sim --workers', ['sim', 'pad', '--games', '1', '--workers']],
    ['sim --players', ['sim', 'midrash', '--games', '1', '--players']],
    ['sim --iterations', ['sim', 'pad', '--games', '1', '--iterations']],
    ['sim --think-ms', ['sim', 'pad', '--games', '1', '--think-ms']],
    ['play --players', ['play', 'midrash', '--players']],
    ['play --first', ['play', 'pad', '--first']],
  ];
  // Every bad form against --games; the most tempting four against each other option.
  const runs = numeric.flatMap(([name, args], i) => (i === 0 ? bad : bad.slice(0, 4)).map((value) => [name, value, args] as const));
  it.each(runs)('%s "%s" is refused', (name, value, args) => {
    const run = cardref([...args, value]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^cardref: .*${name.split(' ')[1]}`));
    noStack(run.stderr);
  });

  it('replay --step --json is refused as JSON, not answered with text', () => {
    const run = cardref(['replay', join(dir, 'ok.log'), '--step', '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).error.message).toMatch(/--step .* has no JSON form/);
  });

  it('replay --at and --seat too', () => {
    const log = join(dir, 'ok.log');
    expect(cardref(['play', 'pad', '--seed', '2', '--bot', '1=random', '--bot', '2=random', '--log', log]).code).toBe(0);
    for (const value of ['0x1', '1e0', '+1', '', '1.5']) {
      oneLine(cardref(['replay', log, '--at', value]), 1, /--at must be 0 to \d+/);
      oneLine(cardref(['replay', log, '--seat', value]), 1, /--seat must be 1 to 2/);
    }
    expect(cardref(['replay', log, '--at', '1']).code).toBe(0);
  });
});

describe('big numeric seeds', () => {
  it('count up exactly, as strings', () => {
    expect(seedOf('99999999999999999999', 0)).toBe('99999999999999999999');
    expect(seedOf('99999999999999999999', 1)).toBe('100000000000000000000');
    expect(seedOf('9007199254740993', 2)).toBe('9007199254740995');
    expect(seedOf('abc', 3)).toBe('abc-3');
  });

  it('sim --seed 99999999999999999999 --games 6 plays 6 different games', () => {
    const logs = join(dir, 'big-seed');
    const run = cardref(['sim', 'pad', '--seed', '99999999999999999999', '--games', '6', '--log-dir', logs, '--json']);
    expect(run.code).toBe(0);
    const files = readdirSync(logs);
    expect(files).toHaveLength(6);
    const bodies = files.map((f) => readFileSync(join(logs, f), 'utf8').split('\n\n').slice(1).join('\n\n'));
    expect(new Set(bodies).size).toBe(6);
  });

  it('a seed that would grow past 64 characters on its last game is refused before playing', () => {
    oneLine(cardref(['sim', 'pad', '--seed', '9'.repeat(64), '--games', '2']), 1, /seed "10+…" must be letters, digits.*at most 64/);
  });
});

describe('nothing printed during a game gives away its seed', () => {
  const seed = 'sec-ret.seed_42';
  it('piped play that stops early shows neither the seed nor the log path', () => {
    const log = join(dir, 'early.log');
    const run = cardref(['play', 'wixoss', '--seed', seed, '--log', log], { input: 'keep\n' });
    expect(run.code).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toContain(seed);
    expect(run.stdout.split('\n')[0]).not.toContain(log);
    expect(existsSync(log)).toBe(true);
  });

  it('a resumed game does not show it either', () => {
    const log = join(dir, 'early.log');
    const run = cardref(['play', 'wixoss', '--resume', log], { input: 'keep\n' });
    expect(run.stdout).toMatch(/Resumed/);
    expect(`${run.stdout}${run.stderr}`).not.toContain(seed);
  });

  it('a finished game shows it at the end; --open shows it at the start', () => {
    const bots = ['--bot', '1=random', '--bot', '2=random'];
    const ended = cardref(['play', 'pad', '--seed', seed, ...bots]);
    expect(ended.code).toBe(0);
    const lines = ended.stdout.trim().split('\n');
    expect(lines[0]).not.toContain(seed);
    expect(lines.slice(-2).join('\n')).toContain(`Seed of this game: ${seed}`);
    expect(ended.stdout.indexOf(seed)).toBeGreaterThan(ended.stdout.indexOf('Game over'));
    const open = cardref(['play', 'pad', '--seed', seed, '--open'], { input: '' });
    expect(open.stdout.split('\n')[0]).toContain(`seed ${seed}`);
  });
});

describe('hidden cards in move descriptions', () => {
  it('EAT/PAINT: a trap set face down is "card N" on the shared stdout, never its name', async () => {
    const game = await loadGame('eatpaint');
    // The same game the CLI deals for this seed: default decks, two seats, no options.
    for (let i = 0; i < 40; i++) {
      const seed = `trap${i}`;
      const match = startMatch(game, { game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed, decks: game.defaultDecks!, options: {}, orders: {} });
      const moves: string[] = [];
      for (let step = 0; step < 30; step++) {
        const d = decisionOf(match);
        if (d.over) break;
        const set = d.choices.find((c) => c.startsWith('set '));
        if (set) {
          const secret = game.describe(match.state, set); // as the mover reads it: names the card
          const name = /^Set (.+) face down as a trap\.$/.exec(secret)![1]!;
          const run = cardref(['play', 'eatpaint', '--seed', seed], { input: [...moves, set].join('\n') + '\n' });
          const line = run.stdout.split('\n').find((l) => l.includes(`: ${set} — `))!;
          expect(line).toMatch(new RegExp(`${set} — Set card \\d+ from hand face down as a trap\\.$`));
          expect(line).not.toContain(name);
          return;
        }
        const choice = d.choices[d.choices.length - 1]!;
        moves.push(choice);
        playChoice(match, choice, d);
      }
    }
    throw new Error('no seed reached a "set" move');
  });
});
