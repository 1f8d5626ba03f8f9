/**
 * The protocol core, request by request: every response fits its documented schema, and each operation gives what
 * the CLI gives (the same legal list and reason for an illegal move, undo, the log, loading a log).
 */
import { ProtocolServer, type Response } from '../../src/protocol/server.js';
import { RESPONSES, REQUESTS, validate } from '../../src/protocol/schema.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { parseLog } from '../../src/engine/log.js';
import { replayLog } from '../../src/engine/match.js';
import { setContentLang } from '../../src/engine/i18n.js';

let server: ProtocolServer;
const ask = (request: Record<string, unknown>): Response => {
  const problem = validate(REQUESTS[request.type as keyof typeof REQUESTS], request);
  // Requests the tests send on purpose wrong are sent through handle() directly; these must be well-formed.
  expect(problem).toBeUndefined();
  const response = server.handle(request);
  expect(validate(RESPONSES[response.type as keyof typeof RESPONSES], response)).toBeUndefined();
  return response;
};

beforeAll(async () => {
  setContentLang('en');
  server = new ProtocolServer({ games: await Promise.all(GAMES.map((g) => g.load())), version: 'test' });
});

describe('the protocol server', () => {
  it('wants a hello with the protocol version first', () => {
    const fresh = new ProtocolServer({ games: [] });
    expect(fresh.handle({ type: 'start', game: 'wixoss' })).toMatchObject({ ok: false, code: 'no-hello' });
    expect(fresh.handle({ type: 'hello', protocol: 3 })).toMatchObject({ ok: false, code: 'unsupported-protocol' });
    expect(ask({ type: 'hello', protocol: 2, id: 'h' })).toMatchObject({ type: 'hello', ok: true, id: 'h', protocol: 2, games: GAMES.map((entry) => entry.id) });
  });

  it('plays a game by id: observe, act, illegal moves with the legal list and the reason, undo, log, end', () => {
    const started = ask({ type: 'start', game: 'wixoss', players: ['Ann', 'Bo'], decks: ['white-hope', 'black-will'], seed: '7', first: 1, id: 1 });
    expect(started).toMatchObject({ type: 'start', ok: true, id: 1, game: 'wixoss', players: ['Ann', 'Bo'], seed: '7', moveCount: 0, over: false });
    const gameId = started.gameId as string;
    const next = started.next as number;
    const other = next === 1 ? 2 : 1;
    const mine = ask({ type: 'observe', gameId, seat: next }).observation as { moves: { move: string; text: string }[]; decision: { seat: number } };
    expect(mine.decision.seat).toBe(next);
    expect(mine.moves.length).toBeGreaterThan(0);
    expect(mine.moves.every((m) => m.text.length > 0)).toBe(true);
    // The other seat sees whose decision it is, never that seat's moves.
    expect((ask({ type: 'observe', gameId, seat: other }).observation as { moves: unknown[] }).moves).toEqual([]);
    const wrongSeat = ask({ type: 'act', gameId, seat: other, move: mine.moves[0]!.move });
    expect(wrongSeat).toMatchObject({ type: 'error', ok: false, code: 'not-your-decision' });
    expect(wrongSeat.legal).toBeUndefined();
    const illegal = ask({ type: 'act', gameId, seat: next, move: 'summon 9 9' });
    expect(illegal).toMatchObject({ type: 'error', code: 'illegal-move', legal: mine.moves.map((m) => m.move) });
    expect(illegal.message).toMatch(/illegal move "summon 9 9"/);

    const acted = ask({ type: 'act', gameId, seat: next, move: ` ${mine.moves[0]!.move.toUpperCase()} ` });
    expect(acted).toMatchObject({ type: 'act', ok: true, move: mine.moves[0]!.move, text: mine.moves[0]!.text, over: false });
    const log = ask({ type: 'log', gameId }).log as string;
    expect(log).toMatch(/^game: wixoss\n/);
    expect(log).toContain(`${next === 1 ? 'Ann' : 'Bo'}: ${mine.moves[0]!.move}`);

    // Play on until the first seat decides again after a move of its own that revealed nothing, then take it back.
    const loaded = ask({ type: 'load', log });
    expect(loaded).toMatchObject({ type: 'load', ok: true, moveCount: 1, players: ['Ann', 'Bo'] });
    expect(ask({ type: 'observe', gameId: loaded.gameId as string, seat: 1 }).observation).toEqual(ask({ type: 'observe', gameId, seat: 1 }).observation);
    expect(ask({ type: 'end', gameId: loaded.gameId as string })).toMatchObject({ type: 'end', ok: true, result: null });
    expect(ask({ type: 'observe', gameId: loaded.gameId as string, seat: 1 })).toMatchObject({ code: 'no-such-game' });

    expect(ask({ type: 'act', gameId, seat: 1, move: 'resign' })).toMatchObject({ ok: true, over: true, result: { winners: [2], reason: 'Ann resigned' }, next: null });
    expect(ask({ type: 'act', gameId, seat: 2, move: 'pass' })).toMatchObject({ code: 'game-over' });
    expect(ask({ type: 'undo', gameId, seat: 2 })).toMatchObject({ code: 'cannot-undo' });
    expect(ask({ type: 'end', gameId })).toMatchObject({ ok: true, result: { winners: [2] } });
  });

  it('takes back a move with undo as the CLI does', () => {
    // EAT/PAINT seed 4: the first seat's first listed move ("play 1") reveals nothing and leaves it deciding.
    const gameId = ask({ type: 'start', game: 'eatpaint', seed: '4' }).gameId as string;
    const seat = ask({ type: 'observe', gameId, seat: 1 }).observation as { decision: { seat: number } };
    const mover = seat.decision.seat;
    const before = ask({ type: 'observe', gameId, seat: mover }).observation as { moves: { move: string }[] };
    expect(ask({ type: 'act', gameId, seat: mover, move: before.moves[0]!.move })).toMatchObject({ ok: true, next: mover });
    expect(ask({ type: 'undo', gameId, seat: 3 - mover })).toMatchObject({ code: 'not-your-decision' });
    expect(ask({ type: 'undo', gameId, seat: mover })).toMatchObject({ ok: true, moveCount: 0 });
    expect(ask({ type: 'observe', gameId, seat: mover }).observation).toEqual(before);
    expect(ask({ type: 'undo', gameId, seat: mover })).toMatchObject({ code: 'cannot-undo', message: 'nothing to undo yet' });
    expect(ask({ type: 'undo', gameId: 'nope', seat: 1 })).toMatchObject({ code: 'no-such-game' });
  });

  it('refuses bad setups and bad logs with their own codes, naming the line', () => {
    expect(ask({ type: 'start', game: 'chess' })).toMatchObject({ code: 'unknown-game' });
    expect(ask({ type: 'start', game: 'wixoss', players: 5 })).toMatchObject({ code: 'bad-setup' });
    expect(ask({ type: 'start', game: 'wixoss', decks: ['no-such-deck'] })).toMatchObject({ code: 'bad-setup' });
    expect(ask({ type: 'start', game: 'wixoss', options: { rules: 'ancient' } })).toMatchObject({ code: 'bad-setup' });
    expect(ask({ type: 'start', game: 'wixoss', players: ['a', 'a'] })).toMatchObject({ code: 'bad-setup' });
    expect(ask({ type: 'start', game: 'midrash', decks: ['x'] })).toMatchObject({ code: 'bad-setup' });
    // Found by the fuzz: option names that Object.prototype has.
    expect(server.handle({ type: 'start', game: 'wixoss', options: { constructor: 'y' } })).toMatchObject({ code: 'bad-setup', message: expect.stringMatching(/no option "constructor"/) });
    expect(ask({ type: 'load', log: 'game: wixoss\nplayers: A, B\noption.constructor: x\n' })).toMatchObject({ code: 'bad-log', message: expect.stringMatching(/no option "constructor"/) });
    expect(ask({ type: 'load', log: 'game: wixoss\nplayers: A, B\nseed 3\n' })).toMatchObject({ code: 'bad-log', message: expect.stringMatching(/log:3:/) });
    expect(ask({ type: 'load', log: 'game: midrash\nplayers: A, B\nseed: 3\n\nA: fly\n' })).toMatchObject({ code: 'bad-log', line: 5 });
  });

  it('answers malformed requests with an error and keeps serving', () => {
    const lines = ['not json', '[]', '{"type":7}', '{"type":"observe"}', '{"type":"observe","gameId":"g1","seat":"1"}', '{"type":"act","gameId":"g1","seat":1,"move":"x","extra":1}', `{"type":"hello","protocol":1,"client":"${'x'.repeat(5000)}"}`];
    const codes = lines.map((line) => JSON.parse(server.handleLine(line)).code);
    expect(codes).toEqual(['bad-json', 'bad-request', 'unknown-type', 'bad-request', 'bad-request', 'bad-request', 'bad-request']);
    expect(JSON.parse(server.handleLine('x'.repeat((1 << 20) + 1))).code).toBe('line-too-long');
    expect(JSON.parse(server.handleLine('{"type":"hello","protocol":2}')).ok).toBe(true);
  });

  it('holds several games at once, up to its limit', async () => {
    const small = new ProtocolServer({ games: [await loadGame('midrash')], maxGames: 2 });
    small.handle({ type: 'hello', protocol: 1 });
    const a = small.handle({ type: 'start', game: 'midrash', seed: '1' });
    const b = small.handle({ type: 'start', game: 'midrash', seed: '2', players: 3 });
    expect([a.gameId, b.gameId]).toEqual(['g1', 'g2']);
    expect(small.handle({ type: 'start', game: 'midrash' })).toMatchObject({ code: 'too-many-games' });
    expect((small.handle({ type: 'observe', gameId: 'g2', seat: 3 }).observation as { players: string[] }).players).toEqual(['P1', 'P2', 'P3']);
    small.handle({ type: 'end', gameId: 'g1' });
    expect(small.handle({ type: 'start', game: 'midrash' })).toMatchObject({ ok: true, gameId: 'g3' });
  });

  it('gives a log that replays to the same game', async () => {
    const started = ask({ type: 'start', game: 'pad', seed: '9' });
    const gameId = started.gameId as string;
    for (let i = 0; i < 30; i++) {
      const seat = (ask({ type: 'observe', gameId, seat: 1 }).observation as { decision: { seat: number } | null }).decision?.seat;
      if (!seat) break;
      const moves = (ask({ type: 'observe', gameId, seat }).observation as { moves: { move: string }[] }).moves;
      expect(ask({ type: 'act', gameId, seat, move: moves[i % moves.length]!.move }).ok).toBe(true);
    }
    const text = ask({ type: 'log', gameId }).log as string;
    const outcome = replayLog(await loadGame('pad'), parseLog(text));
    expect(outcome.failure).toBeUndefined();
    expect(outcome.match.moves.length).toBe(30);
  });
});
