/** Issue 44: the attack note shows the power the damage step will use, not the parts it was built from. */
import { cellText } from '../../../src/engine/board.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { energy, midGame, play, seatToDecide, setSide, side, st, work } from './helpers.js';

function notes(m: ReturnType<typeof midGame>, seat: number): string {
  return game.render(game.view(st(m), seat)).notes.map(cellText).join('\n');
}

describe('the attack note while the defender decides on a trap', () => {
  it("a work's attack shows its INK plus its on-attack bonus against the character's defense", () => {
    const m = midGame(['aika-red', 'sabil-apra']);
    setSide(m, 0, { works: [work('demeck', 3)] });
    // Half-dragon Sabil, active: defense 3.
    setSide(m, 1, { life: 10, form: 1, rest: false, traps: ['higan'], energy: energy('bara') });
    play(m, 'attack 1');
    expect(seatToDecide(m)).toBe(1);
    for (const seat of [0, 1]) expect(notes(m, seat)).toContain('Attack by P1 on the character: power 4 against defense 3 ·');
    play(m, 'no trap');
    expect(side(m, 1).life).toBe(9);
  });

  it("a dragonkin's attack card counts an active effect's bonus", () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['senshu'], energy: energy('gouman', 'bara', 'bara') });
    setSide(m, 1, { life: 10, traps: ['alarm'], works: [] });
    play(m, 'play 1', 'pay 2', 'pay 3');
    expect(seatToDecide(m)).toBe(1);
    expect(notes(m, 1)).toContain('Attack by P1 on the character: power 4 against defense 0 ·');
    play(m, 'no trap');
    expect(side(m, 1).life).toBe(6);
  });

  it('says nothing of the target while the attacker still picks it', () => {
    const m = midGame(['aika-red', 'rio-blue']);
    setSide(m, 0, { works: [work('demeck', 3)] });
    setSide(m, 1, { life: 10, works: [work('cat', 1), work('leol', 2)] });
    play(m, 'attack 1');
    expect(seatToDecide(m)).toBe(0);
    const text = notes(m, 0);
    // Demeck's +1 comes with its on-attack effect, after the target is picked.
    expect(text).toContain('Attack by P1 (choosing a target): power 3 ·');
    expect(text).not.toMatch(/on the character|on a work/);
  });
});
