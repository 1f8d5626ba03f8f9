/** The speed-ups of the hot path keep the rules' answers: choice texts, remembered decisions, copies, pay masks. */
import { decisionOf, playChoice, startMatch } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { addCards, cardDef, colorBit } from '../../../src/games/wixoss/cards/db.js';
import { game } from '../../../src/games/wixoss/index.js';
import { choiceText, verbOf } from '../../../src/games/wixoss/rules/choice-text.js';
import { itemOf, levelOf, pickedId, zoneOf } from '../../../src/games/wixoss/moves.js';
import { findPayment, paymentExists } from '../../../src/games/wixoss/table/payment.js';
import { phaseAsk, phaseOffersMore } from '../../../src/games/wixoss/rules/phases.js';
import { fieldIllegal } from '../../../src/games/wixoss/rules/processing.js';
import { copyPlain } from '../../../src/engine/plain.js';
import { EMPTY, type Phase, type WixossState } from '../../../src/games/wixoss/state.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { headers } from './invariant-headers.js';

describe('choice texts', () => {
  it('numbered texts are built once and read back through the move table', () => {
    expect(choiceText('summon', 3)).toBe('summon 3');
    expect(choiceText(choiceText('summon', 3), 2)).toBe('summon 3 2');
    expect(choiceText('pay', 12)).toBe(choiceText('pay', 12));
    expect(verbOf('summon 3 2')).toBe('summon');
    expect(verbOf('pass')).toBe('pass');
    expect(zoneOf('summon 3 2')).toBe(1);
    expect(zoneOf('trash signi 3')).toBe(2);
    expect(itemOf('pay 12')).toBe(11);
    expect(levelOf('declare 0')).toBe(0);
    expect(pickedId('pick wd01-013')).toBe('WD01-013');
    expect(() => zoneOf('pass')).toThrow(/no <zone>/);
  });
});

describe('remembered decisions', () => {
  it('a decision asked twice is the same; after a move it is asked afresh', () => {
    const m = scenario({ p1: { hand: [C.kukri], signi: [C.flamber] } });
    const s = st(m);
    const first = game.decision(s);
    expect(game.decision(s)).toBe(first);
    play(m, 'summon 1 2');
    expect(game.decision(s)).not.toBe(first);
    expect(choices(m)).not.toContain('summon 1 2');
  });

  it('a copy has its own decision, and moves on the copy leave the original alone', () => {
    const m = scenario({ p1: { hand: [C.kukri] } });
    const s = st(m);
    const before = game.decision(s);
    const copy = copyPlain(s);
    game.apply(copy, 'summon 1 1');
    expect(game.decision(copy)).not.toEqual(before);
    expect(game.decision(s)).toEqual(before);
    expect(choices(m)).toContain('summon 1 1');
  });

  it('the question found while settling a move is the question a fresh copy asks', () => {
    // Random games in both rule sets: after every move the remembered decision equals one built from scratch.
    for (const rules of ['seed', 'modern'] as const) {
      for (let i = 0; i < 4; i++) {
        const match = startMatch(game, headers(rules)(i));
        const rng = seedRng(`hot-${rules}-${i}`);
        for (let step = 0; step < 400; step++) {
          const d = decisionOf(match);
          expect(d).toEqual(game.decision(copyPlain(match.state as WixossState)));
          if (d.over) break;
          playChoice(match, d.choices[randomInt(rng, d.choices.length)]!, d);
        }
      }
    }
  });

  it('a determinized copy asks the same question of the seat that decides', () => {
    const m = scenario({ p1: { hand: [C.kukri, C.flamber], ener: [C.kukri] } });
    const s = st(m);
    const d = game.decision(s);
    expect(game.decision(game.determinize(s, 0, seedRng('x')))).toEqual(d);
  });
});

describe('state copies', () => {
  it('pending tasks are copied deeply', () => {
    const m = scenario({ p1: { lrigDeck: [C.burningStone], ener: [C.kukri, C.iron, C.kukri] }, p2: { signi: [C.kukri] } });
    play(m, 'arts 1', 'pay 1');
    const s = st(m);
    const copy = copyPlain(s);
    expect(copy.tasks).toEqual(s.tasks);
    game.apply(copy, 'pay 2');
    expect(JSON.stringify(s.tasks)).not.toEqual(JSON.stringify(copy.tasks));
    expect(choices(m)).toEqual(['pay auto', 'pay 2']);
  });
});

describe('pay masks', () => {
  it('a card pays colourless and its own colours; Multi Ener pays every colour', () => {
    const kukri = cardDef(C.kukri);
    expect(kukri.payMask & colorBit('colorless')).toBeTruthy();
    expect(kukri.payMask & colorBit('white')).toBeTruthy();
    expect(kukri.payMask & colorBit('red')).toBeFalsy();
    const servantO = cardDef(C.servantO);
    for (const color of ['white', 'red', 'blue', 'green', 'black', 'colorless'] as const) expect(servantO.payMask & colorBit(color)).toBeTruthy();
  });
});

describe('power-lowering auras', () => {
  beforeAll(() => {
    addCards([{
      id: 'TEST-SHADE', name: { ja: 'テスト', en: 'Test Shade' }, type: 'SIGNI', colors: ['white'], level: 1, power: 1000,
      text: { en: ['[Constant] All of your SIGNI get -1000 power.'], zh: [] }, effects: { constant: [{ aura: -1000, scope: 'allOwn' }] },
    }]);
  });

  it('rule processing still looks for them when a card in the game has one (no starter card does)', () => {
    const plain = scenario({ p1: { lrig: [C.tama1], hand: [C.kukri] } });
    play(plain, 'summon 1 1');
    expect(zone(plain, 0, 'signi')).toEqual([C.kukri, '-', '-']);
    const m = scenario({ p1: { lrig: [C.tama1], hand: ['TEST-SHADE'] } });
    play(m, 'summon 1 1');
    // Its own aura takes it to 0 power: banished to the ener zone.
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'ener')).toEqual(['TEST-SHADE']);
  });
});

