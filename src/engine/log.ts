/**
 * The game-log text format of DESIGN.md: `key: value` header lines, a blank line, then one
 * `<seat name>: <choice>` line per move, `#` comments, and an optional final `result:` line.
 */
import type { ChanceOutcome } from './chance.js';
import { quote, UserError } from './errors.js';
import type { Seat } from './game.js';
import { em } from './messages.js';
import { hasControls, showControls } from './visible.js';

export { formatResult, resultSays, resultWho } from './result-line.js';

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
  /** Line of each `option.<name>` line, so an option the game does not have (or a bad value) is named with its line. */
  optionLines?: Map<string, number>;
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

/** The longest player name a new game takes. A log keeps the names it has: an older one may hold longer names. */
export const NAME_MAX = 40;
/** The longest seed: `sim` refuses a base seed whose last game's `<seed>-<n>` would be longer. */
export const SEED_MAX = 64;

/**
 * Why `name` cannot be a player's name, or undefined when it can: the one rule for a name typed at `play`, sent to
 * the protocol or read from a log. A name must read back from the log as itself (the players line is split at
 * commas, a move line at its first colon; `#` starts a comment, `>` a chance line, `result:` the last line) and
 * reach a terminal as plain text. `fresh`: the name of a new game, which is at most NAME_MAX characters and does
 * not begin with `>` either (a log tells such a name's moves from chance lines only while no pile has that name).
 */
export function playerNameProblem(name: string, fresh = false): string | undefined {
  if (name === '') return em().nameEmpty;
  const why = nameRuleBroken(name, fresh);
  return why === undefined ? undefined : em().badName(quote(name), why);
}

function nameRuleBroken(name: string, fresh: boolean): string | undefined {
  const m = em();
  // U+2028 and U+2029 are line breaks too (a `.` of a regex stops there, as does an editor).
  if (hasControls(name) || /[\u2028\u2029]/.test(name)) return m.nameControls;
  // A lone surrogate cannot be written to a UTF-8 file: it would come back as another name.
  if (/\p{Cs}/u.test(name)) return m.nameBroken;
  if (name.trim() !== name) return m.nameSpaces;
  if (/[:,#]/.test(name)) return m.nameChars;
  if (name.toLowerCase() === 'result') return m.nameResult;
  if (!fresh) return undefined;
  // Older versions took these, and their logs still read: a move of `>Bo` is told from a chance line by the name.
  if (name.startsWith('>')) return m.nameChance;
  if ([...name].length > NAME_MAX) return m.nameTooLong(NAME_MAX);
  return undefined;
}

/** Why `names` cannot be the players of a game (a name broken as `playerNameProblem` says, or two alike), or undefined. */
export function playersProblem(names: readonly string[], fresh = false): string | undefined {
  for (const name of names) {
    const problem = playerNameProblem(name, fresh);
    if (problem) return problem;
  }
  return new Set(names).size === names.length ? undefined : em().namesDiffer;
}

/** Why `seed` cannot be a game's seed (typed, sent to the protocol or read from a log), or undefined. */
export function seedProblem(seed: string): string | undefined {
  return seed.length <= SEED_MAX && /^[\w.-]+$/.test(seed) ? undefined : em().seedSyntax(quote(seed), SEED_MAX);
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
  const optionLines = new Map<string, number>();
  const fieldLines = new Map<string, number>();
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
      // The pattern's groups always match: the header's kind and the name after its dot.
      const kind = dotted[1]!, name = dotted[2]!;
      if (kind === 'option') {
        if (Object.hasOwn(options, name)) fail(i + 1, em().headerTwice(key));
        options[name] = value;
        optionLines.set(name, i + 1);
      } else if (kind === 'order') {
        (orders[name] ??= []).push(value.split(/\s+/).filter(Boolean));
        if (!orderLines.has(name)) orderLines.set(name, i + 1);
      }
      else {
        const seat = /^\d+$/.test(name) ? Number(name) - 1 : -1;
        if (!Number.isInteger(seat) || seat < 0 || seat > 7) fail(i + 1, em().deckSeat(name));
        if (decks[seat] !== undefined) fail(i + 1, em().headerTwice(key));
        decks[seat] = value;
      }
    } else if (['game', 'version', 'players', 'seed', 'first'].includes(key)) {
      if (fields.has(key)) fail(i + 1, em().headerTwice(key));
      fields.set(key, value);
      fieldLines.set(key, i + 1);
    } else fail(i + 1, em().unknownHeader(key));
  }
  for (const required of ['game', 'players']) {
    if (!fields.get(required)) throw new UserError(em().headerMissing(source, required), 2);
  }
  const players = fields.get('players')!.split(',').map((p) => p.trim());
  const badPlayers = playersProblem(players);
  if (badPlayers) fail(fieldLines.get('players')!, badPlayers);
  const badSeed = fields.has('seed') ? seedProblem(fields.get('seed')!) : undefined;
  if (badSeed) fail(fieldLines.get('seed')!, badSeed);
  const firstLine = fieldLines.get('first');
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
    ...(optionLines.size > 0 ? { optionLines } : {}),
    ...(firstLine !== undefined ? { firstLine } : {}),
  };
  const moves: LogMove[] = [];
  let result: GameLog['result'];
  let opening: ChanceOutcome[] | undefined;
  for (i = i + 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (result) fail(i + 1, em().moveAfterResult);
    // A new game's names never begin with `>` (playerNameProblem); an older log's moves of such a name stay moves.
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

/** A line of the log quoted in a message: shortened, its control characters shown. */
function clip(text: string): string {
  const shown = showControls(text);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
}
