/** `explain`: the reason a typed move is illegal, from the same rule checks `decision` uses, in both languages. */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/pad/index.js';
import type { PadState } from '../../../src/games/pad/state.js';
import { choices, play, scenario, st } from './helpers.js';

const explain = (s: PadState, choice: string) => game.explain!(s, choice);

afterEach(() => setContentLang('en'));

describe('explain: main phase', () => {
  const main = () => scenario({ p1: { hand: ['Red Dragon', 'Volcano Dragon', 'Minerva', 'Sapphilit'] } });

  it('an evolution onto the wrong monster names what it evolves from and what is there', () => {
    const m = main();
    expect(choices(m)).toContain('evolve 1 on 1');
    expect(explain(st(m), 'evolve 2 on 2')).toBe("Volcano Dragon evolves from Red Dragon, but monster 2 is Lil' Black Dragon (rules: turn)");
    setContentLang('zh');
    expect(explain(st(m), 'evolve 2 on 2')).toBe('火山龙从红龙进化，但怪兽2是黑幼龙（规则：turn）');
  });

  it('a cost the drop area cannot pay (a column keeps its last card)', () => {
    const m = main();
    expect(explain(st(m), 'evolve 3 on 5')).toBe('Minerva costs 1, but your drop area can pay only 0 (a column keeps its last card) (rules: turn)');
    setContentLang('zh');
    expect(explain(st(m), 'evolve 3 on 5')).toBe('密涅瓦费用为1，但你的转珠区只能支付0（每列保留最后一张）（规则：turn）');
  });

  it('a skill without a monster of its attribute, a monster played as a skill, a hand number out of range', () => {
    const m = main();
    expect(explain(st(m), 'skill 4')).toBe('Sapphilit needs a water monster of yours in play (attribute or sub-attribute) (rules: turn)');
    expect(explain(st(m), 'skill 1')).toBe('Red Dragon is a monster: evolve with evolve H on S (rules: turn)');
    // No skill is legal now: the engine says so, with what this step takes (engine/moves/explain-shape.ts).
    expect(explain(st(m), 'skill 9')).toBe('no "skill <hand>" move is legal now (main phase: evolve, use skills, or go to the puzzle phase; moves: "evolve <hand> on <monster> / puzzle")');
    setContentLang('zh');
    expect(explain(st(m), 'skill 4')).toBe('蓝宝石莉特需要你场上有一只水属性的怪兽（属性或副属性）（规则：turn）');
    expect(explain(st(m), 'skill 9')).toMatch(/^现在没有合法的 "skill <手牌>" 着法（/);
  });

  it('once per stack per turn', () => {
    const m = scenario({ p1: { hand: ['Red Dragon', 'Volcano Dragon', 'Black Dragon'] } });
    play(m, 'evolve 1 on 1');
    expect(explain(st(m), 'evolve 1 on 1')).toBe('monster 1 has already evolved this turn (once per stack per turn) (rules: turn)');
  });

  it('a move of another phase says where it belongs', () => {
    const m = main();
    expect(explain(st(m), 'attack 1')).toBe('attacks are declared in the attack phase, after a combo in the puzzle phase (rules: attack)');
    expect(explain(st(m), 'column 2')).toBe('a column is resolved in the combo step of the puzzle phase (rules: puzzle)');
    setContentLang('zh');
    expect(explain(st(m), 'attack 1')).toBe('攻击在攻击阶段宣言，需要先在转珠阶段做出连击（规则：attack）');
  });
});

describe('explain: puzzle and attack phases', () => {
  it('a column without a combo', () => {
    const dragons = ['Red Dragon', 'Red Dragon', 'Red Dragon'];
    const m = scenario({ step: 'combo', p1: { columns: [dragons, dragons, ['Titan']] } });
    expect(choices(m)).toEqual(['column 1', 'column 2']);
    expect(explain(st(m), 'column 3')).toBe('column 3 has no combo (3 or more cards showing one kind) (rules: puzzle)');
    setContentLang('zh');
    expect(explain(st(m), 'column 3')).toBe('第3列没有连击（需要3张或以上显示同一种宝珠）（规则：puzzle）');
  });

  const declare = () =>
    scenario({
      step: 'declare', combos: 2, comboKinds: 1 << 1, // 2 combos, water only
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Blue Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']] },
      p2: { tapped: [1] },
    });

  it('an attacker whose attribute matches no combo kind, the Golden Egg, an attacker already declared', () => {
    const m = declare();
    expect(choices(m)).toEqual(['attack 2', 'done']);
    expect(explain(st(m), 'attack 1')).toBe('Red Dragon (fire) matches no combo kind made this turn (water) (rules: attack)');
    expect(explain(st(m), 'attack 5')).toBe('Golden Egg cannot attack or guard (rules: attack)');
    setContentLang('zh');
    expect(explain(st(m), 'attack 1')).toBe('红龙（火）与本回合做出的连击种类（水）都不相同（规则：attack）');
  });

  it('no attack printed for the combo count', () => {
    const m = scenario({
      step: 'declare', combos: 1, comboKinds: 1, // 1 fire combo
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Blue Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']] },
    });
    expect(explain(st(m), 'attack 3')).toBe('Tyrra has no attack printed for 1 combo (rules: attack)');
  });

  it('guards: a tapped guard, a monster that is not attacking, a monster that cannot guard', () => {
    const m = declare();
    play(m, 'attack 2'); // the only attacker: the declaration ends by itself
    expect(choices(m)).toContain('take 2');
    expect(explain(st(m), 'guard 2 1')).toBe("Lil' Red Dragon (monster 1) is tapped: only active monsters guard (rules: attack)");
    expect(explain(st(m), 'take 3')).toBe('monster 3 is not an attacker waiting for your answer (rules: attack)');
    expect(explain(st(m), 'guard 2 5')).toBe('Golden Egg cannot attack or guard (rules: attack)');
    setContentLang('zh');
    expect(explain(st(m), 'guard 2 1')).toBe('红幼龙（怪兽1）是横置的：只有活动的怪兽能防御（规则：attack）');
  });
});

describe('explain: input it cannot place', () => {
  it('answers a known verb with the wrong arguments with its written form, from the move table', () => {
    const m = scenario();
    expect(explain(st(m), 'evolve 1')).toBe(game.moves!.shapeProblem('evolve 1'));
    expect(game.moves!.shapeProblem('evolve 1')).toBe('the move is written "evolve <hand> on <monster>"');
    setContentLang('zh');
    expect(game.moves!.shapeProblem('evolve 1')).toBe('着法格式为 "evolve <手牌> on <怪兽>"');
  });

  it('returns undefined for junk and never throws', () => {
    const m = scenario({ p1: { hand: ['Red Dragon', 'Volcano Dragon'] } });
    for (const junk of ['', ' ', 'xyzzy', 'constructor', '__proto__', 'toString 1', '💥', 'evolve a on b', 'attack 99999999999999999999', 'guard -1 2', 'pay 0 0', 'take', 'swap 1 with 1 2']) {
      expect(() => explain(st(m), junk)).not.toThrow();
    }
    expect(explain(st(m), 'xyzzy')).toBeUndefined();
    expect(explain(st(m), '__proto__')).toBeUndefined();
    expect(explain(st(m), 'attack 9')).toMatch(/attack phase/);
    // More digits than a number of the game has are a typing slip: the table answers with the move's shape.
    expect(explain(st(m), 'attack 99999999999999999999')).toBe(game.moves!.shapeProblem('attack 99999999999999999999'));
    expect(game.moves!.shapeProblem('attack 99999999999999999999')).toBe('the move is written "attack <monster> / attack all"');
  });
});
