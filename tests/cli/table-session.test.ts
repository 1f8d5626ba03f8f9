/**
 * `play --table` without a terminal: a session on a recorded screen with scripted answers. The table is asked each
 * chance outcome; a seat's own cards are asked only after the hand-off to that seat (screen and scrollback wiped
 * first); a bad card is refused with a suggestion and asked again; `undo` takes back an answer, or reopens the last
 * move at its last card. Plus the answer checking of table.ts on its own.
 */
import type { ChanceQuestion } from '../../src/engine/table-chance.js';
import { setContentLang } from '../../src/engine/i18n.js';
import type { LogHeader } from '../../src/engine/log.js';
import { parseLog, writeLog } from '../../src/engine/log.js';
import { matchToLog, replayLog, type Match } from '../../src/engine/match.js';
import { setLang } from '../../src/cli/i18n/index.js';
import type { CliContext } from '../../src/cli/main.js';
import { AbortedError, type MoveInput } from '../../src/cli/play/inputs.js';
import { Screen, type ScreenOutput, type ScreenSize } from '../../src/cli/play/screen.js';
import { Session } from '../../src/cli/play/session.js';
import { askedSeat, completions, pileOwner, questionText, resolveAnswer, toldSoFar } from '../../src/cli/play/table.js';
import { makeColors } from '../../src/cli/ui/colors.js';
import { game as eatpaint } from '../../src/games/eatpaint/index.js';
import { game as midrash } from '../../src/games/midrash/index.js';
import { game as wixoss } from '../../src/games/wixoss/index.js';
import type { AnyGame } from '../../src/engine/game.js';

const WIPE = '\x1b[2J\x1b[3J\x1b[H';

class RecordedScreen implements ScreenOutput {
  written = '';
  constructor(private readonly current: ScreenSize) {}
  write(text: string) { this.written += text; }
  size() { return this.current; }
  onResize() { return () => {}; }
  frame(): string[] {
    const last = this.written.lastIndexOf('\x1b[H\x1b[2J');
    return this.written.slice(last + 7).replace(/\n$/, '').split('\n');
  }
}

interface Asked { prompt: string; frame: string; completions: string[]; at: number }

/** Answers in order; each question records its prompt, its frame and where the output stood. Runs out = Ctrl+C. */
class ScriptedInput implements MoveInput {
  readonly interactive = true;
  readonly asked: Asked[] = [];
  constructor(private readonly answers: string[], private readonly screen: RecordedScreen) {}
  async ask(prompt: string, completions: string[]): Promise<string> {
    // Wrapped lines joined again, so a sentence can be matched whatever the width.
    this.asked.push({ prompt, frame: this.screen.frame().join('\n').replace(/[ \n]+/g, ' '), completions, at: this.screen.written.length });
    const next = this.answers.shift();
    if (next === undefined) throw new AbortedError();
    return next;
  }
  suspend() {}
  close() {}
}

const HEADER: LogHeader = { game: 'eatpaint', version: eatpaint.version, players: ['Ann', 'Ben'], seed: '1', decks: ['sabil-apra', 'aika-red'], options: {}, orders: {} };
const ANN_HAND = ['kougeki', 'gouman', 'gouman', 'shusetsu', 'shusetsu'];
const BEN_HAND = ['originshift', 'leol', 'seisoku', 'originshift', 'quickbrush', 'kuro', 'seisoku'];

async function tableSession(answers: string[], game: AnyGame = eatpaint, header: LogHeader = HEADER) {
  const out = new RecordedScreen({ columns: 80, rows: 24 });
  const input = new ScriptedInput(answers, out);
  const printed: string[] = [];
  const ctx: CliContext = { colors: await makeColors({ color: false }), lang: 'en', json: false, out: (t) => printed.push(t), err: (t) => printed.push(t) };
  const session = new Session({ ctx, setup: { game, header }, table: true, bots: new Map(), input, open: false, screen: new Screen(out) });
  const code = await session.run();
  const match = (session as unknown as { match: Match }).match;
  return { code, asked: input.asked, out, printed, match };
}

