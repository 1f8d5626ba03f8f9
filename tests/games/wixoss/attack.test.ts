/** Spec "Attack phase" and "Damage, crush, Life Burst" and the Lancer ruling. */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';
import { decisionOf } from '../../../src/engine/match.js';

describe('SIGNI attack step', () => {
  it('attacker power >= blocker power banishes the blocker to its owner\'s ener; lower does nothing; empty zone is 1 damage', () => {
    const m = scenario({
      p1: { signi: [C.caliburn, C.kukri, C.flamber] },
      p2: { signi: [C.flamber, C.caliburn, null], life: [C.kukri, C.kukri] },
    });
    play(m, 'pass'); // to the attack phase; no ARTS, so straight to SIGNI attacks
    expect(choices(m)).toEqual(['attack 1', 'attack 2', 'attack 3', 'pass']);
    play(m, 'attack 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.caliburn, '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
    expect(st(m).players[0]!.signiDown).toEqual([true, false, false]);
    play(m, 'attack 2');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.caliburn, '-']);
    expect(zone(m, 0, 'signi')).toEqual([C.caliburn, C.kukri, C.flamber]); // the attacker is never harmed
    play(m, 'attack 3');
    expect(st(m).players[1]!.life).toHaveLength(1);
    expect(zone(m, 1, 'ener')).toEqual([C.flamber, C.kukri]); // crushed card without burst goes to ener
    expect(choices(m)).toEqual(['attack lrig', 'pass']);
  });

  it('equal power banishes the blocker', () => {
    const m = scenario({ p1: { signi: [C.flamber] }, p2: { signi: [C.cosmo] } });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'ener')).toEqual([C.cosmo]);
  });

  it('a SIGNI may attack on the turn it was summoned; a downed SIGNI cannot attack', () => {
    const m = scenario({ p1: { lrig: [C.tama2], hand: [C.kukri], signi: [null, C.kukri], down: [false, true] } });
    play(m, 'summon 1 1', 'pass');
    expect(choices(m)).toEqual(['attack 1', 'pass']);
  });
});

describe('LRIG attack step', () => {
  it('the defender may guard by discarding a Guard card, which stops the attack', () => {
    const m = scenario({ p2: { hand: [C.kukri, C.servantO] } });
    play(m, 'pass');
    play(m, 'attack lrig');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['guard 2', 'no guard']);
    play(m, 'guard 2');
    expect(zone(m, 1, 'trash')).toEqual([C.servantO]);
    expect(st(m).players[1]!.life).toHaveLength(7);
    expect(st(m).players[0]!.lrigDown).toBe(true);
  });

  it('without a guard the defender takes 1 damage', () => {
    const m = scenario({ p2: { hand: [C.kukri] } });
    play(m, 'pass', 'attack lrig');
    expect(choices(m)).toEqual(['no guard']);
    play(m, 'no guard');
    expect(st(m).players[1]!.life).toHaveLength(6);
  });

  it('an LRIG that cannot attack this turn is not offered', () => {
    const m = scenario({});
    const s = st(m);
    s.mods.push({ inst: s.players[0]!.lrig[0]!, noAttack: true });
    play(m, 'pass');
    expect(st(m).active).toBe(1);
  });
});

describe('damage, crush and Life Burst', () => {
  it('the crushed card goes to the check zone; its owner may use the Life Burst; then it goes to ener', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.servantO], deck: [C.iron, C.iron] } });
    play(m, 'pass', 'attack 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['burst', 'no burst']);
    // The question says what the burst does.
    expect((decisionOf(m) as { prompt: string }).prompt).toBe('Life Burst of Servant O: ener charge 1. Use it?');
    expect(zone(m, 1, 'check')).toEqual([C.servantO]);
    play(m, 'burst');
    expect(zone(m, 1, 'ener')).toEqual([C.iron, C.servantO]);
    expect(zone(m, 1, 'check')).toEqual([]);
  });

  it('the Life Burst is optional', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.servantO], deck: [C.iron] } });
    play(m, 'pass', 'attack 1', 'no burst');
    expect(zone(m, 1, 'ener')).toEqual([C.servantO]);
    expect(zone(m, 1, 'deck')).toEqual([C.iron]);
  });

  it('a Life Burst can be used even when its limiting condition fails', () => {
    // Romail is "Tama only"; Bob's LRIG is Hanayo.
    const m = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [C.romail] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 2');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
  });

  it('damage with no life cloth left loses the game', () => {
    const m = scenario({ p2: { life: [], hand: [] } });
    play(m, 'pass', 'attack lrig', 'no guard');
    const d = decisionOf(m);
    expect(d.over && d.result.winners).toEqual([0]);
  });
});

describe('Lancer (seed-era ruling)', () => {
  it('a Lancer SIGNI that banishes in battle crushes the top life cloth; its Life Burst may be used', () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [C.misuzaku] }, p2: { signi: [C.kukri], life: [C.servantO, C.iron], deck: [C.iron] } });
    const s = st(m);
    s.mods.push({ inst: s.players[0]!.signi[0]!, add: 2000 }); // 10000: Misuzaku gains Lancer
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'no burst');
    expect(st(m).players[1]!.life).toHaveLength(1);
  });

  it('without Lancer (power below 10000) there is no crush', () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [C.misuzaku] }, p2: { signi: [C.kukri] } });
    play(m, 'pass', 'attack 1');
    expect(st(m).players[1]!.life).toHaveLength(7);
  });

  it('a Lancer crush with no life cloth left does not win the game (an effect crush never wins)', () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [C.misuzaku] }, p2: { signi: [C.kukri], life: [] } });
    const s = st(m);
    s.mods.push({ inst: s.players[0]!.signi[0]!, add: 2000 });
    play(m, 'pass', 'attack 1');
    expect(decisionOf(m).over).toBe(false);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
  });
});
