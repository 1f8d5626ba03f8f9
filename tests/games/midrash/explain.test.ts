/** Why a typed move is illegal: the specific rule, in both languages, checked against positions built by hand. */
import { withContentLang, type TextLang } from '../../../src/engine/i18n.js';
import { IllegalChoiceError } from '../../../src/engine/errors.js';
import { decisionOf, playChoice, type Match } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/midrash/index.js';
import { calamityNumber } from '../../../src/games/midrash/rules/solo.js';
import { botMatch, choices, edited, inst, newMatch, play, putOn, restartTurn, S, setRow, stackDeck } from './helpers.js';

/** The reason for a move that must not be legal now. */
function why(m: Match, choice: string, lang: TextLang = 'en'): string | undefined {
  expect(choices(m)).not.toContain(choice);
  return withContentLang(lang, () => game.explain!(S(m), choice));
}

describe('explain: the main phase', () => {
  it('Set and Summon come from an effect, not straight from the main phase', () => {
    const m = newMatch(2);
    expect(why(m, 'summon 1')).toBe('Set and Summon come from an effect: activate one first, e.g. the character\'s "use char 1" (rules: turn)');
    expect(why(m, 'set golem 2', 'zh')).toBe('设置和召唤来自效果：先启动一个效果，例如角色的 "use char 1"（规则：turn）');
  });

  it('an effect that costs more MANA than you have', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 1);
    expect(why(m, 'use char 2')).toBe('it costs 3 MANA and you have 1 (rules: turn)');
    expect(why(m, 'use char 2', 'zh')).toBe('需要 3 MANA，你只有 1（规则：turn）');
  });

  it('an effect already used this turn, and one the character does not have', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'set golem 3']);
    expect(why(m, 'use char 1')).toMatch(/once per turn .*\(rules: turn\)$/);
    expect(why(m, 'use char 1', 'zh')).toMatch(/每回合只能使用一次.*（规则：turn）$/);
    expect(why(m, 'use char 5')).toBe('the character has no activated effect 5 (see "moves")');
  });

  it('a card put on its slot this turn waits a turn; wastelands and empty slots have no effects', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 2);
    play(m, ['use char 1', 'set golem 3']);
    expect(why(m, 'use 3 1')).toBe('the top card of slot 3 was put there this turn: its activated effects wait a turn (rules: turn)');
    expect(why(m, 'use 3 1', 'zh')).toBe('位置 3 的顶牌是本回合放上的：其启动效果要等到下回合（规则：turn）');
    expect(why(m, 'use 1 1')).toBe('slot 1 is a wasteland: its cards are inactive (rules: keywords)');
    expect(why(m, 'use 2 1')).toBe('slot 2 is empty');
    expect(why(m, 'use 9 1')).toBe('slot 9 has no activated effect 1 (see "moves")');
  });

  it('Silence blocks the character\'s Set-or-Summon', () => {
    const m = newMatch(1, 'silence');
    restartTurn(m, 0, 1);
    S(m).info.silence = true;
    expect(why(m, 'use char 1')).toBe("Silence: the character's Set-or-Summon cannot be used this turn (rules: solo)");
    expect(why(m, 'use char 1', 'zh')).toBe('沉默：本回合不能使用角色的设置或召唤（规则：solo）');
  });

  it('raising a magic level that is at its maximum does nothing, so it is not offered', () => {
    const m = newMatch(2);
    S(m).seats[0]!.magic = 3;
    restartTurn(m, 0, 3);
    expect(why(m, 'use char 2')).toBe('your magic level is already at its maximum of 3 (rules: turn)');
  });

  it('a move of another step says what is asked now', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 1);
    play(m, ['use char 1']);
    // The engine says it from the legal moves (engine/moves/explain-shape.ts): what is asked, the forms it takes.
    expect(why(m, 'end')).toBe('no "end" move is legal now (resolve the effect; moves: "set <kind> <slot>")');
    expect(why(m, 'end', 'zh')).toBe('现在没有合法的 "end" 着法（结算该效果；可用："set <种类> <位置>"）');
  });
});

