/**
 * `replay`: `--at N` verifies the whole log and says what move N was; `--step` goes back and jumps; `--step --json`
 * is refused.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { replayLog } from '../../src/engine/match.js';
import { loadGame } from '../../src/games/index.js';
import { parseStepCommand, positionAt } from '../../src/cli/commands/replay.js';
import type { AnyGame } from '../../src/engine/game.js';
import { raceGame } from '../support/race-game.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { cardref } from '../support/cli.js';
import { terminal } from '../support/terminal.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-replay-'));
const good = join(dir, 'good.log');
cardref(['play', 'wixoss', '--seed', '8', '--bot', '1=random', '--bot', '2=random', '--log', good]);
const text = readFileSync(good, 'utf8');
const lines = text.split('\n');
// The log is a transcript (issue 15): its chance lines (`> 1: …`) sit between the moves.
const body = lines.indexOf('');
const moveAt = lines.flatMap((l, i) => (i > body && /^[^>#\s][^:]*: /.test(l) && !l.startsWith('result:') ? [i] : []));
/** The 1-based line of move `n` (1-based). */
const lineOfMove = (n: number) => moveAt[n - 1]! + 1;

/** The log with move `n` (1-based) replaced by `move`. */
function tampered(n: number, move: string): string {
  const path = join(dir, `tampered-${n}.log`);
  const copy = [...lines];
  copy[lineOfMove(n) - 1] = copy[lineOfMove(n) - 1]!.replace(/: .*/, `: ${move}`);
  writeFileSync(path, copy.join('\n'));
  return path;
}

