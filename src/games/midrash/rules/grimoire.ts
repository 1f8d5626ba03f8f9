/** The four grimoire decks (top = index 0) and their discard piles. */
import { becauseOf, shufflePile, takeRevealed } from '../../../engine/chance.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState } from '../state.js';
import { why } from '../messages/table-why.js';

/** A level's deck is `order.level<N>` in a log; its cards are named by `orderNames` (rules topic "log"). */
export function shuffleDeck(state: MidrashState, level: number): void {
  shufflePile(state.rng, `level${level}`, state.decks[level - 1]!, nameOf);
}

/**
 * Take up to `n` cards from the top of a level's deck, face up: each is a chance outcome everyone sees (the deck is
 * always all unknown places). An empty deck is rebuilt from its shuffled discard first; a deck with fewer than `n`
 * cards gets its shuffled discard put under it (ruling) so a reveal is always full while cards remain anywhere.
 * `because`: why, in words for the people at a real table (`becauseOf`); by default the cards are just turned up.
 */
export function takeTop(state: MidrashState, level: number, n: number, because = () => why().grimoire(level)): number[] {
  const deck = state.decks[level - 1]!;
  const discard = state.discards[level - 1]!;
  if (deck.length < n && discard.length > 0) {
    shufflePile(state.rng, `level${level}`, discard, nameOf);
    deck.push(...discard.splice(0));
  }
  state.revealed = true;
  return becauseOf(state.rng, because, () => takeRevealed(state.rng, `level${level}`, deck, n, nameOf));
}

/** A grimoire card's names in a log: its own first, then the shared one (rules topic "log"). */
function nameOf(card: number): readonly string[] {
  return catalogue().orderNames[card]!;
}

export function discardCard(state: MidrashState, card: number): void {
  state.discards[catalogue().front[card]!.level - 1]!.push(card);
}

export function cardsAvailable(state: MidrashState, level: number): number {
  return state.decks[level - 1]!.length + state.discards[level - 1]!.length;
}

export function isEnemy(card: number): boolean {
  return catalogue().front[card]!.enemy;
}
