/**
 * A card's text on the board runs on at the full width after its first line, rather than in a narrow column under
 * where it began (`board` at 60 columns drew "banish 1 opposing" / "SIGNI with power" / "1000 or less." and took
 * 71 lines where 50 do).
 */
import { layoutBoard } from '../../src/cli/ui/board-layout.js';
import { makeColors } from '../../src/cli/ui/colors.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { startMatch } from '../../src/engine/match.js';
import { loadGame } from '../../src/games/index.js';

const DECKS: Record<string, string[]> = { wixoss: ['1=white-hope', '2=red-ambition'], pad: ['1=fire-dark', '2=water-wood-light'] };

describe('card texts on the board', () => {
  it.each([['wixoss', 60], ['wixoss', 80], ['pad', 60], ['pad', 80]] as const)('%s at %i columns: a text\'s later lines use the width', async (id, columns) => {
    const game = await loadGame(id);
    const match = startMatch(game, buildHeader(game, { seed: '31', deck: DECKS[id] }));
    const lines = layoutBoard(await makeColors({ color: false }), game.render(game.view(match.state, 1)), { columns, rows: 1000 });
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
    // A line that goes on with the text above it (indented, not a new card or zone) is short only where a paragraph
    // ends: the next line's first word would not have fitted on it.
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (!next || !/^ {6,}[a-z(]/.test(next) || !/^ {6,}\S/.test(line)) return;
      const word = next.trim().split(' ')[0]!;
      expect(displayWidth(line) + 1 + displayWidth(word)).toBeGreaterThan(columns);
    });
    if (id === 'wixoss' && columns === 60) expect(lines.join('\n')).toContain('      banish 1 opposing SIGNI with power 1000 or less.');
  });
});
