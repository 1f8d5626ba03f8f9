/**
 * Fitting a game's board to the play screen. The session asks for the board of one seat's view at the space left
 * for it (the terminal's columns, and its rows minus the events and the prompt) and gets lines that fit.
 *
 * Contract (the session relies on it): every returned line is at most `size.columns` display columns wide; at
 * 80x24 and larger the lines fit `size.rows` while still showing the whole public state of both fields (every count)
 * and the viewing seat's hand; the opponent's side comes first, the viewer's side below, the status line last.
 * Wider and taller sizes may add detail (card texts in the hand); narrower ones use a compact layout. The other
 * seats come in turn order after the viewer (a spectator sees seat 1 at the bottom, unmarked); the viewing seat's
 * heading is "▶ You (name)" in every game; the board's title is the first line only when a row is to spare.
 *
 * How: the board's sections are drawn as labelled lines whose items wrap whole; when the lines do not fit the
 * rows, sections give up detail one step at a time (the hand's detail lines cut to one row each, then the brief form
 * of every zone: the shared zones and the opponents first, the viewer's hand last), and as a last resort the labels
 * stop being a column of their own.
 */
import { cellText, seatStyle, type Board, type BoardLine, type BoardSection, type Cell, type KeyEntry } from '../../engine/board.js';
import { t } from '../i18n/index.js';
import { paint, type Colors } from './colors.js';
import { displayWidth, padEndDisplay } from './width.js';
import { wrapText } from './wrap.js';

export interface ScreenSize {
  columns: number;
  rows: number;
}

/** How much of a section's detail is drawn: all, detail lines cut to one row, or the brief lines instead. */
type Detail = 2 | 1 | 0;

/** A screen this wide has room for the key's legend line (an 80-column screen keeps its rows for the game). */
export const LEGEND_COLUMNS = 100;
/** Below this many columns labels are not lined up in a column (the compact layout). */
const ALIGNED_LABELS = 70;
/** Widest label column; a longer label simply takes more room on its line. */
const MAX_LABEL = 14;
const SEPARATOR = ' · ';
const LABEL_GAP = '  ';
/** A long item ending a sentence is prose (a card's text): it may start on a line with MIN_PROSE_ROOM columns left. */
const PROSE = 30;
const SENTENCE_END = /[.。!?！？]$/u;
const MIN_PROSE_ROOM = 16;

/** A piece of a screen line: plain text and the cell it was cut from (for its style). */
interface Piece { text: string; cell: Cell }
type ScreenLine = Piece[];

const plainWidth = (line: ScreenLine) => displayWidth(line.map((p) => p.text).join(''));
const piece = (text: string, cell: Cell = text): Piece => ({ text, cell });
const restyle = (cell: Cell, text: string): Cell => (typeof cell === 'string' ? text : { ...cell, text });

/**
 * `items` laid out after `head` (already on the first line), whole items per line separated by " · "; a later line
 * starts at `hang` columns; an item wider than a line wraps by words.
 */
function flow(head: ScreenLine, items: Cell[], columns: number, hang: number): ScreenLine[] {
  const lines: ScreenLine[] = [];
  let current = head;
  let first = true;
  for (const item of items) {
    const text = cellText(item);
    const sep = first ? (plainWidth(current) > 0 && !/\s$/u.test(current.at(-1)?.text ?? '') ? ' ' : '') : SEPARATOR;
    if (plainWidth(current) + displayWidth(sep + text) <= columns) {
      current = [...current, piece(sep, sep.trim() ? { text: sep, style: 'dim' } : sep), piece(text, item)];
    } else {
      // Prose (a card's text) goes on where the line has room; a card or count moves whole to the next line.
      const prose = displayWidth(text) > PROSE && SENTENCE_END.test(text) && columns - plainWidth(current) - displayWidth(sep) >= MIN_PROSE_ROOM;
      if (prose || plainWidth(current) <= hang) current = [...current, piece(sep, sep.trim() ? { text: sep, style: 'dim' } : sep)];
      else { lines.push(current); current = [piece(' '.repeat(hang))]; }
      const parts = wrapAfter(text, columns - plainWidth(current), columns - hang);
      parts.forEach((part, i) => {
        if (i > 0) { lines.push(current); current = [piece(' '.repeat(hang))]; }
        current = [...current, piece(part, restyle(item, part))];
      });
    }
    first = false;
  }
  lines.push(current);
  return lines;
}

