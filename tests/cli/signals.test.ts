/**
 * Ctrl+C and the stop signals at every point of `play` in a real terminal (tmux, a private server per test): the
 * game ends within a moment with the signal's exit code, the terminal as it was (main screen, echo, cursor), the
 * log saved once a move was made and the `--resume` command printed, or, before the first move, a line saying
 * that nothing was saved. The shell that ran cardref reports its exit status and whether echo is on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { ROOT } from '../support/cli.js';
import { tmuxMissing } from '../support/tmux.js';

const missing = tmuxMissing();
if (missing) console.log(`signal tests not run: ${missing}`);
const maybe = missing ? describe.skip : describe;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long cardref may take to stop (the promise is half a second; a test machine may be busy). */
const STOP_MS = 1500;

let counter = 0;

/** cardref in a shell in tmux; after it ends the shell prints `[exit N]` and `[echo on|off]`, and stays. */
class Shell {
  readonly dir = mkdtempSync(join(tmpdir(), 'cardref-signals-'));
  readonly log = join(this.dir, 'game.log');
  private readonly socket = `cardref-signals-${process.pid}-${counter++}`;

  constructor(args: string) {
    const pidFile = join(this.dir, 'pid');
    const cardref = `${process.execPath} ${join(ROOT, 'bin/cardref')} ${args.replaceAll('LOG', this.log)}`;
    const script = [
      `sh -c 'echo $$ > ${pidFile}; exec env NO_COLOR=1 LC_ALL= LANG=C.UTF-8 ${cardref}'`,
      'echo "[exit $?]"',
      `if stty -a | grep -Eq -- '(^| )-echo( |$)'; then echo '[echo off]'; else echo '[echo on]'; fi`,
      'sleep 60',
    ].join('; ');
    const conf = join(this.dir, 'tmux.conf');
    writeFileSync(conf, 'set -g status off\n');
    this.tmux(['-f', conf, 'new-session', '-d', '-s', 'play', '-x', '100', '-y', '30', script]);
  }

  private tmux(args: string[]): string {
    return execFileSync('tmux', ['-u', '-L', this.socket, ...args], { encoding: 'utf8', env: { ...process.env, LANG: 'C.UTF-8' } });
  }

  screen(): string {
    return this.tmux(['capture-pane', '-p', '-t', 'play']);
  }

  /** Whether the terminal is on the alternate screen, and whether the cursor is shown. */
  state(): { alternate: boolean; cursor: boolean } {
    const [alternate, cursor] = this.tmux(['display-message', '-p', '-t', 'play', '#{alternate_on} #{cursor_flag}']).trim().split(' ');
    return { alternate: alternate === '1', cursor: cursor === '1' };
  }

  pid(): number {
    return Number(readFileSync(join(this.dir, 'pid'), 'utf8'));
  }

  async waitFor(pattern: RegExp, timeout = 20_000): Promise<void> {
    const deadline = Date.now() + timeout;
    while (!pattern.test(this.screen())) {
      if (Date.now() > deadline) throw new Error(`the screen never showed ${pattern}:\n${this.screen()}`);
      await sleep(40);
    }
  }

  type(text: string): void {
    this.tmux(['send-keys', '-t', 'play', '-l', text]);
    this.tmux(['send-keys', '-t', 'play', 'Enter']);
  }

  key(name: string): void {
    this.tmux(['send-keys', '-t', 'play', name]);
  }

  /** Sends the stop (a key or a signal) and waits for cardref's end: its exit code, what it printed, how long it took. */
  async stop(how: { key: string } | { signal: NodeJS.Signals }): Promise<{ code: number; echo: boolean; text: string; ms: number }> {
    const started = Date.now();
    if ('key' in how) this.key(how.key);
    else process.kill(this.pid(), how.signal);
    while (!/\[exit \d+\]/.test(this.screen()) && Date.now() - started < 20_000) await sleep(20);
    const ms = Date.now() - started;
    await this.waitFor(/\[echo o(n|ff)\]/);
    const text = this.screen();
    return { code: Number(/\[exit (\d+)\]/.exec(text)?.[1]), echo: text.includes('[echo on]'), text, ms };
  }

  /** The moves saved in the log, or undefined when there is no log file. */
  moves(): string[] | undefined {
    return existsSync(this.log) ? parseLog(readFileSync(this.log, 'utf8')).moves.map((m) => m.choice) : undefined;
  }

  close(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
  }
}

/** Midrash with a random bot in seat 1: it has moved (and the log is saved) by the time seat 2 is asked. */
const AFTER_BOT = 'play midrash --seed 4 --bot 1=random --log LOG';

