/** Issue 13: the higher SPD goes first; a `first:` header may only stand for the coin flip of an SPD tie. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserError } from '../../../src/engine/errors.js';
import { startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { cardref } from '../../support/cli.js';
import { st } from './helpers.js';

const header = (decks: [string, string], first?: number) =>
  ({ game: 'eatpaint', version: game.version, players: ['Ann', 'Ben'], seed: 'spd', first, decks, options: {}, orders: {} });

describe('first player by SPD', () => {
  it('refuses a first: that names the slower character, as a bad log (exit 2)', () => {
    // Designed SPD: Aika 4, Sabil 3.
    let error: unknown;
    try { startMatch(game, header(['sabil-apra', 'aika-red'], 0)); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).exitCode).toBe(2);
    expect((error as UserError).message).toBe(
      "\"first: 1\" is overruled: Ben's Aika (SPD 4) is faster than Ann's Sabil (SPD 3), and the higher SPD goes first; \"first:\" may only stand for a coin flip the rules leave open");
  });

  it('accepts a first: that agrees with SPD, and on a tie lets first: choose', () => {
    expect(st(startMatch(game, header(['sabil-apra', 'aika-red'], 1))).first).toBe(1);
    // Sabil and Himeria both have SPD 3: first: stands for the coin flip.
    expect(st(startMatch(game, header(['sabil-apra', 'himeria-kasis'], 0))).first).toBe(0);
    expect(st(startMatch(game, header(['sabil-apra', 'himeria-kasis'], 1))).first).toBe(1);
  });

  it('replay names the first: line of a log that starts the slower player', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-first-'));
    const log = join(dir, 'slow-first.log');
    writeFileSync(log, 'game: eatpaint\nversion: 1\nplayers: Ann, Ben\nseed: 4\nfirst: 2\ndeck.1: aika-red\ndeck.2: rio-red\n\nBen: end\n');
    const run = cardref(['replay', log]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `cardref: ${log}:5: "first: 2" is overruled: Ann's Aika (SPD 4) is faster than Ben's Rio (SPD 1), and the higher SPD goes first; "first:" may only stand for a coin flip the rules leave open\n`);
    const zh = cardref(['--lang', 'zh', 'replay', log]);
    expect(zh.code).toBe(2);
    expect(zh.stderr).toBe(`cardref: ${log}:5: “first: 2”不成立：Ann的艾卡（SPD 4）比Ben的里奥（SPD 1）快，SPD高者先攻；“first:”只能代替规则留给掷硬币决定的先攻\n`);
  });

  it('play --first naming the slower character warns and lets SPD decide; on a tie it chooses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-first-'));
    const slow = join(dir, 'slow.log');
    const run = cardref(['play', 'eatpaint', '--seed', '5', '--first', '1', '-d', '1=sabil-apra', '-d', '2=aika-red',
      '--bot', '1=random', '--bot', '2=random', '--log', slow]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "cardref: warning: --first 1 ignored: P2's Aika (SPD 4) is faster than P1's Sabil (SPD 3), and the higher SPD goes first\n");
    const text = readFileSync(slow, 'utf8');
    expect(text).not.toMatch(/^first:/m);
    // The first move after the header (and the opening hands' chance lines) is Aika's.
    expect(text.split('\n\n')[1]!.split('\n').find((line) => !line.startsWith('> '))).toMatch(/^P2: /);
    expect(cardref(['replay', slow]).code).toBe(0);

    const tie = join(dir, 'tie.log');
    const chosen = cardref(['play', 'eatpaint', '--seed', '5', '--first', '2', '-d', '1=sabil-apra', '-d', '2=himeria-kasis',
      '--bot', '1=random', '--bot', '2=random', '--log', tie]);
    expect(chosen.code).toBe(0);
    expect(chosen.stderr).not.toContain('warning');
    expect(readFileSync(tie, 'utf8')).toMatch(/^first: 2$/m);

    const zh = cardref(['--lang', 'zh', 'play', 'eatpaint', '--seed', '5', '--first', '1', '-d', '1=sabil-apra', '-d', '2=aika-red',
      '--bot', '1=random', '--bot', '2=random', '--log', join(dir, 'zh.log')]);
    expect(zh.stderr).toContain('cardref: 警告：已忽略 --first 1：P2的艾卡（SPD 4）比P1的萨比尔（SPD 3）快，SPD高者先攻');
  });
});