/**
 * `text` wrapped by words when its first line has `first` columns and the lines after it `rest` (they start at the
 * hang): a card's text runs on at the full width rather than in a narrow column under where it began.
 */
function wrapAfter(text: string, first: number, rest: number): string[] {
  const [head = '', ...more] = wrapText(text, Math.max(1, first)).split('\n');
  if (more.length === 0 || !text.startsWith(head)) return [head, ...more];
  return [head, ...wrapText(text.slice(head.length).trimStart(), Math.max(1, rest)).split('\n')];
}

/** A line cut to one screen row at a word, ending in "…". */
function oneRow(head: ScreenLine, items: Cell[], columns: number): ScreenLine[] {
  const text = items.map(cellText).join(SEPARATOR);
  const gap = /\S$/u.test(head.map((p) => p.text).join('')) ? [piece(' ')] : [];
  const room = columns - plainWidth(head) - gap.length - 1;
  const [whole = '', more] = wrapText(text, Math.max(1, room)).split('\n');
  // A cut between two items ends at the last whole item, not at a dangling " ·".
  const first = more === undefined ? whole : whole.replace(/\s*·\s*$/u, '');
  const cell = items[0] ?? '';
  return [[...head, ...gap, piece(first, restyle(cell, first)), ...(more === undefined ? [] : [piece('…', { text: '…', style: 'dim' })])]];
}

/** Lines shown at a level of detail. */
const shown = (s: BoardSection, detail: Detail) => s.lines.filter((l) => (detail === 0 ? l.show !== 'detail' : l.show !== 'brief'));

/** One label column for the whole board, so every zone's items start at the same place. */
function labelWidth(lines: BoardLine[]): number {
  return Math.min(MAX_LABEL, Math.max(0, ...lines.map((l) => (l.label ? displayWidth(l.label) : 0))));
}

function drawLine(l: BoardLine, columns: number, indent: number, labels: number, detail: Detail): ScreenLine[] {
  const label = l.label ?? '';
  const column = labels > 0 && (indent > 0 || label !== '');
  const text = column ? padEndDisplay(label, labels) + LABEL_GAP : label;
  // Without a label column, an unlabelled line continuing a zone (its next card) is indented under the zone.
  const lead = ' '.repeat(indent + (!column && label === '' && l.label !== undefined ? 2 : 0));
  const head: ScreenLine = [piece(lead), ...(text ? [piece(text, { text, style: 'dim' })] : [])];
  // A list's later rows start under its items; a detail line's (a card's text) a little further in.
  const hang = (column ? indent + labels + LABEL_GAP.length : indent + 2) + (l.show === 'detail' ? 2 : 0);
  if (l.show === 'detail' && detail === 1) return oneRow(head, l.items, columns);
  return flow(head, l.items, columns, Math.min(hang, Math.floor(columns / 3)));
}

function heading(s: BoardSection, viewer: number | null | undefined): Cell | undefined {
  if (s.name === undefined) return undefined;
  if (s.role !== 'seat') return { text: s.name, style: 'bold' };
  const style = s.seat === undefined ? 'bold' : [seatStyle(s.seat), 'bold' as const];
  return { text: s.seat === viewer ? t().boardYou(s.name) : t().boardOther(s.name), style };
}

function drawSection(s: BoardSection, viewer: number | null | undefined, columns: number, labels: number, detail: Detail): ScreenLine[] {
  const out: ScreenLine[] = [];
  const title = heading(s, viewer);
  if (title) out.push(...flow([piece(cellText(title), title), piece(LABEL_GAP)], s.items ?? [], columns, 2));
  const indent = s.role === 'status' ? 0 : 2;
  for (const l of shown(s, detail)) out.push(...drawLine(l, columns, indent, s.role === 'status' ? 0 : labels, detail));
  return out;
}

/** A board without sections (an older shape): each table as a shared section of `label items` lines. */
function sectionsOf(board: Board): BoardSection[] {
  if (board.sections) return board.sections;
  const tables: BoardSection[] = board.tables.map((table) => ({
    role: 'shared',
    ...(table.title !== undefined ? { name: table.title } : {}),
    lines: table.rows.map((row) => ({
      label: table.head ? '' : cellText(row[0] ?? ''),
      items: table.head ? row.map((c, i) => (table.head![i] ? restyle(c, `${cellText(table.head![i]!)}: ${cellText(c)}`) : c)) : row.slice(1),
    })),
  }));
  return [...tables, { role: 'status', lines: board.notes.map((n) => ({ items: [n] })) }];
}

