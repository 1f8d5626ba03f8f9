import { UserError } from '../../engine/errors.js';
import { loadGame } from '../../games/index.js';
import type { CliContext } from '../main.js';
import { renderTable } from '../ui/tables.js';

interface CardsOptions {
  search?: string;
  where?: string[];
}

export default async function cards(ctx: CliContext, [gameId]: string[], options: CardsOptions): Promise<number> {
  const game = await loadGame(gameId!);
  const { columns } = game.cards;
  let rows = game.cards.rows();
  for (const clause of options.where ?? []) {
    const m = /^([^=]+)=(.*)$/.exec(clause);
    if (!m) throw new UserError(`--where takes column=value, got "${clause}"`);
    const key = m[1]!.trim().toLowerCase();
    const column = columns.find((c) => c.key.toLowerCase() === key || c.title.toLowerCase() === key);
    if (!column) throw new UserError(`no column "${m[1]}" (columns: ${columns.map((c) => c.key).join(', ')})`);
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
    ctx.out('No card matches.');
    return 0;
  }
  ctx.out(renderTable(ctx.colors, columns.map((c) => c.title), rows.map((r) => columns.map((c) => String(r.fields[c.key] ?? '')))));
  ctx.out(`${rows.length} card${rows.length === 1 ? '' : 's'}${game.cards.note ? ` · ${game.cards.note}` : ''}`);
  return 0;
}
