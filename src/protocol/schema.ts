/**
 * The protocol's messages as data, in the subset of JSON Schema of json-schema.ts. The server checks every request
 * with them before anything else reads the request; docs/protocol.md documents them, and they are published as
 * docs/protocol.schema.json (protocol-schema.ts), against which tests check real exchanges of every game.
 */
import { ERROR_CODES } from './errors.js';
import { int, nullable, obj, str, type Schema } from './json-schema.js';
import { VIEWS } from './view-schemas.js';
import { NET_ERROR_CODES, NET_LIMITS } from '../net/messages.js';

export { validate, type Schema } from './json-schema.js';

export const PROTOCOL_VERSION = 2;
/**
 * The versions a client may say in `hello`. Version 2 changed only what version 1 clients could not rely on (the
 * `view`, undocumented then) and added fields, so a version 1 client is served as it was (docs/protocol.md, "Versions").
 */
export const SERVED_PROTOCOLS: readonly number[] = [1, 2];
/**
 * The bot side's version (`play --bot N=cmd:…`, `sim --bots cmd:…`), in the bot `hello`. 2 added `game-start` and
 * `game-end`; a bot ignores the message types it does not know, so a version-1 bot plays on unchanged.
 */
export const BOT_PROTOCOL_VERSION = 2;
/** Longest request line the server reads (bytes of UTF-8, without the newline). */
export const MAX_LINE_BYTES = 1 << 20;
/** Most games one server holds at once. */
export const MAX_GAMES = 64;

/** A request's own fields plus the optional `id` the response echoes. */
const request = (type: string, properties: Record<string, Schema>, required: string[] = []): Schema =>
  obj({ type: { type: 'string', const: type }, id: ID, ...properties }, ['type', ...required]);
const response = (type: string, properties: Record<string, Schema>, required: string[] = []): Schema =>
  obj({ type: { type: 'string', const: type }, id: ID, ok: { type: 'boolean' }, ...properties }, ['type', 'ok', ...required]);

const ID: Schema = { anyOf: [str(100), int(-(2 ** 53) + 1, 2 ** 53 - 1)] };
const GAME_ID = str(64);
const SEAT = int(1, 8);
const GAME = str(32);

const cell: Schema = { anyOf: [{ type: 'string' }, obj({ text: { type: 'string' }, style: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } }, ['text'])] };
const boardLine: Schema = obj({ label: { type: 'string' }, items: { type: 'array', items: cell }, show: { type: 'string', enum: ['detail', 'brief'] } }, ['items']);
/** The observation's board; `seat` is how its seats are numbered (from 1; from 0 for a client of version 1). */
const boardSchema = (seat: Schema): Schema => obj({
  title: { type: 'string' },
  viewer: nullable(seat),
  sections: {
    type: 'array',
    items: obj({
      role: { type: 'string', enum: ['seat', 'hand', 'shared', 'status'] },
      seat,
      name: { type: 'string' },
      items: { type: 'array', items: cell },
      lines: { type: 'array', items: boardLine },
    }, ['role', 'lines']),
  },
  tables: { type: 'array', items: obj({ title: { type: 'string' }, head: { type: 'array', items: cell }, rows: { type: 'array', items: { type: 'array', items: cell } } }, ['rows']) },
  notes: { type: 'array', items: cell },
}, ['title', 'tables', 'notes']);
/**
 * A result's `label`, when nobody won and it is no draw: a solo player who resigned (`lost`), the demon of a solo
 * Midrash game (`demon wins`), a game stopped by its round limit (`unfinished`).
 */
export const RESULT_LABELS = ['lost', 'demon wins', 'unfinished'] as const;
const result: Schema = obj({ winners: { type: 'array', items: SEAT }, reason: { type: 'string' }, label: { type: 'string', enum: RESULT_LABELS } }, ['winners', 'reason']);

/** What `start` takes for one game (setups.ts), in `hello`'s answer. */
const SETUP: Schema = obj({
  game: GAME,
  name: { type: 'string' },
  players: obj({ min: SEAT, max: SEAT, default: SEAT }, ['min', 'max', 'default']),
  decks: nullable({ type: 'array', items: obj({ id: { type: 'string' }, name: { type: 'string' } }, ['id', 'name']) }),
  defaultDecks: nullable({ type: 'array', items: { type: 'string' } }),
  options: {
    type: 'array',
    items: obj({ name: { type: 'string' }, values: nullable({ type: 'array', items: { type: 'string' } }), allowed: { type: 'string' }, default: nullable({ type: 'string' }) }, ['name', 'values', 'allowed', 'default']),
  },
}, ['game', 'name', 'players', 'decks', 'defaultDecks', 'options']);

