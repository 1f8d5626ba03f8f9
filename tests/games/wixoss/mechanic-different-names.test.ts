/**
 * Issue 46, Mirurun's <Atom> SIGNI "with different names" (counted once per name), Neon's spell-cost increase for
 * the opponent, its "whenever you use a spell" aura for <Atom> SIGNI, its "down 2 <Atom> SIGNI" cost and Burst.
 * SHORT's discards of different names, Chemical Flash, Nickel (power, protection from spells, its [Action] and
 * Burst). Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { spellCost } from '../../../src/games/wixoss/table/spell-use.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  zepto: 'SP06-001', neon: 'WX04-033', manganese: 'WX05-060', titanium: 'WX05-062', sulfur: 'WX05-064', mirurun3: 'WX04-012',
  tooBad: 'WD03-015', short: 'WX04-034', chemical: 'SP06-009', nickel: 'SP06-011', freeze: 'WX01-085', banishArts: 'WD02-006',
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

describe('SHORT', () => {
  it('mode 1: discard 2 <Atom> SIGNI of different names, then banish 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [X.short, X.manganese, X.titanium, C.kukri] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['mode 1', 'mode 2', 'mode 3']);
    play(m, 'mode 1', 'target 2');
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 1');
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
  });

  it('mode 2 with only 3 names in hand: those 3 are discarded (a second copy of a name is not offered) and nothing is banished', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [X.short, X.manganese, X.titanium, X.titanium, X.sulfur, C.kukri] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'spell 1', 'mode 2', 'target 1', 'target 2');
    expect(choices(m)).toEqual(['discard 1', 'discard 2', 'discard 4']);
    play(m, 'discard 1', 'discard 1');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(choices(m)).toEqual(['done']);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([X.titanium, C.kukri]);
    expect(zone(m, 1, 'signi')).toEqual([C.iron, C.kukri, '-']);
  });
});

describe('Chemical Flash', () => {
  it('Atom SIGNI of different names from the trash to the deck bottom, then opposing SIGNI of total level up to that many banished; deck shuffled', () => {
    const m = scenario({ p1: { lrig: [X.zepto], lrigDeck: [X.chemical], ener: [C.drs, C.drs, C.drs, C.drs, C.drs], trash: [X.manganese, X.titanium, X.titanium, X.sulfur], deck: [C.iron] }, p2: { lrig: [C.tama4], signi: [C.kukri, C.flamber, C.romail] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wx05-060', 'pick wx05-062', 'pick wx05-064', 'done']);
    play(m, 'pick wx05-060', 'pick wx05-062');
    expect(choices(m)).toEqual(['pick wx05-064', 'done']);
    play(m, 'pick wx05-064');
    expect(choices(m)).toEqual(['done']);
    play(m, 'done');
    // 3 put: level 1 + level 2 fit, level 4 never
    expect(choices(m)).toEqual(['target 1', 'target 2', 'done']);
    play(m, 'target 2');
    expect(choices(m)).toEqual(['target 1', 'done']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', C.romail]);
    expect([...zone(m, 0, 'deck')].sort()).toEqual([C.iron, X.manganese, X.titanium, X.sulfur].sort());
    expect(zone(m, 0, 'trash')).toEqual([X.titanium, C.drs, C.drs, C.drs, C.drs, C.drs]);
  });
});

describe('Nickel, Natural Source', () => {
  const seven = ['WX04-079', 'WX04-081', 'WX05-035', 'WX05-060', 'WX05-062', 'WX05-063', 'WX05-064'];
  it('power 15000 with 7 <Atom> SIGNI of different names in the trash; 6 names (one twice) is not enough', () => {
    const m = scenario({ p1: { lrig: [X.zepto], signi: [X.nickel], trash: seven } });
    expect(signiPower(st(m), 0, 0)).toBe(15000);
    const six = scenario({ p1: { lrig: [X.zepto], signi: [X.nickel], trash: [...seven.slice(0, 6), seven[0]!] } });
    expect(signiPower(st(six), 0, 0)).toBe(12000);
  });

  it("your <Atom> SIGNI ignore the opponent's spells (FREEZE downs only the others) but not their ARTS", () => {
    const m = scenario({ active: 1, p1: { lrig: [X.zepto], signi: [X.nickel, X.titanium, C.kukri] }, p2: { lrig: [C.piruluk4], hand: [X.freeze], ener: [C.drs], } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).players[0]!.signiDown).toEqual([false, false, true]);
    const arts = scenario({ active: 1, p1: { lrig: [X.zepto], signi: [X.nickel, X.titanium, C.kukri] }, p2: { lrig: [C.hanayo4], ener: [C.iron, C.iron, C.iron], lrigDeck: [X.banishArts] } });
    play(arts, 'arts 1', 'pay auto');
    expect(choices(arts)).toEqual(['target 1', 'target 2', 'target 3']);
  });

  it("[Blue]: a spell from the opponent's trash on top of their deck", () => {
    const m = scenario({ p1: { lrig: [X.zepto], signi: [X.nickel], ener: [C.drs] }, p2: { trash: [C.iron, X.freeze], deck: [C.kukri] } });
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wx01-085']);
    play(m, 'pick wx01-085');
    expect(zone(m, 1, 'deck')).toEqual([X.freeze, C.kukri]);
    expect(zone(m, 1, 'trash')).toEqual([C.iron]);
  });

  it('Burst: draw 2, then discard 1', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.nickel], deck: [C.iron, C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(zone(m, 1, 'hand')).toEqual([C.iron, C.kukri]);
    play(m, 'discard 1');
    expect(zone(m, 1, 'hand')).toEqual([C.kukri]);
  });
});
