/**
 * The invariant suite over 2,000 plain random games between random legal decks of the whole supported card pool
 * (issue 46), games 1000-1999 here (jest runs the two parts in parallel); the covering runs (invariants-pool-1/2)
 * deal every card twice. `npm run soak` plays 20,000 (`--wixoss-pool N`).
 */
import { expectRandomPoolGamesKeepInvariants } from './invariant-headers.js';

it('1,000 games between random legal decks of the whole pool keep every invariant', () => {
  expectRandomPoolGamesKeepInvariants(1000, 1000);
});
