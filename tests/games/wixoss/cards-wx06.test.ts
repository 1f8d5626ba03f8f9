/** WX06 Fated Selector: the cards that play with the existing effect ops (strict scripted scenarios, one `it` per card). */
import { setContentLang } from '../../../src/engine/i18n.js';
import { cardDef } from '../../../src/games/wixoss/cards/db.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

const X = {
  tawil3: 'WX06-007', soapSummon: 'WX06-011', munkarun: 'WX06-016', nakirun: 'WX06-023', brazaus: 'WX06-027', trickOrTreat: 'WX06-031',
  golspe: 'WX06-036', doronjo: 'WX06-CB04', merisa: 'WX06-038', glova: 'WX06-039', fingu: 'WX06-040', kakouga: 'WX06-041', serikuga: 'WX06-042',
  hareiga: 'WX06-043', acd: 'WX06-044', hmf: 'WX06-045', dmf: 'WX06-046', kanruru: 'WX06-047', komorig: 'WX06-048', womba: 'WX06-049',
  saleos: 'WX06-050', saros: 'WX06-051', zaebos: 'WX06-052', rubyl: 'WX01-066', umr3: 'WX03-011', sparrow: 'WX01-090',
} as const;

describe('WX06 SIGNI whose power is set while another SIGNI of their class is on the field', () => {
  const groups: [string, string, string, string][] = [
    // three of a class, then an unrelated SIGNI (Code Art ACD is an <Electric Machine>, Merisa an <Arm>)
    [X.merisa, X.glova, X.fingu, X.acd],
    [X.kakouga, X.serikuga, X.hareiga, X.merisa],
    [X.acd, X.hmf, X.dmf, X.merisa],
    [X.kanruru, X.komorig, X.womba, X.merisa],
    [X.saleos, X.saros, X.zaebos, X.merisa],
  ];
  it.each(groups)('%s, %s, %s: printed power alone or beside another class, 12000 / 8000 / 5000 beside one of their own', (l3, l2, l1, other) => {
    const alone = scenario({ p1: { lrig: [C.tama4], signi: [l3, other, null] } });
    expect(power(alone, 0, 0)).toBe(cardDef(l3).power);
    const pair = scenario({ p1: { lrig: [C.tama4], signi: [l3, l2, l1] } });
    expect([power(pair, 0, 0), power(pair, 0, 1), power(pair, 0, 2)]).toEqual([12000, 8000, 5000]);
  });

  it('Kakouga counts a <Gem> SIGNI as well as an <Ore>', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [X.kakouga, X.rubyl] } });
    expect(power(m, 0, 0)).toBe(12000);
  });

  it('Komorig counts a <Sky Beast> as well as an <Earth Beast>', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [X.komorig, X.sparrow] } });
    expect(cardDef(X.sparrow).classes).toContain('空獣');
    expect(power(m, 0, 0)).toBe(8000);
  });
});

