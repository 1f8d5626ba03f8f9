/**
 * Choice texts are built on every decision, so the numbered ones are made once and reused
 * (src/engine/choice-text.ts). They are read back through the move table (moves.ts), never by hand.
 */
export { choiceText, firstWord as verbOf } from '../../../engine/choice-text.js';
