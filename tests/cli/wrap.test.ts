/** Prose wraps to the terminal by words, with East Asian widths counted right (wrapText, src/cli/ui/wrap.ts). */
import fc from 'fast-check';
import { Chalk } from 'chalk';
import { wrapText } from '../../src/cli/ui/wrap.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { RULES } from '../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../src/games/wixoss/rules-text.zh.js';

const WIDTHS = [60, 80, 120];
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('wrapText', () => {
  it.each(WIDTHS)('wraps every English rules topic to %i columns without cutting a word', (width) => {
    for (const topic of RULES) {
      const wrapped = wrapText(topic.body, width);
      for (const line of wrapped.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(width);
      // The same words in the same order: nothing cut, nothing lost (no word of the rules is wider than 60).
      expect(words(wrapped)).toEqual(words(topic.body));
    }
  });

  it.each(WIDTHS)('wraps every Chinese rules topic to %i columns, no line starting with closing punctuation', (width) => {
    for (const topic of RULES_ZH) {
      const wrapped = wrapText(topic.body, width);
      for (const line of wrapped.split('\n')) {
        expect(displayWidth(line)).toBeLessThanOrEqual(width);
        expect(line).not.toMatch(/^\s*[，。、）」』：；！？”’》]/);
      }
      expect(wrapped.replace(/\s/g, '')).toBe(topic.body.replace(/\s/g, ''));
    }
  });

  it('breaks at spaces, keeps line breaks, and lines up a list item under its text', () => {
    expect(wrapText('bot per seat, comma separated', 14)).toBe('bot per seat,\ncomma\nseparated');
    expect(wrapText('one\n\ntwo', 10)).toBe('one\n\ntwo');
    expect(wrapText('- a list item that is long enough to wrap', 20)).toBe('- a list item that\n  is long enough to\n  wrap');
    expect(wrapText('  12. numbered text wraps here', 16)).toBe('  12. numbered\n      text wraps\n      here');
  });

  it('reflows hand-broken lines of a paragraph, keeping breaks after sentences and labels', () => {
    const text = 'Main: summon (level at most the LRIG level, limiting condition\nmet, empty zone), spells.\nRuling: a spell may be used.\n[lrig]\n1 Card';
    expect(wrapText(text, 80, { reflow: true })).toBe('Main: summon (level at most the LRIG level, limiting condition met, empty zone),\nspells.\nRuling: a spell may be used.\n[lrig]\n1 Card');
    expect(wrapText('先攻方在游戏第一回合\n只抽1张）。', 40, { reflow: true })).toBe('先攻方在游戏第一回合只抽1张）。');
    for (const topic of RULES) {
      const wrapped = wrapText(topic.body, 60, { reflow: true });
      for (const line of wrapped.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(60);
      expect(words(wrapped)).toEqual(words(topic.body));
    }
  });

  it('reflows a list item\'s hand-broken next line and a line starting with a `command` or [keyword] (issue 44: ragged rules)', () => {
    const item = '- Opposing SIGNI banished while it works still count as\n  banished, but go to the trash.\n- Next item.';
    expect(wrapText(item, 100, { reflow: true })).toBe('- Opposing SIGNI banished while it works still count as banished, but go to the trash.\n- Next item.');
    const code = 'the first column of\n`cardref cards wixoss`, then the\n[Spell Cut-In] timing.';
    expect(wrapText(code, 100, { reflow: true })).toBe('the first column of `cardref cards wixoss`, then the [Spell Cut-In] timing.');
    // Still kept apart: a tag heading and what follows it, an indented line under text that is no list item.
    expect(wrapText('[lrig]\n[main] cards', 100, { reflow: true })).toBe('[lrig]\n[main] cards');
    expect(wrapText('Moves:\nsummon 1\n  attack 2', 100, { reflow: true })).toBe('Moves:\nsummon 1\n  attack 2');
  });

  it('keeps a table\'s rows apart, wrapping each under its second cell, and joins a labelled paragraph\'s hanging lines (issue 44)', () => {
    const table = 'reset S      reset phase\ndeck to C    drop start, or an effect putting the top card on a column';
    expect(wrapText(table, 40, { reflow: true })).toBe('reset S      reset phase\ndeck to C    drop start, or an effect\n             putting the top card on a\n             column');
    const hanging = 'Summon: reveals 3 cards; "take N SLOT"\n  puts one on a mansion.\nHoly war: enemies fight.';
    expect(wrapText(hanging, 80, { reflow: true })).toBe('Summon: reveals 3 cards; "take N SLOT" puts one on a mansion.\nHoly war: enemies fight.');
    expect(wrapText('put it on top. Seed rules:\none level up.', 80, { reflow: true })).toBe('put it on top. Seed rules: one level up.');
    expect(wrapText('3 main: evolve, then a skill that is long\n  Evolve: pay.', 24, { reflow: true })).toBe('3 main: evolve, then a\n  skill that is long\n  Evolve: pay.');
  });

  it('indents every line and counts the indent in the width', () => {
    const out = wrapText('Why: the LRIG is level 1 and the SIGNI is level 3', 24, { indent: 4 });
    expect(out).toBe('    Why: the LRIG is\n    level 1 and the\n    SIGNI is level 3');
    expect(wrapText('ab cd', 20, { indent: '> ' })).toBe('> ab cd');
  });

  it('counts wide characters twice and colour codes not at all', () => {
    expect(wrapText('满月之巫女 玉依姬', 10)).toBe('满月之巫女\n玉依姬');
    const colors = new Chalk({ level: 1 });
    const red = `${colors.red('red words')} and plain words here`;
    const out = wrapText(red, 12);
    for (const line of out.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(12);
    expect(out.replace(/\u001b\[\d+m/g, '').split('\n')).toEqual(['red words', 'and plain', 'words here']);
  });

  it('breaks Chinese and Japanese between characters but never inside a Latin word among them', () => {
    const text = '用 Dragonkin Sabil 和 アプラ 的卡组，不带 Swelling Love 和 Flamingo。';
    for (const width of [10, 12, 16, 20]) {
      const wrapped = wrapText(text, width);
      for (const line of wrapped.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(width);
      for (const word of ['Dragonkin', 'Sabil', 'Swelling', 'Love', 'Flamingo']) expect(wrapped).toContain(word);
      expect(wrapped.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
  });

  it('breaks a word only when it is wider than the whole line', () => {
    expect(wrapText('see https://example.com/a/very/long/path ok', 16)).toBe('see\nhttps://example.\ncom/a/very/long/\npath ok');
  });

  it('never exceeds the width for any text of words and CJK characters', () => {
    const token = fc.oneof(fc.constantFrom('a', 'bc', 'def', 'word', '玉', '依姬', '，', '。', '（x）', ' ', ' ', '\n'), fc.string({ maxLength: 6 }));
    fc.assert(fc.property(fc.array(token, { maxLength: 40 }), fc.integer({ min: 4, max: 40 }), (parts, width) => {
      const text = parts.join('').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
      for (const line of wrapText(text, width).split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(width);
    }));
  });
});
