/**
 * What a joined seat or a watcher knows of the table, built only from the host's messages: who sits where and who
 * is connected, the latest observation (the seat's own view, or the public one), every move as it was told to this
 * connection, the chat, the result. Every text in it came from outside, so each is stored with its control
 * characters made visible (names, chat, boards, prompts): whatever a host or another player sent, the terminal
 * only ever prints it.
 */
import { showControls } from '../engine/visible.js';
import { chatLine } from './chat.js';
import type { Observation, ResultData } from '../protocol/observe.js';
import type { AskMessage, HostMessage, PublicObservation, SeatsMessage, WelcomeMessage } from './messages.js';

/** One line of the table's story: a move (with its events) or a chat line. */
export interface TableEntry {
  /** Moves played before it (an undo forgets the moves at and after its count). */
  moveCount: number;
  lines: string[];
  chat?: boolean;
}

/** Every string in `value` with its control characters made visible (a message is plain JSON data). */
export function visibleStrings<T>(value: T): T {
  if (typeof value === 'string') return showControls(value) as T;
  if (Array.isArray(value)) return value.map((item) => visibleStrings(item)) as T;
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = Object.create(null);
    for (const [key, item] of Object.entries(value)) copy[key] = visibleStrings(item);
    return copy as T;
  }
  return value;
}

export class RemoteTable {
  /** 0-based seat of this connection; null for a watcher. */
  readonly seat: number | null;
  readonly game: string;
  players: string[];
  seats: SeatsMessage | undefined;
  observation: Observation | PublicObservation | undefined;
  readonly entries: TableEntry[] = [];
  result: ResultData | null | undefined;
  /** True from a dropped connection until the host (perhaps restarted) sends its seats and observation again. */
  private stale = false;
  /** The host's last answer to `hint` (for the decision after `moveCount` moves). */
  hint: { moveCount: number; text: string } | undefined;
  /** The host's last refusal of something we sent, until the next observation. */
  refusal: { code: string; message: string; legal?: string[] } | undefined;
  /** `host --table`: the question to the table this seat is to answer (its own cards), until it answers. */
  asked: AskMessage | undefined;
  /**
   * A card was told for a move of this seat's own: the observation still shows the decision it completes, so the
   * decision is not this seat's again until the host sends what follows (an observation, or the next question).
   */
  toldForMove = false;

  constructor(welcome: WelcomeMessage) {
    const seen = visibleStrings(welcome);
    this.seat = seen.seat === null ? null : seen.seat - 1;
    this.game = seen.game;
    this.players = seen.players;
  }

  get over(): boolean {
    return this.result !== undefined || this.observation?.over === true;
  }

  /** Name of a 0-based seat. */
  name(seat: number): string {
    return this.players[seat] ?? `P${seat + 1}`;
  }

  /** Whose decision it is now (0-based), if anyone's. */
  get deciding(): number | null {
    const decision = this.observation?.decision;
    return decision ? decision.seat - 1 : null;
  }

  /**
   * Whether the decision is this connection's own: not before the host said the game has begun, and not from what a
   * host said before the connection dropped (a restarted host may wait for the other seats, or be past that decision).
   */
  get ours(): boolean {
    return this.seat !== null && this.deciding === this.seat && !this.toldForMove && !this.over && this.seats !== undefined && !this.seats.waiting && !this.stale;
  }

  /** The connection dropped: who sits where and whose decision it is are the host's to say again. */
  forgetLive(): void {
    this.stale = true;
    this.seats = undefined;
    // The host asks again once the seat is back.
    this.asked = undefined;
    this.toldForMove = false;
  }

  /** The seats whose connection dropped (named). */
  disconnected(): string[] {
    return (this.seats?.seats ?? []).filter((s) => s.kind === 'remote' && !s.connected).map((s) => s.name);
  }

  /** Takes in one checked message. */
  take(raw: HostMessage): void {
    const message = visibleStrings(raw);
    switch (message.type) {
      case 'welcome':
        this.players = message.players;
        return;
      case 'seats':
        this.seats = message;
        this.players = message.seats.map((s) => s.name);
        return;
      case 'observation':
        this.observation = message.observation;
        this.stale = false;
        this.toldForMove = false;
        this.players = message.observation.players;
        this.refusal = undefined;
        if (message.observation.over) this.result ??= message.observation.result;
        return;
      case 'moved':
        this.entries.push({
          moveCount: message.moveCount - 1,
          lines: [`${this.name(message.seat - 1)}: ${message.text}`, ...message.events.map((e) => `  · ${e}`)],
        });
        return;
      case 'chat':
        this.entries.push({ moveCount: this.observation?.moveCount ?? 0, lines: [chatLine(message.from, message.text)], chat: true });
        return;
      case 'undone': {
        const kept = this.entries.filter((e) => e.chat || e.moveCount < message.moveCount);
        this.entries.splice(0, this.entries.length, ...kept);
        return;
      }
      case 'over':
        this.result = message.result;
        return;
      case 'error':
        this.refusal = { code: message.code, message: message.message, legal: message.legal };
        return;
      case 'hinted':
        this.hint = { moveCount: message.moveCount, text: message.text };
        return;
      case 'ask':
        this.asked = message;
        this.toldForMove = false;
        return;
      case 'taken-over':
        return;
    }
  }
}
