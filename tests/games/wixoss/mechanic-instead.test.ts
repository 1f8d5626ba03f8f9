/**
 * "If your LRIG is <colour> and you have 2 or fewer life cloth, instead ..." (the WX06 LR ARTS): condition `not`
 * keeps the plain part from happening while the stronger part applies, and only the part that applies picks targets.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { pinchDefense: 'WX06-002', fireFortune: 'WX06-003', dontEscape: 'WX06-004', vanishMist: 'WX06-005', ancientGate: 'WX06-006' } as const;
const LOW = [C.kukri, C.kukri];
const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('Interwoven Fire and Fortune (red)', () => {
  const opp = { lrig: [C.hanayo4], signi: [C.kukri, C.caliburn, C.volcano] };
  it('plain: banish 1 opposing SIGNI of power 8000 or less (a white LRIG, or more than 2 life cloth)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [X.fireFortune], ener: [C.iron, C.iron] }, p2: opp });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.caliburn, C.volcano]);
  });
  it('red LRIG and 2 life cloth: up to 2 opposing SIGNI of power 15000 or less instead', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], life: LOW, lrigDeck: [X.fireFortune], ener: [C.iron, C.iron] }, p2: opp });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3', 'done']);
    play(m, 'target 2', 'target 3');
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']);
  });
  it('2 life cloth but a white LRIG: only the plain part', () => {
    const m = scenario({ p1: { lrig: [C.tama3], life: LOW, lrigDeck: [X.fireFortune], ener: [C.iron, C.iron] }, p2: opp });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
  });
});

describe("Don't Escape (blue, attack phase)", () => {
  it('plain: down 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], lrigDeck: [X.dontEscape], ener: [C.sc, C.sc], signi: [C.sc] }, p2: { lrig: [C.hanayo4], signi: [C.kukri, C.iron, null] } });
    play(m, 'pass', 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(st(m).players[1]!.signiDown).toEqual([false, true, false]);
  });
  it('blue LRIG and 2 life cloth: up to 2 instead', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], life: LOW, lrigDeck: [X.dontEscape], ener: [C.sc, C.sc], signi: [C.sc] }, p2: { lrig: [C.hanayo4], signi: [C.kukri, C.iron, null] } });
    play(m, 'pass', 'arts 1', 'pay auto', 'target 1', 'target 2');
    expect(st(m).players[1]!.signiDown).toEqual([true, true, false]);
  });
});

describe('Vanish Like Mist (green)', () => {
  it('plain: banish 1 opposing SIGNI of power 15000 or more', () => {
    const m = scenario({ p1: { lrig: [C.midori3], lrigDeck: [X.vanishMist], ener: [C.hyakko, C.hyakko, C.hyakko] }, p2: { lrig: [C.hanayo4], signi: [C.caliburn, C.volcano, null] } });
    st(m).mods.push({ inst: st(m).players[1]!.signi[1]!, add: 3000 });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
  });
  it('green LRIG and 2 life cloth: up to 2 of power 10000 or more instead', () => {
    const m = scenario({ p1: { lrig: [C.midori3], life: LOW, lrigDeck: [X.vanishMist], ener: [C.hyakko, C.hyakko, C.hyakko] }, p2: { lrig: [C.hanayo4], signi: [C.caliburn, C.volcano, C.kukri] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'done']);
    play(m, 'target 1', 'target 2');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', C.kukri]);
  });
});

describe('Ancient Gate (black)', () => {
  it('plain: 1 opposing SIGNI gets -12000 (at 0 it is banished, seed rules)', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], lrigDeck: [X.ancientGate], ener: [C.succu, C.succu, C.succu] }, p2: { lrig: [C.hanayo4], signi: [C.volcano, C.caliburn, null] } });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.volcano]);
    expect(zone(m, 1, 'signi')).toEqual(['-', C.caliburn, '-']);
  });
  it('black LRIG and 2 life cloth: up to 2 get -15000 each instead', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], life: LOW, lrigDeck: [X.ancientGate], ener: [C.succu, C.succu, C.succu] }, p2: { lrig: [C.hanayo4], signi: [C.volcano, C.caliburn, null] } });
    st(m).mods.push({ inst: st(m).players[1]!.signi[0]!, add: 5000 });
    expect(power(m, 1, 0)).toBe(17000);
    play(m, 'arts 1', 'pay auto', 'target 1', 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    expect(power(m, 1, 0)).toBe(2000);
  });
});

describe("Pinch Defense (white, the opponent's attack phase)", () => {
  const setup = (life?: string[]) => scenario({
    active: 1, phase: 'artsOpp',
    p1: { lrig: [C.tama3], lrigDeck: [X.pinchDefense], ener: [C.kukri, C.kukri], ...(life ? { life } : {}) },
    p2: { lrig: [C.hanayo3], signi: [C.caliburn, C.flamber, null] },
  });
  it('plain: the opposing LRIG cannot attack this turn; their SIGNI still may', () => {
    const m = setup();
    play(m, 'arts 1', 'pay auto');
    expect(st(m).phase).toBe('signiAttack');
    expect(choices(m)).toEqual(['attack 1', 'attack 2', 'pass']);
    play(m, 'pass');
    // Without the ARTS the LRIG attack step asks `attack lrig`; with it the turn goes on to the next player.
    expect(st(m).phase).toBe('ener');
    const control = setup();
    play(control, 'pass', 'pass');
    expect(choices(control)).toEqual(['attack lrig', 'pass']);
  });
  it('white LRIG and 2 life cloth: the LRIG and 1 SIGNI of their choice cannot attack', () => {
    const m = setup(LOW);
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(choices(m)).toEqual(['attack 1', 'pass']);
  });
});

describe('the rulings of these cards', () => {
  it('are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    for (const words of ['The WX06 LR ARTS', 'Dark Matter:', 'Twisted Dance', 'Luciferl', 'Ariton:', 'Yuzuki-Fourth Warning:', 'Divine Grace', 'Iona, Ultima/Maiden:']) expect(rulings(RULES)).toContain(words);
    for (const words of ['WX06 的LR技艺', '黑暗物质：', '炎坏之舞杯', '路西法', '阿里通：', '游月・四戎：', '天佑神助', '究极/少女 伊绪奈：']) expect(rulings(RULES_ZH)).toContain(words);
  });
});
