import { cellText } from '../../../src/engine/board.js';
import { game } from '../../../src/games/midrash/index.js';
import { choices, inst, newMatch, putOn, S } from './helpers.js';

const text = (board: ReturnType<typeof game.render>) =>
  [board.title, ...board.tables.flatMap((t) => [t.title ?? '', ...(t.head ?? []).map(cellText), ...t.rows.flat().map(cellText)]), ...board.notes.map(cellText)].join('\n');

describe('board and view', () => {
  it('shows each seat\'s slots (top, possessed, land), magic, MANA, wisdom, merits, supply and grimoire sizes', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('stone'), inst('sid'));
    const out = text(game.render(game.view(S(m), 0)));
    expect(out).toMatch(/P1 · to play · magic 0\/3 · MANA 1 · wisdom 1 · character front/);
    expect(out).toContain('Sid 1/2/1');
    // Sid, the possession card on top, possesses the Stone under it (issue 44: the board said it the other way round).
    expect(out).toContain("Sid 1/2/1 possessing Philosopher's Stone 2/1/0");
    expect(out).toContain("Philosopher's Stone 2/1/0");
    expect(out).toContain('wasteland');
    expect(out).toMatch(/supply\nGolem \(1\) ×\d+/);
    expect(out).toMatch(/grimoire\nL1 deck \d+, discard \d+/);
  });

  it('solo: the demon, its level and the calamity row with the current turn marked', () => {
    const m = newMatch(1, 'board');
    const board = game.render(game.view(S(m), 0));
    const row = board.tables.find((t) => (t.title ?? '').startsWith('demon:'))!;
    expect(row.title).toMatch(/level \d/);
    const calamities = row.rows.filter((r) => cellText(r[0]!).startsWith('turn '));
    expect(calamities.length).toBeGreaterThanOrEqual(5);
    expect(text(board)).toMatch(/turn 1 of 15/);
    expect(calamities[0]!.map(cellText).join(' ')).toMatch(/waiting|done/);
    // The English board names the demon in English and its printed Japanese, not in Chinese.
    expect(row.title).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('the view hides deck order and the RNG but keeps counts', () => {
    const v = game.view(S(newMatch(2)), 1);
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/"rng"|"decks"/);
    expect(v.deckSizes).toEqual([24, 22, 20, 14]);
  });

  it('describes every listed choice in a sentence', () => {
    const m = newMatch(2);
    for (const c of choices(m)) expect(game.describe(S(m), c).length).toBeGreaterThan(3);
    expect(game.describe(S(m), 'use char 1')).toBe('the character: one Set or one Summon');
    expect(game.describe(S(m), 'use char 2')).toBe('the character: magic level +1 (pay 3 MANA)');
  });

  it('evaluate prefers more wisdom', () => {
    const s = S(newMatch(2));
    const before = game.evaluate!(s, 0);
    putOn(s, 0, 1, inst('israfel'));
    expect(game.evaluate!(s, 0)).toBeGreaterThan(before);
  });

  it('evaluate counts a lost mansion little in the opening and much once wisdom is high', () => {
    // Slot 3 (index 2) of seat 1 open or wasteland, with no wisdom and with 7 wisdom on slots 2 and 4.
    const loss = (wise: boolean) => {
      const s = S(newMatch(2));
      s.seats[0]!.slots[2]!.cards.length = 0;
      if (wise) { putOn(s, 0, 1, inst('israfel')); putOn(s, 0, 3, inst('zu')); }
      const open = game.evaluate!(s, 0);
      s.seats[0]!.slots[2]!.waste = true;
      return open - game.evaluate!(s, 0);
    };
    expect(loss(false)).toBeGreaterThan(0);
    expect(loss(false)).toBeLessThan(20);
    expect(loss(true)).toBeGreaterThan(80);
  });
});
