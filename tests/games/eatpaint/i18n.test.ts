/** EAT/PAINT in Chinese: every text a player reads in a game, the rules reference and the card list. */
import { cellText, type Board } from '../../../src/engine/board.js';
import { randomDecider } from '../../../src/engine/deciders.js';
import { parseDeckText } from '../../../src/engine/decklist.js';
import { setContentLang, type TextLang, cardNameWithJa } from '../../../src/engine/i18n.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { decisionOf, playChoice, startMatch } from '../../../src/engine/match.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { RULES } from '../../../src/games/eatpaint/rules-text.js';
import { RULES_ZH } from '../../../src/games/eatpaint/rules-text.zh.js';
import { energy, midGame, setSide, st, work } from './helpers.js';

afterEach(() => setContentLang('en'));

const CJK = /[\u4e00-\u9fff]/;
/** Game terms the Chinese card data and rules keep in English, as players write them (states and costs are Chinese). */
const KEPT = new Set(['EAT', 'PAINT', 'HEAT', 'INK', 'Hand', 'SPD']);
const englishWords = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT.has(w));

const PAIRINGS: [string, string][] = [['sabil-apra', 'aika-red'], ['rio-blue', 'himeria-kasis'], ['sabil-rain', 'himeria-apra'], ['aika-yellow', 'rio-red']];

function boardTexts(b: Board): string[] {
  return [b.title, ...b.notes.map(cellText), ...(b.sections ?? []).map((s) => s.name ?? ''),
    ...b.tables.flatMap((t) => [t.title ?? '', ...t.rows.flatMap((r) => r.map(cellText))])];
}

/** Every text of a few seeded random games, grouped by where it is shown; player names are ASCII. */
function gameTexts(lang: TextLang, games = PAIRINGS.length) {
  setContentLang(lang);
  const texts = { board: new Set<string>(), prompt: new Set<string>(), describe: new Set<string>(), event: new Set<string>(), result: new Set<string>() };
  const pick = randomDecider(seedRng('i18n'));
  for (let g = 0; g < games; g++) {
    const header: LogHeader = { game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: `i18n-${g}`, decks: PAIRINGS[g % PAIRINGS.length]!, options: {}, orders: {} };
    const match = startMatch(game, header);
    for (const e of match.state.events) texts.event.add(e.text);
    for (let step = 0; step < 3000; step++) {
      const d = decisionOf(match);
      if (step % 5 === 0) for (const seat of [0, 1, null]) for (const t of boardTexts(game.render(game.view(match.state, seat)))) texts.board.add(t);
      if (d.over) { texts.result.add(d.result.reason); break; }
      texts.prompt.add(d.prompt);
      for (const c of d.choices) texts.describe.add(game.describe(match.state, c));
      for (const e of playChoice(match, pick({ game, state: match.state, decision: d, seats: 2 }), d)) texts.event.add(e.text);
    }
  }
  return texts;
}

describe('EAT/PAINT in Simplified Chinese', () => {
  const zh = gameTexts('zh');

  it.each(Object.keys(zh))('every %s text is Chinese, with only game terms left in English', (kind) => {
    const seen = [...zh[kind as keyof typeof zh]];
    expect(seen.length).toBeGreaterThan(0);
    // Numbers, player names ("P1") and kept terms ("HEAT" as a row head) need no translation; any other word does.
    expect(seen.filter((t) => englishWords(t).length > 0)).toEqual([]);
    expect(seen.filter((t) => CJK.test(t)).length).toBeGreaterThan(seen.length / 3);
  });

  it('covers the texts of a whole game: attacks, traps, draws and a result', () => {
    const events = [...zh.event].join('\n');
    expect(events).toMatch(/攻击/);
    expect(events).toMatch(/抽/);
    expect(zh.result.size).toBeGreaterThan(0);
  });

  it('names the players on the board instead of seat numbers', () => {
    expect([...zh.board]).toEqual(expect.arrayContaining(['P1', 'P2']));
  });

  it('leaves the English game free of Chinese card names', () => {
    const en = gameTexts('en', 2);
    for (const kind of Object.keys(en) as (keyof typeof en)[]) expect([...en[kind]].filter((t) => CJK.test(t))).toEqual([]);
  });
});

