/**
 * Changing your mind: undo is refused only when a move showed its mover something hidden (or used chance);
 * `back` (undoMove) takes every step of a multi-step move back to the decision that began it.
 * Positions come from real games (undo rebuilds by replaying the log): recorded as logs in tests/fixtures/positions/,
 * found once by seeded greedy play (up to 80 games of 400 moves); each test checks its log still reaches what it needs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeBot } from '../../src/engine/bots.js';
import type { AnyGame } from '../../src/engine/game.js';
import { parseLog, writeLog } from '../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, replayLog, startMatch, undoLast, undoMove, type Match } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { loadGame } from '../../src/games/index.js';

const POSITIONS = join(__dirname, '..', 'fixtures', 'positions');
/** `CARDREF_RECORD_POSITIONS=1 npx jest tests/engine/undo-move.test.ts` finds the positions again and rewrites them. */
const RECORD = process.env.CARDREF_RECORD_POSITIONS === '1';

function newMatch(game: AnyGame, seed: string): Match {
  return startMatch(game, { game: game.id, version: game.version, players: ['P1', 'P2'], seed, decks: [], options: {}, orders: {} });
}

/**
 * Play seeded moves until `wanted` says a decision is the one a test needs; undefined if no game reaches it. (EAT/PAINT's
 * default decks between greedy bots first offer a trap to reveal at seed 52.)
 */
function findPosition(game: AnyGame, wanted: (m: Match) => string | undefined): { match: Match; choice: string } | undefined {
  for (let seed = 1; seed <= 80; seed++) {
    const match = newMatch(game, String(seed));
    const decide = makeBot('greedy', seedRng(`undo-${seed}`));
    for (let i = 0; i < 400; i++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      const choice = wanted(match);
      if (choice) return { match, choice };
      playChoice(match, decide({ game, state: match.state, decision, seats: 2 }));
    }
  }
  return undefined;
}

/**
 * The recorded position `name` (a log that stops there), replayed, and the move `wanted` picks in it: a log that no
 * longer replays, or whose position no longer has what the test needs, fails and says how to record it again.
 */
function recordedPosition(game: AnyGame, name: string, wanted: (m: Match) => string | undefined): { match: Match; choice: string } {
  const file = join(POSITIONS, `${name}.log`);
  if (RECORD) {
    const found = findPosition(game, wanted);
    if (!found) throw new Error(`no seeded game reaches the position of ${name}`);
    writeFileSync(file, writeLog(matchToLog(found.match)));
  }
  const again = `record it again: CARDREF_RECORD_POSITIONS=1 npx jest ${__filename.slice(__filename.indexOf('tests/'))}`;
  const replayed = replayLog(game, parseLog(readFileSync(file, 'utf8'), file));
  if (replayed.failure) throw new Error(`${file} no longer replays (${replayed.failure.message}): ${again}`);
  const choice = wanted(replayed.match);
  if (!choice) throw new Error(`${file} no longer reaches the position its test needs: ${again}`);
  return { match: replayed.match, choice };
}

const viewOf = (m: Match, seat: number) => JSON.stringify(m.game.view(m.state, seat));

describe('undo and back', () => {
  let wixoss: AnyGame;
  beforeAll(async () => { wixoss = await loadGame('wixoss'); });

  it('choosing your own ARTS does not lock: back before paying returns to where the move started', () => {
    const { match, choice } = recordedPosition(wixoss, 'wixoss-own-arts', (m) => {
      const d = decisionOf(m);
      if (d.over) return undefined;
      return d.choices.find((c) => c.startsWith('arts '));
    });
    const seat = (decisionOf(match) as { seat: number }).seat;
    const before = { view: viewOf(match, seat), choices: (decisionOf(match) as { choices: string[] }).choices, moves: match.moves.length };
    playChoice(match, choice);
    expect(match.moves.at(-1)!.locked).toBe(false);
    expect(match.game.midMove!(match.state)).toBe(true);
    const paying = decisionOf(match) as { seat: number; choices: string[] };
    expect(paying.seat).toBe(seat);
    expect(paying.choices.some((c) => c.startsWith('pay'))).toBe(true);
    const pay = paying.choices.find((c) => c !== 'pay auto' && c.startsWith('pay'));
    // A second step (one ener card) when the cost has more than one: back still returns to before the ARTS.
    if (pay && decisionOf(match).over === false && !match.moves.at(-1)!.locked) {
      playChoice(match, pay);
    }
    const midway = decisionOf(match) as { seat: number };
    if (midway.seat === seat && match.game.midMove!(match.state) && !match.moves.slice(before.moves).some((m) => m.locked)) {
      const { match: back, steps } = undoMove(match);
      expect(steps).toBe(match.moves.length - before.moves);
      expect(back.moves.length).toBe(before.moves);
      expect(viewOf(back, seat)).toBe(before.view);
      expect((decisionOf(back) as { choices: string[] }).choices).toEqual(before.choices);
    }
    // And undo of the ARTS choice alone is allowed right after it.
    const again = undoMove(newMatchAt(match, before.moves + 1));
    expect(again.match.moves.length).toBe(before.moves);
  });

  it('a draw locks the move: undo is refused', () => {
    const { match, choice } = recordedPosition(wixoss, 'wixoss-draw-locks', (m) => {
      const d = decisionOf(m);
      if (d.over) return undefined;
      // A move that draws for its mover, and leaves the mover deciding (so undo would otherwise be allowed).
      for (const c of d.choices) {
        const trial = newMatchAt(m, m.moves.length);
        playChoice(trial, c);
        const next = decisionOf(trial);
        if (!next.over && next.seat === d.seat && trial.state.events.some((e: { to?: number; text: string }) => e.to === d.seat && /draw/i.test(e.text))) return c;
      }
      return undefined;
    });
    playChoice(match, choice);
    expect(match.moves.at(-1)!.locked).toBe(true);
    expect(() => undoLast(match)).toThrow(/cannot be taken back/);
  });

  it('EAT/PAINT: revealing your own trap does not lock the move by itself', async () => {
    const eatpaint = await loadGame('eatpaint');
    let tried = 0;
    const { match, choice } = recordedPosition(eatpaint, 'eatpaint-own-trap', (m) => {
      const d = decisionOf(m);
      if (d.over) return undefined;
      // A trap whose use shows its owner nothing new (no draw, no shuffle): only the owner's known card turns up.
      return d.choices.find((c) => {
        if (!c.startsWith('trap ')) return false;
        tried++;
        const trial = newMatchAt(m, m.moves.length);
        playChoice(trial, c);
        return !trial.moves.at(-1)!.locked;
      });
    });
    expect(tried).toBeGreaterThan(0);
    const seat = (decisionOf(match) as { seat: number }).seat;
    playChoice(match, choice);
    expect(match.moves.at(-1)!.locked).toBe(false);
    expect(match.state.events.some((e: { text: string }) => /trap/i.test(e.text))).toBe(true);
    const next = decisionOf(match);
    if (!next.over && next.seat === seat) expect(undoLast(match).moves.length).toBe(match.moves.length - 1);
  });

  it('back is refused when no move is in progress', () => {
    const match = newMatch(wixoss, '31');
    expect(() => undoMove(match)).toThrow(/not in the middle of a move/);
  });
});

/** The same game rebuilt after its first `n` moves. */
function newMatchAt(match: Match, n: number): Match {
  const rebuilt = startMatch(match.game, match.header);
  for (const move of match.moves.slice(0, n)) playChoice(rebuilt, move.choice);
  return rebuilt;
}
