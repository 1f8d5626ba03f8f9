/**
 * The invariant suite over games stacked so that Freyr, the Blazing Swordsman (seat 1) and Serpent God Demon, Viper
 * Orochi (seat 2) start in hand with their lines: random play reaches their effects in many games, which random
 * pool decks almost never do (their stage-3 forms need three evolutions on the one Golden Egg).
 */
import { randomDecider } from '../../../src/engine/deciders.js';
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/pad/index.js';
import type { PadState } from '../../../src/games/pad/state.js';

const TEAM = ['B02-001', 'B02-010', 'B02-034', 'B02-059', 'B01-103']; // Flamie, Shynee, Mystic Flame Knight, Drall, Golden Egg
// Fillers: the team's next forms and B01 skills.
const FILLER = ['B02-002', 'B02-011', 'B02-035', 'B02-060', 'B01-106', 'B01-107', 'B01-108', 'B01-109', 'B01-112', 'B01-113', 'B01-114', 'B01-115'];
const LINES = { freyr: ['B02-071', 'B02-072', 'B02-073'], orochi: ['B02-047', 'B02-048', 'B02-049'] };
const MYTHLIT = 'B02-100';

/** A 40-card deck: 3 of each filler, the god's line 3 times and 3 Dub-Mythlit; hand = the line and 2 Dub-Mythlit. */
function stacked(line: string[]): { text: string; order: string[] } {
  const deck = [...FILLER.flatMap((id) => [id, id, id]).slice(0, 31), ...line, ...line, ...line.slice(0, 1), MYTHLIT, MYTHLIT, MYTHLIT];
  const hand = [...line, MYTHLIT, MYTHLIT];
  const rest = [...deck];
  for (const id of hand) rest.splice(rest.indexOf(id), 1);
  const order = [...rest.slice(0, 5), ...hand, ...rest.slice(5)];
  const counts = new Map<string, number>();
  for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
  const text = ['[team]', ...TEAM.map((id) => `1 ${id}`), '[deck]', ...[...counts].map(([id, n]) => `${n} ${id}`)].join('\n');
  return { text, order };
}

const seat1 = stacked(LINES.freyr);
const seat2 = stacked(LINES.orochi);
const header = (i: number): LogHeader => ({
  game: 'pad', version: game.version, players: ['Ann', 'Bob'], seed: `gods-${i}`, first: i % 2,
  decks: [seat1.text, seat2.text], options: {}, orders: { 1: [seat1.order], 2: [seat2.order] },
});

it('60 games with Freyr and Viper Orochi in hand keep every invariant, and reach both effects', () => {
  let prevented = 0;
  let secondAttacks = 0;
  // Random play that evolves whenever it can (else the lines seldom grow) and counts what it meets.
  const counting = (rng: ReturnType<typeof seedRng>) => {
    const pick = randomDecider(rng);
    return (ctx: Parameters<typeof pick>[0]) => {
      const { choices } = ctx.decision;
      if (choices.includes('prevent')) prevented++;
      if ((ctx.state as PadState).attackers.some((a) => a.again)) secondAttacks++;
      const evolve = choices.filter((c) => c.startsWith('evolve'));
      return evolve.length > 0 ? pick({ ...ctx, decision: { ...ctx.decision, choices: evolve } }) : pick(ctx);
    };
  };
  const report = runInvariants(game, {
    games: 60, seed: 3, headers: header, maxSteps: 6000, viewEvery: 20,
    deciders: (g) => [counting(seedRng(`gods-a-${g}`)), counting(seedRng(`gods-b-${g}`))],
  });
  expect(report.violations).toEqual([]);
  // Issue 41: no question is asked, skipped or answered by itself because of a card hidden from a seat.
  expect(report.games).toBe(60);
  expect(prevented).toBeGreaterThan(0);
  expect(secondAttacks).toBeGreaterThan(0);
});
