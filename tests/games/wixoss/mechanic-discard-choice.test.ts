/**
 * "Discard one <Atom> SIGNI or two cards" (op discardOneOrTwo; WX04 Helium, Natural Source): the first card decides;
 * a matching card may end it, any other card needs a second. Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const HELIUM = 'WX04-047';
const ATOM = 'WX05-064'; // <Atom> SIGNI, no abilities
const MIRURUN4 = 'SP06-001'; // Helium's limiting condition

describe('Helium, Natural Source', () => {
  it('down: draw 2, then an Atom SIGNI discarded alone is enough', () => {
    const m = scenario({ p1: { lrig: [MIRURUN4], signi: [HELIUM], hand: [C.kukri], deck: [ATOM, C.iron, C.bronda] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, ATOM, C.iron]);
    expect(choices(m)).toEqual(['discard 1', 'discard 2', 'discard 3']);
    play(m, 'discard 2');
    expect(choices(m)).toEqual(['discard 1', 'discard 2', 'done']);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron]);
    expect(zone(m, 0, 'trash')).toEqual([ATOM]);
    expect(st0Down(m)).toBe(true);
  });

  it('any other card first: a second card must follow (an Atom SIGNI may also be one of two)', () => {
    const m = scenario({ p1: { lrig: [MIRURUN4], signi: [HELIUM], hand: [C.kukri], deck: [ATOM, C.iron, C.bronda] } });
    play(m, 'act 1', 'discard 1');
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron]);
    expect(zone(m, 0, 'hand')).toEqual([ATOM]);
    const both = scenario({ p1: { lrig: [MIRURUN4], signi: [HELIUM], deck: [ATOM, C.iron, C.bronda] } });
    play(both, 'act 1', 'discard 1', 'discard 1');
    expect(zone(both, 0, 'trash')).toEqual([ATOM, C.iron]);
  });
});

function st0Down(m: Parameters<typeof zone>[0]): boolean {
  return (m.state as { players: { signiDown: boolean[] }[] }).players[0]!.signiDown[0]!;
}
