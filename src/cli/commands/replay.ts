import { createInterface } from 'node:readline/promises';
import { quote, UserError } from '../../engine/errors.js';
import { outsideBoard } from '../../engine/board.js';
import type { AnyGame, GameEvent, Seat } from '../../engine/game.js';
import type { GameLog, LogMove } from '../../engine/log.js';
import {
  decisionOf, describeLegal, fillForced, type Match, normalizeChoice, playChoice, replayLog, type ReplayOutcome, replayProblem,
  resignLogged, RESIGN, startMatch,
} from '../../engine/match.js';
import { promptFor } from '../../engine/public-prompt.js';
import { showControls } from '../../engine/visible.js';
import { t } from '../i18n/index.js';
import { openLog, withLogLines } from '../log-file.js';
import { plainInteger } from '../integers.js';
import type { CliContext } from '../main.js';
import { renderBoard } from '../ui/tables.js';
import { analyse, analysisBudget } from '../analysis.js';
import { mctsBudget, type BudgetOptions } from '../bot-options.js';

interface ReplayOptions extends BudgetOptions {
  at?: string;
  step?: boolean;
  seat?: string;
  explain?: boolean;
}

/** One logged move as the viewing seat may know it. */
interface ShownMove {
  number: number;
  player: string;
  choice: string;
  description: string;
  events: string[];
}

/** A position of the log: the match after `at` moves, and the last of them. */
interface Position {
  match: Match;
  at: number;
  move: ShownMove | null;
}

export default async function replay(ctx: CliContext, [path]: string[], options: ReplayOptions): Promise<number> {
  // --step is a conversation at a terminal; its JSON form would be --at N --json for each N.
  if (options.step && ctx.json) throw new UserError(t().stepNoJson);
  const { log, game } = await openLog(path!);
  const seats = log.header.players.length;
  let seat: Seat | null = null;
  if (options.seat !== undefined) {
    seat = (plainInteger(options.seat) ?? 0) - 1;
    if (seat < 0 || seat >= seats) throw new UserError(t().seatRange(seats));
  }
  let at = log.moves.length;
  if (options.at !== undefined) {
    at = plainInteger(options.at) ?? -1;
    if (at < 0 || at > log.moves.length) throw new UserError(t().atRange(log.moves.length));
  }
  // The whole log is verified whatever is shown: a board at move N says nothing about a later illegal move.
  const full = withLogLines(path!, () => replayLog(game, log));
  const verified = full.played;
  if (options.step) return step(ctx, path!, game, log, seat, options.at === undefined ? 0 : at, full);
  if (options.explain) return explain(ctx, path!, game, log, seat, full, options);

  const shown = options.at !== undefined && at <= verified ? positionAt(game, log, at, seat) : undefined;
  const board = (m: Match) => m.game.render(m.game.view(m.state, seat));
  if (ctx.json) {
    // With --at N (N within the verified moves): the position shown, in every document.
    const position = shown ? { at, move: shown.move, board: outsideBoard(board(shown.match)) } : {};
    const invalid = invalidDocument(game, path!, full);
    if (invalid) {
      ctx.out(JSON.stringify({ ...invalid, ...position }, null, 2));
      return 2;
    }
    const asOf = (shown ?? full).match;
    const decision = decisionOf(asOf);
    ctx.out(JSON.stringify({
      game: game.id, file: path, valid: true, players: log.header.players, moves: log.moves.length, at,
      result: decision.over ? { winners: decision.result.winners.map((s) => log.header.players[s]), reason: decision.result.reason } : null,
      inProgress: !decision.over,
      // The open question as --seat N may read it: another seat's question only in its public form.
      decision: decision.over ? null : { seat: decision.seat + 1, prompt: promptFor(game, asOf.state, decision, seat, log.header.players) },
      ...position,
    }, null, 2));
    return 0;
  }
  if (shown) {
    ctx.out(renderBoard(ctx.colors, board(shown.match)));
    showMove(ctx, shown.move);
    ctx.out(ctx.colors.dim(t().afterMove(at, log.moves.length)));
  }
  if (reportInvalid(ctx, path!, full)) return 2;
  if (!shown) ctx.out(renderBoard(ctx.colors, board(full.match)));
  const decision = decisionOf(full.match);
  const status = decision.over ? t().result(decision.result, log.header.players) : t().inProgress;
  ctx.out(`${ctx.colors.green('✔')} ${t().movesVerified(log.moves.length)} · ${decision.over ? ctx.colors.bold(status) : status}`);
  return 0;
}

/**
 * `--explain`: every decision with a choice (only seat `seat`'s with --seat), the hard bot's pick from the deciding
 * seat's own view and the estimated win rates of its top moves. A seat's lines name its own moves, so before the
 * game is over they are for that seat's eyes (the help and docs/bots.md say so).
 */
