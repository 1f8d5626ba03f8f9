/**
 * The chance invariants of issue 15, for a game whose chance goes through chance.ts (every game's), over
 * random games: a transcript written down from what the seats saw (the seed thrown away) replays to the same game,
 * seat by seat, and to its result line as `replay` checks it; a told card is always one that could be there, and
 * one that cannot (no card of that name, or a card of the game used up or only in another pile) is refused at its
 * line, listing the cards that could be there; a seat's view does not move when an outcome shown only to another
 * seat changes. Returns violations, like `runInvariants`.
 *
 * What a seat sees is its board and the texts of the step's events shown to it; the questions other seats are
 * asked count too. The last invariant holds up to what the seat shown the outcome does with it: as at a real
 * table, where the others see the drawer play or pass, its decisions are public action that may depend on its
 * card. So the step is told both ways (the true card, another possible one) and walked question by question:
 * before each question, and at the step's end, every other seat must see the same, and the questions must be the
 * same, until a question of the seat shown the outcome differs between the two lines (its prompt or choices, or
 * it is asked in one line only); from there on its public action may differ, and the changed line may need cards
 * the transcript does not name (it draws them, as past a transcript's end). A question the engine answers by
 * itself (`answerSingle`, PAD's single-answer ruling: a drawer with nothing to evolve or use goes on to the puzzle
 * phase at once) is such a decision too, seen as it is asked (`watchSingleAnswers`). So a board that shows the
 * card, an event that names it, or a question of another seat worded or offered after it, before the seat shown
 * it acted, is a violation still, even for a moment inside a step. Not seen: a difference at the moment one line
 * asks the seat shown the card while the other has gone on without asking it (the other seats were told of more
 * events by then): the two lines have no common moment there to compare.
 */
import { isDeepStrictEqual } from 'node:util';
import { ChanceError, type ChanceOutcome } from '../chance.js';
import type { OpenDecision } from '../game.js';
import { selfPlayOptions, type AnyGame, type BaseState, type GameEvent, type Seat } from '../game.js';
import { parseLog, writeLog, type GameLog, type LogHeader } from '../log.js';
import { decisionOf, matchToLog, playChoice, replayLog, startMatch, type Match } from '../match.js';
import { copyPlain } from '../plain.js';
import { watchSingleAnswers } from '../referee.js';
import { randomInt, seedRng } from '../rng.js';

export interface TranscriptInvariantOptions {
  games: number;
  headers: (index: number) => LogHeader;
  maxSteps: number;
  /** Outcomes per game whose card is replaced (by impossible ones, and by another possible one). */
  probes?: number;
}

export interface TranscriptInvariantReport {
  games: number;
  outcomes: number;
  /** Probes that also named a real card that cannot be there (used up, or of another pile), which must be refused. */
  cannotProbes: number;
  /** Outcomes shown to one seat only whose card was replaced by another possible one. */
  privateProbes: number;
  /** Of those, the probes compared only up to where the seat shown the outcome acted on it inside the step (see `compareLines`). */
  actedOn: number;
  violations: string[];
}

/** What one seat sees at a moment: its board as plain data, and the texts of the step's events shown to it. */
interface Seen {
  board: unknown;
  events: string[];
}

/** Every seat's `Seen` after setup and after each move. */
type Views = Seen[][];

/**
 * What each seat sees. The board, not the view data itself: a game may tell copies of a card apart by instance
 * number, and a transcript names the card, not the copy, so another copy may stand in the same place.
 */
function viewsOf(game: AnyGame, state: BaseState, seats: number): Seen[] {
  const events: GameEvent[] = state.events ?? [];
  return Array.from({ length: seats }, (_, seat) => ({
    board: JSON.parse(JSON.stringify(game.render(game.view(state, seat)))),
    events: events.filter((e) => e.to === undefined || e.to === seat).map((e) => e.text),
  }));
}

/**
 * A question of the last step told: one the engine answered by itself (`auto`), seen as it was asked, or the one
 * the step rests at, seen at the end of the step.
 */
interface Asked {
  seat: Seat;
  prompt: string;
  choices: string[];
  auto: boolean;
  seen: Seen[];
}

/** The told outcomes of a transcript in order, each with where it sits (step 0 = setup, k = after move k). */
function outcomesOf(log: GameLog): { outcome: ChanceOutcome; step: number }[] {
  const out = (log.opening ?? []).map((outcome) => ({ outcome, step: 0 }));
  log.moves.forEach((move, k) => { for (const outcome of move.outcomes ?? []) out.push({ outcome, step: k + 1 }); });
  return out;
}

