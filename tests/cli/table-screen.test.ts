/**
 * `play --table` in a real terminal (tmux) at 80x24, in English and Chinese (issue 44): a question says why its card
 * is asked, in the game's words, and `help` there explains what to type; cards are named as printed (any unique part
 * of the name, any case, either language) with a suggestion on a miss, and listed by name beside the id; the
 * hand-off in the middle of a move names that move.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TmuxTerminal, tmuxMissing } from '../support/tmux.js';

const missing = tmuxMissing();
if (missing) console.log(`table screen tests not run: ${missing}`);
const maybe = missing ? describe.skip : describe;

const SIZE = { columns: 80, rows: 24 };
const dir = mkdtempSync(join(tmpdir(), 'cardref-table-screen-'));
const WIXOSS = `play wixoss --deck 1=white-hope --deck 2=red-ambition --name 1=Ann --name 2=Ben --table --log ${join(dir, 'wx.log')}`;
const BEN_HAND = ['WD02-014', 'WD02-009', 'WD02-013', 'WD02-016', 'WD02-012'];

/** CJK text wraps between characters, Latin text between words: a sentence is joined back as it was written. */
const WIDE = /[\u3000-\u9fff\uff00-\uffef]/;
function joined(screen: string): string {
  return screen.split('\n').map((l) => l.trim()).filter(Boolean)
    .reduce((text, line) => (text === '' ? line : `${text}${WIDE.test(text.at(-1)!) || WIDE.test(line[0]!) ? '' : ' '}${line}`), '');
}

/** Wait until the screen, its wrapped lines joined again, matches; returns the screen as it is. */
async function shows(term: TmuxTerminal, pattern: RegExp, timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const screen = term.screen();
    if (pattern.test(joined(screen))) return screen;
    if (Date.now() > deadline) throw new Error(`the screen never showed ${pattern}:\n${screen}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

maybe('play --table at 80x24', () => {
  it('WIXOSS in English: why each card is asked, help, names as printed, the hand-off names the move just made', async () => {
    const term = new TmuxTerminal(WIXOSS, SIZE);
    try {
      await shows(term, /Who goes first\?/);
      term.type('2');
      await shows(term, /Pass the terminal to Ann/);
      term.type('');
      await shows(term, /Ann draws the opening hand \(5 cards\): which card is it\? Only Ann sees it\./);
      term.type('help');
      await shows(term, /Asked because: Ann draws the opening hand \(5 cards\)\. The card comes from Ann's deck \(1\); only Ann sees it/);
      await shows(term, /any part of the name that no other possible card has, in any case, in English or Chinese/);
      term.type('Bonja');
      const miss = await shows(term, /"Bonja" cannot come from Ann's deck \(1\) now\. Did you mean "Bonya, Small Bow"\?/);
      expect(joined(miss)).toMatch(/Possible: Romail, Helmet Armor \(WD01-009\) · Caliburn, Greatsword \(WD01-010\)/);
      term.type('bonya');
      await shows(term, /Told so far: Ben goes first; Bonya, Small Bow \(WD01-014\)/);
      await shows(term, /which card is it\? \(card 2\) Only Ann sees it\./);
      // The Chinese name at an English prompt; then a part of a name in capitals.
      term.type('小剑');
      await shows(term, /Told so far: Ben goes first; Bonya, Small Bow \(WD01-014\) · Kukri, Small Sword \(WD01-013\)/);
      for (const card of ['FLAMBER', 'servant d', 'get bible']) await term.typeAndRedraw(card);
      await shows(term, /Pass the terminal to Ben/);
      term.type('');
      for (const card of BEN_HAND) await term.typeAndRedraw(card);
      await shows(term, /Ben \(seat 2, you\) · Mulligan/);
      term.type('keep');
      await shows(term, /Pass the terminal to Ann/);
      term.type('');
      await shows(term, /Ann \(seat 1, you\) · Mulligan/);
      term.type('keep');
      // Ann's keep ends the setup and Ben's first draw is asked on his screen: the hand-off names Ann's keep.
      const handOff = await shows(term, /Pass the terminal to Ben/);
      expect(handOff).toMatch(/^Ann: keep$/m);
      expect(handOff).not.toMatch(/Ben: keep/);
      term.type('');
      await shows(term, /Ben draws 1 card for the turn: which card is it\? Only Ben sees it\./);
    } finally {
      term.close();
    }
  }, 60_000);

  it('WIXOSS in Chinese: the question, help and the cards told are in Chinese', async () => {
    const term = new TmuxTerminal(`--lang zh ${WIXOSS}`, SIZE);
    try {
      await shows(term, /谁先手/);
      term.type('2');
      await shows(term, /请把终端交给 Ann/);
      term.type('');
      await shows(term, /Ann抽起始手牌（5张）：是哪张牌？只有Ann能看到。/);
      term.type('help');
      await shows(term, /询问原因：Ann抽起始手牌（5张）。/);
      term.type('bonya');
      await shows(term, /已告知：Ben 先手；小弓 箭矢（WD01-014）/);
      term.type('小');
      await shows(term, /"小" 是多张可能的牌的卡名的一部分：小剑 库克力（WD01-013） · 小弓 箭矢（WD01-014）/);
    } finally {
      term.close();
    }
  }, 60_000);

  it('EAT/PAINT: cards listed by their printed names, never by the romanized id alone', async () => {
    const term = new TmuxTerminal(`play eatpaint --deck 1=sabil-apra --deck 2=aika-red --name 1=Ann --name 2=Ben --table --log ${join(dir, 'ep.log')}`, SIZE);
    try {
      await shows(term, /Pass the terminal to Ann/);
      term.type('');
      await shows(term, /Ann draws the opening hand: which card is it\? Only Ann sees it\./);
      term.type('kitty');
      const miss = await shows(term, /"kitty" cannot come from Ann's deck \(1\) now\. Possible: Rose Rebirth \(bara\) · Arrogant Scarlet \(gouman\) · Red Spider Lily \(higan\)/);
      expect(miss).not.toMatch(/Did you mean/);
      term.type('rose');
      await shows(term, /Told so far: Rose Rebirth \(bara\)/);
    } finally {
      term.close();
    }
  }, 60_000);
});
