/**
 * What the prompt commands print (prompt-commands.ts says which prompt takes which): the legal moves, help for the
 * step, a card's text, the seat's history, and the answer to a move that is not legal. Nothing here asks or plays.
 */
import { quote } from '../../engine/errors.js';
import type { AnyGame, Seat } from '../../engine/game.js';
import { decisionOf, normalizeChoice, type Match } from '../../engine/match.js';
import { t } from '../i18n/index.js';
import type { CliContext } from '../main.js';
import { moveColumnWidth, moveLines } from '../ui/move-list.js';
import { displayWidth, padEndDisplay, padStartDisplay } from '../ui/width.js';
import type { SeatHistories } from './history.js';
import { cardLines, findCard, parseCardRef } from './info.js';
import { commandWords, type PromptPlace } from './prompt-commands.js';
import type { Message } from './seat-screen.js';
import { suggestMove } from './suggest.js';

type Colors = CliContext['colors'];

/** `moves`: each legal move with its meaning (one entry each, however many lines it wraps to). */
export function movesText(c: Colors, match: Match, columns: number): string[][] {
  const decision = decisionOf(match);
  if (decision.over) return [];
  return moveEntries(c, decision.choices, (choice) => match.game.describe(match.state, choice), columns);
}

/** The `moves` list of `choices`, each told by `describe` (a remote seat reads the sentences its host sent). */
export function moveEntries(c: Colors, choices: string[], describe: (choice: string) => string, columns: number): string[][] {
  const width = moveColumnWidth(choices, columns);
  return choices.map((choice, i) => moveLines(choice, describe(choice),
    { columns, width, lead: `${padStartDisplay(String(i + 1), 3)}. `, style: (move) => c.bold(move) }));
}

/**
 * `help`: each kind of move legal now (its first word), how many there are, and one example with its meaning
 * (`describe`), and the words of `place`'s prompt.
 */
export function helpText(c: Colors, game: AnyGame, prompt: string, choices: string[], describe: (choice: string) => string, place: PromptPlace = 'move'): string {
  const kinds = new Map<string, string[]>();
  for (const choice of choices) {
    const verb = choice.split(' ')[0]!;
    kinds.set(verb, [...(kinds.get(verb) ?? []), choice]);
  }
  const width = Math.max(...[...kinds.keys()].map((verb) => displayWidth(verb)));
  const lines = [...kinds].flatMap(([verb, all]) => {
    const example = all[0]!;
    // A game with a move table also says how every move of the kind is written (unless that is the example).
    const usage = game.moves?.usage(verb);
    const topic = game.moves?.topic(example) ?? '';
    return [
      `  ${c.bold(padEndDisplay(verb, width))}  ${t().helpKind(all.length, example, describe(example))}`,
      ...(usage && usage !== example ? [`  ${' '.repeat(width)}  ${c.dim(t().helpForm(usage, topic))}`] : []),
    ];
  });
  return [
    `${c.bold(t().helpNow)}${prompt}`,
    t().helpKinds,
    ...lines,
    t().helpHowTo,
    t().helpAlso(commandWords(place).join(', '), game.id),
  ].join('\n');
}

/** The answer to a typed move that is not legal: why, the nearest spelling, and the legal moves like it. */
export function illegalText(c: Colors, typed: string, legal: string[], reason: string | undefined): string {
  const word = normalizeChoice(typed).split(' ')[0] ?? '';
  const close = legal.filter((choice) => choice.startsWith(word));
  const shown = (close.length > 0 ? close : legal).slice(0, 12);
  const more = (close.length > 0 ? close : legal).length - shown.length;
  const label = close.length > 0 ? t().legalLikeIt : t().legalNowLabel;
  const hint = suggestMove(normalizeChoice(typed), [...legal, ...commandWords('move')]);
  return c.red(t().illegalMove(quote(typed))) + (reason ? t().illegalBecause(reason) : '') + (hint ? t().didYouMean(hint) : '') +
    `\n${label}${shown.join(' | ')}${more > 0 ? ` ${t().moreMoves(more)}` : ''}`;
}

/** `history`: every move the seat has seen, from the first, with its events. */
export function historyMessage(history: SeatHistories, seat: Seat): Message {
  const entries = history.entries(seat).map((entry) => entry.lines);
  return { entries: () => (entries.length > 0 ? entries : [[t().historyEmpty]]), unit: 'moves' };
}

/**
 * `info`: a card's text. A card named by its place needs the board and a seat (not at a question before setup).
 * `match` is undefined before a table game's setup is told.
 */
export function infoText(c: Colors, game: AnyGame, match: Match | undefined, seats: number, seat: Seat | null, text: string, columns: number): string[] {
  if (text === '') return [t().infoUsage];
  const place = parseCardRef(text.toLowerCase().split(/\s+/), seat ?? 0, seats);
  if (place && (!match || seat === null)) return [t().tableInfoByName];
  const found = findCard(game, match?.state, seat ?? 0, seats, text);
  if ('row' in found) return cardLines(game, found.row, Math.max(20, columns));
  if ('unknown' in found) return [c.red(t().infoUnknown(found.unknown, found.hint))];
  return [c.red(t().infoNoCard(text)), t().infoUsage];
}
