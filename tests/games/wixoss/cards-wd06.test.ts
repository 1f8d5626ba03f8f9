/** Card effects of WD06 (Eldora, blue: the life cloth). Life cloth in `scenario` is given top first; `zone` lists it bottom first. */
import { game } from '../../../src/games/wixoss/index.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

export const E = {
  eldora4: 'WD06-001', eldora3: 'WD06-002', eldora2: 'WD06-003', eldora1: 'WD06-004', eldora0: 'WD06-005',
  clothCrush: 'WD06-006', surprise: 'WD06-007', butAny: 'WD06-008', scylla: 'WD06-009', octo: 'WD06-010', ryuuguu: 'WD06-011',
  pearl: 'WD06-012', chouan: 'WD06-013', kozame: 'WD06-014', una: 'WD06-015', plusRush: 'WD06-018',
} as const;

const seen = (m: ReturnType<typeof scenario>, re: RegExp, to?: number) => st(m).events.some((e) => e.to === to && re.test(e.text));

describe('WD06 Eldora: looking at and moving life cloth', () => {
  it('Cloth Crush Flash: the top life cloth is shown; without a Life Burst it goes to the trash, with one it stays', () => {
    const m = scenario({ p1: { lrig: [E.eldora3], lrigDeck: [E.clothCrush], ener: [C.sc, C.sc] }, p2: { life: [C.iron, C.volcano] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'trash')).toEqual([C.iron]);
    expect(zone(m, 1, 'life')).toEqual([C.volcano]);
    const burst = scenario({ p1: { lrig: [E.eldora3], lrigDeck: [E.clothCrush], ener: [C.sc, C.sc] }, p2: { life: [C.volcano, C.iron] } });
    play(burst, 'arts 1', 'pay auto');
    expect(zone(burst, 1, 'life')).toEqual([C.iron, C.volcano]);
    expect(seen(burst, /shows the top life cloth: Volcano/)).toBe(true);
  });

  it('Surprise With Me: look at the top 4 life cloth (only you) and put them back in any order', () => {
    const m = scenario({ p1: { lrig: [E.eldora3], lrigDeck: [E.surprise], life: [C.iron, C.kukri, C.flamber, C.caliburn, C.romail] } });
    play(m, 'arts 1');
    expect(seen(m, /Iron.*Kukri.*Flamber.*Caliburn/, 0)).toBe(true);
    expect(seen(m, /Iron/)).toBe(false);
    expect(choices(m)).toEqual(['cloth 1', 'cloth 2', 'cloth 3', 'cloth 4']);
    expect(game.describe(st(m), 'cloth 2')).toBe('Put looked-at life cloth 2 back next on top');
    play(m, 'cloth 4', 'cloth 3', 'cloth 1'); // Caliburn on top, then Romail stays fifth
    expect(zone(m, 0, 'life')).toEqual([C.romail, C.kukri, C.iron, C.flamber, C.caliburn]);
  });

  it('Ryuuguu: down it: one of your life cloth (picked by position) into hand, then the top card of the deck onto the life cloth', () => {
    const m = scenario({ p1: { lrig: [E.eldora3], signi: [E.ryuuguu], life: [C.iron, C.kukri, C.romail], deck: [C.flamber, C.caliburn] } });
    play(m, 'act 1');
    // 「ライフクロス1枚」: any one of them, not only the top (issue 41).
    expect(choices(m)).toEqual(['life 1', 'life 2', 'life 3']);
    expect(game.describe(st(m), 'life 2')).toBe('Take life cloth 2 (from the top) into hand');
    play(m, 'life 2');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 0, 'life')).toEqual([C.romail, C.iron, C.flamber]); // stored bottom first
    expect(seen(m, /Kukri/)).toBe(false);
    expect(seen(m, /Kukri/, 0)).toBe(true);
    const none = scenario({ p1: { lrig: [E.eldora3], signi: [E.ryuuguu], life: [], deck: [C.flamber] } });
    play(none, 'act 1');
    expect(zone(none, 0, 'life')).toEqual([]); // nothing taken: nothing added
  });

  it('Ryuuguu Burst: the top life cloth into hand, then a hand card of your choice on top of the life cloth', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [E.ryuuguu, C.iron, C.kukri], hand: [C.flamber] } });
    play(m, 'pass', 'attack 1', 'burst');
    // Ryuuguu was crushed; the next life cloth (Iron) comes into hand.
    // `cloth K` = hand card K onto the life cloth (the word lifeSwap uses); named to its owner only.
    expect(choices(m)).toEqual(['cloth 1', 'cloth 2']);
    expect(game.describe(st(m), 'cloth 1', 0)).not.toMatch(/Flamber/);
    expect(game.describe(st(m), 'cloth 1', 1)).toMatch(/Flamber/);
    play(m, 'cloth 1');
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    expect(zone(m, 1, 'life')).toEqual([C.kukri, C.flamber]);
  });

  it('Chouan: on play you may put one of your life cloth (picked by position) into the trash to add the top card of your deck to it', () => {
    const m = scenario({ p1: { lrig: [E.eldora3], hand: [E.chouan], life: [C.iron, C.kukri, C.romail], deck: [C.flamber, C.sc] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    // 「ライフクロス1枚」: any one of them, not only the top (issue 41).
    expect(choices(m)).toEqual(['life 1', 'life 2', 'life 3']);
    expect(game.describe(st(m), 'life 3')).toBe('Put life cloth 3 (from the top) into the trash');
    play(m, 'life 3');
    expect(zone(m, 0, 'trash')).toEqual([C.romail]);
    expect(zone(m, 0, 'life')).toEqual([C.kukri, C.iron, C.flamber]); // stored bottom first
    const skip = scenario({ p1: { lrig: [E.eldora3], hand: [E.chouan], life: [C.iron], deck: [C.flamber] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 0, 'life')).toEqual([C.iron]);
    const empty = scenario({ p1: { lrig: [E.eldora3], hand: [E.chouan], life: [], deck: [C.flamber] } });
    play(empty, 'summon 1 1');
    expect(choices(empty)).not.toContain('use'); // no life cloth to pay with
  });

  it('Una: on play you look at your top life cloth (the opponent does not see it)', () => {
    const m = scenario({ p1: { lrig: [E.eldora3], hand: [E.una], life: [C.caliburn, C.iron] } });
    play(m, 'summon 1 1');
    expect(seen(m, /Caliburn/, 0)).toBe(true);
    expect(seen(m, /Caliburn/)).toBe(false);
    expect(seen(m, /Caliburn/, 1)).toBe(false);
  });

  it('PLUS RUSH: look at the opposing top life cloth, may trash it (they add their top card), then draw 1', () => {
    const m = scenario({ p1: { lrig: [E.eldora3], hand: [E.plusRush], deck: [C.sc] }, p2: { life: [C.volcano, C.iron], deck: [C.kukri, C.iron] } });
    play(m, 'spell 1');
    expect(seen(m, /Volcano/, 0)).toBe(true);
    expect(seen(m, /Volcano/)).toBe(false);
    expect(choices(m)).toEqual(['cloth trash', 'skip']);
    play(m, 'cloth trash');
    expect(zone(m, 1, 'trash')).toEqual([C.volcano]);
    expect(zone(m, 1, 'life')).toEqual([C.iron, C.kukri]);
    expect(zone(m, 0, 'hand')).toEqual([C.sc]);
    const keep = scenario({ p1: { lrig: [E.eldora3], hand: [E.plusRush], deck: [C.sc] }, p2: { life: [C.volcano] } });
    play(keep, 'spell 1', 'skip');
    expect(zone(keep, 1, 'life')).toEqual([C.volcano]);
    expect(zone(keep, 0, 'hand')).toEqual([C.sc]);
  });

  it('PLUS RUSH Burst: find a SIGNI with a Life Burst', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [E.plusRush], deck: [C.drs, C.rmn, C.jetting] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['pick wd03-009', 'done']);
  });
});

