import { createInterface } from 'node:readline/promises';
import { quote, UserError } from '../../engine/errors.js';
import { formatResult, parseLog } from '../../engine/log.js';
import { decisionOf, playChoice, replayLog, resign, RESIGN, startMatch, type Match } from '../../engine/match.js';
import { loadGame } from '../../games/index.js';
import { readUserFile } from '../io.js';
import type { CliContext } from '../main.js';
import { renderBoard } from '../ui/tables.js';

interface ReplayOptions {
  at?: string;
  step?: boolean;
  seat?: string;
}

export default async function replay(ctx: CliContext, [path]: string[], options: ReplayOptions): Promise<number> {
  const log = parseLog(readUserFile(path!, 'log file'), path);
  const game = await loadGame(log.header.game);
  const seats = log.header.players.length;
  let seat: number | null = null;
  if (options.seat !== undefined) {
    seat = Number(options.seat) - 1;
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats) throw new UserError(`--seat must be 1 to ${seats}`);
  }
  let at = log.moves.length;
  if (options.at !== undefined) {
    at = Number(options.at);
    if (!Number.isInteger(at) || at < 0 || at > log.moves.length) throw new UserError(`--at must be 0 to ${log.moves.length} (the log has ${log.moves.length} moves)`);
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
      if (f.legal.length > 0) ctx.err(`legal there: ${f.legal.join(' | ')}`);
      ctx.err(`(${outcome.match.moves.length} moves before it are valid; see the board there with: cardref replay ${path} --at ${outcome.match.moves.length})`);
    }
    return 2;
  }
  if (outcome.resultMismatch) {
    const r = outcome.resultMismatch;
    if (ctx.json) ctx.out(JSON.stringify({ game: game.id, file: path, valid: false, resultMismatch: r }, null, 2));
    else ctx.err(`cardref: ${path}:${r.line}: the log says "${r.expected}" but the game gives "${r.actual}"`);
    return 2;
  }
  const decision = decisionOf(outcome.match);
  const status = decision.over ? formatResult(decision.result, log.header.players) : 'in progress';
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
    ctx.out(ctx.colors.dim(`after move ${at} of ${log.moves.length}`));
    return 0;
  }
  ctx.out(renderBoard(ctx.colors, board(outcome.match)));
  ctx.out(`${ctx.colors.green('✔')} ${log.moves.length} moves verified · ${decision.over ? ctx.colors.bold(status) : 'game in progress'}`);
  return 0;
}

/** Walk through the log a move at a time; on a terminal Enter advances, q stops. */
async function step(ctx: CliContext, path: string, log: ReturnType<typeof parseLog>, seat: number | null): Promise<number> {
  const game = await loadGame(log.header.game);
  const match = startMatch(game, log.header);
  const show = () => ctx.out(renderBoard(ctx.colors, game.render(game.view(match.state, seat))));
  const rl = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  try {
    show();
    for (const [i, move] of log.moves.entries()) {
      if (rl && (await rl.question(ctx.colors.dim('Enter: next move · q: quit '))).trim().toLowerCase() === 'q') return 0;
      const who = log.header.players[move.seat];
      if (move.choice.toLowerCase() === RESIGN) {
        resign(match, move.seat);
        ctx.out(`${i + 1}. ${who}: resign`);
        break;
      }
      const decision = decisionOf(match);
      if (decision.over || decision.seat !== move.seat || !decision.choices.includes(move.choice.toLowerCase())) {
        ctx.err(`cardref: ${path}:${move.line}: illegal move ${quote(move.choice)}${decision.over ? '' : `; legal there: ${decision.choices.join(' | ')}`}`);
        return 2;
      }
      const sentence = game.describe(match.state, move.choice.toLowerCase());
      const events = playChoice(match, move.choice);
      ctx.out(`${ctx.colors.bold(`${i + 1}. ${who}: ${move.choice}`)} — ${sentence}`);
      for (const e of events) if (e.to === undefined || e.to === seat) ctx.out(`  · ${e.text}`);
      show();
    }
    const end = decisionOf(match);
    ctx.out(end.over ? ctx.colors.bold(`Game over: ${formatResult(end.result, log.header.players)}`) : 'Game in progress.');
    return 0;
  } finally {
    rl?.close();
  }
}
