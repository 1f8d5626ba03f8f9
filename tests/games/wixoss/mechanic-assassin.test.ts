/**
 * Assassin (SP02 See Through the Fiery Ambition): this turn your SIGNI have Assassin while the opposing SIGNI in
 * front has power 12000 or more; an Assassin's attack does not battle that SIGNI and deals its damage directly.
 */
import { hasAssassin } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, play, scenario, st, zone } from './helpers.js';

const AMBITION = 'SP02-010';
const RED5 = [C.iron, C.iron, C.iron, C.iron, C.iron];

describe('See Through the Fiery Ambition (Assassin)', () => {
  it('against a 12000 SIGNI the attack crushes a life cloth and the SIGNI in front stays; against a weaker one it battles', () => {
    const m = scenario({
      p1: { lrig: [C.hanayo4], lrigDeck: [AMBITION], ener: RED5, signi: [C.garnet, C.garnet] },
      p2: { lrig: [C.tama4], signi: [C.romail, C.kukri], life: [C.kukri, C.kukri, C.kukri] },
    });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'lrigTrash')).toEqual([AMBITION]);
    expect(hasAssassin(st(m), 0, 0)).toBe(true); // Romail, 12000, in front
    expect(hasAssassin(st(m), 0, 1)).toBe(false); // Kukri is weaker
    play(m, 'pass', 'attack 1');
    expect(st(m).players[1]!.life.length).toBe(2);
    expect(zone(m, 1, 'signi')).toEqual([C.romail, C.kukri, '-']);
    play(m, 'attack 2');
    expect(zone(m, 1, 'signi')).toEqual([C.romail, '-', '-']);
    expect(st(m).players[1]!.life.length).toBe(2);
  });

  it('lasts this turn only', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: [AMBITION], ener: RED5, signi: [C.garnet] }, p2: { lrig: [C.tama4], signi: [C.romail] } });
    play(m, 'arts 1', 'pay auto');
    expect(hasAssassin(st(m), 0, 0)).toBe(true);
    st(m).turn += 2;
    expect(hasAssassin(st(m), 0, 0)).toBe(false);
  });
});
