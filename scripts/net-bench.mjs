// The network benchmark of `npm run bench`: one host process (net-bench-host.mjs) serving GAMES concurrent games
// whose seats are remote random bots on loopback, played from this process with the client of `cardref join`
// (src/net/client.ts). Figures: the move round trip (an `act` sent until the host's next observation for that seat
// arrives: the move was checked, applied and pushed back), its median and p99; the host's memory per game; its CPU
// time per move.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function netRows(games = Number(process.env.BENCH_NET_GAMES ?? 100)) {
  // Bots that answer at once keep all games busy together (the round trip then waits behind every other game's
  // move); bots that think 200 ms first, as a quick player would, show the round trip of a host that keeps up.
  const fast = await netRun(games, 0);
  const paced = await netRun(games, 200);
  return [
    { figure: `network: move round trip, median (${games} games, instant bots)`, value: fast.median, unit: 'ms', goal: 5, higherIsBetter: false, note: `${fast.timed} moves; p99 ${fast.p99.toFixed(1)} ms` },
    { figure: `network: move round trip, median (${games} games, 200 ms to think)`, value: paced.median, unit: 'ms', goal: 5, higherIsBetter: false, note: `${paced.timed} moves; p99 ${paced.p99.toFixed(1)} ms` },
    { figure: 'network: move round trip, p99 (200 ms to think)', value: paced.p99, unit: 'ms', goal: 50, higherIsBetter: false },
    { figure: 'network: host memory per game', value: fast.memoryPerGame, unit: 'MB', goal: 5, higherIsBetter: false, note: fast.memoryNote },
    { figure: 'network: host CPU per move', value: fast.cpuPerMove, unit: 'ms', goal: 1, higherIsBetter: false },
  ];
}

async function netRun(games, thinkMs) {
  const { NetClient } = await import(join(root, 'dist/net/client.js'));
  const { parseJoinUrl } = await import(join(root, 'dist/net/client-url.js'));
  const host = spawn(process.execPath, ['--expose-gc', join(root, 'scripts/net-bench-host.mjs'), String(games)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: host.stdout })[Symbol.asyncIterator]();
  const { urls } = JSON.parse((await lines.next()).value);
  const trips = [];
  const seatsDone = [];
  for (const pair of urls) {
    for (const url of pair) {
      const target = parseJoinUrl(url);
      let sentAt;
      let lastCount = -1;
      let started = false;
      let client;
      const done = new Promise((resolve) => {
        const listener = {
          message(message) {
            if (message.type === 'seats') started = !message.waiting;
            if (message.type === 'over') { resolve(); client?.close(); return; }
            if (message.type !== 'observation') return;
            const seen = message.observation;
            if (sentAt !== undefined && sentAt !== Infinity && seen.moveCount !== lastCount) { trips.push(performance.now() - sentAt); sentAt = undefined; }
            if (!started || seen.over || seen.moves.length === 0 || sentAt !== undefined) return;
            lastCount = seen.moveCount;
            const pick = seen.moves[Math.floor(Math.random() * seen.moves.length)].move;
            const send = () => { sentAt = performance.now(); client.send({ type: 'act', move: pick }); };
            if (thinkMs > 0) { sentAt = Infinity; setTimeout(send, thinkMs); } else send();
          },
          malformed() {}, lost() {}, back() {},
          ended() { resolve(); },
        };
        NetClient.connect(target, listener).then((made) => { client = made; });
      });
      seatsDone.push(done);
    }
  }
  await Promise.all(seatsDone);
  const stats = JSON.parse((await lines.next()).value);
  host.kill();
  trips.sort((a, b) => a - b);
  const at = (q) => trips[Math.min(trips.length - 1, Math.floor(q * trips.length))];
  return {
    median: at(0.5), p99: at(0.99), timed: trips.length,
    memoryPerGame: (stats.peakMb - stats.baselineMb) / games, memoryNote: `peak RSS ${stats.peakMb.toFixed(0)} MB, ${stats.baselineMb.toFixed(0)} MB before the games`,
    cpuPerMove: stats.cpuMs / stats.moves,
  };
}

// Run alone: `node scripts/net-bench.mjs [games]` prints its rows.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await netRows(Number(process.argv[2] ?? 100))) console.log(`${row.figure}: ${row.value.toFixed(2)} ${row.unit}${row.note ? ` (${row.note})` : ''}`);
}
