/**
 * Issue 46: several cards face up under a SIGNI (WX05 Uranium, Natural Source): put from the trash on play
 * (all or none; none: Uranium goes to the trash), +2000 power for each card under it (its Charm too), it cannot
 * attack, it takes a card from under it into the hand and, with none left, banishes itself and an opposing SIGNI;
 * the cards go to the trash when it leaves the field; everyone sees them. Strict scripted scenarios.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { viewOf } from '../../../src/games/wixoss/view.js';
import { viewData } from '../../../src/games/wixoss/view-data.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  uranium: 'WX05-023', zepto: 'SP06-001',
  followBlindly: 'WD04-008', sulfur: 'SP06-016', titanium: 'SP06-014', nickel: 'SP06-011', manganese: 'SP06-012', fortune: 'WX05-012',
} as const;
const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);
const under = (m: ReturnType<typeof scenario>, seat: number, z: number) => (st(m).players[seat]!.under?.[z] ?? []).map((i) => st(m).kinds[st(m).ids[i]!]!);
const boardText = (m: ReturnType<typeof scenario>, seat: number) => JSON.stringify(game.render(viewOf(st(m), seat)));

afterEach(() => setContentLang('en'));

describe('Uranium: on play, three <Atom> SIGNI from the trash under it, or it goes to the trash', () => {
  it('picks three other <Atom> SIGNI (not another Uranium), one at a time; it is then 18000 and everyone sees them', () => {
    const m = scenario({
      p1: { lrig: [X.zepto], hand: [X.uranium], trash: [X.sulfur, X.uranium, C.kukri, X.titanium, X.sulfur, X.fortune] },
      p2: { lrig: [C.tama4] },
    });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['pick sp06-016', 'pick sp06-014', 'skip']);
    play(m, 'pick sp06-016');
    // once begun, all three go: no skip
    expect(choices(m)).toEqual(['pick sp06-014', 'pick sp06-016']);
    play(m, 'pick sp06-016', 'pick sp06-014');
    expect(under(m, 0, 0)).toEqual([X.sulfur, X.sulfur, X.titanium]);
    expect(zone(m, 0, 'trash')).toEqual([X.uranium, C.kukri, X.fortune]);
    expect(zone(m, 0, 'signi')).toEqual([X.uranium, '-', '-']);
    expect(power(m, 0, 0)).toBe(18000);
    // face up: the opponent's view and the board name them (en and zh)
    expect(viewOf(st(m), 1).players[0]!.signi[0]!.under).toEqual([X.sulfur, X.sulfur, X.titanium]);
    expect(JSON.stringify(viewData(viewOf(st(m), null)))).toContain('"under":["SP06-016","SP06-016","SP06-014"]');
    expect(boardText(m, 1)).toContain('under: Sulfur');
    setContentLang('zh');
    expect(boardText(m, 1)).toContain('下方：');
  });

  it('skip, or fewer than three such cards in the trash: Uranium goes into the trash', () => {
    const skipped = scenario({ p1: { lrig: [X.zepto], hand: [X.uranium], trash: [X.sulfur, X.titanium, X.nickel] }, p2: { lrig: [C.tama4] } });
    play(skipped, 'summon 1 1', 'skip');
    expect(zone(skipped, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(skipped, 0, 'trash')).toEqual([X.sulfur, X.titanium, X.nickel, X.uranium]);
    const short = scenario({ p1: { lrig: [X.zepto], hand: [X.uranium], trash: [X.sulfur, X.titanium, C.kukri] }, p2: { lrig: [C.tama4] } });
    play(short, 'summon 1 1');
    // no question: it cannot be done
    expect(zone(short, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(short, 0, 'trash')).toEqual([X.sulfur, X.titanium, C.kukri, X.uranium]);
  });
});

describe('Uranium on the field', () => {
  it('cannot attack; the SIGNI beside it can', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [X.zepto], signi: [X.uranium, X.sulfur, null], under: [[X.nickel], [], []] }, p2: { lrig: [C.tama4] } });
    expect(choices(m)).not.toContain('attack 1');
    expect(choices(m)).toContain('attack 2');
  });

  it('a Charm is a card under it too: it counts for the power and may be taken', () => {
    const m = scenario({ p1: { lrig: [X.zepto], signi: [X.uranium], under: [[X.nickel], [], []], charm: [C.kukri, null, null] }, p2: { lrig: [C.tama4], signi: [C.bonya] } });
    expect(power(m, 0, 0)).toBe(16000);
    play(m, 'act 1');
    expect(choices(m)).toEqual(['pick sp06-011', 'pick wd01-013']);
    play(m, 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 0, 'charm')).toEqual(['-', '-', '-']);
    // one card left: nothing is banished
    expect(zone(m, 0, 'signi')).toEqual([X.uranium, '-', '-']);
    expect(zone(m, 1, 'signi')).toEqual([C.bonya, '-', '-']);
    expect(power(m, 0, 0)).toBe(14000);
  });

  it('down: takes the last card under it into the hand, then banishes itself and an opposing SIGNI picked then', () => {
    const m = scenario({ p1: { lrig: [X.zepto], signi: [X.uranium], under: [[X.nickel], [], []] }, p2: { lrig: [C.tama4], signi: [C.bonya, C.kukri] } });
    play(m, 'act 1', 'pick sp06-011');
    expect(zone(m, 0, 'hand')).toEqual([X.nickel]);
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual([C.bonya, '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'ener')).toEqual([X.uranium]);
  });

  it('leaving the field, the cards under it go face up into the trash', () => {
    const m = scenario({
      p1: { lrig: [C.midori4], lrigDeck: [X.followBlindly], ener: [C.hyakko, C.hyakko, C.hyakko] },
      p2: { lrig: [X.zepto], signi: [X.uranium], under: [[X.nickel, X.sulfur], [], []] },
    });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([X.uranium]);
    expect(zone(m, 1, 'trash')).toEqual([X.nickel, X.sulfur]);
    expect(st(m).players[1]!.under).toEqual([[], [], []]);
  });

  it('Burst: a spell and an <Atom> SIGNI from the trash into the hand', () => {
    const m = scenario({
      phase: 'signiAttack',
      p1: { lrig: [C.hanayo3], signi: [C.iron, null, null] },
      p2: { lrig: [X.zepto], life: [X.uranium], trash: [C.kukri, C.getBible, X.sulfur, C.firePillar] },
    });
    play(m, 'attack 1', 'burst');
    expect(choices(m)).toEqual(['pick wd01-015', 'pick wd02-015']);
    play(m, 'pick wd02-015');
    expect(choices(m)).toEqual(['pick sp06-016']);
    play(m, 'pick sp06-016');
    expect(zone(m, 1, 'hand')).toEqual([C.firePillar, X.sulfur]);
  });
});
