/**
 * Issue 46: "this turn, the next spell you use costs [White][White] less, and the opponent's effects cannot cancel
 * it" (Fafnir): the discount and a cancel that does nothing. Strict scripted scenarios.
 */
import { spellCost } from '../../../src/games/wixoss/table/spell-use.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { fafnir: 'WX04-008', antiSpell: 'WX01-018' } as const;

describe('Fafnir', () => {
  it('the next spell costs [White][White] less and an Anti-Spell cut-in does not cancel it', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.fafnir], hand: [C.getBible], deck: [C.kukri, C.iron] }, p2: { lrigDeck: [X.antiSpell], ener: [C.rmn, C.kukri] } });
    play(m, 'arts 1');
    expect(spellCost(st(m), 0, st(m).players[0]!.hand[0]!)).toEqual({ white: 0 });
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'lrigTrash')).toEqual([X.antiSpell]);
    expect(st(m).events.some((e) => /cannot be cancelled/.test(e.text))).toBe(true);
    // Get Bible still resolves: a SIGNI found in the deck
    expect(choices(m)).toContain('pick wd01-013');
    play(m, 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
  });

  it('only the next spell: a second one can be cancelled', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.fafnir], hand: [C.getBible, C.getBible], ener: [C.kukri], deck: [C.kukri, C.iron] }, p2: { lrigDeck: [X.antiSpell], ener: [C.rmn, C.kukri] } });
    play(m, 'arts 1', 'spell 1', 'pass', 'pick wd01-013');
    play(m, 'spell 1', 'pay auto', 'arts 1', 'pay auto');
    expect(st(m).events.some((e) => /is cancelled/.test(e.text))).toBe(true);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
  });
});
