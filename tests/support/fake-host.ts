/**
 * A host for the client's tests, on loopback: a `ws` server speaking the contract of src/net/messages.ts over a real
 * game (the protocol's Table), small enough to read in one go. Secrets: `seat1`, `seat2`, … and `watch`. Tests can
 * break it on purpose (another version, a garbage frame, a drop).
 */
import { WebSocketServer, type WebSocket } from 'ws';
import { decisionOf, describeLegal, playChoice } from '../../src/engine/match.js';
import { seen } from '../../src/engine/observation.js';
import type { AnyGame, GameEvent } from '../../src/engine/game.js';
import { NET_PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '../../src/net/messages.js';
import { Table } from '../../src/protocol/table.js';

export interface FakeHostOptions {
  players?: string[];
  seed?: string;
  /** The version the welcome says (another one tests the mismatch). */
  protocol?: number;
  /** Sent to each connection right after its welcome. */
  extraFrames?: string[];
  /** 1-based seats the host plays itself (its first legal move). */
  bots?: number[];
  /** Answer every `act` first with the observation as it was (a host re-sends them, e.g. when the game begins). */
  echoBeforeAct?: boolean;
}

export class FakeHost {
  readonly server: WebSocketServer;
  readonly table: Table;
  /** Connection of each 1-based seat (0: watchers). */
  readonly connections = new Map<WebSocket, number>();
  /** Every frame a client sent, as text (tests look for secrets where they must not be). */
  readonly received: string[] = [];
  /** The request lines of the HTTP upgrades (the secret must never be in them). */
  readonly requestLines: string[] = [];
  readonly chats: string[] = [];
  /** The texts of events told to one seat only, by 1-based seat. */
  readonly privateEvents = new Map<number, Set<string>>();

  private constructor(readonly game: AnyGame, readonly options: FakeHostOptions) {
    this.server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    this.table = Table.start(game, { players: options.players ?? ['Ann', 'Ben'], seed: options.seed ?? '5' });
    this.server.on('connection', (socket, request) => {
      this.requestLines.push(`${request.method} ${request.url}`);
      socket.on('message', (data) => this.onFrame(socket, data.toString()));
      socket.on('close', () => { this.connections.delete(socket); this.pushSeats(); });
    });
  }

  static async start(game: AnyGame, options: FakeHostOptions = {}): Promise<FakeHost> {
    const host = new FakeHost(game, options);
    await new Promise<void>((resolve) => host.server.once('listening', () => resolve()));
    return host;
  }

  get port(): number {
    return (this.server.address() as { port: number }).port;
  }

  url(secret: string): string {
    return `ws://127.0.0.1:${this.port}/#${secret}`;
  }

  private send(socket: WebSocket, message: HostMessage): void {
    socket.send(JSON.stringify(message));
  }

  private observationFor(seat: number) {
    const { match } = this.table;
    const viewer = seat === 0 ? null : seat - 1;
    return { game: this.game.id, seat: seat === 0 ? null : seat, ...seen(this.game, match.state, decisionOf(match), viewer, this.table.players, match.moves.length) } as never;
  }

  private onFrame(socket: WebSocket, text: string): void {
    this.received.push(text);
    let message: ClientMessage;
    try {
      message = JSON.parse(text) as ClientMessage;
    } catch {
      this.send(socket, { type: 'error', code: 'bad-frame', message: 'not JSON' });
      return;
    }
    if (message.type === 'join') {
      const seat = message.secret === 'watch' ? 0 : /^seat(\d)$/.exec(message.secret) ? Number(message.secret.slice(4)) : -1;
      if (seat < 0 || seat > this.table.players.length) {
        this.send(socket, { type: 'error', code: 'bad-secret', message: 'no seat or watch line has this secret', fatal: true });
        socket.close();
        return;
      }
      for (const [other, taken] of this.connections) {
        if (taken === seat && seat !== 0) { this.send(other, { type: 'taken-over' }); other.close(); this.connections.delete(other); }
      }
      this.connections.set(socket, seat);
      this.send(socket, { type: 'welcome', protocol: this.options.protocol ?? NET_PROTOCOL_VERSION, server: 'fake', game: this.game.id, seat: seat === 0 ? null : seat, players: this.table.players });
      for (const frame of this.options.extraFrames ?? []) socket.send(frame);
      this.pushSeats();
      this.send(socket, { type: 'observation', observation: this.observationFor(seat) });
      this.playBots();
      return;
    }
    const seat = this.connections.get(socket);
    if (seat === undefined || seat === 0) {
      if (message.type === 'say' && seat === 0) this.chat('watcher', message.text);
      return;
    }
    if (message.type === 'say') this.chat(this.table.players[seat - 1]!, message.text);
    else if (message.type === 'act') {
      if (!this.options.echoBeforeAct) this.act(socket, seat, message.move);
      else {
        // A moment later: the client has read the old observation on its own by then.
        this.send(socket, { type: 'observation', observation: this.observationFor(seat) });
        setTimeout(() => this.act(socket, seat, message.move), 100);
      }
    }
    else if (message.type === 'undo') {
      try {
        const moveCount = this.table.undo(seat);
        for (const [other] of this.connections) this.send(other, { type: 'undone', seat, moveCount });
        this.pushObservations();
      } catch (error) {
        this.send(socket, { type: 'error', code: 'cannot-undo', message: (error as Error).message });
      }
    }
  }

  private chat(from: string, text: string): void {
    this.chats.push(`${from}: ${text}`);
    for (const [other] of this.connections) this.send(other, { type: 'chat', from, text });
  }

  act(socket: WebSocket | undefined, seat: number, move: string): void {
    const { match } = this.table;
    const decision = decisionOf(match);
    const sentences = decision.over ? [] : [null, ...this.table.players.map((_, s) => s)].map((viewer) => describeLegal(match, move, viewer === seat - 1 ? undefined : viewer, decision));
    let events: GameEvent[] = [];
    try {
      if (move === 'resign' || decision.over || decision.seat !== seat - 1) this.table.act(seat, move);
      else events = playChoice(match, move, decision);
    } catch (error) {
      if (socket) this.send(socket, { type: 'error', code: 'illegal-move', message: (error as Error).message });
      return;
    }
    const moveCount = this.table.match.moves.length;
    for (const [other, viewer] of this.connections) {
      const text = move === 'resign' ? `${this.table.players[seat - 1]} resigns` : sentences[viewer] ?? '';
      const own = events.filter((e) => e.to === undefined || e.to === viewer - 1).map((e) => e.text);
      this.send(other, { type: 'moved', seat, text, events: own, moveCount });
    }
    for (const event of events) {
      if (event.to !== undefined) this.privateEvents.set(event.to + 1, (this.privateEvents.get(event.to + 1) ?? new Set()).add(event.text));
    }
    this.pushObservations();
    const result = this.table.result();
    if (result) for (const [other] of this.connections) this.send(other, { type: 'over', result });
    else this.pushSeats();
    this.playBots();
  }

  /** The host's own seats move (a moment later, as a real one would). */
  playBots(): void {
    const decision = decisionOf(this.table.match);
    if (decision.over || !(this.options.bots ?? []).includes(decision.seat + 1)) return;
    setImmediate(() => this.act(undefined, decision.seat + 1, decision.choices[0]!));
  }

  pushObservations(): void {
    for (const [socket, seat] of this.connections) this.send(socket, { type: 'observation', observation: this.observationFor(seat) });
  }

  pushSeats(): void {
    const decision = decisionOf(this.table.match);
    const taken = new Set(this.connections.values());
    const seats = this.table.players.map((name, i) => ({ seat: i + 1, name, kind: 'remote' as const, connected: taken.has(i + 1) }));
    for (const [socket] of this.connections) this.send(socket, { type: 'seats', seats, deciding: decision.over ? null : decision.seat + 1, waiting: false });
  }

  /** Drops every connection at once (as a host's network going away would). */
  dropAll(): void {
    for (const [socket] of this.connections) socket.terminate();
    this.connections.clear();
  }

  async close(): Promise<void> {
    for (const socket of this.server.clients) socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
