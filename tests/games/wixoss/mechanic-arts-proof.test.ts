/**
 * No Gain (WX04-064): this turn and the opponent's next, your LRIG and SIGNI are unaffected by the opponent's ARTS
 * (not by their spells); its Burst keeps the opponent from using ARTS during the next turn. Strict scripted scenarios.
 */
import { artsBlock } from '../../../src/games/wixoss/table/action-blocks.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const NO_GAIN = 'WX04-064';
const BURNING = 'WD02-008'; // ARTS: banish 1 opposing SIGNI with power 7000 or less
const BAROQUE = 'WD01-008'; // ARTS (attack phase): the LRIG or a SIGNI cannot attack
const TO_TRASH = 'WX04-104'; // spell: put 1 opposing SIGNI into its owner's trash
const RED2 = [C.iron, C.iron];

describe('No Gain', () => {
  it('this turn and the next, the opponent\'s ARTS cannot pick your SIGNI or LRIG; their spells still can', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [NO_GAIN], ener: [C.kukri], signi: [C.flamber] } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).players[0]!.artsProofUntil).toBe(4);
    const next = scenario({ active: 1, turn: 4, p1: { lrig: [C.tama4], signi: [C.flamber] }, p2: { lrig: [C.hanayo4], lrigDeck: [BURNING], ener: RED2 } });
    st(next).players[0]!.artsProofUntil = 4;
    play(next, 'arts 1', 'pay auto');
    expect(zone(next, 0, 'signi')).toEqual([C.flamber, '-', '-']); // nothing to pick: the ARTS does nothing
    const later = scenario({ active: 1, turn: 6, p1: { lrig: [C.tama4], signi: [C.flamber] }, p2: { lrig: [C.hanayo4], lrigDeck: [BURNING], ener: RED2 } });
    st(later).players[0]!.artsProofUntil = 4;
    play(later, 'arts 1', 'pay auto');
    expect(choices(later)).toEqual(['target 1']);
    const spell = scenario({ active: 1, turn: 4, p1: { lrig: [C.tama4], signi: [C.flamber] }, p2: { lrig: [C.tama4], hand: [TO_TRASH], ener: [C.kukri, 'WD05-013', 'WD05-013', 'WD05-013'] } });
    st(spell).players[0]!.artsProofUntil = 4;
    play(spell, 'spell 1', 'pay auto');
    expect(choices(spell)).toEqual(['target 1']);
  });

  it('an ARTS that would stop the LRIG or a SIGNI from attacking cannot pick them', () => {
    const m = scenario({ active: 1, turn: 4, phase: 'artsTurn', p1: { lrig: [C.tama4], signi: [C.flamber] }, p2: { lrig: [C.tama4], lrigDeck: [BAROQUE], ener: [C.kukri, C.kukri] } });
    st(m).players[0]!.artsProofUntil = 4;
    const open = scenario({ active: 1, turn: 4, phase: 'artsTurn', p1: { lrig: [C.tama4], signi: [C.flamber] }, p2: { lrig: [C.tama4], lrigDeck: [BAROQUE], ener: [C.kukri, C.kukri] } });
    play(open, 'arts 1', 'pay auto');
    expect(choices(open)).toEqual(['target lrig', 'target 1']);
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).not.toContain('target lrig');
    expect(choices(m)).not.toContain('target 1');
  });

  it('Burst: the opponent cannot use ARTS during the next turn only', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: [BURNING], signi: [C.kukri], ener: RED2 }, p2: { life: [NO_GAIN] } });
    play(m, 'pass', 'attack 1', 'burst');
    const s = st(m);
    const burning = s.players[0]!.lrigDeck[0]!;
    expect(s.players[0]!.noArtsTurn).toBe(4);
    s.turn = 4;
    expect(artsBlock(s, 0, burning, 'main')).toBe('locked');
    s.turn = 5;
    expect(artsBlock(s, 0, burning, 'main')).toBeNull();
  });
});
