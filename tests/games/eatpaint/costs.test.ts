import { pushPayment } from '../../../src/games/eatpaint/rules/costs.js';
import { referee } from '../../../src/games/eatpaint/rules/flow.js';
import { choices, energy, midGame, play, setSide, side, st, work } from './helpers.js';

describe('costs', () => {
  it('[rest] N rests chosen active energy cards, face up or face down', () => {
    const m = midGame(['himeria-kasis', 'sabil-apra']);
    setSide(m, 0, { hand: ['kojou'], energy: energy('kon', { card: 'kaichou', up: false }, 'shiosai') });
    setSide(m, 1, { energy: energy('kougeki') });
    play(m, 'play 1');
    // 3 active cards for a cost of 2: the player picks.
    expect(choices(m)).toEqual(['pay 1', 'pay 2', 'pay 3']);
    play(m, 'pay 2', 'pay 1');
    expect(side(m, 0).energy.map((e) => e.rest)).toEqual([true, true, false]);
    expect(side(m, 0).trash).toEqual([]);
    // Then Doubted Lake's target (the only opponent energy card: automatic) and the card goes to HEAT.
    expect(side(m, 1).energy).toEqual([]);
    expect(side(m, 1).trash).toEqual(['kougeki']);
    expect(side(m, 0).heat).toEqual(['kojou']);
  });

  it('[trash] N puts active energy cards into the trash; an exact match pays without asking', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['meteor'], energy: energy('kougeki', { card: 'bara', rest: true }) });
    play(m, 'play 1');
    // Only one active card for [trash] 1: paid automatically, the attack resolves at once (no traps set).
    expect(side(m, 0).trash).toEqual(['kougeki']);
    expect(side(m, 0).energy).toEqual(energy({ card: 'bara', rest: true }));
    expect(st(m).attack).toBeNull();
  });

  it('a card cannot be used without enough active energy', () => {
    const m = midGame(['himeria-kasis', 'sabil-apra']);
    setSide(m, 0, { hand: ['kojou', 'asatsuyu'], energy: energy('kon', { card: 'kon', rest: true }) });
    expect(choices(m)).not.toContain('play 1');
    expect(choices(m)).toContain('set 2');
  });

  it('a card without a cost icon is free', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['ryumon'], energy: [], deckTop: ['kougeki', 'bara', 'meteor'] });
    play(m, 'play 1');
    expect(side(m, 0).heat).toEqual(['kougeki', 'bara', 'ryumon']);
  });

  it('a magician pays INK: a work keeps it as power, a method sends it to the INK discard', () => {
    const m = midGame(['aika-red', 'sabil-apra']);
    setSide(m, 0, { hand: ['demeck', 'burst'], ink: 5, inkDiscard: 0 });
    play(m, 'play 1');
    expect(side(m, 0).works.map((w) => [w.card, w.ink])).toEqual([['demeck', 3]]);
    expect(side(m, 0).ink).toBe(2);
    play(m, 'play 1');
    expect(side(m, 0).ink).toBe(0);
    expect(side(m, 0).inkDiscard).toBe(2);
    expect(side(m, 0).works[0]!.pump).toBe(3);
    expect(side(m, 0).trash).toEqual(['burst']);
  });

  it('a magician cannot use a card whose INK cost it cannot pay', () => {
    const m = midGame(['rio-blue', 'sabil-apra']);
    setSide(m, 0, { hand: ['zeus'], ink: 4 });
    expect(choices(m)).toEqual(['end']);
  });

  it('an additional cost is offered; paying it adds the extra effect, skipping it does not', () => {
    for (const [answer, power] of [['pay extra', 5], ['no extra', 3]] as const) {
      const m = midGame(['sabil-apra', 'aika-red']);
      setSide(m, 0, { hand: ['flamingo'], energy: energy('kougeki', 'bara', 'kaikyu') });
      setSide(m, 1, { life: 10, works: [] });
      play(m, 'play 1', 'pay 1');
      expect(choices(m)).toEqual(['pay extra', 'no extra']);
      play(m, answer);
      if (answer === 'pay extra') play(m, 'pay 1');
      // A magician without works is attacked directly with defense 0.
      expect(side(m, 1).life).toBe(10 - power);
      expect(side(m, 0).trash.length).toBe(answer === 'pay extra' ? 2 : 1);
    }
  });

  it('the additional cost is not offered when it cannot be paid', () => {
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['flamingo'], energy: energy('kougeki') });
    setSide(m, 1, { life: 10, works: [work('seisoku', 1)] });
    play(m, 'play 1');
    expect(st(m).attack).toBeNull();
    // Power 3 against Living Breath's active defense 3: no damage, the work is trashed.
    expect(side(m, 1).works).toEqual([]);
    expect(side(m, 1).life).toBe(10);
  });
});

describe('paying is the player\'s choice (issue 13)', () => {
  it('[rest] 2 with two Rose Rebirth and two Crimson Strike asks, so both Crimson Strikes can pay', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['senshu'], energy: energy('bara', 'bara', 'kougeki', 'kougeki') });
    play(m, 'play 1');
    // Resting a Rose Rebirth or a Crimson Strike are different payments: the first card is asked for too.
    expect(choices(m)).toEqual(['pay 1', 'pay 3']);
    play(m, 'pay 3');
    expect(choices(m)).toEqual(['pay 1', 'pay 4']);
    play(m, 'pay 4');
    expect(side(m, 0).energy.map((e) => [e.card, e.rest])).toEqual([['bara', false], ['bara', false], ['kougeki', true], ['kougeki', true]]);
    expect(side(m, 1).life).toBe(10 - (3 - 2));
  });

  it('[trash] 2 from two kinds asks for each card', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { energy: energy('bara', 'bara', 'kougeki', 'kougeki') });
    // No card of the designed set costs [trash] 2 or more, so the payment is queued the way a card queues it.
    pushPayment(st(m), 0, { trash: 2 }, 'meteor');
    referee.settle(st(m));
    expect(choices(m)).toEqual(['pay 1', 'pay 3']);
    play(m, 'pay 3', 'pay 3');
    expect(side(m, 0).trash).toEqual(['kougeki', 'kougeki']);
    expect(side(m, 0).energy.map((e) => e.card)).toEqual(['bara', 'bara']);
  });

  it('no question when every way to pay is the same multiset: copies of one kind, or every candidate', () => {
    const m = midGame(['sabil-apra', 'himeria-kasis']);
    setSide(m, 0, { hand: ['senshu', 'senshu'], energy: energy('bara', 'bara', 'bara', 'kougeki', 'kaikyu') });
    side(m, 0).energy[3]!.rest = true;
    side(m, 0).energy[4]!.rest = true;
    // Three active Rose Rebirth for [rest] 2: any two are the same payment.
    play(m, 'play 1');
    expect(side(m, 0).energy.map((e) => e.rest)).toEqual([true, true, false, true, true]);
    // Back in the main phase: the attack resolved without a question.
    expect(st(m).attack).toBeNull();
    expect(choices(m)).toContain('end');
  });
});
