/**
 * What each seat at the terminal has seen happen (`history` at the prompt, and the recent events under the board):
 * every move from the first, as that seat may know it (its own moves in full, another seat's as the game describes
 * it to this one; everything with open hands), followed by the events that seat may read. Nothing is dropped: a
 * long game's opening is still there at its end. A resumed game rebuilds it by playing the log's moves again
 * (`fromMatch`), so it reads as if the game had never stopped.
 */
import type { GameEvent, Seat } from '../../engine/game.js';
import { RESIGN, retrace, type Match } from '../../engine/match.js';
import { t } from '../i18n/index.js';

/** One move as one seat saw it: its line, then the events shown to that seat (`  · …`). */
export interface HistoryEntry {
  /** The move's index in the match (undo forgets the entries of the moves it takes back). */
  move: number;
  lines: string[];
}

/** How a move reads to the seats: the mover's label, the move, its description as each seat may know it, its events. */
export interface SharedMove {
  move: number;
  who: string;
  choice: string;
  sentence: (viewer: Seat) => string;
  events: GameEvent[];
}

export class SeatHistories {
  private readonly bySeat = new Map<Seat, HistoryEntry[]>();

  constructor(private readonly seats: number, private readonly open: boolean) {}

  /** A move: each seat gets its own reading of it and the events it may see. */
  share(shared: SharedMove): void {
    for (let seat = 0; seat < this.seats; seat++) {
      const seen = shared.events.filter((e) => e.to === undefined || e.to === seat || this.open).map((e) => `  · ${e.text}`);
      this.add(seat, { move: shared.move, lines: [`${shared.who}: ${shared.choice} — ${shared.sentence(seat)}`, ...seen] });
    }
  }

  /** The same line for every seat (a seat resigned and left). */
  announce(move: number, text: string): void {
    for (let seat = 0; seat < this.seats; seat++) this.add(seat, { move, lines: [text] });
  }

  /** Forget what moves `moves` and later did (they were taken back). */
  forget(moves: number): void {
    for (const [seat, entries] of this.bySeat) this.bySeat.set(seat, entries.filter((e) => e.move < moves));
  }

  entries(seat: Seat | null): HistoryEntry[] {
    return seat === null ? [] : this.bySeat.get(seat) ?? [];
  }

  private add(seat: Seat, entry: HistoryEntry): void {
    const entries = this.bySeat.get(seat) ?? [];
    entries.push(entry);
    this.bySeat.set(seat, entries);
  }

  /**
   * The history of a match already played (a resumed log), move by move as each seat saw it then: each move is
   * described on the state it was made in, and seat `who(seat)` names its mover as the session does.
   */
  static fromMatch(match: Match, who: (seat: Seat) => string, open: boolean): SeatHistories {
    const histories = new SeatHistories(match.header.players.length, open);
    let sentences: string[] = [];
    retrace(match, {
      before: (replayed, move) => {
        if (move.choice === RESIGN) return;
        sentences = replayed.header.players.map((_, viewer) =>
          replayed.game.describe(replayed.state, move.choice, open || viewer === move.seat ? undefined : viewer));
      },
      after: (replayed, move, events) => {
        const index = replayed.moves.length - 1;
        if (move.choice !== RESIGN) {
          const said = sentences;
          histories.share({ move: index, who: who(move.seat), choice: move.choice, sentence: (viewer) => said[viewer]!, events });
          return;
        }
        const left = leftText(replayed, move.seat);
        if (left) histories.announce(index, left);
      },
    });
    return histories;
  }
}

/**
 * What everyone reads when `seat` has just resigned and left a game the others play on (names those still
 * playing); undefined when its resignation ended the game.
 */
export function leftText(match: Match, seat: Seat): string | undefined {
  if (!match.left?.includes(seat)) return undefined;
  const players = match.header.players;
  const staying = players.filter((_, other) => !match.left!.includes(other));
  return t().seatLeft(players[seat]!, staying);
}
