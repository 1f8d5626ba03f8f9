/**
 * A connection to a host (`cardref join`, `cardref watch`): the handshake (a `join` with the secret and our
 * protocol version, answered by `welcome`), every frame checked before use (client-frames.ts), a clean close, and
 * a reconnect when the connection drops: the same secret again, with a growing pause, for a while; the host then
 * pushes the current decision again. The host's words (an error's message) are data: the CLI shows them with their
 * control characters made visible.
 */
import WebSocket from 'ws';
import { currentLang } from '../cli/i18n/index.js';
import { VERSION } from '../cli/version.js';
import { readFrame, MAX_FRAME_BYTES } from './client-frames.js';
import type { JoinTarget } from './client-url.js';
import { NET_PROTOCOL_VERSION, type ClientMessage, type HostMessage, type WelcomeMessage } from './messages.js';

/** Why a connection could not be made or ended for good. */
export type NetFailure =
  /** Nobody listens there, or the address cannot be reached (the text is the system's reason). */
  | { kind: 'unreachable'; detail: string }
  /** The host answered but refused us (a wrong secret, a full table, …): its code and message. */
  | { kind: 'refused'; code: string; message: string }
  /** The host speaks another version of the network messages. */
  | { kind: 'version'; host: number; message?: string }
  /** No welcome within the handshake's time. */
  | { kind: 'timeout' }
  /** The connection dropped and did not come back within the reconnect time. */
  | { kind: 'lost' }
  /** Another connection took this seat over with its secret. */
  | { kind: 'taken-over' };

export class NetError extends Error {
  constructor(readonly failure: NetFailure) {
    super(failure.kind);
  }
}

export interface ClientOptions {
  /** How long the welcome may take (ms). */
  handshakeMs?: number;
  /** How long a dropped connection is retried before the client gives up (ms). */
  reconnectMs?: number;
  /** The first pause between retries (ms); it doubles up to `maxPauseMs`. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

export interface ClientListener {
  /** A checked message from the host. */
  message(message: HostMessage): void;
  /** A frame that broke the contract: ignored, and said. */
  malformed(problem: string): void;
  /** The connection dropped; retries begin. */
  lost(): void;
  /** A retry was welcomed again. */
  back(welcome: WelcomeMessage): void;
  /** The connection ended for good (`undefined`: we closed it). */
  ended(failure: NetFailure | undefined): void;
}

const DEFAULTS: Required<ClientOptions> = { handshakeMs: 10_000, reconnectMs: 120_000, firstPauseMs: 250, maxPauseMs: 4_000 };

/** A socket just welcomed: what came after the welcome waits in `pending` until the client takes the socket over. */
interface Welcomed {
  socket: WebSocket;
  welcome: WelcomeMessage;
  pending: HostMessage[];
  /** The socket closed before the client took it over. */
  closed: boolean;
  /** Stops queueing (the client listens from now on). */
  stop(): void;
}

/** One open handshake: resolves once welcomed, rejects with the failure. */
function handshake(target: JoinTarget, handshakeMs: number, onMalformed: (problem: string) => void): Promise<Welcomed> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target.address, { maxPayload: MAX_FRAME_BYTES, handshakeTimeout: handshakeMs, perMessageDeflate: false });
    let settled = false;
    const fail = (failure: NetFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
      reject(new NetError(failure));
    };
    const timer = setTimeout(() => fail({ kind: 'timeout' }), handshakeMs);
    let welcomed: Welcomed | undefined;
    const onError = (error: NodeJS.ErrnoException) => fail({ kind: 'unreachable', detail: error.code ?? error.message });
    const onClose = () => {
      if (welcomed) welcomed.closed = true;
      else fail({ kind: 'unreachable', detail: 'closed' });
    };
    const onFrame = (data: WebSocket.RawData, isBinary: boolean) => {
      const frame = readFrame(isBinary ? '' : data.toString());
      if ('problem' in frame) {
        onMalformed(frame.problem);
        return;
      }
      const message = frame.message;
      if (welcomed) {
        welcomed.pending.push(message);
        return;
      }
      if (message.type === 'error') {
        const versionProblem = message.code.includes('version');
        fail(versionProblem ? { kind: 'version', host: NaN, message: message.message } : { kind: 'refused', code: message.code, message: message.message });
        return;
      }
      if (message.type !== 'welcome') return; // nothing is ours before the welcome
      if (message.protocol !== NET_PROTOCOL_VERSION) {
        fail({ kind: 'version', host: message.protocol });
        return;
      }
      settled = true;
      clearTimeout(timer);
      welcomed = {
        socket, welcome: message, pending: [], closed: false,
        stop: () => { socket.off('message', onFrame); socket.off('close', onClose); socket.off('error', onError); },
      };
      resolve(welcomed);
    };
    socket.on('error', onError);
    socket.on('unexpected-response', (_request, response) => fail({ kind: 'unreachable', detail: `HTTP ${response.statusCode ?? '?'}` }));
    socket.on('close', onClose);
    socket.on('open', () => {
      // Texts (boards, moves, events) come in this terminal's language, whatever the host's.
      const join: ClientMessage = { type: 'join', protocol: NET_PROTOCOL_VERSION, secret: target.secret, client: `cardref ${VERSION}`, lang: currentLang() };
      socket.send(JSON.stringify(join));
    });
    socket.on('message', onFrame);
  });
}

