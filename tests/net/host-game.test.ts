/**
 * `cardref host` on loopback with in-test WebSocket clients: a game played to the end by two joined seats choosing
 * legal moves from their observations, with a watcher and chat; every frame fits the published schema; bad frames,
 * wrong secrets and moves out of turn are refused while the game goes on; a second connection takes a seat over; a
 * dropped seat rejoins at the current decision; `--resume` serves the same join lines after the host was stopped.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { cardref, ROOT } from '../support/cli.js';
import { Client, startHost, type Frame, type HostProcess } from './net-support.js';

const schema = JSON.parse(readFileSync(join(ROOT, 'docs/protocol.schema.json'), 'utf8'));
const ajv = new Ajv2020({ strict: true });
ajv.addSchema(schema, 'protocol');
const NAMES: Record<string, string> = { 'taken-over': 'net-taken-over' };
/** The problems of a host frame against its `net-<type>` schema. */
function problems(frame: Frame): string[] {
  const check = ajv.getSchema(`protocol#/$defs/${NAMES[frame.type] ?? `net-${frame.type}`}`);
  if (!check) return [`no schema for ${frame.type}`];
  return check(frame) ? [] : (check.errors ?? []).map((e: { instancePath: string; message?: string }) => `${frame.type}${e.instancePath} ${e.message}`);
}

const hosts: HostProcess[] = [];
afterEach(() => { for (const host of hosts.splice(0)) host.child.kill('SIGKILL'); });

async function host(args: string[], dir = mkdtempSync(join(tmpdir(), 'cardref-host-'))) {
  const started = await startHost(args, dir);
  hosts.push(started);
  return { host: started, dir };
}

const over = (client: Client, ms = 120_000) => client.next((f) => f.type === 'over', ms, true);

