/**
 * Code Art TAP (WX06-CB02): looking at the opponent's hand (only the looker sees it), its Burst that picks any card of
 * that hand to discard, and "while the opponent's hand is empty, this SIGNI's power is 10000". Code Art RPG (WX04-078):
 * "while the opponent has a frozen SIGNI" (a count of frozen SIGNI). Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const TAP = 'WX06-CB02';
const RPG = 'WX04-078';
const FREEZER = 'WX03-042'; // Activated, down this SIGNI: freeze 1 opposing SIGNI of level 2 or less

describe('Code Art TAP', () => {
  it('on play it looks at the opponent\'s hand: the cards are shown to its player only', () => {
    const m = scenario({ p1: { hand: [TAP] }, p2: { hand: [C.kukri, C.bronda] } });
    play(m, 'summon 1 1');
    const shown = st(m).events.filter((e) => e.text.includes('Kukri'));
    expect(shown.length).toBe(1);
    expect(shown[0]!.to).toBe(0);
    expect(zone(m, 1, 'hand')).toEqual([C.kukri, C.bronda]);
    expect(choices(m)).toContain('pass'); // nothing else to answer
  });

  it('its power is 10000 while the opponent has no cards in hand', () => {
    const m = scenario({ p1: { signi: [TAP] }, p2: { hand: [C.kukri] } });
    expect(signiPower(st(m), 0, 0)).toBe(2000);
    st(m).players[1]!.hand = [];
    expect(signiPower(st(m), 0, 0)).toBe(10000);
  });

  it('Burst: its player picks any card of the opponent\'s hand, which is discarded', () => {
    const m = scenario({ p1: { signi: [C.kukri], hand: [C.caliburn, C.bronda, C.caliburn] }, p2: { life: [TAP] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['pick wd01-010', 'pick wd02-012']);
    play(m, 'pick wd02-012');
    expect(zone(m, 0, 'hand')).toEqual([C.caliburn, C.caliburn]);
    expect(zone(m, 0, 'trash')).toEqual([C.bronda]);
  });
});

describe('Code Art RPG', () => {
  it('its power is 10000 while an opposing SIGNI is frozen', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [RPG, FREEZER] }, p2: { signi: [C.kukri] } });
    expect(signiPower(st(m), 0, 0)).toBe(5000);
    play(m, 'act 2', 'target 1');
    expect(st(m).frozen).toEqual([st(m).players[1]!.signi[0]]);
    expect(signiPower(st(m), 0, 0)).toBe(10000);
  });

  it('a frozen SIGNI of its own side does not count', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [RPG, C.sc] }, p2: { signi: [C.kukri] } });
    st(m).frozen.push(st(m).players[0]!.signi[1]!);
    expect(signiPower(st(m), 0, 0)).toBe(5000);
  });
});
