/** Golden playthroughs (written by scripts/eatpaint-golden.mjs): replay each log, check every state line and the result. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { game } from '../../../src/games/eatpaint/index.js';
import { expectReplaysToResult, expectStateLines } from '../../support/golden-states.js';
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
    expectReplaysToResult(game, dir, file);
  });

  it.each(files)('%s matches the state after every move', (file) => {
    expectStateLines(game, dir, file, summary);
  });
});