describe('WD06 Eldora LRIG: on play when grown into', () => {
  it('Eldora=Mark I: you may discard 1 to draw 1 (asked after the grow)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [E.eldora0], lrigDeck: [E.eldora1], hand: [C.iron, C.kukri], deck: [C.sc, C.sc] } });
    play(m, 'grow 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'discard 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.sc]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    const skip = scenario({ phase: 'grow', p1: { lrig: [E.eldora0], lrigDeck: [E.eldora1], hand: [C.iron], deck: [C.sc, C.sc] } });
    play(skip, 'grow 1', 'skip');
    expect(zone(skip, 0, 'hand')).toEqual([C.iron]);
    const empty = scenario({ phase: 'grow', p1: { lrig: [E.eldora0], lrigDeck: [E.eldora1], hand: [], deck: [C.sc, C.sc] } });
    play(empty, 'grow 1');
    expect(choices(empty)).not.toContain('use'); // nothing to discard: not asked
  });

  it('Eldora=Mark III: look at your top 2 life cloth and put them back in any order', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [E.eldora2], lrigDeck: [E.eldora3], ener: [C.sc, C.sc], life: [C.iron, C.kukri, C.flamber] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['cloth 1', 'cloth 2']);
    play(m, 'cloth 2');
    expect(zone(m, 0, 'life')).toEqual([C.flamber, C.iron, C.kukri]);
  });
});

