/**
 * Iona, Ultima/Maiden (WX04): grown into only with 1 or fewer life cloth (effect `growIf`); then every player draws
 * only 1 in their draw phase and has at most 1 SIGNI (more go to the trash, each player picking), and its own grow
 * phase is skipped.
 */
import { explainChoice } from '../../../src/games/wixoss/explain.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { ultima: 'WX04-005', ionaFull: 'WD07-001', ionaPale: 'WD07-002' } as const;

describe('Iona, Ultima/Maiden', () => {
  it('not offered as a grow with 2 life cloth; offered with 1 (it costs nothing)', () => {
    // Iona Pale (level 3) stays growable under the seed rules, so the grow phase is asked.
    const two = scenario({ phase: 'grow', p1: { lrig: [X.ionaFull], lrigDeck: [X.ultima, X.ionaPale], life: [C.kukri, C.kukri], ener: [C.kukri, C.succu] } });
    expect(choices(two)).toEqual(['grow 2', 'pass']);
    expect(explainChoice(st(two), 'grow 1')).toMatch(/Iona, Ultima\/Maiden may be grown into only while the condition on its card holds/);
    const one = scenario({ phase: 'grow', p1: { lrig: [X.ionaFull], lrigDeck: [X.ultima], life: [C.kukri] } });
    expect(choices(one)).toEqual(['grow 1', 'pass']);
  });
  it('once it is on the field, each player with more than 1 SIGNI trashes down to 1, the turn player first', () => {
    const m = scenario({
      phase: 'grow',
      p1: { lrig: [X.ionaFull], lrigDeck: [X.ultima], life: [C.kukri], signi: [C.cosmo, C.kooni, null] },
      p2: { lrig: [C.hanayo4], signi: [C.iron, C.bronda, C.silvan] },
    });
    play(m, 'grow 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 2']);
    play(m, 'trash signi 2');
    expect(decider(m)).toBe(1);
    play(m, 'trash signi 1', 'trash signi 3');
    expect(zone(m, 0, 'signi')).toEqual([C.cosmo, '-', '-']);
    expect(zone(m, 1, 'signi')).toEqual(['-', C.bronda, '-']);
  });
  it('with 1 SIGNI on your field, no summon is offered; with none, one is', () => {
    const one = scenario({ p1: { lrig: [X.ultima], hand: [C.kooni], signi: [C.cosmo, null, null] } });
    expect(choices(one).some((c) => c.startsWith('summon'))).toBe(false);
    const none = scenario({ p1: { lrig: [X.ultima], hand: [C.kooni] } });
    expect(choices(none)).toContain('summon 1 1');
  });
  it('every player draws only 1 in their draw phase (the opponent\'s turn starts with 1 card drawn)', () => {
    const m = scenario({ phase: 'end', p1: { lrig: [X.ultima] }, p2: { lrig: [C.hanayo3], hand: [] } });
    expect(st(m).active).toBe(1);
    expect(zone(m, 1, 'hand')).toHaveLength(1);
    const control = scenario({ phase: 'end', p1: { lrig: [X.ionaFull] }, p2: { lrig: [C.hanayo3], hand: [] } });
    expect(zone(control, 1, 'hand')).toHaveLength(2);
  });
  it('its own grow phase is skipped: from the ener phase straight to the main phase', () => {
    const m = scenario({ phase: 'ener', p1: { lrig: [X.ultima], lrigDeck: [X.ionaFull], hand: [C.kukri] } });
    play(m, 'pass');
    expect(st(m).phase).toBe('main');
  });
});
