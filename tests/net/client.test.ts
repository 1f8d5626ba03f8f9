/**
 * The network client against a fake host on loopback (tests/support/fake-host.ts): the handshake and its refusals,
 * the secret only inside the join message, every frame checked before use, the reconnect, the take-over.
 */
import { createServer } from 'node:net';
import { WebSocketServer } from 'ws';
import { setContentLang } from '../../src/engine/i18n.js';
import { loadGame } from '../../src/games/index.js';
import { NetClient, NetError, type ClientListener, type NetFailure } from '../../src/net/client.js';
import { readFrame } from '../../src/net/client-frames.js';
import { RemoteTable, visibleStrings } from '../../src/net/client-table.js';
import { parseJoinUrl, type JoinTarget } from '../../src/net/client-url.js';
import type { HostMessage } from '../../src/net/messages.js';
import { FakeHost } from '../support/fake-host.js';

beforeAll(() => setContentLang('en'));

const target = (url: string): JoinTarget => {
  const parsed = parseJoinUrl(url);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
};

/** A listener that records everything and lets a test wait for a message. */
function recorder() {
  const messages: HostMessage[] = [];
  const notes: string[] = [];
  let ended: NetFailure | undefined | 'open' = 'open';
  const waiters: (() => void)[] = [];
  const poke = () => waiters.splice(0).forEach((w) => w());
  const listener: ClientListener = {
    message: (m) => { messages.push(m); poke(); },
    malformed: (p) => { notes.push(`malformed: ${p}`); poke(); },
    lost: () => { notes.push('lost'); poke(); },
    back: () => { notes.push('back'); poke(); },
    ended: (f) => { ended = f; poke(); },
  };
  const until = async (test: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`timed out; notes: ${notes.join(', ')}`);
      await new Promise<void>((resolve) => { waiters.push(resolve); setTimeout(resolve, 50); });
    }
  };
  return { messages, notes, listener, until, get ended() { return ended; } };
}

async function failureOf(promise: Promise<unknown>): Promise<NetFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof NetError) return error.failure;
    throw error;
  }
  throw new Error('connected, but should not have');
}

describe('join URLs', () => {
  it('take the secret from the fragment and keep it out of the address', () => {
    expect(parseJoinUrl('ws://127.0.0.1:4000/#abc_DEF-123')).toEqual({ address: 'ws://127.0.0.1:4000/', secret: 'abc_DEF-123', shown: 'ws://127.0.0.1:4000/#…' });
    expect(parseJoinUrl('http://127.0.0.1:4000/#abc')).toEqual({ problem: 'scheme' });
    expect(parseJoinUrl('ws://127.0.0.1:4000/')).toEqual({ problem: 'no-secret' });
    expect(parseJoinUrl('not a url')).toEqual({ problem: 'not-url' });
    expect(parseJoinUrl('ws://h/#a%00b')).toEqual({ problem: 'no-secret' });
  });
});

describe('frames', () => {
  it('are checked against the contract before use', () => {
    expect(readFrame('{')).toEqual({ problem: 'not JSON' });
    expect(readFrame('[1]')).toEqual({ problem: 'not a JSON object' });
    expect(readFrame('{"type":"nosuch"}')).toEqual({ problem: 'no message type "nosuch"' });
    expect(readFrame('{"type":"chat","from":"Ben"}')).toEqual({ problem: 'chat: (the message): missing "text"' });
    expect(readFrame('{"type":"moved","seat":9,"text":"x","events":[],"moveCount":1}')).toEqual({ problem: 'moved: .seat: expected 1 to 8' });
    expect(readFrame('{"type":"chat","from":"Ben","text":"hi","__proto__":{"x":1}}')).toHaveProperty('problem');
    expect(readFrame('{"type":"chat","from":"Ben","text":"hi"}')).toEqual({ message: { type: 'chat', from: 'Ben', text: 'hi' } });
  });

  it('texts from the host reach the terminal with their control characters visible', () => {
    expect(visibleStrings({ from: 'B\x1b]0;pwned\x07en', text: ['a\x9bb'] })).toEqual({ from: 'B^[]0;pwned^Gen', text: ['aM-^[b'] });
    const table = new RemoteTable({ type: 'welcome', protocol: 1, server: 's', game: 'midrash', seat: 1, players: ['A\x1bB', 'C'] });
    table.take({ type: 'chat', from: 'C\x1b[2J', text: 'hi\x07' });
    expect(table.entries[0]!.lines).toEqual(['C^[[2J » hi^G']);
    expect(table.players[0]).toBe('A^[B');
  });

  it('after a dropped connection, acts only on what the host says again (a restarted host may wait, or be further on)', () => {
    const table = new RemoteTable({ type: 'welcome', protocol: 1, server: 's', game: 'midrash', seat: 1, players: ['A', 'B'] });
    const seats = (waiting: boolean): HostMessage => ({ type: 'seats', seats: [], deciding: 1, waiting });
    const observation = { type: 'observation', observation: { seat: 1, decision: { seat: 1, prompt: 'p' }, moveCount: 3, over: false, players: ['A', 'B'], moves: [] } } as unknown as HostMessage;
    table.take(seats(false));
    table.take(observation);
    expect(table.ours).toBe(true);
    table.forgetLive();
    expect(table.ours).toBe(false);
    // The restarted host's seats come first: the old observation does not count.
    table.take(seats(false));
    expect(table.ours).toBe(false);
    table.take(observation);
    expect(table.ours).toBe(true);
  });
});

