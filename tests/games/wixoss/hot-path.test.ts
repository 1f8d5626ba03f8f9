/** The speed-ups of the hot path keep the rules' answers: choice texts, remembered decisions, copies, pay masks. */
import { seedRng } from '../../../src/engine/rng.js';
import { cardDef, colorBit } from '../../../src/games/wixoss/cards/db.js';
import { game } from '../../../src/games/wixoss/index.js';
import { choiceText, lastIndex, secondWord, verbOf } from '../../../src/games/wixoss/rules/choice-text.js';
import { cloneState } from '../../../src/games/wixoss/state.js';
import { CARD as C, choices, play, scenario, st } from './helpers.js';

describe('choice texts', () => {
  it('numbered texts are built once and read back without splitting', () => {
    expect(choiceText('summon', 3)).toBe('summon 3');
    expect(choiceText(choiceText('summon', 3), 2)).toBe('summon 3 2');
    expect(choiceText('pay', 12)).toBe(choiceText('pay', 12));
    expect(verbOf('summon 3 2')).toBe('summon');
    expect(verbOf('pass')).toBe('pass');
    expect(secondWord('ener signi 2')).toBe('signi');
    expect(secondWord('declare 3')).toBe('3');
    expect(secondWord('pass')).toBe('');
    expect(lastIndex('summon 3 2')).toBe(1);
    expect(lastIndex('trash signi 3')).toBe(2);
    expect(lastIndex('pass')).toBeNaN();
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
    const copy = cloneState(s);
    game.apply(copy, 'summon 1 1');
    expect(game.decision(copy)).not.toEqual(before);
    expect(game.decision(s)).toEqual(before);
    expect(choices(m)).toContain('summon 1 1');
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
    const copy = cloneState(s);
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
