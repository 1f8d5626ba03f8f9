/**
 * Loopback helpers for the network tests: a `cardref host` process whose join and watch lines are read from its
 * output, and a WebSocket client (the `ws` package, as any client would be) that records every frame it is sent and
 * can play random legal moves from its observations.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ROOT } from '../support/cli.js';

export interface HostProcess {
  child: ChildProcess;
  /** Per 1-based seat its join URL, and the watch URL. */
  joins: Map<number, string>;
  watch: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Starts `cardref host ARGS` and resolves once it printed its watch line (the join lines come before it). */
export function startHost(args: string[], cwd: string, stdin = ''): Promise<HostProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'cardref'), 'host', ...args], {
    cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LANG: 'C.UTF-8', XDG_STATE_HOME: join(cwd, 'state') }, stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (stdin) child.stdin!.write(stdin);
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host printed no watch line: ${out} ${err}`)), 20_000);
    child.stderr!.on('data', (d) => { err += d; });
    child.stdout!.on('data', (d) => {
      out += d;
      const watch = /^watch: cardref watch (\S+)$/m.exec(out);
      if (!watch) return;
      clearTimeout(timer);
      const joins = new Map<number, string>();
      for (const m of out.matchAll(/^seat (\d+) \([^)]*\): cardref join (\S+)$/gm)) joins.set(Number(m[1]), m[2]!);
      resolve({ child, joins, watch: watch[1]!, stdout: () => out, stderr: () => err, exited });
    });
    child.on('exit', () => { clearTimeout(timer); reject(new Error(`host exited: ${out} ${err}`)); });
  });
}

export type Frame = Record<string, any>;

export class Client {
  readonly frames: Frame[] = [];
  /** The raw text of every frame, as sent. */
  readonly raw: string[] = [];
  readonly socket: WebSocket;
  closed: Promise<number>;
  private waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  /** Play a random legal move whenever the observation says it is this seat's decision. */
  autoplay = false;
  /** Wait this long before each move autoplay sends (a game that lasts while something else is tried). */
  delayMs = 0;
  private random: () => number;

  constructor(url: string, seed = 1) {
    const [address] = url.split('#');
    this.socket = new WebSocket(address!);
    this.socket.on('error', () => {});
    let state = seed;
    this.random = () => { state = (state * 1103515245 + 12345) % 2 ** 31; return state / 2 ** 31; };
    this.closed = new Promise((resolve) => this.socket.on('close', (code) => resolve(code)));
    this.socket.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const frame = JSON.parse(text) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => { if (!w.test(frame)) return true; w.resolve(frame); return false; });
      if (this.autoplay) this.play(frame);
    });
  }

  /** Autoplay: a random legal move for `frame`, if it is an observation with moves. */
  private play(frame: Frame): void {
    if (frame.type !== 'observation' || frame.observation.moves.length === 0) return;
    const moves = frame.observation.moves as { move: string }[];
    const move = moves[Math.floor(this.random() * moves.length)]!.move;
    // Only for the observation still the latest: a later one (the game began, or moved on) asks afresh.
    if (this.delayMs > 0) setTimeout(() => { if (this.autoplay && this.latest('observation') === frame) this.send({ type: 'act', move }); }, this.delayMs);
    else this.send({ type: 'act', move });
  }

  /** Autoplay again after a pause (`autoplay = false`), from the latest observation. */
  resume(): void {
    this.autoplay = true;
    const latest = this.latest('observation');
    if (latest) this.play(latest);
  }

  /** Connects and sends `join` (with `lang`, when given: the language its texts come in). */
  static async join(url: string, seed = 1, protocol = 1, lang?: 'en' | 'zh'): Promise<Client> {
    const client = new Client(url, seed);
    await client.open();
    client.send({ type: 'join', protocol, secret: url.split('#')[1], ...(lang ? { lang } : {}) });
    return client;
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => { this.socket.once('open', () => resolve()); this.socket.once('error', reject); });
  }

  send(message: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next frame (from now, or already received when `past`) that passes `test`. */
  next(test: (f: Frame) => boolean, ms = 20_000, past = false): Promise<Frame> {
    if (past) {
      const found = this.frames.find(test);
      if (found) return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such frame within ${ms} ms; last: ${this.raw.slice(-3).join(' ')}`)), ms);
      this.waiters.push({ test, resolve: (f) => { clearTimeout(timer); resolve(f); } });
    });
  }

  latest(type: string): Frame | undefined {
    return [...this.frames].reverse().find((f) => f.type === type);
  }

  close(): void { this.socket.close(); }
}
