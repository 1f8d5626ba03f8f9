/** The SP sets' own cards (not reprints) that play with the existing effect ops (strict scripted scenarios, one `it` per card). */
import { setContentLang } from '../../../src/engine/i18n.js';
import { cardDef } from '../../../src/games/wixoss/cards/db.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

const X = {
  yuzuki4: 'SP02-001', oneRule: 'SP02-009', thousandPunish: 'SP03-010', welcomeDraw: 'SP06-010', volcano: 'WD02-009',
  servantD: 'WX01-101', servantO: 'WX01-102',
} as const;

describe('SP cards', () => {
  it('Yuzuki-Four: with Volcano, Natural Stone on your field, your SIGNI get +2000 during your turn only', () => {
    const own = scenario({ p1: { lrig: [X.yuzuki4], signi: [X.volcano, C.iron] } });
    expect([power(own, 0, 0), power(own, 0, 1)]).toEqual([cardDef(X.volcano).power! + 2000, cardDef(C.iron).power! + 2000]);
    const theirs = scenario({ active: 1, p1: { lrig: [X.yuzuki4], signi: [X.volcano, C.iron] } });
    expect(power(theirs, 0, 1)).toBe(cardDef(C.iron).power);
    const without = scenario({ p1: { lrig: [X.yuzuki4], signi: [C.iron] } });
    expect(power(without, 0, 0)).toBe(cardDef(C.iron).power);
  });

  it('One Rule, Two Birds: the LRIG gains Double Crush and the opponent cannot guard with level 1 SIGNI this turn', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: [X.oneRule], ener: [C.iron] }, p2: { hand: [X.servantO, X.servantD] } });
    play(m, 'arts 1', 'pay auto', 'pass', 'attack lrig');
    expect(choices(m)).toEqual(['guard 2', 'no guard']); // the level 1 Servant O cannot guard
    play(m, 'no guard');
    expect(zone(m, 1, 'life')).toHaveLength(5);
  });

  it('Thousand Punish: an opposing SIGNI gets -2000 until end of turn', () => {
    const m = scenario({ p1: { lrigDeck: [X.thousandPunish], ener: [C.kooni] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(power(m, 1, 0)).toBe(8000);
  });

  it('Welcome Draw: draw 3, then discard 2', () => {
    const m = scenario({ p1: { lrigDeck: [X.welcomeDraw], ener: [C.rmn], deck: [C.iron, C.kukri, C.flamber, C.caliburn] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.flamber]);
    play(m, 'discard 1', 'discard 2');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.rmn, C.iron, C.flamber]); // the ener paid, then the two discarded
  });

  it('the Chinese text of an SP card', () => {
    setContentLang('zh');
    try {
      expect(cardDef(X.welcomeDraw).text.zh).toEqual(['抽3张牌，然后舍弃2张手牌。']);
    } finally {
      setContentLang('en');
    }
  });
});
