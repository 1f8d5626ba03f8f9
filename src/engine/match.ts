/**
 * A match is the log header plus the moves played; the state is always `fold(apply, setup, moves)`.
 * Replay, undo and resume are all that fold.
 */
import { parseDeckText } from './decklist.js';
import { IllegalChoiceError, LogHeaderError, quote, UserError } from './errors.js';
import { withContentLang } from './i18n.js';
import { optionNames, optionRule, type AnyGame, type Decision, type GameEvent, type Seat } from './game.js';
import { formatResult, resultSays, resultWho, type GameLog, type LogHeader, type LogMove } from './log.js';
import { copyPlain } from './plain.js';
import { seedRng, StackedOrderError } from './rng.js';
import { ChanceError, checkStepUsed, tellStep, type ChanceOutcome } from './chance.js';
import { em } from './messages.js';
import { showControls } from './visible.js';

export interface MoveRecord {
  seat: Seat;
  choice: string;
  /**
   * The move showed its mover something hidden (`state.revealed`: a draw, a look at hidden cards, an opponent's
   * hidden card) or used chance (a shuffle), so undo may not take it back. Showing others a card the mover already
   * knew (using a spell or ARTS of your own) does not lock: undo withdraws its events before anyone reads them.
   */
  locked: boolean;
  /** Why the move was made for the seat (a bot that failed and so conceded); written into the log as a comment. */
  note?: string;
  /** The chance outcomes of the move, when the match keeps them (a transcript, or a game that records them). */
  outcomes?: ChanceOutcome[];
  /** A resignation read as ending the game where the seat could have left (an older log's): rebuilt the same. */
  ended?: boolean;
}

export interface Match {
  game: AnyGame;
  header: LogHeader;
  /** The game's own state type (the match holds any game). */
  state: any;
  moves: MoveRecord[];
  /** A seat that conceded: the game is over whatever the state says. */
  resigned?: Seat;
  /** Seats that resigned and left while the others played on (a game declaring `leave`). */
  left?: Seat[];
  /** The chance outcomes of setup (opening hands), when the match keeps them (see `MatchChance`). */
  opening?: ChanceOutcome[];
}

/**
 * Where a match's chance comes from besides the seed (chance.ts). `opening`: the match is a transcript and these
 * are the outcomes of setup; every later move gets its own (`playChoice`). `open`: past the transcript's end,
 * outcomes not told are drawn with the PRNG (a game continued after its log). `record`: a seeded match that keeps
 * its outcomes, so its log can name them.
 */
export interface MatchChance {
  opening?: ChanceOutcome[];
  /** The line an error about a missing opening outcome names (the first move's). */
  line?: number;
  open?: boolean;
  record?: boolean;
}

/** The move text of a concession; the engine handles it for every game, so games never list it. */
export const RESIGN = 'resign';

/** Decks already resolved, by game, options and text: self-play and replay start thousands of games from a few decks. */
const resolvedDecks = new Map<string, unknown>();

/** Resolve a deck given as a built-in id or as deck-list text; problems become one user error. */
export function resolveDeck(game: AnyGame, text: string, options: Record<string, string>, source = 'deck'): unknown {
  const key = `${game.id}\n${JSON.stringify(options)}\n${text}`;
  const known = resolvedDecks.get(key);
  // A copy each time: a game's setup may take cards out of the deck it is given. (Decks are plain JSON data.)
  if (known !== undefined) return copyPlain(known);
  const rules = game.decks;
  if (!rules) throw new UserError(em().noDecks(game.name));
  const builtin = rules.builtin.find((d) => d.id === text.trim() || `${game.id}:${d.id}` === text.trim());
  const entries = parseDeckText(builtin ? builtin.text : text, rules.sections, builtin ? `${game.id}:${builtin.id}` : source);
  const { deck, problems } = rules.build(entries, options);
  if (!deck || problems.length > 0) {
    throw new UserError(problems.map((p) => (p.line ? `${source}:${p.line}: ${p.message}` : `${source}: ${p.message}`)).join('\n'), 2);
  }
  // Stored as its JSON form (what a log could say), copied out by hand: several times faster than parsing text.
  if (resolvedDecks.size < 256) resolvedDecks.set(key, JSON.parse(JSON.stringify(deck)));
  return deck;
}

