import { decisionOf, startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { energy, midGame, newMatch, play, setSide, side, st } from './helpers.js';

function result(m: ReturnType<typeof newMatch>) {
  const d = decisionOf(m);
  if (!d.over) throw new Error('game not over');
  return d.result;
}

describe('end of game', () => {
  it("a player wins when the opponent's life reaches 0", () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['shusetsu'], energy: energy('bara') });
    setSide(m, 1, { life: 3, works: [] });
    play(m, 'play 1');
    expect(side(m, 1).life).toBe(0);
    expect(result(m).winners).toEqual([0]);
  });

  it('losing life by attacking into a higher defense can lose the game', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['kougeki'], life: 1 });
    setSide(m, 1, { form: 2, rest: false });
    play(m, 'play 1');
    expect(result(m).winners).toEqual([1]);
  });

  it('a player who must draw from an empty deck loses (dragonkin end phase)', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['bara'], deckTop: ['kougeki'] });
    play(m, 'end');
    expect(result(m).winners).toEqual([1]);
    expect(result(m).reason).toMatch(/empty deck/);
  });

  it('a magician who must draw in prep from an empty deck loses', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'] });
    setSide(m, 1, { deckTop: [] });
    play(m, 'end');
    expect(result(m).winners).toEqual([0]);
  });

  it('dragonkin against dragonkin: three turns in a row without any draw is a draw game', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    const full = ['bara', 'bara', 'bara', 'bara', 'bara', 'bara'];
    setSide(m, 0, { hand: [...full] });
    setSide(m, 1, { hand: [...full] });
    play(m, 'end', 'end');
    expect(st(m).dryTurns).toBe(2);
    expect(decisionOf(m).over).toBe(false);
    play(m, 'end');
    expect(result(m).winners).toEqual([]);
  });

  it('a draw during the run resets the count of dry turns', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    const full = ['bara', 'bara', 'bara', 'bara', 'bara', 'bara'];
    setSide(m, 0, { hand: [...full] });
    setSide(m, 1, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'], deckTop: ['kon', 'kon'], form: 1 });
    play(m, 'end');
    expect(st(m).dryTurns).toBe(1);
    play(m, 'end');
    expect(st(m).dryTurns).toBe(0);
  });

  it('the mirror draw rule does not apply when a magician plays', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'] });
    play(m, 'end');
    expect(st(m).dryTurns).toBe(0);
  });
});

describe('first player and life', () => {
  it('the higher SPD goes first', () => {
    // Designed SPD: Aika 4, Sabil 3, Himeria 3, Rio 1.
    const aFirst = (a: string, b: string) => st(newMatchNoFirst([a, b])).first;
    expect(aFirst('sabil-apra', 'aika-red')).toBe(1);
    expect(aFirst('aika-red', 'himeria-kasis')).toBe(0);
    expect(aFirst('rio-blue', 'himeria-rain')).toBe(1);
    expect(aFirst('sabil-rain', 'rio-yellow')).toBe(0);
  });

  it('equal SPD is a seeded coin flip', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) firsts.add(st(newMatchNoFirst(['sabil-apra', 'himeria-kasis'], `flip${i}`)).first);
    expect([...firsts].sort()).toEqual([0, 1]);
    expect(st(newMatchNoFirst(['sabil-apra', 'sabil-kasis'], 'same')).first).toBe(st(newMatchNoFirst(['sabil-apra', 'sabil-kasis'], 'same')).first);
  });

  it('starting life is 10, or the life option', () => {
    expect(side(newMatch(['sabil-apra', 'aika-red']), 0).life).toBe(10);
    expect(side(newMatch(['sabil-apra', 'aika-red'], undefined, { life: '15' }), 1).life).toBe(15);
  });

  it('a dragonkin starts in human form with Hand cards', () => {
    const m = newMatch(['himeria-kasis', 'sabil-apra'], 1);
    expect(side(m, 0).form).toBe(0);
    expect(side(m, 0).hand.length).toBe(5);
    expect(side(m, 0).deck.length).toBe(25);
  });
});

/** A match whose header does not fix the first seat, so SPD decides. */
function newMatchNoFirst(decks: [string, string], seed = 'spd') {
  return startMatch(game, { game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed, decks, options: {}, orders: {} });
}
