/**
 * The published JSON Schema of the protocol (docs/protocol.schema.json): every request, response and bot message,
 * the observation and each game's view, under `$defs`, written from the schemas the server itself uses. A part
 * that is one of the named schemas (the observation inside `observe`'s answer) is a `$ref` to it.
 * `scripts/protocol-schema.mjs` writes the file; a test checks it is up to date.
 */
import type { Schema } from './json-schema.js';
import { BOT_MESSAGES, NET_MESSAGES, OBSERVATION, PROTOCOL_VERSION, PUBLIC_OBSERVATION, REQUESTS, RESPONSES } from './schema.js';
import { VIEWS } from './view-schemas.js';

/** The schemas by their `$defs` name, in the order the file lists them. */
function namedSchemas(): Map<Schema, string> {
  const named = new Map<Schema, string>();
  for (const [type, schema] of Object.entries(REQUESTS)) named.set(schema, `${type}-request`);
  for (const [type, schema] of Object.entries(RESPONSES)) named.set(schema, type === 'error' ? 'error-response' : `${type}-response`);
  named.set(OBSERVATION, 'observation');
  for (const [game, schema] of Object.entries(VIEWS)) named.set(schema, `view-${game}`);
  for (const [kind, schema] of Object.entries(BOT_MESSAGES)) named.set(schema, `bot-${kind}`);
  named.set(PUBLIC_OBSERVATION, 'public-observation');
  for (const [kind, schema] of Object.entries(NET_MESSAGES)) named.set(schema, `net-${kind === 'takenOver' ? 'taken-over' : kind}`);
  return named;
}

export function protocolSchema(): Record<string, unknown> {
  const named = namedSchemas();
  const write = (schema: Schema, root: Schema): unknown => {
    const name = named.get(schema);
    if (schema !== root && name) return { $ref: `#/$defs/${name}` };
    return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, child(key, value, root)]));
  };
  const child = (key: string, value: unknown, root: Schema): unknown => {
    if (key === 'properties') return Object.fromEntries(Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, write(v, root)]));
    if (key === 'anyOf') return (value as Schema[]).map((v) => write(v, root));
    if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object') return write(value as Schema, root);
    return value;
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `cardref protocol, version ${PROTOCOL_VERSION}`,
    description: 'Every message of `cardref serve`, of program bots and of network play (docs/protocol.md). Validate a message against one of the $defs: `<type>-request`, `<type>-response`, `error-response`, `observation`, `view-<game>`, `bot-hello`, `bot-decide`, `bot-answer`, `net-<type>` (network play), `public-observation`.',
    $defs: Object.fromEntries([...named].map(([schema, name]) => [name, write(schema, schema)])),
  };
}
