/**
 * Issue 46: "reveal the top 5, count the <Atom> SIGNI of different names among them; 3 or more: down and
 * freeze an opposing SIGNI; 4 or more: draw; 5: banish an opposing SIGNI; then the revealed cards to the bottom in
 * any order" (WX05 Fortune Five and its SP06 reprint; ops revealTopCount, ifRevealedCount, freezeOnResolve,
 * banishOnResolve, revealedToBottom). Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  fortune: 'WX05-012', fortuneSp: 'SP06-007', mirurun3: 'SP06-002',
  sulfur: 'SP06-016', titanium: 'SP06-014', nickel: 'SP06-011', manganese: 'SP06-012', chlorine: 'SP06-017',
  fluorine: 'SP06-015', fluorineWx: 'WX04-079',
} as const;

const opp = { lrig: [C.tama4], signi: [C.bonya, C.iron, null] as (string | null)[] };

describe('Fortune Five (revealTopCount)', () => {
  it('after WX06 Grid\'s On-Play (an Anne deck: the ARTS has no limiting condition) it may reveal six: a fifth name below the stated five brings the banish', () => {
    const m = scenario({
      p1: { lrig: ['WX04-017'], hand: ['WX06-033'], lrigDeck: [X.fortune], ener: [C.rmn, C.rmn], deck: [X.sulfur, X.titanium, X.nickel, X.manganese, C.kukri, X.chlorine, C.iron] },
      p2: opp,
    });
    play(m, 'summon 1 2', 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'target 2');
    expect(zone(m, 0, 'hand')).toEqual([X.sulfur]);
    // five names among the six revealed: the banish is asked
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.iron, '-']);
    expect(choices(m)).toEqual(['bottom 1', 'bottom 2', 'bottom 3', 'bottom 4', 'bottom 5']);
  });

  it('five names: the opposing SIGNI picked after the reveal is downed and frozen, a draw (the top revealed card), a banish, the rest to the bottom', () => {
    const m = scenario({
      p1: { lrig: [X.mirurun3], lrigDeck: [X.fortune], ener: [C.rmn, C.rmn], deck: [X.sulfur, X.titanium, X.nickel, X.manganese, X.chlorine, C.kukri] },
      p2: opp,
    });
    // Nothing is picked before the reveal: the ARTS goes straight to its effect.
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(st(m).players[1]!.signiDown).toEqual([false, true, false]);
    expect(st(m).frozen).toContain(st(m).players[1]!.signi[1]);
    // 4 or more: draw the top card (the revealed Sulfur)
    expect(zone(m, 0, 'hand')).toEqual([X.sulfur]);
    // 5: banish
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.iron, '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.bonya]);
    // the four revealed cards left go to the bottom in the order picked
    expect(choices(m)).toEqual(['bottom 1', 'bottom 2', 'bottom 3', 'bottom 4']);
    play(m, 'bottom 4', 'bottom 1', 'bottom 2');
    expect(zone(m, 0, 'deck')).toEqual([C.kukri, X.chlorine, X.titanium, X.manganese, X.nickel]);
  });

  it('three different names among five Atom cards (two Fluorines of one name, a non-SIGNI aside): only the freeze', () => {
    const m = scenario({
      p1: { lrig: [X.mirurun3], lrigDeck: [X.fortuneSp], ener: [C.rmn, C.rmn], deck: [X.fluorine, X.fluorineWx, X.sulfur, C.kukri, X.titanium, C.iron] },
      p2: opp,
    });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(st(m).players[1]!.signiDown).toEqual([true, false, false]);
    // no draw, no banish: straight to the bottom
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(choices(m)).toEqual(['bottom 1', 'bottom 2', 'bottom 3', 'bottom 4', 'bottom 5']);
    play(m, 'bottom 5', 'bottom 4', 'bottom 3', 'bottom 2');
    expect(zone(m, 0, 'deck')).toEqual([C.iron, X.titanium, C.kukri, X.sulfur, X.fluorineWx, X.fluorine]);
    expect(zone(m, 1, 'signi')).toEqual([C.bonya, C.iron, '-']);
  });

  it('four names: freeze and draw, no banish; two names: nothing but the bottom', () => {
    const four = scenario({
      p1: { lrig: [X.mirurun3], lrigDeck: [X.fortune], ener: [C.rmn, C.rmn], deck: [X.sulfur, X.titanium, X.nickel, X.manganese, X.sulfur, C.kukri] },
      p2: opp,
    });
    play(four, 'arts 1', 'pay auto', 'target 2');
    expect(zone(four, 0, 'hand')).toEqual([X.sulfur]);
    expect(choices(four)).toEqual(['bottom 1', 'bottom 2', 'bottom 3', 'bottom 4']);
    expect(zone(four, 1, 'signi')).toEqual([C.bonya, C.iron, '-']);
    const two = scenario({
      p1: { lrig: [X.mirurun3], lrigDeck: [X.fortune], ener: [C.rmn, C.rmn], deck: [X.sulfur, X.titanium, C.kukri, C.kukri, C.kukri] },
      p2: opp,
    });
    play(two, 'arts 1', 'pay auto');
    expect(choices(two)).toEqual(['bottom 1', 'bottom 2', 'bottom 3']);
    expect(st(two).players[1]!.signiDown).toEqual([false, false, false]);
  });
});
