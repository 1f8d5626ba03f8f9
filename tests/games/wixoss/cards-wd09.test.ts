/** WD09 (Sashe, the Resona deck): Resona play conditions and their way back to the LRIG deck, and every WD09 effect. */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const W = {
  sashe4: 'WD09-001', sashe3: 'WD09-002', sashe2: 'WD09-003', sashe1: 'WD09-004', romane: 'WD09-006', mercury: 'WD09-007', venus: 'WD09-008',
  vega: 'WD09-009', betelgeuse: 'WD09-010', altair: 'WD09-011', sirius: 'WD09-012', deneb: 'WD09-013', procyon: 'WD09-014', polaris: 'WD09-015',
  servantD: 'WD09-016', twinkle: 'WD09-018',
} as const;

describe('Resona (Mercury, Venus)', () => {
  it('Mercury: offered in the main phase with 3 <Space> SIGNI; they go to the trash, it takes a zone, then its on-play and Sashe\'s trigger resolve in the order picked', () => {
    const m = scenario({
      p1: { lrig: [W.sashe4], lrigDeck: [W.mercury], signi: [W.polaris, W.procyon, W.sirius], deck: [C.iron, C.flamber] },
      p2: { signi: [C.caliburn] },
    });
    expect(choices(m)).toContain('resona 1');
    play(m, 'resona 1');
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 2', 'trash signi 3']);
    play(m, 'trash signi 2', 'trash signi 1', 'trash signi 3');
    expect(zone(m, 0, 'trash').sort()).toEqual([W.polaris, W.procyon, W.sirius].sort());
    expect(choices(m)).toEqual(['zone 1', 'zone 2', 'zone 3']);
    play(m, 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', W.mercury, '-']);
    expect(zone(m, 0, 'lrigDeck')).toEqual([]);
    // Mercury's on-play (trash an opposing SIGNI) and Sashe Pleine's "a Resona entered: ener charge 1" trigger together.
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    play(m, 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
  });

  it('needs enough matching SIGNI: non-<Space> SIGNI and other Resona do not count', () => {
    const m = scenario({ p1: { lrig: [W.sashe4], lrigDeck: [W.mercury, W.venus], signi: [W.polaris, C.kukri, W.venus] } });
    expect(choices(m)).not.toContain('resona 1');
    expect(choices(m)).not.toContain('resona 2');
  });

  it('must fit like a SIGNI: level at most the LRIG\'s, and within the limit once the condition is paid', () => {
    const low = scenario({ p1: { lrig: [W.sashe1], lrigDeck: [W.venus], signi: [W.polaris, W.procyon] } });
    expect(choices(low)).not.toContain('resona 1');
    // Sashe Quartier (level 2, limit 5): Sirius 2 + Polaris 1 + Betelgeuse... level 3 is too high; use 2 + 1 + 2.
    const m = scenario({ p1: { lrig: [W.sashe2], lrigDeck: [W.venus], signi: [W.sirius, W.polaris, W.sirius] } });
    expect(choices(m)).toContain('resona 1');
    play(m, 'resona 1', 'trash signi 1', 'trash signi 2');
    expect(choices(m)).toEqual(['zone 1', 'zone 2']);
  });

  it('is never summoned from the hand', () => {
    const m = scenario({ p1: { lrig: [W.sashe4], hand: [W.venus] } });
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual([]);
  });

  it('Venus on play returns an opposing SIGNI of level 2 or lower only', () => {
    const m = scenario({ p1: { lrig: [W.sashe3], lrigDeck: [W.venus], signi: [W.polaris, W.procyon] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'resona 1', 'trash signi 1', 'trash signi 2', 'zone 1');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'hand')).toEqual([C.flamber]);
  });

  it('returns to the LRIG deck when banished, bounced or trashed, never to ener, hand or trash', () => {
    const banished = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: [W.sashe3], signi: [W.venus] }, p2: { signi: [C.caliburn] } });
    play(banished, 'attack 1');
    expect(zone(banished, 0, 'lrigDeck')).toEqual([W.venus]);
    expect(zone(banished, 0, 'ener')).toEqual([]);
    const trashed = scenario({ p1: { lrig: [W.sashe3], signi: [W.venus] } });
    play(trashed, 'trash signi 1');
    expect(zone(trashed, 0, 'lrigDeck')).toEqual([W.venus]);
    expect(zone(trashed, 0, 'trash')).toEqual([]);
    // Bounced by the opponent's Life Burst (Vega: return 1 opposing SIGNI to hand).
    const bounced = scenario({ phase: 'signiAttack', p1: { lrig: [W.sashe3], signi: [C.kukri, W.venus] }, p2: { lrig: [W.sashe3], life: [W.vega], signi: [] } });
    play(bounced, 'attack 1', 'burst', 'target 2');
    expect(zone(bounced, 0, 'lrigDeck')).toEqual([W.venus]);
    expect(zone(bounced, 0, 'hand')).toEqual([]);
  });
});

