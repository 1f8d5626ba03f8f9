/** Tables for the terminal (cli-table3) and the board renderer built on them. */
import Table from 'cli-table3';
import type { Board, BoardTable, Cell } from '../../engine/board.js';
import { paint, type Colors } from './colors.js';

export function renderTable(colors: Colors, head: Cell[] | undefined, rows: Cell[][], compact = false): string {
  const table = new Table({
    head: head?.map((h) => colors.bold(typeof h === 'string' ? h : h.text)) ?? [],
    style: { head: [], border: colors.level > 0 ? ['gray'] : [], compact },
    wordWrap: true,
  });
  for (const row of rows) table.push(row.map((cell) => paint(colors, cell)));
  return table.toString();
}

function renderBoardTable(colors: Colors, t: BoardTable): string {
  const title = t.title ? `${colors.bold(t.title)}\n` : '';
  if (t.rows.length === 0 && !t.head) return title.trimEnd();
  return title + renderTable(colors, t.head, t.rows, true);
}

export function renderBoard(colors: Colors, board: Board): string {
  const parts = [colors.bold.underline(board.title), ...board.tables.map((t) => renderBoardTable(colors, t))];
  if (board.notes.length > 0) parts.push(board.notes.map((n) => paint(colors, n)).join('\n'));
  return parts.join('\n');
}
