/**
 * docs/protocol.md against the protocol: the fields it lists for every message are the schema's fields, every
 * message of its example exchange fits its schema, and a fresh server answers the example's requests with exactly
 * the documented responses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setContentLang } from '../../src/engine/i18n.js';
import { GAMES } from '../../src/games/index.js';
import { UNFINISHED } from '../../src/engine/game.js';
import { DEMON_WINS } from '../../src/games/midrash/rules/win.js';
import { BOT_MESSAGES, OBSERVATION, REQUESTS, REQUEST_TYPES, RESPONSES, RESULT_LABELS, validate, type Schema } from '../../src/protocol/schema.js';
import { VIEWS } from '../../src/protocol/view-schemas.js';
import { ProtocolServer } from '../../src/protocol/server.js';
import { ROOT } from '../support/cli.js';

const doc = readFileSync(join(ROOT, 'docs/protocol.md'), 'utf8');

/** The field names a section documents: the first column of its table, or the backticked names of its paragraph. */
function documentedFields(heading: string): string[] {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/protocol.md has no section "${heading}"`);
  const body = doc.slice(start + heading.length + 2).split(/\n#{2,3} /)[0]!;
  // The first table only (the error section has a second one, of codes).
  const table = /(?:^|\n)(\|[^\n]*(?:\n\|[^\n]*)*)/.exec(body)?.[1] ?? '';
  const rows = table.split('\n').filter((l) => /^\| `/.test(l));
  const cells = rows.length > 0 ? rows.map((l) => l.split('|')[1]!) : [body.split('\n\n')[0]!];
  return [...new Set(cells.flatMap((c) => [...c.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]!)))].sort();
}

const fields = (schema: Schema) => Object.keys((schema as { properties: object }).properties).sort();

describe('docs/protocol.md', () => {
  it.each(REQUEST_TYPES)('documents the fields of the %s request and response', (type) => {
    expect(documentedFields(`### \`${type}\` request`)).toEqual(fields(REQUESTS[type]));
    const response = documentedFields(`### \`${type}\` response`).filter((f) => f !== type || fields(RESPONSES[type]).includes(f));
    expect(response).toEqual(fields(RESPONSES[type]));
  });

  it('documents the error response, the observation and the bot messages', () => {
    expect(documentedFields('### `error` response').filter((f) => f !== 'error')).toEqual(fields(RESPONSES.error));
    expect(documentedFields('## The observation')).toEqual(fields(OBSERVATION));
    expect(documentedFields('### bot `hello`').filter((f) => f !== 'hello' && f !== 'bot')).toEqual(fields(BOT_MESSAGES.hello));
    expect(documentedFields('### bot `decide`').filter((f) => f !== 'decide')).toEqual(fields(BOT_MESSAGES.decide));
    expect(documentedFields('### bot `game-start`')).toEqual(fields(BOT_MESSAGES.gameStart));
    expect(documentedFields('### bot `game-end`')).toEqual(fields(BOT_MESSAGES.gameEnd));
    expect(documentedFields('### bot answer')).toEqual(fields(BOT_MESSAGES.answer));
    const hello = /`(\{"type":"hello","protocol":2,"role":"bot"[^`]*)`/.exec(doc)![1]!;
    expect(validate(BOT_MESSAGES.hello, JSON.parse(hello))).toBeUndefined();
    for (const code of (RESPONSES.error as unknown as { properties: { code: { enum: string[] } } }).properties.code.enum) expect(doc).toContain(`| \`${code}\` |`);
  });

  it('shows an example exchange the server answers exactly so, covering every message type', async () => {
    setContentLang('en');
    const server = new ProtocolServer({ games: await Promise.all(GAMES.map((g) => g.load())), version: '0.1.0' });
    const block = /```jsonl\n([\s\S]*?)```/.exec(doc)![1]!.trim().split('\n');
    const seen = new Set<string>();
    for (let i = 0; i < block.length; i += 2) {
      expect(block[i]!.startsWith('> ')).toBe(true);
      expect(block[i + 1]!.startsWith('< ')).toBe(true);
      const sent = block[i]!.slice(2);
      const documented = JSON.parse(block[i + 1]!.slice(2));
      let request: { type?: string } | undefined;
      try { request = JSON.parse(sent); } catch { request = undefined; }
      if (request?.type && documented.ok) {
        expect(validate(REQUESTS[request.type as keyof typeof REQUESTS], request)).toBeUndefined();
        seen.add(`${request.type} request`);
      }
      expect(validate(RESPONSES[documented.type as keyof typeof RESPONSES], documented)).toBeUndefined();
      seen.add(`${documented.type} response`);
      if (documented.type === 'observe') expect(validate(OBSERVATION, documented.observation)).toBeUndefined();
      expect(JSON.parse(server.handleLine(sent))).toEqual(documented);
    }
    expect([...seen].sort()).toEqual([...REQUEST_TYPES.flatMap((t) => [`${t} request`, `${t} response`]), 'error response'].sort());
  });

  it('lists every result label the games give', () => {
    expect([...RESULT_LABELS].sort()).toEqual(['lost', DEMON_WINS, UNFINISHED].sort());
    const table = doc.slice(doc.indexOf('\n### Results\n'), doc.indexOf('\n## The view\n'));
    expect([...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]).filter((l) => l !== 'label').sort()).toEqual([...RESULT_LABELS].sort());
  });

  // Every game of the registry: its section's title in docs/protocol.md, its seats' key from its `cardPlaces`.
  const TITLES = new Map([['wixoss', 'WIXOSS'], ['pad', 'PAD'], ['eatpaint', 'EAT/PAINT'], ['midrash', 'Midrash']]);
  it.each(GAMES.map((entry) => entry.id))(
    'documents every field of the %s view and of its seats', async (game) => {
      const title = TITLES.get(game)!;
      expect([game, title]).toEqual([game, expect.any(String)]);
      const seats = (await GAMES.find((entry) => entry.id === game)!.load()).cardPlaces!.seats;
      const view = VIEWS[game] as { properties: Record<string, { type?: string; items?: { properties: object } }> };
      expect(documentedFields(`### ${title} view`)).toEqual(Object.keys(view.properties).sort());
      const section = doc.slice(doc.indexOf(`\n### ${title} view\n`)).split(/\n#{2,3} /)[1]!;
      const row = section.split('\n').find((l) => l.startsWith(`| \`${seats}\` |`))!;
      const named = new Set([...row.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]));
      for (const field of Object.keys(view.properties[seats]!.items!.properties)) expect([field, named.has(field)]).toEqual([field, true]);
    });
});
