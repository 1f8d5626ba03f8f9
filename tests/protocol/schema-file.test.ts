/**
 * docs/protocol.schema.json, the protocol's published JSON Schema: it is what the server's own schemas say (written by
 * scripts/protocol-schema.mjs), it is in the package, and a standard validator (ajv, draft 2020-12) accepts every
 * message of real exchanges in every game, errors included, and refuses what breaks the convention.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { GAMES } from '../../src/games/index.js';
import { protocolSchema } from '../../src/protocol/protocol-schema.js';
import { ProtocolServer } from '../../src/protocol/server.js';
import { ROOT } from '../support/cli.js';

const file = JSON.parse(readFileSync(join(ROOT, 'docs/protocol.schema.json'), 'utf8')) as { $defs: Record<string, unknown> };
const ajv = new Ajv2020({ strict: true, allErrors: false });
ajv.addSchema(file, 'protocol');
/** The problems of `value` against the `$defs` entry `name`, as ajv words them; empty when it fits. */
function problems(name: string, value: unknown): string[] {
  const check = ajv.getSchema(`protocol#/$defs/${name}`)!;
  return check(value) ? [] : (check.errors ?? []).map((e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message}`);
}

type Json = Record<string, unknown>;

describe('docs/protocol.schema.json', () => {
  it('is written from the protocol\'s schemas (scripts/protocol-schema.mjs)', () => {
    expect(file).toEqual(protocolSchema());
  });

  it('is in the package and exported', () => {
    const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' })) as [{ files: { path: string }[] }];
    expect(packed[0].files.map((f) => f.path)).toEqual(expect.arrayContaining(['docs/protocol.schema.json', 'docs/protocol.md']));
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(manifest.exports['./protocol.schema.json']).toBe('./docs/protocol.schema.json');
  });

  it('fits every request and answer of real exchanges in every game, errors included', async () => {
    setContentLang('en');
    const server = new ProtocolServer({ games: await Promise.all(GAMES.map((g) => g.load())), version: 'test' });
    const checked = new Map<string, number>();
    const exchange = (request: Json): Json => {
      const sent = JSON.stringify(request);
      const answer = JSON.parse(server.handleLine(sent)) as Json;
      const name = answer.type === 'error' ? 'error-response' : `${answer.type}-response`;
      if (answer.ok) expect([sent, problems(`${request.type}-request`, request)]).toEqual([sent, []]);
      expect([sent, problems(name, answer)]).toEqual([sent, []]);
      checked.set(name, (checked.get(name) ?? 0) + 1);
      return answer;
    };
    exchange({ type: 'hello', protocol: 2, client: 'schema test' });
    for (const entry of GAMES) {
      const started = exchange({ type: 'start', game: entry.id, seed: '6', players: entry.id === 'midrash' ? 3 : 2, id: entry.id });
      const gameId = started.gameId as string;
      for (let step = 0; step < 12 && !started.over; step++) {
        const seat = (exchange({ type: 'observe', gameId, seat: 1 }).observation as { decision: { seat: number } | null }).decision?.seat;
        if (!seat) break;
        const observation = exchange({ type: 'observe', gameId, seat }).observation as { moves: { move: string }[] };
        expect(problems('bot-decide', { type: 'decide', observation })).toEqual([]);
        if (step === 3) exchange({ type: 'act', gameId, seat, move: 'no such move' });
        exchange({ type: 'act', gameId, seat, move: observation.moves[step % observation.moves.length]!.move });
      }
      exchange({ type: 'undo', gameId, seat: 1 });
      const log = exchange({ type: 'log', gameId }).log as string;
      const loaded = exchange({ type: 'load', log });
      exchange({ type: 'act', gameId: loaded.gameId as string, seat: 1, move: 'resign' });
      exchange({ type: 'end', gameId: loaded.gameId as string });
      exchange({ type: 'end', gameId });
    }
    exchange({ type: 'start', game: 'wixoss', decks: ['no-such-deck'] });
    exchange({ type: 'observe', gameId: 'g999', seat: 1 });
    expect(problems('error-response', JSON.parse(server.handleLine('not json')))).toEqual([]);
    for (const name of ['hello-response', 'start-response', 'observe-response', 'act-response', 'undo-response', 'log-response', 'load-response', 'end-response', 'error-response']) {
      expect([name, (checked.get(name) ?? 0) > 0]).toEqual([name, true]);
    }
  });

  it('refuses views that break the convention', () => {
    const started = { turn: 1, active: 1, first: 1, phase: 'main', startLife: 10, dryTurns: 0, using: [], attack: null };
    const side = {
      name: 'A', char: 'sabil', side: 'dragon', sub: 'apra', life: 10, form: 0, rest: false, def: 2, hand: null, handCount: 5, deckCount: 25,
      trash: [], heatCount: 0, traps: null, trapsCount: 0, energy: [], works: [], ink: 0, inkDiscard: 0, boost: 0,
    };
    expect(problems('view-eatpaint', { ...started, sides: [side, side] })).toEqual([]);
    expect(problems('view-eatpaint', { ...started, active: 0, sides: [side, side] })).not.toEqual([]);
    expect(problems('view-eatpaint', { ...started, sides: [{ ...side, hand: 5 }, side] })).not.toEqual([]);
    expect(problems('view-eatpaint', { ...started, sides: [{ ...side, handCount: undefined }, side] })).not.toEqual([]);
  });
});
