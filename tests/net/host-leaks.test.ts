/**
 * "0 leaks", measured: a host (HostServer and HostTable in this process, so their insides can be counted) serves a
 * WIXOSS game to two seats while hostile connections send 10,000 frames (wrong secrets, other versions, garbage,
 * oversized frames, floods, a watcher that acts, watchers that join and leave, one that never reads). Once they are
 * closed, the host holds what it held before: the same connections, the same table entries, the same sockets,
 * timers and listeners (process.getActiveResourcesInfo, listener counts) and, after a garbage collection, about
 * the same memory; and once the host is closed, nothing of it is left at all.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setContentLang } from '../../src/engine/i18n.js';
import { decisionOf, describeLegal, playChoice, startMatch } from '../../src/engine/match.js';
import { loadGame } from '../../src/games/index.js';
import { newSecrets } from '../../src/net/host-secrets.js';
import { HostServer } from '../../src/net/host-server.js';
import { HostTable } from '../../src/net/host-table.js';
import { tableUrl } from '../../src/net/host-url.js';
import { Client } from './net-support.js';

beforeAll(() => setContentLang('en'));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Each kind of active resource (sockets, timers, …) and how many, and the process's listeners. */
function resources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  counts.processListeners = process.eventNames().reduce((sum, name) => sum + process.listenerCount(name), 0);
  return counts;
}

async function settledHeap(): Promise<number> {
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return process.memoryUsage().heapUsed;
}

