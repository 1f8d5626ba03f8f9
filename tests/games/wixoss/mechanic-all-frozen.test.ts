/** Issue 46: "then, if all of your opponent's SIGNI are frozen, ..." (op ifAllOppFrozen; WX05 Code Art SPK). */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const SPK = 'WX05-037';

describe('ifAllOppFrozen', () => {
  it('Code Art SPK: freezing the only opposing SIGNI makes the opponent discard a card of their choice', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [SPK] }, p2: { signi: [C.iron], hand: [C.kukri, C.silvan] } });
    play(m, 'summon 1 1', 'target 1');
    expect(st(m).frozen).toEqual([st(m).players[1]!.signi[0]]);
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 1, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 1, 'trash')).toEqual([C.silvan]);
  });

  it('Code Art SPK: with another opposing SIGNI not frozen there is no discard; with it frozen already there is', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [SPK] }, p2: { signi: [C.iron, C.silvan], hand: [C.kukri] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'hand')).toEqual([C.kukri]);
    expect(decider(m)).toBe(0);
    const before = scenario({ p1: { lrig: [C.piruluk4], hand: [SPK] }, p2: { signi: [C.iron, C.silvan], hand: [C.kukri] } });
    st(before).frozen.push(st(before).players[1]!.signi[0]!);
    play(before, 'summon 1 1', 'target 2', 'discard 1');
    expect(zone(before, 1, 'trash')).toEqual([C.kukri]);
  });

  it('Code Art SPK: with no opposing SIGNI nothing is frozen and nobody discards (our ruling)', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [SPK] }, p2: { hand: [C.kukri] } });
    play(m, 'summon 1 1');
    expect(zone(m, 1, 'hand')).toEqual([C.kukri]);
    expect(decider(m)).toBe(0);
  });
});
