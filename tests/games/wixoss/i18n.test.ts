/** WIXOSS in Simplified Chinese: every board text, prompt, move description, event and result; rules, cards, decks. */
import { playReaderTexts } from '../../support/reader-texts.js';
import { parseDeckText } from '../../../src/engine/decklist.js';
import { contentLang, setContentLang, cardNameWithJa } from '../../../src/engine/i18n.js';
import { decisionOf, playChoice, startMatch } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/wixoss/index.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { headers } from './invariant-headers.js';

afterEach(() => setContentLang('en'));

const CJK = /[\u4e00-\u9fff]/;
/**
 * English that may stay in Chinese text: player names, the game's name, OPEN!, move notation and rules topic ids
 * quoted in a reason, and the Latin letters of card names (侍从 Q2, 必杀代号 R·M·N).
 */
const ALLOWED = /\b(Ann|Bob|WIXOSS|OPEN)\b|`[^`]*`|\((trash signi \d)\)|（trash signi \d）|(?<=规则：)[a-z]+/g;
const leftover = (text: string) => text.replace(ALLOWED, '').match(/[A-Za-z]{2,}/g) ?? [];

/** Plays a seeded random game, handing every reader-facing text to `seen`. */
function playRandom(i: number, rules: 'seed' | 'modern', seen: (kind: string, text: string) => void): void {
  playReaderTexts(game, startMatch(game, headers(rules)(i)), seedRng(`zh-${i}`), seen, (d) => [d.over ? null : d.seat, null], 4000);
}

describe('WIXOSS in Chinese', () => {
  it.each([[0, 'seed'], [7, 'seed'], [12, 'modern'], [3, 'modern']] as const)(
    'game %i (%s rules): board, prompts, descriptions, events and result are Chinese', (i, rules) => {
      setContentLang('zh');
      const bad: string[] = [];
      const kinds = new Set<string>();
      playRandom(i, rules, (kind, text) => {
        kinds.add(kind);
        // A board cell may be a bare card name (ＴＯＯ　ＢＡＤ) or number; every other text must carry Chinese.
        if ((!CJK.test(text) && kind !== 'board') || leftover(text).length > 0) bad.push(`${kind}: ${text}`);
      });
      expect([...new Set(bad)]).toEqual([]);
      expect([...kinds].sort()).toEqual(['board', 'describe', 'event', 'prompt', 'result']);
    });

  it('the same check finds the English words of an English game (so it can fail)', () => {
    const found: string[] = [];
    playRandom(0, 'seed', (_kind, text) => found.push(...leftover(text)));
    expect(found).toEqual(expect.arrayContaining(['summons', 'phase']));
  });

  it('a decision asked in one language is asked again in the other (the memo keys on the language)', () => {
    const match = startMatch(game, headers('seed')(1));
    const en = decisionOf(match);
    setContentLang('zh');
    const zh = decisionOf(match);
    expect(en.over || zh.over).toBe(false);
    if (!en.over && !zh.over) {
      expect(zh.choices).toEqual(en.choices);
      expect(CJK.test(zh.prompt)).toBe(true);
      expect(CJK.test(en.prompt)).toBe(false);
    }
  });

  it('the result reason is worded when read, so an English reader of a Chinese game gets English', () => {
    setContentLang('zh');
    const match = startMatch(game, headers('seed')(2));
    const rng = seedRng('reason');
    let d = decisionOf(match);
    for (let step = 0; step < 4000 && !d.over; step++, d = decisionOf(match)) playChoice(match, d.choices[randomInt(rng, d.choices.length)]!);
    expect(d.over).toBe(true);
    if (d.over) expect(d.result.reason).toMatch(CJK);
    setContentLang('en');
    const again = decisionOf(match);
    if (again.over) expect(again.result.reason).toMatch(/^(Ann|Bob) took damage with no life cloth left$/);
  });

  it('has the rules text in Chinese with the same topics in the same order', () => {
    expect(RULES_ZH.map((t) => t.id)).toEqual(RULES.map((t) => t.id));
    for (const t of RULES_ZH) for (const text of [t.title, t.summary, t.body]) expect(text).toMatch(CJK);
    // Move notation is never translated: every `...` of the English body is in the Chinese one (placeholders
    // such as `COUNT NAME-OR-ID` are words, and are).
    for (const [k, t] of RULES.entries()) {
      for (const code of t.body.match(/`[^`]+`/g) ?? []) if (!/[A-Z]{3}/.test(code)) expect(RULES_ZH[k]!.body).toContain(code);
    }
    setContentLang('zh');
    expect(game.rules).toBe(RULES_ZH);
  });

  it('lists the cards with Chinese names, the Japanese name alongside, and Chinese column titles and effects', () => {
    setContentLang('zh');
    const rows = game.cards.rows();
    const tama = rows.find((r) => r.id === 'WD01-001')!;
    expect(cardNameWithJa(tama.names!)).toBe('满月之巫女 玉依姬 (満月の巫女\u3000タマヨリヒメ)');
    expect(tama.name).toBe('满月之巫女 玉依姬');
    expect(tama.fields.type).toBe('分身');
    expect(String(tama.fields.text)).toMatch(CJK);
    for (const c of game.cards.columns) expect(c.title).toMatch(CJK);
    expect(game.cards.columns.map((c) => c.key)).toEqual(['type', 'color', 'level', 'stats', 'lrig', 'cost', 'icons', 'text']);
    expect(game.cards.note).toMatch(CJK);
    setContentLang('en');
    expect(cardNameWithJa(game.cards.rows().find((r) => r.id === 'WD01-001')!.names!)).toBe('Tamayorihime, Full Moon Miko (満月の巫女\u3000タマヨリヒメ)');
    expect(game.cards.columns.map((c) => c.title)).toEqual(['type', 'colour', 'level', 'power / limit', 'LRIG type', 'cost', 'icons', 'effect']);
  });

  it('words deck problems, summaries and built-in decks in Chinese', () => {
    const entries = parseDeckText('[main]\n4 WD01-001\n4 侍从 O\n', ['main', 'lrig'], 'test');
    setContentLang('zh');
    const zh = game.decks!.build(entries, {});
    expect(zh.problems.length).toBeGreaterThan(0);
    for (const p of zh.problems) expect(p.message).toMatch(CJK);
    for (const line of zh.summary) expect(line).toMatch(CJK);
    for (const d of game.decks!.builtin) expect(`${d.name} ${d.description}`).toMatch(CJK);
    setContentLang('en');
    const en = game.decks!.build(entries, {});
    expect(en.problems[0]!.message).toBe('Tamayorihime, Full Moon Miko is an LRIG, an LRIG-deck card: it belongs in the [lrig] deck, not the main deck');
    expect(game.decks!.builtin[0]!.name).toBe('WD01 White Hope');
    expect(contentLang()).toBe('en');
  });
});
