/** Booster-era continuous effects, conditions and field ops: each with a card made for the test. */
import { addCards } from '../../../src/games/wixoss/cards/db.js';
import type { CardDef } from '../../../src/games/wixoss/cards/types.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const signi = (id: string, en: string, effects: CardDef['effects'], extra: Partial<CardDef> = {}): CardDef => ({
  id, name: { ja: en, en }, type: 'SIGNI', colors: ['white'], level: 1, power: 2000, classes: ['精武', 'アーム'], text: { en: [en], zh: [] }, effects, ...extra,
});
const spell = (id: string, en: string, ops: NonNullable<CardDef['effects']>['use'], extra: Partial<CardDef['effects']> = {}): CardDef => ({
  id, name: { ja: en, en }, type: 'SPELL', colors: ['white'], level: 0, cost: {}, text: { en: [en], zh: [] }, effects: { use: ops, ...extra },
});

beforeAll(() => {
  addCards([
    signi('TEST-MX-PEARL', 'Test Pearl', { constant: [{ power: 5000, scope: 'self', if: { signi: { filter: { class: 'アーム' }, other: true } } }] }),
    signi('TEST-MX-GLAMIS', 'Test Glamis', { constant: [{ aura: 2000, scope: 'otherOwn', filter: { class: 'アーム' } }] }),
    signi('TEST-MX-IONA', 'Test Shade', { constant: [{ aura: -2000, scope: 'allOpp', if: { signi: [{ filter: { color: 'white' } }, { filter: { color: 'red' } }] } }] }),
    signi('TEST-MX-IDOL', 'Test Idol', { constant: [{ power: 8000, scope: 'self', if: { compare: { zone: 'hand', atLeast: 2 } } }] }),
    signi('TEST-MX-CAB', 'Test Cabrera', { constant: [{ power: 8000, scope: 'self', if: { count: { zone: 'trash', filter: { class: '鉱石' }, atLeast: 2 } } }] }),
    signi('TEST-MX-NEBRA', 'Test Nebra', { activated: { from: 'trash', cost: { white: 1 }, ops: [{ op: 'putOnField', on: 'self' }] } }),
    signi('TEST-MX-PART', 'Test Partheno', { triggers: [{ when: 'enterField', whose: 'own', from: 'trash', ops: [{ op: 'powerAll', amount: 2000 }] }] }),
    signi('TEST-MX-TEXA', 'Test Texa', { triggers: [{ when: 'milled', optional: true, ops: [{ op: 'putOnField', on: 'self' }] }] }),
    signi('TEST-MX-LEAVE', 'Test Leaver', { triggers: [{ when: 'leaveField', to: 'hand', ops: [{ op: 'draw', n: 1 }] }] }),
    signi('TEST-MX-OSAKI', 'Test Osaki', { triggers: [{ when: 'spell', whose: 'own', filter: { color: 'green' }, ops: [{ op: 'enerCharge', n: 1 }] }] }),
    signi('TEST-MX-LIFE', 'Test Keeper', { triggers: [{ when: 'lifeAdded', whose: 'own', ops: [{ op: 'draw', n: 1 }] }] }),
    spell('TEST-MX-FREEZE', 'Test Freeze', { ops: [{ op: 'freeze', andDown: true, filter: { maxLevel: 2 } }] }),
    spell('TEST-MX-REVIVE', 'Test Revive', { ops: [{ op: 'putOnField', from: 'trash', filter: { class: '鉱石' } }] }),
    spell('TEST-MX-REPAIR', 'Test Repair', { ops: [{ op: 'addLife', n: 1 }] }),
    spell('TEST-MX-FISSURE', 'Test Fissure', { ops: [{ op: 'crush', n: 1 }, { op: 'draw', n: 1 }] }),
    spell('TEST-MX-EXILE', 'Test Exile', { ops: [{ op: 'trashSigni' }] }),
    spell('TEST-MX-GREEN', 'Test Germ', { ops: [{ op: 'draw', n: 1 }] }, {}),
    spell('TEST-MX-MILL', 'Test Grave', { ops: [{ op: 'mill', n: 2 }] }),
    spell('TEST-MX-DRAWBANISH', 'Test Strike', { ops: [{ op: 'draw', n: 1 }, { op: 'banish', count: 2, upTo: true }] }),
  ]);
  addCards([
    signi('TEST-MX-MICHAEL', 'Test Michael', { activated: { down: true, costs: { discard: { n: 1 } }, ops: [{ op: 'draw', n: 2 }] } }),
    signi('TEST-MX-MEGA', 'Test Megatron', { activated: { costs: { trash: { other: true, filter: { class: 'アーム' } } }, ops: [{ op: 'banish' }] } }),
    signi('TEST-MX-RABIEL', 'Test Rabiel', { onPlay: { cost: { white: 1 }, costs: { lrigDeck: { filter: { type: 'ARTS', color: 'white' } } }, ops: [{ op: 'bounce' }] } }),
    signi('TEST-MX-AGNES', 'Test Agnes', { activated: { costs: { down: { filter: { class: 'アーム' } } }, ops: [{ op: 'enerCharge', n: 1 }] } }, { classes: ['精羅', '植物'] }),
    { id: 'TEST-MX-ONE', name: { ja: 'x', en: 'Test One' }, type: 'LRIG', colors: ['white'], level: 1, limit: 2, lrigType: 'Tama', text: { en: ['On play, discard 1: draw 1.'], zh: [] },
      effects: { onPlay: { costs: { discard: {} }, ops: [{ op: 'draw', n: 1 }] } } },
  ]);
  addCards([{ ...spell('TEST-MX-GREEN2', 'Test Sprout', { ops: [{ op: 'draw', n: 1 }] }), colors: ['green'] }]);
});