describe('cardref host', () => {
  it('serves a game that two joined seats play to the end; a watcher follows; chat reaches everyone', async () => {
    const { host: served, dir } = await host(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '5', '--name', '1=Ann', '--name', '2=Ben']);
    expect(served.joins.size).toBe(2);
    // At least 128 random bits per secret, each its own.
    const secrets = [...served.joins.values(), served.watch].map((url) => url.split('#')[1]!);
    expect(new Set(secrets).size).toBe(3);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dir, 'g.log.secrets')).mode & 0o777).toBe(0o600);
    const watcher = await Client.join(served.watch);
    const ann = await Client.join(served.joins.get(1)!, 1);
    const ben = await Client.join(served.joins.get(2)!, 2);
    await ben.next((f) => f.type === 'seats' && !f.waiting, 10_000, true);
    ann.send({ type: 'say', text: 'hello \u001b[31mred' });
    ann.autoplay = true;
    ben.autoplay = true;
    for (const client of [ann, ben, watcher]) {
      const chat = await client.next((f) => f.type === 'chat', 10_000, true);
      expect(chat).toEqual({ type: 'chat', from: 'Ann', text: 'hello \u001b[31mred' });
    }
    for (const client of [ann, ben]) {
      const moves = client.latest('observation')!.observation.moves as { move: string }[];
      if (moves.length > 0) client.send({ type: 'act', move: moves[0]!.move });
    }
    const ends = await Promise.all([ann, ben, watcher].map((c) => over(c)));
    if (!ends[0]!.result) throw new Error(served.stdout() + served.stderr());
    expect(ends[0]!.result.winners.length).toBeGreaterThan(0);
    expect(ends[1]).toEqual(ends[0]);
    expect(await served.exited).toBe(0);
    // The host's terminal showed the chat with its control character made visible.
    expect(served.stdout()).toContain('Ann » hello ^[[31mred');
    expect(watcher.frames.find((f) => f.type === 'welcome')).toMatchObject({ seat: null, game: 'eatpaint', players: ['Ann', 'Ben'] });
    expect(watcher.frames.filter((f) => f.type === 'observation').every((f) => f.observation.seat === null && f.observation.moves.length === 0)).toBe(true);
    for (const client of [ann, ben, watcher]) expect(client.frames.flatMap(problems)).toEqual([]);
    // The log replays, and with the game over its join lines open nothing any more.
    expect(cardref(['replay', 'g.log'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, 'g.log'), 'utf8')).not.toContain(secrets[0]);
    expect(existsSync(join(dir, 'g.log.secrets'))).toBe(false);
  }, 180_000);

  it('refuses garbage, wrong secrets, other versions, moves out of turn and oversized frames; the game goes on', async () => {
    const { host: served } = await host(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '5']);
    const [url1, url2] = [served.joins.get(1)!, served.joins.get(2)!];
    const ann = await Client.join(url1, 1);
    const ben = await Client.join(url2, 2);
    await ann.next((f) => f.type === 'seats' && !f.waiting, 10_000, true);
    const hostile = new Client(url1);
    await hostile.open();
    const answer = async (frame: unknown) => { hostile.send(frame); return hostile.next(() => true); };
    expect(await answer('not json')).toMatchObject({ type: 'error', code: 'bad-frame' });
    expect(await answer('[1,2]')).toMatchObject({ type: 'error', code: 'bad-frame' });
    expect(await answer({ type: 'shout' })).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(await answer({ type: 'act', move: 3 })).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(await answer({ type: 'act', move: 'end' })).toMatchObject({ type: 'error', code: 'not-joined' });
    expect(await answer({ type: 'say', text: 'x'.repeat(501) })).toMatchObject({ type: 'error', code: 'bad-message' });
    // A wrong secret: the same answer whatever it was, and the connection is closed.
    const wrong = await answer({ type: 'join', protocol: 1, secret: 'A'.repeat(43) });
    expect(wrong).toEqual({ type: 'error', code: 'bad-secret', message: 'this secret opens no seat of this table', fatal: true });
    expect(await hostile.closed).toBe(1008);
    const other = await Client.join(url1, 1, 99);
    expect(await other.next(() => true)).toMatchObject({ type: 'error', code: 'version', fatal: true });
    expect((await other.next(() => true, 1000).catch(() => undefined))).toBeUndefined();
    expect((other.frames[0]!.message as string)).toMatch(/protocol 1.*99/);
    // The host says so on its side too.
    for (let i = 0; i < 50 && !served.stdout().includes('network protocol 99 was refused'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(served.stdout()).toContain('a client of network protocol 99 was refused: this cardref speaks 1');
    // Out of turn: whoever does not decide is refused, without a list of moves.
    const decidingSeat = ann.latest('seats')!.deciding as number;
    const idle = decidingSeat === 1 ? ben : ann;
    idle.send({ type: 'act', move: 'end' });
    const refused = await idle.next((f) => f.type === 'error');
    expect(refused.code).toBe('not-your-decision');
    expect(refused.legal).toBeUndefined();
    // A watcher cannot act; an illegal move gets the legal ones.
    const watcher = await Client.join(served.watch);
    await watcher.next((f) => f.type === 'welcome', 10_000, true);
    watcher.send({ type: 'act', move: 'end' });
    expect(await watcher.next((f) => f.type === 'error')).toMatchObject({ code: 'watcher' });
    const deciding = decidingSeat === 1 ? ann : ben;
    deciding.send({ type: 'act', move: 'fly away' });
    const illegal = await deciding.next((f) => f.type === 'error');
    expect(illegal.code).toBe('illegal-move');
    expect(illegal.legal.length).toBeGreaterThan(0);
    // A frame over 1 MB closes its own connection only.
    const big = new Client(url2);
    await big.open();
    big.send('x'.repeat((1 << 20) + 10));
    expect(await big.closed).toBe(1009);
    // The same move twice at once: a second that comes before the first was made is refused as out of turn; one
    // that comes after is read against the decision then (made, or refused as illegal). Never kept for later.
    const seenNow = deciding.latest('observation')!.observation;
    const legal = seenNow.moves as { move: string }[];
    deciding.send({ type: 'act', move: legal[0]!.move });
    deciding.send({ type: 'act', move: legal[0]!.move });
    const second = await deciding.next((f) => f.type === 'error' || (f.type === 'moved' && f.moveCount === seenNow.moveCount + 2));
    if (second.type === 'error') expect(['not-your-decision', 'illegal-move']).toContain(second.code);
    ann.autoplay = true;
    ben.autoplay = true;
    // Nudge whoever decides now: the observations they had came before autoplay.
    for (const client of [ann, ben]) {
      const moves = client.latest('observation')!.observation.moves as { move: string }[];
      if (moves.length > 0) client.send({ type: 'act', move: moves[0]!.move });
    }
    expect((await over(ann)).result).not.toBeNull();
    expect(await served.exited).toBe(0);
  }, 180_000);

  it('lets a second connection take a seat over, and a dropped seat rejoin at the current decision', async () => {
    const { host: served } = await host(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '8']);
    const first = await Client.join(served.joins.get(1)!, 1);
    const ben = await Client.join(served.joins.get(2)!, 2);
    await first.next((f) => f.type === 'seats' && !f.waiting, 10_000, true);
    const second = await Client.join(served.joins.get(1)!, 3);
    expect(await first.next((f) => f.type === 'taken-over', 10_000, true)).toEqual({ type: 'taken-over' });
    // What the old connection still sends before its close counts for nothing.
    first.send({ type: 'say', text: 'still here' });
    first.send({ type: 'act', move: 'resign' });
    await first.closed;
    const welcomed = await second.next((f) => f.type === 'observation', 10_000, true);
    expect(welcomed.observation.seat).toBe(1);
    second.autoplay = true;
    ben.autoplay = true;
    for (const client of [second, ben]) {
      const moves = client.latest('observation')!.observation.moves as { move: string }[];
      if (moves.length > 0) client.send({ type: 'act', move: moves[0]!.move });
    }
    // Ben drops a few moves in: the others see it; the game waits for him.
    await ben.next((f) => f.type === 'moved' && f.moveCount >= 6, 30_000, true);
    ben.autoplay = false;
    ben.close();
    await second.next((f) => f.type === 'seats' && f.seats[1].connected === false, 10_000, true);
    const again = await Client.join(served.joins.get(2)!, 4);
    const back = await again.next((f) => f.type === 'observation', 10_000, true);
    expect(back.observation.moveCount).toBeGreaterThanOrEqual(6);
    again.autoplay = true;
    if (back.observation.moves.length > 0) again.send({ type: 'act', move: back.observation.moves[0].move });
    const end = await over(again);
    expect(end.result).not.toBeNull();
    expect(end.result.reason).not.toMatch(/resign/);
    expect(second.frames.filter((f) => f.type === 'chat')).toEqual([]);
    expect(await served.exited).toBe(0);
  }, 180_000);

  it('stops cleanly on SIGTERM, telling every connection; --resume serves the same join lines and the game finishes', async () => {
    const { host: served, dir } = await host(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '5']);
    const ann = await Client.join(served.joins.get(1)!, 1);
    const ben = await Client.join(served.joins.get(2)!, 2);
    ann.autoplay = true;
    ben.autoplay = true;
    await ann.next((f) => f.type === 'moved' && f.moveCount >= 8, 30_000, true);
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(143);
    expect((await over(ann, 10_000)).result).toBeNull();
    expect(served.stderr()).toContain('cardref host eatpaint --resume g.log');
    const log = readFileSync(join(dir, 'g.log'), 'utf8');
    expect(statSync(join(dir, 'g.log.secrets')).mode & 0o777).toBe(0o600);
    const kept = readFileSync(join(dir, 'g.log.secrets'), 'utf8');
    for (const url of served.joins.values()) {
      expect(kept).toContain(url.split('#')[1]);
      expect(log).not.toContain(url.split('#')[1]);
    }
    // A secrets file loosened by hand is made readable by its owner only again.
    chmodSync(join(dir, 'g.log.secrets'), 0o644);
    const { host: resumed } = await host(['eatpaint', '--resume', 'g.log', '--seat', 'none', '--port', '0'], dir);
    expect(statSync(join(dir, 'g.log.secrets')).mode & 0o777).toBe(0o600);
    const fragments = (h: HostProcess) => [...h.joins.values(), h.watch].map((url) => url.split('#')[1]);
    expect(fragments(resumed)).toEqual(fragments(served));
    const ann2 = await Client.join(resumed.joins.get(1)!, 5);
    const ben2 = await Client.join(resumed.joins.get(2)!, 6);
    ann2.autoplay = true;
    ben2.autoplay = true;
    for (const client of [ann2, ben2]) {
      const first = await client.next((f) => f.type === 'observation', 10_000, true);
      expect(first.observation.moveCount).toBeGreaterThanOrEqual(8);
    }
    expect((await over(ann2)).result).not.toBeNull();
    expect(await resumed.exited).toBe(0);
    expect(cardref(['replay', 'g.log'], { cwd: dir }).code).toBe(0);
  }, 180_000);
});
