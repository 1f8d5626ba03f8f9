/** WX03 constant abilities: class auras, colour auras, "this SIGNI's power is N" and Double Crush. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx03.test.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX03 class auras (+2000 to your other SIGNI of a class)', () => {
  it.each([
    ['Archold / <Angel>', X.archold, X.rabiel, 5000],
    ['Claymore / <Weapon>', X.claymore, X.pencil, 5000],
    ['Hiramena / <Water Beast>', X.hiramena, X.kareira, 5000],
    ['Glamis / <Plant>', X.glamis, X.marigold, 5000],
  ])('%s: the other SIGNI of the class get +2000, itself and other classes do not', (_name, lord, member, printed) => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [lord, member, C.servantO] } });
    expect(power(m, 0, 1)).toBe(printed + 2000);
    expect(power(m, 0, 0)).toBe(7000);
    expect(power(m, 0, 2)).toBe(2000);
  });

  it('the class search Bursts find a SIGNI of their class', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.hiramena], deck: [C.rmn, X.kareira, 'WD06-012'] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['pick wx03-018', 'pick wd06-012', 'done']); // <Water Beast> only, not Code Art RMN
    play(m, 'pick wd06-012');
    expect(zone(m, 1, 'hand')).toEqual(['WD06-012']);
  });
});

describe('WX03 colour helpers and pairs', () => {
  it('Zantetsu: your red SIGNI get +2000; with a red SIGNI on your field its own power is 5000', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [X.zantetsu, C.iron] } });
    expect(power(m, 0, 0)).toBe(5000);
    expect(power(m, 0, 1)).toBe(5000);
    const alone = scenario({ p1: { lrig: [C.tama4], signi: [X.zantetsu, C.kukri] } });
    expect(power(alone, 0, 0)).toBe(2000);
    expect(power(alone, 0, 1)).toBe(3000);
  });

  it('Corundum: your green SIGNI get +2000; with a green SIGNI on your field its own power is 5000', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [X.corundum, C.pandan] } });
    expect(power(m, 0, 0)).toBe(5000);
    expect(power(m, 0, 1)).toBe(4000);
  });

  it('Code Art CVY: +2000 / +3000 / +5000 for a level 1 / 3 / 4 <Electric Machine> on your field, added together', () => {
    const one = scenario({ p1: { lrig: [C.piruluk4], signi: [X.cvy, C.sc] } });
    expect(power(one, 0, 0)).toBe(7000);
    const all = scenario({ p1: { lrig: [C.piruluk4], signi: [X.cvy, C.sc, C.rmn] }, p2: { hand: [C.iron, C.iron] } }); // (Piruluk T's own aura off)
    expect(power(all, 0, 0)).toBe(5000 + 2000 + 5000);
    const other = scenario({ p1: { lrig: [C.piruluk4], signi: [X.cvy, C.iron] } });
    expect(power(other, 0, 0)).toBe(5000);
  });

  it('Ayabon: 8000 while Kakumaru is on your field; Double Crush while your LRIG trash holds 7 or more', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [X.ayabon, X.kakumaru] } });
    expect(power(m, 0, 0)).toBe(8000);
    const dc = scenario({ p1: { lrig: [C.hanayo4], signi: [X.ayabon], lrigTrash: Array(7).fill(C.firefly) }, p2: { life: [C.iron, C.kukri, C.flamber] } });
    play(dc, 'pass', 'attack 1');
    expect(zone(dc, 1, 'life')).toEqual([C.flamber]);
    const six = scenario({ p1: { lrig: [C.hanayo4], signi: [X.ayabon], lrigTrash: Array(6).fill(C.firefly) }, p2: { life: [C.iron, C.kukri, C.flamber] } });
    play(six, 'pass', 'attack 1');
    expect(zone(six, 1, 'life')).toEqual([C.flamber, C.kukri]);
  });
});

describe('WX03 Kakumaru', () => {
  it('on play pay [Red][Colorless]: Ayabon from the deck onto the field; then both are 8000', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [X.kakumaru], ener: [C.iron, C.kukri], deck: [C.kukri, X.ayabon, C.iron] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wx03-026', 'done']);
    play(m, 'pick wx03-026', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([X.kakumaru, '-', X.ayabon]);
    expect(power(m, 0, 0)).toBe(8000);
    expect(power(m, 0, 2)).toBe(8000);
    expect(zone(m, 0, 'deck')).toHaveLength(2);
  });
});
