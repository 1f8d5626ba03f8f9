import { cellText } from '../../../src/engine/board.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/eatpaint/index.js';
import type { EpState } from '../../../src/games/eatpaint/state.js';
import { charDefense, workDefense, workPower } from '../../../src/games/eatpaint/rules/stats.js';
import { energy, midGame, play, setSide, st, work } from './helpers.js';

function position() {
  const m = midGame(['sabil-apra', 'aika-red']);
  setSide(m, 0, {
    hand: ['meteor', 'kougeki'], traps: ['higan'], heat: ['ryumon', 'senshu'], life: 8, form: 1, rest: true,
    energy: energy('gouman', { card: 'bouchou', up: false, rest: true }),
    trash: ['bara'],
  });
  setSide(m, 1, { hand: ['cat', 'leol', 'burst'], traps: ['alarm'], works: [work('kuro', 3, { frame: 'bw' }), work('leol', 2, { rest: true })], ink: 4, inkDiscard: 6 });
  return m;
}

describe('view and determinize', () => {
  it("hides the other seat's hand and traps, every deck, HEAT and face-down energy", () => {
    const m = position();
    const v = game.view(st(m), 1);
    expect(v.sides[0]!.hand).toBeNull();
    expect(v.sides[0]!.handCount).toBe(2);
    expect(v.sides[0]!.traps).toBeNull();
    expect(v.sides[0]!.trapCount).toBe(1);
    expect(v.sides[0]!.heatCount).toBe(2);
    expect(v.sides[0]!.energy).toEqual([{ card: 'gouman', rest: false }, { card: null, rest: true }]);
    expect(v.sides[1]!.hand).toEqual(['cat', 'leol', 'burst']);
    expect(JSON.stringify(v)).not.toMatch(/"deck"|"rng"|ryumon|senshu|higan|bouchou|"meteor"/);
    const spectator = game.view(st(m), null);
    expect(spectator.sides.every((s) => s.hand === null && s.traps === null)).toBe(true);
  });

  it('determinize resamples exactly the hidden zones and keeps the view', () => {
    const m = position();
    const s = st(m);
    const rng = seedRng('det');
    let changedOpp = false, changedDeck = false, changedHeat = false;
    for (let i = 0; i < 10; i++) {
      const copy = game.determinize(s, 1, rng) as EpState;
      expect(JSON.stringify(game.view(copy, 1))).toBe(JSON.stringify(game.view(s, 1)));
      expect([...game.cardInstances(copy)].sort()).toEqual([...game.cardInstances(s)].sort());
      // Seat 2 knows its own hand and traps.
      expect(copy.sides[1]!.hand).toEqual(s.sides[1]!.hand);
      expect(copy.sides[1]!.traps).toEqual(s.sides[1]!.traps);
      if (copy.sides[0]!.hand.join() !== s.sides[0]!.hand.join() || copy.sides[0]!.traps.join() !== s.sides[0]!.traps.join()) changedOpp = true;
      if (copy.sides[1]!.deck.join() !== s.sides[1]!.deck.join()) changedDeck = true;
      if (copy.sides[0]!.heat.join() !== s.sides[0]!.heat.join() || copy.sides[0]!.energy[1]!.card !== 'bouchou') changedHeat = true;
    }
    expect(changedOpp).toBe(true);
    expect(changedDeck).toBe(true);
    expect(changedHeat).toBe(true);
  });

  it('renders life, form and state, energy, HEAT, traps face down, works with INK and frames, INK and pile counts', () => {
    const m = position();
    const board = game.render(game.view(st(m), 1));
    const text = board.tables.map((t) => `${t.title}\n${t.rows.map((r) => r.map(cellText).join(' | ')).join('\n')}`).join('\n');
    expect(text).toMatch(/^P2 · life \d+\/10 · hand \d+ · deck \d+ · trash \d+$/m);
    expect(text).toMatch(/Sabil — half-dragon form, DEF \d+ \| rest$/m);
    expect(text).toMatch(/HEAT \| 2 face down/);
    expect(text).toMatch(/1 Arrogant Scarlet active/);
    expect(text).toMatch(/2 face down rest/);
    expect(text).toMatch(/traps \| 1 face down/);
    expect(text).toMatch(/1 Kuro INK 3 \[active\] power \d+, DEF \d+, frame: Black and White, priority$/m);
    expect(text).toMatch(/2 Leol INK 2 \[rest\] power \d+, DEF \d+$/m);
    expect(text).toMatch(/character \| Aika — magician, DEF 0/);
    // The numbers are the current ones: a rested work shows its rest defense, a framed one its bonus power.
    const aika = st(m).sides[1]!;
    for (const w of aika.works) expect(text).toContain(`INK ${w.ink} [${w.rest ? 'rest' : 'active'}] power ${workPower(aika, w)}, DEF ${workDefense(aika, w)}`);
    expect(text).toContain(`half-dragon form, DEF ${charDefense(st(m).sides[0]!)}`);
    expect(text).toMatch(/INK \| 4 beside the character · 6 in the INK discard/);
    expect(text).toMatch(/traps \| 1 Alarm\n/);
    expect(text).toMatch(/^P1 · life 8\/10 · hand \d+ · deck \d+ · trash 1$/m);
    expect(board.notes.map(cellText).join('\n')).toMatch(/P1: main phase/m);
    // Sections name the players; the layout marks the viewer's side from `viewer`.
    expect(board.sections!.filter((s) => s.role === 'seat').map((s) => s.name)).toEqual(['P1', 'P2']);
    expect(board.viewer).toBe(1);
    expect(board.title).toBe('EAT/PAINT — turn 3, P1 to play');
  });

  it('describes choices in plain English', () => {
    const m = position();
    expect(game.describe(st(m), 'play 2')).toBe('Use Crimson Strike: Attack with power 2.');
    expect(game.describe(st(m), 'skill 2')).toMatch(/HEAT 2/);
    setSide(m, 1, { works: [work('cat', 1), work('leol', 2)] });
    play(m, 'play 2');
    expect(game.describe(st(m), 'target 2')).toBe("Crimson Strike: choose the opponent's Leol (#2).");
  });

  it('evaluates a life lead as better', () => {
    const m = position();
    const before = game.evaluate!(st(m), 0);
    st(m).sides[1]!.life -= 3;
    expect(game.evaluate!(st(m), 0)).toBeGreaterThan(before);
  });

  it('has a rules topic for every part of the game, including the rulings', () => {
    expect(game.rules.map((t) => t.id)).toEqual(['overview', 'designed', 'decks', 'setup', 'costs', 'dragonkin', 'magician', 'attack', 'traps', 'end', 'log', 'rulings']);
    expect(game.rules.find((t) => t.id === 'rulings')!.body).toMatch(/coin flip/);
  });
});