/** The observation of one seat: a response to `observe`, and what an external bot is sent. */
const observationSchema = (board: Schema): Schema => obj({
  game: GAME,
  seat: SEAT,
  players: { type: 'array', items: { type: 'string' } },
  moveCount: int(0, 2 ** 31),
  over: { type: 'boolean' },
  decision: nullable(obj({ seat: SEAT, prompt: { type: 'string' } }, ['seat', 'prompt'])),
  moves: {
    type: 'array',
    items: obj({
      move: { type: 'string' }, text: { type: 'string' },
      verb: { type: 'string' }, args: obj({}, [], { anyOf: [{ type: 'string' }, { type: 'integer' }] }),
    }, ['move', 'text']),
  },
  result: nullable(result),
  // Each game's view has its own fields (view-schemas.ts); they differ enough that the union tells them apart.
  view: { anyOf: Object.values(VIEWS) },
  board,
}, ['game', 'seat', 'players', 'moveCount', 'over', 'decision', 'moves', 'result', 'view', 'board']);
export const OBSERVATION: Schema = observationSchema(boardSchema(SEAT));

export const REQUESTS = {
  hello: request('hello', { protocol: int(1, 1000), client: str() }, ['protocol']),
  start: request('start', {
    game: GAME,
    players: { anyOf: [int(1, 8), { type: 'array', items: str(40), maxItems: 8 }] },
    decks: { type: 'array', items: nullable(str(100_000)), maxItems: 8 },
    options: obj({}, [], str(64)),
    seed: str(64),
    first: SEAT,
  }, ['game']),
  load: request('load', { log: str(MAX_LINE_BYTES) }, ['log']),
  observe: request('observe', { gameId: GAME_ID, seat: SEAT }, ['gameId', 'seat']),
  act: request('act', { gameId: GAME_ID, seat: SEAT, move: str(1000) }, ['gameId', 'seat', 'move']),
  undo: request('undo', { gameId: GAME_ID, seat: SEAT }, ['gameId', 'seat']),
  log: request('log', { gameId: GAME_ID }, ['gameId']),
  end: request('end', { gameId: GAME_ID }, ['gameId']),
} satisfies Record<string, Schema>;

export type RequestType = keyof typeof REQUESTS;
export const REQUEST_TYPES = Object.keys(REQUESTS) as RequestType[];

const started = { gameId: GAME_ID, game: GAME, players: { type: 'array', items: { type: 'string' } }, seed: str(64), moveCount: int(0, 2 ** 31), over: { type: 'boolean' }, next: nullable(SEAT) } satisfies Record<string, Schema>;

export const RESPONSES = {
  hello: response('hello', {
    protocol: int(1, 1000),
    server: { type: 'string' },
    games: { type: 'array', items: GAME },
    limits: obj({ lineBytes: int(1, 2 ** 31), games: int(1, 1_000_000) }, ['lineBytes', 'games']),
    setups: { type: 'array', items: SETUP },
  }, ['protocol', 'server', 'games', 'limits', 'setups']),
  start: response('start', started, Object.keys(started)),
  load: response('load', started, Object.keys(started)),
  observe: response('observe', { gameId: GAME_ID, observation: OBSERVATION }, ['gameId', 'observation']),
  act: response('act', {
    gameId: GAME_ID, seat: SEAT, move: { type: 'string' }, text: { type: 'string' }, events: { type: 'array', items: { type: 'string' } },
    over: { type: 'boolean' }, result: nullable(result), next: nullable(SEAT),
  }, ['gameId', 'seat', 'move', 'text', 'events', 'over', 'result', 'next']),
  undo: response('undo', { gameId: GAME_ID, moveCount: int(0, 2 ** 31) }, ['gameId', 'moveCount']),
  log: response('log', { gameId: GAME_ID, log: { type: 'string' } }, ['gameId', 'log']),
  end: response('end', { gameId: GAME_ID, result: nullable(result) }, ['gameId', 'result']),
  error: obj({
    type: { type: 'string', const: 'error' }, id: nullable(ID), ok: { type: 'boolean' },
    code: { type: 'string', enum: ERROR_CODES }, message: { type: 'string' },
    legal: { type: 'array', items: { type: 'string' } }, reason: { type: 'string' }, line: int(1, 2 ** 31),
  }, ['type', 'ok', 'code', 'message']),
} satisfies Record<RequestType | 'error', Schema>;

/** The responses a client of `version` is sent: version 1 reads the board's seats from 0 (versions.ts). */
export function responsesFor(version: number): typeof RESPONSES {
  if (version >= 2) return RESPONSES;
  const observation = observationSchema(boardSchema(int(0, 7)));
  return { ...RESPONSES, observe: response('observe', { gameId: GAME_ID, observation }, ['gameId', 'observation']) };
}