const power = (m: ReturnType<typeof scenario>, seat: number, zoneIndex: number) => signiPower(st(m), seat, zoneIndex);

describe('constant abilities that start and stop with their conditions', () => {
  it('"this SIGNI\'s power is 5000 while you have another <Arm>": not counting itself', () => {
    const alone = scenario({ p1: { signi: ['TEST-MX-PEARL', C.iron] } });
    expect(power(alone, 0, 0)).toBe(2000);
    const m = scenario({ p1: { signi: ['TEST-MX-PEARL', C.kukri] } });
    expect(power(m, 0, 0)).toBe(5000);
    play(m, 'trash signi 2');
    expect(power(m, 0, 0)).toBe(2000);
  });

  it('an aura for your other SIGNI of a class (not itself, not other classes)', () => {
    const m = scenario({ p1: { signi: ['TEST-MX-GLAMIS', C.kukri, C.iron] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2)]).toEqual([2000, 5000, 3000]);
  });

  it('an aura on the opponent\'s SIGNI while you have a white and a red SIGNI; at 0 power they are banished', () => {
    const off = scenario({ p1: { signi: ['TEST-MX-IONA'] }, p2: { signi: [C.amethyst] } });
    expect(power(off, 1, 0)).toBe(1000);
    const m = scenario({ p1: { signi: ['TEST-MX-IONA'], hand: [C.iron] }, p2: { signi: [C.amethyst, C.iron] } });
    play(m, 'summon 1 2');
    expect(zone(m, 1, 'ener')).toEqual([C.amethyst]);
    expect(power(m, 1, 1)).toBe(1000);
  });

  it('counts: hand size against the opponent\'s, classes in the trash', () => {
    const idol = scenario({ p1: { signi: ['TEST-MX-IDOL'], hand: [C.kukri, C.kukri] }, p2: { hand: [] } });
    expect(power(idol, 0, 0)).toBe(8000);
    const even = scenario({ p1: { signi: ['TEST-MX-IDOL'], hand: [C.kukri, C.kukri] }, p2: { hand: [C.iron] } });
    expect(power(even, 0, 0)).toBe(2000);
    const cab = scenario({ p1: { signi: ['TEST-MX-CAB'], trash: [C.iron, C.kukri, C.bronda] } });
    expect(power(cab, 0, 0)).toBe(8000);
    const few = scenario({ p1: { signi: ['TEST-MX-CAB'], trash: [C.iron, C.kukri, C.amethyst] } });
    expect(power(few, 0, 0)).toBe(2000);
  });
});

