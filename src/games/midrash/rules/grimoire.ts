/** The four grimoire decks (top = index 0) and their discard piles. */
import { shuffleZone } from '../../../engine/rng.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState } from '../state.js';

/** A level's deck is `order.level<N>` in a log; its cards are named by `orderNames` (rules topic "log"). */
export function shuffleDeck(state: MidrashState, level: number): void {
  const names = catalogue().orderNames;
  shuffleZone(state.rng, `level${level}`, state.decks[level - 1]!, (c) => names[c]!);
}

/**
 * Take up to `n` cards from the top of a level's deck. An empty deck is rebuilt from its shuffled discard first;
 * a deck with fewer than `n` cards gets its shuffled discard put under it (ruling) so a reveal is always full
 * while cards remain anywhere.
 */
export function takeTop(state: MidrashState, level: number, n: number): number[] {
  const deck = state.decks[level - 1]!;
  const discard = state.discards[level - 1]!;
  if (deck.length < n && discard.length > 0) {
    const names = catalogue().orderNames;
    shuffleZone(state.rng, `level${level}`, discard, (c) => names[c]!);
    deck.push(...discard.splice(0));
  }
  state.revealed = true;
  return deck.splice(0, Math.min(n, deck.length));
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