export class NetClient {
  private socket: WebSocket | undefined;
  private closing = false;
  private ended = false;
  private readonly options: Required<ClientOptions>;
  private retryTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly target: JoinTarget, readonly welcome: WelcomeMessage, private readonly listener: ClientListener, options: ClientOptions) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Connects and joins; rejects with `NetError` when the host cannot be reached or refuses. */
  static async connect(target: JoinTarget, listener: ClientListener, options: ClientOptions = {}): Promise<NetClient> {
    const merged = { ...DEFAULTS, ...options };
    const welcomed = await handshake(target, merged.handshakeMs, (problem) => listener.malformed(problem));
    const client = new NetClient(target, welcomed.welcome, listener, options);
    // The caller gets the client first; what came after the welcome is delivered right after.
    setImmediate(() => client.attach(welcomed));
    return client;
  }

  /** Whether a message sent now reaches the host. */
  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Sends a message; false when the connection is down (reconnecting). */
  send(message: ClientMessage): boolean {
    if (!this.connected) return false;
    this.socket!.send(JSON.stringify(message));
    return true;
  }

  /** Closes the connection for good (a normal WebSocket close); safe to call more than once. */
  close(): void {
    this.closing = true;
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.close(1000);
      // A host that does not answer the close is not waited for.
      setTimeout(() => socket.terminate(), 1000).unref();
    } else socket?.terminate();
    this.end(undefined);
  }

  private end(failure: NetFailure | undefined): void {
    if (this.ended) return;
    this.ended = true;
    this.listener.ended(failure);
  }

  /** Takes a welcomed socket over: its queued messages, then the live ones; a close starts the retries. */
  private attach(welcomed: Welcomed): void {
    const { socket } = welcomed;
    welcomed.stop();
    if (this.closing) {
      socket.terminate();
      return;
    }
    this.socket = socket;
    let over: NetFailure | undefined;
    const deliver = (message: HostMessage) => {
      if (message.type === 'taken-over') over = { kind: 'taken-over' };
      if (message.type === 'error' && message.fatal) over = { kind: 'refused', code: message.code, message: message.message };
      this.listener.message(message);
    };
    const dropped = () => {
      if (this.socket !== socket || this.closing) return;
      this.socket = undefined;
      if (over) this.end(over);
      else this.reconnect();
    };
    socket.on('message', (data, isBinary) => {
      if (this.socket !== socket) return;
      const frame = readFrame(isBinary ? '' : data.toString());
      if ('problem' in frame) this.listener.malformed(frame.problem);
      else deliver(frame.message);
    });
    socket.on('error', () => {}); // the close that follows says it
    socket.on('close', dropped);
    for (const message of welcomed.pending) deliver(message);
    if (welcomed.closed) dropped();
  }

  /** Retries with a growing pause until a welcome comes back or the reconnect time is up. */
  private reconnect(): void {
    this.listener.lost();
    const deadline = Date.now() + this.options.reconnectMs;
    let pause = this.options.firstPauseMs;
    const attempt = () => {
      if (this.closing) return;
      if (Date.now() >= deadline) {
        this.end({ kind: 'lost' });
        return;
      }
      handshake(this.target, Math.min(this.options.handshakeMs, Math.max(1, deadline - Date.now())), (problem) => this.listener.malformed(problem))
        .then((welcomed) => {
          if (this.closing) {
            welcomed.socket.terminate();
            return;
          }
          this.listener.back(welcomed.welcome);
          this.attach(welcomed);
        })
        .catch((error: unknown) => {
          const failure = error instanceof NetError ? error.failure : { kind: 'lost' as const };
          // A host that answers but refuses (another version, our secret no longer valid) will not change its mind.
          if (failure.kind === 'refused' || failure.kind === 'version') {
            this.end(failure);
            return;
          }
          pause = Math.min(pause * 2, this.options.maxPauseMs);
          this.retryTimer = setTimeout(attempt, pause);
        });
    };
    this.retryTimer = setTimeout(attempt, pause);
  }
}
