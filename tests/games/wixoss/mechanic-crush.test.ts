/**
 * Crushes with a rider (WX04-WX06): "crush 1 of your own life cloth; if you do, ..." (`crush` sets `ifDone`), a
 * crush whose Life Burst is not used (`noBurst`), a spell usable only with fewer life cloth, and "each time this
 * SIGNI crushes a life cloth" (`lifeCrushed` with `by: this`).
 */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { luciferl: 'WX05-027', raphae: 'WX04-055', urie: 'WX04-057', twistedDance: 'WX04-073', gear: 'WX06-028', avenger: 'WX05-032', grenade: 'WD10-015', stun: 'WD10-013', koch: 'WD10-011' } as const;

describe('Twisted Dance of Flame Destruction', () => {
  it('crush 1 of your own life cloth, then banish 1 opposing SIGNI of power 8000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.twistedDance], ener: [C.iron], life: [C.kukri, C.iron] }, p2: { lrig: [C.hanayo4], signi: [C.flamber, C.caliburn, null] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 0, 'life')).toEqual([C.iron]);
    expect(zone(m, 0, 'ener')).toContain(C.kukri);
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
  });
  it('with no life cloth to crush, nothing is banished', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.twistedDance], ener: [C.iron], life: [] }, p2: { lrig: [C.hanayo4], signi: [C.flamber, C.caliburn, null] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual([C.flamber, C.caliburn, '-']);
  });
});

describe('Gear of the Flame Machine', () => {
  const opp = { lrig: [C.hanayo4], signi: [C.volcano, C.caliburn, C.kukri] };
  it('not offered while you have as many life cloth as the opponent', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.gear], ener: [C.iron, C.iron] }, p2: opp });
    expect(choices(m).some((c) => c.startsWith('spell'))).toBe(false);
  });
  it('with fewer life cloth: banish 1 of power 12000 or less and another of power 10000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.gear], ener: [C.iron, C.iron], life: [C.kukri] }, p2: opp });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3']);
    play(m, 'target 1');
    expect(choices(m)).toEqual(['target 2', 'target 3']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', C.kukri]);
  });
  it('Burst: draw 2, then crush 1 of your own life cloth', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo3], signi: [C.iron, null, null] }, p2: { lrig: [C.hanayo3], life: [X.gear, C.kukri, C.iron], deck: [C.flamber, C.caliburn] } });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'burst');
    expect(zone(m, 1, 'hand')).toEqual([C.flamber, C.caliburn]);
    expect(zone(m, 1, 'life')).toEqual([C.iron]);
  });
});

describe('Avenger, Ballista', () => {
  const setup = () => scenario({
    p1: { lrig: [C.hanayo4], signi: [X.avenger, null, null], hand: [X.grenade, C.iron, X.stun, X.koch] },
    p2: { lrig: [C.hanayo4], signi: [C.flamber, C.caliburn, null], life: [X.grenade, C.kukri] },
  });
  it('discard 1 <Weapon> SIGNI: banish 1 opposing SIGNI of power 8000 or less (only Weapon SIGNI may be discarded)', () => {
    const m = setup();
    play(m, 'act 1');
    expect(choices(m)).toEqual(['discard 1', 'discard 3', 'discard 4']);
    play(m, 'discard 3');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 0, 'trash')).toEqual([X.stun]);
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
  });
  it("discard 3 <Weapon> SIGNI: crush 1 of the opponent's life cloth; its Life Burst is not used", () => {
    const m = setup();
    play(m, 'act 1 2', 'discard 1', 'discard 2', 'discard 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    // Grenade (a Life Burst: draw 1) was crushed: no burst question, it goes straight to the ener zone.
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
    expect(zone(m, 1, 'ener')).toEqual([X.grenade]);
    expect(zone(m, 1, 'hand')).toEqual([]);
    expect(st(m).events.some((e) => /Life Burst is not used/.test(e.text))).toBe(true);
  });
  it('with fewer than 3 <Weapon> SIGNI in hand the second ability is not offered', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [X.avenger, null, null], hand: [X.grenade, C.iron, X.stun] }, p2: { lrig: [C.hanayo4] } });
    expect(choices(m)).toContain('act 1');
    expect(choices(m)).not.toContain('act 1 2');
  });
});

describe('Luciferl, Fallen Talented Woman', () => {
  it('each life cloth it crushes gives 1 opposing SIGNI -10000; another SIGNI\'s crush does not', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.ulith4], signi: [X.luciferl, C.kooni, null] }, p2: { lrig: [C.hanayo4], signi: [null, null, C.caliburn], life: [C.kukri, C.kukri, C.kukri] } });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['target 3']);
    play(m, 'target 3');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, C.caliburn]);
    play(m, 'attack 2');
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
    expect(choices(m)).toEqual(['attack lrig', 'pass']); // no target question: Kooni's crush is not Luciferl's
  });
  it('on play, pay [Black] x3: up to 2 <Devil> SIGNI of level 3 or less from your trash onto your field', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], hand: [X.luciferl], ener: [C.succu, C.succu, C.succu], trash: [C.belze, C.metsum, C.kooni] }, p2: { lrig: [C.hanayo4] } });
    play(m, 'summon 1 2', 'use', 'pay auto');
    // Metsum is level 4: not offered; the Succu paid a moment ago is in the trash now and is.
    expect(choices(m)).toEqual(['pick wd05-010', 'pick wd05-013', 'pick wd05-014', 'done']);
    play(m, 'pick wd05-010', 'zone 1', 'pick wd05-013', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([C.belze, X.luciferl, C.kooni]);
  });
  it('Burst, first mode: banish every <Angel> SIGNI, on both fields', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.ulith4], signi: [C.kooni, X.urie, null] }, p2: { lrig: [C.ulith4], signi: [null, X.raphae, null], life: [X.luciferl] } });
    play(m, 'attack 1', 'burst');
    expect(choices(m)).toEqual(['mode 1', 'mode 2', 'mode 3']);
    play(m, 'mode 1');
    expect(zone(m, 0, 'signi')).toEqual([C.kooni, '-', '-']);
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
  });
  it('Burst, second and third modes: a <Devil> SIGNI from the trash into the hand, or onto the field', () => {
    const toHand = scenario({ phase: 'signiAttack', p1: { lrig: [C.ulith4], signi: [C.kooni, null, null] }, p2: { lrig: [C.ulith4], life: [X.luciferl], trash: [C.belze, C.iron] } });
    play(toHand, 'attack 1', 'burst', 'mode 2');
    expect(choices(toHand)).toEqual(['pick wd05-010']);
    play(toHand, 'pick wd05-010');
    expect(zone(toHand, 1, 'hand')).toEqual([C.belze]);
    const onField = scenario({ phase: 'signiAttack', p1: { lrig: [C.ulith4], signi: [C.kooni, null, null] }, p2: { lrig: [C.ulith4], life: [X.luciferl], trash: [C.belze, C.iron] } });
    play(onField, 'attack 1', 'burst', 'mode 3', 'pick wd05-010', 'zone 2');
    expect(zone(onField, 1, 'signi')).toEqual(['-', C.belze, '-']);
  });
});