/** A transcript told up to some step (`tell`). */
interface Told {
  views: Views;
  /** Missing only when setup itself failed (with `watch`). */
  match?: Match;
  /** With `watch`: the questions of the last step, the one it rests at last (missing when the step failed). */
  asked: Asked[];
  /** With `watch`: the error the last step threw (its views are then missing too). */
  failed?: Error;
}

/**
 * Replay a transcript step by step up to `steps` steps, collecting views (with `lastOnly`, only those after the
 * last step, the only ones a probe compares: rendering every board was most of a probe's cost); throws what the
 * replay throws. With `watch`, also the questions of the last step (`asked`), and an error of that step is kept
 * (`failed`) with the questions asked before it; with `open` too, the last step draws an outcome the transcript
 * does not tell (past the point where the changed line parts from the true one, it may need other cards).
 */
function tell(game: AnyGame, log: GameLog, steps: number, lastOnly = false, watch = false, open = false): Told {
  const seats = log.header.players.length;
  const asked: Asked[] = [];
  // Viewed on a copy: the state is in the middle of settling, and a game's view may ask for the decision.
  const seeSingle = (state: BaseState, q: OpenDecision) => {
    asked.push({ seat: q.seat, prompt: q.prompt, choices: [...q.choices], auto: true, seen: viewsOf(game, copyPlain(state), seats) });
  };
  const moves = log.moves.slice(0, steps);
  const views: Views = [];
  const outer = watch && moves.length === 0 ? watchSingleAnswers(seeSingle) : undefined;
  let match: Match;
  try {
    match = startMatch(game, log.header, { opening: log.opening ?? [], line: log.moves[0]?.line });
  } catch (error) {
    if (!watch || moves.length > 0) throw error;
    return { views, asked, failed: error as Error };
  } finally {
    if (watch && moves.length === 0) watchSingleAnswers(outer);
  }
  if (!lastOnly || moves.length === 0) views.push(viewsOf(game, match.state, seats));
  for (let k = 0; k < moves.length; k++) {
    const move = moves[k]!;
    const last = k === moves.length - 1;
    const before = watch && last ? watchSingleAnswers(seeSingle) : undefined;
    try {
      if (open && last) match.state.rng.told.open = true;
      playChoice(match, move.choice, undefined, { outcomes: move.outcomes ?? [], line: move.line });
    } catch (error) {
      if (!watch || !last) throw error;
      return { views, match, asked, failed: error as Error };
    } finally {
      if (watch && last) watchSingleAnswers(before);
    }
    if (!lastOnly || last) views[k + 1] = viewsOf(game, match.state, seats);
  }
  const rest = decisionOf(match);
  if (watch && !rest.over) asked.push({ seat: rest.seat, prompt: rest.prompt, choices: rest.choices, auto: false, seen: views[moves.length]! });
  return { views, match, asked };
}

/** A question as the lines compare it: who is asked what, and whether the engine answered it. */
const question = (q: Asked) => ({ seat: q.seat, prompt: q.prompt, choices: q.choices, auto: q.auto });

/**
 * Two lines of the same step (the true card, another possible one shown only to seat `to`) walked question by
 * question: before each, and at the step's end, the other seats must see the same, and the questions must be the
 * same, until a question of `to` differs or is asked in one line only (it acts on its card: the walk ends there).
 * Returns the first violation, and whether the walk ended where `to` acted before the end of the step in a line
 * (`actedOn`: a question answered by itself, or one asked in one line only).
 * A line that failed (`failed`: the changed card needs other outcomes) is compared as far as it got.
 */
