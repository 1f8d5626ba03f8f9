/** Why a move is illegal: the rule and its topic, in English and Chinese, from the same checks `decision` uses. */
import { IllegalChoiceError } from '../../../src/engine/errors.js';
import { setContentLang } from '../../../src/engine/i18n.js';
import { decisionOf, playChoice, type Match } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';
import type { WixossState } from '../../../src/games/wixoss/state.js';
import { CARD, choices, play, scenario } from './helpers.js';

afterEach(() => setContentLang('en'));

/** The reason in both languages; the move must really be illegal there. */
function why(make: () => Match, choice: string): { en?: string; zh?: string } {
  const out: { en?: string; zh?: string } = {};
  for (const lang of ['en', 'zh'] as const) {
    setContentLang(lang);
    const match = make();
    expect(choices(match)).not.toContain(choice);
    out[lang] = game.explain!(match.state as WixossState, choice);
  }
  setContentLang('en');
  return out;
}

const main = (p1: Parameters<typeof scenario>[0]['p1']) => () => scenario({ p1 });

describe('WIXOSS explain', () => {
  it('summon: a SIGNI above the LRIG level', () => {
    const r = why(main({ lrig: [CARD.tama2], hand: [CARD.caliburn] }), 'summon 1 1');
    expect(r.en).toBe('a level 3 SIGNI needs your LRIG at level 3 or more (yours is level 2) (rules: turn)');
    expect(r.zh).toBe('等级3的精灵需要分身等级至少为3（你的分身为2级）（规则：turn）');
  });

  it('summon: the total of levels above the limit', () => {
    const r = why(main({ lrig: [CARD.tama2], signi: [CARD.flamber, CARD.flamber, null], hand: [CARD.flamber] }), 'summon 1 3');
    expect(r.en).toBe("your SIGNI's levels would add up to 6, more than your LRIG's limit 5 (rules: turn)");
    expect(r.zh).toContain('超过分身的界限5');
  });

  it('summon: an occupied zone', () => {
    const r = why(main({ lrig: [CARD.tama3], signi: [CARD.kukri, null, null], hand: [CARD.bonya] }), 'summon 1 1');
    expect(r.en).toBe('SIGNI zone 1 is taken: pick an empty zone or trash that SIGNI first (trash signi 1) (rules: turn)');
    expect(r.zh).toContain('精灵区1已有精灵');
  });

  it('summon: not a SIGNI, a hand card that is not there, identical cards, and the move shape', () => {
    expect(why(main({ hand: [CARD.getBible] }), 'summon 1 1').en).toBe('Get Bible is a SPELL, not a SIGNI (rules: turn)');
    // A number none of the legal moves has there: the engine names the ones they have (engine/moves/explain-shape.ts).
    expect(why(main({ hand: [CARD.kukri] }), 'summon 4 1').en).toBe('hand card: 4 is not possible now; choose 1');
    expect(why(main({ hand: [CARD.kukri, CARD.kukri] }), 'summon 2 1').zh).toBe('第2张与第1张是同一种卡：相同的卡只列出一次，编号为1');
    expect(why(main({ hand: [CARD.kukri] }), 'summon 1 4').en).toBe('zone 1-3: 4 is not possible now; choose 1–3');
    const shape = why(main({ hand: [CARD.kukri] }), 'summon 1');
    expect(shape.en).toBe('the move is written "summon <hand card> <zone 1-3>"');
    expect(shape.zh).toBe('着法格式为 "summon <手牌编号> <区域1-3>"');
  });

  it('spell and ARTS: the cost cannot be paid', () => {
    const r = why(main({ hand: [CARD.firePillar] }), 'spell 1');
    expect(r.en).toBe('your ener zone cannot pay 1 red for Roaring Fire Pillar (rules: damage)');
    expect(r.zh).toBe('你的能量区无法为轰音火柱支付红×1（规则：damage）');
    const arts = why(main({ lrigDeck: [CARD.rococo], ener: [CARD.kukri] }), 'arts 1');
    expect(arts.en).toContain('cannot pay 3 white + 2 colorless for Rococo Boundary');
  });

  it('ARTS: the timing printed on the card', () => {
    const r = why(main({ lrigDeck: [CARD.baroque], ener: [CARD.kukri, CARD.kukri] }), 'arts 1');
    expect(r.en).toBe('Baroque Defense is used only at: attack phase (rules: attack)');
    expect(r.zh).toBe('巴洛克防御只能在以下时机使用：攻击阶段（规则：attack）');
  });

  it('grow: another LRIG type, the level rule of each era', () => {
    const grow = (modern: boolean, lrigDeck: string[]) => () => scenario({ phase: 'grow', modern, p1: { lrig: [CARD.tama1], lrigDeck: [...lrigDeck, CARD.tama2], ener: [CARD.kukri, CARD.kukri, CARD.kukri] } });
    expect(why(grow(false, [CARD.hanayo2]), 'grow 1').en).toBe("Hanayo-Two is not of your LRIG's type (Tama) (rules: turn)");
    expect(why(grow(false, [CARD.hanayo2]), 'grow 1').zh).toBe('花代·贰与你的分身类型（小玉）不同（规则：turn）');
    expect(why(grow(true, [CARD.tama3]), 'grow 1').en).toBe('modern rules: you grow exactly one level up, to level 2 (rules: modern)');
  });

  it('attack: outside the attack phase, the first turn, a downed SIGNI, the LRIG before the SIGNI step', () => {
    expect(why(main({ signi: [CARD.kukri, null, null] }), 'attack 1').en).toBe(
      'SIGNI attack in the SIGNI attack step and the LRIG in the LRIG attack step of your attack phase (rules: attack)');
    expect(why(() => scenario({ turn: 1, p1: { signi: [CARD.kukri, null, null] } }), 'attack 1').zh).toBe('先攻方在游戏第一回合跳过攻击阶段（规则：attack）');
    const step = () => scenario({ phase: 'signiAttack', p1: { signi: [CARD.kukri, CARD.bonya, null], down: [true, false, false] } });
    expect(why(step, 'attack 1').en).toBe('Kukri, Small Sword is down (it attacked already or was downed) (rules: attack)');
    expect(why(step, 'attack 1').zh).toBe('小剑 库克力已横置（已经攻击过或被横置）（规则：attack）');
    expect(why(step, 'attack 3').en).toBe('SIGNI zone 3 is empty (rules: attack)');
    expect(why(step, 'attack lrig').en).toBe('the LRIG attacks after the SIGNI attack step: `pass` to get there (rules: attack)');
  });

  it('guard: a card without the Guard icon; a pending question comes first', () => {
    const guard = () => {
      const match = scenario({ phase: 'lrigAttack', p2: { hand: [CARD.kukri, CARD.servantO] } });
      play(match, 'attack lrig');
      return match;
    };
    expect(why(guard, 'guard 1').en).toBe('Kukri, Small Sword has no Guard icon (rules: attack)');
    expect(why(guard, 'guard 1').zh).toBe('小剑 库克力没有防御图标（规则：attack）');
    const r = why(guard, 'summon 1 1');
    expect(r.en).toBe('no "summon <hand card> <zone 1-3>" move is legal now (The LRIG attacks you: guard?; moves: "guard <hand card> / no guard")');
    expect(r.zh).toMatch(/^现在没有合法的 "summon <手牌编号> <区域1-3>" 着法（分身向你攻击：防御吗？；可用：/);
  });

  it('trash: modern rules allow one trash action per main phase', () => {
    const make = () => {
      const match = scenario({ modern: true, p1: { signi: [CARD.kukri, CARD.bonya, null] } });
      play(match, 'trash signi 1', 'done');
      return match;
    };
    expect(why(make, 'trash signi 2').en).toBe('modern rules: trashing SIGNI is one action per main phase (it may trash several) (rules: modern)');
  });

  it('the engine passes the reason on with the legal moves', () => {
    const match = scenario({ p1: { lrig: [CARD.tama2], hand: [CARD.caliburn] } });
    let error: unknown;
    try {
      playChoice(match, 'summon 1 1');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalChoiceError);
    expect((error as Error).message).toContain('needs your LRIG at level 3');
  });

  it('junk never throws; an unknown word gets no reason', () => {
    const match = scenario({ p1: { hand: [CARD.kukri], signi: [CARD.bonya, null, null] } });
    const s = match.state as WixossState;
    for (const junk of ['', ' ', 'x', 'summon', 'summon a b', 'summon 0 0', 'summon 99999 1', 'summon -1 2', 'pay', 'pay 0', 'target -1', 'attack 4 4',
      'trash 1', 'trash signi', 'act 9', 'act lrig', 'arts 1', 'grow 1', 'guard 1', 'lrig 1', 'keep', 'burst', 'pick wd01-013', '🙂 summon', 'summon 1 1 1']) {
      expect(() => game.explain!(s, junk)).not.toThrow();
    }
    expect(game.explain!(s, 'hello')).toBeUndefined();
    expect(decisionOf(match).over).toBe(false);
  });
});
