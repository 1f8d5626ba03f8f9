/** Issue 44: a card that is nothing but its effect is offered only when that effect has something to act on. */
import { game } from '../../../src/games/eatpaint/index.js';
import { choices, energy, midGame, setSide, st, work } from './helpers.js';

describe('cards whose effect has no target are not offered', () => {
  it('Gloomy Erase against a dragonkin with no energy (a set trap is no energy card)', () => {
    const m = midGame(['rio-blue', 'sabil-apra']);
    setSide(m, 0, { hand: ['erase'], ink: 5 });
    setSide(m, 1, { energy: [], traps: ['higan'] });
    expect(choices(m)).not.toContain('play 1');
    expect(game.explain!(st(m), 'play 1')).toBe('Gloomy Erase has nothing to act on now: its effect finds no card to choose (rules: rulings)');
    setSide(m, 1, { energy: energy({ card: 'bara', up: false, rest: true }) });
    expect(choices(m)).toContain('play 1');
  });

  it('Gloomy Erase and Smear against a magician without works', () => {
    const m = midGame(['rio-blue', 'aika-red']);
    setSide(m, 0, { hand: ['erase', 'smear'], ink: 5 });
    setSide(m, 1, { works: [] });
    expect(choices(m).filter((c) => c.startsWith('play'))).toEqual([]);
    setSide(m, 1, { works: [work('cat', 1)] });
    expect(choices(m)).toEqual(expect.arrayContaining(['play 1', 'play 2']));
  });

  it('a recovering plan with an empty trash, a free one included (it would put a card in HEAT for nothing)', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['soumatou'], trash: [] });
    expect(choices(m)).not.toContain('play 1');
    setSide(m, 0, { trash: ['bara'] });
    expect(choices(m)).toContain('play 1');
  });

  it('a method that trashes one of your works first needs a work (Bitter draws only after it)', () => {
    const m = midGame(['aika-red', 'rio-blue']);
    setSide(m, 0, { hand: ['bitter', 'burst', 'convert'], ink: 5, works: [] });
    expect(choices(m).filter((c) => c.startsWith('play'))).toEqual([]);
    setSide(m, 0, { works: [work('cat', 1, { rest: true })] });
    expect(choices(m)).toEqual(expect.arrayContaining(['play 1', 'play 2']));
  });

  it('activating a face-up plan in the energy zone follows the same rule', () => {
    const m = midGame(['himeria-kasis', 'aika-red']);
    setSide(m, 0, { energy: energy('yuukai', 'yuukai') });
    setSide(m, 1, { works: [] });
    expect(choices(m).filter((c) => c.startsWith('activate'))).toEqual([]);
    expect(game.explain!(st(m), 'activate 1')).toMatch(/has nothing to act on now/);
    setSide(m, 1, { works: [work('cat', 1)] });
    expect(choices(m)).toContain('activate 1');
  });

  it('a work is offered whatever its on-summon effect finds', () => {
    const m = midGame(['rio-blue', 'sabil-apra']);
    setSide(m, 0, { hand: ['nike'], ink: 5 });
    setSide(m, 1, { energy: [] });
    expect(choices(m)).toContain('play 1');
  });
});
