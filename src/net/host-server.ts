/**
 * The host's WebSocket listener: it moves frames and keeps every bound (frame size, frames per second, connections
 * at once, the handshake and idle timeouts, a client that stops reading). A frame is parsed and checked against the
 * messages' schemas before the table (host-table.ts) sees it; anything else is answered with an `error` and touches
 * neither the game nor another connection.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { validate } from '../protocol/json-schema.js';
import { NET_CLIENT_MESSAGES } from '../protocol/schema.js';
import { NET_LIMITS, type ClientMessage, type ErrorMessage, type HostMessage, type NetErrorCode } from './messages.js';

/** One client's connection, as the table sees it. */
export interface Connection {
  readonly id: number;
  /** Set by the table once `join` admitted it. */
  joined: boolean;
  send(message: HostMessage): void;
  /** Send an error; `fatal` closes the connection after it. */
  refuse(code: NetErrorCode, message: string, extra?: Partial<ErrorMessage>): void;
  close(code?: number): void;
}

/** What the table does with the frames that passed every check. */
export interface FrameHandler {
  message(connection: Connection, message: ClientMessage): void;
  closed(connection: Connection): void;
}

/** The bounds a host keeps (tests pass shorter ones). */
export type Limits = { readonly [K in keyof typeof NET_LIMITS]: number };
/** A client that leaves this much unread is closed: it cannot make the host hold its frames without end. */
const MAX_UNREAD_BYTES = 8 << 20;
/** Frames that may wait for their turn past the rate; more are dropped. */
const QUEUED = 100;
/** Dropped frames within one second that close a flooding connection (times its rate). */
const FLOOD_FACTOR = 10;

export class HostServer {
  private readonly http: Server;
  private readonly sockets: WebSocketServer;
  private readonly open = new Set<WebSocket>();
  private readonly pinger: NodeJS.Timeout;
  private nextId = 1;

  constructor(private readonly handler: FrameHandler, private readonly limits: Limits = NET_LIMITS) {
    // Plain HTTP gets "426 Upgrade Required": the host serves WebSocket only.
    this.http = createServer((_, response) => { response.writeHead(426, { 'content-type': 'text/plain' }).end('cardref host: WebSocket only\n'); });
    this.http.maxConnections = limits.connections + 8;
    this.http.headersTimeout = limits.handshakeMs;
    this.http.requestTimeout = limits.handshakeMs;
    this.sockets = new WebSocketServer({ server: this.http, maxPayload: limits.frameBytes });
    this.sockets.on('connection', (socket) => this.accept(socket));
    this.sockets.on('error', () => {});
    const alive = new WeakSet<WebSocket>();
    this.sockets.on('connection', (socket) => { alive.add(socket); socket.on('pong', () => alive.add(socket)); });
    // Every half idle time a ping; a connection that answered none since the last one is gone.
    this.pinger = setInterval(() => {
      for (const socket of this.open) {
        if (!alive.has(socket)) { socket.terminate(); continue; }
        alive.delete(socket);
        socket.ping();
      }
    }, limits.idleMs / 2);
    this.pinger.unref();
  }

  /** Listen on `address`:`port` (0: a free one); the port it got. */
  listen(address: string, port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(port, address, () => {
        this.http.off('error', reject);
        resolve((this.http.address() as AddressInfo).port);
      });
    });
  }

  /** Close every connection (each gets `code`) and stop listening. */
  async close(code = 1001): Promise<void> {
    clearInterval(this.pinger);
    for (const socket of this.open) socket.close(code);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => { for (const socket of this.open) socket.terminate(); }, 1000);
      timer.unref();
      this.sockets.close(() => this.http.close(() => { clearTimeout(timer); resolve(); }));
      this.http.closeAllConnections?.();
    });
  }

  get connections(): number { return this.open.size; }

  private accept(socket: WebSocket): void {
    const connection = this.connectionOf(socket);
    socket.on('error', () => {}); // an oversized frame (1009) or a reset: the close below follows
    if (this.open.size >= this.limits.connections) {
      connection.refuse('too-many', `this host has no room for more connections (at most ${this.limits.connections})`, { fatal: true });
      return;
    }
    this.open.add(socket);
    const handshake = setTimeout(() => {
      if (!connection.joined) connection.refuse('timeout', `no "join" within ${this.limits.handshakeMs / 1000} seconds`, { fatal: true });
    }, this.limits.handshakeMs);
    handshake.unref();
    // A token bucket: `framesPerSecond` frames at once, refilled a tenth each 100 ms. A frame past it waits its turn
    // (a quick bot is slowed, not refused); past `QUEUED` waiting frames it is dropped and one `too-fast` a second
    // says so; a connection dropping ten times its rate within a second is closed.
    const rate: number = this.limits.framesPerSecond;
    let tokens = rate;
    const queue: { data: RawData; isBinary: boolean }[] = [];
    let dropped = 0;
    let told = false;
    let ticks = 0;
    const refill = setInterval(() => {
      tokens = Math.min(rate, tokens + rate / 10);
      while (tokens >= 1 && queue.length > 0) {
        tokens--;
        const next = queue.shift()!;
        this.frame(connection, next.data, next.isBinary);
      }
      if (++ticks % 10 === 0) { dropped = 0; told = false; }
    }, 100);
    refill.unref();
    socket.on('message', (data, isBinary) => {
      if (tokens >= 1 && queue.length === 0) {
        tokens--;
        this.frame(connection, data, isBinary);
        return;
      }
      if (queue.length < QUEUED) {
        queue.push({ data, isBinary });
        return;
      }
      dropped++;
      if (dropped > FLOOD_FACTOR * rate) connection.close(1008);
      else if (!told) connection.refuse('too-fast', `more than ${rate} messages a second; this one was dropped`);
      told = true;
    });
    socket.on('close', () => {
      clearTimeout(handshake);
      clearInterval(refill);
      queue.length = 0;
      this.open.delete(socket);
      this.handler.closed(connection);
    });
  }

  private connectionOf(socket: WebSocket): Connection {
    const send = (message: HostMessage) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_UNREAD_BYTES) { socket.terminate(); return; }
      socket.send(JSON.stringify(message));
    };
    return {
      id: this.nextId++,
      joined: false,
      send,
      refuse(code, message, extra = {}) {
        send({ type: 'error', code, message, ...extra });
        if (extra.fatal) socket.close(1008);
      },
      close: (code = 1000) => socket.close(code),
    };
  }

  /** One frame: JSON, an object, a known type that fits its schema; then the table's. */
  private frame(connection: Connection, data: RawData, isBinary: boolean): void {
    if (isBinary) return connection.refuse('bad-frame', 'frames are JSON text');
    let value: unknown;
    try {
      value = JSON.parse(data.toString());
    } catch {
      return connection.refuse('bad-frame', 'not JSON');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return connection.refuse('bad-frame', 'a message is a JSON object');
    const type = (value as { type?: unknown }).type;
    const schema = typeof type === 'string' ? NET_CLIENT_MESSAGES.get(type) : undefined;
    if (!schema) return connection.refuse('bad-message', `unknown message type; a client sends ${[...NET_CLIENT_MESSAGES.keys()].join(', ')}`);
    const problem = validate(schema, value);
    if (problem) return connection.refuse('bad-message', `${type}: ${problem}`);
    this.handler.message(connection, value as ClientMessage);
  }
}