describe('play --table at a terminal', () => {
  afterEach(() => { setLang('en'); setContentLang('en'); });

  it('asks each opening hand on its own seat\'s screen, after a hand-off that wipes the scrollback', async () => {
    const { code, asked, out, match } = await tableSession(['', ...ANN_HAND, '', ...BEN_HAND]);
    expect(code).toBe(130);
    const handOffs = asked.filter((a) => /Pass the terminal to/.test(a.prompt));
    expect(handOffs.map((a) => a.prompt)).toEqual([expect.stringContaining('Ann (seat 1)'), expect.stringContaining('Ben (seat 2)')]);
    const ann = asked.filter((a) => a.prompt.startsWith('Ann >'));
    const ben = asked.filter((a) => a.prompt.startsWith('Ben >'));
    expect(ann).toHaveLength(5);
    expect(ben.length).toBeGreaterThanOrEqual(7);
    // The question says why the card is asked, in the game's words; the progress line names the cards as printed.
    expect(ann[0]!.frame).toMatch(/Ann draws the opening hand: which card is it\? Only Ann sees it\./);
    expect(ann[1]!.frame).toMatch(/Ann draws the opening hand: which card is it\? \(card 2\) Only Ann sees it\./);
    expect(ann[4]!.frame).toMatch(/Told so far: Crimson Strike \(kougeki\) · Arrogant Scarlet \(gouman\) · Arrogant Scarlet \(gouman\) · Vermilion Cut \(shusetsu\) Type/);
    // Tab offers the cards still possible (and undo).
    expect(ann[0]!.completions).toEqual(expect.arrayContaining(['soumatou', 'bara', 'undo']));
    // Nothing of Ann's hand on Ben's screens, and the screen and its scrollback were wiped between them.
    for (const b of ben) for (const card of ['soumatou', 'kougeki', 'gouman', 'Revolving Lantern', 'Crimson Strike', 'Arrogant Scarlet']) expect(b.frame).not.toContain(card);
    const between = out.written.slice(ann[4]!.at, ben[0]!.at);
    expect(between).toContain(WIPE);
    // The table told the whole setup: the match began, and Ben (faster) decides.
    expect(match.opening!.map((o) => o.name)).toEqual([...ANN_HAND, ...BEN_HAND]);
    expect(ben[ben.length - 1]!.frame).toMatch(/main phase/);
  });

  it('a mistyped card is refused with a suggestion and asked again; undo takes back the last answer', async () => {
    const { asked, match } = await tableSession(['', 'soumatu', 'soumatou', 'bara', 'undo', 'kougeki', 'Gouman', 'shusetsu', 'shusetsu', '', ...BEN_HAND]);
    const ann = asked.filter((a) => a.prompt.startsWith('Ann >'));
    expect(ann[1]!.frame).toMatch(/"soumatu" cannot come from Ann's deck \(1\) now\. Did you mean "soumatou"\? Possible: .*bara/);
    // After undo the second card is asked again (card 2), with only the first one told.
    expect(ann[4]!.frame).toMatch(/Took back the last answer/);
    expect(ann[4]!.frame).toMatch(/\(card 2\)/);
    expect(ann[4]!.frame).toMatch(/Told so far: Revolving Lantern \(soumatou\) Type/);
    expect(match.opening!.slice(0, 5).map((o) => o.name)).toEqual(['soumatou', 'kougeki', 'gouman', 'shusetsu', 'shusetsu']);
  });

  it('a draw in the middle of another seat\'s move is asked after the hand-off; undo reopens the last move at its last card', async () => {
    // Ben's first turn as in examples/eatpaint-table.log, then Ann's turn: her `end` draws her three cards, then
    // Ben's start-of-turn draw is asked on Ben's screen. Ben types it wrong, notices, and corrects it with undo.
    const answers = [
      '', ...ANN_HAND, '', ...BEN_HAND,
      'play 6', 'attack 1', 'play 3', 'end', 'pick 2', '',
      'play 2', 'play 2', 'play 1', 'end', 'senshu', 'senshu', 'ryumon', '', 'cat',
      'undo', 'demeck',
    ];
    const { asked, match } = await tableSession(answers);
    const last = match.moves[match.moves.length - 1]!;
    expect(last.choice).toBe('end');
    expect(last.outcomes!.map((o) => [o.key, o.name, o.to])).toEqual([['1', 'senshu', 0], ['1', 'senshu', 0], ['1', 'ryumon', 0], ['2', 'demeck', 1]]);
    const benDraw = asked.findIndex((a) => a.prompt.startsWith('Ben >') && /Ann: end/.test(a.frame));
    expect(asked[benDraw - 1]!.prompt).toMatch(/Pass the terminal to Ben/);
    // Ben's screen never names the cards Ann drew.
    for (const a of asked.filter((x) => x.prompt.startsWith('Ben >'))) expect(a.frame).not.toMatch(/ryumon|senshu/);
    // The last question is Ben's next move; the one before it Ben's draw, asked again.
    const reopened = asked[asked.length - 2]!;
    expect(reopened.prompt).toMatch(/^Ben >/);
    expect(reopened.frame).toMatch(/Took back the last card told \(from Ben's deck \(2\)\)/);
    // The log is a transcript that replays.
    expect(replayLog(eatpaint, parseLog(writeLog(matchToLog(match)))).failure).toBeUndefined();
  });

  it('a hand-off in the middle of a move names that move, not the one before it', async () => {
    // WIXOSS: Ben goes first and keeps, then Ann's keep ends setup and Ben's first draw is asked on his screen.
    const header: LogHeader = { game: 'wixoss', version: wixoss.version, players: ['Ann', 'Ben'], seed: '1', decks: ['white-hope', 'red-ambition'], options: {}, orders: {} };
    const hands = ['', 'WD01-016', 'WD01-013', 'WD01-012', 'WD01-014', 'WD01-015', '', 'WD02-014', 'WD02-009', 'WD02-013', 'WD02-016', 'WD02-012'];
    const { asked } = await tableSession(['2', ...hands, 'keep', '', 'keep', ''], wixoss, header);
    const toBen = asked.filter((a) => /Pass the terminal to Ben/.test(a.prompt));
    expect(toBen.at(-1)!.frame).toMatch(/^Ann: keep *$/);
    // EAT/PAINT: Ann's `end` draws her cards, then Ben's draw is asked after the hand-off, which names `end`.
    const answers = ['', ...ANN_HAND, '', ...BEN_HAND, 'play 6', 'attack 1', 'play 3', 'end', 'pick 2', '', 'play 2', 'play 2', 'play 1', 'end', 'senshu', 'senshu', 'ryumon', ''];
    const ep = await tableSession(answers);
    expect(ep.asked.at(-2)!.prompt).toMatch(/Pass the terminal to Ben/);
    expect(ep.asked.at(-2)!.frame).toMatch(/^Ann: end *$/);
  });

  it('a card question takes the prompt\'s commands (board, info, history, help, moves) without answering it', async () => {
    // Ann's `end` draws her three cards: at the first question she looks at her board, a card, her history, the help
    // and the possible answers, then answers; the card is asked once.
    const answers = [
      '', ...ANN_HAND, '', ...BEN_HAND,
      'play 6', 'attack 1', 'play 3', 'end', 'pick 2', '',
      'play 2', 'play 2', 'play 1', 'end', 'board', 'info 1', 'info senshu', 'history', 'help', 'moves', '', '', 'senshu',
    ];
    const { asked, match } = await tableSession([...answers]);
    const refill = /Ann draws back up to the hand size at the end of the turn: which card is it\? Only Ann sees it\./;
    const at = asked.findIndex((a) => /Ann: end/.test(a.frame) && refill.test(a.frame));
    const frames = asked.slice(at, at + 9).map((a) => a.frame);
    // After each command the same question (card 1) is asked again, with the command's output above it.
    for (const f of frames.slice(1, 7)) expect(f).toMatch(refill);
    expect(frames[1]).toMatch(/You \(Ann\)[\s\S]*hand/);
    expect(frames[2]).toMatch(/\(shusetsu\)/);
    expect(frames[3]).toMatch(/Grand Finale \(千秋楽\) \(senshu\)/);
    // The history fits the whole screen it takes (an output too long to go under the board does so).
    expect(frames[4]).toMatch(/Ben: play 6 — Use card 6 from hand\. [\s\S]*Ann: play 1 — Use Crimson Strike/);
    // help says why the card is asked, whose eyes it is for, and what to type.
    expect(frames[5]).toMatch(/Asked because: Ann draws back up to the hand size at the end of the turn\. The card comes from Ann's deck \(1\); only Ann sees it/);
    expect(frames[5]).toMatch(/Type the card as it is printed: its whole name, or any part of the name/);
    // The possible answers take the screen (too many to go under the board) and fit it.
    expect(frames[6]).toMatch(/ryumon +Dragon Gate[\s\S]*senshu +Grand Finale[\s\S]*soumatou +Revolving Lantern/);
    // Enter brings the question's own lines back; the answer is card 1.
    expect(frames[7]).toMatch(/Type the card's name, a part of it, or its id/);
    expect(frames[8]).toMatch(/Type the card's name, a part of it, or its id/);
    expect(asked[at + 9]!.frame).toMatch(/Told so far: Grand Finale \(senshu\)[\s\S]*\(card 2\)/);
    expect(match.moves.map((m) => m.choice).slice(-1)).toEqual(['play 1']);
    // Before setup is told there is no board, and info takes names only.
    const early = await tableSession(['', 'board', 'info 1', 'info kougeki']);
    const ann = early.asked.filter((a) => a.prompt.startsWith('Ann >')).map((a) => a.frame);
    expect(ann[1]).toMatch(/The board is laid out once the setup is told/);
    expect(ann[2]).toMatch(/info takes a card's name or id/);
    expect(ann[3]).toMatch(/Crimson Strike/);
    for (const f of ann) expect(f).toMatch(/Ann draws the opening hand: which card is it\? Only Ann sees it/);
    // In Chinese the same commands answer in Chinese (the pager's own words: tests/cli/play-history.test.ts).
    setContentLang('zh');
    setLang('zh');
    const zh = await tableSession([...answers]);
    const zhFrames = zh.asked.map((a) => a.frame);
    expect(zhFrames.some((f) => /"moves" 列出可能的回答/.test(f))).toBe(true);
    for (const f of zhFrames) expect(f).not.toMatch(/Enter shows more|\((?:lines|moves) \d/);
  });

  it('a magician\'s redraw is told on its seat\'s screen before the new hand is asked, in English and Chinese', async () => {
    const noWork = ['originshift', 'originshift', 'quickbrush', 'burst', 'bitter', 'bw'];
    const { asked } = await tableSession(['', ...ANN_HAND, '', ...noWork, 'cat']);
    const ben = asked.filter((a) => a.prompt.startsWith('Ben >'));
    expect(ben[5]!.frame).not.toMatch(/shows a hand/);
    for (const b of [ben[6]!, ben[7]!]) {
      expect(b.frame).toMatch(/Ben shows a hand without works \(Origin Shift, .*, Black and White\), shuffles it back and draws again\./);
    }
    // The new hand is counted from its first card.
    expect(ben[6]!.frame).toMatch(/Ben draws the opening hand: which card is it\? Only Ben sees it\./);
    expect(ben[7]!.frame).toMatch(/Ben draws the opening hand: which card is it\? \(card 2\) Only Ben sees it\./);
    // The progress line ends the shown hand where the new one begins.
    expect(ben[7]!.frame).toMatch(/Told so far: Origin Shift · Origin Shift · Fierce Brushstroke \(quickbrush\) · Burst of Feeling \(burst\) · Bitter Choice \(bitter\) · Black and White \(bw\); Kitty \(cat\) Type/);
    setContentLang('zh');
    setLang('zh');
    const zh = await tableSession(['', ...ANN_HAND, '', ...noWork]);
    const last = zh.asked[zh.asked.length - 1]!;
    expect(last.prompt).toMatch(/^Ben >/);
    expect(last.frame).toMatch(/Ben展示没有作品的手牌（.*），洗回后重抽。/);
    expect(last.frame).toMatch(/Ben抽起始手牌：是哪张牌？只有Ben能看到。/);
  });

  it('the progress line says who goes first after the coin flip, in English and Chinese', async () => {
    const header: LogHeader = { game: 'wixoss', version: wixoss.version, players: ['Ann', 'Ben'], seed: '1', decks: ['white-hope', 'red-ambition'], options: {}, orders: {} };
    const en = await tableSession(['2', ''], wixoss, header);
    const hand = en.asked.find((a) => a.prompt.startsWith('Ann >'))!;
    expect(hand.frame).toMatch(/Told so far: Ben goes first Type/);
    setLang('zh');
    const zh = await tableSession(['2', ''], wixoss, header);
    expect(zh.asked.find((a) => a.prompt.startsWith('Ann >'))!.frame).toMatch(/已告知：Ben 先手 输入/);
  });

  it('undo with no card told for the move withdraws the move itself', async () => {
    const answers = ['', ...ANN_HAND, '', ...BEN_HAND, 'play 6', 'attack 1', 'play 3', 'end', 'pick 2', '', 'play 2', 'play 2', 'play 1', 'end', 'undo'];
    const { asked, match } = await tableSession(answers);
    expect(match.moves.map((m) => m.choice).slice(-1)).toEqual(['play 1']);
    expect(asked[asked.length - 1]!.frame).toMatch(/the move itself is taken back/);
  });
});

describe('table answers (table.ts)', () => {
  afterEach(() => { setLang('en'); setContentLang('en'); });
  const draw: ChanceQuestion = { key: '2', to: 1, candidates: ['cat', 'demeck', 'kuro'] };
  const first: ChanceQuestion = { key: 'first', pick: 3, candidates: ['1', '2', '3'] };
  const players = ['Ann', 'Ben', 'Cy'];

  it('takes a candidate in any case, a card name of exactly one candidate, or a seat by number or name', () => {
    expect(resolveAnswer('DEMECK', draw, eatpaint, players)).toEqual({ name: 'demeck' });
    const kuro = eatpaint.cards.rows().find((r) => r.id === 'kuro')!;
    expect(resolveAnswer(kuro.name, draw, eatpaint, players)).toEqual({ name: 'kuro' });
    expect(resolveAnswer('2', first, midrash, players)).toEqual({ name: '2' });
    expect(resolveAnswer('cy', first, midrash, players)).toEqual({ name: '3' });
  });

  it('refuses anything else with the pile, a suggestion and the cards that are possible', () => {
    expect(resolveAnswer('demek', draw, eatpaint, players)).toEqual({ error: '"demek" cannot come from Ben\'s deck (2) now. Did you mean "Demeck"? Possible: Kitty (cat) · Demeck · Kuro' });
    expect(resolveAnswer('bara', draw, eatpaint, players)).toEqual({ error: '"bara" cannot come from Ben\'s deck (2) now. Possible: Kitty (cat) · Demeck · Kuro' });
    expect(resolveAnswer('4', first, midrash, players)).toEqual({ error: '"4" is not a choice here: type a number from 1 to 3.' });
    expect(resolveAnswer('bem', first, midrash, players)).toEqual({ error: '"bem" is not a choice here: type a number from 1 to 3. Did you mean "Ben"?' });
    setLang('zh');
    setContentLang('zh');
    expect((resolveAnswer('demek', draw, eatpaint, players) as { error: string }).error).toMatch(/现在不可能从 Ben 的牌组 2 出现.*你是不是要输入“德梅克”？可能的牌：猫咪（cat） · 德梅克（demeck） · 黑（kuro）$/);
  });

  it('takes a card as players read it: any part of its name unique among the possible cards, any case, English or Chinese', () => {
    const wx: ChanceQuestion = { key: '1', to: 0, candidates: ['WD01-009', 'WD01-010', 'WD01-011', 'WD01-012', 'WD01-013', 'WD01-014', 'WD01-015', 'WD01-016', 'WD01-017', 'WD01-018'] };
    const answer = (typed: string) => resolveAnswer(typed, wx, wixoss, players);
    for (const typed of ['Bonya', 'bonya', 'BONYA, SMALL BOW', 'small bow', '小弓', '箭矢', 'wd01-014']) expect(answer(typed)).toEqual({ name: 'WD01-014' });
    expect(answer('servant d')).toEqual({ name: 'WD01-016' });
    // A part of several names asks for more; a typo gets the closest name; a card that cannot be there is no answer.
    expect(answer('small')).toEqual({ error: '"small" is part of the names of several possible cards: Kukri, Small Sword (WD01-013) · Bonya, Small Bow (WD01-014). Type more of the name, or the id.' });
    expect((answer('Bonja') as { error: string }).error).toMatch(/^"Bonja" cannot come from Ann's deck \(1\) now\. Did you mean "Bonya, Small Bow"\? Possible: Romail, Helmet Armor \(WD01-009\) · .* · 2 more \("moves" lists them\)$/);
    expect((answer('smal bow') as { error: string }).error).toMatch(/Did you mean "Bonya, Small Bow"\?/);
    // A typo is measured against whole words of the names: `cat` is no slip of the "car" in Arrogant Scarlet.
    const ann: ChanceQuestion = { key: '1', to: 0, candidates: ['bara', 'gouman', 'kougeki'] };
    expect(resolveAnswer('cat', ann, eatpaint, players)).toEqual({ error: '"cat" cannot come from Ann\'s deck (1) now. Possible: Rose Rebirth (bara) · Arrogant Scarlet (gouman) · Crimson Strike (kougeki)' });
    expect(answer('Tamayorihime')).toEqual({ error: expect.stringMatching(/^"Tamayorihime" cannot come from Ann's deck \(1\) now\. Possible:/) });
    expect(resolveAnswer('kitty', draw, eatpaint, players)).toEqual({ name: 'cat' });
    expect(resolveAnswer('猫', draw, eatpaint, players)).toEqual({ name: 'cat' });
    setLang('zh');
    setContentLang('zh');
    expect(answer('bonya')).toEqual({ name: 'WD01-014' });
    expect((answer('小') as { error: string }).error).toBe('"小" 是多张可能的牌的卡名的一部分：小剑 库克力（WD01-013） · 小弓 箭矢（WD01-014）。请多输入一些卡名，或输入编号。');
    setContentLang('en');
  });

  it('asks a seat its own cards, and a card of a seat\'s pile turned face up on that seat\'s screen', () => {
    expect(askedSeat(draw, 2)).toBe(1);
    expect(askedSeat({ key: '1', candidates: ['x'] }, 2)).toBe(0);
    expect(askedSeat({ key: 'level3', candidates: ['x'] }, 2)).toBeUndefined();
    expect(askedSeat(first, 3)).toBeUndefined();
    expect(pileOwner('3', 2)).toBeUndefined();
    expect(questionText(first, players, [])).toBe('Who goes first? Type the seat: 1 Ann, 2 Ben, 3 Cy');
    expect(questionText(draw, players, [{ key: '2', name: 'cat' }])).toBe('Ben, only you see it: which card comes from Ben\'s deck (2)? (card 2)');
    // With the game's reason, the question says it instead of the pile.
    const crushed: ChanceQuestion = { key: '2', why: 'Ben\'s top life cloth is crushed', candidates: ['x'] };
    expect(questionText(crushed, players, [])).toBe('Ben\'s top life cloth is crushed: which card is it?');
    expect(questionText({ ...crushed, to: 1, why: 'Ben draws a card', nth: 2 }, players, [{ key: '2', name: 'x', to: 1 }])).toBe('Ben draws a card: which card is it? (card 2) Only Ben sees it.');
    setLang('zh');
    expect(questionText(crushed, players, [])).toBe('Ben\'s top life cloth is crushed：是哪张牌？');
    expect(completions(first, players)).toEqual(['1', '2', '3', 'ann', 'ben', 'cy', 'undo']);
  });

  it('says what was told so far in words: who goes first, other picks, and the cards the seat may read', () => {
    const told = [{ key: 'first', name: '2' }, { key: '1', name: 'senshu', to: 0 }, { key: '1', name: 'ryumon', to: 0 }, { key: '2', name: 'cat', to: 1 }];
    expect(toldSoFar(told, 0, players)).toBe('Ben goes first; senshu · ryumon');
    // With the game, each card by its printed name in the reader's language beside its id.
    expect(toldSoFar(told, 0, players, [], eatpaint)).toBe('Ben goes first; Grand Finale (senshu) · Dragon Gate (ryumon)');
    expect(toldSoFar(told, 1, players)).toBe('Ben goes first; cat');
    expect(toldSoFar([{ key: '1', name: 'WX01-001' }, { key: 'discard', name: '3' }], undefined, players)).toBe('WX01-001; pick "discard": 3');
    expect(toldSoFar([{ key: '1', name: 'x', to: 0 }], 1, players)).toBe('');
    // A note to the table (a hand shuffled back) ends a run of cards.
    expect(toldSoFar(told, 0, players, [2])).toBe('Ben goes first; senshu; ryumon');
    setLang('zh');
    setContentLang('zh');
    expect(toldSoFar(told, 0, players, [], eatpaint)).toBe('Ben 先手；千秋乐（senshu） · 登龙门（ryumon）');
    setContentLang('en');
  });
});
