/**
 * The prompts of a seat joined over the network (and a watcher's): the commands of prompt-commands.ts at the
 * `remote`, `remote-piped` and `watch` places, answered from what the host sent. A move is checked against the
 * observation's legal moves before it is sent (the host checks it again); undo, resign and `say` are the host's to
 * carry out. Nothing here changes the game: the host's next messages do.
 */
import { quote } from '../../engine/errors.js';
import { normalizeChoice, RESIGN } from '../../engine/match.js';
import { t } from '../i18n/index.js';
import { terminalWidth } from '../ui/tables.js';
import { helpText, illegalText, infoText, moveEntries } from './command-output.js';
import { pickFrom } from './move-prompt.js';
import { commandWords, moveNumber, runCommand } from './prompt-commands.js';
import type { RemoteTable } from '../../net/client-table.js';
import type { RemoteSession } from './remote-session.js';
import { answerTableLine, drawTableQuestion } from './remote-table-prompt.js';
import { UNDO } from './table.js';

/** The legal moves of the decision now, with their sentences as the host told them to this seat. */
function legalNow(session: RemoteSession): { choices: string[]; describe: (choice: string) => string; prompt: string } {
  const observation = session.table.observation!;
  const sentences = new Map(observation.moves.map((option) => [option.move, option.text]));
  return { choices: observation.moves.map((option) => option.move), describe: (choice) => sentences.get(choice) ?? '', prompt: observation.decision?.prompt ?? '' };
}

/** Sends a message to the host; says so when the connection is down. */
function send(session: RemoteSession, message: Parameters<RemoteSession['client']['send']>[0]): boolean {
  if (session.client.send(message)) return true;
  session.screen.say(session.colors.yellow(t().netNotConnected));
  return false;
}

/**
 * One line typed at the terminal (a seat's or a watcher's). The prompt stays open whoever decides; the screen is
 * drawn again whenever the host tells something, with what is typed so far kept.
 */
export async function askRemoteTerminal(session: RemoteSession): Promise<void> {
  const { screen, colors: c, table } = session;
  const place = table.seat === null ? 'watch' : 'remote';
  screen.redraw = () => {
    // `host --table`: a question about this seat's own cards has the prompt until it is answered.
    if (table.asked) return drawTableQuestion(session);
    const observation = table.observation!;
    if (table.ours) {
      const prompt = observation.decision!.prompt;
      screen.draw(table.seat, `${c.bold(t().decides(table.name(table.seat!), table.seat! + 1))} · ${prompt}`, prompt);
    } else screen.draw(table.seat, session.statusLine());
  };
  screen.redraw();
  const label = table.seat === null ? '> ' : `${c.bold(table.name(table.seat))} > `;
  // (At a question to the table, Tab offers the possible cards; before the setup is told there is no move at all.)
  const offered = table.asked ? [...table.asked.candidates, UNDO, ...commandWords('question')] : [...legalNow(session).choices, ...commandWords(place)];
  const asking = session.ask(label, offered);
  // The game may end (or the connection) while a line is being typed: the question is then left unanswered.
  asking.catch(() => {});
  const typed = await Promise.race([asking, session.stopped.then(() => undefined)]);
  if (typed === undefined) return;
  const line = typed.trim();
  if (table.asked && line !== '') return answerTableLine(session, line);
  if (!table.observation) return;
  if (line === '') {
    if (!screen.nextPage()) screen.message = undefined;
    return;
  }
  const { choices, describe, prompt } = legalNow(session);
  const legal = table.ours ? choices : [];
  const columns = () => screen.columns(terminalWidth());
  const common = {
    help: () => {
      const words = commandWords(place);
      screen.say(table.ours ? helpText(c, session.game, prompt, choices, describe, place).split('\n') : [t().helpAlso(words.join(', '), session.game.id)]);
    },
    board: () => screen.show({ entries: (width) => screen.wholeBoard(table.seat, width).map((l) => [l]), unit: 'lines', full: true }),
    info: (rest: string) => screen.say(infoText(c, session.game, undefined, table.players.length, table.seat, rest, columns())),
    history: () => {
      const entries = table.entries.map((entry) => entry.lines);
      screen.show({ entries: () => (entries.length > 0 ? entries : [[t().historyEmpty]]), unit: 'moves' });
    },
    say: (rest: string) => {
      if (rest === '') screen.say(t().netSayUsage);
      else if (send(session, { type: 'say', text: rest })) screen.message = undefined;
    },
  };
  // A command's handler may answer nothing (`board`, `moves`): whether the line was a command is noted here.
  let ran = false;
  const noting = <H extends object>(handlers: H): H => Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [
    name, (rest: string) => { ran = true; return (handler as (rest: string) => unknown)(rest); },
  ])) as H;
  if (place === 'watch') {
    runCommand('watch', line, [], noting(common));
    if (!ran) screen.say(c.red(t().illegalMove(quote(line))) + t().helpAlso(commandWords('watch').join(', '), session.game.id));
    return;
  }
  let picked: string | undefined;
  const command = runCommand<'remote', Promise<void> | void>('remote', line, legal, noting({
    ...common,
    moves: () => {
      if (!table.ours) screen.say(t().netNotYours(table.name(table.deciding ?? 0)));
      else screen.show({ entries: (width) => moveEntries(c, choices, describe, width), unit: 'moves' });
    },
    pick: async () => {
      if (!table.ours) { screen.say(t().netNotYours(table.name(table.deciding ?? 0))); return; }
      picked = await pickFrom(session, choices, describe);
    },
    hint: () => {
      if (!table.ours) screen.say(t().netNotYours(table.name(table.deciding ?? 0)));
      // The host searches from this seat's view only; its answer is shown when it comes (remote-session.ts).
      else if (send(session, { type: 'hint' })) screen.say(c.dim(t().hintThinking));
    },
    undo: () => { send(session, { type: 'undo' }); },
    resign: async () => {
      screen.say([]);
      screen.draw(table.seat, t().resignConfirm(table.name(table.seat!)));
      const sure = await session.ask('> ', t().yesNo);
      screen.message = undefined;
      if (t().yesWords.includes(sure.trim().toLowerCase())) send(session, { type: 'act', move: RESIGN });
    },
  }));
  if (ran) {
    await command;
    if (picked === undefined) return;
  }
  let choice = picked ?? line;
  if (!table.ours) {
    screen.say(t().netNotYours(table.name(table.deciding ?? 0)));
    return;
  }
  const n = picked === undefined ? moveNumber(line) : undefined;
  if (n !== undefined) {
    if (n < 1 || n > choices.length) { screen.say(c.red(t().moveCount(choices.length))); return; }
    choice = choices[n - 1]!;
  }
  const move = choices.find((legalChoice) => normalizeChoice(legalChoice) === normalizeChoice(choice));
  if (move === undefined) {
    screen.say(illegalText(c, line, choices, undefined));
    return;
  }
  if (send(session, { type: 'act', move })) screen.message = undefined;
}

