/**
 * Issue 46: an attack negated by an effect (Anne=Fourth, Melody of Horror: only when no SIGNI of yours stands in
 * front of the attacker, paying [Green][Colorless] and a <Beautiful Technique> discard), with the LRIG's aura and
 * search. Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { anne4: 'WX04-004', anne3: 'WX04-017', btA: 'WX04-089', btB: 'WX05-070', btC: 'WX05-071' } as const;

describe('Anne=Fourth, Melody of Horror', () => {
  it('an opposing SIGNI attacking an empty zone: pay [Green][Colorless] and discard a <Beautiful Technique> SIGNI to negate it', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.anne4], hand: [C.iron, X.btA], ener: [C.hyakko, C.iron] } });
    play(m, 'pass', 'attack 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(st(m).players[1]!.life.length).toBe(7);
    expect(zone(m, 1, 'trash')).toEqual([C.hyakko, C.iron, X.btA]);
    expect(st(m).events.some((e) => /attack of .* is negated/.test(e.text))).toBe(true);
  });

  it('skipped, the attack crushes a life cloth; with a SIGNI in front it is not asked', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.anne4], hand: [X.btA], ener: [C.hyakko, C.iron] } });
    play(m, 'pass', 'attack 1', 'skip');
    expect(st(m).players[1]!.life.length).toBe(6);
    const blocked = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.anne4], hand: [X.btA], ener: [C.hyakko, C.iron], signi: [X.btB] } });
    play(blocked, 'pass', 'attack 1');
    expect(choices(blocked)).not.toContain('use');
  });

  it('three <Beautiful Technique> SIGNI: all your SIGNI +2000; [Green][White]: find one in the deck', () => {
    const three = scenario({ p1: { lrig: [X.anne4], signi: [X.btA, X.btB, X.btC] } });
    const base = scenario({ p1: { lrig: [X.anne3], signi: [X.btA, X.btB, X.btC] } });
    expect([0, 1, 2].map((z) => signiPower(st(three), 0, z))).toEqual([0, 1, 2].map((z) => signiPower(st(base), 0, z) + 2000));
    const m = scenario({ p1: { lrig: [X.anne4], ener: [C.hyakko, C.kukri], deck: [C.iron, X.btB] } });
    play(m, 'act lrig', 'pay auto');
    expect(choices(m)).toEqual(['pick wx05-070', 'done']);
    play(m, 'pick wx05-070');
    expect(zone(m, 0, 'hand')).toEqual([X.btB]);
  });
});