async function explain(ctx: CliContext, path: string, game: AnyGame, log: GameLog, seat: Seat | null, full: ReplayOutcome, options: ReplayOptions): Promise<number> {
  // A log with an illegal move has nothing to explain: --json gets replay --json's document for it.
  const invalid = ctx.json ? invalidDocument(game, path, full) : undefined;
  if (invalid) {
    ctx.out(JSON.stringify(invalid, null, 2));
    return 2;
  }
  if (reportInvalid(ctx, path, full)) return 2;
  const budget = analysisBudget(game, mctsBudget(options));
  // The game the log holds: a transcript's cards as it names them (the places still hidden hold a sample, which the
  // search resamples from the deciding seat's view), a seeded log's as its seed deals them.
  const match = positionAt(game, log, 0, seat).match;
  const seats = log.header.players.length;
  const rows: { move: number; player: string; played: string; best: string; stats: { choice: string; visits: number; winRate: number }[] }[] = [];
  if (!ctx.json) ctx.out(ctx.colors.dim(t().explainHeader(budget.iterations ?? 0)));
  for (let i = 0; i < log.moves.length; i++) {
    const move = log.moves[i]!;
    const decision = fillForced(match, move, decisionOf(match), match.state.rng.told !== undefined);
    const asked = !decision.over && decision.seat === move.seat && (seat === null || seat === move.seat) && decision.choices.length > 1;
    if (asked && normalizeChoice(move.choice) !== RESIGN) {
      const { best, stats, line } = await analyse({ game, state: match.state, decision, seats, match }, log.header.seed, i, budget);
      const played = normalizeChoice(move.choice);
      const player = log.header.players[move.seat]!;
      rows.push({ move: i + 1, player, played, best, stats });
      if (!ctx.json) ctx.out(`${ctx.colors.bold(t().explainMove(i + 1, player, played, played === best))}  ${line}`);
    }
    if (normalizeChoice(move.choice) === RESIGN) resignLogged(match, log, i);
    else playRecorded(match, move);
  }
  if (ctx.json) ctx.out(JSON.stringify({ game: game.id, file: path, iterations: budget.iterations, seat: seat === null ? null : seat + 1, decisions: rows }, null, 2));
  else if (rows.length === 0) ctx.out(t().explainNone);
  return 0;
}

/** `replay --json`'s document for a log that is not valid (docs/json.md), or undefined when it is valid. */
function invalidDocument(game: AnyGame, path: string, full: ReplayOutcome): object | undefined {
  if (full.failure) return { game: game.id, file: path, valid: false, failure: full.failure, verifiedMoves: full.played };
  if (full.resultMismatch) return { game: game.id, file: path, valid: false, resultMismatch: full.resultMismatch };
  return undefined;
}

/** Prints why the log is not valid (the first illegal move, or a wrong result line); false when it is valid. */
function reportInvalid(ctx: CliContext, path: string, full: ReplayOutcome): boolean {
  const problem = replayProblem(full);
  if (!problem) return false;
  // Printed here, not by main's error path: the same care for text from the log (and the file's name).
  const file = showControls(path);
  ctx.err(`cardref: ${file}:${problem.line}: ${showControls(problem.message, true)}`);
  if (full.failure) {
    // The detail is indented under the one `cardref:` line.
    if (problem.legal.length > 0) ctx.err(`  ${t().legalThere(problem.legal.join(' | '))}`);
    ctx.err(`  ${t().validBefore(full.played, file)}`);
  }
  return true;
}

/**
 * Plays logged move `move` (already verified) on `match`, described as `seat` may know it: the description is of
 * the state before the move, and only the events that seat may read are kept.
 */
function playLogged(match: Match, log: GameLog, number: number, seat: Seat | null): ShownMove {
  const move = log.moves[number - 1]!;
  const player = match.header.players[move.seat]!;
  if (normalizeChoice(move.choice) === RESIGN) {
    resignLogged(match, log, number - 1);
    const left = match.left?.includes(move.seat) === true;
    return { number, player, choice: RESIGN, description: left ? t().resignsLeaves(player) : t().resignsGame(player), events: [] };
  }
  // The lone questions an older log lacks are filled in before the move is described; what they did is shown first.
  const filled: GameEvent[] = [];
  fillForced(match, move, decisionOf(match), match.state.rng.told !== undefined, filled);
  // As the seat being replayed for may know it (its own moves in full; no --seat: as a spectator).
  const description = describeLegal(match, move.choice, seat === move.seat ? undefined : seat);
  const visible = (e: GameEvent) => e.to === undefined || e.to === seat;
  const events = [...filled, ...playRecorded(match, move)].filter(visible).map((e) => e.text);
  return { number, player, choice: match.moves[match.moves.length - 1]!.choice, description, events };
}

