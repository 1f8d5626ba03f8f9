/**
 * The game-log text format of DESIGN.md: `key: value` header lines, a blank line, then one
 * `<seat name>: <choice>` line per move, `#` comments, and an optional final `result:` line.
 */
import type { ChanceOutcome } from './chance.js';
import { UserError } from './errors.js';
import type { GameResult, Seat } from './game.js';
import { em } from './messages.js';

export interface LogHeader {
  game: string;
  version: string;
  players: string[];
  seed: string;
  /** 0-based first seat, when it was fixed rather than flipped. */
  first?: Seat;
  /** Deck per seat as text: a built-in deck id or the one-line deck list form. */
  decks: (string | undefined)[];
  options: Record<string, string>;
  /** `order.<key>` lines: stacked orders (top card first), consumed by shuffles of that key in turn. */
  orders: Record<string, string[][]>;
  /** Line of the first `order.<key>` line of each key, so a key the game does not stack is named with its line. */
  orderLines?: Map<string, number>;
  /** Line of the `first:` line, so a `first:` the rules overrule (EAT/PAINT's SPD) is named with its line. */
  firstLine?: number;
}

export interface LogMove {
  seat: Seat;
  choice: string;
  /** 1-based line in the log file. */
  line: number;
  /** Written as a `#` comment line before the move (why a bot conceded); reading a log skips comments. */
  note?: string;
  /** A transcript's chance lines after the move: what became known during it, in order. */
  outcomes?: ChanceOutcome[];
}

export interface GameLog {
  header: LogHeader;
  moves: LogMove[];
  result?: { text: string; line: number };
  /**
   * Present when the log is a transcript (it has `> <pile>: <card> …` lines): the outcomes before the first move
   * (the opening hands). Then every chance outcome comes from the log, none from the seed.
   */
  opening?: ChanceOutcome[];
}

export function formatResult(result: GameResult, players: string[]): string {
  const who = result.winners.length === 0 ? (result.label ?? 'draw') : `${result.winners.map((s) => players[s]).join(' & ')} wins`;
  return `${who} (${result.reason})`;
}

