/**
 * Next-era trigger kinds (issue 46): "put onto the field by an effect", "moved from the ener zone into the hand",
 * "this SIGNI / your SIGNI banished one in battle" with the cost "down this SIGNI", a Resona put from the LRIG deck
 * without its play condition. Strict scripted scenarios, one `it` per card or ruling.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { decisionOf } from '../../../src/engine/match.js';
import { validateCards } from '../../../src/games/wixoss/cards/validate.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = {
  aiyai4: 'WD12-001', karasha: 'WD12-007', jecoaster: 'WD12-008', juggym: 'WD12-009', kurumed: 'WD12-010', seesaw: 'WD12-011',
  menko: 'WD12-012', matryo: 'WD12-013', otedama: 'WD12-014', gachapo: 'WD12-015', big: 'WX01-053', weak: 'WD04-017',
} as const;

describe('enterField by an effect, and a card moved from the ener zone into the hand (WD12)', () => {
  it('Kurumed: taken from the ener zone into the hand, it may put a level 3 SIGNI from the hand onto the field downed; Seesaw, put there by that effect, draws 1', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], hand: [X.seesaw, C.kukri], ener: [X.kurumed], deck: [C.iron, C.bronda] } });
    play(m, 'act lrig', 'pick wd12-010');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['pick wd12-011', 'pick wd12-010', 'done']); // both level 3 (Kurumed is in the hand now)
    play(m, 'pick wd12-011', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', X.seesaw, '-']);
    expect(st(m).players[0]!.signiDown).toEqual([false, true, false]);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, X.kurumed, C.iron]); // Seesaw's draw
  });

  it('Kurumed: the pick from the hidden hand is asked even when nothing fits, so the opponent learns nothing of the hand', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], hand: [C.kukri], ener: [X.kurumed], deck: [C.iron] } });
    play(m, 'act lrig', 'pick wd12-010', 'use');
    // Kurumed itself (level 3) is in the hand now; the question is the same with or without a level 3 SIGNI besides.
    expect(choices(m)).toEqual(['pick wd12-010', 'done']);
    play(m, 'done');
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
  });

  it('Seesaw: a summon is not "put onto the field by an effect"; its draw is once per turn', () => {
    const summoned = scenario({ p1: { lrig: [X.aiyai4], hand: [X.seesaw], deck: [C.iron] } });
    play(summoned, 'summon 1 1');
    expect(zone(summoned, 0, 'hand')).toEqual([]);
    const twice = scenario({ p1: { lrig: [X.aiyai4], signi: [X.seesaw], hand: [X.kurumed, C.bronda], ener: [X.kurumed], deck: [C.iron, C.flamber] } });
    play(twice, 'act lrig', 'pick wd12-010', 'use', 'pick wd12-010', 'zone 2');
    expect(zone(twice, 0, 'hand')).toEqual([C.bronda, X.kurumed, C.iron]);
    expect(choices(twice)).toContain('pass'); // the second Kurumed did not trigger: it came from the hand, not the ener zone
  });

  it('Kurumed: "you may" — skip leaves the hand as it was', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], hand: [X.seesaw], ener: [X.kurumed] } });
    play(m, 'act lrig', 'pick wd12-010', 'skip');
    expect(zone(m, 0, 'hand')).toEqual([X.seesaw, X.kurumed]);
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
  });

  it('Juggym: from the ener zone into the hand it puts a level 4 SIGNI from the hand downed; put by an effect, it may pay [Green] to banish a SIGNI of 15000 or more', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], hand: [X.juggym], ener: [X.juggym, C.pandan] }, p2: { lrig: [C.hanayo4], signi: [X.big, C.caliburn] } });
    play(m, 'act lrig', 'pick wd12-009', 'use');
    expect(choices(m)).toEqual(['pick wd12-009', 'done']);
    play(m, 'pick wd12-009', 'zone 1');
    expect(st(m).players[0]!.signiDown).toEqual([true, false, false]);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['target 1']); // Caliburn (10000) is below 15000
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([X.big]);
  });

  it('Juggym: Burst banishes an opposing SIGNI of 10000 or more', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.caliburn] }, p2: { life: [X.juggym] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 0, 'ener')).toEqual([C.caliburn]);
  });
});

describe('banished in battle by this SIGNI or by one of yours (WD12)', () => {
  it('Menko: when it banishes a SIGNI in battle it may return to the hand; a banish by an effect or by another SIGNI does not count', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], signi: [X.menko, C.kukri] }, p2: { signi: [C.kukri, C.kukri] } });
    play(m, 'pass', 'attack 2');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    expect(choices(m)).not.toContain('use'); // Kukri beat it, not Menko
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 0, 'hand')).toEqual([X.menko]);
    expect(zone(m, 0, 'signi')).toEqual(['-', C.kukri, '-']);
  });

  it('Otedama: the same, and Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], signi: [X.otedama] }, p2: { signi: [X.weak] } });
    play(m, 'pass', 'attack 1', 'skip');
    expect(zone(m, 0, 'signi')).toEqual([X.otedama, '-', '-']);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.otedama], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Matryo: when your SIGNI banishes one in battle, you may down this up SIGNI to put a level 2 or lower SIGNI from the ener zone onto the field', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], signi: [X.matryo, C.caliburn], ener: [X.kurumed, X.otedama, X.menko] }, p2: { signi: [null, C.kukri] } });
    play(m, 'pass', 'attack 2');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(st(m).players[0]!.signiDown).toEqual([true, true, false]);
    expect(choices(m)).toEqual(['pick wd12-014', 'pick wd12-012']); // Kurumed is level 3
    play(m, 'pick wd12-012', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([X.matryo, C.caliburn, X.menko]);
  });

  it('Matryo: when down its cost cannot be paid (not asked: the field is open); the opponent\'s SIGNI banishing yours does not trigger it', () => {
    const down = scenario({ p1: { lrig: [X.aiyai4], signi: [X.matryo, C.caliburn], down: [true, false, false], ener: [X.menko] }, p2: { signi: [null, C.kukri] } });
    play(down, 'pass', 'attack 2');
    expect(zone(down, 1, 'ener')).toEqual([C.kukri]);
    expect(choices(down)).toEqual(['attack lrig', 'pass']);
    expect(zone(down, 0, 'ener')).toEqual([X.menko]);
    const theirs = scenario({ p1: { lrig: [X.aiyai4], signi: [X.matryo, C.kukri], ener: [X.menko] }, p2: { signi: [null, C.caliburn] }, active: 1 });
    play(theirs, 'pass', 'attack 2');
    expect(zone(theirs, 0, 'ener')).toEqual([X.menko, C.kukri]);
    expect(choices(theirs)).not.toContain('use');
  });

  it('Gachapo and Otedama: both trigger on one battle; the turn player orders them; Gachapo puts a level 1 or lower SIGNI', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], signi: [X.gachapo, X.otedama], ener: [X.menko, X.otedama] }, p2: { signi: [null, X.weak] } });
    play(m, 'pass', 'attack 2');
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2', 'use');
    expect(zone(m, 0, 'hand')).toEqual([X.otedama]);
    play(m, 'use');
    expect(choices(m)).toEqual(['pick wd12-014']);
    play(m, 'pick wd12-014', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([X.gachapo, X.otedama, '-']);
  });
});

describe('a Resona put from the LRIG deck without its play condition (WD12 Karasha)', () => {
  it('played by its condition (3 <Playground Equipment> SIGNI), it may put a SIGNI from the ener zone; leaving the field it puts a level 3 or lower <Playground Equipment> Resona from the LRIG deck', () => {
    const m = scenario({
      p1: { lrig: [X.aiyai4], lrigDeck: [X.karasha, X.jecoaster], signi: [X.menko, X.otedama, X.gachapo], ener: [X.seesaw], deck: [C.iron, C.bronda, C.flamber, C.kukri, C.caliburn, C.trett] },
    });
    play(m, 'resona 1', 'trash signi 1', 'trash signi 2', 'trash signi 3', 'zone 2');
    // Aiyai★Spade's "a Resona of yours enters: ener charge 1" triggers with Karasha's on-play.
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2'); // the ener charge first: Iron joins the choices
    expect(choices(m)).toEqual(['pick wd12-011', 'pick wd02-013', 'done']);
    play(m, 'pick wd12-011', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([X.seesaw, X.karasha, '-']);
    expect(zone(m, 0, 'hand')).toEqual([C.bronda]); // Seesaw was put by an effect
    // Karasha leaves the field (trashed by its owner in the main phase): it goes back to the LRIG deck, and puts Jecoaster.
    play(m, 'trash signi 2');
    expect(choices(m)).toEqual(['pick wd12-008', 'done']);
    play(m, 'pick wd12-008', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([X.seesaw, X.jecoaster, '-']);
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']); // Jecoaster's on-play and Aiyai's ener charge; Seesaw's draw was used this turn
    play(m, 'resolve 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.flamber, C.kukri, C.caliburn, C.trett]);
    expect(zone(m, 0, 'lrigDeck')).toEqual([X.karasha]);
  });
});

describe('"cannot be banished" until end of turn (WX05 Lucky Guard)', () => {
  const luckyGuard = 'WX05-017';

  it('cut in against a banish spell: the SIGNI stays, no "banished" ability triggers; it lasts the turn, then ends', () => {
    const m = scenario({ p1: { hand: [C.firePillar, C.firePillar], ener: [C.iron, C.iron] }, p2: { lrigDeck: [luckyGuard], ener: [C.kukri], signi: [C.kukri] } });
    play(m, 'spell 1', 'pay 1', 'target 1');
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1', 'pay auto', 'target own 1');
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([]); // its ener went on the cost; the Kukri did not arrive there
    play(m, 'spell 1', 'pay 1', 'target 1'); // a second banish this turn: still protected
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']);
  });

  it('a SIGNI that cannot be banished is not beaten in battle: the Lancer attacker crushes nothing', () => {
    const m = scenario({ p1: { signi: [X.weak], lrigDeck: [luckyGuard], ener: [C.kukri] }, p2: { hand: [C.firePillar], ener: [C.iron], signi: [C.caliburn] }, active: 1 });
    play(m, 'spell 1', 'pay 1', 'target 1', 'arts 1', 'pay auto', 'target own 1');
    expect(zone(m, 0, 'signi')).toEqual([X.weak, '-', '-']);
    play(m, 'pass', 'attack 1');
    expect(zone(m, 0, 'signi')).toEqual([X.weak, '-', '-']);
    expect(zone(m, 0, 'life')).toHaveLength(7);
  });
});

describe('"the SIGNI in front of this one attacks" (WX04 Code Art SML, WX05 Aphrodite)', () => {
  const sml = 'WX04-082';
  const aphrodite = 'WX05-028';

  it('Code Art SML: the opposing SIGNI in front of it attacking is frozen (it stays down in its next up phase); one in another zone is not', () => {
    const m = scenario({ p1: { signi: [C.caliburn, C.caliburn] }, p2: { lrig: [C.piruluk4], signi: [sml] } });
    play(m, 'pass', 'attack 2');
    expect(st(m).frozen).toEqual([]);
    play(m, 'attack 1');
    expect(st(m).frozen).toEqual([st(m).players[0]!.signi[0]]);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, sml]); // the crushed life cloth (zone 2's attack), then SML: the battle goes on
  });

  it('Aphrodite: the SIGNI in front attacks, you may pay [White] for +3000 (before the battle)', () => {
    const m = scenario({ p1: { signi: [null, C.caliburn] }, p2: { lrig: [C.tama4], signi: [null, aphrodite], ener: [C.rococo] } });
    play(m, 'pass', 'attack 2');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(signiPower(st(m), 1, 1)).toBe(15000);
    expect(zone(m, 1, 'ener')).toEqual([]); // paid, and Caliburn (10000) lost the battle
    expect(zone(m, 1, 'signi')).toEqual(['-', aphrodite, '-']);
  });

  it('Aphrodite: put onto the field from anywhere but the hand, you may pay [White][White] to trash an opposing SIGNI; summoned, not', () => {
    const summoned = scenario({ p1: { lrig: [C.tama4], hand: [aphrodite], ener: [C.rococo, C.rococo] }, p2: { signi: [C.kukri] } });
    play(summoned, 'summon 1 1');
    expect(choices(summoned)).not.toContain('use');
    // Karasha's on-play puts it from the ener zone.
    const m = scenario({
      p1: { lrig: [X.aiyai4], lrigDeck: [X.karasha], signi: [X.menko, X.otedama, X.gachapo], ener: [aphrodite, C.rococo, C.rococo] },
      p2: { signi: [C.kukri] },
    });
    play(m, 'resona 1', 'trash signi 1', 'trash signi 2', 'trash signi 3', 'zone 2', 'resolve 1', 'pick wx05-028', 'zone 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto', 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
  });
});

describe('"this turn, the next spell you use costs [Blue] less" (WX06 Mirurun Atto)', () => {
  it('grown into, the next spell costs [Blue] less; the one after costs in full', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: ['WX04-013'], lrigDeck: ['WX06-012'], ener: [C.rmn, C.rmn], hand: [C.tooBad, C.tooBad] }, p2: { hand: [C.kukri, C.iron] } });
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([]);
    expect(choices(m)).toContain('spell 1'); // TOO BAD ([Blue]) is free now
    play(m, 'spell 1');
    expect(zone(m, 1, 'hand')).toHaveLength(1);
    expect(zone(m, 0, 'trash')).toEqual([C.rmn, C.rmn, C.tooBad]); // the grow cost, then the spell
    expect(choices(m)).not.toContain('spell 1'); // the mark is used up: [Blue] again, and no ener
  });
});

describe('an ARTS that may cost less for a discard (WD12 Elusive)', () => {
  const elusive = 'WD12-006';

  it('offered when only the discount makes it payable; discarding a <Playground Equipment> SIGNI makes it free; it puts a green SIGNI from the ener zone', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], lrigDeck: [elusive], hand: [C.kukri, X.menko], ener: [X.seesaw], deck: [C.iron] } });
    play(m, 'pass');
    expect(choices(m)).toContain('arts 1');
    play(m, 'arts 1');
    // Kukri is no <Playground Equipment>; `done` is not offered while the rest cannot be paid.
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'trash')).toEqual([X.menko]);
    expect(choices(m)).toEqual(['pick wd12-011']);
    play(m, 'pick wd12-011', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([X.seesaw, '-', '-']);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron]); // Seesaw, put by an effect, drew
  });

  it('done pays in full; without a match and with too little ener it is not offered, but the ARTS step is still asked', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], lrigDeck: [elusive], hand: [X.menko], ener: [X.seesaw, C.pandan] } });
    play(m, 'pass', 'arts 1');
    expect(choices(m)).toEqual(['discard 1', 'done']);
    play(m, 'done', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([X.menko]);
    expect(zone(m, 0, 'ener')).toEqual([]); // both paid the [Green][Green]: no SIGNI left to put
    expect(choices(m)).toEqual(['attack lrig', 'pass']);
    // No <Playground Equipment> in hand and one ener: not offered; the step is asked as if any hand card could go.
    const none = scenario({ phase: 'artsTurn', p1: { lrig: [X.aiyai4], lrigDeck: [elusive], hand: [C.kukri], ener: [X.seesaw] } });
    expect(decisionOf(none)).toMatchObject({ seat: 0, choices: ['pass'], hiddenChoices: true });
    const empty = scenario({ p1: { lrig: [X.aiyai4], lrigDeck: [elusive], ener: [X.seesaw] } });
    play(empty, 'pass');
    expect(choices(empty)).not.toContain('arts 1');
  });
  it('the loader takes `lessByDiscard` on an ARTS only, with `n`, `filter` and `less` (the old `cost` and `artsDiscardLess` are refused)', () => {
    const arts = (effects: Record<string, unknown>) => ({ cards: [{ id: 'X-1', name: { ja: 'x', en: 'X' }, type: 'ARTS', colors: ['green'], level: 0, cost: { green: 2 }, timings: ['main'], text: { en: [] }, effects: { use: { ops: [{ op: 'draw', n: 1 }] }, ...effects } }] });
    expect(() => validateCards(arts({ lessByDiscard: { n: 2, filter: { type: 'SIGNI' }, less: { green: 1 } } }), 't.json')).not.toThrow();
    expect(() => validateCards(arts({ lessByDiscard: { filter: { type: 'SIGNI' }, cost: { green: 2 } } }), 't.json')).toThrow(/effects\.lessByDiscard: an ARTS only/);
    expect(() => validateCards(arts({ lessByDiscard: { n: 0, less: { green: 1 } } }), 't.json')).toThrow(/effects\.lessByDiscard\.n/);
    expect(() => validateCards(arts({ artsDiscardLess: { n: 2, less: { green: 1 } } }), 't.json')).toThrow(/effects\.artsDiscardLess: unknown effect kind/);
  });
});

describe('"at the end of a battle with this SIGNI" (WX04 Zwei=Sarina)', () => {
  const sarina = 'WX04-099';

  it('in the opponent\'s turn a level 2 or lower attacker that battled it is banished after the battle, even though Sarina lost', () => {
    const m = scenario({ p1: { signi: [sarina] }, p2: { signi: [C.kukri] }, active: 1 });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 0, 'ener')).toEqual([sarina]);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
  });

  it('a level 3 or higher attacker is not banished; in your own turn it does nothing', () => {
    const big = scenario({ p1: { signi: [sarina] }, p2: { lrig: [C.tama4], signi: [C.caliburn] }, active: 1 });
    play(big, 'pass', 'attack 1');
    expect(zone(big, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    const own = scenario({ p1: { signi: [sarina] }, p2: { signi: [C.kukri] } });
    play(own, 'pass', 'attack 1');
    expect(zone(own, 1, 'signi')).toEqual([C.kukri, '-', '-']);
  });
});
