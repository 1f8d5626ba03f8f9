/**
 * `help` at the play prompt teaches the moves legal right now: each kind once, with a real example and its meaning,
 * and (for a game with a move table) how every move of the kind is written.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { terminal } from '../support/terminal.js';

describe('help at the play prompt', () => {
  it.each([
    ['en', '', /Moves you can make now, one example of each:\s+use\s+1 move\s+e\.g\. `use char 1` — the character: one Set or one Summon\s+written: use char <n> \/ use <slot> <n> \(rules: turn\)\s+end\s+1 move\s+e\.g\. `end` — \S/],
    ['zh', '--lang zh', /现在可以走的着法（每类一个例子）：\s+use\s+1 种\s+例如 `use char 1` —— 角色：设置或召唤一次\s+格式：use char <编号> \/ use <位置> <编号>（规则：turn）\s+end\s+1 种\s+例如 `end` —— \S/],
  ])('%s: groups the legal moves by kind with an example each', async (_lang, flag, expected) => {
    const log = join(mkdtempSync(join(tmpdir(), 'cardref-')), 'help.log');
    const t = terminal(`${flag} play midrash --players 2 --seed 5 --log ${log}`);
    try {
      // Midrash has nothing private at the table: no hand-off screen between seats.
      await t.waitFor(/P2 > /);
      expect(t.screen()).not.toMatch(/Enter|回车/);
      const help = await t.step('help\r', expected);
      expect(t.screen().slice(help)).toMatch(expected);
      // An illegal move names what is legal instead.
      const illegal = await t.step('summon 9\r', /summon 9[\s\S]*(Legal now|当前合法着法)[:：] ?use char 1 \| end/);
      expect(t.screen().slice(illegal)).toMatch(/summon 9[\s\S]*(Legal now|当前合法着法)[:：] ?use char 1 \| end/);
    } finally {
      t.child.kill('SIGKILL');
    }
  }, 30_000);
});