describe('the EAT/PAINT board in Chinese', () => {
  it('shows life, form and state, energy face up/down, HEAT, traps, works with INK and frames, INK piles', () => {
    setContentLang('zh');
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { traps: ['higan'], heat: ['ryumon', 'senshu'], life: 8, form: 1, rest: true, energy: energy('gouman', { card: 'bouchou', up: false, rest: true }) });
    setSide(m, 1, { hand: ['cat'], works: [work('kuro', 3, { frame: 'bw' }), work('leol', 2, { rest: true })], ink: 4, inkDiscard: 6 });
    const board = game.render(game.view(st(m), 1));
    const text = board.tables.map((t) => `${t.title}\n${t.rows.map((r) => r.map(cellText).join(' | ')).join('\n')}`).join('\n');
    expect(text).toMatch(/^P1 · 生命8\/10 · 手牌0 · 牌库25 · 弃牌区0$/m);
    expect(text).toMatch(/角色 \| 萨比尔 — 半龙姿态，防御\d+ \| 横置$/m);
    expect(text).toMatch(/HEAT \| 背面2张/);
    expect(text).toMatch(/能量区 \| 1 傲慢的赤热 活动 \| 2 背面 横置/);
    expect(text).toMatch(/陷阱 \| 背面1张/);
    expect(text).toMatch(/^P2 · 生命10\/10/m);
    expect(text).toMatch(/作品 \| 1 黑 INK 3 \[活动\] 力量\d+，防御\d+，框架：黑白，优先攻击对象\n \| 2 雷奥尔 INK 2 \[横置\] 力量\d+，防御\d+$/m);
    expect(text).toMatch(/INK \| 角色旁4张 · INK弃牌区6张/);
    expect(text).toMatch(/手牌 \| 1 猫咪 · INK 1 \| 召唤时：/);
    expect(board.viewer).toBe(1);
    expect(board.title).toBe('EAT/PAINT — 第3回合，轮到P1');
  });
});

describe('EAT/PAINT rules and card list in Chinese', () => {
  it('words states and costs in Chinese (活动, 横置, 费用), in the rules and the card texts', () => {
    const STATE_WORDS = /\b(active|rest|cost|trash)\b/;
    // The move list names what is typed (`rest N`), which is never translated.
    const prose = RULES_ZH.flatMap((t) => [t.title, t.summary, ...t.body.split(/[。\n]/)]).filter((l) => !/\brest N\b/.test(l));
    expect(prose.filter((l) => STATE_WORDS.test(l))).toEqual([]);
    setContentLang('zh');
    const texts = game.cards.rows().map((r) => String(r.fields.text));
    expect(texts.filter((t) => STATE_WORDS.test(t))).toEqual([]);
  });

  it('has every rules topic in the same order, written in Chinese', () => {
    expect(RULES_ZH.map((t) => t.id)).toEqual(RULES.map((t) => t.id));
    for (const t of RULES_ZH) for (const text of [t.title, t.summary, t.body]) expect(text).toMatch(CJK);
    // One Chinese ruling per English ruling.
    const lines = (topics: typeof RULES) => topics.find((t) => t.id === 'rulings')!.body.split('\n').length;
    expect(lines(RULES_ZH)).toBe(lines(RULES));
  });

  it('says that the values are designed, in both languages', () => {
    expect(RULES.find((t) => t.id === 'designed')!.body).toMatch(/designed/);
    expect(RULES_ZH.find((t) => t.id === 'designed')!.body).toMatch(/设计值/);
    expect(game.cards.note).toMatch(/designed/);
    const designed = game.cards.rows().filter((r) => String(r.fields.text).endsWith('[designed]')).length;
    expect(designed).toBeGreaterThan(60);
    setContentLang('zh');
    expect(game.cards.note).toMatch(/设计/);
    expect(game.cards.rows().filter((r) => String(r.fields.text).endsWith('[设计值]')).length).toBe(designed);
  });

  it('shows card names in the reader\'s language with the Japanese alongside, columns following the language', () => {
    setContentLang('zh');
    expect(game.cards.columns.map((c) => c.title)).toEqual(['卡组', '类型', '张数', '费用', '数值', '效果']);
    const rows = game.cards.rows();
    expect(cardNameWithJa(rows.find((r) => r.id === 'ryumon')!.names!)).toBe('登龙门 (登竜門)');
    expect(cardNameWithJa(rows.find((r) => r.id === 'sabil')!.names!)).toBe('萨比尔 (サビル)');
    expect(cardNameWithJa(rows.find((r) => r.id === 'cat')!.names!)).toBe('猫咪');
    expect(String(rows.find((r) => r.id === 'cat')!.fields.text)).toMatch(CJK);
    setContentLang('en');
    expect(game.cards.columns.map((c) => c.title)).toEqual(['Deck', 'Type', 'Count', 'Cost', 'Stats', 'Effect']);
    expect(cardNameWithJa(game.cards.rows().find((r) => r.id === 'ryumon')!.names!)).toBe('Dragon Gate (登竜門)');
  });

  it('writes deck problems, summaries and built-in deck names in Chinese', () => {
    setContentLang('zh');
    const rules = game.decks!;
    const deck = rules.builtin.find((d) => d.id === 'aika-red')!;
    expect(deck.name).toMatch(/^艾卡 \+ /);
    expect(deck.description).toMatch(CJK);
    const built = rules.build(parseDeckText(deck.text, rules.sections), {});
    expect(built.summary[0]).toMatch(/艾卡搭配/);
    const broken = rules.build(parseDeckText(deck.text.replace('[ink]', '[deck]'), rules.sections), {});
    expect(broken.problems.length).toBeGreaterThan(0);
    for (const p of broken.problems) expect(p.message).toMatch(CJK);
  });
});
