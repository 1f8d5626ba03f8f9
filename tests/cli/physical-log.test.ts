/** A game played with real cards, written down with stacked decks, replays without the random shuffle. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDeckText } from '../../src/engine/decklist.js';
import { parseLog } from '../../src/engine/log.js';
import { replayLog } from '../../src/engine/match.js';
import { loadGame } from '../../src/games/index.js';
import { cardref } from '../support/cli.js';

async function mainDeckIds(deckId: string): Promise<string[]> {
  const game = await loadGame('wixoss');
  const text = game.decks!.builtin.find((d) => d.id === deckId)!.text;
  return parseDeckText(text, game.decks!.sections).filter((e) => e.section === 'main').flatMap((e) => Array(e.count).fill(e.name));
}

describe('stacked decks (order.<seat> lines)', () => {
  it('deal exactly the written order, with any seed', async () => {
    const one = (await mainDeckIds('white-hope')).reverse();
    const two = await mainDeckIds('red-ambition');
    const header = `game: wixoss\nversion: 1\nplayers: Ann, Bob\nseed: anything\nfirst: 1\ndeck.1: white-hope\ndeck.2: red-ambition\norder.1: ${one.join(' ')}\norder.2: ${two.join(' ')}\n\n`;
    const game = await loadGame('wixoss');
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const kept = join(dir, 'kept.log');
    writeFileSync(kept, `${header}Ann: keep\nBob: keep\n`);
    const outcome = replayLog(game, parseLog(`${header}Ann: keep\nBob: keep\n`));
    expect(outcome.failure).toBeUndefined();
    const state = outcome.match.state as { kinds: string[]; ids: number[]; players: { hand: number[] }[] };
    const handIds = (seat: number) => state.players[seat]!.hand.map((i) => state.kinds[state.ids[i]!]).sort();
    // Ann goes first: her 5, then 7 life cloth, then her first draw.
    expect(handIds(0)).toEqual([...one.slice(0, 5), one[12]].sort());
    expect(handIds(1)).toEqual(two.slice(0, 5).sort());
    expect(cardref(['replay', kept]).code).toBe(0);

    // A mulligan shuffles the deck again: the log must say how it fell.
    const mulligan = join(dir, 'mulligan.log');
    writeFileSync(mulligan, `${header}Ann: mulligan 1\nAnn: keep\nBob: keep\n`);
    const run = cardref(['replay', mulligan]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/mulligan\.log:1[0-9]: log header: order\.1 is needed once more/);
  });
});
