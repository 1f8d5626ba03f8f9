/**
 * `host --table` at a joined seat: the host asks this seat (and no other) what its own cards are (`ask`), as
 * `play --table` asks at one terminal: the same question, the same answers (a card's name, a part of it, its id,
 * `undo`), checked here against the possible cards with the same words (table.ts), and again by the host.
 */
import { possibleAnswers } from './table-cards.js';
import { normalizeChoice } from '../../engine/match.js';
import type { ChanceQuestion } from '../../engine/table-chance.js';
import type { AskMessage } from '../../net/messages.js';
import { t } from '../i18n/index.js';
import { terminalWidth } from '../ui/tables.js';
import { infoText } from './command-output.js';
import { commandWords, runCommand } from './prompt-commands.js';
import type { RemoteSession } from './remote-session.js';
import { resolveAnswer, UNDO } from './table.js';

/** The question as table.ts checks answers against it (only what the host sent). */
function questionOf(asked: AskMessage): ChanceQuestion {
  return { key: asked.key, candidates: asked.candidates, ...(asked.pick === undefined ? {} : { pick: asked.pick }) };
}

/** Sends the checked answer (a possible card, or `undo`); the question is closed here until the host asks again. */
function tell(session: RemoteSession, answer: string): void {
  session.table.asked = undefined;
  // (`undo` may take the move back, and the decision is this seat's again with nothing new to say so.)
  session.table.toldForMove = answer !== UNDO;
  session.client.send({ type: 'tell', answer });
}

/** Piped: the question as one line, one line of stdin read for it; a card that cannot be there ends with exit code 2. */
export async function askTableLine(session: RemoteSession): Promise<number | undefined> {
  const asked = session.table.asked!;
  const out = session.o.ctx.out;
  for (const note of asked.notes) out(`  · ${note}`);
  out(asked.text);
  const typed = await session.ask('', []);
  // The host may have withdrawn or asked again while the line was read: it answers what is asked now.
  const now = session.table.asked;
  if (!now) return undefined;
  if (normalizeChoice(typed) === UNDO) { tell(session, UNDO); return undefined; }
  const answer = resolveAnswer(typed, questionOf(now), session.game, session.table.players, Infinity);
  if ('name' in answer) { tell(session, answer.name); return undefined; }
  session.o.ctx.err(`cardref: ${t().tableStdinBad((session.input as { lineNumber?: number }).lineNumber, answer.error)}`);
  return 2;
}

/** At a terminal: the question's lines above the prompt (the board once there is one). */
export function drawTableQuestion(session: RemoteSession, error?: string): void {
  const { screen, colors: c, table } = session;
  const asked = table.asked!;
  if (!screen.message || error) {
    screen.say([
      c.bold(asked.heading),
      c.dim(t().netTableAsked),
      ...asked.notes,
      ...(asked.soFar ? [t().tableSoFar(asked.soFar)] : []),
      ...(error ? [c.red(error)] : [asked.pick === undefined ? t().tableHow(asked.candidates.length) : t().tableHowPick]),
    ]);
  }
  if (table.observation) screen.draw(table.seat, asked.text);
  else screen.drawWithoutBoard(asked.text);
}

/** At a terminal: a line typed while the question is open: a question command (help, moves, board…), `say`, or the answer. */
export function answerTableLine(session: RemoteSession, line: string): void {
  const { screen, table } = session;
  const asked = table.asked!;
  if (/^say(\s|$)/i.test(line)) {
    const text = line.slice(3).trim();
    if (text === '') screen.say(t().netSayUsage);
    else session.client.send({ type: 'say', text });
    return;
  }
  const seat = table.seat;
  const output = runCommand<'question', string[]>('question', line, asked.candidates.map((candidate) => candidate.toLowerCase()), {
    help: () => [...asked.help, t().tableCommands, t().helpAlso(commandWords('question').join(', '), session.game.id)],
    moves: () => possibleAnswers(asked, session.game, session.table.players, session.screen.columns(), session.colors),
    board: () => (table.observation ? screen.wholeBoard(seat, screen.columns(terminalWidth())) : [t().tableNoBoard]),
    history: () => table.entries.flatMap((entry) => entry.lines),
    info: (rest) => infoText(session.colors, session.game, undefined, table.players.length, seat, rest, screen.columns(terminalWidth())),
  });
  if (output) {
    screen.say([session.colors.bold(asked.heading), ...output]);
    return;
  }
  if (normalizeChoice(line) === UNDO) return tell(session, UNDO);
  const answer = resolveAnswer(line, questionOf(asked), session.game, table.players);
  if ('name' in answer) {
    screen.message = undefined;
    return tell(session, answer.name);
  }
  drawTableQuestion(session, answer.error);
}

