/** Tables for the terminal (cli-table3) and the board renderer built on them. */
import Table from 'cli-table3';
import { displayWidth } from './width.js';
import { cellText, type Board, type BoardTable, type Cell } from '../../engine/board.js';
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

/**
 * A narrow terminal gets the compact layout: one line per row, `column: value` pairs, so nothing is cut or
 * wrapped mid-cell; wide terminals get the tables.
 */
function compactRows(colors: Colors, t: BoardTable): string {
  return t.rows.map((row) => {
    // A two-column table without a head is a list of `name: value` lines.
    if (!t.head && row.length === 2) {
      const label = `${cellText(row[0]!)}:`;
      // Later lines of a multi-line value line up under its first line.
      const value = paint(colors, row[1]!).split('\n').join(`\n  ${' '.repeat(displayWidth(label) + 1)}`);
      return `  ${colors.dim(label)} ${value}`;
    }
    let number = '';
    const cells = row.map((cell, i) => {
      const text = paint(colors, cell);
      const label = t.head?.[i] !== undefined ? cellText(t.head[i]!) : '';
      if (label === '#') { number = `${text}. `; return ''; }
      return label && cellText(cell) !== '' ? `${colors.dim(`${label}:`)} ${text}` : text;
    }).filter((text) => text !== '');
    return `  ${number}${cells.join(colors.dim(' · '))}`;
  }).join('\n');
}

/** Narrowest a column may wrap to on a board before the compact layout reads better than the table. */
const MIN_WRAPPED_COLUMN = 16;
/** Terminals narrower than this get the compact layout rather than tables with wrapped columns. */
const MIN_WRAPPING_WIDTH = 80;

/**
 * Whether a board table fits `maxWidth` as a table: at its natural width, or, on a terminal of normal width, with its
 * long columns wrapping to no less than MIN_WRAPPED_COLUMN (a hand of cards with long effect texts).
 */
function boardTableFits(cells: Cell[][], maxWidth: number): boolean {
  const plain = cells.map((r) => r.map(cellText));
  const natural = naturalWidths(plain);
  const widths = fitWidths(plain, maxWidth, natural);
  if (!widths) return true;
  if (maxWidth < MIN_WRAPPING_WIDTH) return false;
  const total = widths.reduce((a, b) => a + b, 0) + widths.length + 1;
  return total <= maxWidth && widths.every((w, c) => w === natural[c] || w >= MIN_WRAPPED_COLUMN);
}

function renderBoardTable(colors: Colors, t: BoardTable, maxWidth: number): string {
  const title = t.title ? `${colors.bold(t.title)}\n` : '';
  if (t.rows.length === 0 && !t.head) return title.trimEnd();
  const fits = boardTableFits([...(t.head ? [t.head] : []), ...t.rows], maxWidth);
  return title + (fits ? renderTable(colors, t.head, t.rows, true, maxWidth) : compactRows(colors, t));
}

export function renderBoard(colors: Colors, board: Board, maxWidth = terminalWidth()): string {
  const parts = [colors.bold.underline(board.title), ...board.tables.map((t) => renderBoardTable(colors, t, maxWidth))];
  if (board.notes.length > 0) parts.push(board.notes.map((n) => paint(colors, n)).join('\n'));
  return parts.join('\n');
}
