/** Midrash's rollout policy (src/games/midrash/rollout.ts): what it picks, over many draws of a fixed rng. */
import { decisionOf, type Match } from '../../../src/engine/match.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/midrash/index.js';
import { rolloutChoice } from '../../../src/games/midrash/rollout.js';
import { choices, inst, newMatch, play, putOn, restartTurn, S, stackDeck } from './helpers.js';

/** How often the policy picks each choice of the match's decision, over `draws` picks of one seeded rng. */
function tally(m: Match, draws = 400): Map<string, number> {
  const d = decisionOf(m);
  if (d.over) throw new Error('game over');
  const rng = seedRng('rollout');
  const out = new Map<string, number>();
  for (let i = 0; i < draws; i++) {
    const pick = rolloutChoice(S(m), d.seat, d.choices, rng);
    expect(d.choices).toContain(pick);
    out.set(pick, (out.get(pick) ?? 0) + 1);
  }
  return out;
}
const count = (t: Map<string, number>, pred: (c: string) => boolean) => [...t].reduce((n, [c, k]) => n + (pred(c) ? k : 0), 0);

/** Seat 0 with magic 2 and `mana`, its level-2 deck topped by Michael (wisdom 2), Gabriel (1), Zu (2), summoning it. */
function summoning(mana: number): Match {
  const m = newMatch(2);
  const s = S(m);
  s.seats[0]!.magic = 2;
  stackDeck(s, 2, inst('michael'), inst('gabriel'), inst('zu'));
  restartTurn(m, 0, mana);
  play(m, ['use char 1', 'summon 2']);
  return m;
}

describe('Midrash rollout policy', () => {
  it('is the game object\'s rollout policy', () => {
    expect(game.rolloutChoice).toBe(rolloutChoice);
  });

  it("a Summon's pick never takes none while a card can go on an empty slot, and mostly takes the most wisdom", () => {
    const m = summoning(3);
    expect(choices(m)).toContain('take none');
    const t = tally(m);
    expect(t.get('take none')).toBeUndefined();
    // Cards 1 (Michael) and 3 (Zu) bring 2 wisdom, card 2 (Gabriel) 1: the best ones unless it wanders (1 in 4).
    expect(count(t, (c) => /^take [13] /.test(c))).toBeGreaterThan(400 * 0.75);
    expect(count(t, (c) => c.startsWith('take 2 '))).toBeGreaterThan(0); // still random
  });

  it('a Summon takes none rather than cover a better card on every open slot', () => {
    const m = newMatch(2);
    const s = S(m);
    for (const slot of [1, 2, 3]) putOn(s, 0, slot, inst('raziel', slot - 1)); // wisdom 3 on every mansion
    s.seats[0]!.magic = 2;
    stackDeck(s, 2, inst('michael'), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 3);
    play(m, ['use char 1', 'summon 2']);
    expect(choices(m).filter((c) => c !== 'take none').length).toBeGreaterThan(0);
    expect([...tally(m).keys()]).toEqual(['take none']);
  });

  it("the main phase never wastelands a slot of its own that shows wisdom, and seldom ends while it can play on", () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('zu'));    // wasteland this slot for magic +1: throws 2 wisdom away
    putOn(s, 0, 2, inst('golem')); // wasteland this slot for 4 MANA: the Golem shows no wisdom
    restartTurn(m, 0, 0);
    expect(choices(m)).toEqual(expect.arrayContaining(['use 2 1', 'use 3 1', 'end']));
    const t = tally(m);
    expect(t.get('use 2 1')).toBeUndefined();
    expect(t.get('use 3 1')!).toBeGreaterThan(400 * 0.8);
    expect(t.get('end')!).toBeGreaterThan(0);
  });

  it('the main phase ends when the only other moves throw wisdom away', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('zu'));
    restartTurn(m, 0, 0);
    expect(choices(m)).toEqual(['use 2 1', 'end']);
    expect([...tally(m).keys()]).toEqual(['end']);
  });

  it('the Set or Summon never summons a level it cannot pay a card of, and mostly summons the highest it can', () => {
    const m = newMatch(2);
    S(m).seats[0]!.magic = 2;
    restartTurn(m, 0, 1);
    play(m, ['use char 1']);
    expect(choices(m)).toEqual(expect.arrayContaining(['summon 1', 'summon 2', 'set golem 2']));
    const t = tally(m);
    expect(t.get('summon 2')).toBeUndefined(); // a level-2 card costs 2: the reveal would be thrown away
    expect(t.get('summon 1')!).toBeGreaterThan(400 * 0.75);
    expect(count(t, (c) => c.startsWith('set '))).toBeGreaterThan(0);
  });

  it('keeps a won holy war\'s enemy as a merit', () => {
    const m = newMatch(2);
    expect(rolloutChoice(S(m), 0, ['merit', 'no merit'], seedRng('rollout'))).toBe('merit');
  });
});
