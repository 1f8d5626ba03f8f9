/**
 * Every rules topic of every game, in both languages, reads as even lines at the terminal's width (issue 44): the
 * command reflows the hand-broken text (`wrapText` with `reflow`, as `cardref rules <game> <topic>` does on a
 * terminal), and no paragraph may come out ragged or with a word cut in two.
 *
 * "Ragged", concretely: two lines A and B of one paragraph where the first word of B would have fitted at the end of
 * A. A greedy wrap never leaves that, so it means a break was kept that should not have been (or a table's rows were
 * run together, which shows the same way). B starts a new paragraph, and so is exempt, when A ends a sentence, A
 * ends in a colon and B starts in upper case or with a label of its own, B is a list item (`- `, `1.`, `3 main:`) or a `[tag]`, or
 * either is a row of a table (text, two or more spaces, text) and B is not that row's own wrapped rest.
 */
import { GAMES } from '../../src/games/index.js';
import type { RulesTopic } from '../../src/engine/game.js';
import type { TextLang } from '../../src/engine/i18n.js';
import { wrapText } from '../../src/cli/ui/wrap.js';
import { displayWidth } from '../../src/cli/ui/width.js';

const WIDTHS = [80, 60];
const LANGS: TextLang[] = ['en', 'zh'];

const WIDE = /[\u2e80-\uffef]/u;
const SENTENCE_END = /[.!?。！？][)"”’）」』]*$/u;
const COLON_END = /[:：]$/u;
const ITEM = /^\s*(?:[-*•·]\s|\d+[.)]\s|\d{1,2} \p{Ll}[\p{L} ]*[:：])/u;
/** A line that is nothing but a label ("Moves:"): a heading. */
const LABEL_LINE = /^\s*[\p{L}\p{N} ()/-]{1,24}[:：]\s*$/u;
/** A line opening with a label of its own ("Ruling:", "裁定："): a new paragraph after a colon. */
const OWN_LABEL = /^\s*[\p{L}\p{N} /()（）"“”-]{1,30}[:：]/u;
const TAG = /^\s*\[[^\]]*\]\s*$/u;
const TABLE_ROW = /\S {2,}\S/u;
const indentOf = (line: string) => line.match(/^ */u)![0].length;

/**
 * The first thing of `line` that a wrap could have put on the line before: a word, or one CJK character, with the
 * opening brackets before it and the closing punctuation after it (they never stand alone at a line's edge).
 */
function firstChunk(line: string): string {
  const text = line.trimStart();
  const opening = text.match(/^[（「『“‘《【〈]*/u)![0];
  const rest = text.slice(opening.length);
  const word = WIDE.test(rest[0] ?? '') ? rest.match(/^.[，。、）」』：；！？”’》】〉…]*/u)![0] : rest.match(/^[^\s\u2e80-\uffef]*[，。、）」』：；！？”’》】〉…]*/u)![0];
  return opening + word;
}

/** Whether B goes on with A's paragraph (see the file's comment). */
function continues(a: string, b: string): boolean {
  if (a.trim() === '' || b.trim() === '') return false;
  if (SENTENCE_END.test(a.trimEnd()) || TAG.test(a) || TAG.test(b) || ITEM.test(b)) return false;
  if (COLON_END.test(a.trimEnd()) && (LABEL_LINE.test(a) || /^\s*\p{Lu}/u.test(b) || OWN_LABEL.test(b))) return false;
  // A line that starts further out than the one before begins a new item, unless it goes on in lower case.
  if (indentOf(b) < indentOf(a) && !/^\s*\p{Ll}/u.test(b)) return false;
  // A table row's own rest is indented under its text; anything else next to a row is another row or paragraph.
  if (TABLE_ROW.test(a.trim()) || TABLE_ROW.test(b.trim())) return TABLE_ROW.test(a.trim()) && indentOf(b) > indentOf(a) && !TABLE_ROW.test(b.trim());
  return true;
}

/** Each ragged pair of lines in `text` wrapped at `width`, as "A | B" for the failure message. */
function raggedLines(wrapped: string, width: number): string[] {
  const lines = wrapped.split('\n');
  const found: string[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i]!.trimEnd(), lines[i + 1]!];
    if (!continues(a, b)) continue;
    const chunk = firstChunk(b);
    // One column for the space the break took (a CJK break may have taken none: counted as one, to be safe).
    if (displayWidth(a) + 1 + displayWidth(chunk) <= width) found.push(`${a} | ${b}`);
  }
  return found;
}

/** The Latin words (runs of letters, digits and their joiners) in order: a word cut in two shows as two. */
const latinWords = (text: string) => text.match(/[A-Za-z0-9][A-Za-z0-9'’\-_./`]*/gu) ?? [];

describe('rules topics reflowed to the terminal', () => {
  const cases: [string, TextLang][] = GAMES.flatMap((g) => LANGS.map((lang): [string, TextLang] => [g.id, lang]));

  it.each(cases)('%s (%s): every topic wraps into even lines, no word cut', async (id, lang) => {
    const entry = GAMES.find((g) => g.id === id)!;
    const topics: RulesTopic[] = await entry.loadRules(lang);
    expect(topics.length).toBeGreaterThan(3);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      for (const topic of topics) {
        const wrapped = wrapText(`${entry.name} — ${topic.title}\n\n${topic.body.trim()}`, width, { reflow: true });
        for (const line of wrapped.split('\n')) if (displayWidth(line) > width) problems.push(`${width} ${topic.id} too wide: ${line}`);
        for (const pair of raggedLines(wrapped, width)) problems.push(`${width} ${topic.id} ragged: ${pair}`);
        // A bracket or punctuation mark stays with the text it opens or closes (`[火水光]`, `（裁定：`).
        for (const line of wrapped.split('\n')) {
          if (/^\s*[，。、）」』：；！？”’》】〉…)\]]/u.test(line) || /[（「『“‘《【〈([]$/u.test(line)) problems.push(`${width} ${topic.id} stray bracket: ${line}`);
        }
        const words = latinWords(topic.body);
        if (JSON.stringify(latinWords(wrapped).slice(latinWords(wrapped).length - words.length)) !== JSON.stringify(words)) problems.push(`${width} ${topic.id}: a word was cut`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the ragged-line check itself', () => {
  it('finds a break kept where the next word fits, and lets sentences, items, labels and tables be', () => {
    expect(raggedLines('on top (`grow 2`). Seed rules:\none level up, or any lower level.', 80)).toHaveLength(1);
    expect(raggedLines('reset S          reset phase\nevolve H on S    main phase', 80)).toEqual([]);
    expect(raggedLines('swap H with C, done reset S reset phase evolve H\non S', 80)).toHaveLength(1);
    expect(raggedLines('what it can.\nEnd: effects end.', 80)).toEqual([]);
    expect(raggedLines('Moves:\nsummon 1\n- attack 2', 80)).toEqual([]);
    expect(raggedLines('先攻方在游戏第一回合\n只抽1张）。', 80)).toHaveLength(1);
    expect(raggedLines(`${'x'.repeat(75)} a\nlongword`, 80)).toEqual([]);
  });
});
