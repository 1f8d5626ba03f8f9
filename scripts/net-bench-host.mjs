#!/usr/bin/env node
// The host side of the network benchmark (net-bench.mjs starts it): one process serving GAMES concurrent EAT/PAINT
// games, each as `cardref host --seat none` would (a HostTable and its HostServer on a loopback port, the play
// session asking each remote seat as a bot). It prints one JSON line with every table's join URLs, then, when all
// games are over, one with its CPU time and memory.
import { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (path) => import(join(root, 'dist', path));
const { loadGame } = await load('games/index.js');
const { startMatch } = await load('engine/match.js');
const { newSecrets } = await load('net/host-secrets.js');
const { HostTable } = await load('net/host-table.js');
const { HostServer } = await load('net/host-server.js');
const { Session } = await load('cli/play/session.js');
const { LineInput } = await load('cli/play/inputs.js');
const { Interrupt } = await load('cli/play/interrupt.js');
const { makeColors } = await load('cli/ui/colors.js');
const { setContentLang } = await load('engine/i18n.js');

const games = Number(process.argv[2] ?? 100);
setContentLang('en');
const game = await loadGame('eatpaint');
const ctx = { colors: await makeColors({ color: false }), lang: 'en', json: false, out: () => {}, err: () => {} };
globalThis.gc?.();
const baseline = process.memoryUsage().rss;

// One stop for every session (each would otherwise add its own signal handlers).
const interrupt = new Interrupt();
// (Every session waits on it at once.)
(await import('node:events')).setMaxListeners(0, interrupt.signal);
const tables = [];
for (let i = 0; i < games; i++) {
  const header = { game: game.id, version: game.version, players: ['Ann', 'Ben'], seed: String(1000 + i), decks: ['sabil-apra', 'aika-red'], options: {}, orders: {} };
  const match = startMatch(game, header, { record: true });
  const kinds = ['remote', 'remote'];
  const secrets = newSecrets(2, new Set([0, 1]));
  const table = new HostTable(match, kinds, secrets, { version: 'bench' });
  const server = new HostServer(table);
  const port = await server.listen('127.0.0.1', 0);
  tables.push({ table, server, match, port, secrets });
}
const urls = tables.map(({ port, secrets }) => [0, 1].map((seat) => `ws://127.0.0.1:${port}/#${secrets.seats[seat]}`));
process.stdout.write(`${JSON.stringify({ urls })}\n`);

const cpuStart = process.cpuUsage();
let peak = 0;
const sample = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 100);
await Promise.all(tables.map(async ({ table, server, match }) => {
  await table.untilJoined();
  const bots = new Map([[0, table.remoteBot(0)], [1, table.remoteBot(1)]]);
  const session = new Session({ ctx, match, bots, input: new LineInput(Readable.from([])), open: false, listener: table, interrupt });
  table.attach(session);
  table.start();
  await session.run();
  table.finish();
  await server.close();
}));
clearInterval(sample);
const cpu = process.cpuUsage(cpuStart);
const moves = tables.reduce((sum, { table }) => sum + table.match.moves.length, 0);
process.stdout.write(`${JSON.stringify({ moves, cpuMs: (cpu.user + cpu.system) / 1000, baselineMb: baseline / 2 ** 20, peakMb: peak / 2 ** 20 })}\n`);
process.exit(0);
