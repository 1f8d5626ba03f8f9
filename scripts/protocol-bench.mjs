// The protocol round-trip figure of `npm run bench` (imported by scripts/bench.mjs; runnable alone after a build):
// observe + act for the deciding seat of WIXOSS games, through a pipe to `cardref serve` and in-process through
// the library, in the same run. A random client picks among the moves it is sent, as an external random bot does.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Mean milliseconds per observe+act round trip over `seconds`, through a pipe to a `cardref serve` process. */
async function overPipe(gameId, seconds) {
  const child = spawn(process.execPath, [join(root, 'bin/cardref'), 'serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ask = async (request) => {
    child.stdin.write(`${JSON.stringify(request)}\n`);
    return JSON.parse((await lines.next()).value);
  };
  await ask({ type: 'hello', protocol: 1 });
  let trips = 0, games = 0, start = 0;
  let seed = 0;
  const play = async (until) => {
    while (performance.now() < until) {
      const started = await ask({ type: 'start', game: gameId, seed: `bench${seed++}` });
      let seat = started.next;
      while (seat !== null && performance.now() < until) {
        const { observation } = await ask({ type: 'observe', gameId: started.gameId, seat });
        const move = observation.moves[Math.floor(Math.random() * observation.moves.length)].move;
        const acted = await ask({ type: 'act', gameId: started.gameId, seat, move });
        seat = acted.next;
        trips++;
      }
      await ask({ type: 'end', gameId: started.gameId });
      games++;
    }
  };
  await play(performance.now() + 1000); // warm-up
  trips = 0; games = 0;
  start = performance.now();
  await play(start + seconds * 1000);
  const ms = (performance.now() - start) / trips;
  child.stdin.end();
  return { ms, trips, games };
}

/** The same loop through the library, in this process. */
async function inProcess(gameId, seconds) {
  const { openGame } = await import(join(root, 'dist/index.js'));
  let trips = 0, seed = 0;
  const play = async (until) => {
    while (performance.now() < until) {
      const game = await openGame({ game: gameId, seed: `bench${seed++}` });
      let seat = game.observe(1).decision?.seat ?? null;
      while (seat !== null && performance.now() < until) {
        const { moves } = game.observe(seat);
        seat = game.act(seat, moves[Math.floor(Math.random() * moves.length)].move).next;
        trips++;
      }
    }
  };
  await play(performance.now() + 1000);
  trips = 0;
  const start = performance.now();
  await play(start + seconds * 1000);
  return { ms: (performance.now() - start) / trips, trips };
}

/** Decisions per second of external random bots at both seats of `sim` (worker thread, pipe, observation per move). */
function externalBots(gameId, games) {
  const bot = `cmd:${process.execPath} ${join(root, 'examples/random-bot.mjs')}`;
  const run = spawnSync(process.execPath, [join(root, 'bin/cardref'), 'sim', gameId, '--games', String(games), '--bots', `${bot},${bot}`, '--json'], { encoding: 'utf8' });
  if (run.status !== 0) return NaN;
  const summary = JSON.parse(run.stdout);
  return (summary.games * summary.meanDecisions) / summary.seconds;
}

export async function protocolRows(seconds = 3, gameId = 'wixoss') {
  const pipe = await overPipe(gameId, seconds);
  const local = await inProcess(gameId, seconds);
  const external = externalBots(gameId, Number(process.env.BENCH_BOT_GAMES ?? 30));
  return [
    {
      figure: `${gameId}: sim with the example bot at both seats (cmd:)`, value: external, unit: 'decisions/s', goal: 1000, higherIsBetter: true,
      note: 'examples/random-bot.mjs as an external bot: a decider thread, a worker thread and a pipe per move',
    },
    {
      figure: `${gameId}: protocol observe+act through a pipe`, value: pipe.ms, unit: 'ms/round trip', goal: 0.5, higherIsBetter: false,
      note: `${Math.round(1000 / pipe.ms).toLocaleString('en')} decisions/s; ${(pipe.ms / local.ms).toFixed(1)}× the in-process call (${local.ms.toFixed(3)} ms)`,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await protocolRows(Number(process.env.BENCH_SECONDS ?? 3))) console.log(row.figure, row.value.toFixed(3), row.unit, row.note ?? '');
}