/** Top to bottom: the other seats (in turn order after the viewer), shared zones, the viewer, their hand, status. */
function ordered(sections: BoardSection[], viewer: number | null | undefined): BoardSection[] {
  const seats = [...new Set(sections.filter((s) => s.role === 'seat').map((s) => s.seat ?? 0))].sort((a, b) => a - b);
  const near = viewer ?? seats[0] ?? 0;
  // Turn order after the viewer: the next seat first, so every seat keeps its place around the table.
  const distance = (seat: number) => (seat - near + seats.length) % Math.max(1, seats.length);
  const rank = (s: BoardSection): [number, number] => {
    if (s.role === 'status') return [5, 0];
    if (s.role === 'hand') return [4, 0];
    if (s.role === 'shared') return [1, 0];
    return s.seat === near ? [3, 0] : [0, distance(s.seat ?? 0)];
  };
  return sections.map((s, i) => ({ s, i, r: rank(s) }))
    .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.i - b.i).map((x) => x.s);
}

/**
 * Which sections give up detail first, as groups that change together (so the other seats look alike): shared
 * zones, then the other seats, the viewer, the hand; status last.
 */
function yieldGroups(sections: BoardSection[], viewer: number | null | undefined): number[][] {
  const weight = (s: BoardSection) => (s.role === 'shared' ? 0 : s.role === 'seat' ? (s.seat === viewer ? 2 : 1) : s.role === 'hand' ? 3 : 4);
  const groups: number[][] = [[], [], [], [], []];
  sections.forEach((s, i) => groups[weight(s)]!.push(i));
  return groups.filter((g) => g.length > 0);
}

/** The key's entries that fit one line of `columns`, after its label; undefined when not even one does. */
function legendLine(key: KeyEntry[], columns: number): string | undefined {
  let line = '';
  for (const entry of key) {
    const next = `${line === '' ? t().boardLegend : `${line}${SEPARATOR}`}${entry.term} = ${entry.legend}`;
    if (displayWidth(next) > columns) break;
    line = next;
  }
  return line === '' ? undefined : line;
}

export function layoutBoard(colors: Colors, board: Board, size: ScreenSize, key: KeyEntry[] = []): string[] {
  const columns = Math.max(20, size.columns);
  const sections = ordered(sectionsOf(board), board.viewer);
  const detail: Detail[] = sections.map(() => 2);
  let aligned = columns >= ALIGNED_LABELS;
  const draw = () => {
    const labels = aligned ? labelWidth(sections.flatMap((s, i) => (s.role === 'status' ? [] : shown(s, detail[i]!)))) : 0;
    return sections.flatMap((s, i) => drawSection(s, board.viewer, columns, labels, detail[i]!));
  };
  let lines = draw();
  const groups = yieldGroups(sections, board.viewer);
  for (const step of [1, 0] as const) {
    for (const group of groups) {
      if (lines.length <= size.rows) break;
      // Cutting detail lines to a row saves room only where they are few lines of text each: a hand's cards.
      const change = group.filter((i) => sections[i]!.lines.some((l) => l.show) && (step === 0 || sections[i]!.role === 'hand'));
      if (change.length === 0) continue;
      for (const i of change) detail[i] = step;
      lines = draw();
    }
  }
  // Last resort: labels stop being a column, so the items get its room.
  if (lines.length > size.rows && aligned) {
    aligned = false;
    lines = draw();
  }
  const title: ScreenLine = [piece(board.title, { text: board.title, style: 'bold' })];
  const all = lines.length < size.rows && displayWidth(board.title) <= columns ? [title, ...lines] : lines;
  const legend = columns >= LEGEND_COLUMNS && all.length < size.rows ? legendLine(key, columns) : undefined;
  const keyed = legend === undefined ? all : [...all, [piece(legend, { text: legend, style: 'dim' })]];
  return keyed.map((l) => l.map((p) => paint(colors, restyle(p.cell, p.text))).join('').trimEnd());
}