describe('skipped phases', () => {
  it('whether a phase offers more than pass is answered as the full question would answer it', () => {
    // Every position of a few random games, looked at as each phase the turn's step may skip, for both seats' turns.
    const phases: Phase[] = ['ener', 'grow', 'artsTurn', 'artsOpp', 'signiAttack', 'lrigAttack'];
    const seen = { offered: 0, skipped: 0 };
    for (const rules of ['seed', 'modern'] as const) {
      for (let i = 0; i < 3; i++) {
        const match = startMatch(game, headers(rules)(i));
        const rng = seedRng(`skip-${rules}-${i}`);
        for (let step = 0; step < 300; step++) {
          const d = decisionOf(match);
          if (d.over) break;
          for (const phase of phases) {
            for (const active of [0, 1]) {
              const copy = { ...copyPlain(match.state as WixossState), phase, active, tasks: [] };
              const offers = phaseOffersMore(copy);
              // (`pass` alone is asked too where the hand, hidden from the other seats, allows nothing more.)
              const ask = phaseAsk(copy);
              expect(offers).toBe(ask.choices.length > 1 || (!ask.over && Boolean(ask.hiddenChoices)));
              seen[offers ? 'offered' : 'skipped']++;
            }
          }
          playChoice(match, d.choices[randomInt(rng, d.choices.length)]!, d);
        }
      }
    }
    // Both answers were checked many times.
    expect(Math.min(seen.offered, seen.skipped)).toBeGreaterThan(100);
  });
});

describe('payment checks', () => {
  it('whether a payment exists agrees with finding one, for every subset of an ener zone', () => {
    const m = scenario({ p1: { ener: [C.kukri, C.iron, C.servantO, C.flamber, C.kukri] } });
    const s = st(m);
    const ener = s.players[0]!.ener;
    const costs = [{ white: 1 }, { red: 2 }, { white: 1, red: 1 }, { colorless: 3 }, { white: 2, colorless: 2 }, { blue: 1 }, { red: 1, colorless: 4 }];
    let found = 0;
    for (const cost of costs) {
      for (let mask = 0; mask < 1 << ener.length; mask++) {
        const some = ener.filter((_, k) => mask & (1 << k));
        const forced = some.slice(0, 1);
        expect(paymentExists(s, some, cost)).toBe(findPayment(s, some, cost) !== null);
        expect(paymentExists(s, some, cost, forced)).toBe(findPayment(s, some, cost, forced) !== null);
        if (paymentExists(s, some, cost)) found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('field rule check', () => {
  it('the remembered answer changes with the SIGNI and with either LRIG', () => {
    // Tama at level 1 (limit 2) with Caliburn (level 3): too high. Kukri (level 1) alone fits.
    const m = scenario({ p1: { lrig: [C.tama1], signi: [C.caliburn] }, p2: { lrig: [C.tama4] } });
    const s = st(m);
    expect(fieldIllegal(s, 0)).toBe(true);
    expect(fieldIllegal(s, 0)).toBe(true);
    const caliburn = s.players[0]!.signi[0]!;
    s.players[0]!.signi[0] = EMPTY;
    expect(fieldIllegal(s, 0)).toBe(false);
    s.players[0]!.signi[0] = caliburn;
    expect(fieldIllegal(s, 0)).toBe(true);
    // Full Moon (level 4) on top of the LRIG zone: Caliburn fits.
    const fullMoon = s.players[1]!.lrig.pop()!;
    s.players[0]!.lrig.push(fullMoon);
    expect(fieldIllegal(s, 0)).toBe(false);
    s.players[1]!.lrig.push(s.players[0]!.lrig.pop()!);
    expect(fieldIllegal(s, 0)).toBe(true);
    expect(fieldIllegal(s, 1)).toBe(false);
  });

  it('the remembered answer per seat is the answer a fresh copy of the state gives, move after move', () => {
    let compared = 0;
    for (const rules of ['seed', 'modern'] as const) {
      for (let i = 0; i < 6; i++) {
        const match = startMatch(game, headers(rules)(i));
        const rng = seedRng(`field-${rules}-${i}`);
        for (let step = 0; step < 400; step++) {
          const s = match.state as WixossState;
          for (const seat of [0, 1]) {
            // A copy has its own instance table, so its answer is found afresh.
            const fresh = fieldIllegal(copyPlain(s), seat);
            expect(fieldIllegal(s, seat)).toBe(fresh);
            compared++;
          }
          const d = decisionOf(match);
          if (d.over) break;
          playChoice(match, d.choices[randomInt(rng, d.choices.length)]!, d);
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('power 0', () => {
  beforeAll(() => {
    addCards([{
      id: 'TEST-NAUGHT', name: { ja: 'テスト', en: 'Test Naught' }, type: 'SIGNI', colors: ['white'], level: 1, power: 0,
      text: { en: [], zh: [] },
    }]);
  });

  it('a SIGNI printed with power 0 is banished by rule processing though nothing changed any power', () => {
    // Rule processing skips the power check only when no card of the game could be at 0 power.
    const m = scenario({ p1: { lrig: [C.tama1], hand: ['TEST-NAUGHT'] } });
    play(m, 'summon 1 1');
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'ener')).toEqual(['TEST-NAUGHT']);
  });
});
