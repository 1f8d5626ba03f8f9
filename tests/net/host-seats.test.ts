/**
 * What a joined seat may do besides moving, over loopback: `undo` under the rules of hotseat undo (only its own last
 * move, only while it decides again, only a move that showed nothing), `resign`, and the host's `replace 2 LEVEL`
 * handing a dropped seat to a bot.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, startHost, type HostProcess } from './net-support.js';

const hosts: HostProcess[] = [];
afterEach(() => { for (const host of hosts.splice(0)) host.child.kill('SIGKILL'); });
async function host(args: string[]) {
  const started = await startHost(args, mkdtempSync(join(tmpdir(), 'cardref-host-seats-')));
  hosts.push(started);
  return started;
}

/** Both seats joined and the game begun. */
async function joined(served: HostProcess): Promise<Client[]> {
  const clients = [await Client.join(served.joins.get(1)!, 1), await Client.join(served.joins.get(2)!, 2)];
  await clients[0]!.next((f) => f.type === 'seats' && !f.waiting, 10_000, true);
  await Promise.all(clients.map((c) => c.next((f) => f.type === 'observation' && f.observation.decision, 10_000, true)));
  return clients;
}

/** `test` once it holds (polled: frames and output arrive on their own). */
async function until<T>(test: () => T | undefined, ms = 10_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((r) => setTimeout(r, 20))) {
    const value = test();
    if (value) return value;
  }
  throw new Error(`never happened: ${debug}`);
}

let debug = '';
/** The client whose decision it is now, and its observation, once both seats have the latest one. */
function deciding(clients: Client[]) {
  return until(() => {
    const latest = clients.map((c) => c.latest('observation')!.observation);
    debug = JSON.stringify(latest.map((l) => [l.moveCount, l.moves.length, l.decision]));
    if (latest.some((seen) => seen.moveCount !== latest[0].moveCount)) return undefined;
    const index = latest.findIndex((seen) => seen.moves.length > 0);
    return index < 0 ? undefined : { client: clients[index]!, seen: latest[index] };
  });
}

it('takes back a seat\'s own last move while it decides again, and refuses what hotseat undo refuses', async () => {
  const served = await host(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '5']);
  const clients = await joined(served);
  const other = (client: Client) => clients.find((c) => c !== client)!;
  let undone = 0;
  let refused = 0;
  for (let step = 0; step < 200 && undone < 2; step++) {
    const { client, seen } = await deciding(clients);
    // Whoever does not decide cannot take anything back.
    other(client).send({ type: 'undo' });
    expect(await other(client).next((f) => f.type === 'error')).toMatchObject({ code: 'not-your-decision' });
    const before = seen.moveCount;
    const move = seen.moves[step % seen.moves.length].move;
    client.send({ type: 'act', move });
    const next = await client.next((f) => f.type === 'observation' && f.observation.moveCount === before + 1);
    if (next.observation.moves.length === 0) {
      await other(client).next((f) => f.type === 'observation' && f.observation.moveCount === before + 1, 10_000, true);
      continue;
    }
    client.send({ type: 'undo' });
    const answer = await client.next((f) => f.type === 'undone' || f.type === 'error');
    if (answer.type === 'error') {
      expect(answer.code).toBe('cannot-undo');
      refused++;
      continue;
    }
    expect(answer).toEqual({ type: 'undone', seat: seen.seat, moveCount: before });
    // Everyone hears of it, and the seat is back at the decision it had.
    expect(await other(client).next((f) => f.type === 'undone' && f.moveCount === before, 10_000, true)).toEqual(answer);
    const back = await until(() => { const latest = client.latest('observation')!.observation; return latest.moveCount === before ? latest : undefined; });
    expect(back.moves).toEqual(seen.moves);
    undone++;
    // Now on with another move, so the walk goes forward.
    client.send({ type: 'act', move: seen.moves[(step + 1) % seen.moves.length].move });
    await client.next((f) => f.type === 'observation' && f.observation.moveCount === before + 1);
  }
  expect(undone).toBe(2);
  expect(refused + undone).toBeGreaterThan(0);
  // A seat resigns at any time: the other wins.
  clients[1]!.send({ type: 'act', move: 'resign' });
  const over = await clients[0]!.next((f) => f.type === 'over', 10_000, true);
  expect(over.result.winners).toEqual([1]);
  expect(await served.exited).toBe(0);
}, 120_000);

it('hands a dropped seat to a bot with "replace 2 random"; the seat\'s line opens nothing after', async () => {
  const served = await host(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '5']);
  const [ann, ben] = await joined(served);
  ben!.close();
  await ann!.next((f) => f.type === 'seats' && f.seats[1].connected === false, 10_000, true);
  await until(() => /P2 disconnected, waiting/.test(served.stdout()));
  served.child.stdin!.write('replace 2 random\n');
  const seats = await ann!.next((f) => f.type === 'seats' && f.seats[1].kind === 'bot', 10_000, true);
  expect(seats.seats[1]).toMatchObject({ kind: 'bot', connected: true });
  const late = await Client.join(served.joins.get(2)!, 3);
  expect(await late.next(() => true)).toMatchObject({ type: 'error', code: 'bad-secret' });
  ann!.autoplay = true;
  const seen = ann!.latest('observation')!.observation;
  if (seen.moves.length > 0) ann!.send({ type: 'act', move: seen.moves[0].move });
  expect((await ann!.next((f) => f.type === 'over', 60_000, true)).result).not.toBeNull();
  expect(await served.exited).toBe(0);
  expect(served.stdout()).toContain('seat 2 is played by the random bot from now on');
}, 120_000);

it('lets a seat leave a Midrash game the others play on, once', async () => {
  const served = await host(['midrash', '--players', '3', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '4', '--option', 'round-limit=3']);
  const clients = [1, 2, 3].map((seat) => Client.join(served.joins.get(seat)!, seat));
  const [ann, ben, cid] = await Promise.all(clients);
  await ann!.next((f) => f.type === 'seats' && !f.waiting, 10_000, true);
  cid!.send({ type: 'act', move: 'resign' });
  await ann!.next((f) => f.type === 'moved' && f.text === 'resign' && f.seat === 3, 10_000, true);
  cid!.send({ type: 'act', move: 'resign' });
  expect(await cid!.next((f) => f.type === 'error')).toMatchObject({ code: 'game-over', message: 'you have left this game' });
  for (const client of [ann!, ben!]) {
    client.autoplay = true;
    const seen = client.latest('observation')!.observation;
    if (seen.moves.length > 0) client.send({ type: 'act', move: seen.moves[0].move });
  }
  expect(await ann!.next((f) => f.type === 'over', 60_000, true)).toBeDefined();
  expect(await served.exited).toBe(0);
}, 120_000);
