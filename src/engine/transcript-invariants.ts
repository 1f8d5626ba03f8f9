/**
 * The chance invariants of issue 15, for a game whose chance goes through chance.ts (every game's), over
 * random games: a transcript written down from what the seats saw (the seed thrown away) replays to the same game,
 * seat by seat; a told card is always one that could be there, and one that cannot is refused at its line; a seat's
 * view does not move when an outcome shown only to another seat changes. Returns violations, like `runInvariants`.
 */
import { isDeepStrictEqual } from 'node:util';
import { ChanceError, type ChanceOutcome } from './chance.js';
import { selfPlayOptions, type AnyGame } from './game.js';
import { parseLog, writeLog, type GameLog, type LogHeader } from './log.js';
import { decisionOf, matchToLog, playChoice, startMatch, type Match } from './match.js';
import { randomInt, seedRng } from './rng.js';

export interface TranscriptInvariantOptions {
  games: number;
  headers: (index: number) => LogHeader;
  maxSteps: number;
  /** Outcomes per game whose card is replaced (by an impossible one, and by another possible one). */
  probes?: number;
}

export interface TranscriptInvariantReport {
  games: number;
  outcomes: number;
  /** Outcomes shown to one seat only whose card was replaced by another possible one. */
  privateProbes: number;
  violations: string[];
}

/** Every seat's board after setup and after each move, as plain data. */
type Views = unknown[][];

/**
 * What each seat sees: its board. (Not the view data itself: a game may tell copies of a card apart by instance
 * number, and a transcript names the card, not the copy, so another copy may stand in the same place.)
 */
function viewsOf(game: AnyGame, match: Match): unknown[] {
  return match.header.players.map((_, seat) => JSON.parse(JSON.stringify(game.render(game.view(match.state, seat)))));
}

/** The told outcomes of a transcript in order, each with where it sits (step 0 = setup, k = after move k). */
function outcomesOf(log: GameLog): { outcome: ChanceOutcome; step: number }[] {
  const out = (log.opening ?? []).map((outcome) => ({ outcome, step: 0 }));
  log.moves.forEach((move, k) => { for (const outcome of move.outcomes ?? []) out.push({ outcome, step: k + 1 }); });
  return out;
}

/**
 * Replay a transcript step by step up to `steps` steps, collecting views (with `lastOnly`, only those after the
 * last step, the only ones a probe compares: rendering every board was most of a probe's cost); throws what the
 * replay throws.
 */
function tell(game: AnyGame, log: GameLog, steps: number, lastOnly = false): { views: Views; match: Match } {
  const match = startMatch(game, log.header, { opening: log.opening ?? [], line: log.moves[0]?.line });
  const moves = log.moves.slice(0, steps);
  const views: Views = [];
  if (!lastOnly || moves.length === 0) views.push(viewsOf(game, match));
  moves.forEach((move, k) => {
    playChoice(match, move.choice, undefined, { outcomes: move.outcomes ?? [], line: move.line });
    if (!lastOnly || k === moves.length - 1) views[k + 1] = viewsOf(game, match);
  });
  return { views, match };
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

export function runTranscriptInvariants(game: AnyGame, options: TranscriptInvariantOptions): TranscriptInvariantReport {
  const report: TranscriptInvariantReport = { games: 0, outcomes: 0, privateProbes: 0, violations: [] };
  const rng = seedRng('transcripts');
  for (let g = 0; g < options.games && report.violations.length < 20; g++) {
    const given = options.headers(g);
    const header = { ...given, options: selfPlayOptions(game, given.options) };
    const where = `game ${g} (seed ${header.seed})`;
    // A seeded game that keeps its outcomes, and every seat's view along the way.
    const match = startMatch(game, header, { record: true });
    const seeded: Views = [viewsOf(game, match)];
    for (let step = 0; step < options.maxSteps; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      playChoice(match, decision.choices[randomInt(rng, decision.choices.length)]!, decision);
      seeded.push(viewsOf(game, match));
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
    let told: { views: Views; match: Match };
    try {
      told = tell(game, log, log.moves.length);
    } catch (error) {
      report.violations.push(`${where}: the transcript does not replay: ${(error as Error).message}`);
      continue;
    }
    const end = (m: Match) => JSON.stringify(decisionOf(m));
    if (end(told.match) !== end(match)) report.violations.push(`${where}: the transcript ends otherwise: ${end(told.match)} vs ${end(match)}`);
    const differs = seeded.findIndex((views, step) => !isDeepStrictEqual(views, told.views[step]));
    if (differs >= 0) report.violations.push(`${where}: a seat sees something else after step ${differs} of the transcript: ${firstDifference(seeded[differs], told.views[differs])}`);

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
      // Another possible card: the seats it was not shown to see exactly the same after that step.
      const to = shownTo[index];
      // Not a card a later outcome of the same step and pile shows to others: `withName` would swap that one too.
      const shownLater = (name: string) => outcomes.some((o, j) => j > index && o.step === step && o.outcome.key === outcome.key && o.outcome.name === name && shownTo[j] !== to);
      const other = could.filter((name) => name !== outcome.name && !shownLater(name));
      if (to === undefined || other.length === 0) continue;
      const name = other[randomInt(rng, other.length)]!;
      let changed: Views;
      try {
        changed = tell(game, withName(log, index, name), step, true).views;
      } catch (error) {
        report.violations.push(`${at}: a possible card (${name}) was refused: ${(error as Error).message}`);
        continue;
      }
      report.privateProbes++;
      changed[step]!.forEach((view, seat) => {
        const same = isDeepStrictEqual(view, seeded[step]![seat]);
        if (seat !== to && !same) report.violations.push(`${at}: seat ${seat + 1} sees the change to ${name}, shown only to seat ${to + 1}`);
        if (seat === to && same) report.violations.push(`${at}: seat ${to + 1} does not see its own card change to ${name}`);
      });
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
