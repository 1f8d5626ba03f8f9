/**
 * "Reveal until" (op revealUntil): Cubi, Distorted Reality (WX04-050) takes the first <Beautiful Technique> SIGNI
 * and puts the other revealed cards, shuffled, on the bottom; Inactivity (WX04-093) three times puts the first SIGNI
 * onto the field (the trash when it cannot go there) and the rest into the trash; its Burst looks at 3, takes 1,
 * trashes the rest (op lookTakeRestTrash). Strict scripted scenarios.
 */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const CUBI = 'WX04-050';
const INACTIVITY = 'WX04-093';
const ANNE4 = 'SP07-001'; // Cubi's limiting condition
const BEAUTY = 'WX05-071'; // <Beautiful Technique> SIGNI, no abilities
const GREEN_SPELL = 'WX04-036';

describe('Cubi, Distorted Reality', () => {
  it('down: reveal until a Beautiful Technique SIGNI, take it; the others go to the deck bottom', () => {
    const m = scenario({ p1: { lrig: [ANNE4], signi: [CUBI], deck: [C.kukri, GREEN_SPELL, BEAUTY, C.iron, C.bronda] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([BEAUTY]);
    const deck = zone(m, 0, 'deck');
    expect(deck.slice(0, 2)).toEqual([C.iron, C.bronda]);
    expect(deck.slice(2).sort()).toEqual([C.kukri, GREEN_SPELL].sort());
    expect(zone(m, 0, 'trash')).toEqual([]);
  });

  it('with none in the deck, every card is revealed and goes back to the bottom', () => {
    const m = scenario({ p1: { lrig: [ANNE4], signi: [CUBI], deck: [C.kukri, C.iron] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.iron, C.kukri].sort());
  });
});

describe('Inactivity', () => {
  it('three times: the first SIGNI revealed goes onto the field, the other cards into the trash', () => {
    const m = scenario({
      p1: { lrig: [C.tama4], hand: [INACTIVITY], ener: [C.kukri, 'WD04-017'], deck: [GREEN_SPELL, C.kukri, C.iron, GREEN_SPELL, GREEN_SPELL, C.flamber, C.bronda] },
    });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['zone 1', 'zone 2', 'zone 3']);
    play(m, 'zone 2');
    expect(choices(m)).toEqual(['zone 1', 'zone 3']);
    play(m, 'zone 1', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([C.iron, C.kukri, C.flamber]);
    expect(zone(m, 0, 'trash')).toEqual(expect.arrayContaining([GREEN_SPELL, GREEN_SPELL, GREEN_SPELL, INACTIVITY]));
    expect(zone(m, 0, 'deck')).toEqual([C.bronda]);
  });

  it('a SIGNI that cannot be put onto the field goes to the trash', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [C.kukri, C.kukri], hand: [INACTIVITY], ener: [C.kukri, 'WD04-017'], deck: [C.romail, C.iron, C.bronda, C.flamber] } });
    play(m, 'spell 1', 'pay auto'); // Romail fits: levels 1 + 1 + 4 within the limit
    expect(choices(m)).toEqual(['zone 3']);
    play(m, 'zone 3');
    // no zone is free for Iron and Bronda: both go to the trash
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, C.kukri, C.romail]);
    expect(zone(m, 0, 'trash')).toEqual(expect.arrayContaining([C.iron, C.bronda]));
    expect(zone(m, 0, 'deck')).toEqual([C.flamber]);
  });

  it('Burst: look at 3, take 1 (only its player sees which), the rest to the trash', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [INACTIVITY], deck: [C.iron, C.bronda, C.flamber, C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['pick wd02-013', 'pick wd02-012', 'pick wd01-012']);
    play(m, 'pick wd02-012');
    expect(zone(m, 1, 'hand')).toEqual([C.bronda]);
    expect(zone(m, 1, 'trash')).toEqual(expect.arrayContaining([C.iron, C.flamber]));
    expect(st(m).events.filter((e) => e.text.includes('Bronda') && e.to === undefined)).toEqual([]);
  });
});