describe('WX06 spells, ARTS and abilities', () => {
  it('Soap Summon, mode 1: find an <Angel> SIGNI in the deck and take it', () => {
    const m = scenario({ p1: { lrig: [X.tawil3], lrigDeck: [X.soapSummon], ener: [C.kukri], deck: [C.iron, X.nakirun, C.kukri] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['mode 1', 'mode 2']);
    play(m, 'mode 1');
    expect(choices(m)).toEqual(['pick wx06-023', 'done']);
    play(m, 'pick wx06-023');
    expect(zone(m, 0, 'hand')).toEqual([X.nakirun]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.soapSummon]);
  });

  it('Soap Summon, mode 2: put an <Angel> SIGNI from the hand onto the field; a non-<Angel> is not offered', () => {
    const m = scenario({ p1: { lrig: [X.tawil3], lrigDeck: [X.soapSummon], ener: [C.kukri], hand: [C.iron, X.nakirun] } });
    play(m, 'arts 1', 'pay auto', 'mode 2');
    expect(choices(m)).toEqual(['pick wx06-023', 'done']); // asked with "done" too: the hand is hidden from the opponent
    play(m, 'pick wx06-023', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', X.nakirun, '-']);
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });

  it('Nakirun: down it to find another <Angel> SIGNI, never one named Nakirun', () => {
    const m = scenario({ p1: { lrig: [X.tawil3], signi: [X.nakirun], deck: [X.nakirun, C.iron, X.munkarun] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['pick wx06-016', 'done']);
    play(m, 'pick wx06-016');
    expect(zone(m, 0, 'hand')).toEqual([X.munkarun]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
  });

  it('Brazaus: on play, discard a <Dragon Beast> to banish a SIGNI of power 8000 or less, only while the opponent has 4 or fewer ener', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.brazaus, X.brazaus, C.iron] }, p2: { signi: [C.caliburn, C.iron], ener: [C.kukri, C.kukri, C.kukri, C.kukri] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['discard 1']); // only the other Brazaus is a <Dragon Beast>
    play(m, 'discard 1');
    expect(choices(m)).toEqual(['target 2']); // Caliburn's 10000 is too much
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toContain(C.iron);
    expect(zone(m, 0, 'trash')).toEqual([X.brazaus]);
    const rich = scenario({ p1: { lrig: [C.hanayo3], hand: [X.brazaus, X.brazaus] }, p2: { signi: [C.iron], ener: Array(5).fill(C.kukri) } });
    play(rich, 'summon 1 1');
    expect(choices(rich)).not.toContain('use');
    expect(zone(rich, 1, 'signi')).toEqual([C.iron, '-', '-']);
  });

  it('TRICK OR TREAT: mode 1 draws 2; mode 2 makes the opponent discard 2 of their choice', () => {
    const draw = scenario({ p1: { hand: [X.trickOrTreat], ener: [C.rmn, C.rmn], deck: [C.iron, C.kukri, C.flamber] } });
    play(draw, 'spell 1', 'pay auto', 'mode 1');
    expect(zone(draw, 0, 'hand')).toEqual([C.iron, C.kukri]);
    const discard = scenario({ p1: { hand: [X.trickOrTreat], ener: [C.rmn, C.rmn] }, p2: { hand: [C.iron, C.kukri, C.flamber] } });
    play(discard, 'spell 1', 'pay auto', 'mode 2');
    expect(decider(discard)).toBe(1);
    play(discard, 'discard 3', 'discard 1');
    expect(zone(discard, 1, 'hand')).toEqual([C.kukri]);
  });

  it('Code Anti Golspe: on play, a black ARTS from the LRIG deck to the LRIG trash puts an <Ancient Weapon> SIGNI from the trash onto the field', () => {
    const m = scenario({ p1: { lrig: [X.umr3], hand: [X.golspe], lrigDeck: [C.graveOut], trash: [C.kooni, X.doronjo] } });
    play(m, 'summon 1 1', 'use');
    play(m, 'pick wd05-008');
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.graveOut]);
    expect(choices(m)).toEqual(['pick wx06-cb04']);
    play(m, 'pick wx06-cb04', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([X.golspe, X.doronjo, '-']);
  });

  it('Code Anti Doronjo: when banished, an opposing SIGNI gets -2000 until end of turn; Burst: draw 1', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { signi: [X.doronjo] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'attack 1');
    expect(zone(m, 0, 'ener')).toEqual([X.doronjo]);
    expect(decider(m)).toBe(0);
    play(m, 'target 2');
    expect(power(m, 1, 1)).toBe(cardDef(C.iron).power! - 2000);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.doronjo], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('the Chinese text of a WX06 card', () => {
    setContentLang('zh');
    try {
      expect(cardDef(X.merisa).text.zh).toEqual(['你的场上有其他<武装>精灵时，此精灵的力量为12000。']);
      expect(cardDef(X.trickOrTreat).text.zh[0]).toContain('对方舍弃2张手牌');
    } finally {
      setContentLang('en');
    }
  });
});
