/**
 * Named levels (`--vs`, `--bot 2=hard`, `sim --bots normal,easy`), the `hint` command of piped play and
 * `replay --explain`: what a player sees, in both languages, reproducible from the seed.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { levelBot, LEVEL_BOTS } from '../../src/engine/levels.js';
import { parseLog, type LogHeader } from '../../src/engine/log.js';
import type { MctsOptions } from '../../src/engine/mcts.js';
import { loadGame } from '../../src/games/index.js';
import { cardref } from '../support/cli.js';
import { searchedMoves } from '../support/search-game.js';

describe('levels', () => {
  it('--vs puts the computer in every seat but seat 1, 3-seat Midrash included', () => {
    const run = cardref(['play', 'midrash', '--players', '3', '--first', '2', '--vs', 'easy', '--seed', '2']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^P2 \(easy bot\): /m);
    expect(run.stdout).toMatch(/^P3 \(easy bot\): /m);
    expect(run.stdout).not.toMatch(/^P1 \(/m);
  });

  it('Solo Midrash under --vs keeps its demon: the one seat stays the player\'s', () => {
    const run = cardref(['play', 'midrash', '--players', '1', '--vs', 'hard', '--seed', '2']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Input ended; the game is in progress after 0 moves/);
  });

  it('--bot names a seat of its own beside --vs, and a level is a bot name', () => {
    const run = cardref(['play', 'midrash', '--players', '3', '--first', '2', '--vs', 'easy', '--bot', '3=random', '--seed', '2']);
    expect(run.stdout).toMatch(/^P2 \(easy bot\): /m);
    expect(run.stdout).toMatch(/^P3 \(random bot\): /m);
  });

  it('an unknown level or bot is one clear line with the choices', () => {
    const level = cardref(['play', 'midrash', '--vs', 'brutal']);
    expect(level.code).toBe(1);
    expect(level.stderr.trim()).toBe('cardref: unknown level "brutal" (levels: easy, normal, hard)');
    const bot = cardref(['play', 'midrash', '--bot', '2=hardest']);
    expect(bot.code).toBe(1);
    expect(bot.stderr.trim()).toBe('cardref: unknown bot "hardest" (bots: random, greedy, mcts, easy, normal, hard, cmd:PROGRAM)');
    expect(cardref(['--lang', 'zh', 'play', 'midrash', '--vs', 'brutal']).stderr.trim()).toBe('cardref: 未知难度 "brutal"（可用：easy, normal, hard）');
  });

  it('sim plays levels against each other', () => {
    const run = cardref(['sim', 'midrash', '--games', '1', '--bots', 'normal,easy', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).seats.map((s: { bot: string }) => s.bot)).toEqual(['normal', 'easy']);
  });
});

describe("a game's own level budget", () => {
  const searched = async (header: LogHeader, budget: MctsOptions) => searchedMoves(await loadGame('eatpaint'), header, budget).moves;

  it('is what play and sim give a level: EAT/PAINT\'s normal searches its own iterations', async () => {
    const own = levelBot('normal', await loadGame('eatpaint')).mcts;
    expect(own.iterations).toBeLessThan(LEVEL_BOTS.normal.mcts.iterations!);
    // The cap never binds at this budget, so the games repeat.
    const budget = { ...own, timeMs: undefined };
    const dir = mkdtempSync(join(tmpdir(), 'cardref-levels-'));
    const log = join(dir, 'play.log');
    expect(cardref(['play', 'eatpaint', '--seed', '9', '--bot', '1=normal', '--bot', '2=normal', '--log', log]).code).toBe(0);
    const played = parseLog(readFileSync(log, 'utf8'));
    expect(played.moves.map((m) => m.choice)).toEqual(await searched(played.header, budget));
    expect(cardref(['sim', 'eatpaint', '--games', '1', '--seed', '9', '--bots', 'normal,normal', '--log-dir', dir]).code).toBe(0);
    const simmed = parseLog(readFileSync(join(dir, 'eatpaint-9.log'), 'utf8'));
    expect(simmed.moves.map((m) => m.choice)).toEqual(await searched(simmed.header, budget));
    // The common budget plays another game from the same deal.
    expect(await searched(played.header, { ...LEVEL_BOTS.normal.mcts, timeMs: undefined })).not.toEqual(played.moves.map((m) => m.choice));
  }, 60_000);
});

describe('hint', () => {
  it('names a legal move with the estimated win rates, the same every time from the same position', () => {
    const args = ['play', 'midrash', '--vs', 'normal', '--seed', '3', '--first', '1'];
    const run = cardref(args, { input: 'hint\n' });
    expect(run.code).toBe(0);
    const line = run.stdout.split('\n').find((l) => l.startsWith('best: '));
    expect(line).toMatch(/^best: (.+) · estimated win rate: \1 \d+%, .+ \d+%/);
    expect(cardref(args, { input: 'hint\n' }).stdout).toBe(run.stdout);
    const zh = cardref(['--lang', 'zh', ...args], { input: 'hint\n' });
    // the rates are listed as Chinese lists are, with 、
    expect(zh.stdout).toMatch(/^最佳：.+ · 估计胜率：.+ \d+%、.+ \d+%/m);
    expect(zh.stdout).not.toMatch(/%, /);
  });
});

describe('a decision the bots do not judge (the WIXOSS mulligan)', () => {
  it('gets no searched hint: the line says the bots always keep, in both languages', () => {
    const args = ['play', 'wixoss', '--vs', 'normal', '--seed', '5'];
    const run = cardref(args, { input: 'hint\n' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^no hint: the bots do not judge this decision and always play keep$/m);
    expect(run.stdout).not.toMatch(/estimated win rate/);
    expect(cardref(['--lang', 'zh', ...args], { input: 'hint\n' }).stdout).toMatch(/^没有提示：电脑不评判这一步，总是选 keep$/m);
  });

  it('is explained as the bots\' keep, with no statistics', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-explain-'));
    // Random bots: P1 returns cards in this seed's game, so its mulligans are in the log.
    expect(cardref(['sim', 'wixoss', '--games', '1', '--seed', '4', '--log-dir', dir]).code).toBe(0);
    const log = join(dir, readdirSync(dir)[0]!);
    const { decisions } = JSON.parse(cardref(['replay', log, '--explain', '--seat', '1', '--iterations', '5', '--json']).stdout);
    const mulligans = decisions.filter((d: { played: string }) => d.played.startsWith('mulligan'));
    expect(mulligans.length).toBeGreaterThan(0);
    for (const d of mulligans) expect(d).toMatchObject({ best: 'keep', stats: [] });
    expect(decisions.some((d: { stats: unknown[] }) => d.stats.length > 0)).toBe(true);
    expect(cardref(['replay', log, '--explain', '--seat', '1', '--iterations', '5']).stdout)
      .toMatch(/^2\. P1: mulligan \d+ {2}no hint: the bots do not judge this decision and always play keep$/m);
  });
});

describe('replay --explain', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-explain-'));
  expect(cardref(['sim', 'eatpaint', '--games', '1', '--seed', '4', '--log-dir', dir]).code).toBe(0);
  const log = join(dir, readdirSync(dir)[0]!);

  it('analyses the chosen seat\'s decisions only, each pick one of its moves, reproducibly', () => {
    const args = ['replay', log, '--explain', '--seat', '1', '--iterations', '30', '--json'];
    const a = JSON.parse(cardref(args).stdout);
    expect(a.decisions.length).toBeGreaterThan(0);
    for (const d of a.decisions) {
      expect(d.player).toBe('P1');
      expect(d.stats.map((s: { choice: string }) => s.choice)).toContain(d.best);
      // best: the highest estimated win rate among the three moves shown (the most searched)
      const shown: { choice: string; winRate: number }[] = d.stats.slice(0, 3);
      expect(shown.find((s) => s.choice === d.best)!.winRate).toBe(Math.max(...shown.map((s) => s.winRate)));
    }
    expect(JSON.parse(cardref(args).stdout)).toEqual(a);
  });

  it('without --seat explains every seat, one line each, and says whose eyes they are for', () => {
    const run = cardref(['replay', log, '--explain', '--iterations', '20']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/from the deciding seat's view only/);
    expect(run.stdout).toMatch(/^\d+\. P1: .+ {2}best: /m);
    expect(run.stdout).toMatch(/^\d+\. P2: .+ {2}best: /m);
    expect(cardref(['--lang', 'zh', 'replay', log, '--explain', '--seat', '2', '--iterations', '20']).stdout).toMatch(/只从决策座位的视角分析/);
  });
});
