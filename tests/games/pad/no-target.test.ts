/**
 * Issue 44: a skill is nothing but its effect, so it is offered only while that effect has something to act on.
 * Each case shows the skill withheld with nothing to act on (and why, when typed), then offered once there is.
 */
import { game } from '../../../src/games/pad/index.js';
import { setContentLang } from '../../../src/engine/i18n.js';
import { choices, play, scenario, st, names, type SeatSetup } from './helpers.js';

const FIRE = 1;
/** Default drop area: one card per column, so nothing can pay a cost and no card may leave a column. */
const twoCards = [['Gigas', 'Titan'], ['Gigas', 'Dragon Knight'], ['Titan']];
const skills = (m: ReturnType<typeof scenario>) => choices(m).filter((c) => c.startsWith('skill'));
const why = (m: ReturnType<typeof scenario>, move: string) => game.explain!(st(m), move);
const withheld = (name: string) => `${name} has nothing to act on now: its effect finds no monster or card it needs (rules: turn)`;

describe('a skill with nothing to act on is not offered', () => {
  afterEach(() => setContentLang('en'));

  it('Blizzard Breath needs an active opponent monster with 600 defense or less', () => {
    const p1: SeatSetup = { team: ['Plessie', 'Tyrra', 'Pierdra', 'Brachy', 'Golden Egg'], hand: ['Blizzard Breath'] };
    const p2 = (tapped: number[]): SeatSetup => ({ stacks: [['Titan', 'Gigas', 'Red Giant Gigas'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Brachy']], tapped });
    const m = scenario({ p1, p2: p2([2, 3, 4, 5]) }); // only Red Giant Gigas (700) is active
    expect(choices(m)).toEqual(['puzzle']);
    expect(why(m, 'skill 1')).toBe(withheld('Blizzard Breath'));
    expect(skills(scenario({ p1, p2: p2([2, 3, 4]) }))).toEqual(['skill 1']); // Brachy (400) is active
  });

  it('Intimidation needs an opponent drop card that may leave its column', () => {
    const m = scenario({ p1: { hand: ['Intimidation'] } }); // every opponent column holds one card
    expect(skills(m)).toEqual([]);
    expect(why(m, 'skill 1')).toBe(withheld('Intimidation'));
    expect(skills(scenario({ p1: { hand: ['Intimidation'] }, p2: { columns: twoCards } }))).toEqual(['skill 1']);
  });

  it('a free recycling skill looks at the discard pile as it is (Dragon Plant, Miracle, King Ruby Dragon)', () => {
    const p1 = (hand: string, discard: string[]): SeatSetup => ({ team: ["Lil' Red Dragon", "Lil' Green Dragon", "Lil' White Dragon", 'Pierdra', 'Golden Egg'], hand: [hand], discard });
    for (const [skill, useless, target] of [['Dragon Plant', ['Titan', 'Quick Boost'], 'Red Dragon'], ['Miracle', ['Red Dragon'], 'Zeus'], ['King Ruby Dragon', ['Plessie', 'Fire Orb Change'], 'Titan']] as const) {
      const m = scenario({ p1: p1(skill, [...useless]) });
      expect(skills(m)).toEqual([]);
      expect(why(m, 'skill 1')).toBe(withheld(skill));
      expect(skills(scenario({ p1: p1(skill, [...useless, target]) }))).toEqual(['skill 1']);
    }
  });

  it('a recycling skill with a cost is offered with an empty discard pile: the card paid may be the one it takes', () => {
    const m = scenario({ p1: { team: ["Lil' White Dragon", 'Tyrra', 'Pierdra', 'Plessie', 'Golden Egg'], hand: ['Light Of Mighty Healing', 'Twinlits'], columns: twoCards } });
    expect(skills(m)).toEqual(['skill 1', 'skill 2']);
    play(m, 'skill 1', 'pay 1 2'); // Gigas paid, then taken back (the only card to take: no question)
    expect(names(st(m).players[0]!.hand)).toEqual(['Twinlits', 'Gigas']);
    expect(names(st(m).players[0]!.discard)).toEqual(['Light Of Mighty Healing']);
  });

  it('Dub-Mythlit needs an evolved monster of yours, Flame Breath an evolved opponent monster (a base monster is not devolved)', () => {
    const evolved: SeatSetup = { stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']] };
    const m = scenario({ p1: { hand: ['Dub-Mythlit', 'Flame Breath'], columns: [['Gigas', 'Titan', 'Titan'], ['Gigas', 'Dragon Knight'], ['Titan']] } });
    expect(skills(m)).toEqual([]);
    expect(why(m, 'skill 1')).toBe(withheld('Dub-Mythlit'));
    expect(why(m, 'skill 2')).toBe(withheld('Flame Breath'));
    const both = scenario({ p1: { ...evolved, hand: ['Dub-Mythlit', 'Flame Breath'], columns: [['Gigas', 'Titan', 'Titan'], ['Gigas', 'Dragon Knight'], ['Titan']] }, p2: evolved });
    expect(skills(both)).toEqual(['skill 1', 'skill 2']);
  });

  it('Flame Breath does not devolve an opponent monster over 700 defense (Bowmore, 800)', () => {
    const m = scenario({ p1: { hand: ['Flame Breath'], columns: [['Gigas', 'Titan', 'Titan'], ['Gigas', 'Dragon Knight'], ['Titan']] }, p2: { stacks: [['Golden Egg', 'Ancient Water Dragon, Bowmore'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Brachy']] } });
    expect(skills(m)).toEqual([]);
  });

  it('Guard Break and Combo Boost always find a monster: every player has 5, and a skill needs one of its attribute', () => {
    const m = scenario({ p1: { team: ["Lil' Red Dragon", "Lil' Green Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'], hand: ['Guard Break', 'Combo Boost - Fire'] }, p2: { tapped: [1, 2, 3, 4, 5] } });
    expect(skills(m)).toEqual(['skill 1', 'skill 2']);
  });

  it('Poison Mist needs a card in the opponent hand', () => {
    const m = scenario({ p1: { hand: ['Poison Mist'] } });
    expect(skills(m)).toEqual([]);
    expect(why(m, 'skill 1')).toBe(withheld('Poison Mist'));
    expect(skills(scenario({ p1: { hand: ['Poison Mist'] }, p2: { hand: ['Titan'] } }))).toEqual(['skill 1']);
  });

  it('Attack Enhancement needs an Attacker monster of yours', () => {
    const m = scenario({ p1: { hand: ['Attack Enhancement'], columns: twoCards } });
    expect(skills(m)).toEqual([]);
    expect(why(m, 'skill 1')).toBe(withheld('Attack Enhancement'));
    expect(skills(scenario({ p1: { team: ['Minotaur', 'Tyrra', 'Pierdra', 'Plessie', 'Golden Egg'], hand: ['Attack Enhancement'], columns: twoCards } }))).toEqual(['skill 1']);
  });

  it('Defensive Stance in the guard step needs a tapped monster of yours', () => {
    const attack = (tapped: number[]) => {
      const m = scenario({ step: 'declare', combos: 3, comboKinds: FIRE, p1: { stacks: [["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon'], ["Lil' Black Dragon"], ['Pierdra'], ['Golden Egg'], ['Golden Egg']] }, p2: { team: ['Plessie', 'Tyrra', 'Pierdra', 'Brachy', 'Golden Egg'], tapped, hand: ['Defensive Stance'] } });
      play(m, 'attack 1');
      return m;
    };
    const none = attack([]);
    expect(skills(none)).toEqual([]);
    expect(why(none, 'skill 1')).toBe(withheld('Defensive Stance').replace('turn)', 'attack)'));
    expect(skills(attack([2]))).toEqual(['skill 1']);
  });

  it('the reason is given in Chinese too', () => {
    setContentLang('zh');
    expect(why(scenario({ p1: { hand: ['Poison Mist'] } }), 'skill 1')).toMatch(/现在没有可作用的对象/);
  });
});
