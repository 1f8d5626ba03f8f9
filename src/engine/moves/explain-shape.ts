/**
 * Why a typed move is illegal (issue 42): the shape half, the same for every game, around the game's rule half.
 * A text of no known shape gets its verb's usage line. A move the table reads goes to the game's rules, which name
 * the rule that forbids it ("a level 3 SIGNI needs your LRIG at level 3"). When they have nothing to say, the legal
 * moves answer: a verb none of them has is not now (what this step asks and the forms it takes), a number none of
 * them has in its place is answered with the numbers they have (`slot: 7 is not possible now; choose 3–5`). So a game's `explain`
 * keeps its rule reasons only: no table of the verbs each step takes, no range check, no "not now" of its own.
 */
import { firstWord } from '../choice-text.js';
import type { Decision, OpenDecision } from '../game.js';
import { em } from '../messages.js';
import { showControls } from '../visible.js';
import type { ArgValue } from './kinds.js';
import type { MoveTable, ParsedOf } from './table.js';

/** The question open now, as the deciding seat sees it. */
export interface Asked { prompt: string; choices: readonly string[] }

/**
 * The reason `text` (normalized, not in `asked.choices`) is illegal, in the content language; undefined when there
 * is none to give (an unknown word). `rules` gives the game's rule reason for a move its table reads, or undefined.
 */
export function explainMove<S, T>(table: MoveTable<S, T>, asked: Asked, text: string, rules: (move: ParsedOf<T>) => string | undefined): string | undefined {
  const move = table.parse(text);
  if (!move) return table.shapeProblem(text);
  try {
    const why = rules(move);
    if (why !== undefined) return why;
  } catch {
    // A position the rules do not expect: the legal moves still answer, and a wrong reason is never given.
  }
  return fromLegalMoves(table, asked, move);
}

/**
 * A game's `explain` (GameDefinition.explain): the question open now from its `decision`, then `explainMove` with
 * the game's rule reasons (`rules(state, move, asked)`: `asked` is that question; nothing is explained once the game
 * is over).
 */
export function explainBy<S, T>(
  table: MoveTable<S, T>,
  decision: (state: S) => Decision,
  rules: (state: S, move: ParsedOf<T>, asked: OpenDecision) => string | undefined,
): (state: S, choice: string) => string | undefined {
  return (state, choice) => {
    const asked = decision(state);
    return asked.over ? undefined : explainMove(table, asked, choice, (move) => rules(state, move, asked));
  };
}

function fromLegalMoves<S, T>(table: MoveTable<S, T>, asked: Asked, move: ParsedOf<T>): string | undefined {
  const legal = asked.choices.flatMap((choice) => table.parse(choice) ?? []);
  if (legal.length === 0) return undefined;
  const same = legal.filter((m) => m.verb === move.verb);
  const { form, labels } = formOf(table, move.verb);
  if (same.length === 0) {
    const verbs = [...new Set(legal.map((m) => m.verb))];
    return em().moveNotNow(form, asked.prompt, verbs.map((verb) => formOf(table, verb).form).join(' / '));
  }
  const args = Object.entries(move.args as Record<string, ArgValue>);
  for (const [i, [name, value]] of args.entries()) {
    const values = [...new Set(same.map((m) => (m.args as Record<string, ArgValue>)[name]!))];
    // The typed word is outside text: shown with its control characters made visible.
    if (!values.includes(value)) return em().argNotNow(labels[i] ?? name, showControls(String(value)), listed(values));
  }
  return undefined;
}

/** `verb`'s form as its usage line shows it (`use <slot> <n>`) and its placeholders in order (`slot`, `n`). */
function formOf<S, T>(table: MoveTable<S, T>, verb: string): { form: string; labels: string[] } {
  for (const form of table.usage(firstWord(verb))?.split(' / ') ?? []) {
    const words = [...form.matchAll(/\[?<([^>]+)>\]?|\S+/g)];
    const literal = words.filter((w) => w[1] === undefined).map((w) => w[0]).join(' ');
    if (literal === verb) return { form, labels: words.flatMap((w) => (w[1] === undefined ? [] : [w[1]!])) };
  }
  return { form: verb, labels: [] };
}

/** Values as a player reads them: numbers in runs (`1–3, 5`), words as they are. */
function listed(values: ArgValue[]): string {
  const numbers = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const from = numbers[i]!;
    while (numbers[i + 1] === numbers[i]! + 1) i++;
    runs.push(numbers[i] === from ? String(from) : `${from}–${numbers[i]}`);
  }
  return [...runs, ...values.filter((v) => typeof v === 'string')].join(', ');
}