describe('replay --at N', () => {
  it('still verifies the moves after N: a later illegal move is exit 2 with its line, after the board at N', () => {
    const bad = tampered(9, 'fly away');
    const run = cardref(['replay', bad, '--at', '5']);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/after move 5 of \d+/);
    expect(run.stderr).toMatch(new RegExp(`tampered-9\\.log:${lineOfMove(9)}: illegal move "fly away"`));
    const json = cardref(['replay', bad, '--at', '5', '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: false, verifiedMoves: 8, at: 5, failure: { line: lineOfMove(9) }, move: { number: 5 } });
    // The good log at the same N is valid.
    expect(cardref(['replay', good, '--at', '5']).code).toBe(0);
  });

  it('an illegal move at or before N gives no board, only the failure', () => {
    const run = cardref(['replay', tampered(3, 'fly away'), '--at', '5', '--json']);
    expect(run.code).toBe(2);
    const doc = JSON.parse(run.stdout);
    expect(doc).toMatchObject({ valid: false, verifiedMoves: 2 });
    expect(doc.board).toBeUndefined();
  });

  it('says what move N was: who, the move, and its description on the position before it, as the chosen seat knows it', async () => {
    const game = await loadGame('wixoss');
    const log = parseLog(text);
    for (const [at, seat] of [[1, 1], [1, 2], [6, 2], [6, null]] as const) {
      const args = ['replay', good, '--at', String(at), '--json', ...(seat === null ? [] : ['--seat', String(seat)])];
      const doc = JSON.parse(cardref(args).stdout);
      const before = replayLog(game, log, at - 1).match;
      const move = log.moves[at - 1]!;
      const viewer = seat === null ? null : seat - 1;
      expect(doc.move).toMatchObject({ number: at, player: log.header.players[move.seat], choice: move.choice, description: game.describe(before.state, move.choice, viewer) });
    }
    const shown = cardref(['replay', good, '--at', '1']);
    expect(shown.stdout).toMatch(new RegExp(`^1\\. ${log.header.players[log.moves[0]!.seat]}: ${log.moves[0]!.choice} — \\S`, 'm'));
    expect(cardref(['replay', good, '--at', '0']).stdout).toMatch(/the start, before move 1/);
    expect(JSON.parse(cardref(['replay', good, '--at', '0', '--json']).stdout).move).toBeNull();
  });
});

describe('the move shown at a position', () => {
  it('is described on the position before it, for the viewing seat, with only the events that seat may read', () => {
    // A game whose descriptions show which state and which viewer they were given.
    const game: AnyGame = { ...raceGame, describe: (s, choice, viewer) => `${choice} for ${viewer} at ${s.scores.join('-')}` };
    const log = parseLog('game: race\nversion: 1\nplayers: Ann, Bob\nseed: 1\nfirst: 1\ndeck.1: basic\ndeck.2: basic\n\nAnn: play 1\nAnn: end\n');
    const played = positionAt(game, log, 1, 1).move!;
    expect(played).toMatchObject({ number: 1, player: 'Ann', choice: 'play 1', description: 'play 1 for 1 at 0-0' });
    expect(played.events).toEqual([expect.stringMatching(/^scored \d$/)]);
    expect(positionAt(game, log, 1, null).move!.description).toBe('play 1 for null at 0-0');
    // Ann's draw at the end of her turn is hers alone.
    expect(positionAt(game, log, 2, 0).move!.events).toEqual([expect.stringMatching(/^drew \d$/)]);
    expect(positionAt(game, log, 2, 1).move!.events).toEqual([]);
    expect(positionAt(game, log, 2, null).move!.events).toEqual([]);
  });
});

describe('replay --step', () => {
  it('--step --json is refused with a clear usage error', () => {
    const run = cardref(['replay', good, '--step', '--json']);
    expect(run.code).toBe(1);
    // Asked for JSON, the error is a JSON document too (docs/json.md), besides the one stderr line.
    expect(JSON.parse(run.stdout)).toEqual({ error: { code: 1, message: expect.stringMatching(/^--step is interactive and has no JSON form/) } });
    expect(run.stderr).toMatch(/^cardref: --step is interactive and has no JSON form; use --at N --json/);
  });

  it('--help says the whole log is checked and lists the step keys, within 80 columns, in both languages', () => {
    for (const [lang, keys] of [['en', /g N \(or N\) go to\s+move N/], ['zh', /g N（或 N）跳到第 N 步/]] as const) {
      const help = cardref(['replay', '--help', '--lang', lang]).stdout;
      expect(help).toMatch(keys);
      for (const line of help.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    }
  });

  it('reads step commands: Enter, b, g N, a bare number, q, help', () => {
    expect(parseStepCommand('', 4)).toEqual({ go: 5 });
    expect(parseStepCommand(' N ', 4)).toEqual({ go: 5 });
    expect(parseStepCommand('b', 4)).toEqual({ go: 3 });
    expect(parseStepCommand('back', 4)).toEqual({ go: 3 });
    expect(parseStepCommand('g 12', 4)).toEqual({ go: 12 });
    expect(parseStepCommand('go 0', 4)).toEqual({ go: 0 });
    expect(parseStepCommand('17', 4)).toEqual({ go: 17 });
    expect(parseStepCommand('Q', 4)).toBe('quit');
    expect(parseStepCommand('?', 4)).toBe('help');
    expect(parseStepCommand('fly', 4)).toBe('unknown');
  });

  it('without a terminal walks every move and stops at an illegal one with exit 2', () => {
    const run = cardref(['replay', tampered(4, 'fly away'), '--step']);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^3\. /m);
    expect(run.stdout).not.toMatch(/^4\. /m);
    expect(run.stderr).toMatch(/illegal move "fly away"/);
  });

  it('at a terminal goes forward, back and to any move, with help at the prompt', async () => {
    const t = terminal(`replay ${good} --step`);
    try {
      await t.waitFor(/move 0\/\d+ · Enter: next · b: back · g N: go to N · q: quit · \?: help > /);
      await t.step('\r', /^1\. P\d: [^\n]* — [\s\S]*move 1\/\d+/m);
      await t.step('g 7\r', /^7\. P\d: [^\n]* — [\s\S]*move 7\/\d+/m);
      await t.step('b\r', /^6\. P\d: [\s\S]*move 6\/\d+/m);
      await t.step('3\r', /^3\. P\d: [\s\S]*move 3\/\d+/m);
      await t.step('0\r', /the start, before move 1[\s\S]*move 0\//);
      await t.step('b\r', /This is the start of the game\.[\s\S]*move 0\//);
      await t.step('?\r', /g N, N +go to move N[\s\S]*move 0\//);
      await t.step('zz\r', /"zz" is not a step command[\s\S]*move 0\//);
      t.child.stdin.write('q\r');
      expect(await t.closed).toBe(0);
    } finally {
      t.child.kill('SIGKILL');
    }
  }, 40_000);
});
