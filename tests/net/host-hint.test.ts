/**
 * `hint` at a joined seat: searched on the host from that seat's view only (src/net/host-hint.ts). The line is the
 * same whatever the cards the seat cannot see are (they are resampled here, and the hint asked again), it answers
 * only the seat whose decision it is, in that connection's language, and a piped `cardref join` prints it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { determinizeFor } from '../../src/engine/determinize.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { decisionOf, playChoice, startMatch, type Match } from '../../src/engine/match.js';
import { unjudgedChoice } from '../../src/engine/mcts.js';
import { randomItem, seedRng } from '../../src/engine/rng.js';
import { loadGame } from '../../src/games/index.js';
import { seatHint } from '../../src/net/host-hint.js';
import { startCli } from '../support/net-cli.js';
import { Client, startHost } from './net-support.js';

beforeAll(() => setContentLang('en'));

/** A match `moves` random moves in, at a decision with several moves that a search judges. */
async function midGame(gameId: string, seed: string, moves: number): Promise<Match> {
  const game = await loadGame(gameId);
  const match = startMatch(game, { game: gameId, version: game.version, seed, players: ['Ann', 'Ben'], decks: [], options: {}, orders: {} }, { record: true });
  const rng = seedRng(`moves:${seed}`);
  for (;;) {
    const decision = decisionOf(match);
    if (decision.over) throw new Error('over too soon');
    if (match.moves.length >= moves && decision.choices.length > 1 && unjudgedChoice(game, match.state, decision.choices) === undefined) return match;
    playChoice(match, randomItem(rng, decision.choices), decision);
  }
}

describe.each([['eatpaint', '5', 10], ['wixoss', '3', 30]])('%s', (gameId, seed, moves) => {
  it('gives the same hint whatever the cards the seat cannot see', async () => {
    const match = await midGame(gameId, seed, moves);
    const decision = decisionOf(match);
    if (decision.over) throw new Error('over');
    const budget = { iterations: 120 };
    const line = (await seatHint(match, decision, budget))();
    expect(line).toMatch(/^best: /);
    let differed = 0;
    for (let i = 0; i < 3; i++) {
      const imagined = determinizeFor(match.game, match.state, decision.seat, seedRng(`imagine:${i}`));
      // The resample changed what the seat cannot see (else this would test nothing) …
      if (JSON.stringify({ ...imagined, rng: 0, events: 0 }) !== JSON.stringify({ ...match.state, rng: 0, events: 0 })) differed++;
      // … and the hint is the same.
      expect((await seatHint({ ...match, state: imagined }, decision, budget))()).toBe(line);
    }
    expect(differed).toBeGreaterThan(0);
  }, 60_000);
});

it('over the network: the deciding seat gets a hint in its language, nobody else; a piped join prints it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-host-hint-'));
  const host = await startHost(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '4', '--name', '1=Ann', '--name', '2=Ben'], dir);
  try {
    const seats = [await Client.join(host.joins.get(1)!, 3, 1, 'zh'), await Client.join(host.joins.get(2)!, 4)];
    const watcher = await Client.join(host.watch);
    const start = await seats[0]!.next((f) => f.type === 'seats' && !f.waiting, 10_000, true);
    const decider = seats[start.deciding - 1]!;
    const other = seats[2 - start.deciding]!;
    other.send({ type: 'hint' });
    expect(await other.next((f) => f.type === 'error')).toMatchObject({ code: 'not-your-decision' });
    watcher.send({ type: 'hint' });
    expect(await watcher.next((f) => f.type === 'error')).toMatchObject({ code: 'watcher' });
    decider.send({ type: 'hint' });
    const hinted = await decider.next((f) => f.type === 'hinted', 60_000);
    expect(hinted.moveCount).toBe(0);
    // Ann reads Chinese (her join said zh), Ben English.
    expect(hinted.text).toMatch(start.deciding === 1 ? /^(最佳|只有一种|[\u4e00-\u9fff])/ : /^(best: |There is only one move)/);
    expect(other.frames.some((f) => f.type === 'hinted')).toBe(false);
    expect(watcher.frames.some((f) => f.type === 'hinted')).toBe(false);
    for (const c of [...seats, watcher]) c.close();
  } finally {
    host.child.kill('SIGKILL');
  }
  // A piped seat: `hint` prints the host's line, then its moves go on.
  const dir2 = mkdtempSync(join(tmpdir(), 'cardref-host-hint-'));
  const second = await startHost(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '4'], dir2);
  try {
    const ben = await Client.join(second.joins.get(2)!, 4);
    ben.autoplay = true;
    const piped = startCli(['join', second.joins.get(1)!]);
    piped.write('hint\n');
    piped.end();
    const run = await piped.done;
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^(best: |There is only one move)/m);
    expect(run.stdout).not.toMatch(/not available/);
  } finally {
    second.child.kill('SIGKILL');
  }
}, 120_000);
