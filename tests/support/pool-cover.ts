/**
 * The games of an invariant run over random pool decks, picked so that every card is dealt a few times: of the
 * candidate games `header(0)`, `header(1)`... (cheap: only their decks are built), a game is kept when one of its
 * decks holds a card that fewer than `times` kept games hold yet. Plain random games deal the common cards hundreds of
 * times before the rare ones (a card only one LRIG type may hold) once: of 769 WIXOSS cards, 2,000 random games left
 * two undealt and two dealt once, where 263 games picked from 3,000 dealt all but one (that no candidate held) at
 * least twice. `npm run soak` plays the long random runs (`--wixoss-pool`, `--pad-pool`).
 */
import type { LogHeader } from '../../src/engine/log.js';

export interface PoolCover {
  /** The headers to play, in the order they were picked. */
  headers: LogHeader[];
  /** Candidates looked at. */
  candidates: number;
  /** Kept games per card id, for every card some candidate deck held. */
  dealt: Map<string, number>;
}

/** A deck list's card ids (`COUNT ID` lines; section lines such as `[main]` have none). */
function cardIds(deck: string | undefined): string[] {
  const ids: string[] = [];
  for (const line of (deck ?? '').split('\n')) {
    const card = /^\d+x? (\S+)$/.exec(line.trim())?.[1];
    if (card) ids.push(card);
  }
  return ids;
}

export function coveringGames(header: (index: number) => LogHeader, options: { times: number; candidates: number }): PoolCover {
  const dealt = new Map<string, number>();
  const headers: LogHeader[] = [];
  for (let i = 0; i < options.candidates; i++) {
    const candidate = header(i);
    const cards = new Set(candidate.decks.flatMap(cardIds));
    if (![...cards].some((card) => (dealt.get(card) ?? 0) < options.times)) continue;
    headers.push(candidate);
    for (const card of cards) dealt.set(card, (dealt.get(card) ?? 0) + 1);
  }
  return { headers, candidates: options.candidates, dealt };
}
