/**
 * The move table's acceptance walk (issue 42), run by each game's tests: random games in which every legal move and
 * every question is checked. A move's text reads back into the same move and writes back to the same text; no text
 * a player reads (the question as each seat reads it: its declared wording for its decider, the public form of the
 * game's question table for every other seat; each move's sentence as each seat reads it) holds a code word
 * (a backtick, a camelCase name, an op or parameter name, `undefined`, `NaN`); and what a seat reads does not change
 * when the cards hidden from it are resampled; the decider reads its question in the wording the game's question
 * table declares for it. Returns violations instead of throwing, like the invariant suite.
 */
import { cellText, type Board } from '../board.js';
import { randomDecider } from '../deciders.js';
import { determinizeFor } from '../determinize.js';
import { selfPlayOptions, type AnyGame, type Decision, type Seat } from '../game.js';
import type { LogHeader } from '../log.js';
import { decisionOf, playChoice, startMatch } from '../match.js';
import { promptFor } from '../public-prompt.js';
import { seedRng } from '../rng.js';

export interface MoveAuditOptions {
  games: number;
  /** The header of game `index` (player counts, decks and options taken round-robin). */
  headers: (index: number) => LogHeader;
  /** A game that has not ended after this many decisions stops there (it is still checked up to then). */
  maxSteps: number;
  seed?: string;
  /** The game's own code words no text may show: its op names and their parameter names. */
  codeWords?: readonly string[];
}

export interface MoveAuditReport {
  games: number;
  decisions: number;
  /** Legal moves read back and written again. */
  moves: number;
  /** Texts checked for code words. */
  texts: number;
  violations: string[];
}

type OpenDecision = Extract<Decision, { over: false }>;

/** Why `text` is not fit for a player's eyes (it shows code), or undefined. */
export function codeInText(text: string, codeWords: ReadonlySet<string>): string | undefined {
  if (text.includes('`')) return 'a backtick';
  const odd = /\b(undefined|NaN|null)\b/.exec(text);
  if (odd) return `"${odd[1]}"`;
  const camel = /\b[a-z]+[A-Z][A-Za-z]*\b/.exec(text);
  if (camel) return `the code name "${camel[0]}"`;
  for (const word of text.split(/[^A-Za-z]+/)) if (codeWords.has(word)) return `the code name "${word}"`;
  return undefined;
}

/**
 * Every text a viewer reads at `decision`: the question as it reads it, then each legal move's sentence as it reads
 * it (the decider as the mover, the others as they read the move in the history, a spectator as null).
 */
function textsFor(game: AnyGame, state: unknown, decision: OpenDecision, viewer: Seat | null, players: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  out.set('question', promptFor(game, state, decision, viewer, players));
  const as = viewer === decision.seat ? undefined : viewer;
  for (const choice of decision.choices) out.set(choice, game.describe(state, choice, as));
  return out;
}

/**
 * Two legal moves of one verb that read the same to their decider must be one move in effect: a sentence that
 * hides which ability, zone or slot a move takes leaves the player guessing. Moves that differ only in the
 * argument naming a hidden card's place (its `secret`: copies of one card in two hand places) may read alike.
 */
function twinsOf(table: NonNullable<AnyGame['moves']>, sentences: Map<string, string>): string[] {
  const bySentence = new Map<string, string[]>();
  for (const [choice, sentence] of sentences) if (choice !== 'question') bySentence.set(sentence, [...(bySentence.get(sentence) ?? []), choice]);
  const out: string[] = [];
  for (const [sentence, choices] of bySentence) {
    for (let i = 0; i < choices.length; i++) {
      for (let j = i + 1; j < choices.length; j++) {
        const a = table.parse(choices[i]!), b = table.parse(choices[j]!);
        if (!a || !b || a.verb !== b.verb) continue;
        const secret = table.secretArg(a.verb);
        const argsA = a.args as Record<string, unknown>, argsB = b.args as Record<string, unknown>;
        const differ = Object.keys(argsA).filter((name) => argsA[name] !== argsB[name]);
        if (differ.some((name) => name !== secret)) out.push(`"${choices[i]}" and "${choices[j]}" read alike: "${sentence}"`);
      }
    }
  }
  return out;
}

/** Every text of a board (its tables' titles, heads and cells, and its notes). */
function boardTexts(board: Board): string[] {
  const texts = [board.title, ...board.notes.map(cellText)];
  for (const table of board.tables) {
    if (table.title) texts.push(table.title);
    for (const row of [table.head ?? [], ...table.rows]) for (const cell of row) texts.push(cellText(cell));
  }
  return texts;
}

