/**
 * `host --table`: the questions to the table that belong to a remote seat (its own draw, a card of its own deck
 * turned up: table.ts `askedSeat`). Only that seat sees it (`ask`, with the cards that can be there) and only it
 * may answer (`tell`); the host checks the answer against the possible cards as `play --table` does. What the seat
 * tells reaches the others only as the match lets them know it (their observations). One question is open at a
 * time: the session asks them one by one.
 */
import type { ChanceOutcome } from '../engine/chance.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { normalizeChoice } from '../engine/match.js';
import type { ChanceQuestion } from '../engine/table-chance.js';
import { questionHelp, questionText, resolveAnswer, toldSoFar, UNDO } from '../cli/play/table.js';
import { DecisionWithdrawn } from '../cli/play/session-options.js';
import type { Lang } from '../cli/i18n/index.js';
import { inLang } from './lang.js';
import type { AskMessage } from './messages.js';

interface OpenQuestion {
  id: number;
  seat: Seat;
  question: ChanceQuestion;
  told: ChanceOutcome[];
  heading: string;
  /** The answer (a candidate), or undefined for `undo`. */
  settle(answer: string | undefined): void;
  withdraw(error: Error): void;
}

/** What `tell` came to: settled, refused with the reason (in the connection's language), or no question of that seat. */
export type Told = 'settled' | { error: string } | 'not-asked';

export class TableQuestions {
  private open: OpenQuestion | undefined;
  private lastId = 0;

  constructor(private readonly game: AnyGame, private readonly players: () => string[]) {}

  /** The seat the open question is for, if any. */
  get seat(): Seat | undefined { return this.open?.seat; }

  /** Opens the question for `seat`; it settles with the seat's answer (undefined: `undo`). */
  ask(seat: Seat, question: ChanceQuestion, told: ChanceOutcome[], heading: string): Promise<string | undefined> {
    this.withdraw();
    return new Promise((resolve, reject) => {
      this.open = { id: ++this.lastId, seat, question, told: [...told], heading, settle: resolve, withdraw: reject };
    });
  }

  /** The open question as its seat reads it, in `lang`; undefined when none is open. */
  frame(lang: Lang): AskMessage | undefined {
    const open = this.open;
    if (!open) return undefined;
    const { question, told, seat } = open;
    const players = this.players();
    return inLang(lang, () => {
      const notes = (question.notes ?? []).filter((note) => note.to === undefined || note.to === seat);
      return {
        type: 'ask',
        id: open.id,
        key: question.key,
        heading: open.heading,
        text: questionText(question, players, told),
        notes: notes.map((note) => note.text),
        soFar: toldSoFar(told, seat, players, notes.map((note) => note.after), this.game),
        candidates: question.candidates,
        ...(question.pick === undefined ? {} : { pick: question.pick }),
        help: questionHelp(question, players),
      };
    });
  }

  /** `tell` from `seat`: the open question settles when the answer names a possible card (or is `undo`). */
  tell(seat: Seat, typed: string, lang: Lang): Told {
    const open = this.open;
    if (!open || open.seat !== seat) return 'not-asked';
    if (normalizeChoice(typed) === UNDO) return this.settle(undefined);
    const answer = inLang(lang, () => resolveAnswer(typed, open.question, this.game, this.players()));
    return 'name' in answer ? this.settle(answer.name) : { error: answer.error };
  }

  /** The open question is asked no more (the game stopped). */
  withdraw(): void {
    const open = this.open;
    this.open = undefined;
    open?.withdraw(new DecisionWithdrawn());
  }

  private settle(answer: string | undefined): Told {
    const open = this.open!;
    this.open = undefined;
    open.settle(answer);
    return 'settled';
  }
}
