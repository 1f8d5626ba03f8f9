/**
 * Program bots and game boundaries (bot protocol 2): a `cmd:` bot is told when each game starts (its number, seat,
 * deck, never the seed) and how it ended; a line it writes unasked is quoted as such; `sim` refuses more bots than
 * seats, and counts a program's forfeits per seat with their reasons and exits 2.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOT_MESSAGES, validate } from '../../src/protocol/schema.js';
import { cardref, ROOT } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-bot-games-'));
const RECORDER = join(ROOT, 'tests/fixtures/recording-bot.mjs');
const BAD_BOT = `cmd:node ${join(ROOT, 'tests/fixtures/bad-bot.mjs')}`;

/** The lines a recording bot was sent, as objects. */
function heard(file: string): { type: string; [key: string]: unknown }[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

describe('a program bot in sim', () => {
  it('hears one hello, then game-start and game-end around every game, each fitting its schema', () => {
    const file = join(dir, 'sim.jsonl');
    const run = cardref(['sim', 'eatpaint', '--games', '3', '--seed', '9', '--bots', `random,cmd:node ${RECORDER} ${file}`, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = heard(file);
    const kinds = lines.map((m) => m.type).filter((type, i, all) => type !== 'decide' || all[i - 1] !== 'decide');
    expect(kinds).toEqual(['hello', ...Array(3).fill(['game-start', 'decide', 'game-end']).flat()]);
    expect(lines[0]).toEqual({ type: 'hello', protocol: 2, role: 'bot', game: 'eatpaint', seat: 2 });
    const starts = lines.filter((m) => m.type === 'game-start');
    const ends = lines.filter((m) => m.type === 'game-end');
    for (const start of starts) expect(validate(BOT_MESSAGES.gameStart, start)).toBeUndefined();
    for (const end of ends) expect(validate(BOT_MESSAGES.gameEnd, end)).toBeUndefined();
    expect(starts.map((m) => m.number)).toEqual([1, 2, 3]);
    expect(starts[0]).toEqual({ type: 'game-start', game: 'eatpaint', number: 1, seat: 2, players: ['P1', 'P2'], deck: 'aika-red', options: {} });
    // The seed rebuilds every hidden card: a bot never gets it.
    expect(JSON.stringify(lines)).not.toMatch(/seed/);
    // Each game's moves count from 0 again, and its end says how many there were and who won.
    const summary = JSON.parse(run.stdout);
    const wins = [0, 0];
    ends.forEach((end, g) => {
      expect(end.number).toBe(g + 1);
      const result = end.result as { winners: number[] };
      for (const w of result.winners) wins[w - 1]!++;
    });
    expect(wins).toEqual(summary.seats.map((s: { wins: number }) => s.wins));
  });

  it('(examples/random-bot.mjs) plays each game from its seed and number: the same results with any --workers', () => {
    const bot = `cmd:node ${join(ROOT, 'examples/random-bot.mjs')}`;
    const args = ['sim', 'eatpaint', '--games', '6', '--seed', '3', '--bots', `${bot},random`, '--json'];
    const env = { RANDOM_BOT_SEED: '5' };
    const one = cardref(args, { env });
    const three = cardref([...args, '--workers', '3'], { env });
    expect(one.code).toBe(0);
    expect(JSON.parse(three.stdout).seats).toEqual(JSON.parse(one.stdout).seats);
    expect(JSON.parse(three.stdout).meanDecisions).toBe(JSON.parse(one.stdout).meanDecisions);
  });

  it('is told the game ended when it plays one game in play', () => {
    const file = join(dir, 'play.jsonl');
    const run = cardref(['play', 'eatpaint', '--seed', '2', '--bot', '1=random', '--bot', `2=cmd:node ${RECORDER} ${file}`]);
    expect(run.code).toBe(0);
    const lines = heard(file);
    expect(lines.at(-1)).toMatchObject({ type: 'game-end', game: 'eatpaint', number: 1, result: { winners: [1] } });
    expect(lines.filter((m) => m.type === 'game-start')).toHaveLength(1);
  });

  it('that answers hello is quoted as writing unasked, not as a bad answer', () => {
    const file = join(dir, 'greets.jsonl');
    const run = cardref(['play', 'midrash', '--seed', '3', '--bot', '1=random', '--bot', `2=cmd:node ${RECORDER} ${file} greets`]);
    expect(run.stderr).toMatch(/^cardref: the bot of seat 2 \(P2\) forfeits the game: it wrote "\{"ready":true\}" without being asked/);
  });
});

describe('sim --bots', () => {
  it('naming more bots than seats is a usage error, not a bot dropped', () => {
    const run = cardref(['sim', 'wixoss', '--games', '1', '--bots', 'random,random,greedy']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('cardref: --bots names 3 bots but this wixoss game has 2 seats (--players sets the seats)\n');
    const json = cardref(['sim', 'midrash', '--players', '2', '--bots', 'random,random,random', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).error.code).toBe(1);
  });

  it('with fewer bots than seats still goes round the table', () => {
    const run = cardref(['sim', 'midrash', '--players', '3', '--games', '1', '--bots', 'random,greedy', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).seats.map((s: { bot: string }) => s.bot)).toEqual(['random', 'greedy', 'random']);
  });

  it('counts the forfeits of a program per seat with their reasons, the same with workers, and exits 2', () => {
    const args = ['sim', 'midrash', '--games', '3', '--bots', `${BAD_BOT} die,random`, '--json'];
    const run = cardref(args);
    expect(run.code).toBe(2);
    const summary = JSON.parse(run.stdout);
    expect(summary.seats[0]).toMatchObject({
      forfeits: 3,
      forfeitReasons: [{ reason: 'died', games: 3, firstSeed: '1', firstMessage: expect.stringMatching(/^the bot of seat 1 \(P1\) forfeits the game: the program ended \(exit code 3\)/) }],
    });
    expect(summary.seats[1]).toMatchObject({ forfeits: 0, forfeitReasons: [] });
    const split = JSON.parse(cardref([...args, '--workers', '2']).stdout);
    expect(split.seats).toEqual(summary.seats);
  });

  it('that cannot start its program says so, per seat, and exits 2', () => {
    const run = cardref(['sim', 'eatpaint', '--games', '2', '--bots', 'random,cmd:/no/such/program']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/game with seed 1: the bot of seat 2 \(P2\) forfeits the game: the program could not be started \(the shell ended with exit code 127/);
    expect(run.stderr).toMatch(/^cardref: the bot of seat 2 forfeited 2 games \(noStart 2\)$/m);
  });
});