describe('the client', () => {
  let host: FakeHost;
  beforeEach(async () => { host = await FakeHost.start(await loadGame('midrash')); });
  afterEach(() => host.close());

  it('joins with the secret in the join message only, and gets its seat, the seats and its observation', async () => {
    const r = recorder();
    const client = await NetClient.connect(target(host.url('seat2')), r.listener);
    expect(client.welcome).toMatchObject({ type: 'welcome', seat: 2, game: 'midrash', players: ['Ann', 'Ben'] });
    await r.until(() => r.messages.some((m) => m.type === 'observation'));
    expect(r.messages.map((m) => m.type)).toEqual(['seats', 'observation']);
    expect(host.requestLines).toEqual(['GET /']);
    expect(JSON.parse(host.received[0]!)).toMatchObject({ type: 'join', protocol: 1, secret: 'seat2' });
    client.close();
    expect(r.ended).toBeUndefined();
  });

  it('is refused a wrong secret with the host\'s reason, and another version with both named', async () => {
    expect(await failureOf(NetClient.connect(target(host.url('nosuch')), recorder().listener))).toEqual({ kind: 'refused', code: 'bad-secret', message: 'no seat or watch line has this secret' });
    const other = await FakeHost.start(await loadGame('midrash'), { protocol: 99 });
    try {
      expect(await failureOf(NetClient.connect(target(other.url('seat1')), recorder().listener))).toEqual({ kind: 'version', host: 99 });
    } finally {
      await other.close();
    }
  });

  it('says so when nobody listens, and when the handshake is never answered', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => { const p = (probe.address() as { port: number }).port; probe.close(() => resolve(p)); });
    });
    expect(await failureOf(NetClient.connect(target(`ws://127.0.0.1:${port}/#x`), recorder().listener))).toEqual({ kind: 'unreachable', detail: 'ECONNREFUSED' });
    const silent = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => silent.once('listening', resolve));
    try {
      const url = `ws://127.0.0.1:${(silent.address() as { port: number }).port}/#x`;
      expect(await failureOf(NetClient.connect(target(url), recorder().listener, { handshakeMs: 300 }))).toEqual({ kind: 'timeout' });
    } finally {
      for (const socket of silent.clients) socket.terminate();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('ignores a malformed frame with a note and goes on', async () => {
    await host.close();
    host = await FakeHost.start(await loadGame('midrash'), { extraFrames: ['{"type":"chat"}', 'garbage', '{"type":"chat","from":"Ben","text":"still here"}'] });
    const r = recorder();
    const client = await NetClient.connect(target(host.url('seat1')), r.listener);
    await r.until(() => r.messages.some((m) => m.type === 'observation'));
    expect(r.notes).toEqual(['malformed: chat: (the message): missing "from"', 'malformed: not JSON']);
    expect(r.messages.filter((m) => m.type === 'chat')).toEqual([{ type: 'chat', from: 'Ben', text: 'still here' }]);
    client.close();
  });

  it('reconnects after a drop and is back at the current decision', async () => {
    const r = recorder();
    const client = await NetClient.connect(target(host.url('seat1')), r.listener, { firstPauseMs: 20 });
    await r.until(() => r.messages.some((m) => m.type === 'observation'));
    host.dropAll();
    await r.until(() => r.notes.includes('back'));
    await r.until(() => r.messages.filter((m) => m.type === 'observation').length === 2);
    expect(r.notes).toEqual(['lost', 'back']);
    expect(client.connected).toBe(true);
    expect(client.send({ type: 'say', text: 'back again' })).toBe(true);
    await r.until(() => r.messages.some((m) => m.type === 'chat'));
    client.close();
  });

  it('gives up when the host stays away past the reconnect time', async () => {
    const r = recorder();
    await NetClient.connect(target(host.url('seat1')), r.listener, { firstPauseMs: 20, reconnectMs: 300 });
    await r.until(() => r.messages.some((m) => m.type === 'observation'));
    await host.close();
    await r.until(() => r.ended !== 'open');
    expect(r.ended).toEqual({ kind: 'lost' });
    host = await FakeHost.start(await loadGame('midrash'));
  });

  it('ends without retrying when another connection takes the seat over', async () => {
    const first = recorder();
    await NetClient.connect(target(host.url('seat1')), first.listener, { firstPauseMs: 20 });
    await first.until(() => first.messages.some((m) => m.type === 'observation'));
    const second = recorder();
    const client = await NetClient.connect(target(host.url('seat1')), second.listener);
    await first.until(() => first.ended !== 'open');
    expect(first.ended).toEqual({ kind: 'taken-over' });
    expect(first.notes).toEqual([]);
    client.close();
  });
});
