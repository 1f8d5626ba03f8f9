/**
 * What a client accepts from a host: every frame is parsed and checked against the contract (messages.ts) before
 * anything reads it. A frame that is not JSON, not a known message or not in its shape is refused with the reason,
 * and the client goes on (a host of a newer version, or a broken one, never crashes a player's terminal).
 */
import { OBSERVATION } from '../protocol/schema.js';
import { int, nullable, obj, str, validate, type Schema } from '../protocol/json-schema.js';
import type { HostMessage } from './messages.js';

/** The largest frame a client reads (the host keeps to the same bound). */
export const MAX_FRAME_BYTES = 1 << 20;

const SEAT = int(1, 8);
const TEXT = { type: 'string' } as const satisfies Schema;
const COUNT = int(0, 2 ** 31);
const type = (name: string): Schema => ({ type: 'string', const: name });
const message = (name: string, properties: Record<string, Schema>, required: string[]): Schema =>
  obj({ type: type(name), ...properties }, ['type', ...required]);

/** A watcher's observation is the public one: the same fields, with no seat of its own (null or 0). */
const observationSchema: Schema = (() => {
  if (!('properties' in OBSERVATION) || OBSERVATION.type !== 'object') throw new Error('the observation schema is an object');
  return { ...OBSERVATION, properties: { ...OBSERVATION.properties, seat: nullable(int(0, 8)) } };
})();

const result: Schema = obj({ winners: { type: 'array', items: SEAT }, reason: TEXT, label: TEXT }, ['winners', 'reason']);

/** Each host → client message by its `type`. */
export const HOST_MESSAGES: ReadonlyMap<string, Schema> = new Map<string, Schema>([
  ['welcome', message('welcome', {
    protocol: int(1, 1000), server: str(200), game: str(32), seat: nullable(SEAT), players: { type: 'array', items: str(200), maxItems: 8 },
  }, ['protocol', 'server', 'game', 'seat', 'players'])],
  ['seats', message('seats', {
    seats: {
      type: 'array', maxItems: 8,
      items: obj({ seat: SEAT, name: str(200), kind: { type: 'string', enum: ['host', 'remote', 'bot'] }, connected: { type: 'boolean' } },
        ['seat', 'name', 'kind', 'connected']),
    },
    deciding: nullable(SEAT),
    waiting: { type: 'boolean' },
  }, ['seats', 'deciding', 'waiting'])],
  ['observation', message('observation', { observation: observationSchema }, ['observation'])],
  ['moved', message('moved', { seat: SEAT, text: str(20_000), events: { type: 'array', items: str(20_000) }, moveCount: COUNT }, ['seat', 'text', 'events', 'moveCount'])],
  ['chat', message('chat', { from: str(200), text: str(2000) }, ['from', 'text'])],
  ['undone', message('undone', { seat: SEAT, moveCount: COUNT }, ['seat', 'moveCount'])],
  ['over', message('over', { result: nullable(result) }, ['result'])],
  ['error', message('error', { code: str(64), message: str(20_000), legal: { type: 'array', items: TEXT }, fatal: { type: 'boolean' } }, ['code', 'message'])],
  ['taken-over', message('taken-over', {}, [])],
]);

/** A frame read: the message, or why it was refused. */
export type Frame = { message: HostMessage } | { problem: string };

/** The message in one text frame, checked against the contract. */
export function readFrame(data: string): Frame {
  if (Buffer.byteLength(data, 'utf8') > MAX_FRAME_BYTES) return { problem: `a frame over ${MAX_FRAME_BYTES} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { problem: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'not a JSON object' };
  const kind = (value as { type?: unknown }).type;
  const schema = typeof kind === 'string' ? HOST_MESSAGES.get(kind) : undefined;
  if (!schema) return { problem: `no message type ${typeof kind === 'string' ? JSON.stringify(kind.slice(0, 40)) : '(missing)'}` };
  const problem = validate(schema, value);
  return problem ? { problem: `${kind}: ${problem}` } : { message: value as HostMessage };
}
