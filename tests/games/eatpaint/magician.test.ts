import { choices, midGame, newMatch, play, setSide, side, st, work } from './helpers.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { startMatch } from '../../../src/engine/match.js';
import { card } from '../../../src/games/eatpaint/cards/load.js';
import { workDefense, workPower } from '../../../src/games/eatpaint/rules/stats.js';

describe('magician turn', () => {
  it('prep draws 1 and makes works active; then main or charge', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'] });
    setSide(m, 1, { hand: [], works: [work('cat', 1, { rest: true })], deckTop: ['leol', 'cat'] });
    play(m, 'end');
    expect(side(m, 1).hand).toEqual(['leol']);
    expect(side(m, 1).works[0]!.rest).toBe(false);
    expect(choices(m)).toEqual(['main', 'charge']);
  });

  it('a magician cannot charge on its first turn', () => {
    const m = newMatch(['aika-red', 'sabil-apra'], 0);
    expect(st(m).phase).toBe('main');
    expect(choices(m)).not.toContain('charge');
  });

  it('charge returns the whole INK discard, resolves the charge effect, then the turn ends', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'] });
    setSide(m, 1, { hand: [], ink: 1, inkDiscard: 9, deckTop: ['cat', 'leol', 'kuro', 'demeck'] });
    play(m, 'end', 'charge');
    expect(side(m, 1).ink).toBe(10);
    expect(side(m, 1).inkDiscard).toBe(0);
    // Prep drew Kitty; Aika's charge effect draws 1.
    expect(side(m, 1).hand).toEqual(['cat', 'leol']);
    expect(st(m).active).toBe(0);
  });

  it("Rio's charge effect returns a work from the trash", () => {
    const m = midGame(['sabil-apra', 'rio-blue']);
    setSide(m, 0, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'] });
    setSide(m, 1, { hand: [], trash: ['alarm', 'gaia'], deckTop: ['nike'] });
    play(m, 'end', 'charge');
    expect(side(m, 1).hand).toEqual(['nike', 'gaia']);
    expect(side(m, 1).trash).toEqual(['alarm']);
  });

  it('a summoned work enters active and resolves its on-summon effect', () => {
    const m = midGame(['aika-red', 'sabil-apra']);
    setSide(m, 0, { hand: ['cat'], ink: 3, deckTop: ['leol'] });
    play(m, 'play 1');
    expect(side(m, 0).works.map((w) => [w.card, w.ink, w.rest])).toEqual([['cat', 1, false]]);
    expect(side(m, 0).hand).toEqual(['leol']);
  });

  it('a frame needs a work, equips one without a frame, and a work holds at most one frame', () => {
    const m = midGame(['aika-blue', 'sabil-apra']);
    setSide(m, 0, { hand: ['sharp', 'sharp'], ink: 5 });
    expect(choices(m)).toEqual(['end']);
    setSide(m, 0, { works: [work('cat', 1), work('leol', 2)] });
    play(m, 'play 1', 'pick 2');
    expect(side(m, 0).works[1]!.frame).toBe('sharp');
    // The second frame can only go on the work without one: automatic.
    play(m, 'play 1');
    expect(side(m, 0).works[0]!.frame).toBe('sharp');
    expect(side(m, 0).works.map((w) => w.frame)).toEqual(['sharp', 'sharp']);
  });

  it('Black and White puts a work from the trash onto the field without its on-summon effect', () => {
    const m = midGame(['aika-red', 'sabil-apra']);
    setSide(m, 0, { hand: ['bw'], ink: 2, inkDiscard: 4, trash: ['cat'], works: [work('leol', 2)], deckTop: ['kuro'] });
    play(m, 'play 1');
    const w = side(m, 0).works;
    expect(w.map((x) => [x.card, x.ink, x.frame])).toEqual([['leol', 2, 'bw'], ['cat', 2, null]]);
    expect(side(m, 0).hand).toEqual([]);
    // 4 + the 2 INK paid, less the 2 the returned Kitty takes.
    expect(side(m, 0).inkDiscard).toBe(4);
  });

  it("Zeus's Purge comes back other than by summon only with 6 other works in the trash", () => {
    const m = midGame(['rio-red', 'sabil-apra']);
    setSide(m, 0, { hand: ['mono'], ink: 5, inkDiscard: 3, works: [work('gaia', 2)], trash: ['zeus', 'gaia', 'gaia', 'nike', 'nike', 'prometheus'] });
    play(m, 'play 1');
    // Only 5 other works: Zeus stays; the frame is still equipped.
    expect(side(m, 0).works.map((x) => x.card)).toEqual(['gaia']);
    expect(side(m, 0).works[0]!.frame).toBe('mono');
    const m2 = midGame(['rio-red', 'sabil-apra']);
    setSide(m2, 0, { hand: ['mono'], ink: 5, inkDiscard: 3, works: [work('gaia', 2)], trash: ['zeus', 'gaia', 'gaia', 'nike', 'nike', 'prometheus', 'poseidon'] });
    play(m2, 'play 1');
    expect(choices(m2)).toContain('pick 1');
    play(m2, 'pick 1');
    expect(side(m2, 0).works.map((x) => [x.card, x.ink])).toEqual([['gaia', 2], ['zeus', 1]]);
    // Zeus's on-summon trash effect did not resolve.
    expect(choices(m2)).toContain('end');
  });

  it('a rest effect rests the work, which then cannot attack', () => {
    const m = midGame(['aika-red', 'sabil-apra']);
    setSide(m, 0, { works: [work('leol', 2)] });
    setSide(m, 1, { life: 10 });
    expect(choices(m)).toEqual(['attack 1', 'rest 1', 'release 1', 'end']);
    play(m, 'rest 1');
    expect(side(m, 1).life).toBe(9);
    expect(choices(m)).toEqual(['release 1', 'end']);
  });

  it('only releasing resolves a release effect; INK goes to the INK discard and the frame to the trash', () => {
    const m = midGame(['rio-blue', 'sabil-apra']);
    setSide(m, 0, { works: [work('prometheus', 2, { rest: true, frame: 'coating' })], inkDiscard: 0, deckTop: ['gaia', 'nike'] });
    play(m, 'release 1');
    expect(side(m, 0).works).toEqual([]);
    expect(side(m, 0).trash).toEqual(['prometheus', 'coating']);
    expect(side(m, 0).inkDiscard).toBe(2);
    expect(side(m, 0).hand).toEqual(['gaia', 'nike']);
  });

  it('a work trashed by an effect does not resolve its release effect', () => {
    const m = midGame(['himeria-kasis', 'rio-blue']);
    setSide(m, 0, { hand: ['kojou'], energy: [{ card: 'kon', up: true, rest: false }, { card: 'kon', up: true, rest: false }] });
    setSide(m, 1, { works: [work('prometheus', 2)], hand: [], deckTop: ['gaia'] });
    play(m, 'play 1');
    expect(side(m, 1).works).toEqual([]);
    expect(side(m, 1).hand).toEqual([]);
    expect(side(m, 1).inkDiscard).toBeGreaterThanOrEqual(2);
  });

  it("works-shared effects: Aika's framed works +1 power, Rio's rested works +1 defense", () => {
    const aika = midGame(['aika-blue', 'sabil-apra']);
    setSide(aika, 0, { works: [work('cat', 2, { frame: 'sharp' }), work('leol', 2)] });
    expect(workPower(side(aika, 0), side(aika, 0).works[0]!)).toBe(2 + 2 + 1);
    expect(workPower(side(aika, 0), side(aika, 0).works[1]!)).toBe(2);
    const rio = midGame(['rio-blue', 'sabil-apra']);
    setSide(rio, 0, { works: [work('nike', 3, { rest: true }), work('nike', 3)] });
    expect(workDefense(side(rio, 0), side(rio, 0).works[0]!)).toBe(card('nike').def![1] + 1);
    expect(workDefense(side(rio, 0), side(rio, 0).works[1]!)).toBe(card('nike').def![0]);
  });

  it('a work whose INK drops to 0 goes to the trash', () => {
    const m = midGame(['aika-blue', 'rio-blue']);
    setSide(m, 0, { hand: ['smear'], ink: 1 });
    setSide(m, 1, { works: [work('gaia', 2, { frame: 'sharp' })], inkDiscard: 0 });
    play(m, 'play 1');
    expect(side(m, 1).works).toEqual([]);
    expect(side(m, 1).trash).toEqual(['gaia', 'sharp']);
    expect(side(m, 1).inkDiscard).toBe(2);
  });

  it('the opening hand is redrawn until it holds a work', () => {
    // Seat 1's deck is stacked: the first order gives a hand of 5 ink cards, the second starts with a work.
    const methods = ['bitter', 'bitter', 'bitter', 'originshift', 'originshift', 'originshift'];
    const rest = [ 'quickbrush', 'quickbrush', 'quickbrush', 'burst', 'burst', 'burst', 'bw', 'bw', 'bw'];
    const works = ['cat', 'cat', 'cat', 'cat', 'kuro', 'kuro', 'seisoku', 'seisoku', 'seisoku', 'leol', 'leol', 'leol', 'demeck', 'demeck', 'demeck'];
    const first = [...methods, ...rest, ...works];
    const second = [...works, ...methods, ...rest];
    const m = startMatch(game, {
      game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: 'redraw', decks: ['aika-red', 'sabil-apra'],
      options: {}, orders: { '1': [first, second] },
    });
    // Aika (SPD 4) goes first: the opening 6, then the prep draw of turn 1.
    expect(side(m, 0).hand).toEqual(['cat', 'cat', 'cat', 'cat', 'kuro', 'kuro', 'seisoku']);
    expect(side(m, 0).hand.some((c) => card(c).type === 'work')).toBe(true);
    // Initial INK beside Aika, the rest of the 17-card red INK pile in the INK discard.
    expect(side(m, 0).ink).toBe(6);
    expect(side(m, 0).inkDiscard).toBe(11);
  });
});
