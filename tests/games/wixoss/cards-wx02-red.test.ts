/** WX02 Stirred Selector: the red cards (Yuzuki, <Weapon>, <Gem>). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

// The data gives Yuzuki's LRIG cards the LRIG type Hanayo only (they have both); this stand-in is a Yuzuki.
// Yuzuki-Two: an LRIG of two types, Yuzuki and Hanayo.
const YUZUKI = 'WX02-008';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX02 red', () => {
  it('Hisui: on play banish an opposing SIGNI with power 2000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.hisui] }, p2: { signi: [C.iron, C.servantO, C.servantO2] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target 2', 'target 3']);
    play(m, 'target 3');
    expect(zone(m, 1, 'ener')).toEqual([C.servantO2]);
  });

  it('Launchergear / MP5 / Smith: 12000 / 8000 / 5000 while another <Weapon> is on your field', () => {
    const m = scenario({ p1: { signi: [X.launchergear, X.mp5, X.smith] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2)]).toEqual([12000, 8000, 5000]);
    const alone = scenario({ p1: { signi: [X.launchergear, C.kukri, C.iron] } });
    expect(power(alone, 0, 0)).toBe(8000);
  });

  it('Fiery Spring Landscape: reveal the top card; draw 2 if it is an <Ore> or <Gem> SIGNI', () => {
    const m = scenario({ p1: { lrigDeck: [X.fierySpring], ener: [C.iron], deck: [C.garnet, C.kukri, C.iron] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.garnet, C.kukri]);
    const miss = scenario({ p1: { lrigDeck: [X.fierySpring], ener: [C.iron], deck: [C.kukri, C.garnet] } });
    play(miss, 'arts 1', 'pay auto');
    expect(zone(miss, 0, 'hand')).toEqual([]);
    expect(zone(miss, 0, 'deck')).toEqual([C.kukri, C.garnet]);
  });

  it('Carnelian: down it to reveal the top card and take it if it is an <Ore> or <Gem> SIGNI; Burst: draw 1', () => {
    const m = scenario({ p1: { signi: [null, X.carnelian], deck: [C.iron, C.kukri] } });
    play(m, 'act 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.carnelian], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Opalal: on play you may discard an <Ore> or <Gem> SIGNI to banish a SIGNI of either player with power 7000 or less; Burst: ener charge 1', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.opalal, C.kukri, C.amethyst] }, p2: { signi: [C.silvan, C.bronda] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    // 「パワー7000以下のシグニ1体」: either player's (issue 41), Opalal itself included; Silvan is too strong.
    expect(choices(m)).toEqual(['target 2', 'target own 1']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.bronda]);
    expect(zone(m, 0, 'trash')).toEqual([C.amethyst]);
    const mine = scenario({ p1: { lrig: [C.hanayo3], hand: [X.opalal, C.amethyst], signi: [null, C.kukri] }, p2: { signi: [C.silvan] } });
    play(mine, 'summon 1 1', 'use', 'discard 1', 'target own 2');
    expect(zone(mine, 0, 'ener')).toEqual([C.kukri]); // your own SIGNI may be the one banished
    const skip = scenario({ p1: { lrig: [C.hanayo3], hand: [X.opalal, C.iron] }, p2: { signi: [C.bronda] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 1, 'signi')).toEqual([C.bronda, '-', '-']);
    expect(st(skip).tasks).toEqual([]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.opalal], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.iron, X.opalal]);
  });

  it('Burning Spirit: crush your top life cloth; if it has a Life Burst (which may be used), banish every opposing SIGNI with power 10000 or less', () => {
    const m = scenario({ p1: { lrig: [YUZUKI], lrigDeck: [X.burningSpirit], ener: [C.iron, C.koalan], life: [C.servantD, C.kukri], deck: [C.iron, C.iron] },
      p2: { lrig: [C.hanayo4], signi: [C.silvan, C.volcano, C.iron] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['burst', 'no burst']); // Servant D's own Life Burst
    play(m, 'burst');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.servantD]);
    expect(zone(m, 1, 'signi')).toEqual(['-', C.volcano, '-']);
    expect(zone(m, 0, 'life')).toEqual([C.kukri]);
    const plain = scenario({ p1: { lrig: [YUZUKI], lrigDeck: [X.burningSpirit], ener: [C.iron, C.koalan], life: [C.kukri] }, p2: { signi: [C.iron] } });
    play(plain, 'arts 1', 'pay auto');
    expect(zone(plain, 0, 'ener')).toEqual([C.kukri]);
    expect(zone(plain, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(st(plain).phase).toBe('main');
  });

  it('Unwanted Impulse: with a red and a green card in your ener zone (after paying), banish a SIGNI of either player; Burst: the same', () => {
    const m = scenario({ p1: { lrig: [YUZUKI], hand: [X.unwantedImpulse], ener: [C.iron, C.koalan, C.iron, C.koalan], signi: [C.kooni] }, p2: { signi: [null, C.silvan] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2', 'target own 1']);
    play(m, 'target own 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.koalan, C.kooni]);
    const poor = scenario({ p1: { lrig: [YUZUKI], hand: [X.unwantedImpulse], ener: [C.iron, C.koalan, C.iron] }, p2: { signi: [C.silvan] } });
    play(poor, 'spell 1', 'pay auto');
    expect(zone(poor, 1, 'signi')).toEqual([C.silvan, '-', '-']);
    const b = scenario({ p1: { signi: [C.kukri, C.iron] }, p2: { life: [X.unwantedImpulse], ener: [C.iron, C.koalan] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 2']);
    play(b, 'target 2');
    expect(zone(b, 0, 'ener')).toEqual([C.iron]);
  });

  it('Price of Scorched Earth: trash any number of your <Arm> or <Weapon> SIGNI, then banish an opposing SIGNI for each', () => {
    const m = scenario({ p1: { hand: [X.scorchedEarth], ener: [C.iron, C.iron], signi: [C.kukri, C.flamber, X.ciel] }, p2: { signi: [C.iron, C.silvan, C.bronda] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2', 'done']);
    play(m, 'target own 1');
    expect(choices(m)).toEqual(['target own 2', 'done']);
    play(m, 'done');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3']);
    play(m, 'target 3');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.flamber, X.ciel]);
    expect(zone(m, 1, 'signi')).toEqual([C.iron, C.silvan, '-']);
    expect(st(m).tasks).toEqual([]);
    const two = scenario({ p1: { hand: [X.scorchedEarth], ener: [C.iron, C.iron], signi: [C.kukri, X.smith] }, p2: { signi: [C.iron] } });
    play(two, 'spell 1', 'pay auto', 'target own 1', 'target own 2', 'target 1');
    expect(zone(two, 1, 'ener')).toEqual([C.iron]); // the second banish finds no SIGNI left
    expect(zone(two, 0, 'trash')).toEqual([C.iron, C.iron, C.kukri, X.smith, X.scorchedEarth]);
  });

  it('Price of Scorched Earth Burst: banish an opposing SIGNI, then discard 1', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [X.scorchedEarth], hand: [C.iron] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 2', 'discard 1');
    expect(zone(m, 0, 'ener')).toEqual([C.flamber]);
    expect(zone(m, 1, 'trash')).toEqual([C.iron]);
  });

  it('Jeweled Sword of Shining Desire: 1 of your <Ore>, <Gem> or <Weapon> SIGNI gets Double Crush until end of turn', () => {
    const m = scenario({ p1: { hand: [X.jeweledSword], ener: [C.iron], signi: [C.iron, C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1']);
    play(m, 'target own 1', 'pass', 'attack 1');
    expect(zone(m, 1, 'life').length).toBe(5);
    play(m, 'attack 2');
    expect(zone(m, 1, 'life').length).toBe(4);
  });

  it('Gunsnipe: <Weapon> SIGNI +2000 while you have 3 or fewer life cloth; on play you may pay [Red] to give one of your SIGNI Double Crush', () => {
    const low = scenario({ p1: { lrig: [C.hanayo4], signi: [X.gunsnipe, X.mp5, C.iron], life: [C.iron, C.iron, C.iron] } });
    expect([power(low, 0, 0), power(low, 0, 1), power(low, 0, 2)]).toEqual([14000, 10000, 3000]);
    const high = scenario({ p1: { lrig: [C.hanayo4], signi: [X.gunsnipe, X.mp5], life: [C.iron, C.iron, C.iron, C.iron] } });
    expect(power(high, 0, 1)).toBe(8000);
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [X.gunsnipe], ener: [C.iron], signi: [null, C.iron] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2', 'pass', 'attack 2');
    expect(zone(m, 1, 'life').length).toBe(5);
  });

  it('Gunsnipe Burst: banish opposing SIGNI of your choice whose powers add up to 8000 or less', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber, C.bonya] }, p2: { life: [X.gunsnipe] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3', 'done']);
    play(m, 'target 2');
    expect(choices(m)).toEqual(['target 3', 'done']); // 1000 left: Kukri (3000) no longer fits
    play(m, 'target 3');
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(m, 0, 'ener')).toEqual([C.flamber, C.bonya]);
  });
});
