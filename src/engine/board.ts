/**
 * A rendered board as data: games describe their playmat as sections of labelled lines with styled cells, the CLI
 * fits them to the terminal. Keeping it data means game modules never import terminal libraries and `--json` gets
 * the board for free.
 */
/**
 * How a cell looks, in words that name no game: a seat's colour, a hue, an emphasis, or a meaning (`good`, `bad`,
 * `hidden`). Each game maps its own colours (WIXOSS card colours, PAD orbs) onto these in its render code.
 */
export type Style =
  | 'seat1' | 'seat2' | 'seat3' | 'seat4'
  | 'red' | 'blue' | 'green' | 'yellow' | 'magenta' | 'cyan' | 'gray'
  | 'bold' | 'dim' | 'good' | 'bad' | 'hidden';

export type Cell = string | { text: string; style?: Style | Style[] };

export interface BoardTable {
  title?: string;
  head?: Cell[];
  rows: Cell[][];
}

/**
 * One zone of the playmat: a label and its items (cards by short name with key stats, counts). `show` makes a line
 * depend on the room: a `detail` line (a card's text, a pile's contents) only when there is space, a `brief` line
 * (the same zone in one line) only when its section's detail lines are left out.
 */
export interface BoardLine {
  label?: string;
  items: Cell[];
  show?: 'detail' | 'brief';
}

/**
 * `seat`: one seat's side of the table (its name heads it, with `items` as the counts that decide the game);
 * `hand`: the viewing seat's private cards, drawn right under its side; `shared`: what belongs to nobody (supply,
 * decks in the middle); `status`: turn, phase, who decides, the game's deciding counters, drawn last.
 */
export interface BoardSection {
  role: 'seat' | 'hand' | 'shared' | 'status';
  /** 0-based seat of a `seat` or `hand` section (from 1 outside: `outsideBoard`). */
  seat?: number;
  /** Heading: a seat's name, a shared zone's title. */
  name?: string;
  /** On the heading line after the name: the seat's counts. */
  items?: Cell[];
  lines: BoardLine[];
}

export interface Board {
  title: string;
  /**
   * The 0-based seat whose view this is (null: a spectator; from 1 outside: `outsideBoard`); the layout puts it at the
   * bottom and marks it "you".
   */
  viewer?: number | null;
  sections?: BoardSection[];
  /** The sections as tables (label + items per row), for `--json` readers of the original shape. */
  tables: BoardTable[];
  /** The status section's lines as free lines (whose turn, phase, pending question). */
  notes: Cell[];
}

/**
 * One short form a board shows, for its key: `term` as the board writes it (`RG GDH (2 GD)`, `2/1/0`), `legend` its
 * meaning in a few words (a wide screen's one-line legend), `help` in a sentence (the `help` command). In the content
 * language, like the board.
 */
export interface KeyEntry {
  term: string;
  legend: string;
  help: string;
}

/**
 * The board as cardref shows it outside (the protocol's observation, `replay --json`): seats numbered from 1, like
 * every other seat number there (`viewer`, each section's `seat`). Inside, boards keep the engine's 0-based seats.
 */
export function outsideBoard(board: Board): Board {
  return {
    ...board,
    ...(typeof board.viewer === 'number' ? { viewer: board.viewer + 1 } : {}),
    ...(board.sections ? { sections: board.sections.map((section) => (section.seat === undefined ? section : { ...section, seat: section.seat + 1 })) } : {}),
  };
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

/** A labelled line; `show` marks it as shown only with room (`detail`) or only without (`brief`). */
export function line(label: string | undefined, items: Cell[], show?: 'detail' | 'brief'): BoardLine {
  return { ...(label !== undefined ? { label } : {}), items, ...(show ? { show } : {}) };
}

/**
 * A zone shown two ways: its `brief` items on one line where rows are short, or with room one `detail` line per
 * card (the label on the first only). `empty` stands for the cards of a zone that has none.
 */
export function zoneLines(label: string, brief: Cell[], detail: Cell[][], empty: Cell = '-'): BoardLine[] {
  return [
    line(label, brief.length ? brief : [empty], 'brief'),
    ...(detail.length ? detail.map((items, i) => line(i === 0 ? label : '', items, 'detail')) : [line(label, [empty], 'detail')]),
  ];
}

/**
 * The board of a game: its sections, and the same content as `tables` and `notes` (every line except the brief
 * ones, which repeat detail lines in short) so readers of the older shape keep working.
 */
export function makeBoard(title: string, viewer: number | null, sections: BoardSection[]): Board {
  const full = (s: BoardSection) => s.lines.filter((l) => l.show !== 'brief');
  const tables: BoardTable[] = sections.filter((s) => s.role !== 'status').map((s) => ({
    ...(s.name !== undefined ? { title: [s.name, ...(s.items ?? []).map(cellText)].join(' · ') } : {}),
    rows: full(s).map((l) => [l.label ?? '', ...l.items]),
  }));
  const notes: Cell[] = sections.filter((s) => s.role === 'status').flatMap((s) =>
    full(s).map((l) => (l.label === undefined && l.items.length === 1 ? l.items[0]! : [l.label, ...l.items.map(cellText)].filter(Boolean).join(' · '))));
  return { title, viewer, sections, tables, notes };
}
