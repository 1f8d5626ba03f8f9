import { charDefense, handSize } from '../../../src/games/eatpaint/rules/stats.js';
import { choices, energy, midGame, newMatch, play, setSide, side, st } from './helpers.js';

describe('dragonkin turn', () => {
  it('prep makes the character and every energy card active', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'] });
    setSide(m, 1, { rest: true, hand: ['kon', 'kon', 'kon', 'kon', 'kon'], energy: energy({ card: 'kon', rest: true }, { card: 'souten', up: false, rest: true }) });
    play(m, 'end');
    expect(st(m).active).toBe(1);
    expect(side(m, 1).rest).toBe(false);
    expect(side(m, 1).energy.every((e) => !e.rest)).toBe(true);
  });

  it('an action card goes face down to HEAT, an origin card face up and rested to the energy zone', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['soumatou', 'bara'], trash: ['meteor'], life: 8 });
    play(m, 'play 1');
    expect(side(m, 0).heat).toEqual(['soumatou']);
    expect(side(m, 0).hand).toEqual(['bara', 'meteor']);
    play(m, 'play 1');
    expect(side(m, 0).energy).toEqual(energy({ card: 'bara', rest: true }));
    expect(side(m, 0).life).toBe(9);
  });

  it('traps are set face down for free and cannot be used from hand', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['higan'] });
    expect(choices(m)).toEqual(['set 1', 'end']);
    play(m, 'set 1');
    expect(side(m, 0).traps).toEqual(['higan']);
    expect(side(m, 0).hand).toEqual([]);
  });

  it('a face-up active origin card in the energy zone is rested to resolve its effect again', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { energy: energy('kaikyu', { card: 'kaikyu', rest: true }, { card: 'kougeki', up: false }, 'gouman'), deckTop: ['meteor'] });
    // Face-down, rested and effect cards without a use effect cannot be activated.
    expect(choices(m).filter((c) => c.startsWith('activate'))).toEqual(['activate 1']);
    play(m, 'activate 1');
    expect(side(m, 0).energy[0]!.rest).toBe(true);
    // Nostalgic Blood again: the top card into HEAT and +1 power for this turn's attacks.
    expect(side(m, 0).heat).toEqual(['meteor']);
    expect(side(m, 0).boost).toBe(1);
  });

  it('activating an attack origin card attacks', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { energy: energy('shusetsu') });
    setSide(m, 1, { life: 10, rest: false });
    play(m, 'activate 1');
    // Power 3 against Himeria human active defense 2.
    expect(side(m, 1).life).toBe(9);
    expect(side(m, 1).rest).toBe(true);
  });

  it("an effect card's active effect applies continuously only while it is face up and active", () => {
    const m = midGame(['himeria-kasis', 'sabil-apra']);
    const me = side(m, 0);
    setSide(m, 0, { energy: energy('souten') });
    expect(charDefense(me)).toBe(4);
    me.energy[0]!.rest = true;
    expect(charDefense(me)).toBe(2);
    me.energy[0] = { card: 'souten', up: false, rest: false };
    expect(charDefense(me)).toBe(2);
    setSide(m, 0, { energy: energy('ichou', 'ichou') });
    expect(handSize(me)).toBe(7);
  });

  it('a character effect trashes HEAT cards; evolve keeps the rest state', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { heat: ['meteor', 'ryumon', 'bara', 'kougeki'], rest: true });
    expect(choices(m)).toContain('skill 1');
    play(m, 'skill 1');
    expect(side(m, 0).form).toBe(1);
    expect(side(m, 0).rest).toBe(true);
    expect(side(m, 0).heat).toEqual(['meteor']);
    expect(side(m, 0).trash.sort()).toEqual(['bara', 'kougeki', 'ryumon']);
    // Half-dragon: evolving again needs 4 HEAT, the power skill 2.
    expect(choices(m).filter((c) => c.startsWith('skill'))).toEqual([]);
    expect(charDefense(side(m, 0))).toBe(1);
    side(m, 0).rest = false;
    expect(charDefense(side(m, 0))).toBe(3);
  });

  it('an active character stays active when it evolves', () => {
    const m = midGame(['himeria-kasis', 'sabil-apra']);
    setSide(m, 0, { heat: ['kon', 'kon', 'kon'], rest: false });
    play(m, 'skill 1');
    expect(side(m, 0).form).toBe(1);
    expect(side(m, 0).rest).toBe(false);
  });

  it('the end phase draws up to Hand, and not at all when the hand is already that big', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['bara', 'bara'], deckTop: ['kougeki', 'meteor', 'ryumon', 'senshu'] });
    setSide(m, 1, { hand: ['kon', 'kon', 'kon', 'kon', 'kon', 'kon'], deckTop: ['kon'] });
    play(m, 'end');
    expect(side(m, 0).hand).toEqual(['bara', 'bara', 'kougeki', 'meteor', 'ryumon']);
    play(m, 'end');
    expect(side(m, 1).hand.length).toBe(6);
    expect(side(m, 1).deck).toEqual(['kon']);
  });

  it('the first player may attack only once on the first turn', () => {
    const m = newMatch(['sabil-apra', 'himeria-kasis'], 0);
    setSide(m, 0, { hand: ['kougeki', 'kougeki', 'bara'], energy: energy('shusetsu') });
    setSide(m, 1, { traps: [] });
    expect(st(m).turn).toBe(1);
    expect(choices(m)).toEqual(['play 1', 'play 3', 'activate 1', 'end']);
    play(m, 'play 1');
    expect(choices(m)).toEqual(['play 2', 'end']);
  });

  it('the second player may attack more than once on its first turn', () => {
    const m = newMatch(['sabil-apra', 'himeria-kasis'], 0);
    setSide(m, 0, { hand: ['bara', 'bara', 'bara', 'bara', 'bara'] });
    play(m, 'end');
    setSide(m, 1, { hand: ['reimei', 'kon', 'kon'], energy: energy('kon', 'kon') });
    setSide(m, 0, { traps: [] });
    play(m, 'play 2');
    expect(choices(m)).toContain('play 2');
  });
});

