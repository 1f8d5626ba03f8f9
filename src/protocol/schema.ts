/**
 * The protocol's messages as data, in a small subset of JSON Schema (type, properties, required,
 * additionalProperties, items, enum, const, anyOf, maxLength, minimum, maximum, maxItems), and the validator that
 * checks a value against it. The server checks every request with it before anything else reads the request;
 * docs/protocol.md documents the same schemas and tests check every message type against them.
 */
import { ERROR_CODES } from './errors.js';

export const PROTOCOL_VERSION = 1;
/**
 * The bot side's version (`play --bot N=cmd:…`, `sim --bots cmd:…`), in the bot `hello`. 2 added `game-start` and
 * `game-end`; a bot ignores the message types it does not know, so a version-1 bot plays on unchanged.
 */
export const BOT_PROTOCOL_VERSION = 2;
/** Longest request line the server reads (bytes of UTF-8, without the newline). */
export const MAX_LINE_BYTES = 1 << 20;
/** Most games one server holds at once. */
export const MAX_GAMES = 64;

export type Schema =
  | { type: 'string'; maxLength?: number; enum?: readonly string[]; const?: string }
  | { type: 'integer'; minimum?: number; maximum?: number; const?: number }
  | { type: 'boolean' | 'null' | 'number' }
  | { type: 'object'; properties?: Record<string, Schema>; required?: readonly string[]; additionalProperties?: boolean | Schema }
  | { type: 'array'; items: Schema; maxItems?: number }
  | { anyOf: readonly Schema[] }
  | { description: string }; // anything (game-specific data such as a view)

const str = (maxLength = 200): Schema => ({ type: 'string', maxLength });
const int = (minimum: number, maximum: number): Schema => ({ type: 'integer', minimum, maximum });
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, Schema>, required: string[] = [], additionalProperties: boolean | Schema = false): Schema =>
  ({ type: 'object', properties, required, additionalProperties });
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
const boardSection: Schema = obj({
  role: { type: 'string', enum: ['seat', 'hand', 'shared', 'status'] },
  seat: int(0, 7),
  name: { type: 'string' },
  items: { type: 'array', items: cell },
  lines: { type: 'array', items: boardLine },
}, ['role', 'lines']);
const board: Schema = obj({
  title: { type: 'string' },
  viewer: nullable(int(0, 7)),
  sections: { type: 'array', items: boardSection },
  tables: { type: 'array', items: obj({ title: { type: 'string' }, head: { type: 'array', items: cell }, rows: { type: 'array', items: { type: 'array', items: cell } } }, ['rows']) },
  notes: { type: 'array', items: cell },
}, ['title', 'tables', 'notes']);
const result: Schema = obj({ winners: { type: 'array', items: SEAT }, reason: { type: 'string' }, label: { type: 'string' } }, ['winners', 'reason']);

/** The observation of one seat: a response to `observe`, and what an external bot is sent. */
export const OBSERVATION: Schema = obj({
  game: GAME,
  seat: SEAT,
  players: { type: 'array', items: { type: 'string' } },
  moveCount: int(0, 2 ** 31),
  over: { type: 'boolean' },
  decision: nullable(obj({ seat: SEAT, prompt: { type: 'string' } }, ['seat', 'prompt'])),
  moves: { type: 'array', items: obj({ move: { type: 'string' }, text: { type: 'string' } }, ['move', 'text']) },
  result: nullable(result),
  view: { description: "the game's view for this seat: game-specific JSON" },
  board,
}, ['game', 'seat', 'players', 'moveCount', 'over', 'decision', 'moves', 'result', 'view', 'board']);

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
  }, ['protocol', 'server', 'games', 'limits']),
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

/** The first problem of `value` against `schema` ("at .seat: expected an integer"), or undefined when it fits. */
export function validate(schema: Schema, value: unknown, path = ''): string | undefined {
  const at = path || '(the message)';
  if ('anyOf' in schema) {
    const problems = schema.anyOf.map((s) => validate(s, value, path));
    return problems.every((p) => p !== undefined) ? problems[0] : undefined;
  }
  if (!('type' in schema)) return undefined;
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return `${at}: expected a string`;
      if (schema.const !== undefined && value !== schema.const) return `${at}: expected "${schema.const}"`;
      if (schema.enum && !schema.enum.includes(value)) return `${at}: expected one of ${schema.enum.join(', ')}`;
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${at}: longer than ${schema.maxLength} characters`;
      return undefined;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${at}: expected an integer`;
      if (schema.const !== undefined && value !== schema.const) return `${at}: expected ${schema.const}`;
      if ((schema.minimum !== undefined && value < schema.minimum) || (schema.maximum !== undefined && value > schema.maximum)) {
        return `${at}: expected ${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`;
      }
      return undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `${at}: expected a number`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${at}: expected true or false`;
    case 'null':
      return value === null ? undefined : `${at}: expected null`;
    case 'array': {
      if (!Array.isArray(value)) return `${at}: expected an array`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${at}: more than ${schema.maxItems} items`;
      for (let i = 0; i < value.length; i++) {
        const problem = validate(schema.items, value[i], `${path}[${i}]`);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${at}: expected an object`;
      const properties = schema.properties ?? {};
      for (const key of schema.required ?? []) if (!Object.hasOwn(value, key)) return `${at}: missing "${key}"`;
      for (const [key, item] of Object.entries(value)) {
        const known = Object.hasOwn(properties, key) ? properties[key] : undefined;
        const rule = known ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
        if (!rule) {
          if (schema.additionalProperties === true) continue;
          return `${path ? `${path}: ` : ''}unknown field "${key.length > 40 ? `${key.slice(0, 39)}…` : key}"`;
        }
        const problem = validate(rule, item, `${path}.${key}`);
        if (problem) return problem;
      }
      return undefined;
    }
  }
}
