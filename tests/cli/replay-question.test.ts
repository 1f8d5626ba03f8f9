/**
 * Issue 41: `replay --seat N --json` shows the open question as seat N may read it: seat 1's question about the top
 * cards of its deck names them to seat 1 only; seat 2 and a spectator read its public form.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomDecider } from '../../src/engine/deciders.js';
import { writeLog } from '../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, startMatch } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { cyclingHeaders } from '../../src/engine/kit/setups.js';
import { game } from '../../src/games/wixoss/index.js';
import { cardref } from '../support/cli.js';

/** A random WIXOSS game played until seat 1 is asked to put back the top cards of its deck (found by seed). */
function logAtPutBack(): { text: string; moves: number } {
  const headers = cyclingHeaders(game, 'putback-');
  for (let g = 0; g < 40; g++) {
    const match = startMatch(game, headers(g));
    const pick = randomDecider(seedRng(`putback-bot-${g}`));
    for (let step = 0; step < 3000; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      if (decision.seat === 0 && decision.prompt.startsWith('Put back the top cards')) return { text: writeLog(matchToLog(match)), moves: match.moves.length };
      playChoice(match, pick({ game, state: match.state, decision, seats: 2 }), decision);
    }
  }
  throw new Error('no game reached a put-back question');
}

describe('replay --seat N --json: the open question', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
  const path = join(dir, 'putback.log');
  const { text, moves } = logAtPutBack();
  writeFileSync(path, text);
  const decisionFor = (seat: string[]) => {
    const run = cardref(['replay', path, '--at', String(moves), '--json', ...seat]);
    expect(run.code).toBe(0);
    return JSON.parse(run.stdout).decision;
  };

  it('names the cards to their decider only', () => {
    expect(decisionFor(['--seat', '1']).prompt).toMatch(/^Put back the top cards \(1: /);
    expect(decisionFor(['--seat', '2'])).toEqual({ seat: 1, prompt: 'P1: putting back the top cards of their deck in an order of their choice' });
    expect(decisionFor([])).toEqual({ seat: 1, prompt: 'P1: putting back the top cards of their deck in an order of their choice' });
  });
});