describe('plain-JSON state', () => {
  it('targets of a later op leave no holes in the target lists', () => {
    const m = scenario({ p1: { hand: ['TEST-MX-DRAWBANISH'], deck: [C.iron, C.flamber] }, p2: { signi: [C.flamber, C.caliburn] } });
    play(m, 'spell 1', 'target 2');
    // Still choosing (up to 2): the draw op before the banish has an empty target list, not a hole.
    expect(choices(m)).toEqual(['target 1', 'done']);
    expect(JSON.parse(JSON.stringify(st(m)))).toEqual(st(m));
    play(m, 'done');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
  });
});

describe('freeze', () => {
  it('downed and frozen SIGNI stay down in their owner\'s next up phase, then thaw', () => {
    const m = scenario({ p1: { hand: ['TEST-MX-FREEZE'] }, p2: { signi: [C.caliburn, C.flamber] } });
    expect(choices(m)).toContain('spell 1');
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['target 2']); // level 2 or lower only
    play(m, 'target 2');
    expect(st(m).players[1]!.signiDown).toEqual([false, true, false]);
    play(m, 'pass'); // (no attack: the first player's turn-1 skip does not apply on turn 3)
    while (st(m).active === 0) play(m, 'pass');
    expect(st(m).players[1]!.signiDown).toEqual([false, true, false]);
    expect(st(m).frozen).toEqual([]);
  });
});

describe('putting SIGNI onto the field', () => {
  it('from the trash, matching the filter, into a zone picked; "enters from the trash" abilities trigger', () => {
    const m = scenario({ p1: { hand: ['TEST-MX-REVIVE'], trash: [C.kukri, C.iron], signi: ['TEST-MX-PART'] } });
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['pick wd02-013']);
    play(m, 'pick wd02-013');
    // The state stays plain JSON while the op waits for its zone (no holes in its lists).
    expect(JSON.parse(JSON.stringify(st(m)))).toEqual(st(m));
    expect(choices(m)).toEqual(['zone 2', 'zone 3']);
    play(m, 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual(['TEST-MX-PART', '-', C.iron]);
    expect(power(m, 0, 2)).toBe(5000);
  });

  it('must fit the LRIG\'s level: a level 3 SIGNI is not offered under a level 2 LRIG', () => {
    const m = scenario({ p1: { lrig: [C.tama2], hand: ['TEST-MX-REVIVE'], trash: [C.silvan] } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'trash')).toEqual([C.silvan, 'TEST-MX-REVIVE']);
  });

  it('an activated ability used from the trash puts the card itself onto the field', () => {
    const m = scenario({ p1: { trash: [C.kukri, 'TEST-MX-NEBRA'], ener: [C.kukri] } });
    expect(choices(m)).toContain('act trash 2');
    play(m, 'act trash 2', 'pay auto', 'pick test-mx-nebra', 'zone 1');
    expect(zone(m, 0, 'signi')[0]).toBe('TEST-MX-NEBRA');
    expect(choices(m).some((c) => c.startsWith('act trash'))).toBe(false);
  });

  it('"when this card is put into the trash from your deck, you may put it onto the field"', () => {
    const m = scenario({ p1: { hand: ['TEST-MX-MILL'], deck: [C.kukri, 'TEST-MX-TEXA', C.iron] } });
    play(m, 'spell 1', 'use', 'pick test-mx-texa', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', 'TEST-MX-TEXA', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, 'TEST-MX-MILL']);
  });
});

describe('life cloth ops and their triggers', () => {
  it('addLife puts the top card on the life cloth and fires "a card is added to your life cloth"', () => {
    const m = scenario({ p1: { hand: ['TEST-MX-REPAIR'], signi: ['TEST-MX-LIFE'], deck: [C.iron, C.flamber, C.caliburn], life: [C.kukri] } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'life')).toEqual([C.kukri, C.iron]);
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
  });

  it('crush by an effect: the Life Burst waits until the effect is done, and no life left does not win', () => {
    const m = scenario({ p1: { hand: ['TEST-MX-FISSURE'], deck: [C.iron] }, p2: { life: [C.servantO] } });
    play(m, 'spell 1');
    // The spell finished (drew Iron) before the defender's burst question.
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'no burst');
    expect(zone(m, 1, 'ener')).toEqual([C.servantO]);
    const empty = scenario({ p1: { hand: ['TEST-MX-FISSURE'] }, p2: { life: [] } });
    play(empty, 'spell 1');
    expect(st(empty).phase).toBe('main');
  });
});

