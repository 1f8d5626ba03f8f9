/** Issue 44: in a Midrash game of 3-4, a seat that resigns leaves and the others play on; the last one left wins. */
import { decisionOf, matchToLog, playChoice, replayLog, resign, resignLeaves, startMatch, undoLast } from '../../../src/engine/match.js';
import { cellText } from '../../../src/engine/board.js';
import { parseLog, writeLog } from '../../../src/engine/log.js';
import { game } from '../../../src/games/midrash/index.js';
import type { MidrashState } from '../../../src/games/midrash/state.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../../support/cli.js';
import { header } from './helpers.js';

const state = (match: { state: unknown }) => match.state as MidrashState;
const seatToPlay = (match: Parameters<typeof decisionOf>[0]) => {
  const d = decisionOf(match);
  if (d.over) throw new Error('game over');
  return d.seat;
};

describe('resigning with three or four seats', () => {
  it('the seat leaves, its turns are skipped, and a round still ends after the last seat in play', () => {
    const match = startMatch(game, header(3, 'leave', 'normal', 0));
    expect(resignLeaves(match, 1)).toBe(true);
    resign(match, 1);
    expect(decisionOf(match).over).toBe(false);
    expect(state(match).left).toEqual([1]);
    expect(state(match).events.map((e) => e.text)).toContain('P2 resigns and leaves the game; the others play on');
    const seats = game.render(game.view(match.state, 0)).sections!.filter((s) => s.role === 'seat');
    expect(seats.map((s) => (s.items ?? []).map(cellText).includes('resigned, out of the game'))).toEqual([false, true, false]);
    playChoice(match, 'end');
    expect(seatToPlay(match)).toBe(2);
    playChoice(match, 'end');
    expect(seatToPlay(match)).toBe(0);
    expect(state(match).round).toBe(2);
  });

  it('a seat resigning on its own turn: the turn stops and the next seat in play begins', () => {
    const match = startMatch(game, header(4, 'leave-own', 'normal', 0));
    resign(match, 0);
    expect(seatToPlay(match)).toBe(1);
    expect(state(match).round).toBe(1);
    playChoice(match, 'end');
    playChoice(match, 'end');
    playChoice(match, 'end');
    // The first player's place is passed: round 2, and seat 1 (it left) never plays again.
    expect(seatToPlay(match)).toBe(1);
    expect(state(match).round).toBe(2);
  });

  it('with one seat left it wins', () => {
    const match = startMatch(game, header(3, 'leave-last', 'normal', 0));
    resign(match, 1);
    expect(resignLeaves(match, 2)).toBe(false);
    resign(match, 2);
    const d = decisionOf(match);
    expect(d).toMatchObject({ over: true, result: { winners: [0], reason: 'P3 resigned' } });
    expect(matchToLog(match).result?.text).toBe('P1 wins (P3 resigned)');
  });

  it('two seats: resigning ends the game as before', () => {
    const match = startMatch(game, header(2, 'leave-two', 'normal', 0));
    resign(match, 1);
    expect(decisionOf(match)).toMatchObject({ over: true, result: { winners: [0] } });
  });

  it('the log replays with the seat gone, and undo after it rebuilds the same game', () => {
    const match = startMatch(game, header(3, 'leave-log', 'normal', 0));
    playChoice(match, 'end');
    resign(match, 0);
    playChoice(match, 'end');
    const text = writeLog(matchToLog(match));
    expect(text).toMatch(/\nP1: resign\n/);
    const replayed = replayLog(game, parseLog(text));
    expect(replayed.failure).toBeUndefined();
    expect(state(replayed.match).left).toEqual([0]);
    expect(seatToPlay(replayed.match)).toBe(2);
    expect(game.view(replayed.match.state, null)).toEqual(game.view(match.state, null));
    playChoice(match, 'use char 1');
    const undone = undoLast(match);
    expect(state(undone).left).toEqual([0]);
    expect(seatToPlay(undone)).toBe(2);
  });

  it('an older log, where a resignation ended the game for everyone, replays to its result', () => {
    const text = 'game: midrash\nversion: 1\nplayers: P1, P2, P3\nseed: old\nfirst: 1\noption.mode: normal\n\nP2: resign\nresult: P1 & P3 wins (P2 resigned)\n';
    const replayed = replayLog(game, parseLog(text));
    expect(replayed.failure).toBeUndefined();
    expect(replayed.resultMismatch).toBeUndefined();
    expect(decisionOf(replayed.match)).toMatchObject({ over: true, result: { winners: [0, 2] } });
  });

  it('cardref replay and replay --at read both kinds of log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-leave-'));
    const old = join(dir, 'old.log');
    writeFileSync(old, 'game: midrash\nversion: 1\nplayers: P1, P2, P3\nseed: old\nfirst: 1\noption.mode: normal\n\nP2: resign\nresult: P1 & P3 wins (P2 resigned)\n');
    expect(cardref(['replay', old]).stdout).toMatch(/1 move verified · P1 & P3 wins \(P2 resigned\)/);
    expect(cardref(['replay', old, '--at', '1']).stdout).toMatch(/P1 & P3 wins \(P2 resigned\)/);
    const now = join(dir, 'new.log');
    writeFileSync(now, 'game: midrash\nversion: 1\nplayers: Ann, Ben, Cai\nseed: new\nfirst: 1\noption.mode: normal\n\nAnn: resign\nBen: end\nCai: end\nBen: resign\nresult: Cai wins (Ben resigned)\n');
    expect(cardref(['replay', now]).stdout).toMatch(/4 moves verified · Cai wins \(Ben resigned\)/);
    const at1 = cardref(['replay', now, '--at', '1']).stdout;
    expect(at1).toMatch(/Ann +resigned, out of the game/);
    expect(at1).toMatch(/Ann: resign — Ann resigns and leaves the game; the others play on/);
    expect(cardref(['replay', old, '--at', '1']).stdout).toMatch(/P2: resign — P2 concedes the game/);
  });
});
