/** PAD in Simplified Chinese: every text a player reads (board, prompts, moves, events, result, rules, cards, decks). */
import type { Board, Cell } from '../../../src/engine/board.js';
import { parseDeckText } from '../../../src/engine/decklist.js';
import { cardNameWithJa, setContentLang } from '../../../src/engine/i18n.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { decisionOf, playChoice, startMatch } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { allCards, cardNo } from '../../../src/games/pad/cards/catalogue.js';
import { game } from '../../../src/games/pad/index.js';
import { RULES_TEXT } from '../../../src/games/pad/rules-text.js';
import { RULES_ZH } from '../../../src/games/pad/rules-text.zh.js';
import type { PadState } from '../../../src/games/pad/state.js';
import { scenario, st } from './helpers.js';

const CJK = /[\u4e00-\u9fff]/;
/** English words a Chinese text may keep: move notation, game codes, "combo" as the card texts write it. */
const ALLOWED = new Set(['done', 'puzzle', 'guard', 'take', 'pass', 'pay', 'auto', 'skill', 'evolve', 'on', 'TCG', 'Mk', 'II', 'III', 'combo']);

function leftoverEnglish(text: string): string[] {
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !ALLOWED.has(w));
}

const cellText = (c: Cell) => (typeof c === 'string' ? c : c.text);

/** Every text of a board: titles, heads and notes must be Chinese; no cell may keep an English word. */
function boardTexts(b: Board): { labels: string[]; cells: string[] } {
  const labels = [b.title ?? '', ...b.tables.flatMap((t) => [t.title ?? '', (t.head ?? []).map(cellText).join(' ')]), ...(b.notes ?? []).map(cellText)]
    .filter((label) => label !== '');
  const cells = b.tables.flatMap((t) => t.rows.flatMap((r) => r.map(cellText)));
  return { labels, cells };
}

const header = (i: number): LogHeader => ({
  game: 'pad', version: '1', players: ['甲', '乙'], seed: `zh${i}`, first: i % 2,
  decks: [i % 2 ? 'fire-dark' : 'water-wood-light', i % 2 ? 'water-wood-light' : 'fire-dark'], options: {}, orders: {},
});

afterEach(() => setContentLang('en'));

