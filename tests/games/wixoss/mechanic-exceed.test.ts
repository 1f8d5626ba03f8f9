/**
 * Exceed (WX04 on): an LRIG's cost paid by putting cards from under it (the LRIGs it grew from) into the LRIG
 * trash, each picked. Strict scripted scenarios for each LRIG that uses it.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { vermilionTama: 'WX04-001', vermilionUlith: 'WX04-006', ulith3: 'WD05-002', metsum: 'WD05-009' } as const;
const acts = (m: ReturnType<typeof scenario>) => choices(m).filter((c) => c.startsWith('act lrig'));

describe('Tamayorihime, Vermilion Miko', () => {
  it('Exceed 2: the cards under it picked one by one into the LRIG trash, then a SIGNI from the deck onto the field; once per turn', () => {
    const m = scenario({ p1: { lrig: [C.tama0, C.tama3, X.vermilionTama], deck: [C.kukri, C.caliburn, C.kukri] } });
    expect(acts(m)).toEqual(['act lrig 2']);
    play(m, 'act lrig 2');
    expect(choices(m)).toEqual(['pick wd01-005', 'pick wd01-002']);
    play(m, 'pick wd01-002', 'pick wd01-005');
    expect(zone(m, 0, 'lrig')).toEqual([X.vermilionTama]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.tama3, C.tama0]);
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd01-010', 'done']);
    play(m, 'pick wd01-010', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.caliburn, '-']);
    expect(acts(m)).toEqual([]);
  });

  it('Exceed 2 is not offered with one card under the LRIG, and explain says so', () => {
    const m = scenario({ p1: { lrig: [C.tama3, X.vermilionTama] } });
    expect(acts(m)).toEqual([]);
    expect(game.explain!(st(m), 'act lrig 2')).toMatch(/Exceed 2: your LRIG needs 2 cards under it/);
  });

  it('discard 2 <Arm> or <Weapon> SIGNI: return an opposing SIGNI to the hand', () => {
    const m = scenario({ p1: { lrig: [X.vermilionTama], hand: [C.caliburn, C.iron, C.kukri] }, p2: { signi: [C.iron] } });
    expect(acts(m)).toEqual(['act lrig']);
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['discard 1', 'discard 3']);
    play(m, 'discard 1', 'discard 2', 'target 1');
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
  });

  it('on play (grown into), pay [White]: a white ARTS from the LRIG trash back to the LRIG deck', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama3], lrigDeck: [X.vermilionTama], ener: [C.kukri, C.kukri, C.kukri, C.kukri], lrigTrash: [C.avon] } });
    play(m, 'grow 1', 'pay auto', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-007']);
    play(m, 'pick wd01-007');
    expect(zone(m, 0, 'lrigDeck')).toEqual([C.avon]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([]);
  });
});

describe('Ulith, Vermilion Enma', () => {
  it('Exceed 2: one of your black SIGNI into the trash, then the top card of the deck onto the life cloth', () => {
    const m = scenario({ p1: { lrig: [C.tama0, X.ulith3, X.vermilionUlith], signi: [X.metsum], deck: [C.kukri, C.iron], life: [C.iron] } });
    play(m, 'act lrig 2', 'pick wd05-002', 'pick wd01-005');
    expect(choices(m)).toEqual(['target own 1']);
    play(m, 'target own 1');
    expect(zone(m, 0, 'trash')).toEqual([X.metsum]);
    expect(st(m).players[0]!.life.length).toBe(2);
    expect(zone(m, 0, 'deck')).toEqual([C.iron]);
  });

  it('discard 2 black SIGNI: banish an opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [X.vermilionUlith], hand: [X.metsum, C.kooni, C.kukri] }, p2: { signi: [C.iron] } });
    play(m, 'act lrig', 'discard 1', 'discard 1', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
  });
});