const until = async (test: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('holds no extra connection, table entry, socket, timer, listener or memory after 10,000 hostile frames', async () => {
  const before = resources();
  const game = await loadGame('wixoss');
  const match = startMatch(game, { game: 'wixoss', version: game.version, seed: '3', players: ['Ann', 'Ben'], decks: [], options: {}, orders: {} }, { record: true });
  const secrets = newSecrets(2, new Set([0, 1]));
  const table = new HostTable(match, ['remote', 'remote'], secrets, { version: 'test' });
  const server = new HostServer(table);
  const port = await server.listen('127.0.0.1', 0);
  const url = (secret: string) => tableUrl('127.0.0.1', port, secret);
  const address = `ws://127.0.0.1:${port}/`;
  table.attach({ match, takeBack: () => { throw new Error('no undo here'); }, resign: () => {}, withdrawQuestion: () => {} });
  const ann = await Client.join(url(secrets.seats[0]!), 1);
  const ben = await Client.join(url(secrets.seats[1]!), 2);
  for (const seat of [ann, ben]) { seat.delayMs = 10; seat.autoplay = true; }
  await table.untilJoined();
  table.start();
  // The referee's loop, as the play session runs it: each move the deciding seat's connection sends.
  const played = (async () => {
    for (;;) {
      const decision = decisionOf(match);
      if (decision.over) return;
      const move = await table.remoteBot(decision.seat).decideAsync!({ game, state: match.state, decision, seats: 2, match }, new AbortController().signal);
      const sentences = [0, 1].map((seat) => describeLegal(match, move, seat === decision.seat ? undefined : seat, decision));
      const spectator = describeLegal(match, move, null, decision);
      const events = playChoice(match, move, decision);
      table.moved({ mover: decision.seat, choice: move, sentences, spectator, events });
    }
  })();

  let sent = 0;
  /** A connection that sends `frames` (after joining with `secret`, if given), then closes once answered. */
  const attack = async (frames: (string | object)[], secret?: string) => {
    const client = secret !== undefined ? await Client.join(`${address}#${secret}`) : new Client(address);
    if (secret === undefined) await client.open();
    else sent++;
    for (const frame of frames) { client.send(frame); sent++; }
    await Promise.race([client.closed, new Promise((resolve) => setTimeout(resolve, 200))]);
    client.close();
    await client.closed;
  };
  const garbage = ['{', 'null', '"act"', '[]', '{"type":"act"}', '{"type":"join","protocol":"1","secret":1}', '\u0000\u0001', '{"type":"act","move":"end","seat":2}', '{"type":"hint"}'];
  const rounds = (): (() => Promise<void>)[] => [
    ...Array.from({ length: 30 }, (_, i) => () => attack([], `${'B'.repeat(43)}${i}`)),
    ...Array.from({ length: 10 }, () => () => attack([{ type: 'join', protocol: 2, secret: 'x' }])),
    ...Array.from({ length: 20 }, () => () => attack(Array.from({ length: 40 }, (_, k) => garbage[k % garbage.length]!))),
    // Watchers that join (one in Chinese), act, ask for hints, chat, and leave.
    ...Array.from({ length: 10 }, (_, i) => () => attack([{ type: 'act', move: 'end' }, { type: 'hint' }, { type: 'say', text: `w${i}` }, ...(i % 2 ? [] : [{ type: 'undo' }])], secrets.watch)),
    ...Array.from({ length: 2 }, () => () => attack(['x'.repeat((1 << 20) + 1)])),
    ...Array.from({ length: 2 }, () => () => attack(Array.from({ length: 600 }, () => '{"type":"say","text":"spam"}'))),
  ];
  /** Rounds of attacks, ten connections at a time, until `frames` more went out. */
  const hostile = async (frames: number) => {
    const target = sent + frames;
    while (sent < target) {
      const batch = rounds();
      while (batch.length > 0 && sent < target) await Promise.all(batch.splice(0, 10).map((run) => run()));
    }
  };
  const quiet = () => until(() => server.connections === 2);
  /** The figures, taken while the seats hold their moves (their own timers would blur the count of the host's). */
  const measure = async () => {
    for (const seat of [ann, ben]) seat.autoplay = false;
    // (Long enough for the test's own short timers, the seats' delayed moves and the attackers' waits, to be done.)
    await new Promise((resolve) => setTimeout(resolve, 400));
    // What the seats recorded is the test's, not the host's: only their latest observation is kept.
    for (const seat of [ann, ben]) {
      const latest = seat.latest('observation');
      seat.frames.splice(0, seat.frames.length, ...(latest ? [latest] : []));
      seat.raw.splice(0, seat.raw.length);
    }
    const figures = { resources: resources(), heap: await settledHeap(), load: table.load() };
    for (const seat of [ann, ben]) seat.resume();
    return figures;
  };

  // A first round warms everything up (modules, JIT, buffers) before the figures are taken.
  await hostile(1_000);
  await quiet();
  const baseline = await measure();
  expect(baseline.load).toEqual({ seats: 2, watchers: 0, tracked: 2, hints: 0 });

  // A watcher that never reads, for the length of the attack.
  const slow = await Client.join(url(secrets.watch));
  (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  const start = sent;
  const movesBefore = match.moves.length;
  await hostile(10_000);
  expect(sent - start).toBeGreaterThanOrEqual(10_000);
  slow.socket.terminate();
  await quiet();
  // The game was played on through all of it.
  expect(match.moves.length).toBeGreaterThan(movesBefore + 10);
  const after = await measure();
  expect(after.load).toEqual(baseline.load);
  expect(after.resources).toEqual(baseline.resources);
  // Memory back near its start (a leak of a few hundred bytes per frame would be megabytes here).
  const grown = after.heap - baseline.heap;
  console.log(`hostile frames: ${sent - start}; heap before ${(baseline.heap / 2 ** 20).toFixed(1)} MB, after ${(after.heap / 2 ** 20).toFixed(1)} MB (${(grown / 2 ** 20).toFixed(2)} MB); resources ${JSON.stringify(after.resources)}`);
  expect(grown).toBeLessThan(3 * 2 ** 20);

  // The game plays to its end; then the host closes and nothing of it is left.
  await played;
  table.finish();
  await server.close();
  await Promise.all([ann.closed, ben.closed]);
  // Of every kind, no more than before the host was made (module loading had some under way then).
  const more = () => Object.entries(resources()).filter(([kind, count]) => count > (before[kind] ?? 0));
  await until(() => more().length === 0, 5_000).catch(() => {});
  expect(more()).toEqual([]);
}, 240_000);
