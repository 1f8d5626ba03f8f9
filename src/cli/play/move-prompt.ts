/**
 * Asking a person for a move: at a terminal, the move prompt on the seat's screen (commands show their output and
 * ask again, a mistyped move is explained); piped, one line per decision (a command prints its output, an illegal
 * line ends the game with exit code 2). Both read commands from the one table in prompt-commands.ts.
 */
import { IllegalChoiceError, quote, UserError } from '../../engine/errors.js';
import type { Decision, Seat } from '../../engine/game.js';
import { decisionOf, resignLeaves } from '../../engine/match.js';
import { t } from '../i18n/index.js';
import { moveColumnWidth, moveLines } from '../ui/move-list.js';
import { selectTheme } from '../ui/select-theme.js';
import { terminalWidth } from '../ui/tables.js';
import { boardHelpLines } from './board-help.js';
import { helpText, historyMessage, illegalText, infoText, movesText } from './command-output.js';
import { commandWords, moveNumber, runCommand } from './prompt-commands.js';
import type { Colors } from '../ui/colors.js';
import type { MoveInput } from './inputs.js';
import type { Interrupt } from './interrupt.js';
import type { SeatScreen } from './seat-screen.js';
import type { Session } from './session.js';

/**
 * The move prompt until `seat` has moved (or resigned, or taken a move back so that another seat decides). A
 * command answers `true` when the decision is settled, `false` to ask again, or a move to play (`pick`).
 */
export async function askTerminal(session: Session, seat: Seat): Promise<void> {
  const { screen, colors: c } = session;
  if (screen.seat !== seat) {
    await screen.turnTo(seat);
    screen.message = undefined;
  }
  for (;;) {
    const decision = decisionOf(session.match);
    if (decision.over || decision.seat !== seat) return;
    const label = `${c.bold(session.name(seat))} > `;
    screen.redraw = () => screen.draw(seat, `${c.bold(t().decides(session.name(seat), seat + 1))} · ${decision.prompt}`, decision.prompt);
    screen.redraw();
    const typed = (await session.ask(label, [...decision.choices, ...commandWords('move')])).trim();
    if (typed === '') {
      if (!screen.nextPage()) screen.message = undefined;
      continue;
    }
    const hosted = decision.choices.includes(typed) ? undefined : session.o.hostCommand?.(typed);
    if (hosted !== undefined) {
      screen.say(hosted);
      continue;
    }
    const command = runCommand<'move', Promise<boolean | string>>('move', typed, decision.choices, {
      moves: async () => { screen.show({ entries: (columns) => movesText(c, session.match, columns), unit: 'moves' }); return false; },
      help: async () => {
        const key = session.game.boardKey?.(session.game.view(session.match.state, seat)) ?? [];
        screen.say([...helpText(c, session.game, decision.prompt, decision.choices, (choice) => session.game.describe(session.match.state, choice)).split('\n'), ...boardHelpLines(c, key, screen.columns())]);
        return false;
      },
      board: async () => { screen.show({ entries: (columns) => screen.wholeBoard(seat, columns).map((l) => [l]), unit: 'lines', full: true }); return false; },
      history: async () => { screen.show(historyMessage(session.history, seat)); return false; },
      hint: async () => { screen.say(await session.hint(seat, decision)); return false; },
      info: async (rest) => { screen.say(infoText(c, session.game, session.match, session.seats, seat, rest, screen.columns(terminalWidth()))); return false; },
      undo: async () => {
        if (session.table?.reopen()) return true;
        sayTakenBack(session, false);
        return false;
      },
      back: async () => { sayTakenBack(session, true); return false; },
      resign: async () => {
        screen.say([]);
        screen.draw(seat, t().resignConfirm(session.name(seat), resignLeaves(session.match, seat)));
        const sure = await session.ask('> ', t().yesNo);
        screen.message = undefined;
        if (!t().yesWords.includes(sure.trim().toLowerCase())) return false;
        session.resign(seat);
        return true;
      },
      pick: () => pick(session, decision.choices),
    });
    let choice = typed;
    if (command !== undefined) {
      const outcome = await command;
      if (outcome === true) return;
      if (outcome === false) continue;
      choice = outcome;
    } else {
      const n = moveNumber(typed);
      if (n !== undefined) {
        if (n < 1 || n > decision.choices.length) { screen.say(c.red(t().moveCount(decision.choices.length))); continue; }
        choice = decision.choices[n - 1]!;
      }
    }
    try {
      const done = await session.apply(choice, session.name(seat));
      screen.message = undefined;
      if (!done) screen.say(c.yellow(t().tableWithdrawn));
      return;
    } catch (error) {
      if (!(error instanceof IllegalChoiceError)) throw error;
      screen.say(illegalText(c, typed, decision.choices, error.reason));
    }
  }
}

