/** Issue 46: "banish one of your other <Ancient Weapon> SIGNI" as an [Action]'s cost (costs.banish; WX05 Code Anti Marsface). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const MARSFACE = 'WX05-044';
const IRON = 'WD07-013'; // Code Anti Iron, level 3 <Ancient Weapon>
const TEXA = 'WD08-014'; // Code Anti Texahammer, level 1 <Ancient Weapon>
const SERVANT_Q2 = 'WD04-016';

describe('costs.banish', () => {
  it('Code Anti Marsface 1: down it and banish another <Ancient Weapon> SIGNI of yours: an opposing SIGNI gets -7000', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: [MARSFACE, IRON, C.metsum] }, p2: { lrig: [C.hanayo4], signi: [SERVANT_Q2, C.silvan] } });
    play(m, 'act 1');
    // only the other <Ancient Weapon> SIGNI pays (not Marsface, not Metsum)
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'ener')).toEqual([IRON]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(signiPower(st(m), 1, 1)).toBe(3000);
    expect(signiPower(st(m), 1, 0)).toBe(10000);
    // with no other <Ancient Weapon> SIGNI it is not offered
    const alone = scenario({ p1: { lrig: [C.ulith4], signi: [MARSFACE, C.metsum] }, p2: { signi: [C.silvan] } });
    expect(choices(alone)).not.toContain('act 1');
  });

  it('Code Anti Marsface 2: down it and trash two other <Ancient Weapon> SIGNI: every opposing SIGNI gets -10000', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: [TEXA, MARSFACE, IRON] }, p2: { lrig: [C.hanayo4], signi: [SERVANT_Q2, C.silvan, 'WX01-053'] } });
    play(m, 'act 2 2', 'trash signi 1', 'trash signi 3');
    expect(zone(m, 0, 'trash').sort()).toEqual([IRON, TEXA].sort());
    // Servant Q2 and Silvan (10000) drop to 0 and are banished by rule processing
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', 'WX01-053']);
    expect(signiPower(st(m), 1, 2)).toBe(5000);
    // one other <Ancient Weapon> SIGNI is not enough for the second ability
    const one = scenario({ p1: { lrig: [C.ulith4], signi: [TEXA, MARSFACE] }, p2: { signi: [C.silvan] } });
    expect(choices(one)).toContain('act 2');
    expect(choices(one)).not.toContain('act 2 2');
  });
});
