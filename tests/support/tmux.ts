/**
 * The built `cardref` in a real terminal of a given size: a tmux server of its own (a private socket, so no other
 * tmux session on the machine is touched), keys sent with `send-keys`, the screen read with `capture-pane`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './cli.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tmuxMissing(): string | undefined {
  const found = spawnSync('tmux', ['-V'], { encoding: 'utf8' });
  return found.status === 0 ? undefined : 'tmux is not installed: the screen tests need a real terminal';
}

let counter = 0;

export class TmuxTerminal {
  readonly socket = `cardref-screen-${process.pid}-${counter++}`;
  private readonly session = 'play';

  constructor(args: string, size: { columns: number; rows: number }, env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-tmux-'));
    const conf = join(dir, 'tmux.conf');
    // The pane stays after cardref exits, so what it left on the screen can still be read.
    writeFileSync(conf, 'set -g remain-on-exit on\nset -g history-limit 5000\nset -g status off\n');
    const vars = { NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', TERM: 'xterm-256color', ...env };
    const command = `exec env ${Object.entries(vars).map(([k, v]) => `${k}='${v}'`).join(' ')} ${process.execPath} ${join(ROOT, 'bin/cardref')} ${args}`;
    this.tmux(['-f', conf, 'new-session', '-d', '-s', this.session, '-x', String(size.columns), '-y', String(size.rows), command]);
  }

  private tmux(args: string[]): string {
    return execFileSync('tmux', ['-u', '-L', this.socket, ...args], { encoding: 'utf8', env: { ...process.env, LANG: 'C.UTF-8' } });
  }

  /** What is on the screen now, each line without its trailing blanks. */
  screen(): string {
    return this.tmux(['capture-pane', '-p', '-t', this.session]).replace(/\n$/, '').split('\n').map((l) => l.trimEnd()).join('\n');
  }

  /** Everything the terminal still holds: the scrollback, the visible screen, and the other screen (normal/alternate). */
  everything(): string {
    const main = this.tmux(['capture-pane', '-p', '-S', '-', '-E', '-', '-t', this.session]);
    const other = spawnSync('tmux', ['-u', '-L', this.socket, 'capture-pane', '-p', '-a', '-q', '-S', '-', '-t', this.session], { encoding: 'utf8' }).stdout ?? '';
    return `${main}\n${other}`;
  }

  /** Type text; `Enter` etc. are tmux key names when `keys` is true. */
  type(text: string, enter = true): void {
    this.tmux(['send-keys', '-t', this.session, '-l', text]);
    if (enter) this.tmux(['send-keys', '-t', this.session, 'Enter']);
  }

  key(name: string): void {
    this.tmux(['send-keys', '-t', this.session, name]);
  }

  resize(columns: number, rows: number): void {
    this.tmux(['resize-window', '-t', this.session, '-x', String(columns), '-y', String(rows)]);
  }

  /** The pid of cardref (the pane runs it directly). */
  pid(): number {
    return Number(this.tmux(['display-message', '-p', '-t', this.session, '#{pane_pid}']).trim());
  }

  /** The exit status of the dead pane's process (tmux's own record of it, not the line it draws). */
  /**
   * The exit status of the pane's program (128 + the signal if one ended it): as tmux recorded it, or, while tmux has
   * seen the terminal close but not yet collected the program (a zombie), from the kernel's record of it
   * (/proc/PID/stat field 52, in waitpid's form). Undefined while neither knows.
   */
  exitStatus(pid = this.pid()): number | undefined {
    const status = this.tmux(['display-message', '-p', '-t', this.session, '#{pane_dead_status}']).trim();
    if (status !== '') return Number(status);
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return undefined;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] !== 'Z') return undefined;
    const code = Number(fields[49]);
    return (code & 0x7f) === 0 ? (code >> 8) & 0xff : 128 + (code & 0x7f);
  }

  dead(): boolean {
    return this.tmux(['display-message', '-p', '-t', this.session, '#{pane_dead}']).trim() === '1';
  }

  /** Wait until the screen matches (generous: the machine may be busy); returns the screen. */
  async waitFor(pattern: RegExp, timeout = 20_000): Promise<string> {
    const deadline = Date.now() + timeout;
    let shown = this.screen();
    while (!pattern.test(shown) && Date.now() < deadline) {
      await sleep(50);
      shown = this.screen();
    }
    if (!pattern.test(shown)) throw new Error(`the screen never showed ${pattern}:\n${shown}`);
    return shown;
  }

  /** Type a line and wait until the screen has been redrawn for it and is still again. */
  async typeAndRedraw(text: string, timeout = 20_000): Promise<string> {
    const before = this.screen();
    this.type(text);
    const deadline = Date.now() + timeout;
    while (this.screen() === before && Date.now() < deadline) await sleep(50);
    return this.settle(150);
  }

  /** Wait until the screen stops changing (a redraw has finished). */
  async settle(ms = 250): Promise<string> {
    let last = this.screen();
    for (let i = 0; i < 40; i++) {
      await sleep(ms);
      const now = this.screen();
      if (now === last) return now;
      last = now;
    }
    return last;
  }

  close(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
  }
}