/**
 * Piped: one line of stdin once the decision is this seat's (a move, or `hint`, `undo`, `resign`, `say TEXT`).
 * The exit code when the line ends the game: 2 for a move that is not legal, or one the host refused.
 */
export async function askRemoteLine(session: RemoteSession): Promise<number | undefined> {
  const { table } = session;
  await session.until(() => (table.ours || table.asked !== undefined) && !session.reconnecting);
  // (A question to the table is the session loop's to ask.)
  if (session.done || table.asked) return undefined;
  const typed = await session.ask('', []);
  const { choices } = legalNow(session);
  // (Each handler answers a promise: undefined from runCommand itself means the line is no command.)
  const command = runCommand<'remote-piped', Promise<number | undefined>>('remote-piped', typed, choices, {
    hint: async () => { await askHint(session); return undefined; },
    resign: () => sendAndWait(session, { type: 'act', move: RESIGN }, typed),
    undo: () => sendAndWait(session, { type: 'undo' }, typed),
    say: async (rest) => {
      if (rest !== '') session.client.send({ type: 'say', text: rest });
      return undefined;
    },
  });
  if (command !== undefined) return command;
  const move = choices.find((choice) => normalizeChoice(choice) === normalizeChoice(typed));
  if (move === undefined) {
    const line = (session.input as { lineNumber?: number }).lineNumber;
    session.o.ctx.err(`cardref: ${t().stdinIllegal(line, quote(typed), table.name(table.seat!), table.observation!.decision!.prompt)}`);
    session.o.ctx.err(`  ${t().legalNow(choices.join(' | '))}`);
    return 2;
  }
  return sendAndWait(session, { type: 'act', move }, typed);
}

/** Piped `hint`: the host's line for this decision, printed once it comes (or the host's refusal, on stderr). */
async function askHint(session: RemoteSession): Promise<void> {
  const { table } = session;
  const moveCount = table.observation!.moveCount;
  table.refusal = undefined;
  if (!session.client.send({ type: 'hint' })) return;
  await session.until(() => table.hint?.moveCount === moveCount || table.refusal !== undefined || session.reconnecting);
  // (Read again: the wait above let the host's messages change them.)
  const hint = table.hint as RemoteTable['hint'];
  const refusal = table.refusal as RemoteTable['refusal'];
  if (hint?.moveCount === moveCount) session.o.ctx.out(hint.text);
  else if (refusal) session.o.ctx.err(`cardref: ${t().netHostSays(refusal.message)}`);
}

/** `join --bot random`: the bot's pick among the legal moves, once the decision is this seat's. */
export async function playBotMove(session: RemoteSession, bot: (choices: string[]) => string): Promise<number | undefined> {
  const { table } = session;
  await session.until(() => (table.ours || table.asked !== undefined) && !session.reconnecting);
  if (session.done || table.asked) return undefined;
  const move = bot(legalNow(session).choices);
  return sendAndWait(session, { type: 'act', move }, move);
}

/**
 * Sends what the line asked for and waits for the host's answer: the next observation (the decision moved on or
 * changed), or a refusal (exit code 2, with the host's reason).
 */
async function sendAndWait(session: RemoteSession, message: Parameters<RemoteSession['client']['send']>[0], typed: string): Promise<number | undefined> {
  const { table } = session;
  const before = table.observation;
  table.refusal = undefined;
  // Down: the retry's welcome brings the decision again, and the line is asked again then.
  if (!session.client.send(message)) return undefined;
  // The move is in once the count of moves changes (an undo lowers it): an observation sent again unchanged (the
  // host re-sends them when the game begins) is not the answer, and its legal moves are stale.
  const count = before?.moveCount;
  // At a table the move may first need this seat's own cards told (`ask`).
  await session.until(() => table.observation?.moveCount !== count || table.refusal !== undefined || session.reconnecting || table.asked !== undefined);
  // (Read again: the wait above let the host's messages change it.)
  const refusal = table.refusal as RemoteTable['refusal'];
  if (!refusal) return undefined;
  session.o.ctx.err(`cardref: ${t().netHostSays(refusal.message)}${typed ? ` (${quote(typed)})` : ''}`);
  return 2;
}
