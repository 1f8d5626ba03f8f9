/** Golden playthroughs (written by scripts/midrash-golden.mjs): replay each log, check every state line and the result. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog } from '../../../src/engine/log.js';
import { replayLog } from '../../../src/engine/match.js';
import { game } from '../../../src/games/midrash/index.js';
import { wisdomOf } from '../../../src/games/midrash/rules/territory.js';
import { expectReplaysToResult, expectStateLines } from '../../support/golden-states.js';
import type { MidrashState } from '../../../src/games/midrash/state.js';

const dir = join(__dirname, '..', '..', 'fixtures', 'midrash');
const files = readdirSync(dir).filter((f) => f.endsWith('.log')).sort();

function summary(state: MidrashState): string {
  const seats = state.seats.map((s, i) =>
    `${i + 1}:M${s.mana} L${s.magic} W${wisdomOf(state, s)} O${s.slots.filter((x) => !x.waste).length} R${s.merits.length}`);
  return `r${state.round} ${seats.join(' ')}`;
}

describe('midrash golden playthroughs', () => {
  it('covers a solo win, a hard solo loss, 3 and 4 players', () => {
    expect(files).toEqual(['four-players.log', 'solo-hard-loss.log', 'solo-win.log', 'three-players.log']);
  });

  it.each(files)('%s replays to its result line', (file) => {
    expectReplaysToResult(game, dir, file);
  });

  it.each(files)('%s matches the state after every move', (file) => {
    expectStateLines(game, dir, file, summary);
  });

  it('a changed result line is caught', () => {
    const text = readFileSync(join(dir, 'solo-win.log'), 'utf8').replace(/^result: .*$/m, 'result: demon wins (tampered)');
    expect(replayLog(game, parseLog(text, 'tampered')).resultMismatch).toBeDefined();
  });
});