function compareLines(a: Told, b: Told, step: number, to: Seat): { violation?: string; actedOn: boolean } {
  for (let i = 0; ; i++) {
    const qa = a.asked[i], qb = b.asked[i];
    const same = qa !== undefined && qb !== undefined && isDeepStrictEqual(question(qa), question(qb));
    // Where `to` is asked otherwise, or in one line only, it acts on its card: the walk ends there.
    const acts = !same && (qa?.seat === to || qb?.seat === to);
    const sa = qa ? qa.seen : a.views[step], sb = qb ? qb.seen : b.views[step];
    // The lines went their own ways at a moment inside the step that no snapshot shows (one went on while `to`
    // was asked in the other: the other seats were told of more events): there is no common moment to compare.
    const apart = !sa || !sb || sa.some((seen, seat) => seat !== to && seen.events.length !== sb[seat]!.events.length);
    if (acts && apart) return { actedOn: true };
    for (let seat = 0; sa && sb && seat < sa.length; seat++) {
      if (seat !== to && !isDeepStrictEqual(sa[seat], sb[seat])) return { violation: `seat ${seat + 1} sees the change: ${firstDifference(sa[seat], sb[seat])}`, actedOn: false };
    }
    if (same) continue;
    if (acts) return { actedOn: Boolean(qa?.auto || qb?.auto || qa?.seat !== qb?.seat) };
    const failed = a.failed ?? b.failed;
    if (failed) return { violation: `the line fails before seat ${to + 1} acts: ${failed.message}`, actedOn: false };
    if (!qa && !qb) return { actedOn: false };
    return { violation: `another seat is asked otherwise: ${firstDifference(qa && question(qa), qb && question(qb))}`, actedOn: false };
  }
}

/**
 * The transcript with outcome `index` (in `outcomesOf` order) naming `name` instead. Should a later outcome of the
 * same step and pile name `name`, it gets the replaced card: the two cards came the other way round.
 */
function withName(log: GameLog, index: number, name: string): GameLog {
  const copy = structuredClone(log);
  const all = outcomesOf(copy);
  const { outcome, step } = all[index]!;
  const later = all.slice(index + 1).find((o) => o.step === step && o.outcome.key === outcome.key && o.outcome.name === name);
  if (later) later.outcome.name = outcome.name;
  outcome.name = name;
  return copy;
}

const faces = new WeakMap<AnyGame, Map<string, string>>();

/** The name a card reads as (its catalogue row's), or the name itself where the catalogue has no such id. */
function faceOf(game: AnyGame, name: string): string {
  let byId = faces.get(game);
  if (byId === undefined) {
    byId = new Map(game.cards.rows().map((row) => [row.id, row.name]));
    faces.set(game, byId);
  }
  return byId.get(name) ?? name;
}

