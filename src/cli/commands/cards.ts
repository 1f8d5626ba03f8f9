import { normalizeName } from '../../engine/card-index.js';
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
      .map((c) => (c.bare ? String(r.fields[c.key]) : `${ctx.colors.dim(c.title)} ${r.fields[c.key]}`)).join(ctx.colors.dim(' · '));
    const text = String(r.fields[longest.key] ?? '');
    return [`${ctx.colors.bold(r.id)}  ${ctx.colors.bold(r.name)}`, `  ${stats}`, ...(text ? [`  ${text}`] : [])].join('\n');
  }).join('\n\n');
}

/** The words of a value, width- and case-folded: `ARTS (main)` is `arts`, `main`. */
const wordsOf = (text: string) => text.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** `--where` matches a whole value or a run of its words (`type=ARTS` finds `ARTS (main)`, `color=red` `red/blue`). */
function valueMatches(cell: string, value: string): boolean {
  const want = wordsOf(value);
  if (want.length === 0) return cell.trim() === value.trim();
  const have = wordsOf(cell);
  for (let i = 0; i + want.length <= have.length; i++) if (want.every((w, k) => have[i + k] === w)) return true;
  return false;
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
    rows = rows.filter((r) => valueMatches(String(r.fields[column.key] ?? ''), m[2]!));
  }
  if (options.search) {
    // Compared as names are: ignoring case, width and spaces ("life burst", "Life Burst" and "lifeburst" alike).
    const needle = normalizeName(options.search);
    rows = rows.filter((r) => normalizeName(`${r.id} ${r.name} ${Object.values(r.fields).join(' ')} ${r.searchText}`).includes(needle));
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
