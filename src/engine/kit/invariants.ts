/**
 * The invariant suite every game's tests run (after OpenSpiel's RandomSimTest): random self-play games that check,
 * at every step, the properties any correct game module has. Returns violations instead of throwing so a test
 * can report all of them.
 */
import { randomDecider, type SyncDecider } from '../deciders.js';
import { determinizeFor } from '../determinize.js';
import { IllegalChoiceError } from '../errors.js';
import { selfPlayOptions, type AnyGame, type BaseState, type Decision, type GameEvent, type Seat } from '../game.js';
import { seen } from '../observation.js';
import type { OpenDecision } from '../game.js';
import { watchSingleAnswers } from '../referee.js';
import type { LogHeader } from '../log.js';
import { catalogueNames, leakedNames, namedCards, visibleText, type NamedCard } from './hidden-names.js';
import { jsonRoundTrip } from './json-round-trip.js';
import { decisionOf, lastMove, playChoice, replayLog, startMatch, type Match } from '../match.js';
import { copyPlain } from '../plain.js';
import { randomItem, roundRobin, seedRng } from '../rng.js';

export interface InvariantOptions {
  games: number;
  seed?: number;
  /** Headers to play, chosen round-robin (deck pairings, player counts, rules options). */
  headers: (index: number) => LogHeader;
  /** A game that has not ended after this many decisions is a violation. */
  maxSteps: number;
  /** Check view hiding every N steps (it costs a determinize per seat). */
  viewEvery?: number;
  /** Deciders per seat for game `index` (default: uniformly random). */
  deciders?: (index: number) => SyncDecider[];
  /** Called after every game (a long soak prints its progress). */
  afterGame?: (report: InvariantReport) => void;
}

export interface InvariantReport {
  games: number;
  steps: number;
  violations: string[];
  /** Observations compared with those of a resampled state (each seat's and a spectator's, at each view step). */
  observations: number;
  /** Finished games per winner index (-1 = draw), for a quick sanity look. */
  winners: Record<string, number>;
}

/** The card instances of a state as a multiset, to check that no move (and no determinize) loses or adds one. */
class CardCount {
  private readonly counts = new Map<string, number>();
  private readonly size: number;

  constructor(instances: Iterable<string>) {
    let size = 0;
    for (const card of instances) { this.counts.set(card, (this.counts.get(card) ?? 0) + 1); size++; }
    this.size = size;
  }

  /** The counts of the last `same`, kept to be cleared rather than made afresh at every step. */
  private readonly seen = new Map<string, number>();

  /** Whether `instances` holds each card as many times (counting, not sorting: this runs after every step). */
  same(instances: Iterable<string>): boolean {
    const seen = this.seen;
    seen.clear();
    let size = 0;
    for (const card of instances) {
      const n = (seen.get(card) ?? 0) + 1;
      if (n > (this.counts.get(card) ?? 0)) return false;
      seen.set(card, n);
      size++;
    }
    return size === this.size;
  }
}

/**
 * Whether `f` refuses the choice (throws IllegalChoiceError). Building that error's stack trace was most of the cost
 * of the "unlisted choice" check run at every step, and nothing reads it there, so none is recorded.
 */
