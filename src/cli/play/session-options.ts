/** What a play session is given: the match, who plays each seat, how input comes, where the log goes. */
import type { ChanceOutcome } from '../../engine/chance.js';
import type { DecideContext, SyncDecider } from '../../engine/deciders.js';
import type { AnyGame, GameEvent, GameResult, Seat } from '../../engine/game.js';
import type { LogHeader } from '../../engine/log.js';
import type { Match } from '../../engine/match.js';
import type { MctsOptions, MctsSearch } from '../../engine/mcts.js';
import type { ChanceQuestion } from '../../engine/table-chance.js';
import type { CliContext } from '../main.js';
import type { MoveInput } from './inputs.js';
import type { Interrupt } from './interrupt.js';
import type { Screen } from './screen.js';

export interface Bot {
  kind: string;
  /** A seat played from another terminal (`cardref host`): named by its player's name alone, never "… bot". */
  remote?: boolean;
  decide: SyncDecider;
  /**
   * The same decision as `decide`, as a search the session runs in slices (a ticking indicator, signals let in);
   * undefined when there is nothing to search.
   */
  search?(ctx: DecideContext): MctsSearch | undefined;
  /** The same decision without blocking the event loop (a program bot); rejects with `signal`'s reason when it aborts. */
  decideAsync?(ctx: DecideContext, signal: AbortSignal): Promise<string>;
  /** A program bot is told when its game begins and how it ended. */
  gameStart?(): void;
  gameEnd?(result: GameResult, moveCount: number): void;
  /** Let go of what the bot holds (an external bot's program). */
  close?(): void;
}

export interface SessionOptions {
  ctx: CliContext;
  /** The match to play; only a table game still to be set up (`setup`) has none yet. */
  match?: Match;
  /**
   * `play --table`: real cards. Every chance outcome (a card drawn or turned up, a coin flip) is asked of the
   * table (table-session.ts); a question shown to one seat only is asked on that seat's screen, after the hand-off.
   */
  table?: boolean;
  /** A table game's start: its setup outcomes (the opening hands) are asked first, then the match begins. */
  setup?: { game: AnyGame; header: LogHeader };
  bots: Map<Seat, Bot>;
  input: MoveInput;
  logPath?: string;
  /** Open hands: no hand-off screen, every seat's private events shown. */
  open: boolean;
  /** Show the hand-off screen even when the game has nothing private at the table. */
  handoff?: boolean;
  /** Budget of the `hint` command's search (default: the hard level's). */
  hintBudget?: MctsOptions;
  /** The terminal screen (tests pass their own); made on demand for interactive input. */
  screen?: Screen;
  /**
   * Ctrl+C and the stop signals (interrupt.ts). `play` passes the one it listens with from its start (the deck
   * picker before the session, and a signal that comes as the session ends, are caught too); without one the
   * session listens while it runs.
   */
  interrupt?: Interrupt;
  /** The command that resumes this game (`play`, `host`), for the line said when it is stopped. */
  command?: string;
  /** Told of every change of the game (`cardref host` pushes it to the seats at other terminals). */
  listener?: SessionListener;
  /**
   * Words of the host's prompt that are no move and no prompt command (`replace 2 hard`, `say …`): the text to show
   * when `typed` is one, else undefined (then the prompt reads it as usual).
   */
  hostCommand?(typed: string): string | undefined;
  /** `host --table`: the questions to the table that other terminals answer. */
  remoteTable?: RemoteTableQuestions;
}

/** A move as the session applied it, each seat's reading of it included (the mover reads its own sentence). */
export interface SharedMove {
  mover: Seat;
  choice: string;
  /** The move's sentence for each seat, and for a spectator. */
  sentences: string[];
  spectator: string;
  events: GameEvent[];
}

export interface SessionListener {
  moved(move: SharedMove): void;
  /** `seat` took its last move back. */
  undone(seat: Seat): void;
  resigned(seat: Seat): void;
  /** A table game's setup has been told: the match exists from now on. */
  setupTold?(): void;
}

/**
 * `host --table`: the seats whose table questions are asked at another terminal (their own draws), and how; a
 * public question stays at the host's.
 */
export interface RemoteTableQuestions {
  owns(seat: Seat): boolean;
  /** The seat's answer (a possible card, checked), or undefined for `undo`. */
  ask(seat: Seat, question: ChanceQuestion, told: ChanceOutcome[], heading: string): Promise<string | undefined>;
}

/**
 * A decision the session was waiting for was settled elsewhere (a seat at another terminal took a move back,
 * resigned, or was handed to a bot): the session looks at the game again and asks whoever decides now.
 */
export class DecisionWithdrawn extends Error {
  constructor() { super('decision withdrawn'); }
}
