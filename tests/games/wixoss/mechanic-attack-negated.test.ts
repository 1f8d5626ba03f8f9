/**
 * WX05 Suiboku, Single Stroke Worthy of Nobility: "each time one of your <Beautiful Technique> SIGNI is banished"
 * (putOnField of the trigger's card from the ener zone), the triggers `guarded` and `attackNegated` ("when you guard
 * an opposing LRIG's attack, or negate an opposing SIGNI's attack by an effect"), and its Burst, "this turn the next
 * attack is negated" (rules/negate-attack.ts). Strict scripted scenarios.
 */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { suiboku: 'WX05-025', surrelis: 'WX04-089', crayon: 'WX05-072', anne4: 'SP07-001', horrorAnne4: 'WX04-004' } as const;

describe('Suiboku: a banished <Beautiful Technique> SIGNI may come back from the ener zone for [Green][White]', () => {
  const setup = () => scenario({
    p1: { lrig: [C.hanayo4], hand: [C.firePillar], ener: [C.iron] },
    p2: { lrig: [X.horrorAnne4], signi: [X.surrelis, X.suiboku], ener: [C.hyakko, C.romail] },
  });

  it("Surrelis banished by the opponent's spell: its owner pays [Green][White] and puts it back onto the field", () => {
    const m = setup();
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.hyakko, C.romail, X.surrelis]);
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual([`pick ${X.surrelis.toLowerCase()}`]);
    play(m, `pick ${X.surrelis.toLowerCase()}`, 'zone 1');
    expect(zone(m, 1, 'signi')).toEqual([X.surrelis, X.suiboku, '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.hyakko, C.romail]);
  });

  it('skip: Surrelis stays in the ener zone', () => {
    const m = setup();
    play(m, 'spell 1', 'pay auto', 'target 1', 'skip');
    expect(zone(m, 1, 'ener')).toEqual([C.hyakko, C.romail, X.surrelis]);
    expect(zone(m, 1, 'signi')).toEqual(['-', X.suiboku, '-']);
  });
});

describe('Suiboku: a guard, or an attack negated by your effect, charges your ener zone', () => {
  it('guarding the opposing LRIG\'s attack puts the top card of the deck into the ener zone', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4] }, p2: { lrig: [X.anne4], signi: [X.suiboku], hand: [C.servantO], deck: [C.iron, C.kukri] } });
    play(m, 'pass', 'attack lrig', 'guard 1');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
  });

  it('not guarding: nothing (only the crushed life cloth goes to the ener zone)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4] }, p2: { lrig: [X.anne4], signi: [X.suiboku], hand: [C.servantO], deck: [C.iron, C.kukri] } });
    play(m, 'pass', 'attack lrig', 'no guard');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
  });

  it("Anne=Fourth, Melody of Horror negates an opposing SIGNI's attack: Suiboku charges", () => {
    const m = scenario({
      phase: 'signiAttack',
      p1: { lrig: [C.hanayo4], signi: [null, C.volcano] },
      p2: { lrig: [X.horrorAnne4], signi: [X.suiboku], hand: [X.crayon], ener: [C.hyakko, C.hyakko], deck: [C.kukri, C.iron] },
    });
    play(m, 'attack 2', 'use', 'pay auto', 'discard 1');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    expect(st(m).players[1]!.life).toHaveLength(7);
  });
});

describe("Suiboku's Burst: ener charge 1, and this turn the next attack is negated", () => {
  it('the next SIGNI attack neither battles nor crushes (a Suiboku on the field charges for it); the one after does', () => {
    const m = scenario({
      phase: 'signiAttack',
      p1: { lrig: [C.hanayo4], signi: [C.volcano, C.bronda, C.iron] },
      p2: { lrig: [X.anne4], signi: [null, null, X.suiboku], life: [X.suiboku, C.iron], deck: [C.kukri, C.romail, C.iron] },
    });
    play(m, 'attack 1', 'burst');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, X.suiboku]); // charged, then the crushed card
    play(m, 'attack 2');
    expect(st(m).players[1]!.life).toHaveLength(1);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, X.suiboku, C.romail]); // the negation by Bob's effect: Suiboku charges
    play(m, 'attack 3'); // the mark is used up: Iron battles Suiboku and loses
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', X.suiboku]);
  });

  it('an LRIG attack is negated too: no guard question, no damage', () => {
    const m = scenario({
      phase: 'signiAttack',
      p1: { lrig: [C.hanayo4], signi: [C.volcano] },
      p2: { lrig: [X.anne4], life: [X.suiboku, C.iron, C.iron], hand: [C.servantO], deck: [C.kukri, C.romail] },
    });
    play(m, 'attack 1', 'burst', 'attack lrig');
    expect(st(m).events.map((e) => e.text)).toContain('the attack of Hanayo-Four is negated');
    expect(st(m).players[1]!.life).toHaveLength(2);
    expect(zone(m, 1, 'trash')).toEqual([]); // Servant O was never discarded to guard
    expect(st(m).turn).toBe(4); // nothing else to do: the turn ended
  });
});
