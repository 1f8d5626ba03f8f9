/**
 * `play --table`: the session's dialogue with a table of real cards. Every chance outcome (a card drawn or turned
 * up, a coin flip) is asked of the table (table.ts words the questions); a question shown to one seat only is asked
 * on that seat's screen, after the hand-off. `undo` takes back the last answer, or reopens the last move at its
 * last card so that a card typed wrong is corrected where it was told.
 */
import { possibleAnswers } from './table-cards.js';
import type { ChanceOutcome } from '../../engine/chance.js';
import { UserError } from '../../engine/errors.js';
import { decisionOf, normalizeChoice, withoutLastMove, type Match } from '../../engine/match.js';
import { moveQuestion, setupQuestion, startTableMatch, type ChanceQuestion } from '../../engine/table-chance.js';
import { t } from '../i18n/index.js';
import { terminalWidth } from '../ui/tables.js';
import { infoText } from './command-output.js';
import { commandWords, runCommand } from './prompt-commands.js';
import type { Session } from './session.js';
import type { RemoteTableQuestions } from './session-options.js';
import type { Seat } from '../../engine/game.js';
import { askedSeat, completions, pileLabel, questionHelp, questionText, resolveAnswer, toldSoFar, UNDO } from './table.js';

/** A table move taken back by `undo` so that its last told card is asked again (see `reopen`). */
interface Reopened {
  /** The match as it was: what is saved should the game stop before the move is complete again. */
  before: Match;
  seat: number;
  choice: string;
  told: ChanceOutcome[];
}

export class TableSession {
  /** A table move being told again after `undo`. */
  reopened: Reopened | undefined;
  /** A table note for the next question screen (an answer taken back). */
  private note: string | undefined;
  /** Piped: how many of the current step's notes to the table are printed already. */
  private notesPrinted = 0;

  constructor(private readonly session: Session) {}

  /** The setup's outcomes (the opening hands, who goes first), asked one by one; then the match begins. */
  async setup(): Promise<Match> {
    const { game, header } = this.session.o.setup!;
    const opening: ChanceOutcome[] = [];
    this.notesPrinted = 0;
    for (let q = setupQuestion(game, header, opening); q; q = setupQuestion(game, header, opening)) {
      const name = await this.askOutcome(q, opening, t().tableSetup);
      if (name !== undefined) opening.push(toldOutcome(q, name));
      else if (opening.pop()) this.note = t().tableUndone;
      else this.note = t().tableNothingTold;
    }
    return startTableMatch(game, header, opening);
  }

  /** The outcomes legal move `choice` needs beyond `told`, asked one by one; undefined when `undo` withdrew the move. */
  async moveOutcomes(choice: string, who: string, told: ChanceOutcome[]): Promise<ChanceOutcome[] | undefined> {
    const { screen } = this.session;
    const heading = t().tableMove(who, normalizeChoice(choice));
    this.notesPrinted = 0;
    // A hand-off in the middle of the move (the next seat's draw) names this move, not the one before it.
    const shownBefore = screen.lastPublic;
    if (this.session.input.interactive) screen.lastPublic = [heading];
    for (let q = moveQuestion(this.session.match, choice, told); q; q = moveQuestion(this.session.match, choice, told)) {
      const name = await this.askOutcome(q, told, heading);
      if (name !== undefined) told.push(toldOutcome(q, name));
      else if (told.pop()) this.note = t().tableUndone;
      else {
        this.note = undefined;
        screen.lastPublic = shownBefore;
        return undefined;
      }
    }
    return told;
  }

  /**
   * `undo` at the table when the last move told cards: that move is taken back and its last card asked again (the
   * earlier ones stand), whoever made it. False when the last move told nothing (then the usual undo applies).
   */
  reopen(): boolean {
    const session = this.session;
    const before = session.match;
    const last = before.moves[before.moves.length - 1];
    if (!last?.outcomes?.length || decisionOf(before).over) return false;
    session.match = withoutLastMove(before);
    this.reopened = { before, seat: last.seat, choice: last.choice, told: last.outcomes.slice(0, -1) };
    this.note = t().tableReopened(pileLabel(last.outcomes[last.outcomes.length - 1]!.key, session.header.players));
    session.history.forget(session.match.moves.length);
    return true;
  }

