/** "All players put one of their SIGNI into the trash" (WX04 Dark Matter): each picks one of their own as it resolves. */
import { CARD as C, choices, decider, play, scenario, zone } from './helpers.js';

const X = { darkMatter: 'WX04-025', ionaPale: 'WD07-002' } as const;
const setup = (mine: (string | null)[]) => scenario({
  active: 1, phase: 'artsOpp',
  p1: { lrig: [X.ionaPale], lrigDeck: [X.darkMatter], ener: [C.succu, C.succu, C.succu], signi: mine, deck: [C.belze, C.kooni], life: [C.kukri] },
  p2: { lrig: [C.hanayo3], signi: [C.caliburn, C.flamber, null] },
});

describe('Dark Matter', () => {
  it('you trash your only SIGNI, the opponent picks one of theirs; with no SIGNI left you add your top card to life', () => {
    const m = setup([null, C.cosmo, null]);
    play(m, 'arts 1', 'pay auto');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'trash')).toContain(C.cosmo);
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.flamber]);
    expect(zone(m, 0, 'life')).toEqual([C.kukri, C.belze]); // bottom first: Belze is the new top
    expect(zone(m, 0, 'deck')).toEqual([C.kooni]);
  });
  it('with a SIGNI left after yours goes, no life cloth is added', () => {
    const m = setup([C.cosmo, C.kooni, null]);
    play(m, 'arts 1', 'pay auto', 'target own 1', 'target own 1');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.kooni, '-']);
    expect(zone(m, 0, 'life')).toHaveLength(1);
  });
  it('with no SIGNI of your own, only the opponent trashes one, and you add a life cloth', () => {
    const m = setup([null, null, null]);
    play(m, 'arts 1', 'pay auto');
    expect(decider(m)).toBe(1);
    play(m, 'target own 1');
    expect(zone(m, 0, 'life')).toHaveLength(2);
  });
});
