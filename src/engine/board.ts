/**
 * A rendered board as data: games describe tables and styled cells, the CLI turns them into terminal text.
 * Keeping it data means game modules never import terminal libraries and `--json` gets the board for free.
 */
export type Style =
  | 'seat1' | 'seat2' | 'seat3' | 'seat4'
  | 'white' | 'red' | 'blue' | 'green' | 'black' | 'yellow' | 'colorless'
  | 'fire' | 'water' | 'wood' | 'light' | 'dark' | 'heal'
  | 'bold' | 'dim' | 'good' | 'bad' | 'hidden';

export type Cell = string | { text: string; style?: Style | Style[] };

export interface BoardTable {
  title?: string;
  head?: Cell[];
  rows: Cell[][];
}

export interface Board {
  title: string;
  tables: BoardTable[];
  /** Free lines under the tables (whose turn, phase, pending question). */
  notes: Cell[];
}

export function cellText(cell: Cell): string {
  return typeof cell === 'string' ? cell : cell.text;
}

export function styled(text: string, style?: Style | Style[]): Cell {
  return style ? { text, style } : text;
}

export function seatStyle(seat: number): Style {
  return (['seat1', 'seat2', 'seat3', 'seat4'] as const)[seat % 4]!;
}