describe('other triggers', () => {
  it('"when this leaves the field to the hand" fires on a bounce, not when it is put into the trash', () => {
    // Romail's Life Burst (return 1 opposing SIGNI to hand) hits the Leaver: its owner draws.
    const bounced = scenario({ phase: 'signiAttack', p1: { signi: [C.kukri, 'TEST-MX-LEAVE'], deck: [C.iron, C.flamber] }, p2: { signi: [], life: [C.romail] } });
    play(bounced, 'attack 1', 'burst', 'target 2');
    expect(zone(bounced, 0, 'hand')).toEqual(['TEST-MX-LEAVE', C.iron]);
    const trashed = scenario({ p1: { hand: ['TEST-MX-EXILE'] }, p2: { signi: ['TEST-MX-LEAVE'], deck: [C.iron] } });
    play(trashed, 'spell 1', 'target 1');
    expect(zone(trashed, 1, 'trash')).toEqual(['TEST-MX-LEAVE']);
    expect(zone(trashed, 1, 'hand')).toEqual([]);
  });

  it('"when you use a green spell" fires for green spells only, once the spell has resolved', () => {
    const m = scenario({ p1: { signi: ['TEST-MX-OSAKI'], hand: ['TEST-MX-GREEN', 'TEST-MX-GREEN2'], deck: [C.iron, C.flamber, C.caliburn] } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'ener')).toEqual([]);
    play(m, 'spell 1');
    expect(zone(m, 0, 'ener')).toEqual([C.caliburn]);
  });
});

describe('costs besides ener', () => {
  it('discard as a cost: offered only with a card to discard, paid before the effect', () => {
    const empty = scenario({ p1: { signi: ['TEST-MX-MICHAEL'], hand: [] } });
    expect(choices(empty)).not.toContain('act 1');
    const m = scenario({ p1: { signi: ['TEST-MX-MICHAEL'], hand: [C.iron, C.kukri], deck: [C.flamber, C.caliburn, C.romail] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.flamber, C.caliburn]);
  });

  it('an on-play ability with a discard cost asks use / skip (an LRIG grown into)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama0], lrigDeck: ['TEST-MX-ONE'], hand: [C.iron], deck: [C.flamber, C.caliburn] } });
    play(m, 'grow 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
  });

  it('putting another of your SIGNI of a class into the trash as a cost', () => {
    const alone = scenario({ p1: { signi: ['TEST-MX-MEGA', C.iron] }, p2: { signi: [C.caliburn] } });
    expect(choices(alone)).not.toContain('act 1');
    const m = scenario({ p1: { signi: ['TEST-MX-MEGA', C.iron, C.kukri] }, p2: { signi: [C.caliburn] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['trash signi 3']);
    play(m, 'trash signi 3', 'target 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
  });

  it('an ARTS from the LRIG deck into the LRIG trash, with an ener cost', () => {
    const m = scenario({ p1: { hand: ['TEST-MX-RABIEL'], lrigDeck: [C.rococo, C.tama4], ener: [C.kukri] }, p2: { signi: [C.caliburn] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-006']);
    play(m, 'pick wd01-006', 'target 1');
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.rococo]);
    expect(zone(m, 1, 'hand')).toEqual([C.caliburn]);
  });

  it('downing one of your up SIGNI of a class as a cost', () => {
    const m = scenario({ p1: { signi: ['TEST-MX-AGNES', C.kukri], down: [false, true], deck: [C.iron, C.flamber] } });
    expect(choices(m)).not.toContain('act 1');
    const up = scenario({ p1: { signi: ['TEST-MX-AGNES', C.kukri], deck: [C.iron, C.flamber] } });
    play(up, 'act 1', 'target own 2');
    expect(st(up).players[0]!.signiDown).toEqual([false, true, false]);
    expect(zone(up, 0, 'ener')).toEqual([C.iron]);
  });
});
