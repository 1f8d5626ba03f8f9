/**
 * "That SIGNI also gets ..." (`gain` with `on: target`: the SIGNI an earlier op of the effect targeted): WX04 Angry
 * Roar gives Lancer and a crush ability only while you have 3 <Sky Beast> / <Earth Beast> SIGNI as it resolves.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { angryRoar: 'WX04-094', swallow: 'WX01-094', sparrow: 'WX01-090', shienko: 'WX04-049' } as const;
const setup = (mine: (string | null)[]) => scenario({
  p1: { lrig: [C.midori3], signi: mine, hand: [X.angryRoar], ener: [C.hyakko], deck: [C.iron, C.flamber] },
  p2: { lrig: [C.hanayo4], signi: [null, null, C.kukri], life: [C.kukri, C.kukri] },
});

describe('Angry Roar', () => {
  it('with 3 beasts: +2000, Lancer, and each life cloth it crushes charges your top card', () => {
    const m = setup([X.swallow, X.sparrow, X.shienko]);
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2', 'target own 3']);
    play(m, 'target own 3');
    expect(signiPower(st(m), 0, 2)).toBe(10000);
    play(m, 'pass', 'attack 3');
    // Kukri is banished; Lancer crushes a life cloth; the gained ability puts Iron (the top card) into the ener zone.
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, C.kukri]);
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
  });
  it('with 2 beasts: only the +2000 (no Lancer: no crush, no charge)', () => {
    const m = setup([X.swallow, null, X.shienko]);
    play(m, 'spell 1', 'pay auto', 'target own 3', 'pass', 'attack 3');
    expect(zone(m, 1, 'life')).toHaveLength(2);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });
  it('a SIGNI that is not a beast may not be picked', () => {
    const m = setup([X.swallow, C.kukri, X.shienko]);
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 3']);
  });
});
