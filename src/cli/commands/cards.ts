import { UserError } from '../../engine/errors.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import type { CliContext } from '../main.js';
import type { CardCatalogue, CardRow } from '../../engine/game.js';
import { renderTable, tableFits } from '../ui/tables.js';
import { displayWidth } from '../ui/width.js';
import { wrapToTerminal } from '../ui/wrap.js';
import { cardNameWithJa } from '../../engine/i18n.js';

/**
 * Too wide for a table: one block per card, the stats on one line and the longest text (the effect) below it,
 * wrapped by words to the terminal.
 */
function cardBlocks(ctx: CliContext, columns: CardCatalogue['columns'], rows: CardRow[]): string {
  const longest = columns.reduce((best, c) =>
    Math.max(...rows.map((r) => displayWidth(String(r.fields[c.key] ?? '')))) > Math.max(...rows.map((r) => displayWidth(String(r.fields[best.key] ?? '')))) ? c : best);
  return rows.map((r) => {
    const stats = columns.filter((c) => c !== longest && String(r.fields[c.key] ?? '') !== '')
      .map((c) => `${ctx.colors.dim(c.title)} ${r.fields[c.key]}`).join(ctx.colors.dim(' · '));
    const text = String(r.fields[longest.key] ?? '');
    return [`${ctx.colors.bold(r.id)}  ${ctx.colors.bold(r.name)}`, `  ${stats}`, ...(text ? [`  ${text}`] : [])].join('\n');
  }).join('\n\n');
}

interface CardsOptions {
  search?: string;
  where?: string[];
}

export default async function cards(ctx: CliContext, [gameId]: string[], options: CardsOptions): Promise<number> {
  const game = await loadCliGame(gameId!);
  const { columns } = game.cards;
  let rows = game.cards.rows();
  for (const clause of options.where ?? []) {
    const m = /^([^=]+)=(.*)$/.exec(clause);
    if (!m) throw new UserError(t().whereSyntax(clause));
    const key = m[1]!.trim().toLowerCase();
    const column = columns.find((c) => c.key.toLowerCase() === key || c.title.toLowerCase() === key);
    if (!column) throw new UserError(t().noColumn(m[1]!, columns.map((c) => c.key).join(', ')));
    const value = m[2]!.trim().toLowerCase();
    rows = rows.filter((r) => String(r.fields[column.key] ?? '').toLowerCase() === value);
  }
  if (options.search) {
    const needle = options.search.toLowerCase();
    rows = rows.filter((r) => `${r.id} ${r.name} ${r.searchText}`.toLowerCase().includes(needle));
  }
  if (ctx.json) {
    ctx.out(JSON.stringify({ game: game.id, note: game.cards.note ?? null, columns, cards: rows }, null, 2));
    return 0;
  }
  if (rows.length === 0) {
    ctx.out(t().noCardMatches);
    return 0;
  }
  // A reader sees the printed Japanese name alongside their own (JSON keeps `name` and `names` apart).
  rows = rows.map((r) => (r.names ? { ...r, name: cardNameWithJa(r.names) } : r));
  const head = [...t().cardsHead, ...columns.map((c) => c.title)];
  const cells = rows.map((r) => [r.id, r.name, ...columns.map((c) => String(r.fields[c.key] ?? ''))]);
  ctx.out(tableFits([head, ...cells]) ? renderTable(ctx.colors, head, cells) : wrapToTerminal(cardBlocks(ctx, columns, rows)));
  ctx.out(wrapToTerminal(`${t().cardCount(rows.length)}${game.cards.note ? ` · ${game.cards.note}` : ''}`));
  return 0;
}
