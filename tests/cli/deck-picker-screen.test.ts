/**
 * Issue 44 in a real terminal: the deck picker's description of the highlighted deck wraps by words at 80 and 60
 * columns (inquirer alone broke it at the last column: "…leaving out Swelling Love and Fla" / "mingo").
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TmuxTerminal, tmuxMissing } from '../support/tmux.js';

const missing = tmuxMissing();
if (missing) console.log(`deck picker screen test not run: ${missing}`);
const maybe = missing ? describe.skip : describe;
const DESCRIPTION = 'Dragonkin Sabil with Apra アプラ (red origin), leaving out Swelling Love and Flamingo';
const words = (text: string) => text.split(/\s+/).filter(Boolean);

maybe('the deck picker at a terminal', () => {
  it.each([80, 60])('shows the highlighted deck\'s description with every word whole at %i columns', async (columns) => {
    const log = join(mkdtempSync(join(tmpdir(), 'cardref-decks-')), 'g.log');
    const term = new TmuxTerminal(`play eatpaint --seed 31 --log ${log}`, { columns, rows: 24 });
    try {
      await term.waitFor(/Deck for seat 1/);
      const screen = await term.settle();
      const shown = words(screen);
      // The description's words, in order, each one whole on the screen.
      const at = shown.indexOf('Dragonkin', shown.indexOf('(sabil-apra)'));
      expect(shown.slice(at, at + words(DESCRIPTION).length)).toEqual(words(DESCRIPTION));
      for (const line of screen.split('\n')) expect(line.length).toBeLessThanOrEqual(columns);
    } finally {
      term.close();
    }
  });
});
