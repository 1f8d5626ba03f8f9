/**
 * Payment stand-ins (table/pay-with.ts): "when you pay [White], you may put a <Beautiful Technique> SIGNI from your
 * ener zone into the trash instead" (SP07 Marche, for every cost while it is on the field; SP07 Anne=Fourth,
 * Blessing of Revelation, for its own grow cost). Strict scripted scenarios, one per card.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  marche: 'SP07-011', anne4: 'SP07-001', anne3: 'SP07-002', horrorAnne4: 'WX04-004',
  puri: 'WX04-092', crayon: 'WX05-072', pop: 'WX05-069', cubi: 'WX04-050', dot: 'WX05-039',
} as const;

describe('Marche, Mysterious Fairytale: a <Beautiful Technique> SIGNI of your ener zone pays [White]', () => {
  it('with Marche on the field, Get Bible ([White]) is paid with Puri (green); a green non-<Beautiful Technique> card cannot', () => {
    const m = scenario({ p1: { lrig: [X.anne4], signi: [X.marche], hand: [C.getBible], ener: [C.hyakko, X.puri], deck: [C.kukri] } });
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['pay auto', 'pay 2']);
    play(m, 'pay 2');
    expect(zone(m, 0, 'trash')).toEqual([X.puri]);
    expect(zone(m, 0, 'ener')).toEqual([C.hyakko]);
  });

  it('without Marche the same spell cannot be paid', () => {
    const m = scenario({ p1: { lrig: [X.anne4], hand: [C.getBible], ener: [C.hyakko, X.puri] } });
    expect(choices(m)).not.toContain('spell 1');
  });

  it('Activated, [Green][White]: an opposing SIGNI with power 15000 or more returns to the hand', () => {
    const m = scenario({ p1: { lrig: [X.anne4], signi: [X.marche], ener: [C.hyakko, X.crayon] }, p2: { lrig: [C.hanayo4], signi: [X.dot, C.iron] } });
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'hand')).toEqual([X.dot]);
    expect(zone(m, 0, 'trash')).toEqual([C.hyakko, X.crayon]);
  });

  it('On play, [Green]: banish a <Beautiful Technique> SIGNI of yours, then a SIGNI 1 level above it from the deck onto the field', () => {
    const m = scenario({ p1: { lrig: [X.anne4], hand: [X.marche], signi: [X.crayon], ener: [C.hyakko], deck: [X.cubi, X.pop, C.kukri] } });
    play(m, 'summon 1 2', 'use', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 1');
    expect(zone(m, 0, 'ener')).toEqual([X.crayon]);
    expect(choices(m)).toEqual([`pick ${X.pop.toLowerCase()}`, 'done']); // level 2 only: not Cubi (3) nor Kukri (1)
    play(m, `pick ${X.pop.toLowerCase()}`, 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([X.pop, X.marche, '-']);
  });

  it('Burst: ener charge 2', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano] }, p2: { lrig: [X.anne4], life: [X.marche], deck: [C.kukri, C.iron, C.bronda] } });
    play(m, 'attack 1', 'burst');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, C.iron, X.marche]); // charged, then the crushed card
  });
});

describe('Anne=Fourth, Blessing of Revelation', () => {
  it('its own grow cost: [White] paid with a <Beautiful Technique> SIGNI; the other Anne=Fourth (same cost) cannot be grown into', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.anne3], lrigDeck: [X.anne4, X.horrorAnne4], ener: [X.puri, X.crayon, C.hyakko] } });
    expect(choices(m)).toContain('grow 1');
    expect(choices(m)).not.toContain('grow 2');
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 0, 'lrig')).toEqual([X.anne3, X.anne4]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('once it is the LRIG, it pays nothing else: a [White] spell is not paid with Puri', () => {
    const m = scenario({ p1: { lrig: [X.anne4], hand: [C.getBible], ener: [X.puri] } });
    expect(choices(m)).not.toContain('spell 1');
  });

  it('your <Beautiful Technique> SIGNI get +1000, others do not', () => {
    const m = scenario({ p1: { lrig: [X.anne4], signi: [X.puri, C.kukri] } });
    expect(signiPower(st(m), 0, 0)).toBe(3000);
    expect(signiPower(st(m), 0, 1)).toBe(3000);
    const plain = scenario({ p1: { lrig: [X.anne3], signi: [X.puri] } });
    expect(signiPower(st(plain), 0, 0)).toBe(2000);
  });
});