export { LogHeaderError } from './errors.js';

export function startMatch(game: AnyGame, header: LogHeader, chance?: MatchChance): Match {
  if (header.game !== game.id) throw new UserError(em().wrongGame(header.game, game.id), 2);
  if (header.version !== game.version) {
    throw new UserError(em().wrongVersion(game.id, header.version, game.version), 2);
  }
  const n = header.players.length;
  if (n < game.players.min || n > game.players.max) {
    throw new UserError(em().playerCount(game.name, game.players.min, game.players.max, n), 2);
  }
  for (const [name, value] of Object.entries(header.options)) {
    // A header's keys are the user's: only the game's own option names are looked up (optionRule uses own keys).
    // A bad option line is a bad log (exit 2) named with its line, like every header line.
    const rule = optionRule(game, name);
    const line = header.optionLines?.get(name);
    if (!rule) throw new LogHeaderError(line, em().noOption(game.name, name, optionNames(game).join(', ')));
    if (!rule.accepts(value)) throw new LogHeaderError(line, em().optionValue(name, rule.allowed, showControls(value)));
  }
  const decks = game.decks
    ? header.players.map((_, seat) => {
        const text = header.decks[seat] ?? game.defaultDecks?.[seat % game.defaultDecks.length];
        if (!text) throw new UserError(em().noDeck(seat + 1));
        return resolveDeck(game, text, header.options, `deck.${seat + 1}`);
      })
    : [];
  if (header.first !== undefined && game.ruledFirst) {
    // Where the rules pick the first player (EAT/PAINT: the higher SPD), `first:` may only stand for a coin flip.
    const ruled = game.ruledFirst(decks, header.players);
    if (ruled && ruled.seat !== header.first) throw new LogHeaderError(header.firstLine, em().firstOverruled(header.first + 1, ruled.reason));
  }
  const stackable = game.orderKeys(n, header.options);
  for (const key of Object.keys(header.orders)) {
    if (!stackable.includes(key)) throw new LogHeaderError(header.orderLines?.get(key), em().orderKeyUnknown(key, game.name, game.id, stackable.join(', ')));
  }
  const rng = seedRng(header.seed);
  // copyPlain, not structuredClone: a clone made in another realm (jest's) fails the invariant suite's JSON round trip.
  if (Object.keys(header.orders).length > 0) rng.stacked = copyPlain(header.orders);
  const told = chance?.opening;
  if (told) {
    if (Object.keys(header.orders).length > 0) throw new LogHeaderError(header.orderLines?.values().next().value, em().transcriptOrders);
    tellStep(rng, told, chance.line ?? told[told.length - 1]?.line);
  }
  if (told || chance?.record) rng.heard = [];
  const state = game.setup({ players: header.players, decks, first: header.first, options: header.options }, rng);
  checkStepUsed(rng);
  if (rng.told) {
    rng.told.queue = [];
    if (chance?.open) rng.told.open = true;
  }
  if (!rng.heard) return { game, header, state, moves: [] };
  const opening = rng.heard;
  rng.heard = [];
  return { game, header, state, moves: [], opening };
}

export function decisionOf(match: Match): Decision {
  if (match.resigned !== undefined) {
    const seats = match.header.players.map((_, seat) => seat);
    // Solo: conceding is losing. With opponents, everyone else still in the game shares the win.
    const winners = seats.length === 1 ? [] : seats.filter((seat) => seat !== match.resigned && !match.left?.includes(seat));
    const reason = em().resigned(match.header.players[match.resigned]!);
    // A solo player who concedes has lost to the game, not drawn.
    if (seats.length === 1) return { over: true, result: { winners, reason, label: 'lost', labelText: em().lost } };
    return { over: true, result: { winners, reason } };
  }
  return match.game.decision(match.state);
}

