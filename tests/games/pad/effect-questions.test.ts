/**
 * Issue 42: an effect's question names the card and says what happens with the card's values, in English and in
 * Chinese, never the ops reference ("evolve 1 monster of an attribute from hand for `discount` less").
 */
import { withContentLang } from '../../../src/engine/i18n.js';
import { decisionOf, type Match } from '../../../src/engine/match.js';
import { play, scenario } from './helpers.js';

/** The open question in English and in Chinese. */
function asked(m: Match): [string, string] {
  const read = () => {
    const d = decisionOf(m);
    return d.over ? 'over' : d.prompt;
  };
  return [read(), withContentLang('zh', read)];
}

const pay1 = [['Gigas', 'Gigas'], ['Gigas'], ['Titan']];

describe('effect questions in words from the card', () => {
  it('Rubylit: the attribute and the discount it gives', () => {
    const m = scenario({ p1: { hand: ['Rubylit', 'Minerva'], columns: pay1 } });
    play(m, 'skill 1');
    expect(asked(m)).toEqual(['Rubylit: evolve a fire monster from your hand, paying 1 less', '红宝石莉特：从手牌进化1只火属性怪兽，费用减1']);
  });

  it('Ruby Dragon: a card of the attribute, evolved or used as a skill', () => {
    const m = scenario({ p1: { hand: ['Ruby Dragon', 'Flame Breath', 'Minerva'], columns: pay1 } });
    play(m, 'skill 1');
    expect(asked(m)).toEqual(['Ruby Dragon: use a fire card from your hand, paying 1 less: evolve into it or use it as a skill',
      '红宝石龙：使用手牌中1张火属性卡，费用减1：进化成它，或作为技能使用']);
  });

  it("Blizzard Breath: which of the opponent's monsters it can roll", () => {
    const m = scenario({ p1: { team: ['Plessie', "Lil' Red Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'], hand: ['Blizzard Breath'], columns: pay1 } });
    play(m, 'skill 1');
    expect(asked(m)).toEqual(["Blizzard Breath: roll (tap) one of the opponent's active monsters with 600 defense or less",
      '暴风雪吐息：横置对手的1只活动的怪兽（防御力600以下）']);
  });

  it('Dragon Plant: the type of card it takes back', () => {
    const m = scenario({ p1: { team: ['Dryad', "Lil' Red Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'], hand: ['Dragon Plant'], discard: ['Red Dragon', 'Tyrra', 'Gigas'], columns: pay1 } });
    play(m, 'skill 1');
    expect(asked(m)).toEqual(['Dragon Plant: take a dragon monster from your discard pile into your hand', '龙之草：从你的弃牌区拿1只龙系怪兽加入手牌']);
  });

  it("Guard Break: the opponent's monster and the change", () => {
    const m = scenario({ p1: { team: ['Dryad', "Lil' Red Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'], hand: ['Guard Break'], columns: pay1 } });
    play(m, 'skill 1');
    expect(asked(m)).toEqual(["Guard Break: give one of the opponent's monsters -200 defense this turn", '破防：本回合对手的1只怪兽防御力-200']);
  });
});
