/** Midrash in Simplified Chinese: every board text, prompt, move description, event and result; the rules text. */
import { playReaderTexts } from '../../support/reader-texts.js';
import { setContentLang, withContentLang, cardNameWithJa } from '../../../src/engine/i18n.js';
import { formatResult } from '../../../src/engine/log.js';
import { decisionOf, playChoice } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/midrash/index.js';
import { RULES } from '../../../src/games/midrash/rules-text.js';
import { RULES_ZH } from '../../../src/games/midrash/rules-text.zh.js';
import { botMatch, inst, newMatch, putOn, S } from './helpers.js';

afterEach(() => setContentLang('en'));

const CJK = /[\u4e00-\u9fff]/;
/** English that may stay in Chinese text: game terms, the game's name, and move notation quoted in a reason. */
const ALLOWED = /\b(MANA|Midrash|P\d)\b|"[^"]*"|\b(rules|keywords|turn|solo|rulings|setup)\b(?=）)/g;
const leftover = (text: string) => text.replace(ALLOWED, '').match(/[A-Za-z]{2,}/g) ?? [];

/** Plays a seeded random game, handing every reader-facing text to `seen`. */
function playRandom(players: number, seed: string, mode: string, seen: (kind: string, text: string) => void): void {
  playReaderTexts(game, botMatch(players, seed, mode), seedRng(seed), seen, (d) => [d.over ? null : d.seat], 3000);
}

describe('Midrash in Chinese', () => {
  it.each([[1, 'zh1', 'normal'], [1, 'zh2', 'hard'], [2, 'zh3', 'normal'], [3, 'zh4', 'normal'], [4, 'zh5', 'hard']])(
    '%i players (%s): board, prompts, descriptions, events and result are Chinese', (players, seed, mode) => {
      setContentLang('zh');
      const bad: string[] = [];
      const kinds = new Set<string>();
      playRandom(players, seed, mode, (kind, text) => {
        kinds.add(kind);
        // Board cells may be a bare card name or number; every longer text must carry Chinese.
        if ((!CJK.test(text) && kind !== 'board') || leftover(text).length > 0) bad.push(`${kind}: ${text}`);
      });
      expect([...new Set(bad)]).toEqual([]);
      expect([...kinds].sort()).toEqual(['board', 'describe', 'event', 'prompt', 'result']);
    });

  it('the Chinese board lists with Chinese punctuation: wisdom with 、, what lies under a slot in （）', () => {
    setContentLang('zh');
    const m = newMatch(3, 'zh-punct');
    const s = S(m);
    putOn(s, 0, 1, inst('study'));
    s.seats[0]!.slots[1]!.waste = true;
    s.seats[0]!.slots[1]!.under.push(...s.seats[0]!.slots[1]!.cards.splice(0));
    const board = game.render(game.view(s, 0));
    const texts = board.sections!.flatMap((x) => x.lines.flatMap((l) => l.items.map((c) => (typeof c === 'string' ? c : c.text))));
    expect(texts.find((t) => t.startsWith('睿智：'))).toMatch(/^睿智：P1 \d+、P2 \d+、P3 \d+$/);
    expect(texts.filter((t) => /埋着/.test(t)).every((t) => /（埋着\d+张）/.test(t))).toBe(true);
    expect(texts.some((t) => /埋着/.test(t))).toBe(true);
    expect(texts.join('\n')).not.toMatch(/, P\d| \(/);
  });

  it('the same check finds the English words of an English game (so it can fail)', () => {
    const found: string[] = [];
    playRandom(2, 'zh3', 'normal', (_kind, text) => found.push(...leftover(text)));
    expect(found).toEqual(expect.arrayContaining(['round', 'wisdom', 'summon']));
  });

  it('the stored result and the log line stay English; the reader sees the reason in Chinese', () => {
    setContentLang('zh');
    const match = newMatch(1, 'zh-result');
    const rng = seedRng('zh-result');
    for (let d = decisionOf(match); !d.over; d = decisionOf(match)) playChoice(match, d.choices[randomInt(rng, d.choices.length)]!);
    const shown = decisionOf(match);
    expect(shown.over && shown.result.reason).toMatch(CJK);
    expect(S(match).result!.reason).not.toMatch(CJK);
    const logged = withContentLang('en', () => decisionOf(match));
    expect(logged.over && formatResult(logged.result, ['P1'])).not.toMatch(CJK);
    // The outcome word replay compares is the same in both languages.
    expect(shown.over && shown.result.label).toBe(logged.over ? logged.result.label : 'x');
  });

  it('English output is unchanged by the Chinese catalogue', () => {
    const m = newMatch(2);
    expect(game.render(game.view(S(m), 0)).title).toBe('Midrash — 2 players');
    setContentLang('zh');
    expect(game.render(game.view(S(m), 0)).title).toBe('Midrash（米德拉什）— 2人');
    expect(decisionOf(m).over || (decisionOf(m) as { prompt: string }).prompt).toBe('启动一个效果，或结束回合');
  });

  it('the rules text has the same topics in Chinese', () => {
    expect(RULES_ZH.map((t) => t.id)).toEqual(RULES.map((t) => t.id));
    for (const t of RULES_ZH) for (const text of [t.title, t.summary, t.body]) expect(text).toMatch(CJK);
  });

  it('the card list shows Chinese names with the Japanese alongside, Chinese texts and column titles', () => {
    setContentLang('zh');
    const rows = game.cards.rows();
    const marid = rows.find((r) => r.id === 'marid')!;
    expect(cardNameWithJa(marid.names!)).toBe('马利特 (マリード)');
    expect(marid.name).toBe('马利特');
    expect(marid.fields.text).toBe('附身。');
    expect(rows.find((r) => r.id === 'hila')!.fields.kind).toBe('魔导书（血）');
    expect(game.cards.columns.map((c) => c.title)).toContain('睿智');
    expect(game.cards.columns.map((c) => c.key)).toContain('wisdom');
    expect(game.cards.note).toMatch(CJK);
    for (const r of rows) for (const v of Object.values(r.fields)) expect(leftover(String(v))).toEqual([]);
    setContentLang('en');
    expect(rows.find((r) => r.id === 'sid')!.searchText).toContain('席德');
    expect(cardNameWithJa(game.cards.rows().find((r) => r.id === 'marid')!.names!)).toBe('Marid (マリード)');
  });
});