/** The move played last; a match with no move yet has none, and asking for it is a bug of the caller. */
export function lastMove(match: Match): MoveRecord {
  const move = match.moves.at(-1);
  if (move === undefined) throw new Error('no move has been played yet');
  return move;
}

/** Would `seat` resigning now leave a game that goes on (the game declares `leave`, two or more others remain)? */
export function resignLeaves(match: Match, seat: Seat): boolean {
  if (!match.game.leave) return false;
  return match.header.players.filter((_, other) => other !== seat && !match.left?.includes(other)).length >= 2;
}

/**
 * Concede for `seat` (any seat may concede at any time while the game runs); `note` says why, in the log. Where
 * the game lets a seat leave, the others play on; `ends` forces the older reading, where a resignation ended the
 * game for everyone (a log written so: replay).
 */
export function resign(match: Match, seat: Seat, note?: string, ends = false): void {
  if (decisionOf(match).over) throw new UserError(em().gameOver, 2);
  const leaves = resignLeaves(match, seat);
  match.moves.push({ seat, choice: RESIGN, locked: true, ...(note ? { note } : {}), ...(ends && leaves ? { ended: true } : {}) });
  if (!ends && leaves) {
    match.left = [...(match.left ?? []), seat];
    match.game.leave!(match.state, seat);
  } else match.resigned = seat;
}

/** Replay the resignation that is move `index` of `log` (as `replayLog` does; for tools that step through a log). */
export function resignLogged(match: Match, log: GameLog, index: number): void {
  const seat = log.moves[index]!.seat;
  resign(match, seat, undefined, resignationEndedLog(match, log, index, seat));
}

/**
 * A log that ends with a resignation its result line reads as the end of the game for everyone else (written
 * before seats could leave): replayed as it was written.
 */
function resignationEndedLog(match: Match, log: GameLog, index: number, seat: Seat): boolean {
  if (index !== log.moves.length - 1 || !log.result || !resignLeaves(match, seat)) return false;
  const everyoneElse = match.header.players.map((_, other) => other).filter((other) => other !== seat && !match.left?.includes(other));
  return resultSays(log.result.text, resultWho({ winners: everyoneElse, reason: '' }, match.header.players));
}

