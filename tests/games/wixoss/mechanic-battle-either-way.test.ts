/**
 * Issue 46: "when this SIGNI battles ..." hears a battle whichever SIGNI attacked: each SIGNI of a battle battles the
 * other (the battleEnd event comes once for each; WX05 Laevateinn). Strict scripted scenarios.
 */
import { CARD as C, play, scenario, zone } from './helpers.js';

const LAEVATEINN = 'WX05-047';
const SERVANT_Q2 = 'WD04-016'; // level 4, 10000 power, no limiting condition

describe('battleEnd on both SIGNI of a battle (WX05 Laevateinn, Greatsword)', () => {
  it('attacking: the opposing level 4 SIGNI it battled is banished after the battle, though Laevateinn lost it', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [LAEVATEINN] }, p2: { lrig: [C.hanayo4], signi: [SERVANT_Q2] } });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([SERVANT_Q2]);
    expect(zone(m, 0, 'signi')).toEqual([LAEVATEINN, '-', '-']);
  });

  it('attacked: the level 4 attacker is banished after the battle, though Laevateinn was banished in it', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [LAEVATEINN] }, p2: { lrig: [C.hanayo4], signi: [SERVANT_Q2] }, active: 1 });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 0, 'ener')).toEqual([LAEVATEINN]);
    expect(zone(m, 1, 'ener')).toEqual([SERVANT_Q2]);
  });

  it('a SIGNI of another level is not banished; an attack into an empty zone is no battle', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [LAEVATEINN] }, p2: { lrig: [C.hanayo4], signi: [C.silvan] } });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'signi')).toEqual([C.silvan, '-', '-']);
    const empty = scenario({ p1: { lrig: [C.tama4], signi: [LAEVATEINN] }, p2: { lrig: [C.hanayo4], signi: [null, SERVANT_Q2] } });
    play(empty, 'pass', 'attack 1');
    expect(zone(empty, 1, 'signi')).toEqual(['-', SERVANT_Q2, '-']);
  });
});
