/**
 * Each connection reads the table in its own language: a host playing in English serves a seat and a watcher that
 * joined with `lang: zh` every text in Chinese (boards, prompts, legal moves, move sentences, events, the result),
 * while an English watcher of the same game gets English. The Chinese texts are exactly those a Chinese host would
 * have made: the game is played again from the host's log in Chinese and compared frame by frame.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setContentLang, withContentLang } from '../../src/engine/i18n.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, describeLegal, playChoice, startMatch } from '../../src/engine/match.js';
import { loadGame } from '../../src/games/index.js';
import { startCli } from '../support/net-cli.js';
import { Client, startHost } from './net-support.js';

beforeAll(() => setContentLang('en'));

const CJK = /[\u4e00-\u9fff]/;

it('an English host serves a Chinese seat and watcher Chinese texts, an English watcher English ones', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-host-lang-'));
  const host = await startHost(['eatpaint', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '5', '--name', '1=Ann', '--name', '2=Ben'], dir);
  try {
    const zhWatcher = await Client.join(host.watch, 1, 1, 'zh');
    const enWatcher = await Client.join(host.watch, 2);
    // The CLI's own watch screen, in Chinese by its locale (LANG), while the host speaks English.
    const cliWatcher = startCli(['watch', host.watch], { LANG: 'zh_CN.UTF-8' });
    // The game starts as soon as both seats join and bots play it fast: on a busy machine the watcher's process
    // could still be starting when the host ends, so the seats join once it shows the table.
    for (const started = Date.now(); !/观战/.test(cliWatcher.output()) && Date.now() - started < 30_000; ) await new Promise((r) => setTimeout(r, 50));
    const ann = await Client.join(host.joins.get(1)!, 3, 1, 'zh');
    const ben = await Client.join(host.joins.get(2)!, 4);
    ann.autoplay = true;
    ben.autoplay = true;
    await Promise.all([ann, ben, zhWatcher, enWatcher].map((c) => c.next((f) => f.type === 'over', 60_000, true)));
    expect(await host.exited).toBe(0);
    const cli = await cliWatcher.done;
    expect(cli.code).toBe(0);

    const boards = (c: Client) => c.frames.filter((f) => f.type === 'observation').map((f) => JSON.stringify(f.observation.board));
    expect(boards(zhWatcher).every((b) => CJK.test(b))).toBe(true);
    expect(boards(enWatcher).some((b) => CJK.test(b))).toBe(false);
    expect(boards(ann).every((b) => CJK.test(b))).toBe(true);
    expect(boards(ben).some((b) => CJK.test(b))).toBe(false);
    // Ann's prompts and legal moves' texts are Chinese; Ben's English.
    const texts = (c: Client) => c.frames.filter((f) => f.type === 'observation' && f.observation.decision).flatMap((f) => [f.observation.decision.prompt, ...f.observation.moves.map((m: any) => m.text)]);
    expect(texts(ann).length).toBeGreaterThan(0);
    expect(texts(ann).filter((text) => CJK.test(text)).length).toBeGreaterThan(texts(ann).length / 2);
    expect(texts(ben).some((text) => CJK.test(text))).toBe(false);
    const over = (c: Client) => c.frames.find((f) => f.type === 'over')!.result;
    expect(over(zhWatcher).reason).toMatch(CJK);
    expect(over(enWatcher).reason).not.toMatch(CJK);
    expect(cli.stdout).toMatch(/观战/);
    expect(cli.stdout).toMatch(/游戏结束|对局结束/);

    // Every move as each recipient was told it equals the game played again from the log in that recipient's language.
    const game = await loadGame('eatpaint');
    const log = parseLog(readFileSync(join(dir, 'g.log'), 'utf8'));
    const match = startMatch(game, log.header, { record: true });
    const expected = new Map<string, string[]>();
    for (const move of log.moves) {
      const decision = decisionOf(match);
      if (decision.over) break;
      const count = match.moves.length + 1;
      const told = (lang: 'en' | 'zh') => withContentLang(lang, () => [0, 1, null].map((viewer) => describeLegal(match, move.choice, viewer === decision.seat ? undefined : viewer, decision)));
      const [enTexts, zhTexts] = [told('en'), told('zh')];
      const events = withContentLang('zh', () => playChoice(match, move.choice, decision));
      expect(events.length).toBeGreaterThanOrEqual(0);
      const publicEvents = events.filter((e) => e.to === undefined).map((e) => e.text);
      expected.set(`zh-watcher/${count}`, [zhTexts[2]!, ...publicEvents]);
      expected.set(`en-watcher/${count}`, [enTexts[2]!]);
      expected.set(`ann/${count}`, [zhTexts[0]!, ...events.filter((e) => e.to === undefined || e.to === 0).map((e) => e.text)]);
    }
    const moved = (c: Client, who: string) => c.frames.filter((f) => f.type === 'moved').map((f) => [`${who}/${f.moveCount}`, f]);
    let compared = 0;
    for (const [key, frame] of [...moved(zhWatcher, 'zh-watcher'), ...moved(ann, 'ann')] as [string, any][]) {
      expect([key, frame.text, ...frame.events]).toEqual([key, ...expected.get(key)!]);
      compared++;
    }
    for (const [key, frame] of moved(enWatcher, 'en-watcher') as [string, any][]) expect([key, frame.text]).toEqual([key, ...expected.get(key)!]);
    expect(compared).toBeGreaterThan(20);
    expect([...expected.values()].some((lines) => lines.some((line) => CJK.test(line)))).toBe(true);
  } finally {
    host.child.kill('SIGKILL');
  }
}, 120_000);