describe('explain: Set, Summon, holy war', () => {
  it('Set: the cost, wastelands and unknown kinds', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 1);
    play(m, ['use char 1']);
    expect(why(m, 'set stone 3')).toBe("Philosopher's Stone costs 2 MANA and you have 1 (rules: keywords)");
    expect(why(m, 'set stone 3', 'zh')).toBe('贤者之石需要 2 MANA，你只有 1（规则：keywords）');
    expect(why(m, 'set golem 1')).toBe('slot 1 is a wasteland: nothing can be put on it (rules: keywords)');
    expect(why(m, 'set dragon 2')).toBe('kind: dragon is not possible now; choose golem, altar'); // the kinds that can be set now
    expect(why(m, 'set golem')).toBe('the move is written "set <kind> <slot>"');
    expect(why(m, 'set golem', 'zh')).toBe('着法格式为 "set <种类> <位置>"');
  });

  it('Summon: the level needs the magic level (a Study adds 1)', () => {
    const m = newMatch(2);
    S(m).seats[0]!.magic = 1;
    restartTurn(m, 0, 1);
    play(m, ['use char 1']);
    expect(why(m, 'summon 3')).toBe('summoning from level 3 needs magic level 3; yours counts as 1 (+1 with a Study) (rules: keywords)');
    expect(why(m, 'summon 3', 'zh')).toBe('从等级 3 召唤需要魔术等级 3；你的视为 1（有书房时+1）（规则：keywords）');
    expect(why(m, 'summon 7')).toBe('level: 7 is not possible now; choose 1');
  });

  it('an effect that only sets cannot summon', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('sid'));
    restartTurn(m, 0, 1);
    play(m, ['use 2 1']);
    expect(why(m, 'summon 1')).toBe('this effect sets; it does not summon (rules: keywords)');
  });

  it('take: revealed enemies are fought, not taken; a card you cannot pay for', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('ramiel'));                  // attack 5: beats a Vanguard of 5
    stackDeck(s, 2, inst('vanguard', 0), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 2);
    play(m, ['use char 1', 'summon 2']);
    // The Vanguard was beaten and discarded; Gabriel and Zu wait.
    expect(decisionOf(m).over || choices(m)).toContain('take 1 3');
    putOn(s, 0, 3, inst('michael'));
    s.reveal!.cards.unshift(inst('vanguard', 1));
    edited(m);
    expect(why(m, 'take 1 3')).toBe('revealed card 1 is an enemy: enemies fight a holy war and cannot be taken (rules: keywords)');
    expect(why(m, 'take 1 3', 'zh')).toBe('翻开的第 1 张牌是敌人：敌人要进行圣战，不能取得（规则：keywords）');
    // A level 1 card is still paid for with 1 MANA, so the question stays open.
    s.reveal!.cards.push(inst('sid'));
    s.seats[0]!.mana = 1;
    edited(m);
    expect(why(m, 'take 2 3')).toBe('Gabriel costs 2 MANA and you have 1 (rules: keywords)');
    expect(why(m, 'take 5 3')).toBe('card: 5 is not possible now; choose 4');
  });
});

