import { parseDeckLines } from '../../engine/decklist.js';
import { UserError } from '../../engine/errors.js';
import { showControls } from '../../engine/visible.js';
import type { DeckProblem } from '../../engine/game.js';
import { loadCliGame } from '../game-lookup.js';
import { gameOptions, type OptionFlags } from '../game-options.js';
import { t } from '../i18n/index.js';
import { readUserFile } from '../io.js';
import { wrapText } from '../ui/wrap.js';
import type { CliContext } from '../main.js';
import { readStdinText } from '../stdin-text.js';
import { terminalWidth } from '../ui/tables.js';
import { displayWidth } from '../ui/width.js';

/**
 * Lines with a problem printed in full; past this many the rest are counted (`--json` still lists each), so a
 * pasted file of junk does not scroll the whole-deck problems out of sight.
 */
export const SHOWN_PROBLEM_LINES = 100;

/** One problem as an indented paragraph wrapped by words at the terminal width (continuation lines indented under the text). */
function wrapProblemParagraph(head: string, text: string, width: number): string {
  const indent = '    ';
  const [first, ...rest] = wrapText(`${head}${text}`, Math.max(20, width - 2)).split('\n');
  if (rest.length === 0) return `  ${first}`;
  const tail = wrapText(rest.join(' '), Math.max(20, width - displayWidth(indent))).split('\n');
  return [`  ${first}`, ...tail.map((line) => indent + line)].join('\n');
}

export default async function check(ctx: CliContext, [gameId, deckArg]: string[], options: OptionFlags): Promise<number> {
  const game = await loadCliGame(gameId!);
  const rules = game.decks;
  if (!rules) throw new UserError(t().nothingToCheck(game.name));
  const deckOptions = gameOptions(game, options);
  const fromStdin = deckArg === '-';
  const builtin = fromStdin ? undefined : rules.builtin.find((d) => d.id === deckArg || `${game.id}:${d.id}` === deckArg);
  const source = fromStdin ? t().stdinName : builtin ? `${game.id}:${builtin.id}` : deckArg!;
  const text = fromStdin ? await readStdinText(t().stdinTooLarge) : builtin ? builtin.text : readUserFile(deckArg!, t().deckFile);
  // Malformed lines are left out and the rest is still checked, so every problem shows in one run.
  const parsed = parseDeckLines(text, rules.sections);
  const built = rules.build(parsed.entries, deckOptions);
  const atLine = [...parsed.problems, ...built.problems.filter((p) => p.line !== undefined)].sort((a, b) => a.line! - b.line!);
  const wholeDeck = built.problems.filter((p) => p.line === undefined);
  const problems: DeckProblem[] = [...atLine, ...wholeDeck];
  const legal = problems.length === 0;
  // The counts describe the list as written only when every line could be read.
  const summary = parsed.problems.length === 0 ? built.summary : [];
  if (ctx.json) {
    ctx.out(JSON.stringify({ game: game.id, deck: source, legal, summary, problems }, null, 2));
    return legal ? 0 : 2;
  }
  for (const line of summary) ctx.out(line);
  // The file's name and the problems (which quote its lines and unknown card names) are shown with their control
  // characters made visible: a deck list from elsewhere must not drive the terminal.
  const shownSource = showControls(source);
  const shownProblem = (p: DeckProblem) => showControls(p.message, true);
  if (legal) {
    ctx.out(ctx.colors.green(t().deckLegal(shownSource, game.name, Object.entries(deckOptions).map(([name, value]) => `${name}=${value}`).join(', '))));
    return 0;
  }
  const width = terminalWidth();
  ctx.out(ctx.colors.red(t().deckIllegal(shownSource, problems.length)));
  const shown = atLine.slice(0, SHOWN_PROBLEM_LINES);
  for (const p of shown) ctx.out(wrapProblemParagraph(`${shownSource}:${p.line}: `, shownProblem(p), width));
  if (atLine.length > shown.length) ctx.out(`  ${t().moreProblemLines(atLine.length - shown.length)}`);
  for (const p of wholeDeck) ctx.out(wrapProblemParagraph('', shownProblem(p), width));
  return 2;
}
