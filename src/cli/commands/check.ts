import { parseDeckLines } from '../../engine/decklist.js';
import { UserError } from '../../engine/errors.js';
import type { DeckProblem } from '../../engine/game.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import { readUserFile } from '../io.js';
import { wrapToTerminal } from '../ui/wrap.js';
import type { CliContext } from '../main.js';

export default async function check(ctx: CliContext, [gameId, deckArg]: string[], options: { rules?: string }): Promise<number> {
  const game = await loadCliGame(gameId!);
  const rules = game.decks;
  if (!rules) throw new UserError(t().nothingToCheck(game.name));
  const deckOptions: Record<string, string> = options.rules ? { rules: options.rules } : {};
  if (options.rules && !game.options.rules?.includes(options.rules)) {
    throw new UserError(t().rulesMustBe((game.options.rules ?? []).join(', ')));
  }
  const builtin = rules.builtin.find((d) => d.id === deckArg || `${game.id}:${d.id}` === deckArg);
  const source = builtin ? `${game.id}:${builtin.id}` : deckArg!;
  const text = builtin ? builtin.text : readUserFile(deckArg!, t().deckFile);
  const parsed = parseDeckLines(text, rules.sections);
  let problems: DeckProblem[] = parsed.problems;
  let summary: string[] = [];
  if (problems.length === 0) {
    const built = rules.build(parsed.entries, deckOptions);
    problems = built.problems;
    summary = built.summary;
  }
  const legal = problems.length === 0;
  if (ctx.json) {
    ctx.out(JSON.stringify({ game: game.id, deck: source, legal, summary, problems }, null, 2));
    return legal ? 0 : 2;
  }
  for (const line of summary) ctx.out(line);
  if (legal) {
    ctx.out(ctx.colors.green(t().deckLegal(source, game.name, options.rules)));
    return 0;
  }
  ctx.out(ctx.colors.red(t().deckIllegal(source, problems.length)));
  for (const p of problems) ctx.out(wrapToTerminal(`  ${p.line ? `${source}:${p.line}: ` : ''}${p.message}`));
  return 2;
}
