/**
 * The trust issue's differential test over the network path: a real `cardref host` serves a game to two joined
 * seats and a watcher on loopback; afterwards the game is played again from its log and, for every frame a seat was
 * sent, everything that seat cannot see is resampled (`determinizeFor`): the frame built from the resampled state
 * must be byte-identical to the one received. The watcher's frames must survive resampling for every seat.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { determinizeFor } from '../../src/engine/determinize.js';
import type { AnyGame, Seat } from '../../src/engine/game.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, describeLegal, playChoice, RESIGN, startMatch, type Match } from '../../src/engine/match.js';
import { observation, seen } from '../../src/engine/observation.js';
import { outsideBoard } from '../../src/engine/board.js';
import { seedRng } from '../../src/engine/rng.js';
import { loadGame } from '../../src/games/index.js';
import { Client, startHost } from './net-support.js';

beforeAll(() => setContentLang('en'));

/** The observation frame `recipient` would be sent if the state were `imagined` (resampled for another seat). */
function imaginedFrame(game: AnyGame, match: Match, imagined: any, recipient: Seat | null): string {
  imagined.events = match.state.events; // determinizeFor clears them; the view filters them by seat
  // View and board first: asking an imagined state for its decision may run automatic steps on it.
  const view = game.view(imagined, recipient);
  const viewData = game.viewData(view);
  const board = outsideBoard(game.render(view)); // seats from 1, as every board sent outside
  const decision = game.decision(imagined);
  const { players } = match.header;
  const built = recipient === null
    ? { game: game.id, seat: null, ...seen(game, imagined, decision, null, players, match.moves.length) }
    : observation(game, imagined, decision, recipient, players, match.moves.length);
  return JSON.stringify({ type: 'observation', observation: { ...built, view: viewData, board } });
}

async function playOverNetwork(gameId: string, seed: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-host-hiding-'));
  const host = await startHost([gameId, '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', seed, '--option', 'round-limit=8'].filter((a, i, all) => gameId === 'midrash' || (a !== '--option' && all[i - 1] !== '--option')), dir);
  const seats = await Promise.all([...host.joins.values()].map((url, i) => Client.join(url, 7 + i)));
  const watcher = await Client.join(host.watch, 99);
  for (const seat of seats) seat.autoplay = true;
  await Promise.all([...seats, watcher].map((c) => c.next((f) => f.type === 'over', 120_000, true)));
  expect(await host.exited).toBe(0);
  return { log: parseLog(readFileSync(join(dir, 'g.log'), 'utf8')), seats, watcher };
}

describe.each([['eatpaint', '5'], ['wixoss', '3'], ['midrash', '2']])('%s over the network (seed %s)', (gameId, seed) => {
  it('sends no seat, and no watcher, a byte that depends on what it cannot see', async () => {
    const game = await loadGame(gameId);
    const { log, seats, watcher } = await playOverNetwork(gameId, seed);
    const recipients: [Client, Seat | null][] = [...seats.map((c, s): [Client, Seat] => [c, s]), [watcher, null]];
    // Each recipient's frames by the number of moves they follow: observations, and moves as it was told them.
    const byCount = recipients.map(([client]) => {
      const frames = new Map<number, { observation?: string; moved?: string }>();
      client.raw.forEach((raw, i) => {
        const frame = client.frames[i]!;
        const count = frame.type === 'observation' ? frame.observation.moveCount : frame.type === 'moved' ? frame.moveCount : undefined;
        if (count === undefined) return;
        frames.set(count, { ...frames.get(count), [frame.type]: raw });
      });
      return frames;
    });
    const match = startMatch(game, log.header, { record: true });
    let checked = 0;
    for (let k = 0; ; k++) {
      const decision = decisionOf(match);
      for (const [index, [, recipient]] of recipients.entries()) {
        const sent = byCount[index]!.get(k)?.observation;
        if (!sent) continue;
        // Resampled for the recipient itself, and for a watcher for every seat.
        for (const hiddenFrom of recipient === null ? seats.map((_, s) => s) : [recipient]) {
          const imagined = determinizeFor(game, match.state, hiddenFrom, seedRng(`net-imagine:${k}:${hiddenFrom}`));
          expect([k, recipient, imaginedFrame(game, match, imagined, recipient)]).toEqual([k, recipient, sent]);
          checked++;
        }
      }
      const move = log.moves[k];
      if (!move || decision.over) break;
      if (move.choice === RESIGN) break;
      // How each recipient was told this move: its own sentence, read on a state resampled for it.
      for (const [index, [, recipient]] of recipients.entries()) {
        const told = byCount[index]!.get(k + 1)?.moved;
        if (!told || recipient === null) continue;
        const imagined = determinizeFor(game, match.state, recipient, seedRng(`net-moved:${k}:${recipient}`));
        imagined.events = match.state.events;
        const again = game.decision(imagined);
        const sentence = recipient === decision.seat ? describeLegal(match, move.choice, undefined, decision) : game.describe(imagined, move.choice, recipient);
        expect(again.over ? null : again.seat).toBe(decision.over ? null : decision.seat);
        expect([k, recipient, JSON.parse(told).text]).toEqual([k, recipient, sentence]);
      }
      playChoice(match, move.choice);
    }
    expect(checked).toBeGreaterThan(20);
  }, 240_000);
});
