/**
 * Issue 46: a SIGNI that meets an attack (Code Labyrinth Quinn): when an opposing SIGNI attacks, your <Labyrinth>
 * SIGNI get +1000, then Quinn may move in front of the attacker if that zone is empty (the battle then meets it);
 * its Burst finds a <Labyrinth> SIGNI for the hand or the field. Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { quinn: 'WX04-029', iona4: 'WD07-001', iona3: 'WX04-022', metron: 'WX05-048', triumph: 'WD07-011' } as const;

describe('Code Labyrinth Quinn', () => {
  it('an opposing SIGNI attacks an empty zone: <Labyrinth> +1000, Quinn moves in front and battles it', () => {
    const m = scenario({ p1: { signi: [null, C.kukri] }, p2: { lrig: [X.iona4], signi: [X.quinn, null, X.metron] } });
    const quinn = signiPower(st(m), 1, 0);
    play(m, 'pass', 'attack 2');
    expect(choices(m)).toEqual(['use', 'skip']);
    expect(signiPower(st(m), 1, 0)).toBe(quinn + 1000);
    play(m, 'use');
    expect(zone(m, 1, 'signi')).toEqual(['-', X.quinn, X.metron]);
    // the battle meets Quinn: Kukri is too weak to banish it, no life cloth is crushed
    expect(st(m).players[1]!.life.length).toBe(7);
    expect(zone(m, 1, 'signi')).toEqual(['-', X.quinn, X.metron]);
  });

  it('skipped (or a SIGNI already in front), the attack goes on as it was', () => {
    const m = scenario({ p1: { signi: [null, C.kukri] }, p2: { lrig: [X.iona4], signi: [X.quinn] } });
    play(m, 'pass', 'attack 2', 'skip');
    expect(st(m).players[1]!.life.length).toBe(6);
    const blocked = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.iona4], signi: [X.metron, X.quinn] } });
    play(blocked, 'pass', 'attack 1');
    expect(choices(blocked)).not.toContain('use');
  });

  it('Burst: a <Labyrinth> SIGNI found, shown, then onto the field (zone) or into the hand (skip)', () => {
    const field = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.iona3], life: [X.quinn], deck: [C.iron, X.triumph] } });
    play(field, 'pass', 'attack 1', 'burst');
    expect(choices(field)).toEqual(['pick wd07-011', 'done']);
    play(field, 'pick wd07-011');
    expect(choices(field)).toEqual(['zone 1', 'zone 2', 'zone 3', 'skip']);
    play(field, 'zone 2');
    expect(zone(field, 1, 'signi')).toEqual(['-', X.triumph, '-']);
    const hand = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.iona3], life: [X.quinn], deck: [C.iron, X.triumph] } });
    play(hand, 'pass', 'attack 1', 'burst', 'pick wd07-011', 'skip');
    expect(zone(hand, 1, 'hand')).toEqual([X.triumph]);
    expect(zone(hand, 1, 'signi')).toEqual(['-', '-', '-']);
  });
});
