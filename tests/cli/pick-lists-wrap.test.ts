/**
 * Issue 44: nothing in a list wraps inside a word. The deck picker's choices and the legal-moves / pick lists are
 * wrapped by words to the screen before inquirer or the terminal sees them (both break at the last column, inside a
 * word: "…leaving out Swelling Love and Fla" / "mingo").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deckChoices } from '../../src/cli/commands/play.js';
import { moveColumnWidth, moveLines } from '../../src/cli/ui/move-list.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, fillForced, playChoice, startMatch } from '../../src/engine/match.js';
import { GAMES, loadGame } from '../../src/games/index.js';

const GAME_IDS = GAMES.map((entry) => entry.id);
const COLUMNS = [80, 60];
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('the deck picker', () => {
  it.each(COLUMNS)('wraps every built-in deck\'s name and description by words to %i columns', async (columns) => {
    for (const id of GAME_IDS) {
      const game = await loadGame(id);
      for (const [choice, deck] of (game.decks?.builtin ?? []).map((d, i) => [deckChoices(game.decks!.builtin, columns)[i]!, d] as const)) {
        // inquirer draws "❯ " before the name's first line and breaks any line wider than the screen.
        const [first = '', ...rest] = choice.name.split('\n');
        expect(displayWidth(first) + 2).toBeLessThanOrEqual(columns);
        for (const line of rest) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
        for (const line of (choice.description ?? '').split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
        expect(words(choice.description ?? '')).toEqual(words(deck.description));
        expect(words(choice.name)).toEqual(words(`${deck.name}  (${deck.id})`));
        expect(choice.short).toBe(`${deck.name}  (${deck.id})`);
      }
    }
  });
});

describe('the moves and pick lists', () => {
  it.each(COLUMNS)('list every legal move of each game\'s first decisions with its description wrapped by words to %i columns', async (columns) => {
    for (const id of GAME_IDS) {
      const game = await loadGame(id);
      const file = readdirSync(join(__dirname, '../fixtures', id)).find((f) => f.endsWith('.log'))!;
      const log = parseLog(readFileSync(join(__dirname, '../fixtures', id, file), 'utf8'), file);
      const match = startMatch(game, log.header);
      for (const move of log.moves.slice(0, 12)) {
        const decision = decisionOf(match);
        if (decision.over) break;
        const width = moveColumnWidth(decision.choices, columns);
        decision.choices.forEach((choice, i) => {
          const description = game.describe(match.state, choice);
          for (const [lines, prefix] of [
            [moveLines(choice, description, { columns, width, lead: `${String(i + 1).padStart(3)}. ` }), 0], // `moves`
            [moveLines(choice, description, { columns, width, prefix: 2 }), 2], // `pick` (after inquirer's "❯ ")
          ] as const) {
            // inquirer draws its cursor before the first line only; the later lines carry their own indent.
            lines.forEach((line, n) => expect(displayWidth(line) + (n === 0 ? prefix : 0)).toBeLessThanOrEqual(columns));
            const all = words(lines.join('\n'));
            // The move stays on one line; then its description, word for word.
            expect(lines.some((l) => l.includes(choice))).toBe(true);
            expect(all.slice(-words(description).length || all.length)).toEqual(description === '' ? all : words(description));
          }
        });
        fillForced(match, move, decision, false);
        playChoice(match, move.choice);
      }
    }
  });
});
