/**
 * "You may discard 2 <Beautiful Technique> SIGNI; if you do, this card returns to your LRIG deck" (SP07 Divine
 * Grace): `mayDiscard` (all or nothing, `skip` only before the first) and `returnToLrigDeck`.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = { divineGrace: 'SP07-009', anne3: 'WX04-017', puri: 'WX04-092', surrelis: 'WX04-089' } as const;
const setup = (hand: string[]) => scenario({
  p1: { lrig: [X.anne3], lrigDeck: [X.divineGrace], ener: [C.kukri, C.hyakko, C.hyakko], hand, deck: [C.iron, C.flamber], life: [C.kukri] },
  p2: { lrig: [C.hanayo4] },
});

describe('Divine Grace', () => {
  it('adds your top card to life; discarding 2 <Beautiful Technique> SIGNI sends it back to the LRIG deck', () => {
    const m = setup([X.puri, C.kukri, X.surrelis]);
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'life')).toEqual([C.kukri, C.iron]);
    expect(choices(m)).toEqual(['discard 1', 'discard 3', 'skip']);
    play(m, 'discard 1');
    // Begun: the second must follow (no skip).
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 0, 'lrigDeck')).toEqual([X.divineGrace]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([]);
  });
  it('skipped: it goes to the LRIG trash as usual', () => {
    const m = setup([X.puri, C.kukri, X.surrelis]);
    play(m, 'arts 1', 'pay auto', 'skip');
    expect(zone(m, 0, 'hand')).toHaveLength(3);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.divineGrace]);
  });
  it('with only 1 such SIGNI in hand: asked all the same, `skip` alone (the opponent learns nothing of the hand)', () => {
    const m = setup([X.puri, C.kukri]);
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['skip']);
    play(m, 'skip');
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.divineGrace]);
  });
});
