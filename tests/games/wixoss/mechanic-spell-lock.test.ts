/**
 * Issue 46: WX05 Mirurun Tico. While it is the opponent's LRIG a player uses no spell (table/spell-lock.ts); its
 * Exceed 1 looks at the top 5 and puts each on the top or the bottom (revealRestBottom `look`); its Exceed 2 uses a
 * spell of the opponent's trash as its player's own, free and ignoring its limiting condition (ops-opp-spell.ts).
 * Strict scripted scenarios.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const TICO = 'WX05-011';
const FIRES = 'WX01-030'; // Hanayo spell, [Red]x3: banish 1 opposing SIGNI with power 12000 or less; your LRIG gets Double Crush
const UNDER = [C.piruluk0, C.piruluk1];

describe('Mirurun Tico', () => {
  it('the opponent cannot use spells while it is your LRIG', () => {
    const locked = scenario({ p1: { hand: [C.jetting] }, p2: { lrig: [...UNDER, TICO] } });
    expect(choices(locked)).not.toContain('spell 1');
    expect(game.explain!(st(locked), 'spell 1')).toMatch(/cannot use spells/);
    const free = scenario({ p1: { hand: [C.jetting] }, p2: { lrig: [C.piruluk4] } });
    expect(choices(free)).toContain('spell 1');
  });

  it('Exceed 1: look at the top 5; each goes on the top or the bottom, in the order picked', () => {
    const deck = [C.kukri, C.iron, C.caliburn, C.bonya, C.silvan, C.flamber];
    const m = scenario({ p1: { lrig: [...UNDER, TICO], deck } });
    play(m, 'act lrig', 'pick wd03-004');
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.piruluk1]);
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3', 'top 4', 'top 5', 'bottom 1', 'bottom 2', 'bottom 3', 'bottom 4', 'bottom 5']);
    // Iron and Bonya to the bottom (Bonya first), Silvan on top, then Kukri, then Caliburn.
    play(m, 'bottom 4', 'bottom 2', 'top 3', 'top 1');
    expect(choices(m)).toEqual(['top 1', 'bottom 1']);
    play(m, 'top 1');
    expect(zone(m, 0, 'deck')).toEqual([C.silvan, C.kukri, C.caliburn, C.flamber, C.bonya, C.iron]);
    // The other seat is told only where a card went, never which.
    const told = JSON.stringify(st(m).events.filter((e) => (e as { to?: number }).to === undefined));
    expect(told).not.toMatch(/Iron|Bonya|Silvan/);
  });

  it('Exceed 2: a spell of the opponent\'s trash used as your own, free, its limiting condition ignored; it returns to their trash', () => {
    const m = scenario({ p1: { lrig: [...UNDER, TICO] }, p2: { trash: [C.kukri, FIRES], signi: [C.caliburn] } });
    play(m, 'act lrig 2', 'pick wd03-004', 'pick wd03-005');
    expect(choices(m)).toEqual(['pick wx01-030', 'skip']);
    play(m, 'pick wx01-030');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri, FIRES]);
    expect(zone(m, 0, 'ener')).toEqual([]); // nothing paid
    expect(st(m).mods.some((mod) => mod.kw === 'doubleCrush')).toBe(true);
  });

  it('Exceed 2 may be declined; with no spell in their trash only skip is offered', () => {
    const m = scenario({ p1: { lrig: [...UNDER, TICO] }, p2: { trash: [C.kukri] } });
    play(m, 'act lrig 2', 'pick wd03-004', 'pick wd03-005');
    expect(choices(m)).toEqual(['skip']);
    play(m, 'skip');
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
  });
});
