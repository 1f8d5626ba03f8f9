/** Golden playthroughs (written by scripts/eatpaint-golden.mjs): replay each log, check every state line and the result. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog } from '../../../src/engine/log.js';
import { playChoice, replayLog, startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/eatpaint/index.js';
import type { EpState } from '../../../src/games/eatpaint/state.js';

const dir = join(__dirname, '..', '..', 'fixtures', 'eatpaint');
const files = readdirSync(dir).filter((f) => f.endsWith('.log'));

function summary(state: EpState): string {
  return state.sides.map((s, i) => `${i + 1}:L${s.life} H${s.hand.length} D${s.deck.length} T${s.trash.length}`).join(' ');
}

describe('eatpaint golden playthroughs', () => {
  it('covers all four side pairings', () => {
    expect(files.sort()).toEqual(['dragon-mirror.log', 'dragon-vs-magician.log', 'magician-mirror.log', 'magician-vs-dragon.log']);
  });

  it.each(files)('%s replays to its result line', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const log = parseLog(text, file);
    expect(log.result).toBeDefined();
    const outcome = replayLog(game, log);
    expect(outcome.failure).toBeUndefined();
    expect(outcome.resultMismatch).toBeUndefined();
  });

  it.each(files)('%s matches the state after every move', (file) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    const log = parseLog(lines.join('\n'), file);
    const expected = lines.filter((l) => l.startsWith('# state: ')).map((l) => l.slice('# state: '.length));
    expect(expected.length).toBe(log.moves.length);
    const match = startMatch(game, log.header);
    log.moves.forEach((move, i) => {
      playChoice(match, move.choice);
      expect(`${move.line}: ${summary(match.state as EpState)}`).toBe(`${move.line}: ${expected[i]}`);
    });
  });
});