/**
 * Plays logged move `move` (not a concession), once the lone answers it follows are filled in (`fillForced`): a
 * transcript's move gets the cards its log lines name (a seeded log's none: the seed deals).
 */
function playRecorded(match: Match, move: LogMove): GameEvent[] {
  const told = match.state.rng.told ? { outcomes: move.outcomes ?? [], line: move.line } : undefined;
  return playChoice(match, move.choice, undefined, told);
}

/** The position after `at` verified moves, rebuilt from the start. */
export function positionAt(game: AnyGame, log: GameLog, at: number, seat: Seat | null): Position {
  if (at === 0) return { match: startMatch(game, log.header, log.opening && { opening: log.opening, line: log.moves[0]?.line }), at, move: null };
  const match = replayLog(game, log, at - 1).match;
  return { match, at, move: playLogged(match, log, at, seat) };
}

function showMove(ctx: CliContext, move: ShownMove | null): void {
  if (!move) {
    ctx.out(ctx.colors.dim(t().atStart));
    return;
  }
  ctx.out(`${ctx.colors.bold(`${move.number}. ${move.player}: ${move.choice}`)} — ${move.description}`);
  for (const text of move.events) ctx.out(`  · ${text}`);
}

/** A step-prompt command: where to go, or what else to do. */
type StepCommand = { go: number } | 'quit' | 'help' | 'unknown';

export function parseStepCommand(text: string, at: number): StepCommand {
  const word = text.trim().toLowerCase();
  if (word === '' || word === 'n' || word === 'next') return { go: at + 1 };
  if (word === 'b' || word === 'back') return { go: at - 1 };
  if (word === 'q' || word === 'quit') return 'quit';
  if (word === '?' || word === 'h' || word === 'help') return 'help';
  const jump = /^(?:(?:g|go|goto)\s*)?(\d{1,9})$/.exec(word);
  return jump ? { go: Number(jump[1]) } : 'unknown';
}

/**
 * Walk through the log a move at a time. At a terminal: Enter (next), b (back), g N or N (go to move N), q (quit),
 * ? (help). Without one, every move from the start (or --at N) to the end is shown.
 */
async function step(
  ctx: CliContext, path: string, game: AnyGame, log: GameLog, seat: Seat | null, start: number, full: ReplayOutcome,
): Promise<number> {
  const verified = full.played;
  const invalid = Boolean(full.failure || full.resultMismatch);
  const total = log.moves.length;
  let position = positionAt(game, log, Math.min(start, verified), seat);
  const show = (move: ShownMove | null) => {
    showMove(ctx, move);
    ctx.out(renderBoard(ctx.colors, game.render(game.view(position.match.state, seat))));
    if (position.at === total) {
      const end = decisionOf(position.match);
      ctx.out(end.over ? ctx.colors.bold(t().gameOver(t().result(end.result, log.header.players))) : t().gameInProgress);
    }
  };
  /** Moves to move `target` (clamped to the log); past the last legal move it stops there and says why. */
  const go = (target: number) => {
    const wanted = Math.max(0, Math.min(total, target));
    const to = Math.min(wanted, verified);
    if (to === position.at + 1) {
      position = { match: position.match, at: to, move: playLogged(position.match, log, to, seat) };
      show(position.move);
    } else if (to !== position.at) {
      position = positionAt(game, log, to, seat);
      show(position.move);
    }
    if (wanted > verified) reportInvalid(ctx, path, full);
    else if (target < 0) ctx.out(ctx.colors.dim(t().stepAtStart));
    else if (target > total) ctx.out(ctx.colors.dim(t().stepAtEnd));
  };

  show(position.move);
  if (!process.stdin.isTTY) {
    while (position.at < total) {
      if (position.at >= verified) {
        reportInvalid(ctx, path, full);
        return 2;
      }
      go(position.at + 1);
    }
    return reportInvalid(ctx, path, full) ? 2 : 0;
  }

  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const abort = new AbortController();
  let interrupted = false;
  rl.on('SIGINT', () => { interrupted = true; abort.abort(); });
  rl.on('close', () => abort.abort());
  try {
    for (;;) {
      let answer: string;
      try {
        answer = await rl.question(ctx.colors.dim(t().stepPrompt(position.at, total)), { signal: abort.signal });
      } catch {
        break; // Ctrl+C or the end of input
      }
      const command = parseStepCommand(answer, position.at);
      if (command === 'quit') break;
      if (command === 'help') ctx.out(t().stepHelp);
      else if (command === 'unknown') ctx.out(t().stepUnknown(quote(answer.trim()), t().stepHelp));
      else go(command.go);
    }
  } finally {
    rl.close();
  }
  if (interrupted) return 130;
  return invalid ? 2 : 0;
}