function refused(f: () => void): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    f();
    return false;
  } catch (error) {
    if (error instanceof IllegalChoiceError) return true;
    throw error;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * Whether a choice text is not in the form `normalizeChoice` gives (trimmed, one space between words, lower case),
 * tested without building that form: this runs on every choice at every step.
 */
const OFF_SPACING = /^\s|\s$|\s\s|[^\S ]/;
const notNormalised = (choice: string): boolean => OFF_SPACING.test(choice) || choice.toLowerCase() !== choice;

export function runInvariants(game: AnyGame, options: InvariantOptions): InvariantReport {
  const report: InvariantReport = { games: 0, steps: 0, violations: [], observations: 0, winners: {} };
  const botRng = seedRng(`bots:${options.seed ?? 1}`);
  const pick = randomDecider(botRng);
  const names = catalogueNames(game);
  // The cards each description names: the same texts come back at every step, and finding names is a scan of the
  // whole catalogue.
  const named = new Map<string, NamedCard[]>();
  const namedIn = (text: string): NamedCard[] => {
    let found = named.get(text);
    if (found === undefined) {
      found = namedCards(text, names);
      if (named.size < 100_000) named.set(text, found);
    }
    return found;
  };
  // The description checks resample with their own RNG, so adding them did not change which games are played.
  const hideRng = seedRng(`hidden:${options.seed ?? 1}`);
  // `afterGame` runs in the loop's update, so a game that ends with `continue` reports too.
  for (let g = 0; g < options.games && report.violations.length < 20; g++, options.afterGame?.(report)) {
    const given = options.headers(g);
    const header = { ...given, options: selfPlayOptions(game, given.options) }; // random play needs the bots' bound
    const where = (step: number) => `game ${g} (seed ${header.seed}) step ${step}`;
    let match: Match = startMatch(game, header);
    const deciders = options.deciders?.(g);
    const cards = new CardCount(game.cardInstances(match.state));
    let step = 0;
    let broken = false;
    // Play goes on from the state's JSON copy: anything not plain data (undefined, Map, class) would diverge here.
    // (The state is then plain data at every step, so a copy of it made by `copyPlain` is exact.)
    const plain = jsonRoundTrip(match.state);
    if (plain === undefined) report.violations.push(`${where(0)}: the state after setup does not survive a JSON round trip`);
    else match = { ...match, state: plain };
    for (; step < options.maxSteps && !broken; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      const { choices } = decision;
      if (choices.length === 0) { report.violations.push(`${where(step)}: empty choice list (${decision.prompt})`); broken = true; break; }
      if (new Set(choices).size !== choices.length) report.violations.push(`${where(step)}: duplicate choices ${choices.join(' | ')}`);
      if (choices.some(notNormalised)) {
        report.violations.push(`${where(step)}: a choice text is not normalised: ${choices.join(' | ')}`);
      }
      // A choice that is not listed must be refused.
      if (!refused(() => playChoice(match, 'not-a-move', decision))) report.violations.push(`${where(step)}: an unlisted choice was accepted`);
      // Another listed choice, tried on a copy, must be accepted too.
      if (choices.length > 1) {
        const other = randomItem(botRng, choices);
        const copy: Match = { ...match, state: copyPlain(match.state), moves: [...match.moves] };
        try {
          playChoice(copy, other, decision);
        } catch (error) {
          report.violations.push(`${where(step)}: listed choice "${other}" threw ${(error as Error).message}`);
        }
      }
      const viewStep = Boolean(options.viewEvery) && step % options.viewEvery! === 0;
      if (viewStep) checkViews(game, match, cards, botRng, where(step), report);
      if (viewStep) checkDescriptions(game, match, decision, names, namedIn, hideRng, where(step), report);
      const decide = deciders ? roundRobin(deciders, decision.seat) : pick;
      const choice = decide({ game, state: match.state, decision, seats: header.players.length });
      // The decider's own imagined state, for the checks that a move's effects fit what it could know.
      const imagined = viewStep ? determinizeFor(game, match.state, decision.seat, botRng) : undefined;
      const watching = viewStep ? watchSingleAnswers(checkLoneChoice(game, header.players.length, hideRng, where(step), report)) : undefined;
      try {
        playChoice(match, choice, decision);
      } catch (error) {
        report.violations.push(`${where(step)}: listed choice "${choice}" threw ${(error as Error).stack}`);
        broken = true;
        break;
      } finally {
        if (viewStep) watchSingleAnswers(watching);
      }
      if (imagined) checkKnowledge(game, imagined, decision, choice, match, where(step), report);
      if (!cards.same(game.cardInstances(match.state))) {
        report.violations.push(`${where(step)}: cards not conserved after "${choice}"`);
        broken = true;
        break;
      }
      const copy = jsonRoundTrip(match.state);
      if (copy === undefined) report.violations.push(`${where(step)}: state does not survive a JSON round trip`);
      else match = { ...match, state: copy };
    }
    report.steps += step;
    report.games++;
    if (broken) continue;
    const end = decisionOf(match);
    if (!end.over) {
      report.violations.push(`${where(step)}: game did not end within ${options.maxSteps} decisions`);
      continue;
    }
    const key = end.result.winners.length === 1 ? String(end.result.winners[0]) : 'draw';
    report.winners[key] = (report.winners[key] ?? 0) + 1;
    const replayed = replayLog(game, {
      header,
      moves: match.moves.map((m, i) => ({ seat: m.seat, choice: m.choice, line: i + 1 })),
    });
    if (replayed.failure) report.violations.push(`${where(step)}: replay failed at move ${replayed.failure.line}: ${replayed.failure.message}`);
    else if (JSON.stringify(replayed.match.state) !== JSON.stringify(match.state)) {
      report.violations.push(`${where(step)}: replaying the log gives a different final state`);
    }
  }
  return report;
}

/**
 * The decider's legal list must depend only on what it can see, and a move whose outcome it could not have known
 * (it showed a hidden card) must be locked against undo: replaying the move on an imagined state that looks the
 * same to the mover must look the same afterwards, unless the move was locked.
 */
function checkKnowledge(
  game: AnyGame, imagined: { events: unknown[] }, decision: { seat: Seat; choices: string[] }, choice: string,
  match: Match, where: string, report: InvariantReport,
) {
  const seat = decision.seat;
  const imaginedDecision = game.decision(imagined);
  if (imaginedDecision.over || imaginedDecision.seat !== seat || imaginedDecision.choices.join('|') !== decision.choices.join('|')) {
    report.violations.push(`${where}: the legal moves of seat ${seat + 1} depend on information hidden from it`);
    return;
  }
  game.apply(imagined, choice);
  const last = lastMove(match);
  if (!last.locked && JSON.stringify(game.view(imagined, seat)) !== JSON.stringify(game.view(match.state, seat))) {
    report.violations.push(`${where}: "${choice}" showed seat ${seat + 1} hidden information but did not set state.revealed (undo could take it back)`);
  }
}

/**
 * A question the engine answers by itself (one choice) must have that one choice in every state the other seats
 * cannot tell from this one: else going on at once told them that the decider's hidden cards allowed nothing else
 * (the game marks such a question `hiddenChoices`, and it is asked).
 */
function checkLoneChoice(game: AnyGame, seats: number, rng: ReturnType<typeof seedRng>, where: string, report: InvariantReport) {
  return (state: BaseState, question: OpenDecision, askAgain: (other: BaseState) => OpenDecision | null): void => {
    for (let seat: Seat = 0; seat < seats; seat++) {
      if (seat === question.seat) continue;
      const outer = watchSingleAnswers(undefined);
      try {
        const again = askAgain(game.determinize(state, seat, rng));
        if (again === null || again.seat !== question.seat || again.choices.join('|') !== question.choices.join('|')) {
          report.violations.push(`${where}: seat ${question.seat + 1}'s lone choice "${question.choices[0]}" (${question.prompt}) was answered by itself, but in a state seat ${seat + 1} cannot tell from this one the choices are ${again ? again.choices.join(' | ') : 'none'}: mark the question hiddenChoices`);
          return;
        }
      } finally {
        watchSingleAnswers(outer);
      }
    }
  };
}

/** A seat's view must not change when everything hidden from that seat is resampled. */
function checkViews(game: AnyGame, match: Match, cards: CardCount, rng: ReturnType<typeof seedRng>, where: string, report: InvariantReport) {
  for (let seat: Seat = 0; seat < match.header.players.length; seat++) {
    const view = JSON.stringify(game.view(match.state, seat));
    const resampled = game.determinize(match.state, seat, rng);
    if (!cards.same(game.cardInstances(resampled))) {
      report.violations.push(`${where}: determinize for seat ${seat + 1} lost or added cards`);
    }
    if (JSON.stringify(game.view(resampled, seat)) !== view) {
      report.violations.push(`${where}: seat ${seat + 1}'s view depends on information hidden from it`);
      return;
    }
    // Determinizing must use only what the seat knows, or bots built on it would read the hidden state:
    // the same RNG must give the same sample from the true state and from any resampled one.
    const seed = structuredClone(rng);
    const fromTrue = JSON.stringify(game.determinize(match.state, seat, structuredClone(seed)));
    const fromOther = JSON.stringify(game.determinize(resampled, seat, structuredClone(seed)));
    if (fromTrue !== fromOther) {
      report.violations.push(`${where}: determinize for seat ${seat + 1} depends on the true hidden state (sort the unknown cards before shuffling them)`);
      return;
    }
    if (/"rng"|"stacked"/.test(view)) report.violations.push(`${where}: seat ${seat + 1}'s view contains RNG state`);
    // Everything the seat is sent must hold still too, and a spectator, who sees less, must see nothing move either.
    if (!sameObservation(game, match, resampled, seat, where, report)) return;
    if (!sameObservation(game, match, resampled, null, where, report)) return;
  }
}

/**
 * What `viewer` is sent (the protocol's observation: board, decision, moves, view; and the events of the last move it
 * may read) is the same, byte for byte, on the true state and on `resampled`, where only cards `viewer` cannot see
 * differ. The resampled state settles afresh, so a question asked only because of a hidden card shows here too.
 */
function sameObservation(game: AnyGame, match: Match, resampled: { events: GameEvent[] }, viewer: Seat | null, where: string, report: InvariantReport): boolean {
  const players = match.header.players;
  const sent = (state: { events: GameEvent[] }, decision: Decision) => ({
    ...seen(game, state, decision, viewer, players, match.moves.length),
    events: state.events.filter((e) => e.to === undefined || e.to === viewer).map((e) => e.text),
  });
  const truth = sent(match.state, decisionOf(match));
  // The true state rests at its question; a resampled one that must first run on (a question answered or skipped
  // there) was asked only because of, or skipped only because of, a card hidden from the viewer.
  const before = JSON.stringify(resampled);
  const decision = game.decision(resampled);
  const ranOn = JSON.stringify(resampled) !== before;
  const other = sent(resampled, decision);
  report.observations++;
  const fields = (Object.keys(truth) as (keyof typeof truth)[]).filter((key) => JSON.stringify(truth[key]) !== JSON.stringify(other[key]));
  if (fields.length === 0) return true;
  const who = viewer === null ? 'a spectator' : `seat ${viewer + 1}`;
  const shown = (value: unknown) => JSON.stringify(value).slice(0, 300);
  const first = fields[0]!;
  const found = `(${fields.join(', ')}: ${shown(truth[first])} / ${shown(other[first])})`;
  report.violations.push(ranOn
    ? `${where}: whether this question is asked depends on cards hidden from ${who} ${found}`
    : `${where}: ${who}'s observation depends on cards hidden from it ${found}`);
  return false;
}

type Names = ReturnType<typeof catalogueNames>;
/** Viewers of a text: every seat (the mover as `undefined`, "the mover") and a spectator (null). */
const viewersOf = (seats: number, mover: Seat): { seat: Seat | null; as: Seat | null | undefined }[] => [
  ...Array.from({ length: seats }, (_, seat) => ({ seat, as: seat === mover ? undefined : seat })), { seat: null, as: null },
];

/**
 * A move's description as each seat sees it (the mover, every other seat, a spectator) names no card that seat's
 * view does not show, and it does not change when everything hidden from that seat is resampled. Event texts are not
 * held to this: they are where a game says what a move makes public, and a rule that shows a hidden card (a card
 * found in the deck and shown, then taken into hand) cannot be told from a leak by a check that knows no rules.
 */
function checkDescriptions(
  game: AnyGame, match: Match, decision: { seat: Seat; choices: string[] }, names: Names, namedIn: (text: string) => NamedCard[],
  rng: ReturnType<typeof seedRng>,
  where: string, report: InvariantReport,
): void {
  // A sample of the legal moves keeps this cheap on long lists (every swap of a hand card with a column).
  const all = decision.choices;
  const choices = all.length <= 8 ? all : Array.from({ length: 8 }, () => randomItem(rng, all));
  for (const { seat, as } of viewersOf(match.header.players.length, decision.seat)) {
    const who = seat === null ? 'a spectator' : `seat ${seat + 1}`;
    const texts = choices.map((choice) => game.describe(match.state, choice, as));
    // The mover is also shown its legal list, which may name cards its view does not hold (a card found in the deck).
    const known = as === undefined ? undefined : visibleText(game, match.state, seat);
    choices.forEach((choice, i) => {
      if (known === undefined) return;
      const leaked = leakedNames(texts[i]!, names, [known], namedIn(texts[i]!));
      if (leaked.length > 0) report.violations.push(`${where}: "${choice}" is described to ${who} as "${texts[i]}", naming ${leaked.join(', ')} it cannot see`);
    });
    if (seat === null) continue;
    const resampled = determinizeFor(game, match.state, seat, rng);
    const imagined = game.decision(resampled);
    if (!imagined || imagined.over) continue;
    choices.forEach((choice, i) => {
      if (!imagined.choices.includes(choice)) return;
      const text = game.describe(resampled, choice, as);
      if (text !== texts[i]) report.violations.push(`${where}: the description of "${choice}" shown to ${who} depends on cards hidden from it ("${texts[i]}" / "${text}")`);
    });
  }
}
