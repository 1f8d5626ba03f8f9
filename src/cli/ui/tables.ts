/** Tables for the terminal (cli-table3), and a whole board as printable text. */
import Table from 'cli-table3';
import { displayWidth } from './width.js';
import { cellText, type Board, type Cell } from '../../engine/board.js';
import { layoutBoard } from './board-layout.js';
import { paint, type Colors } from './colors.js';

/** Terminal width to fit tables into (piped output gets a generous fixed width). */
export function terminalWidth(): number {
  return process.stdout.isTTY ? Math.max(60, process.stdout.columns ?? 100) : 120;
}

/** Whether a table of these cells fits `maxWidth` columns without wrapping. */
export function tableFits(cells: Cell[][], maxWidth = terminalWidth()): boolean {
  const plain = cells.map((r) => r.map(cellText));
  return fitWidths(plain, maxWidth) === undefined;
}

/** Display width of a cell: its widest line (a cell may list several things, one per line). */
function lineWidth(text: string): number {
  return text.includes('\n') ? Math.max(...text.split('\n').map(displayWidth)) : displayWidth(text);
}

/**
 * Column widths that fit `maxWidth`: every column gets its natural width; when the total is too wide, the widest
 * columns give way (they wrap) until it fits.
 */
/** Each column's width when nothing wraps (padding included). */
function naturalWidths(cells: string[][]): number[] {
  const columns = Math.max(...cells.map((r) => r.length));
  return Array.from({ length: columns }, (_, c) => Math.max(3, ...cells.map((r) => lineWidth(r[c] ?? '') + 2)));
}

function fitWidths(cells: string[][], maxWidth: number, natural = naturalWidths(cells)): number[] | undefined {
  const columns = natural.length;
  const budget = maxWidth - (columns + 1);
  let total = natural.reduce((a, b) => a + b, 0);
  if (total <= budget) return undefined;
  const widths = [...natural];
  while (total > budget) {
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest]! <= 8) break;
    widths[widest]!--;
    total--;
  }
  return widths;
}

export function renderTable(colors: Colors, head: Cell[] | undefined, rows: Cell[][], compact = true, maxWidth = terminalWidth()): string {
  const plain = [...(head ? [head] : []), ...rows].map((r) => r.map(cellText));
  const colWidths = fitWidths(plain, maxWidth);
  const table = new Table({
    head: head?.map((h) => colors.bold(typeof h === 'string' ? h : h.text)) ?? [],
    style: { head: [], border: colors.level > 0 ? ['gray'] : [], compact },
    wordWrap: true,
    ...(colWidths ? { colWidths } : {}),
  });
  for (const row of rows) table.push(row.map((cell) => paint(colors, cell)));
  return table.toString();
}

/** A whole board as text for printing (`replay --at`): the play-screen layout with room for every detail. */
export function renderBoard(colors: Colors, board: Board, maxWidth = terminalWidth()): string {
  return layoutBoard(colors, board, { columns: maxWidth, rows: Number.POSITIVE_INFINITY }).join('\n');
}