async function expectStopped(shell: Shell, how: { key: string } | { signal: NodeJS.Signals }, code = 130): Promise<string> {
  const end = await shell.stop(how);
  expect(end.code).toBe(code);
  expect(end.ms).toBeLessThan(STOP_MS);
  expect(end.echo).toBe(true);
  expect(shell.state()).toEqual({ alternate: false, cursor: true });
  expect(end.text).not.toMatch(/internal error|ERR_/);
  return end.text;
}

function expectSaved(shell: Shell, text: string, moves: number): void {
  expect(text).toMatch(/Aborted\. The log is saved: continue with cardref play \w+ --resume /);
  expect(shell.moves()).toHaveLength(moves);
}

maybe('stopping play', () => {
  let shell: Shell | undefined;
  afterEach(() => shell?.close());

  it.each([
    ['Ctrl+C', { key: 'C-c' }, 130],
    ['kill -INT', { signal: 'SIGINT' as const }, 130],
    ['SIGTERM', { signal: 'SIGTERM' as const }, 143],
  ])('%s at the prompt', async (_, how, code) => {
    shell = new Shell(AFTER_BOT);
    await shell.waitFor(/P2 >$/m);
    expectSaved(shell, await expectStopped(shell, how, code), 3);
  }, 30_000);

  it('Ctrl+C during hint stops the search', async () => {
    shell = new Shell(AFTER_BOT);
    await shell.waitFor(/P2 >$/m);
    shell.type('hint');
    await shell.waitFor(/Looking for a hint/);
    expectSaved(shell, await expectStopped(shell, { key: 'C-c' }), 3);
  }, 30_000);

  it('Ctrl+C in a pick list', async () => {
    shell = new Shell(AFTER_BOT);
    await shell.waitFor(/P2 >$/m);
    shell.type('pick');
    await shell.waitFor(/Choose a move/);
    expectSaved(shell, await expectStopped(shell, { key: 'C-c' }), 3);
  }, 30_000);

  it('Ctrl+C while a bot searches', async () => {
    shell = new Shell('play midrash --seed 4 --first 1 --bot 2=mcts --iterations 1000000 --log LOG');
    await shell.waitFor(/P1 >$/m);
    shell.type('end');
    await shell.waitFor(/is thinking/);
    await sleep(300);
    expectSaved(shell, await expectStopped(shell, { key: 'C-c' }), 1);
  }, 30_000);

  it('Ctrl+C while a program bot is waited on: an abort, not a forfeit, and the program is ended', async () => {
    // (The backslashes keep the bot's command one word for the shell that starts cardref.)
    shell = new Shell(`play midrash --seed 4 --first 1 --bot 2=cmd:node\\ ${join(ROOT, 'tests/fixtures/mute-bot.mjs')}\\ LOG.bot --log LOG`);
    await shell.waitFor(/P1 >$/m);
    shell.type('end');
    await shell.waitFor(/is thinking/);
    const botPid = shell.log + '.bot';
    const deadline = Date.now() + 10_000;
    while (!existsSync(botPid) && Date.now() < deadline) await sleep(40);
    await sleep(300);
    expectSaved(shell, await expectStopped(shell, { key: 'C-c' }), 1);
    expect(readFileSync(shell.log, 'utf8')).not.toMatch(/resign|forfeit/);
    const pid = Number(readFileSync(botPid, 'utf8'));
    const alive = () => { try { process.kill(pid, 0); return true; } catch { return false; } };
    const ended = Date.now() + 3_000;
    while (alive() && Date.now() < ended) await sleep(40);
    expect(alive()).toBe(false);
  }, 30_000);

  it('Ctrl+C at the deck picker: nothing was saved', async () => {
    shell = new Shell('play wixoss --log LOG');
    await shell.waitFor(/Deck for seat 1/);
    const text = await expectStopped(shell, { key: 'C-c' });
    expect(text).toMatch(/Aborted before the first move: nothing was saved\./);
    expect(shell.moves()).toBeUndefined();
  }, 30_000);

  it('Ctrl+C at a question to the table (play --table), before the first move: nothing was saved', async () => {
    shell = new Shell('play midrash --table --log LOG');
    await shell.waitFor(/goes first|which card/);
    const text = await expectStopped(shell, { key: 'C-c' });
    expect(text).toMatch(/Aborted before the first move: nothing was saved\./);
    expect(shell.moves()).toBeUndefined();
  }, 30_000);
});
