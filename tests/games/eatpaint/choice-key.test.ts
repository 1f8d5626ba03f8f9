/** The search's tree keys (GameDefinition.choiceKey): the deciding seat's hand and trap cards by card, not place. */
import { game } from '../../../src/games/eatpaint/index.js';
import { choices, energy, midGame, play, seatToDecide, setSide, st, work } from './helpers.js';

const key = (m: ReturnType<typeof midGame>, choice: string) => game.choiceKey!(st(m), choice, seatToDecide(m));

describe('choice keys', () => {
  it('a hand card is keyed by the card: the same card at another place has the same key', () => {
    const m = midGame(['rio-blue', 'sabil-apra']);
    setSide(m, 0, { hand: ['gaia', 'alarm'], works: [work('gaia', 2)] });
    expect(choices(m)).toEqual(expect.arrayContaining(['play 1', 'set 2', 'attack 1', 'release 1', 'end']));
    expect(key(m, 'play 1')).toBe('play [gaia]');
    expect(key(m, 'set 2')).toBe('set [alarm]');
    // Works are open on the table: they keep their text.
    expect(key(m, 'attack 1')).toBe('attack 1');
    expect(key(m, 'end')).toBe('end');
    setSide(m, 0, { hand: ['alarm', 'gaia'] });
    expect(key(m, 'play 2')).toBe('play [gaia]');
    expect(key(m, 'set 1')).toBe('set [alarm]');
  });

  it("the defender's set trap is keyed by the card; declining keeps its text", () => {
    const m = midGame(['rio-blue', 'rio-blue']);
    setSide(m, 0, { works: [work('gaia', 1)], life: 10 });
    setSide(m, 1, { works: [], traps: ['alarm'], life: 10, energy: energy('kon') });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['trap 1', 'no trap']);
    expect(key(m, 'trap 1')).toBe('trap [alarm]');
    expect(key(m, 'no trap')).toBe('no trap');
  });

  it('no key is the text of another choice', () => {
    const m = midGame(['rio-blue', 'sabil-apra']);
    setSide(m, 0, { hand: ['gaia', 'alarm', 'gaia'], works: [work('gaia', 2)] });
    const legal = choices(m);
    for (const choice of legal) {
      const k = key(m, choice);
      if (k !== choice) expect(legal).not.toContain(k);
    }
  });
});