  /**
   * One question to the table: the answer (a candidate's name), or undefined for `undo`. At a terminal it is asked
   * on the screen of the seat it belongs to (askedSeat), after the hand-off when another seat has the screen, and
   * asked again after a bad answer. Piped, each question is printed as one line, as the prompt words it (nothing in
   * it is private: no card is named), so the output reads as the session went; a bad answer ends the game with
   * exit code 2, as an illegal move does.
   */
  private async askOutcome(q: ChanceQuestion, told: ChanceOutcome[], heading: string): Promise<string | undefined> {
    const { session } = this;
    const { screen, colors: c, game } = session;
    const players = session.header.players;
    const seat = askedSeat(q, session.seats);
    // `host --table`: a seat at another terminal answers for its own cards there (the host shows who is asked).
    const remote = seat === undefined || !session.o.remoteTable?.owns(seat) ? undefined : session.o.remoteTable;
    if (!session.input.interactive) {
      // A note for everyone is printed once, before the first question that comes with it.
      const notes = (q.notes ?? []).filter((n) => n.to === undefined);
      for (const note of notes.slice(Math.min(this.notesPrinted, notes.length))) session.o.ctx.out(`  · ${note.text}`);
      this.notesPrinted = notes.length;
      session.o.ctx.out(questionText(q, players, told));
      if (remote) {
        session.o.ctx.out(t().tableAskedThere(session.name(seat!)));
        return session.interrupt.race(remote.ask(seat!, q, told, heading));
      }
      const typed = await session.ask('', []);
      if (normalizeChoice(typed) === UNDO) return undefined;
      const answer = resolveAnswer(typed, q, game, players, Infinity);
      if ('name' in answer) return answer.name;
      throw new UserError(t().tableStdinBad((session.input as { lineNumber?: number }).lineNumber, answer.error), 2);
    }
    if (remote) return this.askThere(remote, seat!, q, told, heading);
    if (seat !== undefined) await screen.turnTo(seat);
    const question = questionText(q, players, told);
    // What the table was told in this step (a hand shown and shuffled back) stays up while the step is told.
    const notes = (q.notes ?? []).filter((n) => n.to === undefined || n.to === screen.seat);
    const shown = toldSoFar(told, screen.seat, players, notes.map((n) => n.after), game);
    let error: string | undefined;
    // The question's own lines; a command's output (board, info…) stands in for them until the next Enter.
    const lines = () => [
      c.bold(heading),
      ...notes.map((n) => n.text),
      ...(this.note ? [c.yellow(this.note)] : []),
      ...(shown ? [t().tableSoFar(shown)] : []),
      ...(error ? [c.red(error)] : [q.pick === undefined ? t().tableHow(q.candidates.length) : t().tableHowPick]),
    ];
    screen.say(lines());
    for (;;) {
      screen.redraw = () => (session.currentMatch ? screen.draw(screen.seat ?? null, question) : screen.drawWithoutBoard(question));
      screen.redraw();
      const label = screen.seat === undefined ? '> ' : `${c.bold(session.name(screen.seat))} > `;
      const typed = (await session.ask(label, completions(q, players))).trim();
      if (typed === '') {
        if (!screen.nextPage()) screen.say(lines());
        continue;
      }
      const output = this.questionCommand(q, typed);
      if (output) {
        screen.say([c.bold(heading), ...output]);
        continue;
      }
      this.note = undefined;
      if (normalizeChoice(typed) === UNDO) { screen.message = undefined; return undefined; }
      const answer = resolveAnswer(typed, q, game, players);
      if ('name' in answer) { screen.message = undefined; return answer.name; }
      error = answer.error;
      screen.say(lines());
    }
  }

  /** A question for a seat at another terminal (`host --table`): the host's screen says who is asked, and waits. */
  private askThere(remote: RemoteTableQuestions, seat: Seat, q: ChanceQuestion, told: ChanceOutcome[], heading: string): Promise<string | undefined> {
    const { session } = this;
    const { screen, colors: c } = session;
    const waiting = `${questionText(q, session.header.players, told)} ${c.dim(t().tableAskedThere(session.name(seat)))}`;
    screen.say([c.bold(heading)]);
    screen.redraw = () => (session.currentMatch ? screen.draw(screen.seat ?? null, waiting) : screen.drawWithoutBoard(waiting));
    screen.redraw();
    return session.interrupt.race(remote.ask(seat, q, told, heading));
  }

  /**
   * A command typed at a question to the table, as at the move prompt (`board`, `info`, `history`, `help`, and
   * `moves` for the possible answers): its output, or undefined when `typed` is no command (an answer, or a
   * mistyped one). A possible answer spelt like a command is an answer. Nothing here answers the question.
   */
  private questionCommand(q: ChanceQuestion, typed: string): string[] | undefined {
    const { session } = this;
    const { screen } = session;
    const seat = screen.seat ?? null;
    const match = session.currentMatch;
    return runCommand('question', typed, q.candidates.map((candidate) => candidate.toLowerCase()), {
      help: () => [...questionHelp(q, session.header.players), t().tableCommands, t().helpAlso(commandWords('question').join(', '), session.game.id)],
      moves: () => possibleAnswers(q, session.game, session.header.players, session.screen.columns(), session.colors),
      board: () => (match ? screen.wholeBoard(seat) : [t().tableNoBoard]),
      history: () => session.history.entries(seat).flatMap((entry) => entry.lines),
      info: (rest) => infoText(session.colors, session.game, match, session.seats, seat, rest, screen.columns(terminalWidth())),
    });
  }

}

function toldOutcome(q: ChanceQuestion, name: string): ChanceOutcome {
  return q.to === undefined ? { key: q.key, name } : { key: q.key, name, to: q.to };
}
