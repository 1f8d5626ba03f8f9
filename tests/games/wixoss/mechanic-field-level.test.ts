/**
 * Issue 46: WX04 Shienko, Phantom Beast: "while you have another <Sky Beast> or <Earth Beast> SIGNI on your
 * field, this SIGNI's level is 2" (constant fieldLevel; level 3 until it is on the field), and "[Green][Green]: until
 * end of turn, double the power of each of your SIGNI" (doublePowerAll). Strict scripted scenarios.
 */
import { viewOf } from '../../../src/games/wixoss/view.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { shienko: 'WX04-049', key: 'WX03-042', midori3: 'WD04-002', midori2: 'WD04-003' } as const;
const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('Shienko: its level on the field', () => {
  it('level 3 in the hand: a level 2 LRIG cannot summon it, even beside an <Earth Beast>', () => {
    const m = scenario({ p1: { lrig: [X.midori2], hand: [X.shienko], signi: [C.koalan] } });
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual([]);
  });

  it('level 2 beside another Beast: the LRIG limit counts 2, so a third level 3 SIGNI fits (3 + 2 + 3 = 8)', () => {
    const m = scenario({ p1: { lrig: [X.midori3], hand: [C.bigtatt], signi: [C.misuzaku, X.shienko] } });
    expect(viewOf(st(m), 1).players[0]!.signi[1]!.level).toBe(2);
    expect(choices(m)).toContain('summon 1 3');
    play(m, 'summon 1 3');
    expect(zone(m, 0, 'signi')).toEqual([C.misuzaku, X.shienko, C.bigtatt]);
  });

  it('beside no other Beast it is level 3: the same summon does not fit (3 + 3 + 3 = 9)', () => {
    const m = scenario({ p1: { lrig: [X.midori3], hand: [C.bigtatt], signi: [C.caliburn, X.shienko] } });
    expect(viewOf(st(m), 0).players[0]!.signi[1]!.level).toBe(3);
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual([]);
  });

  it('an opposing "level 2 or less" effect may pick it only while it is level 2', () => {
    const beside = scenario({ p1: { lrig: [C.piruluk4], signi: [X.key] }, p2: { lrig: [X.midori3], signi: [X.shienko, C.koalan] } });
    play(beside, 'act 1');
    expect(choices(beside)).toEqual(['target 1', 'target 2']);
    const alone = scenario({ p1: { lrig: [C.piruluk4], signi: [X.key] }, p2: { lrig: [X.midori3], signi: [X.shienko, C.servantO2] } });
    play(alone, 'act 1');
    expect(choices(alone)).toEqual(['target 2']);
  });
});

describe('Shienko: [Green][Green] doubles the power of each of your SIGNI until end of turn', () => {
  it('each SIGNI gets its power at that moment', () => {
    const m = scenario({ p1: { lrig: [X.midori3], ener: [C.hyakko, C.hyakko], signi: [X.shienko, C.koalan] } });
    play(m, 'act 1', 'pay auto');
    expect(power(m, 0, 0)).toBe(16000);
    expect(power(m, 0, 1)).toBe(10000);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });
});
