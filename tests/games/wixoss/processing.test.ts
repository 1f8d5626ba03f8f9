/** Spec "Rule processing" and "Refresh". */
import { decisionOf } from '../../../src/engine/match.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

describe('rule processing', () => {
  it('a SIGNI whose power drops to 0 or less is banished', () => {
    const m = scenario({ p1: { hand: [C.holeDark], ener: [C.kooni] }, p2: { signi: [C.kukri] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
  });

  it('after growing to a lower level the owner trashes SIGNI one at a time until level and limit fit', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama3], lrigDeck: [C.tama1], signi: [C.caliburn, C.flamber, C.kukri] } });
    play(m, 'grow 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 2', 'trash signi 3']);
    play(m, 'trash signi 1');
    expect(choices(m)).toEqual(['trash signi 2', 'trash signi 3']);
    play(m, 'trash signi 2');
    expect(st(m).phase).toBe('main');
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.caliburn, C.flamber]);
  });

  it('a SIGNI whose limiting condition no longer matches the LRIG is trashed by its owner', () => {
    // (Unreachable with the starters, since growing keeps the LRIG type; checked after the next action.)
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [C.kukri], signi: [null, C.bonya] } });
    play(m, 'summon 1 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 2']);
    play(m, 'trash signi 2');
    expect(zone(m, 0, 'trash')).toEqual([C.bonya]);
    expect(choices(m)).toContain('pass');
  });
});

describe('refresh', () => {
  it('an empty deck takes the shuffled trash; the top life cloth goes to the trash', () => {
    const m = scenario({ p1: { hand: [C.jetting], deck: [C.kukri], trash: [C.flamber, C.servantO], life: [C.iron, C.bronda] } });
    play(m, 'spell 1');
    const s = st(m);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect([...zone(m, 0, 'deck')].sort()).toEqual([C.flamber, C.servantO, C.jetting].sort());
    expect(zone(m, 0, 'trash')).toEqual([C.iron]);
    expect(s.players[0]!.life).toHaveLength(1);
  });

  it('draws still owed when the deck ran out are lost', () => {
    const m = scenario({ p1: { lrigDeck: [C.drawTwo], ener: [C.sc, C.sc], deck: [C.kukri], trash: [C.flamber] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(st(m).players[0]!.deck).toHaveLength(3); // flamber + the two payment cards, refreshed
  });

  it('an effect that empties the deck finishes what it can before the refresh', () => {
    // Code Art RFR: draw 1 (the last card), then discard 1 - the discard still happens, then the refresh.
    const m = scenario({ p1: { lrig: [C.piruluk1], hand: [C.rfr, C.flamber], deck: [C.kukri], trash: [], life: [C.iron, C.iron] } });
    play(m, 'summon 1 1');
    expect(st(m).players[0]!.deck).toHaveLength(0); // no refresh in the middle of the effect
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 1');
    expect(zone(m, 0, 'deck')).toEqual([C.flamber]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron]);
  });

  it('with no life cloth left a refresh just happens: nobody loses', () => {
    const m = scenario({ p1: { hand: [C.jetting], deck: [C.kukri], trash: [C.flamber], life: [] } });
    play(m, 'spell 1');
    expect(decisionOf(m).over).toBe(false);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.flamber, C.jetting].sort());
  });

  it('an empty deck with an empty trash stays empty (no refresh, no life cloth lost)', () => {
    const m = scenario({ p1: { lrig: [C.tama1], hand: [C.kukri] }, p2: { deck: [], trash: [] } });
    play(m, 'summon 1 1');
    expect(st(m).players[1]!.deck).toHaveLength(0);
    expect(st(m).players[1]!.life).toHaveLength(7);
  });

  it("ruling: the turn player's second refresh in one turn ends that turn at once", () => {
    const m = scenario({ p1: { hand: [C.jetting, C.jetting, C.kukri], deck: [C.kukri], trash: [] }, p2: { hand: [] } });
    play(m, 'spell 1'); // draws the last card: refresh 1 (deck = that Jetting Knowledge)
    expect(st(m).players[0]!.refreshes).toBe(1);
    expect(st(m).active).toBe(0);
    play(m, 'spell 1'); // draws it: refresh 2 -> the turn ends
    const s = st(m);
    expect(s.active).toBe(1);
    expect(s.turn).toBe(4);
    expect(s.players[0]!.life).toHaveLength(5);
    expect(s.players[1]!.hand).toHaveLength(2);
  });

  it("the opponent's refresh does not count towards ending the turn", () => {
    const m = scenario({ p1: { lrig: [C.ulith4], hand: [C.metsum] }, p2: { deck: [C.kukri], trash: [C.iron] } });
    play(m, 'summon 1 1');
    expect(st(m).players[1]!.life).toHaveLength(6); // Bob refreshed
    expect(st(m).players[1]!.deck).toHaveLength(2);
    expect(st(m).active).toBe(0);
    expect(st(m).phase).toBe('main');
  });
});
