/**
 * Issue 44 in a real terminal (tmux): after `--resume`, `history` starts at the game's first move and the pager
 * counts moves; at 60x20 `board` pages a screen at a time; a seat that resigns and leaves a 3-seat Midrash is
 * announced on the next seat's screen. In English and Chinese.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLog } from '../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, RESIGN, startMatch } from '../../src/engine/match.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { loadGame } from '../../src/games/index.js';
import { TmuxTerminal, tmuxMissing } from '../support/tmux.js';

const missing = tmuxMissing();
if (missing) console.log(`screen tests not run: ${missing}`);
const maybe = missing ? describe.skip : describe;

const PROMPT = /^P\d >/m;
const HAND_OFF = /press Enter|然后按回车/;

/** A WIXOSS log of 80 moves (the legal moves taken in a spread-out order), to resume. */
async function wixossLog(): Promise<string> {
  const game = await loadGame('wixoss');
  const match = startMatch(game, buildHeader(game, { seed: '31', deck: ['1=white-hope', '2=red-ambition'] }));
  for (let k = 0; k < 80; k++) {
    const legal = (decisionOf(match) as { choices: string[] }).choices.filter((c) => c !== RESIGN);
    playChoice(match, legal[(k * 7) % legal.length]!);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'cardref-history-')), 'wixoss.log');
  writeFileSync(file, writeLog(matchToLog(match)));
  return file;
}

maybe('history, the pager and leaving, on screen', () => {
  it('after --resume at 80x24, history begins at the first move and counts moves; at 60x20 board pages a screen', async () => {
    const term = new TmuxTerminal(`play wixoss --resume ${await wixossLog()}`, { columns: 80, rows: 24 });
    try {
      await term.waitFor(HAND_OFF);
      term.type('');
      const board = await term.waitFor(PROMPT);
      // The screen's recent events are the seat's own, from before the game was stopped.
      expect(board).toMatch(/^\(\d+ earlier moves: type "history"\)$/m);
      const history = await term.typeAndRedraw('history');
      expect(history.split('\n')[0]).toMatch(/^P2: mulligan 1 — Set hand card 1 aside/);
      expect(history).toMatch(/^\(moves 1–\d+ of 80; Enter shows more\)$/m);
      term.resize(60, 20);
      await term.settle();
      const paged = await term.typeAndRedraw('board');
      const lines = paged.split('\n');
      const footer = lines.findIndex((l) => /^\(lines 1–\d+ of \d+; Enter shows more\)$/.test(l));
      expect(footer).toBeGreaterThanOrEqual(16);
      expect(lines[0]).toMatch(/^WIXOSS/);
      const next = await term.typeAndRedraw('');
      const [, from] = /^\(lines (\d+)–/m.exec(next)!;
      expect(Number(from)).toBe(footer + 1);
    } finally {
      term.close();
    }
  }, 60_000);

  it('in Chinese at 60x20: history counts moves in Chinese', async () => {
    const term = new TmuxTerminal(`play wixoss --lang zh --resume ${await wixossLog()}`, { columns: 60, rows: 20 });
    try {
      await term.waitFor(HAND_OFF);
      term.type('');
      await term.waitFor(PROMPT);
      const history = await term.typeAndRedraw('history');
      expect(history).toMatch(/^（第 1–\d+ 步，共 80 步；按回车看更多）$/m);
    } finally {
      term.close();
    }
  }, 60_000);

  it.each([
    ['en', (name: string, others: string[]) => `${name} resigned and left the table; ${others.join(', ')} play on`],
    ['zh', (name: string, others: string[]) => `${name} 认输离席；${others.join('、')} 继续对局`],
  ])('Midrash with 3 seats (%s): the seat that resigns leaves, and the next seat reads so', async (lang, announced) => {
    const term = new TmuxTerminal(`play midrash --players 3 --seed 5 --lang ${lang}`, { columns: 80, rows: 24 });
    try {
      const first = /^P(\d) >/m.exec(await term.waitFor(PROMPT))![1]!;
      const others = ['P1', 'P2', 'P3'].filter((p) => p !== `P${first}`);
      await term.typeAndRedraw('resign');
      const after = await term.typeAndRedraw(lang === 'zh' ? '是' : 'yes');
      expect(after).toMatch(new RegExp(`^P${(Number(first) % 3) + 1} >`, 'm'));
      expect(after.replace(/\s+/g, ' ')).toContain(announced(`P${first}`, others));
    } finally {
      term.close();
    }
  }, 60_000);
});
