/**
 * Issue 46, Mirurun's <Atom> SIGNI "with different names" (counted once per name), Neon's spell-cost increase for
 * the opponent, its "whenever you use a spell" aura for <Atom> SIGNI, its "down 2 <Atom> SIGNI" cost and Burst.
 * Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { spellCost } from '../../../src/games/wixoss/table/spell-use.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  zepto: 'SP06-001', neon: 'WX04-033', manganese: 'WX05-060', titanium: 'WX05-062', sulfur: 'WX05-064', mirurun3: 'WX04-012',
  tooBad: 'WD03-015',
} as const;

const powers = (m: ReturnType<typeof scenario>, seat: number) => [0, 1, 2].map((z) => (st(m).players[seat]!.signi[z]! < 0 ? 0 : signiPower(st(m), seat, z)));

describe('Mirurun Zepto', () => {
  it('three <Atom> SIGNI of different names: all your SIGNI get +2000; two of one name do not count twice', () => {
    const three = scenario({ p1: { lrig: [X.zepto], signi: [X.manganese, X.titanium, X.sulfur] } });
    const base = scenario({ p1: { lrig: [X.mirurun3], signi: [X.manganese, X.titanium, X.sulfur] } });
    expect(powers(three, 0)).toEqual(powers(base, 0).map((p) => p + 2000));
    const twice = scenario({ p1: { lrig: [X.zepto], signi: [X.sulfur, X.titanium, X.sulfur] } });
    const twiceBase = scenario({ p1: { lrig: [X.mirurun3], signi: [X.sulfur, X.titanium, X.sulfur] } });
    expect(powers(twice, 0)).toEqual(powers(twiceBase, 0));
  });
});

describe('Neon, Natural Source Princess', () => {
  it("the opponent's spells cost [Colorless] more (yours do not)", () => {
    const m = scenario({ p1: { lrig: [X.zepto], signi: [X.neon], hand: [X.tooBad] }, p2: { lrig: [C.piruluk4], hand: [X.tooBad] } });
    expect(spellCost(st(m), 1, st(m).players[1]!.hand[0]!)).toEqual({ blue: 1, colorless: 1 });
    expect(spellCost(st(m), 0, st(m).players[0]!.hand[0]!)).toEqual({ blue: 1 });
  });

  it('whenever you use a spell: your <Atom> SIGNI get +2000 until end of turn (not your other SIGNI)', () => {
    const m = scenario({ p1: { lrig: [X.zepto], signi: [X.neon, X.titanium, C.kukri], hand: [X.tooBad], ener: [C.drs] }, p2: { hand: [C.iron] } });
    const before = powers(m, 0);
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 1, 'hand')).toEqual([]);
    expect(powers(m, 0)).toEqual([before[0]! + 2000, before[1]! + 2000, before[2]!]);
  });

  it('down 2 of your <Atom> SIGNI (itself may be one): banish an opposing SIGNI; not offered with one up <Atom>', () => {
    const m = scenario({ p1: { lrig: [X.zepto], signi: [X.neon, X.titanium, C.kukri] }, p2: { signi: [C.iron] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2', 'target own 1', 'target 1');
    expect(st(m).players[0]!.signiDown).toEqual([true, true, false]);
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
    const one = scenario({ p1: { lrig: [X.zepto], signi: [X.neon, X.titanium], down: [false, true] }, p2: { signi: [C.iron] } });
    expect(choices(one)).not.toContain('act 1');
  });

  it('Burst: draw 1, then with an <Atom> SIGNI on your field banish an opposing SIGNI', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.zepto], life: [X.neon], signi: [null, X.titanium], deck: [C.iron] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 1');
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    const none = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [X.zepto], life: [X.neon], deck: [C.iron] } });
    play(none, 'pass', 'attack 1', 'burst');
    expect(zone(none, 1, 'hand')).toEqual([C.iron]);
    expect(zone(none, 0, 'signi')).toEqual([C.kukri, '-', '-']);
  });
});
