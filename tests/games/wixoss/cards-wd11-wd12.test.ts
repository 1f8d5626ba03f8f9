/** WD11 (Myuu) and WD12 (Aiyai): the cards that play with the existing effect ops (strict scripted scenarios, one `it` per card). */
import { setContentLang } from '../../../src/engine/i18n.js';
import { cardDef } from '../../../src/games/wixoss/cards/db.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

const X = {
  myuu4: 'WD11-001', kuroha: 'WD11-009', kiaha: 'WD11-011', workAnt: 'WD11-012', monchou: 'WD11-013', monshiro: 'WD11-015', getInsect: 'WD11-018',
  aiyai4: 'WD12-001', jecoaster: 'WD12-008', menko: 'WD12-012', otedama: 'WD12-014', presentation: 'WD12-018',
} as const;

describe('WD11 Myuu', () => {
  it('Myuu=Imago: down the LRIG to take a <Misfortune Insect> SIGNI from the trash', () => {
    const m = scenario({ p1: { lrig: [X.myuu4], trash: [C.kooni, X.monshiro] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['pick wd11-015']);
    play(m, 'pick wd11-015');
    expect(zone(m, 0, 'hand')).toEqual([X.monshiro]);
    expect(st(m).players[0]!.lrigDown).toBe(true);
  });

  it('Kuroha: 15000 while you have a Resona; on play pay [Black] to put a level 2 or lower black SIGNI from the trash onto the field; Burst: -10000', () => {
    // Its 15000 with a Resona cannot be scripted yet: WD11's own Resonas (Myuu's) do not play, and another LRIG's Resona does not fit beside it.
    expect(power(scenario({ p1: { lrig: [X.myuu4], signi: [X.kuroha] } }), 0, 0)).toBe(12000);
    const m = scenario({ p1: { lrig: [X.myuu4], hand: [X.kuroha], ener: [C.holeDark], trash: [X.kiaha, X.workAnt, C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd11-012']); // Kiaha is level 3, Iron is red
    play(m, 'pick wd11-012', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([X.kuroha, '-', X.workAnt]);
    const b = scenario({ p1: { signi: [C.kukri, C.caliburn] }, p2: { life: [X.kuroha] } });
    play(b, 'pass', 'attack 1', 'burst', 'target 2');
    expect(zone(b, 0, 'ener')).toEqual([C.caliburn]); // 10000 - 10000 = 0: banished by the rules
  });

  it('Kiaha: on play pay [Black] to take a black SIGNI other than Kiaha from the trash; Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [X.myuu4], hand: [X.kiaha], ener: [C.holeDark], trash: [X.kiaha, X.monshiro, C.iron] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd11-015']);
    play(m, 'pick wd11-015');
    expect(zone(m, 0, 'hand')).toEqual([X.monshiro]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.kiaha], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Monchou: on play an opposing SIGNI gets -1000; when it leaves the field, another -1000', () => {
    const m = scenario({ p1: { lrig: [X.myuu4], hand: [X.monchou] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'summon 1 1', 'target 1');
    expect(power(m, 1, 0)).toBe(9000);
    play(m, 'trash signi 1');
    expect(zone(m, 0, 'trash')).toEqual([X.monchou]);
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(power(m, 1, 0)).toBe(8000);
  });

  it('Monshiro: when it leaves the field (banished in battle), an opposing SIGNI gets -1000 until end of turn', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: [X.myuu4], signi: [X.monshiro] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'attack 1');
    expect(decider(m)).toBe(0);
    play(m, 'target 2');
    expect(power(m, 1, 1)).toBe(cardDef(C.iron).power! - 1000);
  });

  it('Get Insect: one black SIGNI from the trash, a second one only with a Resona on your field; Burst: one', () => {
    const one = scenario({ p1: { hand: [X.getInsect], ener: [C.holeDark], trash: [X.kiaha, X.monshiro, C.iron] } });
    play(one, 'spell 1', 'pay auto');
    expect(choices(one)).toEqual(['pick wd11-011', 'pick wd11-015']);
    play(one, 'pick wd11-011');
    expect(zone(one, 0, 'hand')).toEqual([X.kiaha]);
    expect(decider(one)).toBe(0);
    expect(choices(one)).not.toContain('pick wd11-015');
    const two = scenario({ p1: { lrig: [X.aiyai4], hand: [X.getInsect], ener: [C.holeDark], trash: [X.kiaha, X.monshiro], signi: [X.jecoaster] } });
    play(two, 'spell 1', 'pay auto', 'pick wd11-011', 'pick wd11-015');
    expect(zone(two, 0, 'hand')).toEqual([X.kiaha, X.monshiro]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.getInsect], trash: [X.monshiro] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wd11-015');
    expect(zone(b, 1, 'hand')).toEqual([X.monshiro]);
  });
});

describe('WD12 Aiyai', () => {
  it('Jecoaster and Aiyai★Spade: two <Playground Equipment> SIGNI pay for it; its on-play charges 3 and Aiyai charges 1 more', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], lrigDeck: [X.jecoaster], signi: [X.menko, X.otedama], deck: [C.iron, C.kukri, C.flamber, C.caliburn, C.bronda] } });
    play(m, 'resona 1', 'trash signi 1', 'trash signi 2', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([X.jecoaster, '-', '-']);
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 1'); // Jecoaster's on-play first (3 cards), then Aiyai's trigger (1 more)
    expect(zone(m, 0, 'deck')).toEqual([C.bronda]);
    expect(zone(m, 0, 'ener').sort()).toEqual([C.iron, C.kukri, C.flamber, C.caliburn].sort());
    const short = scenario({ p1: { lrig: [X.aiyai4], lrigDeck: [X.jecoaster], signi: [X.menko, C.kukri] } });
    expect(choices(short)).not.toContain('resona 1');
  });

  it('Aiyai★Spade: down the LRIG to take a <Playground Equipment> SIGNI from the ener zone', () => {
    const m = scenario({ p1: { lrig: [X.aiyai4], ener: [C.pandan, X.menko] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['pick wd12-012']);
    play(m, 'pick wd12-012');
    expect(zone(m, 0, 'hand')).toEqual([X.menko]);
  });

  it('Presentation: one SIGNI from the ener zone, a second only with a Resona; Burst: charge 1, then take a SIGNI from the ener zone', () => {
    const one = scenario({ p1: { hand: [X.presentation], ener: [X.menko, X.otedama, X.presentation] } });
    play(one, 'spell 1');
    expect(choices(one)).toEqual(['pick wd12-012', 'pick wd12-014']);
    play(one, 'pick wd12-014');
    expect(zone(one, 0, 'hand')).toEqual([X.otedama]);
    expect(choices(one)).not.toContain('pick wd12-012');
    const two = scenario({ p1: { lrig: [X.aiyai4], hand: [X.presentation], ener: [X.menko, X.otedama], signi: [X.jecoaster] } });
    play(two, 'spell 1', 'pick wd12-012', 'pick wd12-014');
    expect(zone(two, 0, 'hand')).toEqual([X.menko, X.otedama]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.presentation], deck: [X.menko] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wd12-012');
    expect(zone(b, 1, 'hand')).toEqual([X.menko]);
  });

  it('the Chinese text of a WD12 card', () => {
    setContentLang('zh');
    try {
      expect(cardDef(X.jecoaster).text.zh[1]).toBe('出场时：将你卡组顶的3张牌放入能量区。');
    } finally {
      setContentLang('en');
    }
  });
});