/** The decider's wording the question table declares for the question `state` rests at (or why there is none). */
function declaredWording(game: AnyGame, state: unknown, decision: OpenDecision): string {
  try {
    return game.questions.asked(state, decision.choices);
  } catch (error) {
    return `none: ${(error as Error).message}`;
  }
}

/** How often (in steps) the audit reads every seat's board too: drawing it is slower than the move texts. */
const BOARD_EVERY = 20;
const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * `codeInText` against one set of code words, remembering each text's answer: the same sentences come back at
 * nearly every step, and the regular expressions and the split into words were a tenth of the walk.
 */
function codeChecker(codeWords: ReadonlySet<string>): (text: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (text) => {
    if (known.has(text)) return known.get(text);
    const problem = codeInText(text, codeWords);
    if (known.size < 100_000) known.set(text, problem);
    return problem;
  };
}

export function auditMoves(game: AnyGame, options: MoveAuditOptions): MoveAuditReport {
  const report: MoveAuditReport = { games: 0, decisions: 0, moves: 0, texts: 0, violations: [] };
  const table = game.moves;
  if (!table) return { ...report, violations: [`${game.id} declares no move table`] };
  const textProblem = codeChecker(new Set(options.codeWords ?? []));
  const boardProblem = codeChecker(NO_WORDS);
  const botRng = seedRng(`moves:${options.seed ?? 1}`);
  const pick = randomDecider(botRng);
  const hideRng = seedRng(`moves-hidden:${options.seed ?? 1}`);
  const checkedMoves = new Set<string>();
  for (let g = 0; g < options.games && report.violations.length < 20; g++) {
    const given = options.headers(g);
    const header = { ...given, options: selfPlayOptions(game, given.options) };
    const match = startMatch(game, header);
    const players = header.players;
    for (let step = 0; step < options.maxSteps; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      const where = `game ${g} (seed ${header.seed}) step ${step}`;
      report.decisions++;
      for (const choice of decision.choices) {
        if (checkedMoves.has(choice)) continue; // a text reads the same way wherever it comes
        checkedMoves.add(choice);
        report.moves++;
        const move = table.parse(choice);
        if (!move) report.violations.push(`${where}: the legal move "${choice}" is no move of the table`);
        else if (table.write(move) !== choice) report.violations.push(`${where}: "${choice}" is written back as "${table.write(move)}"`);
        else if (JSON.stringify(table.parse(table.write(move))) !== JSON.stringify(move)) report.violations.push(`${where}: "${choice}" reads back as another move`);
      }
      // The decider reads the wording its entry in the game's question table declares, so no rule words a question
      // for one seat only (moves/questions.ts).
      const declared = declaredWording(game, match.state, decision);
      if (declared !== decision.prompt) report.violations.push(`${where}: seat ${decision.seat + 1} is asked "${decision.prompt}", not its declared wording (${declared})`);
      for (const viewer of [...players.map((_, seat) => seat), null]) {
        const who = viewer === null ? 'a spectator' : `seat ${viewer + 1}`;
        // The board speaks the same language: no code names in it (card texts may name an op's word, so only the
        // backtick, camelCase, undefined/NaN/null checks apply).
        if (step % BOARD_EVERY === 0) {
          for (const text of boardTexts(game.render(game.view(match.state, viewer)))) {
            const problem = boardProblem(text);
            if (problem) report.violations.push(`${where}: the board shows ${who} ${problem}: "${text}"`);
          }
        }
        const texts = textsFor(game, match.state, decision, viewer, players);
        if (viewer === decision.seat) for (const twin of twinsOf(table, texts)) report.violations.push(`${where}: ${twin}`);
        for (const [what, text] of texts) {
          report.texts++;
          const problem = textProblem(text);
          if (problem) report.violations.push(`${where}: ${what === 'question' ? 'the question' : `"${what}"`} shows ${who} ${problem}: "${text}"`);
        }
        if (viewer === null) continue;
        // The same texts on a state in which everything hidden from the viewer is resampled.
        const resampled = determinizeFor(game, match.state, viewer, hideRng);
        const again = game.decision(resampled);
        if (again.over || again.seat !== decision.seat) {
          report.violations.push(`${where}: whose question it is depends on cards hidden from ${who}`);
          continue;
        }
        const other = textsFor(game, resampled, again, viewer, players);
        for (const [what, text] of texts) {
          const seen = other.get(what);
          if (seen === undefined && viewer !== decision.seat) continue; // another seat does not see the legal list
          if (seen !== text) report.violations.push(`${where}: what ${who} reads of ${what === 'question' ? 'the question' : `"${what}"`} depends on cards hidden from it ("${text}" / "${seen}")`);
        }
      }
      playChoice(match, pick({ game, state: match.state, decision, seats: players.length }), decision);
    }
    report.games++;
  }
  return report;
}