describe('short of energy: the dig for energy (issue 13: nobody is locked out)', () => {
  /** Seat 2 ends its turn, so seat 1's turn begins with the zones given (prep decides whether it is short). */
  function turnOf(decks: [string, string], hand: string[], energyZone: ReturnType<typeof energy>, deckTop: string[]) {
    const m = midGame(decks, 1);
    setSide(m, 0, { hand, energy: energyZone, deckTop });
    setSide(m, 1, { hand: ['bara', 'bara', 'bara', 'bara', 'bara', 'bara'] });
    play(m, 'end');
    expect(st(m).active).toBe(0);
    return m;
  }

  it('a full hand of cards no energy can pay offers the dig, which makes the top card active energy at once', () => {
    const m = turnOf(['sabil-apra', 'himeria-kasis'], ['senshu', 'senshu', 'meteor', 'shusetsu', 'kaikyu'], [], ['kougeki', 'bara']);
    // Without the dig only `end` would be legal, turn after turn: the hand is full, so it never draws.
    expect(choices(m)).toEqual(['skill 2', 'end']);
    play(m, 'skill 2');
    expect(side(m, 0).energy).toEqual([{ card: 'kougeki', up: false, rest: false }]);
    // One energy card now pays the [rest] 1 and [trash] 1 cards; the dig is over.
    expect(choices(m)).toEqual(['play 3', 'play 4', 'play 5', 'end']);
    play(m, 'play 4');
    expect(side(m, 1).life).toBe(10 - (3 - 2));
  });

  it('digs as often as the cheapest card needs, counting rested energy, and stops there', () => {
    const m = turnOf(['himeria-kasis', 'sabil-apra'], ['sukima', 'sukima', 'kojou', 'kojou', 'kojou'], [], ['kon', 'yuukai', 'kon']);
    // Something for the Kojou to trash, or it is not offered once paid for.
    setSide(m, 1, { energy: energy({ card: 'bara', up: false, rest: true }) });
    play(m, 'skill 2');
    // Still short: every card costs [rest] 2 and there is 1 energy card.
    expect(choices(m)).toEqual(['skill 2', 'end']);
    play(m, 'skill 2');
    expect(side(m, 0).energy.map((e) => [e.up, e.rest])).toEqual([[false, false], [false, false]]);
    expect(choices(m)).toEqual(['play 1', 'play 3', 'end']);
    expect(side(m, 0).deck.at(-1)).toBe('kon');
  });

  it('is not offered with a trap in hand, with a payable card, or when the turn did not begin short', () => {
    const trap = turnOf(['sabil-apra', 'himeria-kasis'], ['senshu', 'senshu', 'meteor', 'shusetsu', 'higan'], [], ['kougeki']);
    expect(choices(trap)).toEqual(['set 5', 'end']);
    // One Crimson Strike pays Meteor Shower's [trash] 1; after that the hand is short, but the turn did not begin so.
    const m = turnOf(['sabil-apra', 'himeria-kasis'], ['senshu', 'senshu', 'meteor', 'shusetsu', 'kaikyu'], energy('kougeki'), ['bara']);
    expect(choices(m)).not.toContain('skill 2');
    play(m, 'play 3');
    expect(side(m, 0).energy).toEqual([]);
    expect(choices(m)).toEqual(['end']);
  });
});