/** Collapse spacing so `summon  3 2 ` and `summon 3 2` are the same move. */
export function normalizeChoice(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The legal text `typed` stands for: itself, normalized, or the game's new spelling of an old form; else it throws. */
function legalChoice(match: Match, typed: string, legal: string[]): string {
  if (legal.includes(typed)) return typed;
  const choice = normalizeChoice(typed);
  if (legal.includes(choice)) return choice;
  // An older spelling the move table declares, then one the game recognises by its own rule.
  const alias = match.game.moves?.aliasOf(choice, legal) ?? match.game.aliasOf?.(match.state, choice, legal);
  if (alias !== undefined && legal.includes(alias)) return alias;
  throw new IllegalChoiceError(typed, legal, '', explainIllegal(match, choice));
}

/**
 * The game's reason a choice is illegal, if it has one, else the shape its move table expects; a failing
 * explanation never hides the error itself.
 */
function explainIllegal(match: Match, choice: string): string | undefined {
  try {
    return match.game.explain?.(match.state, choice) ?? match.game.moves?.shapeProblem(choice);
  } catch {
    return undefined;
  }
}

/**
 * The description of a typed move as `viewer` may know it, after checking that it is legal now: a game describes
 * only moves from its legal list (describing anything else may fail), so an illegal text throws the same
 * `IllegalChoiceError` as `playChoice` would.
 */
export function describeLegal(match: Match, typed: string, viewer?: Seat | null, known?: Decision): string {
  const decision = known ?? decisionOf(match);
  if (decision.over) throw new UserError(em().gameOver, 2);
  const choice = legalChoice(match, typed, decision.choices);
  return match.game.describe(match.state, choice, viewer);
}

/**
 * Validate and apply one choice by the deciding seat; returns the events it caused. A caller that has just asked
 * `decisionOf(match)` passes that decision along, so the legal list is not built twice per move. In a transcript,
 * `told` gives the outcomes the log names after the move (none: the move must need none, unless the match is open).
 */
export function playChoice(match: Match, typed: string, known?: Decision, told?: { outcomes?: ChanceOutcome[]; line?: number }): GameEvent[] {
  const decision = known ?? decisionOf(match);
  if (decision.over) throw new UserError(em().gameOver, 2);
  // Bots and logs already give listed texts; only typed input needs normalising. The listed string itself is played
  // (a log's text is a copy): the rules then compare and look it up by the string they built, hash and all.
  const listed = decision.choices.indexOf(typed);
  const choice = listed >= 0 ? decision.choices[listed]! : legalChoice(match, typed, decision.choices);
  const state = match.state;
  // The RNG words read one by one (destructuring an array walks an iterator).
  let s = state.rng.words;
  const a = s[0], b = s[1], c = s[2], d = s[3];
  state.events = [];
  state.revealed = false;
  const rng = state.rng;
  if (rng.heard === undefined) {
    match.game.apply(state, choice);
    s = rng.words;
    const locked = Boolean(state.revealed) || s[0] !== a || s[1] !== b || s[2] !== c || s[3] !== d;
    match.moves.push({ seat: decision.seat, choice, locked });
    return state.events;
  }
  // The match keeps its outcomes (a transcript, or recording): each move gets those it caused.
  if (rng.told) tellStep(rng, told?.outcomes ?? [], told?.line);
  const heard: ChanceOutcome[] = (rng.heard = []);
  match.game.apply(state, choice);
  // An older transcript told after this move the cards of a lone answer the engine then gave by itself and now asks
  // (`hiddenChoices`, filled in as `fillForced` does): the outcomes this move left over are that answer's.
  const left = rng.told ? rng.told.queue.slice(rng.told.next) : [];
  const lone = left.length > 0 ? loneForced(match.game.decision(state)) : undefined;
  if (lone !== undefined) rng.told!.queue = rng.told!.queue.slice(0, rng.told!.next);
  checkStepUsed(rng);
  if (rng.told) rng.told.queue = [];
  s = rng.words;
  const locked = Boolean(state.revealed) || heard.length > 0 || s[0] !== a || s[1] !== b || s[2] !== c || s[3] !== d;
  match.moves.push({ seat: decision.seat, choice, locked, ...(heard.length > 0 ? { outcomes: heard } : {}) });
  if (lone === undefined) return state.events;
  const events = state.events;
  return [...events, ...playChoice(match, lone, undefined, { outcomes: left, line: told?.line })];
}

export interface ReplayFailure {
  line: number;
  message: string;
  legal: string[];
}

export interface ReplayOutcome {
  match: Match;
  /** Moves of the log replayed (the match may hold more: answers the log lacks, filled in by `fillForced`). */
  played: number;
  failure?: ReplayFailure;
  /** Set when the log's `result:` line disagrees with the replayed result. */
  resultMismatch?: { line: number; expected: string; actual: string };
}

/**
 * What makes a replayed log invalid, or undefined when it is valid: its first move the rules refuse, else a
 * `result:` line the game does not give. The one verdict of `replay`, `play --resume` and the protocol's `load`.
 */
export function replayProblem(outcome: ReplayOutcome): ReplayFailure | undefined {
  if (outcome.failure) return outcome.failure;
  const mismatch = outcome.resultMismatch;
  if (!mismatch) return undefined;
  return { line: mismatch.line, message: em().resultMismatch(showControls(mismatch.expected), mismatch.actual), legal: [] };
}

/**
 * Whether a logged move concedes. Replay asks it of every move, so a first character that cannot begin
 * `resign` after trimming (not r/R, not a space, not outside ASCII) answers at once, then the regex test.
 */
function isResign(choice: string): boolean {
  const c = choice.charCodeAt(0);
  if (c !== 114 && c !== 82 && c > 32 && c < 128) return false;
  return choice.length <= 12 && /resign/i.test(choice) && normalizeChoice(choice) === RESIGN;
}

/** Fold the log's moves over a fresh setup, stopping at the first move the rules refuse. */
export function replayLog(game: AnyGame, log: GameLog, upTo = Infinity): ReplayOutcome {
  const told = log.opening !== undefined;
  const match = startMatch(game, log.header, told ? { opening: log.opening, line: log.moves[0]?.line } : undefined);
  const end = Math.min(upTo, log.moves.length);
  for (let index = 0; index < end; index++) {
    const move = log.moves[index]!;
    let decision = decisionOf(match);
    if (decision.over) {
      return { match, played: index, failure: { line: move.line, message: em().afterEnd, legal: [] } };
    }
    if (isResign(move.choice)) {
      resignLogged(match, log, index);
      const left = move.outcomes?.[0];
      if (left) return { match, played: index, failure: { line: left.line ?? move.line, message: em().chanceUnused(left.key, left.name), legal: [] } };
      continue;
    }
    decision = fillForced(match, move, decision, told);
    if (decision.over) return { match, played: index, failure: { line: move.line, message: em().afterEnd, legal: [] } };
    if (decision.seat !== move.seat) {
      return {
        match,
        played: index,
        failure: {
          line: move.line,
          message: em().notTheirTurn(log.header.players[decision.seat]!, decision.prompt, log.header.players[move.seat]!),
          legal: decision.choices,
        },
      };
    }
    try {
      playChoice(match, move.choice, decision, told ? { outcomes: move.outcomes ?? [], line: move.line } : undefined);
    } catch (error) {
      if (error instanceof IllegalChoiceError) {
        return { match, played: index, failure: { line: move.line, message: em().illegalAt(quote(move.choice), decision.prompt, error.reason), legal: error.legal } };
      }
      if (error instanceof StackedOrderError) return { match, played: index, failure: { line: move.line, message: error.message, legal: [] } };
      if (error instanceof ChanceError) return { match, played: index, failure: { line: error.line ?? move.line, message: error.message, legal: [] } };
      throw error;
    }
  }
  const played = Math.min(upTo, log.moves.length);
  // Past the transcript's end, a game continued from it (play, the protocol) draws what nobody told.
  if (told && upTo >= log.moves.length) match.state.rng.told.open = true;
  // A finished older log ends where the engine once went on by itself to the end.
  const decision = log.result && upTo >= log.moves.length ? fillForced(match, undefined, decisionOf(match), told) : decisionOf(match);
  if (log.result && upTo >= log.moves.length) {
    const actual = decision.over ? formatResult(decision.result, log.header.players) : 'in progress';
    if (!resultSays(log.result.text, decision.over ? resultWho(decision.result, log.header.players) : actual)) {
      return { match, played, resultMismatch: { line: log.result.line, expected: log.result.text, actual } };
    }
  }
  return { match, played };
}

/** The answer of a lone question asked only so that the other seats cannot tell the decider's hidden cards. */
function loneForced(decision: Decision): string | undefined {
  return !decision.over && decision.hiddenChoices && decision.choices.length === 1 ? decision.choices[0] : undefined;
}

/**
 * Before logged move `move` (undefined: after a finished log's last move): answer the lone questions
 * (`hiddenChoices`) the log does not answer. The engine once answered them by itself, so a log written then lacks
 * them; the answer is the only one there is. Returns the decision the move answers; the events of the answers
 * filled in are added to `shown` (replay shows them with the move).
 */
export function fillForced(match: Match, move: LogMove | undefined, decision: Decision, told: boolean, shown?: GameEvent[]): Decision {
  for (let lone = loneForced(decision); lone !== undefined; lone = loneForced(decision)) {
    if (move && move.seat === (decision as { seat: Seat }).seat && normalizeChoice(move.choice) === lone) break;
    const events = playChoice(match, lone, decision, told ? { outcomes: [], line: move?.line } : undefined);
    shown?.push(...events);
    decision = decisionOf(match);
  }
  return decision;
}

export function matchToLog(match: Match): GameLog {
  // The log is language-independent: its result line is always worded in English.
  const decision = withContentLang('en', () => decisionOf(match));
  return {
    header: match.header,
    moves: match.moves.map((m, i) => ({
      seat: m.seat, choice: m.choice, line: i + 1, ...(m.note ? { note: m.note } : {}), ...(m.outcomes ? { outcomes: m.outcomes } : {}),
    })),
    result: decision.over ? { text: formatResult(decision.result, match.header.players), line: 0 } : undefined,
    ...(match.opening ? { opening: match.opening } : {}),
  };
}

/** What `rebuild` tells of each move it plays again: the match just before it, then the move's events. */
export interface RetraceVisitor {
  before?(replayed: Match, move: MoveRecord): void;
  after?(replayed: Match, move: MoveRecord, events: GameEvent[]): void;
}

/** The match again from its start with `moves` played, with the chance it had (its outcomes, or the seed). */
function rebuild(match: Match, moves: MoveRecord[], visit: RetraceVisitor = {}): Match {
  const rng = match.state.rng;
  const told = rng.told !== undefined;
  const chance: MatchChance | undefined = told ? { opening: match.opening ?? [], open: rng.told.open } : rng.heard ? { record: true } : undefined;
  const rebuilt = startMatch(match.game, match.header, chance);
  for (const move of moves) {
    visit.before?.(rebuilt, move);
    let events: GameEvent[] = [];
    if (move.choice === RESIGN) resign(rebuilt, move.seat, undefined, move.ended);
    else events = playChoice(rebuilt, move.choice, undefined, told ? { outcomes: move.outcomes ?? [] } : undefined);
    visit.after?.(rebuilt, move, events);
  }
  return rebuilt;
}

/**
 * Play every move of `match` again from its start, telling `visit` of each (a resumed session rebuilds what each
 * seat saw happen); the match itself is not changed.
 */
export function retrace(match: Match, visit: RetraceVisitor): void {
  rebuild(match, match.moves, visit);
}

/**
 * Take back the last move if the seat now deciding made it and it revealed nothing; returns the new match.
 * Rebuilding by replay means undo can never leak hidden state kept from the future.
 */
export function undoLast(match: Match): Match {
  const decision = decisionOf(match);
  const last = match.moves[match.moves.length - 1];
  if (!last) throw new UserError(em().nothingToUndo);
  if (decision.over) throw new UserError(em().overNoUndo);
  if (last.seat !== decision.seat) throw new UserError(em().notYourMove);
  if (last.locked) throw new UserError(em().lockedMove);
  return rebuild(match, match.moves.slice(0, -1));
}

/**
 * The match without its last move, whoever made it and whatever it showed: at the table (`play --table`) a card
 * told wrongly is corrected by asking the move's outcomes again.
 */
export function withoutLastMove(match: Match): Match {
  return rebuild(match, match.moves.slice(0, -1));
}

/**
 * `back` in the middle of a multi-step move (a cost, a target): take back every step the deciding seat has made
 * since the decision that began the move, so it stands where the move started. A game without `midMove` goes back
 * one step, like undo. Refused, with nothing changed, when a step is locked.
 */
export function undoMove(match: Match): { match: Match; steps: number } {
  const decision = decisionOf(match);
  if (decision.over) throw new UserError(em().overNoUndo);
  const midMove = match.game.midMove;
  if (!midMove) return { match: undoLast(match), steps: 1 };
  // Whether each position was mid-move, found by replaying (the states before each move are not kept).
  const midBefore: boolean[] = [];
  rebuild(match, match.moves, { before: (replayed) => midBefore.push(midMove(replayed.state)) });
  if (!midMove(match.state)) throw new UserError(em().notMidMove);
  let k = match.moves.length;
  while (k > 0) {
    const move = match.moves[k - 1]!;
    if (move.seat !== decision.seat) break;
    if (move.locked) throw new UserError(em().lockedStep);
    k--;
    if (!midBefore[k]) break;
  }
  const steps = match.moves.length - k;
  if (steps === 0) throw new UserError(em().notYourMove);
  return { match: rebuild(match, match.moves.slice(0, k)), steps };
}
