import { decisionOf } from '../../../src/engine/match.js';
import { choices, decider, names, play, scenario, st, topName } from './helpers.js';

const FIRE = 1, WATER = 2, LIGHT = 8, DARK = 16;
const defenders = ['Tyrra', "Lil' Black Dragon", 'Pierdra', 'Plessie', 'Golden Egg']; // defense 200 200 300 500 0

describe('attack declaration', () => {
  it('offers monsters whose attribute or sub-attribute matches a combo and that have an attack for the count', () => {
    const m = scenario({
      step: 'declare', combos: 1, comboKinds: FIRE | LIGHT,
      p1: {
        stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Tyrra'], ['Golden Egg', 'Diagoldos', 'Armored Blade Dragon, Diagoldos'], ['Golden Egg']],
        tapped: [1],
      },
    });
    // Red Dragon (fire, tapped: may still attack), not Lil' Black Dragon (dark), not Tyrra (no 1-combo attack),
    // Armored Blade Dragon (fire/light), never the Golden Egg.
    expect(choices(m)).toEqual(['attack 1', 'attack 4', 'attack all', 'done']);
    play(m, 'attack all');
    expect(st(m).attackers).toEqual([{ stack: 0, attack: 100, damage: 1 }, { stack: 3, attack: 100, damage: 1 }]);
  });

  it('uses the row of the turn total and its extra damage', () => {
    const m = scenario({ step: 'declare', combos: 5, comboKinds: FIRE | WATER | DARK | LIGHT | 4, p1: { stacks: [["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon', 'Meteor Volcano Dragon'], ['Pierdra'], ['Tyrra'], ["Lil' Black Dragon"], ['Golden Egg']] } });
    play(m, 'attack 1');
    expect(st(m).attackers[0]).toEqual({ stack: 0, attack: 800, damage: 2 });
  });

  it('lets the attacker choose a subset', () => {
    const m = scenario({ step: 'declare', combos: 2, comboKinds: FIRE | DARK, p2: { team: defenders } });
    play(m, 'attack 3', 'done'); // Tyrra only
    expect(decider(m)).toBe(1);
    expect(st(m).attackers.map((a) => a.stack)).toEqual([2]);
  });
});

describe('guard declaration and damage', () => {
  const attackWith = (stack: string[], combos: number, p2: object = {}) =>
    scenario({ step: 'declare', combos, comboKinds: FIRE, p1: { stacks: [stack, ["Lil' Black Dragon"], ['Pierdra'], ['Golden Egg'], ['Golden Egg']] }, p2: { team: defenders, ...p2 } });

  it('guards with several monsters whose total defense reaches the attack; they are tapped', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon'], 3); // attack 400
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['guard 1 1', 'guard 1 2', 'guard 1 3', 'guard 1 4', 'take 1']);
    play(m, 'guard 1 1'); // 200 < 400: keep adding
    expect(choices(m)).toEqual(['guard 1 2', 'guard 1 3', 'guard 1 4', 'take 1']);
    play(m, 'guard 1 3'); // 200 + 300 >= 400: guarded
    const p2 = st(m).players[1]!;
    expect(p2.tapped).toEqual([true, false, true, false, false]);
    expect(p2.life).toHaveLength(5);
  });

  it('taps guards only when the guard completes; taking the damage releases them', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon'], 3); // attack 400
    play(m, 'attack 1', 'guard 1 1', 'take 1');
    expect(st(m).players[1]!.tapped).toEqual([false, false, false, false, false]);
    expect(st(m).players[1]!.life).toHaveLength(4);
  });

  it('offers no guard that cannot reach the attack', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon', 'Meteor Volcano Dragon'], 6, { tapped: [4] }); // 1000 vs 200+200+300
    play(m, 'attack 1'); // "take 1" is the only answer, so it is taken without asking
    expect(st(m).players[1]!.life).toHaveLength(3); // 1 + 1 extra at 6 combos
    expect(m.moves.map((x) => x.choice)).toEqual(['attack 1']);
  });

  it('an unguarded attack deals 1 + extra damage: each point moves the bottom life card to hand', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon', 'Meteor Volcano Dragon'], 5, { life: ['Titan', 'Gigas', 'Dragon Knight', 'Dragon Knight', 'Dragon Knight'] });
    play(m, 'attack 1', 'take 1');
    const p2 = st(m).players[1]!;
    expect(p2.life).toHaveLength(3);
    expect(names(p2.hand).slice(0, 2)).toEqual(['Titan', 'Gigas']); // then P2's turn draws 1 more
  });

  it('life 0 at the end of the attack phase loses', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon', 'Meteor Volcano Dragon'], 5, { life: ['Titan'] });
    play(m, 'attack 1', 'take 1');
    expect(decisionOf(m)).toMatchObject({ over: true, result: { winners: [0] } });
  });

  it('a damage-type monster drawn from life may be evolved into at once', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon'], 1, {
      stacks: [["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon'], ["Lil' Black Dragon"], ['Pierdra'], ['Plessie'], ['Golden Egg']],
      tapped: [1, 2, 3, 4],
      life: ['Meteor Volcano Dragon', 'Titan'],
    });
    play(m, 'attack 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['evolve 1 on 1', 'pass']);
    play(m, 'evolve 1 on 1');
    expect(topName(m, 1, 1)).toBe('Meteor Volcano Dragon');
    expect(st(m).players[1]!.tapped[0]).toBe(false);
  });

  it('Cure drawn from life: discard 2 hand cards to recover 1 life, surviving a lethal hit', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon'], 1, {
      team: ["Lil' Green Dragon", 'Tyrra', 'Pierdra', 'Plessie', 'Golden Egg'],
      tapped: [1, 2, 3, 4],
      life: ['Cure'],
      hand: ['Titan', 'Gigas', 'Red Dragon'],
      deck: ['Dragon Knight', 'Gigas'],
    });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['take 1']); // asked although nothing else fits: the hand is hidden from the attacker
    play(m, 'take 1');
    expect(choices(m)).toEqual(['skill 4', 'pass']);
    play(m, 'skill 4', 'discard 1', 'discard 1');
    const p2 = st(m).players[1]!;
    expect(names(p2.life)).toEqual(['Dragon Knight']);
    expect(names(p2.discard)).toEqual(['Titan', 'Gigas', 'Cure']);
    expect(decisionOf(m).over).toBe(false); // life came back within the phase
  });

  it('a defense skill makes a monster active during the guard step', () => {
    const m = attackWith(["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon'], 3, { tapped: [1, 2, 3, 4], hand: ['Defensive Stance'] });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['take 1', 'skill 1']);
    play(m, 'skill 1', 'target 4'); // Plessie (500) becomes active
    expect(choices(m)).toEqual(['guard 1 4', 'take 1']);
    play(m, 'guard 1 4');
    expect(st(m).players[1]!.life).toHaveLength(5);
  });

  it('handles several attackers one at a time, in the order the defender picks', () => {
    const m = scenario({ step: 'declare', combos: 2, comboKinds: FIRE | DARK, p1: { team: ['Tyrra', "Lil' Black Dragon", 'Pierdra', 'Golden Egg', 'Golden Egg'] }, p2: { team: defenders } });
    play(m, 'attack all'); // nothing left to declare: "done" is automatic
    expect(choices(m)).toContain('take 2');
    play(m, 'take 2', 'guard 1 4', 'take 3');
    expect(st(m).players[1]!.life).toHaveLength(3);
  });
});

describe('recovery phase', () => {
  it('the resolved column keeps only its top card and the hand is cut to 7', () => {
    const m = scenario({
      step: 'dropAdd',
      p1: { hand: ['Tyran', 'Titan', 'Titan', 'Titan', 'Gigas', 'Gigas', 'Gigas', 'Dragon Knight', 'Dragon Knight'], columns: [['Red Dragon', 'Tyran', 'Volcano Dragon'], ['Gigas', 'Titan'], ['Titan']], deck: [] },
    });
    play(m, 'pass'); // fire combo in column 1; nothing can attack at 1 combo
    expect(choices(m)).toHaveLength(9);
    play(m, 'discard 1', 'discard 1');
    const p1 = st(m).players[0]!;
    expect(names(p1.columns[0]!)).toEqual(['Volcano Dragon']);
    expect(p1.columns[1]).toHaveLength(2);
    expect(p1.hand).toHaveLength(7);
    expect(names(p1.discard)).toEqual(['Red Dragon', 'Tyran', 'Tyran', 'Titan']);
    expect(st(m).seat).toBe(1);
  });
});
