import { GAMES, gameName, gameSummary } from '../../games/index.js';
import { t } from '../i18n/index.js';
import type { CliContext } from '../main.js';
import { renderTable } from '../ui/tables.js';

export default async function games(ctx: CliContext): Promise<number> {
  if (ctx.json) {
    ctx.out(JSON.stringify({ games: GAMES.map((g) => ({ id: g.id, name: g.name, summary: gameSummary(g) })) }, null, 2));
    return 0;
  }
  ctx.out(renderTable(ctx.colors, t().gamesHead, GAMES.map((g) => [g.id, gameName(g), gameSummary(g)])));
  ctx.out(t().gamesTry(GAMES[0]?.id ?? '<game>'));
  return 0;
}
