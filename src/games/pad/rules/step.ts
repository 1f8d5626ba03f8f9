/** The shape of one step of the turn: automatic, or a question with choices (see rules/flow.ts). */
import type { Seat } from '../../../engine/game.js';
import type { PadState, Step } from '../state.js';

export interface StepRules {
  /** An automatic step does its work and sets the next step. */
  auto?(s: PadState): void;
  seat?(s: PadState): Seat;
  prompt?(s: PadState): string;
  list?(s: PadState): string[];
  apply?(s: PadState, choice: string): void;
  /** What happens when the list is empty (nothing to decide). */
  skip?(s: PadState): void;
}

export type StepTable = Partial<Record<Step, StepRules>>;
