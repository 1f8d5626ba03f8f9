import { UserError } from '../../engine/errors.js';
import { contentLang } from '../../engine/i18n.js';
import { closestWord, findGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import type { CliContext } from '../main.js';
import { displayWidth, padEndDisplay } from '../ui/width.js';

export default async function rules(ctx: CliContext, [gameId, topicId]: string[]): Promise<number> {
  // Wrapping (string-width) is loaded only for a terminal: piped and scripted runs keep the fastest start.
  const wrapToTerminal = process.stdout.isTTY ? (await import('../ui/wrap.js')).wrapToTerminal : (text: string, _options?: object) => text;
  const entry = findGame(gameId!);
  const game = { id: entry.id, name: entry.name, rules: await entry.loadRules(contentLang()) };
  if (!topicId) {
    if (ctx.json) {
      ctx.out(JSON.stringify({ game: game.id, topics: game.rules.map(({ id, title, summary }) => ({ id, title, summary })) }, null, 2));
      return 0;
    }
    ctx.out(ctx.colors.bold(t().rulesTopics(game.name)));
    // Plain aligned lines rather than a table: this is the command that must start fastest.
    const idWidth = Math.max(...game.rules.map((topic) => displayWidth(topic.id)));
    for (const topic of game.rules) ctx.out(wrapToTerminal(`  ${ctx.colors.bold(padEndDisplay(topic.id, idWidth))}  ${topic.title} — ${ctx.colors.dim(topic.summary)}`));
    ctx.out(t().rulesReadOne(game.id, game.rules[0]?.id ?? '<topic>'));
    return 0;
  }
  const wanted = topicId.toLowerCase();
  const topic = game.rules.find((t) => t.id === wanted) ?? game.rules.find((t) => t.id.startsWith(wanted));
  if (!topic) {
    const ids = game.rules.map((topic) => topic.id);
    throw new UserError(t().noTopic(game.name, topicId, ids.join(', '), closestWord(wanted, ids)));
  }
  if (ctx.json) {
    ctx.out(JSON.stringify({ game: game.id, topic }, null, 2));
    return 0;
  }
  ctx.out(wrapToTerminal(`${ctx.colors.bold(`${game.name} — ${topic.title}`)}\n\n${topic.body.trim()}`, { reflow: true }));
  return 0;
}