/** `undo` (or `back`, the whole move in progress) at the terminal: done, or why not, on the screen. */
function sayTakenBack(session: Session, wholeMove: boolean): void {
  try {
    session.screen.say(session.colors.yellow(session.takeBack(wholeMove)));
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    session.screen.say(session.colors.red(error.message));
  }
}

/**
 * One line of stdin for `seat`: a move, or `hint`, `resign`, `undo` (as at the terminal: your last move, if the
 * rules let you take it back; at the table, the last move's last card asked again). The exit code when the line
 * ends the game: 2 for an illegal move or an undo the rules refuse.
 */
export async function askLine(session: Session, seat: Seat): Promise<number | undefined> {
  const decision = decisionOf(session.match);
  if (decision.over) return undefined;
  const typed = await session.ask('', []);
  const out = session.o.ctx.out;
  const command = runCommand<'piped', Promise<number | undefined>>('piped', typed, decision.choices, {
    hint: async () => { out(await session.hint(seat, decision)); return undefined; },
    resign: async () => { session.resign(seat); return undefined; },
    undo: async () => {
      if (session.table?.reopen()) return undefined;
      try {
        out(session.takeBack(false));
        return undefined;
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        return refuseLine(session, seat, decision.prompt, typed, error.message);
      }
    },
  });
  return command ?? playLine(session, seat, decision, typed);
}

/** A piped line that is no command: the move, or exit code 2 when it is not legal. */
async function playLine(session: Session, seat: Seat, decision: Decision & { over: false }, typed: string): Promise<number | undefined> {
  try {
    await session.apply(typed, session.name(seat));
    return undefined;
  } catch (error) {
    if (!(error instanceof IllegalChoiceError)) throw error;
    refuseLine(session, seat, decision.prompt, typed, error.reason);
    session.o.ctx.err(`  ${t().legalNow(decision.choices.join(' | '))}`);
    return 2;
  }
}

/** A piped line that cannot be played: where it is, what it was, why; exit code 2. */
function refuseLine(session: Session, seat: Seat, prompt: string, typed: string, reason: string | undefined): number {
  const line = (session.input as { lineNumber?: number }).lineNumber;
  session.o.ctx.err(`cardref: ${t().stdinIllegal(line, quote(typed), session.name(seat), prompt)}`);
  if (reason) session.o.ctx.err(`  ${t().illegalBecause(reason).trim()}`);
  return 2;
}

/** `pick`: the legal moves as a list to choose from with the arrow keys; the list has the whole screen. */
function pick(session: Session, choices: string[]): Promise<string> {
  return pickFrom(session, choices, (choice) => session.game.describe(session.match.state, choice));
}

/** What a pick list needs of the prompt it opens from (the hotseat session, or a seat joined over the network). */
interface PickHost {
  readonly screen: SeatScreen;
  readonly input: MoveInput;
  readonly interrupt: Interrupt;
  readonly colors: Colors;
}

/** The pick list of `choices`, each told by `describe`. */
export async function pickFrom(host: PickHost, choices: string[], describe: (choice: string) => string): Promise<string> {
  const { screen } = host;
  const rows = screen.rows();
  // A resize while the list is open is the list's to handle.
  screen.redraw = undefined;
  screen.drawLines([]);
  host.input.suspend();
  const { select } = await import('@inquirer/prompts');
  const columns = screen.columns(terminalWidth());
  // Each choice is pre-wrapped by words past inquirer's "❯ " (inquirer would break a long line inside a word).
  const layout = { columns, width: moveColumnWidth(choices, columns), prefix: 2 };
  try {
    return await select({
      message: t().pickTitle,
      choices: choices.map((c) => ({ name: moveLines(c, describe(c), layout).join('\n'), value: c, short: c })),
      pageSize: Math.max(5, rows - 4),
      theme: selectTheme(host.colors),
    }, { signal: host.interrupt.signal });
  } catch (error) {
    throw host.interrupt.fromPrompt(error);
  }
}
