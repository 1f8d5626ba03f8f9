/**
 * External bots through the built CLI: examples/random-bot.mjs (written against docs/protocol.md alone) plays every
 * game with `play --bot` and `sim --bots`; a bot that misbehaves loses the game by its seat, with the reason and
 * its offending line on stderr and in the log, and the log still replays.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../../src/games/index.js';
import { splitBotKinds } from '../../src/cli/external-bot.js';
import { cardref, ROOT } from '../support/cli.js';

const RANDOM_BOT = `cmd:node ${join(ROOT, 'examples/random-bot.mjs')}`;
const BAD_BOT = `cmd:node ${join(ROOT, 'tests/fixtures/bad-bot.mjs')}`;
const dir = mkdtempSync(join(tmpdir(), 'cardref-bots-'));

describe.each(GAMES.map((g) => g.id))('%s with the example bot', (id) => {
  it('plays a whole game piped (play --bot 2=cmd:…), and the log replays', () => {
    const log = join(dir, `${id}.log`);
    // A Midrash game has no round limit unless one is asked for; random bots rarely reach 10 wisdom.
    const limit = id === 'midrash' ? ['--option', 'round-limit=30'] : [];
    const run = cardref(['play', id, '--seed', '4', ...limit, '--bot', '1=random', '--bot', `2=${RANDOM_BOT}`, '--log', log], { env: { RANDOM_BOT_SEED: '1' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Game over: /);
    expect(run.stdout).toMatch(/^P2 \(cmd bot\): /m);
    expect(cardref(['replay', log]).code).toBe(0);
  });

  it('plays sim games (sim --bots cmd:…,random)', () => {
    const run = cardref(['sim', id, '--games', '3', '--seed', '2', '--bots', `${RANDOM_BOT},random`, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.games).toBe(3);
    // sim bounds Midrash by its self-play round limit: random bots may end a game there, "unfinished".
    if (id !== 'midrash') expect(summary.unfinished).toBe(0);
    expect(summary.seats[0].bot).toBe(RANDOM_BOT);
  });
});

describe('a misbehaving bot', () => {
  it.each([
    ['illegal', /forfeits the game: it answered "fly away", which is not a legal move now/],
    ['junk', /forfeits the game: its answer "hello there" is not a JSON object with a "move" text/],
    ['die', /forfeits the game: the program ended \(exit code 3\) before answering/],
    ['slow', /forfeits the game: no answer within 300 ms/],
    ['chatty', /forfeits the game: it wrote "\{"thinking": true\}" without being asked/],
  ])('loses the game by its seat when it %s', (mode, why) => {
    const log = join(dir, `bad-${mode}.log`);
    const run = cardref(['play', 'midrash', '--seed', '3', '--bot', '1=random', '--bot', `2=${BAD_BOT} ${mode}`, '--bot-timeout', '300', '--log', log]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^cardref: the bot of seat 2 \(P2\) /);
    expect(run.stderr).toMatch(why);
    expect(run.stdout).toMatch(/Game over: P1 wins \(P2 resigned\)/);
    const text = readFileSync(log, 'utf8');
    expect(text).toMatch(new RegExp(`# the bot of seat 2 \\(P2\\) forfeits the game: .*\\n${'P2: resign'}\\nresult: P1 wins \\(P2 resigned\\)\\n$`));
    expect(cardref(['replay', log]).code).toBe(0);
  });

  it('is reported in Chinese with --lang zh, the log staying English', () => {
    const log = join(dir, 'bad-zh.log');
    const run = cardref(['--lang', 'zh', 'play', 'midrash', '--seed', '3', '--bot', '1=random', '--bot', `2=${BAD_BOT} illegal`, '--log', log]);
    expect(run.stderr).toMatch(/座位 2（P2）的机器人判负：它回答了 "fly away"/);
    expect(readFileSync(log, 'utf8')).toMatch(/# the bot of seat 2 \(P2\) forfeits the game/);
  });

  it('loses a sim game, reported with its seed, and the run goes on (exit code 2)', () => {
    const run = cardref(['sim', 'midrash', '--games', '2', '--bots', `${BAD_BOT} die,random`, '--json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/game with seed 1: the bot of seat 1 \(P1\) forfeits the game: the program ended/);
    expect(run.stderr).toMatch(/game with seed 2: /);
    expect(JSON.parse(run.stdout).seats[1].wins).toBe(2);
  });

  it('that cannot be started is reported, not a crash', () => {
    const run = cardref(['play', 'midrash', '--seed', '3', '--bot', '1=random', '--bot', '2=cmd:/no/such/program']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/the bot of seat 2 \(P2\) forfeits the game: the program could not be started \(the shell ended with exit code 127/);
  });

  it('may have a comma of its own in sim --bots, inside quotes the shell reads', () => {
    const withComma = `${RANDOM_BOT} "a,b"`;
    const run = cardref(['sim', 'eatpaint', '--games', '2', '--bots', `${withComma},random`, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.seats.map((seat: { bot: string }) => seat.bot)).toEqual([withComma, 'random']);
  });
});

describe('splitBotKinds', () => {
  it('splits at commas outside quotes only', () => {
    expect(splitBotKinds('mcts, random')).toEqual(['mcts', 'random']);
    expect(splitBotKinds(`cmd:node b.mjs --pair "a,b" 'c,d',hard`)).toEqual([`cmd:node b.mjs --pair "a,b" 'c,d'`, 'hard']);
    expect(splitBotKinds('easy')).toEqual(['easy']);
  });
});