export function runTranscriptInvariants(game: AnyGame, options: TranscriptInvariantOptions): TranscriptInvariantReport {
  const report: TranscriptInvariantReport = { games: 0, outcomes: 0, privateProbes: 0, cannotProbes: 0, actedOn: 0, violations: [] };
  const rng = seedRng('transcripts');
  for (let g = 0; g < options.games && report.violations.length < 20; g++) {
    const given = options.headers(g);
    const header = { ...given, options: selfPlayOptions(game, given.options) };
    const where = `game ${g} (seed ${header.seed})`;
    // A seeded game that keeps its outcomes, and every seat's view along the way.
    const seats = header.players.length;
    const match = startMatch(game, header, { record: true });
    const seeded: Views = [viewsOf(game, match.state, seats)];
    for (let step = 0; step < options.maxSteps; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      playChoice(match, decision.choices[randomInt(rng, decision.choices.length)]!, decision);
      seeded.push(viewsOf(game, match.state, seats));
    }
    report.games++;
    // Written down as text with another seed: the replay may only use what the chance lines say.
    const recorded = matchToLog(match);
    const text = writeLog(recorded).replace(/^seed: .*$/m, 'seed: written-at-the-table');
    const log = parseLog(text, where);
    const outcomes = outcomesOf(log);
    // Who saw each outcome is not in the notation; the recording knows it.
    const shownTo = outcomesOf(recorded).map(({ outcome }) => outcome.to);
    if (shownTo.length !== outcomes.length) report.violations.push(`${where}: the written transcript has ${outcomes.length} outcomes, the game ${shownTo.length}`);
    report.outcomes += outcomes.length;
    if (outcomes.length === 0) { report.violations.push(`${where}: the transcript names no card`); continue; }
    let told: Match;
    try {
      // Without `watch`, tell throws rather than returning without a match.
      const all = tell(game, log, log.moves.length);
      told = all.match!;
      const differs = seeded.findIndex((views, step) => !isDeepStrictEqual(views, all.views[step]));
      if (differs >= 0) report.violations.push(`${where}: a seat sees something else after step ${differs} of the transcript: ${firstDifference(seeded[differs], all.views[differs])}`);
    } catch (error) {
      report.violations.push(`${where}: the transcript does not replay: ${(error as Error).message}`);
      continue;
    }
    // As `cardref replay` checks it: every line, and the result line against the result.
    const replayed = replayLog(game, log);
    if (replayed.failure) report.violations.push(`${where}: replay refuses line ${replayed.failure.line}: ${replayed.failure.message}`);
    if (replayed.resultMismatch) report.violations.push(`${where}: replay ends ${replayed.resultMismatch.actual}, the log says ${replayed.resultMismatch.expected}`);
    const end = (m: Match) => JSON.stringify(decisionOf(m));
    if (end(told) !== end(match)) report.violations.push(`${where}: the transcript ends otherwise: ${end(told)} vs ${end(match)}`);

    for (let probe = 0; probe < (options.probes ?? 2); probe++) {
      const index = randomInt(rng, outcomes.length);
      const { outcome, step } = outcomes[index]!;
      const at = `${where}, line ${outcome.line} (${outcome.key}: ${outcome.name})`;
      // A name that no card has is refused at its line, listing the cards that could be there, the true one among them.
      let could: string[] = [];
      try {
        tell(game, withName(log, index, '#no-such-card'), step, true);
        report.violations.push(`${at}: a card that is not there was accepted`);
        continue;
      } catch (error) {
        if (!(error instanceof ChanceError) || error.line !== outcome.line) {
          report.violations.push(`${at}: an impossible card failed otherwise: ${(error as Error).message}`);
          continue;
        }
        could = error.candidates;
      }
      if (!/^\d+$/.test(outcome.name) && !could.includes(outcome.name)) report.violations.push(`${at}: the true card is not among ${could.join(' ')}`);
      // So is a card of the game that cannot be there: used up, or only in another pile (a name the transcript uses).
      const cannot = /^\d+$/.test(outcome.name) ? [] : [...new Set(outcomes.map((o) => o.outcome.name))].filter((n) => !/^\d+$/.test(n) && !could.includes(n));
      if (cannot.length > 0) {
        const wrong = cannot[randomInt(rng, cannot.length)]!;
        report.cannotProbes++;
        try {
          tell(game, withName(log, index, wrong), step, true);
          report.violations.push(`${at}: ${wrong}, which cannot be there, was accepted`);
        } catch (error) {
          if (!(error instanceof ChanceError) || error.line !== outcome.line || error.candidates.includes(wrong)) {
            report.violations.push(`${at}: ${wrong}, which cannot be there, failed otherwise: ${(error as Error).message}`);
          }
        }
      }
      // Another possible card: the seats it was not shown see and are asked exactly the same, up to where the seat
      // shown it acts on it (see the header), and that seat sees its card change.
      const to = shownTo[index];
      // Not a card a later outcome of the same step and pile shows to others: `withName` would swap that one too.
      const shownLater = (name: string) => outcomes.some((o, j) => j > index && o.step === step && o.outcome.key === outcome.key && o.outcome.name === name && shownTo[j] !== to);
      // Not a reprint of the card either (WD01-017 and WD09-017, both Servant O): it reads the same on every screen,
      // so the seat shown it could not see it change.
      const face = faceOf(game, outcome.name);
      const other = could.filter((name) => name !== outcome.name && faceOf(game, name) !== face && !shownLater(name));
      if (to === undefined || other.length === 0) continue;
      const name = other[randomInt(rng, other.length)]!;
      let lines: [Told, Told];
      try {
        lines = [tell(game, log, step, true, true), tell(game, withName(log, index, name), step, true, true, true)];
      } catch (error) {
        report.violations.push(`${at}: a possible card (${name}) was refused: ${(error as Error).message}`);
        continue;
      }
      if (lines[0].failed) {
        report.violations.push(`${at}: the transcript does not replay to its line: ${lines[0].failed.message}`);
        continue;
      }
      const refused = lines[1].failed;
      if (refused instanceof ChanceError && refused.line === outcome.line) {
        report.violations.push(`${at}: a possible card (${name}) was refused: ${refused.message}`);
        continue;
      }
      report.privateProbes++;
      const [base, changed] = lines;
      const move = step === 0 ? 'setup' : `move ${step} (${log.moves[step - 1]!.choice})`;
      const { violation, actedOn } = compareLines(base, changed, step, to);
      if (actedOn) report.actedOn++;
      if (violation) report.violations.push(`${at}, ${move}, changed to ${name}, shown only to seat ${to + 1}: ${violation}`);
      if (!changed.failed && isDeepStrictEqual(changed.views[step]![to], seeded[step]![to])) report.violations.push(`${at}: seat ${to + 1} does not see its own card change to ${name}`);
    }
  }
  return report;
}

/** Where two views first differ, as a path and both values (for a readable violation). */
function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path || '.'}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
}