describe('WD06 constant abilities', () => {
  it('Eldora=Mark II: your blue SIGNI get +1000 (others do not)', () => {
    const m = scenario({ p1: { lrig: [E.eldora2], signi: [E.kozame, C.servantO] } });
    expect(signiPower(st(m), 0, 0)).toBe(3000);
    expect(signiPower(st(m), 0, 1)).toBe(2000);
  });

  it('Pearl / Kozame: power 8000 / 5000 while another <Water Beast> is on your field (not counting itself)', () => {
    const alone = scenario({ p1: { lrig: [E.eldora3], signi: [E.pearl, C.rmn] } });
    expect(signiPower(st(alone), 0, 0)).toBe(5000);
    const pair = scenario({ p1: { lrig: [E.eldora3], signi: [E.pearl, E.kozame] } });
    expect(signiPower(st(pair), 0, 0)).toBe(8000);
    expect(signiPower(st(pair), 0, 1)).toBe(5000);
  });
});

describe('WD06 Scylla', () => {
  it('+1000 to your SIGNI while you have fewer life cloth than the opponent', () => {
    const m = scenario({ p1: { lrig: [E.eldora4], signi: [E.scylla, C.sc], life: [C.iron] }, p2: { life: [C.iron, C.iron] } });
    expect(signiPower(st(m), 0, 1)).toBe(4000);
    const even = scenario({ p1: { lrig: [E.eldora4], signi: [E.scylla, C.sc], life: [C.iron, C.iron] }, p2: { life: [C.iron, C.iron] } });
    expect(signiPower(st(even), 0, 1)).toBe(3000);
  });

  it('on play [Blue]: crush your top life cloth (its burst may be used), it goes to the trash, then the top deck card is added', () => {
    const m = scenario({ p1: { lrig: [E.eldora4], hand: [E.scylla], ener: [C.sc], life: [C.jetting, C.iron], deck: [C.kukri, C.flamber, C.caliburn] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['burst', 'no burst']); // Jetting Knowledge's burst
    play(m, 'burst');
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]); // the burst's ener charge
    expect(zone(m, 0, 'trash')).toEqual([C.sc, C.jetting]); // the crushed card: trash, not ener
    expect(zone(m, 0, 'life')).toEqual([C.iron, C.flamber]); // then the next deck card onto the life cloth
    // Eldora IV heard both (a Life Burst used, a card added): they wait until Scylla's effect is done, then resolve.
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 1');
    expect(zone(m, 0, 'hand')).toEqual([C.caliburn]);
  });

  it('Burst: draw 2, then discard 1', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [E.scylla], deck: [C.sc, C.drs, C.jv], hand: [] } });
    play(m, 'pass', 'attack 1', 'burst', 'discard 2');
    expect(zone(m, 1, 'hand')).toEqual([C.sc]);
    expect(zone(m, 1, 'trash')).toEqual([C.drs]);
  });
});

describe('WD06 But Any Other', () => {
  it('a right declaration: no crush this turn (attacks and effects); at the end of the turn the top life cloth is trashed anyway', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], signi: [C.iron, C.bronda] }, p2: { lrig: [E.eldora3], lrigDeck: [E.butAny], ener: [C.sc, C.sc, C.sc], life: [E.pearl, C.iron, C.kukri] } });
    play(m, 'pass', 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['declare 0', 'declare 1', 'declare 2', 'declare 3', 'declare 4', 'declare 5']);
    play(m, 'declare 2'); // Pearl is level 2
    play(m, 'attack 1', 'attack 2', 'attack lrig', 'no guard');
    // Nothing was crushed; the turn ended and the top life cloth (Pearl) went to the trash.
    expect(st(m).active).toBe(1);
    expect(zone(m, 1, 'trash')).toEqual([C.sc, C.sc, C.sc, E.pearl]);
    expect(zone(m, 1, 'life')).toHaveLength(2);
  });

  it('a wrong declaration protects nothing, and the top life cloth still goes at the end of the turn', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], signi: [C.iron] }, p2: { lrig: [E.eldora3], lrigDeck: [E.butAny], ener: [C.sc, C.sc, C.sc], life: [E.pearl, C.iron, C.kukri] } });
    play(m, 'pass', 'arts 1', 'pay auto', 'declare 3', 'attack 1');
    expect(zone(m, 1, 'life')).toHaveLength(2); // crushed
    play(m, 'pass'); // no LRIG attack: the turn ends
    expect(zone(m, 1, 'life')).toHaveLength(1);
  });
});