describe('WD09 SIGNI, spell and ARTS', () => {
  it('Vega: power 15000 only while you have a Resona', () => {
    // Romail (12000, +2000 from Tama's aura) attacks Vega: 14000 banishes a 12000 Vega, not a 15000 one.
    const alone = scenario({ phase: 'signiAttack', active: 1, p1: { lrig: [W.sashe4], signi: [W.vega] }, p2: { lrig: [C.tama4], signi: [C.romail] } });
    play(alone, 'attack 1');
    expect(zone(alone, 0, 'ener')).toEqual([W.vega]);
    const withResona = scenario({ phase: 'signiAttack', active: 1, p1: { lrig: [W.sashe4], signi: [W.vega, W.venus] }, p2: { lrig: [C.tama4], signi: [C.romail] } });
    play(withResona, 'attack 1');
    expect(zone(withResona, 0, 'signi')).toEqual([W.vega, W.venus, '-']);
  });

  it('Vega on play, paying [White]: a level 2 or lower white SIGNI from the deck onto the field (its own on-play triggers), deck shuffled', () => {
    const m = scenario({ p1: { lrig: [W.sashe4], hand: [W.vega], ener: [C.kukri], deck: [W.sirius, W.deneb, C.iron, W.altair] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    // Level 2 or lower and white: Sirius and Deneb; Altair is level 3, Iron is red.
    expect(choices(m)).toEqual(['pick wd09-012', 'pick wd09-013', 'done']);
    play(m, 'pick wd09-013', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([W.vega, '-', W.deneb]);
    // Deneb's on-play: declare a level and reveal the top card.
    expect(choices(m)).toEqual(['declare 0', 'declare 1', 'declare 2', 'declare 3', 'declare 4', 'declare 5']);
  });

  it('Deneb / Polaris: a SIGNI of the declared level is taken; anything else stays on top', () => {
    const hit = scenario({ p1: { lrig: [W.sashe4], hand: [W.polaris], deck: [W.sirius, C.iron] } });
    play(hit, 'summon 1 1', 'declare 2');
    expect(zone(hit, 0, 'hand')).toEqual([W.sirius]);
    const miss = scenario({ p1: { lrig: [W.sashe4], hand: [W.deneb], deck: [W.sirius, C.iron] } });
    play(miss, 'summon 1 1', 'declare 3');
    expect(zone(miss, 0, 'hand')).toEqual([]);
    expect(zone(miss, 0, 'deck')).toEqual([W.sirius, C.iron]);
  });

  it('Altair on play, paying [White]: finds Vega only', () => {
    const m = scenario({ p1: { lrig: [W.sashe4], hand: [W.altair], ener: [C.kukri], deck: [W.sirius, W.vega] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd09-009', 'done']);
    play(m, 'pick wd09-009');
    expect(zone(m, 0, 'hand')).toEqual([W.vega]);
  });

  it('Get Twinkle: one level 3 or lower white SIGNI, a second only with a Resona on the field; one shuffle', () => {
    const without = scenario({ p1: { lrig: [W.sashe4], hand: [W.twinkle], ener: [C.kukri], deck: [W.vega, W.sirius, W.altair] } });
    play(without, 'spell 1', 'pay auto');
    expect(choices(without)).toEqual(['pick wd09-012', 'pick wd09-011', 'done']);
    play(without, 'pick wd09-012');
    expect(zone(without, 0, 'hand')).toEqual([W.sirius]);
    expect(decider(without)).toBe(0);
    expect(st(without).tasks).toEqual([]);
    const withResona = scenario({ p1: { lrig: [W.sashe4], hand: [W.twinkle], ener: [C.kukri], signi: [W.venus], deck: [W.vega, W.sirius, W.altair] } });
    play(withResona, 'spell 1', 'pay auto', 'pick wd09-012', 'pick wd09-011');
    expect(zone(withResona, 0, 'hand').sort()).toEqual([W.altair, W.sirius].sort());
  });

  it('Sashe Pleine\'s activated ability (down) finds a <Space> SIGNI', () => {
    const m = scenario({ p1: { lrig: [W.sashe4], deck: [C.iron, W.procyon] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['pick wd09-014', 'done']);
    play(m, 'pick wd09-014');
    expect(zone(m, 0, 'hand')).toEqual([W.procyon]);
    expect(st(m).players[0]!.lrigDown).toBe(true);
  });

  it('Romane Defense (attack phase): an opposing SIGNI cannot attack this turn, then its user discards 1', () => {
    const m = scenario({ active: 1, phase: 'artsOpp', p1: { lrig: [W.sashe4], lrigDeck: [W.romane], ener: [C.kukri], hand: [C.iron] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'arts 1', 'pay auto', 'target 2', 'discard 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron]);
    // The attack step: Flamber (zone 2) may not attack, Caliburn may.
    expect(st(m).phase).toBe('signiAttack');
    expect(choices(m)).toEqual(['attack 1', 'pass']);
  });
});