describe('explain: effects with targets', () => {
  it('Hila: another player\'s slot worth at most 1 wisdom, never your own', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('hila'));
    putOn(s, 1, 1, inst('zu'));
    putOn(s, 1, 3, inst('raphael'));
    restartTurn(m, 0);
    expect(choices(m)).toEqual(['waste 2 3', 'waste 2 4']);
    expect(why(m, 'waste 2 2')).toBe('this effect wastelands only a slot worth at most 1 wisdom; that one has 2 (rules: rulings)');
    expect(why(m, 'waste 2 2', 'zh')).toBe('该效果只能荒地化睿智不超过 1 的位置；那个位置有 2（规则：rulings）');
    expect(why(m, 'waste 1 3')).toBe("the effect wastelands another player's slot, not yours (rules: keywords)");
    expect(why(m, 'waste 2 1')).toBe('slot 1 of P2 is already a wasteland (rules: keywords)');
    expect(why(m, 'waste calamity 1')).toBe('calamities are only in solo games (rules: solo)');
    expect(why(m, 'waste 7 1')).toBe('player: 7 is not possible now; choose 2');
  });

  it('solo: the effect aims at an active calamity', () => {
    const m = newMatch(1, 'hila');
    const s = S(m);
    setRow(s, ['mockery', 'drought', 'raid', 'muster', 'silence'], 2);
    s.solo!.row[0]!.flipped = true;                    // the first calamity of the row has acted
    putOn(s, 0, 1, inst('obizuth'));
    restartTurn(m, 0, 0);
    s.tasks.push({ kind: 'op', op: { op: 'wasteOther' }, slot: 1, card: inst('obizuth') });
    const legal = choices(m);
    expect(legal.length).toBeGreaterThan(0);
    expect(why(m, 'waste 1 2')).toBe('in solo the effect aims at a calamity, e.g. "waste calamity 3" or "give calamity 3" (rules: solo)');
    const spent = s.solo!.row[0]!;
    const n = String(calamityNumber(spent.card));
    expect(why(m, `waste calamity ${n}`)).toBe(`calamity ${n} is already wasteland or covered (rules: solo)`);
    expect(why(m, 'waste calamity 99', 'zh')).toBe('灾厄列中没有灾厄 99（规则：solo）');
  });

  it('upgrade and restore name what is wrong with the slot', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('stone'));
    putOn(s, 0, 2, inst('sid'));
    s.upgraded.push(inst('stone'));
    putOn(s, 0, 3, inst('golem'));
    restartTurn(m, 0, 0);
    s.tasks.push({ kind: 'op', op: { op: 'upgradeOwn' }, slot: -1, card: -1 });
    expect(choices(m)).toEqual(['upgrade 4']);
    expect(why(m, 'upgrade 2')).toBe('the equipment on slot 2 is already upgraded (rules: keywords)');
    expect(why(m, 'upgrade 3')).toBe('the top card of slot 3 is not equipment: only equipment upgrades (rules: keywords)');
    expect(why(m, 'upgrade 3', 'zh')).toBe('位置 3 的顶牌不是设备：只有设备能升级（规则：keywords）');
    expect(why(m, 'upgrade 1')).toBe('slot 1 is a wasteland: its cards are inactive (rules: keywords)');
    s.tasks[s.tasks.length - 1] = { kind: 'op', op: { op: 'restore' }, slot: -1, card: -1 };
    expect(why(m, 'restore 3')).toBe('slot 3 is not a wasteland (rules: keywords)');
  });
});

describe('explain never throws and stays quiet about junk', () => {
  it('unknown words and odd shapes give undefined or the move\'s shape', () => {
    const m = newMatch(2);
    for (const junk of ['', 'xyzzy', 'constructor', '__proto__', 'hello world', '!!', '9 9 9']) expect(game.explain!(S(m), junk)).toBeUndefined();
    expect(game.explain!(S(m), 'use char')).toBe('the move is written "use char <n> / use <slot> <n>"');
  });

  it('random junk and near-miss moves in random positions of every size', () => {
    const words = ['use', 'set', 'summon', 'take', 'fight', 'merit', 'no', 'ritual', 'upgrade', 'restore', 'waste', 'declare', 'give', 'copy', 'resolve', 'end', 'char', 'none', 'calamity', 'golem', '0', '1', '3', '5', '6', '99', '-1', 'x'];
    let explained = 0;
    for (const players of [1, 2, 3, 4]) {
      const m = botMatch(players, `junk${players}`);
      const rng = seedRng(`junk${players}`);
      for (let d = decisionOf(m); !d.over; d = decisionOf(m)) {
        for (let i = 0; i < 4; i++) {
          const typed = Array.from({ length: 1 + randomInt(rng, 3) }, () => words[randomInt(rng, words.length)]!).join(' ');
          if (d.choices.includes(typed)) continue;
          for (const lang of ['en', 'zh'] as const) {
            const text = withContentLang(lang, () => game.explain!(S(m), typed));
            if (text !== undefined) { explained++; expect(text.length).toBeGreaterThan(5); if (lang === 'zh') expect(text).toMatch(/[\u4e00-\u9fff]/); }
          }
          // The engine passes the reason on with the legal list.
          try { playChoice(m, typed); throw new Error(`${typed} was accepted`); } catch (e) { expect(e).toBeInstanceOf(IllegalChoiceError); }
        }
        playChoice(m, d.choices[randomInt(rng, d.choices.length)]!);
      }
    }
    expect(explained).toBeGreaterThan(100);
  });
});
