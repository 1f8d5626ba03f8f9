/**
 * The one table of words typed at a prompt that are not a move: which prompt takes each (the move prompt at a
 * terminal, the piped reader, a question to the table in `play --table`) and whether a legal move spelt the same
 * wins. Each prompt gives its own handler for each of its words (a `moves` at a question lists the possible cards);
 * `runCommand` is the one place that reads the typed line, so the prompts cannot drift apart again.
 */
import { normalizeChoice, RESIGN } from '../../engine/match.js';

/**
 * The move prompt at a terminal, the piped reader (one line per decision), a question to the table; over the
 * network (`cardref join`, `watch`): a seat's prompt at a terminal, its piped reader, a watcher's prompt.
 */
export type PromptPlace = 'move' | 'piped' | 'question' | 'remote' | 'remote-piped' | 'watch';

interface CommandSpec {
  readonly at: readonly PromptPlace[];
  /** Other spellings (`?` for help). */
  readonly aliases?: readonly string[];
  /** Words may follow (`info 3`). */
  readonly argument?: boolean;
  /**
   * A legal move spelt the same is the move (a game may have a move named `back`). The other words are always the
   * command. At a question every word yields to a possible answer.
   */
  readonly yields?: boolean;
}

const spec = <T extends Record<string, CommandSpec>>(table: T) => table;

/**
 * In the order `help` lists them. The piped reader takes only what a script needs (a hint, taking back a move,
 * resigning): the rest show the screen.
 */
export const PROMPT_COMMANDS = spec({
  moves: { at: ['move', 'question', 'remote'] },
  help: { at: ['move', 'question', 'remote', 'watch'], aliases: ['?'] },
  board: { at: ['move', 'question', 'remote', 'watch'] },
  info: { at: ['move', 'question', 'remote', 'watch'], argument: true, yields: true },
  history: { at: ['move', 'question', 'remote', 'watch'] },
  pick: { at: ['move', 'remote'] },
  hint: { at: ['move', 'piped', 'remote', 'remote-piped'], yields: true },
  // At a question `undo` is an answer (it takes back the last one: table.ts), not a command. Over the network the
  // host takes the move back (a step of a move in progress, `back`, is the host's terminal's alone).
  undo: { at: ['move', 'piped', 'remote', 'remote-piped'], yields: true },
  back: { at: ['move'], yields: true },
  [RESIGN]: { at: ['move', 'piped', 'remote', 'remote-piped'] },
  // A line to everyone at a networked table (not part of the log).
  say: { at: ['remote', 'remote-piped', 'watch'], argument: true, yields: true },
});

type CommandName = keyof typeof PROMPT_COMMANDS;

/** The commands `place` takes. */
export type CommandAt<P extends PromptPlace> = {
  [K in CommandName]: P extends (typeof PROMPT_COMMANDS)[K]['at'][number] ? K : never;
}[CommandName];

/** What a prompt does for each of its commands, given the words after the command (`info`'s card). */
export type CommandHandlers<P extends PromptPlace, R> = { [K in CommandAt<P>]: (rest: string) => R };

/** The words of the commands `place` takes, in `help`'s order (also offered by Tab). */
export function commandWords(place: PromptPlace): string[] {
  return (Object.keys(PROMPT_COMMANDS) as CommandName[]).filter((name) => (PROMPT_COMMANDS[name].at as readonly PromptPlace[]).includes(place));
}

/**
 * The command `typed` is at `place`, run by its handler; undefined when it is none there (a move, an answer, or a
 * mistyped one). `legal`: the moves (at a question, the possible answers) a command spelt the same may yield to.
 */
export function runCommand<P extends PromptPlace, R>(place: P, typed: string, legal: readonly string[], handlers: CommandHandlers<P, R>): R | undefined {
  const word = normalizeChoice(typed);
  const verb = word.split(' ')[0] ?? '';
  for (const name of commandWords(place) as CommandAt<P>[]) {
    const command: CommandSpec = PROMPT_COMMANDS[name];
    const spellings = [name, ...(command.aliases ?? [])];
    const exact = spellings.includes(word);
    if (!exact && !(command.argument && spellings.includes(verb))) continue;
    if ((place === 'question' || command.yields) && legal.includes(word)) return undefined;
    const handler = handlers[name] as (rest: string) => R;
    return handler(exact ? '' : typed.trim().slice(verb.length).trim());
  }
  return undefined;
}

/** A number typed at the move prompt: the move of that number in `moves`' list (1-based), else undefined. */
export function moveNumber(typed: string): number | undefined {
  const word = typed.trim();
  return /^\d+$/.test(word) ? Number(word) : undefined;
}
