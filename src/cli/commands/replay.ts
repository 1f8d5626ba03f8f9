import { createInterface } from 'node:readline/promises';
import { quote, UserError } from '../../engine/errors.js';
import { parseLog } from '../../engine/log.js';
import { decisionOf, type Match, normalizeChoice, playChoice, replayLog, resign, RESIGN, startMatch } from '../../engine/match.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import { plainInteger } from '../integers.js';
import { readUserFile } from '../io.js';
import type { CliContext } from '../main.js';
import { renderBoard } from '../ui/tables.js';

interface ReplayOptions {
  at?: string;
  step?: boolean;
  seat?: string;
}

export default async function replay(ctx: CliContext, [path]: string[], options: ReplayOptions): Promise<number> {
  if (options.step && ctx.json) throw new UserError(t().stepNoJson);
  const log = parseLog(readUserFile(path!, t().logFile), path);
  const game = await loadCliGame(log.header.game);
  const seats = log.header.players.length;
  let seat: number | null = null;
  if (options.seat !== undefined) {
    seat = (plainInteger(options.seat) ?? 0) - 1;
    if (seat < 0 || seat >= seats) throw new UserError(t().seatRange(seats));
  }
  let at = log.moves.length;
  if (options.at !== undefined) {
    at = plainInteger(options.at) ?? -1;
    if (at < 0 || at > log.moves.length) throw new UserError(t().atRange(log.moves.length));
  }
  if (options.step) return step(ctx, path!, log, seat);

  const outcome = replayLog(game, log, at);
  const board = (m: Match) => m.game.render(m.game.view(m.state, seat));
  if (outcome.failure) {
    const f = outcome.failure;
    if (ctx.json) {
      ctx.out(JSON.stringify({ game: game.id, file: path, valid: false, failure: f, verifiedMoves: outcome.match.moves.length }, null, 2));
    } else {
      ctx.err(`cardref: ${path}:${f.line}: ${f.message}`);
      if (f.legal.length > 0) ctx.err(t().legalThere(f.legal.join(' | ')));
      ctx.err(t().validBefore(outcome.match.moves.length, path!));
    }
    return 2;
  }
  if (outcome.resultMismatch) {
    const r = outcome.resultMismatch;
    if (ctx.json) ctx.out(JSON.stringify({ game: game.id, file: path, valid: false, resultMismatch: r }, null, 2));
    else ctx.err(`cardref: ${path}:${r.line}: ${t().resultMismatch(r.expected, r.actual)}`);
    return 2;
  }
  const decision = decisionOf(outcome.match);
  const status = decision.over ? t().result(decision.result, log.header.players) : t().inProgress;
  if (ctx.json) {
    ctx.out(JSON.stringify({
      game: game.id, file: path, valid: true, players: log.header.players, moves: log.moves.length, at,
      result: decision.over ? { winners: decision.result.winners.map((s) => log.header.players[s]), reason: decision.result.reason } : null,
      inProgress: !decision.over,
      board: options.at !== undefined ? board(outcome.match) : undefined,
    }, null, 2));
    return 0;
  }
  if (options.at !== undefined) {
    ctx.out(renderBoard(ctx.colors, board(outcome.match)));
    ctx.out(ctx.colors.dim(t().afterMove(at, log.moves.length)));
    return 0;
  }
  ctx.out(renderBoard(ctx.colors, board(outcome.match)));
  ctx.out(`${ctx.colors.green('✔')} ${t().movesVerified(log.moves.length)} · ${decision.over ? ctx.colors.bold(status) : status}`);
  return 0;
}

/** Walk through the log a move at a time; on a terminal Enter advances, q stops. */
async function step(ctx: CliContext, path: string, log: ReturnType<typeof parseLog>, seat: number | null): Promise<number> {
  const game = await loadCliGame(log.header.game);
  const match = startMatch(game, log.header);
  const show = () => ctx.out(renderBoard(ctx.colors, game.render(game.view(match.state, seat))));
  const rl = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  try {
    show();
    for (const [i, move] of log.moves.entries()) {
      if (rl && (await rl.question(ctx.colors.dim(t().stepPrompt))).trim().toLowerCase() === 'q') return 0;
      const who = log.header.players[move.seat];
      const choice = normalizeChoice(move.choice);
      if (choice === RESIGN) {
        resign(match, move.seat);
        ctx.out(`${i + 1}. ${who}: resign`);
        break;
      }
      const decision = decisionOf(match);
      if (decision.over || decision.seat !== move.seat || !decision.choices.includes(choice)) {
        ctx.err(`cardref: ${path}:${move.line}: ${t().stepIllegal(quote(move.choice), decision.over ? undefined : decision.choices.join(' | '))}`);
        return 2;
      }
      // As the seat being replayed for may know it (no --seat: as a spectator).
      const sentence = game.describe(match.state, choice, seat === move.seat ? undefined : seat);
      const events = playChoice(match, choice);
      ctx.out(`${ctx.colors.bold(`${i + 1}. ${who}: ${choice}`)} — ${sentence}`);
      for (const e of events) if (e.to === undefined || e.to === seat) ctx.out(`  · ${e.text}`);
      show();
    }
    const end = decisionOf(match);
    ctx.out(end.over ? ctx.colors.bold(t().gameOver(t().result(end.result, log.header.players))) : t().gameInProgress);
    return 0;
  } finally {
    rl?.close();
  }
}
