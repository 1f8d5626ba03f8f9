/**
 * Get Gate (WX04-063): a SIGNI of each colour the spell was paid with, one per paid card and no two of one colour
 * (op searchPaidColors; the payment is noted as it is done). Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const GET_GATE = 'WX04-063';
const WHITE = C.caliburn;
const RED = C.bronda;
const GREEN = C.pandan;
const BLUE = C.sc;

describe('Get Gate', () => {
  it('paid with white, red and green ener: one white, one red and one green SIGNI, no two alike', () => {
    const m = scenario({ p1: { hand: [GET_GATE], ener: [C.kukri, C.iron, GREEN], deck: [WHITE, BLUE, RED, C.kukri, GREEN, C.flamber] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-010', 'pick wd02-012', 'pick wd01-013', 'pick wd04-014', 'pick wd01-012', 'done']);
    play(m, 'pick wd01-010');
    expect(choices(m)).toEqual(['pick wd02-012', 'pick wd04-014', 'done']); // white is taken
    play(m, 'pick wd02-012', 'pick wd04-014');
    expect(zone(m, 0, 'hand')).toEqual([WHITE, RED, GREEN]);
  });

  it('colourless ener gives no colour; a Multi Ener card any one', () => {
    const plain = scenario({ p1: { hand: [GET_GATE], ener: [C.kukri, C.jetting, C.jetting], deck: [WHITE, RED, BLUE] } });
    play(plain, 'spell 1', 'pay auto');
    expect(choices(plain)).toEqual(['pick wd01-010', 'done']);
    play(plain, 'pick wd01-010');
    expect(zone(plain, 0, 'hand')).toEqual([WHITE]);
    const multi = scenario({ p1: { hand: [GET_GATE], ener: [C.kukri, C.servantO, C.jetting], deck: [WHITE, RED, BLUE, C.kukri] } });
    play(multi, 'spell 1', 'pay auto');
    expect(choices(multi)).toEqual(['pick wd01-010', 'pick wd02-012', 'pick wd03-013', 'pick wd01-013', 'done']);
    play(multi, 'pick wd02-012');
    expect(choices(multi)).toEqual(['pick wd01-010', 'pick wd01-013', 'done']); // Servant O stands for red, Kukri for white
    play(multi, 'pick wd01-010');
    expect(zone(multi, 0, 'hand')).toEqual([RED, WHITE]);
  });
});
