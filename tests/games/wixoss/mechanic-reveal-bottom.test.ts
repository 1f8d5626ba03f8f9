/**
 * Issue 46: "reveal the top N cards of your deck, add one (or every) matching card to your hand, put the rest on the
 * bottom of your deck in any order" (op revealRestBottom; WX05 Thorium and Colla, WX06 Anne=Third, who may put each
 * of the rest on the top or the bottom). Strict scripted scenarios, one `it` per card.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = {
  thorium: 'WX05-061', colla: 'WX05-068', anne3: 'WX06-013', anne2: 'SP07-003', anne3sp: 'SP07-002', mirurun3: 'SP06-002',
  atom1: 'SP06-016', atom2: 'SP06-014', art1: 'SP07-016', art2: 'SP07-014', anneGreen: 'SP07-017',
} as const;

describe('revealRestBottom', () => {
  it('Thorium: discard an <Atom> SIGNI, reveal 5, take one <Atom> SIGNI (not optional), the rest to the bottom in the order picked', () => {
    const m = scenario({
      p1: { lrig: [X.mirurun3], hand: [X.thorium, X.atom1, C.kukri], deck: [C.iron, X.atom2, C.kukri, X.atom1, C.caliburn, C.servantO] },
    });
    play(m, 'summon 1 1', 'use');
    // only the <Atom> SIGNI may pay
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(zone(m, 0, 'trash')).toEqual([X.atom1]);
    expect(choices(m)).toEqual(['pick sp06-014', 'pick sp06-016']);
    play(m, 'pick sp06-016');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, X.atom1]);
    // the four left: Iron, Atom2, Kukri, Caliburn; each is put under the one put before
    expect(choices(m)).toEqual(['bottom 1', 'bottom 2', 'bottom 3', 'bottom 4']);
    play(m, 'bottom 3', 'bottom 1');
    expect(choices(m)).toEqual(['bottom 1', 'bottom 2']);
    play(m, 'bottom 2');
    expect(zone(m, 0, 'deck')).toEqual([C.servantO, C.kukri, C.iron, C.caliburn, X.atom2]);
  });

  it('Thorium: with no <Atom> SIGNI among the five, `done` takes nothing and all five go to the bottom; skipping the cost does nothing', () => {
    const m = scenario({ p1: { lrig: [X.mirurun3], hand: [X.thorium, X.atom1], deck: [C.iron, C.iron, C.kukri, C.kukri, C.iron, C.servantO] } });
    play(m, 'summon 1 1', 'use', 'discard 1');
    expect(choices(m)).toEqual(['done']);
    play(m, 'done');
    expect(choices(m)).toEqual(['bottom 1', 'bottom 3']); // alike cards are one choice
    play(m, 'bottom 3', 'bottom 1', 'bottom 1', 'bottom 1');
    expect(zone(m, 0, 'deck')).toEqual([C.servantO, C.kukri, C.iron, C.iron, C.kukri, C.iron]);
    const skipped = scenario({ p1: { lrig: [X.mirurun3], hand: [X.thorium, X.atom1], deck: [C.iron, X.atom2] } });
    play(skipped, 'summon 1 1', 'skip');
    expect(zone(skipped, 0, 'hand')).toEqual([X.atom1]);
    expect(zone(skipped, 0, 'deck')).toEqual([C.iron, X.atom2]);
  });

  it('Colla: discard a <Beautiful Technique> SIGNI, reveal 2, every <Beautiful Technique> SIGNI among them goes to hand', () => {
    const m = scenario({ p1: { lrig: [X.anne3sp], hand: [X.colla, X.art1], deck: [X.art2, X.anneGreen, C.iron] } });
    play(m, 'summon 1 1', 'use', 'discard 1');
    expect(zone(m, 0, 'hand').sort()).toEqual([X.anneGreen, X.art2].sort());
    expect(zone(m, 0, 'deck')).toEqual([C.iron]);
    const one = scenario({ p1: { lrig: [X.anne3sp], hand: [X.colla, X.art1], deck: [C.kukri, X.art2, C.iron] } });
    play(one, 'summon 1 1', 'use', 'discard 1');
    // the one card left goes to the bottom without a question
    expect(zone(one, 0, 'hand')).toEqual([X.art2]);
    expect(zone(one, 0, 'deck')).toEqual([C.iron, C.kukri]);
  });

  it('Anne=Third: on grow, reveal 2, take one <Beautiful Technique> SIGNI, the other goes on the top or the bottom', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.anne2], lrigDeck: [X.anne3], ener: [C.kukri, C.hyakko], deck: [C.iron, X.art1, C.caliburn] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['pick sp07-016']);
    play(m, 'pick sp07-016');
    expect(choices(m)).toEqual(['top 1', 'bottom 1']);
    play(m, 'top 1');
    expect(zone(m, 0, 'deck')).toEqual([C.iron, C.caliburn]);
    const down = scenario({ phase: 'grow', p1: { lrig: [X.anne2], lrigDeck: [X.anne3], ener: [C.kukri, C.hyakko], deck: [C.iron, C.kukri, C.caliburn] } });
    play(down, 'grow 1', 'pay auto', 'done');
    expect(choices(down)).toEqual(['top 1', 'top 2', 'bottom 1', 'bottom 2']);
    play(down, 'bottom 2', 'top 1');
    expect(zone(down, 0, 'deck')).toEqual([C.iron, C.caliburn, C.kukri]);
  });
});