describe('pad in Chinese', () => {
  it('random games read in Chinese: boards, prompts, every legal move described, events, the result', () => {
    setContentLang('zh');
    const bad: string[] = [];
    const check = (where: string, text: string, needCjk = true) => {
      if ((needCjk && !CJK.test(text)) || leftoverEnglish(text).length > 0) bad.push(`${where}: ${text}`);
    };
    let events = 0;
    for (let g = 0; g < 4; g++) {
      const match = startMatch(game, header(g));
      const rng = seedRng(`zh-play${g}`);
      for (let step = 0; step < 400; step++) {
        const d = decisionOf(match);
        if (d.over) {
          check('result', d.result.reason);
          break;
        }
        check('prompt', d.prompt);
        for (const c of d.choices) check(`describe ${c}`, game.describe(match.state, c));
        if (step % 9 === 0) {
          for (const viewer of [0, 1, null]) {
            const { labels, cells } = boardTexts(game.render(game.view(match.state, viewer)));
            for (const l of labels) check('board label', l);
            for (const c of cells) check('board cell', c, false);
          }
        }
        for (const e of playChoice(match, d.choices[randomInt(rng, d.choices.length)]!, d)) {
          events++;
          check('event', e.text);
        }
      }
    }
    expect(events).toBeGreaterThan(200);
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('ends with a Chinese reason while the state keeps the English one (logs and views stay the same)', () => {
    const m = scenario({ step: 'declare', combos: 1, comboKinds: 1, p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Tyrra'], ['Pierdra'], ["Lil' Black Dragon"], ['Golden Egg']] }, p2: { life: ['Titan'], tapped: [1, 2, 3, 4, 5] } });
    playChoice(m, 'attack 1');
    const d = decisionOf(m);
    expect(d).toMatchObject({ over: true, result: { winners: [0], reason: 'B has no life left' } });
    setContentLang('zh');
    expect(decisionOf(m)).toMatchObject({ over: true, result: { reason: 'B没有生命了' } });
    expect(st(m).over).toBe('B has no life left');
  });

  it('asks again in the new language when the language changes on the same state (the last question is remembered)', () => {
    const m = scenario({ p1: { hand: ['Red Dragon', 'Volcano Dragon'] } });
    const en = decisionOf(m);
    setContentLang('zh');
    const zh = decisionOf(m);
    expect(en.over || en.prompt).toBe('main phase: evolve, use skills, or go to the puzzle phase');
    expect(zh.over || zh.prompt).toBe('主要阶段：进化、使用技能，或进入转珠阶段（puzzle）');
    expect(zh.over || zh.choices).toEqual(en.over || en.choices); // the notation never changes
  });

  it('has the rules reference in Chinese with the same topics in the same order', () => {
    expect(RULES_ZH.map((t) => t.id)).toEqual(RULES_TEXT.map((t) => t.id));
    for (const t of RULES_ZH) {
      expect([t.id, CJK.test(t.title), CJK.test(t.summary), CJK.test(t.body)]).toEqual([t.id, true, true, true]);
    }
  });

  it('shows the card catalogue in Chinese with the Japanese name alongside where known', () => {
    setContentLang('zh');
    for (const col of game.cards.columns) expect(CJK.test(col.title)).toBe(true);
    expect(CJK.test(game.cards.note ?? '')).toBe(true);
    const rows = game.cards.rows();
    expect(cardNameWithJa(rows.find((r) => r.id === 'B01-004')!.names!)).toBe('流星火山龙 (メテオボルケーノドラゴン)');
    expect(rows.find((r) => r.id === 'B01-004')).toMatchObject({
      name: '流星火山龙',
      fields: { kind: '怪兽', attr: '火', drops: '火心', from: '火山龙', type: '龙系' },
    });
    expect(cardNameWithJa(rows.find((r) => r.id === 'B01-025')!.names!)).toBe('普莱希'); // no known Japanese name: the Chinese alone
    expect(rows.find((r) => r.id === 'B01-002')!.fields.effect).toBe('进化：抽1张卡。');
    setContentLang('en');
    expect(game.cards.columns.map((c) => c.title)).toContain('evolves from');
  });

  it('names the built-in decks and the problems of a deck in Chinese', () => {
    setContentLang('zh');
    const rules = game.decks!;
    for (const d of rules.builtin) expect(CJK.test(d.name) && CJK.test(d.description)).toBe(true);
    const built = rules.build(parseDeckText('[team]\n1 红龙\n[deck]\n4 火山龙\n', rules.sections), {});
    expect(built.problems.map((p) => p.message)).toEqual([
      '红龙不是基础怪兽；队伍只能放基础怪兽',
      '火山龙有4张；同名卡最多3张',
      '[team] 有1只怪兽；必须正好5只',
      '[deck] 有4张卡；需要40-60张',
    ]);
    expect(built.summary[0]).toBe('队伍：红龙');
    setContentLang('en');
    expect(rules.builtin[0]!.name).toBe('Fire & Dark (test deck)');
  });
});

describe('card names', () => {
  it('gives every card a distinct Chinese name, found by deck lists too', () => {
    const zh = allCards().map((c) => c.nameZh ?? '');
    expect(zh.filter((n) => !CJK.test(n))).toEqual([]);
    expect(new Set(zh).size).toBe(zh.length);
    expect(cardNo('红龙')).toBe(cardNo('Red Dragon'));
    expect(cardNo('レッドドラゴン')).toBe(cardNo('Red Dragon'));
  });

  it('keeps Japanese names in Japanese script', () => {
    const ja = allCards().filter((c) => c.nameJa);
    expect(ja.length).toBeGreaterThan(50);
    expect(ja.filter((c) => !/[\u3040-\u30ff\u4e00-\u9fff]/.test(c.nameJa!)).map((c) => c.id)).toEqual([]);
  });

  it('is shown in the reader language on the board', () => {
    const m = scenario();
    setContentLang('zh');
    const mine = game.render(game.view(m.state as PadState, 0)).sections!.find((s) => s.role === 'seat' && s.seat === 0)!;
    const monsters = mine.lines.filter((l) => l.show === 'detail' && l.label!.startsWith('怪兽'));
    expect(monsters.map((l) => cellText(l.items[0]!).split(' · ')[0])).toEqual(['红幼龙', '黑幼龙', '蒂拉', '皮耶德拉', '金蛋']);
  });
});
