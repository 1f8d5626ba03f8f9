/**
 * A random legal deck list over every supported card (for the invariant runs): a team of 5 different base
 * monsters, their evolution lines (with the cards their ultimate forms discard), then random other cards up to a
 * random size of 40-60, at most 3 of a name, never a base monster in the deck.
 */
import { randomInt, randomItem, type RngState } from '../../engine/rng.js';
import { allCards } from './cards/catalogue.js';
import { DECK_MAX, DECK_MIN, MAX_COPIES, TEAM_SIZE } from './decks.js';
import type { PadCard } from './cards/types.js';

export function randomDeckText(rng: RngState): string {
  const playable = allCards().filter((c) => !c.unsupported);
  const bases = playable.filter((c) => c.kind === 'monster' && c.from < 0);
  const others = playable.filter((c) => !(c.kind === 'monster' && c.from < 0));
  const team: PadCard[] = [];
  while (team.length < TEAM_SIZE) {
    const c = randomItem(rng, bases);
    if (!team.includes(c)) team.push(c);
  }
  const size = DECK_MIN + randomInt(rng, DECK_MAX - DECK_MIN + 1);
  const copies = new Map<PadCard, number>();
  let total = 0;
  const add = (c: PadCard, n: number) => {
    const k = Math.min(n, MAX_COPIES - (copies.get(c) ?? 0), size - total);
    if (k <= 0) return;
    copies.set(c, (copies.get(c) ?? 0) + k);
    total += k;
  };
  // Evolution lines of the team: every card that evolves from a card already in the line, 2 copies each.
  const line = new Set(team.map((c) => c.index));
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of others) {
      if (c.kind !== 'monster' || line.has(c.index) || !line.has(c.from)) continue;
      line.add(c.index);
      grew = true;
      add(c, 2);
      if (c.discardIndex >= 0 && !allCards()[c.discardIndex]!.unsupported) add(allCards()[c.discardIndex]!, 1);
    }
  }
  for (let guard = 0; total < size && guard < 10_000; guard++) add(randomItem(rng, others), 1);
  const lines = ['[team]', ...team.map((c) => `1 ${c.id}`), '[deck]', ...[...copies].map(([c, n]) => `${n} ${c.id}`)];
  return lines.join('\n') + '\n';
}
