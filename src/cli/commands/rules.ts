import { UserError } from '../../engine/errors.js';
import { gameEntry } from '../../games/index.js';
import type { CliContext } from '../main.js';

export default async function rules(ctx: CliContext, [gameId, topicId]: string[]): Promise<number> {
  const entry = gameEntry(gameId!);
  const game = { id: entry.id, name: entry.name, rules: await entry.loadRules() };
  if (!topicId) {
    if (ctx.json) {
      ctx.out(JSON.stringify({ game: game.id, topics: game.rules.map(({ id, title, summary }) => ({ id, title, summary })) }, null, 2));
      return 0;
    }
    ctx.out(ctx.colors.bold(`${game.name} — rules topics`));
    // Plain aligned lines rather than a table: this is the command that must start fastest.
    const idWidth = Math.max(...game.rules.map((t) => t.id.length));
    for (const t of game.rules) ctx.out(`  ${ctx.colors.bold(t.id.padEnd(idWidth))}  ${t.title} — ${ctx.colors.dim(t.summary)}`);
    ctx.out(`Read one with: cardref rules ${game.id} ${game.rules[0]?.id ?? '<topic>'}`);
    return 0;
  }
  const wanted = topicId.toLowerCase();
  const topic = game.rules.find((t) => t.id === wanted) ?? game.rules.find((t) => t.id.startsWith(wanted));
  if (!topic) throw new UserError(`${game.name} has no rules topic "${topicId}" (topics: ${game.rules.map((t) => t.id).join(', ')})`);
  if (ctx.json) {
    ctx.out(JSON.stringify({ game: game.id, topic }, null, 2));
    return 0;
  }
  ctx.out(`${ctx.colors.bold(`${game.name} — ${topic.title}`)}\n\n${topic.body.trim()}`);
  return 0;
}
