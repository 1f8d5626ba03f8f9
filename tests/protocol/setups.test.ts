/**
 * A program learns what to ask for from the protocol itself: `hello` lists each game's seat counts, built-in decks
 * and options, and every one of them starts a game; an unknown deck id is answered with the ids. And the answers
 * the docs promise about `first` and `log` (docs/protocol.md, the `start` request and the `log` response).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setContentLang } from '../../src/engine/i18n.js';
import { GAMES } from '../../src/games/index.js';
import { ProtocolServer, type Response } from '../../src/protocol/server.js';
import { ROOT } from '../support/cli.js';

let server: ProtocolServer;
let hello: Response;
const doc = readFileSync(join(ROOT, 'docs/protocol.md'), 'utf8');
/** The row of `field` in the table of `section` of docs/protocol.md. */
const docRow = (section: string, field: string) => doc.slice(doc.indexOf(`\n${section}\n`)).split('\n').find((l) => l.startsWith(`| \`${field}\` |`)) ?? '';
beforeAll(async () => {
  setContentLang('en');
  server = new ProtocolServer({ games: await Promise.all(GAMES.map((g) => g.load())), version: 'test' });
  hello = server.handle({ type: 'hello', protocol: 2 });
});

interface Setup {
  game: string; name: string; players: { min: number; max: number; default: number };
  decks: { id: string; name: string }[] | null; defaultDecks: string[] | null;
  options: { name: string; values: string[] | null; allowed: string; default: string | null }[];
}

describe('hello', () => {
  it('lists what start takes for every game, and each of it starts a game', () => {
    const setups = hello.setups as Setup[];
    expect(setups.map((s) => s.game)).toEqual(hello.games);
    expect(setups.find((s) => s.game === 'midrash')).toMatchObject({ players: { min: 1, max: 4, default: 2 }, decks: null, defaultDecks: null });
    expect(setups.find((s) => s.game === 'wixoss')!.options).toEqual([{ name: 'rules', values: ['seed', 'modern'], allowed: 'seed, modern', default: 'seed' }]);
    expect(setups.find((s) => s.game === 'midrash')!.options.map((o) => [o.name, o.values === null, o.default])).toEqual([['mode', false, 'normal'], ['round-limit', true, null]]);
    let started = 0;
    for (const setup of setups) {
      for (const deck of setup.decks ?? [{ id: null }]) {
        const decks = setup.decks ? { decks: Array(setup.players.default).fill(deck.id) } : {};
        const answer = server.handle({ type: 'start', game: setup.game, ...decks, seed: '1' });
        expect([setup.game, deck.id, answer.ok]).toEqual([setup.game, deck.id, true]);
        server.handle({ type: 'end', gameId: answer.gameId });
        started++;
      }
      for (const option of setup.options.filter((o) => o.values)) {
        for (const value of option.values!) {
          const answer = server.handle({ type: 'start', game: setup.game, options: { [option.name]: value }, seed: '1' });
          expect([option.name, value, answer.ok]).toEqual([option.name, value, true]);
          server.handle({ type: 'end', gameId: answer.gameId });
        }
      }
    }
    expect(started).toBeGreaterThan(30);
  });

  it('serves a client of protocol 1, and no other', () => {
    const fresh = new ProtocolServer({ games: [] });
    expect(fresh.handle({ type: 'hello', protocol: 1 })).toMatchObject({ ok: true, protocol: 2 });
    expect(fresh.handle({ type: 'hello', protocol: 3 })).toMatchObject({ ok: false, code: 'unsupported-protocol' });
  });
});

describe('start', () => {
  it('answers an unknown deck id with the ids there are', () => {
    const ids = (hello.setups as Setup[]).find((s) => s.game === 'pad')!.decks!.map((d) => d.id);
    const answer = server.handle({ type: 'start', game: 'pad', decks: ['fire-dark', 'fire-drak'] });
    expect(answer).toMatchObject({ ok: false, code: 'bad-setup', legal: ids });
    expect(answer.message).toBe(`no built-in Puzzle & Dragons TCG deck "fire-drak" for seat 2 (built-in: ${ids.join(', ')})`);
  });

  it('refuses an EAT/PAINT first seat the SPD rule overrules, as the docs say, and takes one it agrees with', () => {
    const spec = { type: 'start', game: 'eatpaint', decks: ['sabil-apra', 'aika-red'], seed: '4' };
    expect(server.handle({ ...spec, first: 1 })).toMatchObject({ ok: false, code: 'bad-setup', message: expect.stringMatching(/higher SPD goes first/) });
    expect(server.handle({ ...spec, first: 2 })).toMatchObject({ ok: true, next: 2 });
    // Equal SPD is a coin flip: `first` stands for it.
    expect(server.handle({ ...spec, decks: ['sabil-apra', 'sabil-kasis'], first: 1 })).toMatchObject({ ok: true, next: 1 });
    expect(docRow('### `start` request', 'first')).toMatch(/EAT\/PAINT: the character with the higher SPD goes first.*is `bad-setup`/);
  });
});

describe('log', () => {
  it('gives a transcript back as a transcript, its chance lines kept', () => {
    const transcript = readFileSync(join(ROOT, 'examples/midrash-table.log'), 'utf8');
    const loaded = server.handle({ type: 'load', log: transcript });
    expect(loaded.ok).toBe(true);
    const log = server.handle({ type: 'log', gameId: loaded.gameId }).log as string;
    const chance = (text: string) => text.split('\n').filter((l) => l.startsWith('> '));
    expect(chance(log).length).toBeGreaterThan(3);
    expect(chance(log)).toEqual(chance(transcript));
    expect(log).not.toMatch(/^#/m);
    expect(docRow('### `log` response', 'log')).toMatch(/gives a transcript again, with those lines; `#` comment lines of a loaded log are not kept/);
    // The seed rebuilds every hidden card: the hidden-information section says so beside the log.
    expect(doc.slice(doc.indexOf('## Hidden information'), doc.indexOf('## Requests and responses'))).toMatch(/`seed` of the `start`[^]*rebuild every hidden card/);
  });
});