/** The part of a result line that replay verifies: who won, not the wording of the reason. */
export function resultOutcome(text: string): string {
  return text.replace(/\s*\(.*$/, '').trim().toLowerCase();
}

export function writeLog(log: GameLog): string {
  const h = log.header;
  const lines = [`game: ${h.game}`, `version: ${h.version}`, `players: ${h.players.join(', ')}`, `seed: ${h.seed}`];
  if (h.first !== undefined) lines.push(`first: ${h.first + 1}`);
  h.decks.forEach((deck, seat) => {
    if (deck !== undefined) lines.push(`deck.${seat + 1}: ${deck}`);
  });
  for (const [name, value] of Object.entries(h.options)) lines.push(`option.${name}: ${value}`);
  for (const [key, orders] of Object.entries(h.orders)) for (const order of orders) lines.push(`order.${key}: ${order.join(' ')}`);
  lines.push('');
  if (log.opening) lines.push(...chanceLines(log.opening));
  for (const move of log.moves) {
    if (move.note) lines.push(`# ${move.note.replace(/[\r\n]+/g, ' ')}`);
    lines.push(`${h.players[move.seat]}: ${move.choice}`);
    if (move.outcomes) lines.push(...chanceLines(move.outcomes));
  }
  if (log.result) lines.push(`result: ${log.result.text}`);
  return lines.join('\n') + '\n';
}

/** Chance lines `> <pile>: <card> <card> …`: one line per run of outcomes of the same pile. */
function chanceLines(outcomes: ChanceOutcome[]): string[] {
  const lines: string[] = [];
  let key: string | undefined;
  for (const o of outcomes) {
    if (o.key === key) lines[lines.length - 1] += ` ${o.name}`;
    else lines.push(`> ${o.key}: ${o.name}`);
    key = o.key;
  }
  return lines;
}

/** A chance line's outcomes, each with the line it is on; `undefined` when the text is not a chance line. */
function parseChanceLine(line: string, number: number): ChanceOutcome[] | undefined {
  const m = /^>\s*([A-Za-z0-9][\w.-]*)\s*:\s*(\S.*)$/.exec(line);
  if (!m) return undefined;
  return m[2]!.split(/\s+/).map((name) => ({ key: m[1]!.toLowerCase(), name, line: number }));
}

export function parseLog(text: string, source = 'log'): GameLog {
  if (text.includes('\u0000')) throw new UserError(em().notText(source), 2);
  const lines = text.split(/\r?\n/);
  const fail = (line: number, message: string): never => {
    throw new UserError(`${source}:${line}: ${message}`, 2);
  };
  const fields = new Map<string, string>();
  const decks: (string | undefined)[] = [];
  // Keys the log names (`option.constructor`, `order.__proto__`) must never reach Object.prototype.
  const options: Record<string, string> = Object.create(null);
  const orders: Record<string, string[][]> = Object.create(null);
  const orderLines = new Map<string, number>();
  let firstLine: number | undefined;
  let i = 0;
  for (; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (line === '') break;
    if (line.startsWith('#')) continue;
    const m = /^([A-Za-z][\w.-]*)\s*:\s*(.*)$/.exec(line);
    if (!m) fail(i + 1, em().headerLine(clip(line)));
    const key = m![1]!.toLowerCase();
    const value = m![2]!.trim();
    const dotted = /^(deck|order|option)\.(.+)$/.exec(key);
    if (dotted) {
      const [, kind, name] = dotted;
      if (kind === 'option') {
        if (Object.hasOwn(options, name!)) fail(i + 1, em().headerTwice(key));
        options[name!] = value;
      } else if (kind === 'order') {
        (orders[name!] ??= []).push(value.split(/\s+/).filter(Boolean));
        if (!orderLines.has(name!)) orderLines.set(name!, i + 1);
      }
      else {
        const seat = /^\d+$/.test(name!) ? Number(name) - 1 : -1;
        if (!Number.isInteger(seat) || seat < 0 || seat > 7) fail(i + 1, em().deckSeat(name));
        if (decks[seat] !== undefined) fail(i + 1, em().headerTwice(key));
        decks[seat] = value;
      }
    } else if (['game', 'version', 'players', 'seed', 'first'].includes(key)) {
      if (fields.has(key)) fail(i + 1, em().headerTwice(key));
      fields.set(key, value);
      if (key === 'first') firstLine = i + 1;
    } else fail(i + 1, em().unknownHeader(key));
  }
  for (const required of ['game', 'players']) {
    if (!fields.get(required)) throw new UserError(em().headerMissing(source, required), 2);
  }
  const players = fields.get('players')!.split(',').map((p) => p.trim());
  if (players.some((p) => !p) || new Set(players).size !== players.length) {
    throw new UserError(em().badPlayers(source), 2);
  }
  let first: Seat | undefined;
  if (fields.has('first')) {
    first = Number(fields.get('first')) - 1;
    if (!Number.isInteger(first) || first < 0 || first >= players.length) {
      throw new UserError(em().badFirst(`${source}:${firstLine}`, players.length), 2);
    }
  }
  const header: LogHeader = {
    game: fields.get('game')!.toLowerCase(),
    version: fields.get('version') ?? '1',
    players,
    seed: fields.get('seed') ?? '0',
    first,
    decks,
    options,
    orders,
    ...(orderLines.size > 0 ? { orderLines } : {}),
    ...(firstLine !== undefined ? { firstLine } : {}),
  };
  const moves: LogMove[] = [];
  let result: GameLog['result'];
  let opening: ChanceOutcome[] | undefined;
  for (i = i + 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (result) fail(i + 1, em().moveAfterResult);
    // A player may not be named like a chance line's start; should one be, their moves stay moves.
    if (line.startsWith('>') && !players.includes(line.slice(0, Math.max(0, line.indexOf(':'))).trim())) {
      const told = parseChanceLine(line, i + 1);
      if (!told) fail(i + 1, em().chanceLine(clip(line)));
      opening ??= [];
      const last = moves[moves.length - 1];
      if (last) (last.outcomes ??= []).push(...told!);
      else opening.push(...told!);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0) fail(i + 1, em().moveLine(clip(line)));
    const who = line.slice(0, colon).trim();
    const choice = line.slice(colon + 1).trim();
    if (who.toLowerCase() === 'result') {
      result = { text: choice, line: i + 1 };
      continue;
    }
    const seat = players.indexOf(who);
    if (seat < 0) fail(i + 1, em().notAPlayer(clip(who), players.join(', ')));
    if (!choice) fail(i + 1, em().noMove(who));
    moves.push({ seat, choice, line: i + 1 });
  }
  return opening ? { header, moves, result, opening } : { header, moves, result };
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
