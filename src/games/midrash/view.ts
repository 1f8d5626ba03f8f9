/**
 * Hiding: Midrash has no hands; the only secrets are the order of the grimoire decks (and the RNG). Territories,
 * supply, discards, merits and the solo row are public; unused demons and calamities are known by elimination.
 */
import type { Seat } from '../../engine/game.js';
import { declareZones, type Zone } from '../../engine/zones.js';
import type { MidrashState } from './state.js';

export type MidrashView = Omit<MidrashState, 'rng' | 'decks' | 'revealed' | 'quiet'> & { deckSizes: number[]; viewer: Seat | null };

/**
 * Every place a card can be. The grimoire decks are the only hidden zones, each its own pool (a level 2 card is
 * never in the level 1 deck); the unused demons and calamities lie face down but are known by elimination.
 */
export const ZONES = declareZones<MidrashState, number>({
  seats: (state) => state.players,
  compare: (a, b) => a - b,
  zones: [
    ...[0, 1, 2, 3].map((level): Zone<MidrashState, number> => (
      { key: `level${level + 1}`, owner: 'shared', sees: 'nobody', ordered: true, pile: true, cards: (s) => s.decks[level]! })),
    { key: 'supply', owner: 'shared', sees: 'everyone', ordered: false, cards: (s) => s.supply.flat() },
    { key: 'discards', owner: 'shared', sees: 'everyone', ordered: true, cards: (s) => s.discards.flat() },
    { key: 'box', owner: 'shared', sees: 'everyone', ordered: false, cards: (s) => s.box },
    { key: 'merits', owner: 'seat', sees: 'everyone', ordered: false, cards: (s, seat) => s.seats[seat]!.merits },
    { key: 'territory', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => s.seats[seat]!.slots.flatMap((slot) => [...slot.under, ...slot.cards]) },
    { key: 'reveal', owner: 'shared', sees: 'everyone', ordered: true, cards: (s) => s.reveal?.cards ?? [] },
    // A merit card being taken waits in its task.
    { key: 'merit', owner: 'shared', sees: 'everyone', ordered: false, cards: (s) => s.tasks.flatMap((t) => (t.kind === 'merit' ? [t.card] : [])) },
    { key: 'demon', owner: 'shared', sees: 'everyone', ordered: false, cards: (s) => (s.solo ? [s.solo.demon] : []) },
    { key: 'unused', owner: 'shared', sees: 'everyone', ordered: false, cards: (s) => s.solo?.unused ?? [] },
    { key: 'calamities', owner: 'shared', sees: 'everyone', ordered: true, cards: (s) => s.solo?.row.flatMap((c) => [c.card, ...c.cover]) ?? [] },
  ],
});

/** Not `ZONES.view`: the open state itself without the decks (its only hidden zones), the shape boards and `--json` use. */
export function view(state: MidrashState, seat: Seat | null): MidrashView {
  const { rng: _rng, decks, revealed: _revealed, quiet: _quiet, ...open } = state;
  // Shares the state's (public) parts instead of copying them: a view is read, never changed.
  return { ...open, deckSizes: decks.map((d) => d.length), viewer: seat };
}
