/**
 * WX04 Contempora, Inexplicable Superboast: "when this card is put into your trash from anywhere by an opponent's
 * effect" (trigger `trashed`, rules/zones.ts noteTrashed) and "your <Beautiful Technique> SIGNI are unaffected by the
 * effects of your opponent's LRIG and SIGNI" (constant `protect` with `protectFrom`). Strict scripted scenarios.
 */
import { CARD as C, choices, decider, play, scenario, zone } from './helpers.js';

const X = { contempora: 'WX04-035', puri: 'WX04-092', crayon: 'WX05-072', anne4: 'SP07-001', sunMiko: 'WX01-001', ulith4: 'WD05-001' } as const;

describe('Contempora: put into the trash by an opponent\'s effect, it may come back to the hand for [Green]', () => {
  it('discarded by the opponent\'s spell (TOO BAD): its owner may pay [Green] to take it back', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [C.tooBad], ener: [C.sc] }, p2: { lrig: [X.anne4], hand: [X.contempora], ener: [C.hyakko] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 1, 'trash')).toEqual([X.contempora]);
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(zone(m, 1, 'hand')).toEqual([X.contempora]);
    expect(zone(m, 1, 'trash')).toEqual([C.hyakko]);
  });

  it('skip: it stays in the trash', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [C.tooBad], ener: [C.sc] }, p2: { lrig: [X.anne4], hand: [X.contempora], ener: [C.hyakko] } });
    play(m, 'spell 1', 'pay auto', 'skip');
    expect(zone(m, 1, 'trash')).toEqual([X.contempora]);
    expect(zone(m, 1, 'ener')).toEqual([C.hyakko]);
  });

  it('milled from the deck by the opponent\'s effect (Metsum mills both decks): asked too', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], hand: [C.metsum], deck: Array(10).fill(C.kukri) }, p2: { lrig: [X.anne4], deck: [C.kukri, X.contempora, ...Array(8).fill(C.kukri)], ener: [C.hyakko] } });
    play(m, 'summon 1 1');
    expect(decider(m)).toBe(1);
    play(m, 'use', 'pay auto');
    expect(zone(m, 1, 'hand')).toEqual([X.contempora]);
  });

  it('put into the trash from the field by the opponent\'s ARTS (Holy Act): asked too', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: ['WX03-002'], ener: [C.romail, C.romail, C.romail, C.romail, C.romail] }, p2: { lrig: [X.anne4], signi: [X.contempora], ener: [C.hyakko] } });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([X.contempora]);
    expect(decider(m)).toBe(1);
    play(m, 'use', 'pay auto');
    expect(zone(m, 1, 'hand')).toEqual([X.contempora]);
  });

  it('its own player\'s effect is not an opponent\'s: milled by its own Succu, nothing is asked', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], hand: [C.succu], deck: [X.contempora, C.kukri, C.kukri, C.kukri], ener: [C.hyakko] } });
    play(m, 'summon 1 1');
    expect(zone(m, 0, 'trash')).toEqual([X.contempora, C.kukri, C.kukri]);
    expect(choices(m)).not.toContain('use');
  });
});

describe('Contempora: your <Beautiful Technique> SIGNI ignore the opponent\'s LRIG and SIGNI, not their spells and ARTS', () => {
  it('an opposing LRIG\'s ability (Tamayorihime, Sun Miko) cannot pick Puri or Contempora', () => {
    const m = scenario({ p1: { lrig: [X.sunMiko], hand: [C.romail], ener: [C.romail] }, p2: { lrig: [X.anne4], signi: [X.puri, C.iron, X.contempora] } });
    play(m, 'act lrig', 'pay auto', 'discard 1');
    expect(choices(m)).toEqual(['target 2']);
  });

  it('an opposing SIGNI\'s ability (Volcano\'s on-play) cannot pick them either', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [C.volcano], ener: [C.iron, C.iron, C.iron] }, p2: { lrig: [X.anne4], signi: [X.puri, C.iron, X.contempora] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
  });

  it('an opposing ARTS (Firefly Sparks) still can, and without Contempora the LRIG\'s ability can pick Puri', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: [C.firefly], ener: [C.iron, C.iron, C.iron] }, p2: { lrig: [X.anne4], signi: [X.puri, C.iron, X.contempora] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3']);
    const plain = scenario({ p1: { lrig: [X.sunMiko], hand: [C.romail], ener: [C.romail] }, p2: { lrig: [X.anne4], signi: [X.puri, C.iron] } });
    play(plain, 'act lrig', 'pay auto', 'discard 1');
    expect(choices(plain)).toEqual(['target 1', 'target 2']);
  });
});

describe('Contempora\'s Burst', () => {
  it('ener charge 1; with 5 <Beautiful Technique> SIGNI in the ener zone then, the top card goes onto the life cloth', () => {
    const five = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano] }, p2: { lrig: [X.anne4], life: [X.contempora], ener: [X.puri, X.puri, X.crayon, X.crayon], deck: [X.puri, C.kukri, C.iron] } });
    play(five, 'attack 1', 'burst');
    expect(zone(five, 1, 'life')).toEqual([C.kukri]);
    const four = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano] }, p2: { lrig: [X.anne4], life: [X.contempora], ener: [X.puri, X.puri, X.crayon], deck: [X.puri, C.kukri, C.iron] } });
    play(four, 'attack 1', 'burst');
    expect(zone(four, 1, 'life')).toEqual([]);
  });
});