/** The bot side: what `play --bot N=cmd:…` and `sim --bots cmd:…` send the program, and what it answers. */
export const BOT_MESSAGES = {
  hello: obj({ type: { type: 'string', const: 'hello' }, protocol: int(1, 1000), role: { type: 'string', const: 'bot' }, game: GAME, seat: SEAT },
    ['type', 'protocol', 'role', 'game', 'seat']),
  gameStart: obj({
    type: { type: 'string', const: 'game-start' }, game: GAME, number: int(1, 10_000_000), seat: SEAT,
    players: { type: 'array', items: { type: 'string' } }, deck: nullable({ type: 'string' }), options: obj({}, [], { type: 'string' }),
  }, ['type', 'game', 'number', 'seat', 'players', 'deck', 'options']),
  decide: obj({ type: { type: 'string', const: 'decide' }, observation: OBSERVATION }, ['type', 'observation']),
  gameEnd: obj({
    type: { type: 'string', const: 'game-end' }, game: GAME, number: int(1, 10_000_000), moveCount: int(0, 2 ** 31), result: nullable(result),
  }, ['type', 'game', 'number', 'moveCount', 'result']),
  answer: obj({ move: str(1000) }, ['move'], true),
} satisfies Record<string, Schema>;

/** Network play (`cardref host`, `join`, `watch`; src/net/messages.ts): one message per WebSocket text frame. */
const netType = (type: string, properties: Record<string, Schema>, required: string[] = []): Schema =>
  obj({ type: { type: 'string', const: type }, ...properties }, ['type', ...required]);
/** A watcher's observation: the public view, `seat` null (no seat's hand, no legal moves). */
export const PUBLIC_OBSERVATION: Schema = (() => {
  const seatful = OBSERVATION as { properties: Record<string, Schema>; required: readonly string[] };
  return obj({ ...seatful.properties, seat: { type: 'null' } }, [...seatful.required]);
})();
export const NET_MESSAGES = {
  join: netType('join', { protocol: int(1, 1000), secret: str(200), client: str(), lang: { type: 'string', enum: ['en', 'zh'] } }, ['protocol', 'secret']),
  act: netType('act', { move: str(1000) }, ['move']),
  undo: netType('undo', {}),
  say: netType('say', { text: str(NET_LIMITS.chatChars) }, ['text']),
  hint: netType('hint', {}),
  tell: netType('tell', { answer: str(1000) }, ['answer']),
  welcome: netType('welcome', {
    protocol: int(1, 1000), server: { type: 'string' }, game: GAME, seat: nullable(SEAT), players: { type: 'array', items: { type: 'string' } },
  }, ['protocol', 'server', 'game', 'seat', 'players']),
  seats: netType('seats', {
    seats: {
      type: 'array',
      items: obj({ seat: SEAT, name: { type: 'string' }, kind: { type: 'string', enum: ['host', 'remote', 'bot'] }, connected: { type: 'boolean' } }, ['seat', 'name', 'kind', 'connected']),
    },
    deciding: nullable(SEAT),
    waiting: { type: 'boolean' },
  }, ['seats', 'deciding', 'waiting']),
  observation: netType('observation', { observation: { anyOf: [OBSERVATION, PUBLIC_OBSERVATION] } }, ['observation']),
  moved: netType('moved', { seat: SEAT, text: { type: 'string' }, events: { type: 'array', items: { type: 'string' } }, moveCount: int(0, 2 ** 31) }, ['seat', 'text', 'events', 'moveCount']),
  chat: netType('chat', { from: { type: 'string' }, text: { type: 'string' } }, ['from', 'text']),
  undone: netType('undone', { seat: SEAT, moveCount: int(0, 2 ** 31) }, ['seat', 'moveCount']),
  over: netType('over', { result: nullable(result) }, ['result']),
  error: netType('error', {
    code: { type: 'string', enum: NET_ERROR_CODES }, message: { type: 'string' }, legal: { type: 'array', items: { type: 'string' } }, fatal: { type: 'boolean' },
  }, ['code', 'message']),
  takenOver: netType('taken-over', {}),
  hinted: netType('hinted', { moveCount: int(0, 2 ** 31), text: { type: 'string' } }, ['moveCount', 'text']),
  ask: netType('ask', {
    id: int(0, 2 ** 31), key: str(100), heading: { type: 'string' }, text: { type: 'string' }, notes: { type: 'array', items: { type: 'string' } },
    soFar: { type: 'string' }, candidates: { type: 'array', items: { type: 'string' } }, pick: int(1, 1000), help: { type: 'array', items: { type: 'string' } },
  }, ['id', 'key', 'heading', 'text', 'notes', 'soFar', 'candidates', 'help']),
} satisfies Record<string, Schema>;

/** The client → host messages by their `type`: the host checks every frame against one of these first. */
export const NET_CLIENT_MESSAGES: ReadonlyMap<string, Schema> = new Map([
  ['join', NET_MESSAGES.join], ['act', NET_MESSAGES.act], ['undo', NET_MESSAGES.undo], ['say', NET_MESSAGES.say], ['hint', NET_MESSAGES.hint],
  ['tell', NET_MESSAGES.tell],
]);
