/**
 * A hostile client against `cardref host` while a game runs: 10,000 frames of wrong secrets, other versions, moves
 * before joining, fields the messages do not have (a seat to act for), a watcher acting, garbage JSON, oversized
 * frames, floods and a client that never reads. The host answers or closes each offender and keeps serving the game,
 * which its two seats finish; it never crashes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, startHost } from './net-support.js';

it('keeps serving a game through 10,000 hostile frames', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-hostile-'));
  const host = await startHost(['wixoss', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '3'], dir);
  try {
    const url = host.joins.get(1)!;
    const [address] = url.split('#');
    const ann = await Client.join(url, 1);
    ann.delayMs = 15;
    ann.autoplay = true;
    const ben = await Client.join(host.joins.get(2)!, 2);
    ben.delayMs = 15;
    ben.autoplay = true;
    await ann.next((f) => f.type === 'seats' && !f.waiting, 10_000, true);
    let sent = 0;
    const closedCodes: number[] = [];
    /** A connection that sends `frames` and waits until the host has answered or closed it. */
    const attack = async (frames: (string | object)[], join?: string) => {
      const client = join ? await Client.join(join) : new Client(address!);
      if (!join) await client.open();
      for (const frame of frames) { client.send(frame); sent++; }
      if (join) sent++;
      await Promise.race([client.closed, new Promise((resolve) => setTimeout(resolve, 300))]);
      client.close();
      closedCodes.push(await client.closed);
    };
    // A never-reading watcher: the host must not hold its frames without bound.
    const slow = await Client.join(host.watch);
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    sent++;
    const garbage = ['{', 'null', '"act"', '[]', '{"type":"act"}', '{"type":"join","protocol":"1","secret":1}', '\u0000\u0001', '{"type":"act","move":"end","seat":2}'];
    const batches: (() => Promise<void>)[] = [];
    for (let i = 0; i < 150; i++) batches.push(() => attack([], `${address}#${'B'.repeat(43)}${i}`));
    for (let i = 0; i < 40; i++) batches.push(() => attack([{ type: 'join', protocol: 2, secret: 'x' }]));
    for (let i = 0; i < 40; i++) batches.push(() => attack(Array.from({ length: 40 }, (_, k) => garbage[k % garbage.length]!)));
    for (let i = 0; i < 20; i++) batches.push(() => attack(Array.from({ length: 40 }, (_, k) => ({ type: k % 2 ? 'act' : 'undo', move: 'end' })), host.watch));
    for (let i = 0; i < 5; i++) batches.push(() => attack(['x'.repeat((1 << 20) + 1)]));
    // Floods: 1,000 frames at once on each of 5 connections.
    for (let i = 0; i < 5; i++) batches.push(() => attack(Array.from({ length: 1000 }, () => '{"type":"say","text":"spam"}')));
    // Ten at a time, in order, until 10,000 frames went out.
    while (sent < 10_000) {
      const round = batches.splice(0, 10);
      if (round.length === 0) batches.push(...Array.from({ length: 10 }, () => () => attack(Array.from({ length: 100 }, (_, k) => garbage[k % garbage.length]!))));
      await Promise.all(round.map((run) => run()));
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // The game was still being played through all of it, and the players were never refused or cut off.
    expect(ann.frames.some((f) => f.type === 'over')).toBe(false);
    expect(closedCodes).toContain(1009);
    expect(closedCodes).toContain(1008);
    const end = await ann.next((f) => f.type === 'over', 240_000, true);
    expect(end.result).not.toBeNull();
    expect(await host.exited).toBe(0);
    expect(host.stderr()).toBe('');
    for (const player of [ann, ben]) {
      expect(player.frames.filter((f) => f.type === 'error' && f.code !== 'not-started' && f.code !== 'not-your-decision')).toEqual([]);
      expect(player.frames.some((f) => f.type === 'taken-over')).toBe(false);
    }
  } finally {
    host.child.kill('SIGKILL');
  }
}, 300_000);
