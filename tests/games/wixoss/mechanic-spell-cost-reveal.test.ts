/**
 * Issue 46: a spell whose cost becomes another while a condition holds (`costBecomes`, as ARTS have it) and "you may
 * reveal a card from your hand; if you do" (op mayRevealFromHand, verb `reveal K`): WX05 SPIRAL.
 */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const SPIRAL = 'WX05-038';
const CARMILLA = 'WX02-023';

describe('SPIRAL', () => {
  it('costs [Blue][Blue]; with Spiral Carmilla on your field it costs [Blue] alone', () => {
    const poor = scenario({ p1: { lrig: [C.piruluk4], hand: [SPIRAL, C.kukri, C.kukri, C.kukri, C.kukri], ener: [C.rmn] }, p2: { signi: [C.iron] } });
    expect(choices(poor)).not.toContain('spell 1');
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [CARMILLA], hand: [SPIRAL, C.kukri, C.kukri, C.kukri, C.kukri], ener: [C.rmn] }, p2: { signi: [C.iron] } });
    play(m, 'spell 1', 'pay auto');
    // four cards left in hand: the banish happens
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('with three cards left in hand it banishes nothing (the spell itself is not counted)', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [SPIRAL, C.kukri, C.kukri, C.kukri], ener: [C.rmn, C.rmn] }, p2: { signi: [C.iron] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 0, 'trash')).toContain(SPIRAL);
  });

  it('Burst: draw 1, then reveal Spiral Carmilla from hand to draw 1 more; skipping draws no more; asked even without one', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [SPIRAL], hand: [C.silvan, CARMILLA], deck: [C.iron, C.kukri, C.silvan] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['reveal 2', 'skip']);
    play(m, 'reveal 2');
    expect(zone(m, 1, 'hand')).toEqual([C.silvan, CARMILLA, C.iron, C.kukri]);
    expect(st(m).events.some((e) => /reveals Spiral Carmilla/.test(JSON.stringify(e)))).toBe(true);
    const skipped = scenario({ p1: { signi: [C.kukri] }, p2: { life: [SPIRAL], hand: [CARMILLA], deck: [C.iron, C.kukri] } });
    play(skipped, 'pass', 'attack 1', 'burst', 'skip');
    expect(zone(skipped, 1, 'hand')).toEqual([CARMILLA, C.iron]);
    const none = scenario({ p1: { signi: [C.kukri] }, p2: { life: [SPIRAL], hand: [C.silvan], deck: [C.iron, C.kukri] } });
    play(none, 'pass', 'attack 1', 'burst');
    expect(choices(none)).toEqual(['skip']);
    play(none, 'skip');
    expect(zone(none, 1, 'hand')).toEqual([C.silvan, C.iron]);
  });
});
