/**
 * Issue 41: PAD asks a lone question whose choices depend on hidden cards (the main phase when "puzzle" is the only
 * move left, the guard step when "take" is, a card from life with nothing to use): going on by itself told the
 * opponent the hand held nothing playable. Logs written while the engine answered them by itself lack those answers:
 * replay fills them in, for a seeded log and for a transcript (whose cards told after the move before go to the
 * filled-in answer that drew them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog, writeLog, type GameLog } from '../../src/engine/log.js';
import { decisionOf, fillForced, matchToLog, playChoice, replayLog, startMatch } from '../../src/engine/match.js';
import { packageRoot } from '../../src/engine/package-root.js';
import { game } from '../../src/games/pad/index.js';
import type { GameEvent } from '../../src/engine/game.js';
import { cardref } from '../support/cli.js';

// A golden playthrough written before: at its line 115 Ann's main phase went on to the puzzle phase by itself.
const fixture = parseLog(readFileSync(join(packageRoot, 'tests', 'fixtures', 'pad', 'b03-fire-light-vs-b02-fire-light.log'), 'utf8'));

describe('a lone question an older log does not answer', () => {
  it('is asked now, with one choice, where the engine used to go on by itself', () => {
    const match = startMatch(game, fixture.header);
    let asked = 0;
    for (const move of fixture.moves) {
      const decision = decisionOf(match);
      if (!decision.over && decision.hiddenChoices && decision.choices.length === 1 && decision.choices[0] !== move.choice) asked++;
      fillForced(match, move, decision, false);
      playChoice(match, move.choice);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it('is filled in when a seeded log is replayed, and the log written again holds it', () => {
    const replayed = replayLog(game, fixture);
    expect(replayed.failure).toBeUndefined();
    expect(replayed.resultMismatch).toBeUndefined();
    expect(replayed.played).toBe(fixture.moves.length);
    expect(replayed.match.moves.length).toBeGreaterThan(fixture.moves.length);
    const again = parseLog(writeLog(matchToLog(replayed.match)));
    expect(again.moves.filter((m) => m.choice === 'puzzle').length).toBeGreaterThan(fixture.moves.filter((m) => m.choice === 'puzzle').length);
    const twice = replayLog(game, again);
    expect(twice.failure).toBeUndefined();
    expect(JSON.stringify(twice.match.state)).toBe(JSON.stringify(replayed.match.state));
  });

  it('is filled in when an older transcript is replayed', () => {
    // The transcript as cardref writes it now, then as it was written before: the filled answers' lines removed.
    const match = startMatch(game, fixture.header, { record: true });
    const filled: number[] = [];
    for (const move of fixture.moves) {
      const before = match.moves.length;
      fillForced(match, move, decisionOf(match), false);
      for (let k = before; k < match.moves.length; k++) filled.push(k);
      playChoice(match, move.choice);
    }
    fillForced(match, undefined, decisionOf(match), false);
    const now = parseLog(writeLog(matchToLog(match)));
    expect(now.opening).toBeDefined();
    expect(filled.length).toBeGreaterThan(0);
    // Some filled answers told cards (a lone "take" of the guard step deals damage: life cards come to hand). The
    // older transcript told them after the move before, and replay gives them to the answer it fills in.
    expect(filled.some((k) => (now.moves[k]!.outcomes ?? []).length > 0)).toBe(true);
    const older: GameLog = { ...now, moves: [] };
    now.moves.forEach((move, k) => {
      if (!filled.includes(k)) { older.moves.push({ ...move, outcomes: [...(move.outcomes ?? [])] }); return; }
      const previous = older.moves[older.moves.length - 1]!;
      previous.outcomes = [...(previous.outcomes ?? []), ...(move.outcomes ?? [])];
    });
    expect(older.moves.flatMap((m) => m.outcomes ?? []).length).toBe(now.moves.flatMap((m) => m.outcomes ?? []).length);
    const text = writeLog(older);
    const replayed = replayLog(game, parseLog(text));
    expect(replayed.failure).toBeUndefined();
    expect(replayed.resultMismatch).toBeUndefined();
    expect(replayed.match.moves.map((m) => m.choice)).toEqual(now.moves.map((m) => m.choice));
    expect(JSON.stringify(game.view(replayed.match.state, null))).toBe(JSON.stringify(game.view(match.state, null)));
  });

  it('shows what the filled-in answers did when an older log is replayed move by move', () => {
    // Ann's lone "take" against Lil' Green Dragon (now asked: she held cards) is not in the log.
    const path = join(packageRoot, 'tests', 'fixtures', 'pad', 'fire-dark-vs-water-wood-light.log');
    const older = parseLog(readFileSync(path, 'utf8'));
    expect(older.moves.some((m) => m.seat === 0 && m.choice === 'take 1')).toBe(false);
    const shown: string[] = [];
    const match = startMatch(game, older.header);
    for (const move of older.moves) {
      const events: GameEvent[] = [];
      fillForced(match, move, decisionOf(match), false, events);
      shown.push(...events.map((e) => e.text));
      playChoice(match, move.choice);
    }
    expect(shown).toContain("Ann takes the attack of Lil' Green Dragon: 1 damage");
    const run = cardref(['replay', path, '--step']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("  · Ann takes the attack of Lil' Green Dragon: 1 damage");
  });
});
