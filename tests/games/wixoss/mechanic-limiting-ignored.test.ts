/**
 * Issue 46: WX05 Ulith, Enma of Nihilism. Every card of your ener zone has Multi Ener (an LRIG's `enerMulti`); the
 * limiting conditions of your ARTS and spells are ignored (table/limiting-ignored.ts); you grow into it only with 3
 * colours in your ener zone (condition `enerColorsAtLeast`); its Exceed 5 has the opponent guess the colour of a hand
 * card you chose (ops-icon-guess.ts). Strict scripted scenarios.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const ULITH5 = 'WX05-006';
const FIRES = 'WX01-030'; // Hanayo spell, [Red]x3: banish 1 opposing SIGNI with power 12000 or less; your LRIG gets Double Crush
const FANTASTIC = 'WX01-024'; // Midoriko ARTS, free: 1 SIGNI gets +5000 until end of turn
const UNDER = [C.ulith0, C.ulith1, C.ulith2, C.ulith3, C.ulith4];
const WHITE3 = [C.kukri, C.kukri, C.kukri];

describe('Ulith, Enma of Nihilism', () => {
  it('your ener pays any colour and your spells ignore their limiting condition', () => {
    const m = scenario({ p1: { lrig: [...UNDER, ULITH5], hand: [FIRES], ener: WHITE3 }, p2: { signi: [C.caliburn] } });
    expect(choices(m)).toContain('spell 1');
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([...WHITE3, FIRES]);
    // Under Ulith Four the white ener pays no red, and the spell is Hanayo's.
    const four = scenario({ p1: { lrig: [C.ulith4], hand: [FIRES], ener: WHITE3 }, p2: { signi: [C.caliburn] } });
    expect(choices(four)).not.toContain('spell 1');
    expect(game.explain!(st(four), 'spell 1')).toMatch(/Hanayo/);
  });

  it('your ARTS ignore their limiting condition', () => {
    const m = scenario({ p1: { lrig: [...UNDER, ULITH5], lrigDeck: [FANTASTIC], signi: [C.kukri] } });
    expect(choices(m)).toContain('arts 1');
    const four = scenario({ p1: { lrig: [C.ulith4], lrigDeck: [FANTASTIC], signi: [C.kukri] } });
    expect(choices(four)).not.toContain('arts 1');
  });

  it('you may grow into it only with 3 or more colours among your ener cards (colorless counts)', () => {
    const two = scenario({ phase: 'grow', p1: { lrig: [C.ulith4], lrigDeck: [ULITH5], ener: [C.kukri, C.iron] } });
    expect(choices(two)).not.toContain('grow 1');
    const three = scenario({ phase: 'grow', p1: { lrig: [C.ulith4], lrigDeck: [ULITH5], ener: [C.kukri, C.iron, 'WX01-102'] } });
    expect(choices(three)).toContain('grow 1');
    play(three, 'grow 1');
    expect(zone(three, 0, 'lrig')).toEqual([C.ulith4, ULITH5]);
    expect(zone(three, 0, 'ener')).toHaveLength(3); // it costs nothing
  });

  const exceed5 = (hand: string[]) => {
    const m = scenario({ p1: { lrig: [...UNDER, ULITH5], hand }, p2: { signi: [C.kukri, C.iron] } });
    play(m, 'act lrig', 'pick wd05-001', 'pick wd05-002', 'pick wd05-003', 'pick wd05-004', 'pick wd05-005');
    return m;
  };

  it('Exceed 5: the opponent declares a colour the chosen card lacks: every opposing SIGNI goes to the trash', () => {
    const m = exceed5([C.kukri, C.iron]);
    expect(choices(m)).toEqual(['reveal 1', 'reveal 2']);
    play(m, 'reveal 2');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['icon white', 'icon red', 'icon blue', 'icon green', 'icon black', 'icon colorless']);
    expect(game.describe(st(m), 'icon white')).toBe('Declare the colour white');
    play(m, 'icon white');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri, C.iron]);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron]); // revealed, it stays in hand
  });

  it('Exceed 5: a colour the card has saves them; until the reveal only its chooser sees which card', () => {
    const m = exceed5([C.kukri, C.iron]);
    play(m, 'reveal 2');
    // Bob is asked without a word of the card.
    const bob = JSON.stringify(st(m).events.filter((e) => (e as { to?: number }).to !== 0));
    expect(bob).not.toMatch(/Iron/);
    play(m, 'icon red');
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, C.iron, '-']);
  });

  it('Exceed 5 with an empty hand: nothing is chosen, nothing is trashed', () => {
    const m = exceed5([]);
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, C.iron, '-']);
    expect(decider(m)).toBe(0);
  });
});
