/**
 * The protocol's core: one request object in, one response object out, no I/O. `cardref serve` feeds it lines of
 * stdin; tests and the fuzz drive it directly. It holds the games of one connection by id, checks every request
 * against its schema before reading it, and turns every failure into an error response.
 */
import type { AnyGame } from '../engine/game.js';
import { decisionOf } from '../engine/match.js';
import { escapeJsonControls } from '../engine/visible.js';
import { ProtocolError, type ErrorCode } from './errors.js';
import { MAX_GAMES, MAX_LINE_BYTES, PROTOCOL_VERSION, REQUESTS, SERVED_PROTOCOLS, validate, type RequestType } from './schema.js';
import { setupInfo } from './setups.js';
import { observationFor } from './versions.js';
import { readLog, Table, type StartSpec } from './table.js';

type Json = Record<string, unknown>;
export type Response = Json & { type: string; ok: boolean };

export interface ServerOptions {
  /** The games this server plays, loaded (the registry loads them lazily; the server needs them at hand). */
  games: AnyGame[];
  maxGames?: number;
  version?: string;
}

export class ProtocolServer {
  /** Open games by id. */
  readonly tables = new Map<string, Table>();
  /** The protocol version the client said in its `hello`; undefined before one. */
  private client: number | undefined;
  private nextId = 1;
  private readonly games: Map<string, AnyGame>;
  private readonly maxGames: number;

  constructor(private readonly o: ServerOptions) {
    this.games = new Map(o.games.map((g) => [g.id, g]));
    this.maxGames = o.maxGames ?? MAX_GAMES;
  }

  /** One line of input (without its newline) to one line of output (without its newline). */
  handleLine(line: string): string {
    // Longer than the limit in characters means longer in bytes too; only near the limit count the bytes.
    if (line.length > MAX_LINE_BYTES || (line.length > MAX_LINE_BYTES / 4 && Buffer.byteLength(line) > MAX_LINE_BYTES)) {
      return tooLongLine();
    }
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return JSON.stringify(errorResponse(null, new ProtocolError('bad-json', 'the line is not valid JSON (one JSON object per line)')));
    }
    // A request's own text (its id, a move) may come back in the answer: every control character as an escape.
    return escapeJsonControls(JSON.stringify(this.handle(request)));
  }

  handle(request: unknown): Response {
    const id = echoId(request);
    try {
      return { ...(id !== undefined ? { id } : {}), ...this.dispatch(request) } as Response;
    } catch (error) {
      if (error instanceof ProtocolError) return errorResponse(id, error);
      // A bug of ours: still an answer, never a crash; the message says nothing of the game state.
      return errorResponse(id, new ProtocolError('internal', `internal error (please report it): ${(error as Error)?.message ?? String(error)}`.slice(0, 300)));
    }
  }

  private dispatch(request: unknown): Response {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) throw new ProtocolError('bad-request', 'a request is a JSON object with a "type"');
    const type = (request as Json).type;
    if (typeof type !== 'string' || !Object.hasOwn(REQUESTS, type)) {
      throw new ProtocolError('unknown-type', `unknown request type${typeof type === 'string' ? ` "${type.slice(0, 40)}"` : ''} (types: ${Object.keys(REQUESTS).join(', ')})`);
    }
    const problem = validate(REQUESTS[type as RequestType], request);
    if (problem) throw new ProtocolError('bad-request', problem);
    const r = request as Json;
    if (type === 'hello') return this.hello(r.protocol as number);
    if (this.client === undefined) throw new ProtocolError('no-hello', `say hello first: {"type":"hello","protocol":${PROTOCOL_VERSION}}`);
    switch (type as Exclude<RequestType, 'hello'>) {
      case 'start': {
        this.roomForOneMore();
        const { type: _t, id: _i, game, ...spec } = r;
        void _t; void _i;
        return this.opened('start', Table.start(this.game(game as string), spec as StartSpec));
      }
      case 'load':
        this.roomForOneMore();
        return this.opened('load', this.loadLog(r.log as string));
      case 'observe': return { type: 'observe', ok: true, gameId: r.gameId, observation: observationFor(this.client, this.table(r.gameId).observe(r.seat as number)) };
      case 'act': return { type: 'act', ok: true, gameId: r.gameId, seat: r.seat, ...this.table(r.gameId).act(r.seat as number, r.move as string) };
      case 'undo': return { type: 'undo', ok: true, gameId: r.gameId, moveCount: this.table(r.gameId).undo(r.seat as number) };
      case 'log': return { type: 'log', ok: true, gameId: r.gameId, log: this.table(r.gameId).log() };
      case 'end': {
        const result = this.table(r.gameId).result();
        this.tables.delete(r.gameId as string);
        return { type: 'end', ok: true, gameId: r.gameId, result };
      }
    }
  }

  private hello(protocol: number): Response {
    if (!SERVED_PROTOCOLS.includes(protocol)) {
      throw new ProtocolError('unsupported-protocol', `this server speaks protocol ${PROTOCOL_VERSION} (and serves clients of ${SERVED_PROTOCOLS.join(', ')}), not ${protocol}`);
    }
    this.client = protocol;
    return {
      type: 'hello', ok: true, protocol: PROTOCOL_VERSION, server: `cardref ${this.o.version ?? ''}`.trim(),
      games: [...this.games.keys()], limits: { lineBytes: MAX_LINE_BYTES, games: this.maxGames },
      setups: [...this.games.values()].map(setupInfo),
    };
  }

  private game(id: string): AnyGame {
    const game = this.games.get(id.toLowerCase());
    if (!game) throw new ProtocolError('unknown-game', `unknown game "${id.slice(0, 40)}" (games: ${[...this.games.keys()].join(', ')})`);
    return game;
  }

  private loadLog(text: string): Table {
    const { log, gameId } = readLog(text);
    return Table.load(this.game(gameId), log);
  }

  private table(gameId: unknown): Table {
    const table = this.tables.get(gameId as string);
    if (!table) throw new ProtocolError('no-such-game', `no open game "${String(gameId).slice(0, 40)}" (start one, or it has ended)`);
    return table;
  }

  private roomForOneMore(): void {
    if (this.tables.size >= this.maxGames) throw new ProtocolError('too-many-games', `at most ${this.maxGames} games at once; end one first`);
  }

  private opened(type: 'start' | 'load', table: Table): Response {
    const gameId = `g${this.nextId++}`;
    this.tables.set(gameId, table);
    const next = decisionOf(table.match);
    return {
      type, ok: true, gameId, game: table.game.id, players: table.players, seed: table.match.header.seed,
      moveCount: table.match.moves.length, over: next.over, next: next.over ? null : next.seat + 1,
    };
  }
}

/** The response to a request line longer than the limit (the line itself may never have been read whole). */
export function tooLongLine(): string {
  return JSON.stringify(errorResponse(null, new ProtocolError('line-too-long', `a request line may hold at most ${MAX_LINE_BYTES} bytes`)));
}

/** The request's `id`, echoed in its response when it is a string or an integer of sane size. */
function echoId(request: unknown): string | number | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const id = (request as Json).id;
  if (typeof id === 'string' && id.length <= 100) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return undefined;
}

function errorResponse(id: string | number | null | undefined, error: ProtocolError): Response {
  const code: ErrorCode = error.code;
  return { ...(id !== undefined && id !== null ? { id } : {}), type: 'error', ok: false, code, message: error.message, ...error.details };
}
