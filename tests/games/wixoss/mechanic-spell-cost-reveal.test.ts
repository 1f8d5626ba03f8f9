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

describe('Get Grimoire (reveal from hand, then search by its name: op searchSameName)', () => {
  const GRIMOIRE = 'WX05-030';

  it('reveal an <Arm> SIGNI (required when one is in hand), then up to 3 SIGNI of its name from the deck', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [GRIMOIRE, C.iron, C.kukri, C.caliburn], ener: [C.kukri], deck: [C.kukri, C.caliburn, C.kukri, C.iron, C.kukri, C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    // Iron is no <Arm>: only Kukri and Caliburn, no skip
    expect(choices(m)).toEqual(['reveal 2', 'reveal 3']);
    play(m, 'reveal 2');
    expect(choices(m)).toEqual(['pick wd01-013', 'done']);
    play(m, 'pick wd01-013', 'pick wd01-013', 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.caliburn, C.kukri, C.kukri, C.kukri]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.caliburn, C.iron, C.kukri].sort());
  });

  it('with no <Arm> SIGNI in hand: `skip`, and nothing is searched', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [GRIMOIRE, C.iron], ener: [C.kukri], deck: [C.kukri, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['skip']);
    play(m, 'skip');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(zone(m, 0, 'deck')).toEqual([C.kukri, C.caliburn]);
  });

  it('Burst: discard an <Arm> SIGNI; if you do, up to 2 <Arm> SIGNI from the deck', () => {
    const m = scenario({ p1: { signi: [C.iron] }, p2: { life: [GRIMOIRE], hand: [C.silvan, C.kukri], deck: [C.caliburn, C.iron, C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2', 'pick wd01-010', 'pick wd01-013');
    expect(zone(m, 1, 'hand')).toEqual([C.silvan, C.caliburn, C.kukri]);
    const none = scenario({ p1: { signi: [C.iron] }, p2: { life: [GRIMOIRE], hand: [C.silvan], deck: [C.caliburn] } });
    play(none, 'pass', 'attack 1', 'burst', 'done');
    expect(zone(none, 1, 'hand')).toEqual([C.silvan]);
    expect(zone(none, 1, 'deck')).toEqual([C.caliburn]);
  });
});
