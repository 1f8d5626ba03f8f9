/**
 * Spells found or used under a limit: Topaz, Natural Stone (WX04-071) finds "a red spell with a cost of 1 or less"
 * (filter `maxTotalCost`: the cost's ener added up); One Throw (WX06-034) may be used only while you have a SIGNI of
 * power 20000 or more. Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const TOPAZ = 'WX04-071';
const ONE_THROW = 'WX06-034';
const RED1 = 'WX02-055'; // red spell, cost [Red]
const RED2 = 'WX02-027'; // red spell, cost [Red][Red]
const WHITE_RED = 'WX01-074'; // cost [White][Red]: 2 in all

describe('Topaz, Natural Stone', () => {
  it('trashing itself and paying [Red], it finds a red spell whose cost adds up to 1 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [TOPAZ], ener: [C.iron], deck: [RED2, WHITE_RED, RED1, C.kukri] } });
    play(m, 'act 1', 'pay auto');
    expect(zone(m, 0, 'trash')).toEqual(expect.arrayContaining([TOPAZ]));
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(choices(m)).toEqual(['pick wx02-055', 'done']);
    play(m, 'pick wx02-055');
    expect(zone(m, 0, 'hand')).toEqual([RED1]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.kukri, RED2, WHITE_RED].sort());
  });

  it('is not offered without [Red] to pay', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [TOPAZ], ener: [C.kukri], deck: [RED1] } });
    expect(choices(m)).not.toContain('act 1');
  });
});

describe('One Throw', () => {
  it('may be used only while you have a SIGNI of power 20000 or more; it banishes 1 opposing SIGNI', () => {
    const weak = scenario({ p1: { hand: [ONE_THROW], signi: [C.caliburn] }, p2: { signi: [C.kukri, C.caliburn] } });
    expect(choices(weak)).not.toContain('spell 1');
    const m = scenario({ p1: { hand: [ONE_THROW], signi: [C.caliburn] }, p2: { signi: [C.kukri, C.caliburn] } });
    st(m).mods.push({ inst: st(m).players[0]!.signi[0]!, add: 10000 }); // Caliburn 10000 -> 20000
    expect(choices(m)).toContain('spell 1');
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']); // it costs nothing
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    expect(zone(m, 0, 'trash')).toEqual([ONE_THROW]);
  });
});
