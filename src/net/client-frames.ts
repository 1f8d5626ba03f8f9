/**
 * What a client accepts from a host: every frame is parsed and checked against the contract (messages.ts) before
 * anything reads it. A frame that is not JSON, not a known message or not in its shape is refused with the reason,
 * and the client goes on (a host of a newer version, or a broken one, never crashes a player's terminal).
 */
import { NET_MESSAGES, validate, type Schema } from '../protocol/schema.js';
import { NET_LIMITS, type HostMessage } from './messages.js';

/** The largest frame a client reads (the host keeps to the same bound). */
export const MAX_FRAME_BYTES = NET_LIMITS.frameBytes;

/** Each host → client message by its `type` (the schemas are the contract's, protocol/schema.ts). */
export const HOST_MESSAGES: ReadonlyMap<string, Schema> = new Map<string, Schema>([
  ['welcome', NET_MESSAGES.welcome], ['seats', NET_MESSAGES.seats], ['observation', NET_MESSAGES.observation],
  ['moved', NET_MESSAGES.moved], ['chat', NET_MESSAGES.chat], ['undone', NET_MESSAGES.undone], ['over', NET_MESSAGES.over],
  ['error', NET_MESSAGES.error], ['taken-over', NET_MESSAGES.takenOver], ['hinted', NET_MESSAGES.hinted],
  ['ask', NET_MESSAGES.ask],
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
