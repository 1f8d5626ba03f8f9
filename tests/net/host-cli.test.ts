/**
 * `cardref host`'s command line: its help in both languages, the choices it refuses with one `cardref:` line, a
 * port in use, an address others can reach (said once), and a secrets file that is not ours.
 */
import { createServer } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';

const dir = () => mkdtempSync(join(tmpdir(), 'cardref-host-cli-'));
const BOTS = ['--bot', '1=random', '--bot', '2=random'];

describe('cardref host', () => {
  it('has help in English and Chinese, with the ssh line and examples', () => {
    const en = cardref(['host', '--help']);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('ssh -L 7777:127.0.0.1:7777');
    expect(en.stdout).toMatch(/Examples:\n {2}cardref host /);
    const zh = cardref(['--lang', 'zh', 'host', '--help']);
    expect(zh.stdout).toContain('入座行');
    expect(zh.stdout).toMatch(/示例：\n {2}cardref host /);
  });

  it('plays a game of bots only and says nothing else; a reachable address is said once', () => {
    const run = cardref(['host', 'eatpaint', ...BOTS, '--seed', '3', '--port', '0', '--listen', '127.0.0.2', '--log', 'g.log'], { cwd: dir() });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^watch: cardref watch ws:\/\/127\.0\.0\.2:\d+\/#[\w-]{43}$/m);
    expect(run.stdout).toMatch(/Game over/);
    expect(run.stderr.trim().split('\n')).toEqual(['listening on 127.0.0.2: anyone who can reach this machine and holds a join line can take that seat']);
  });

  it('refuses a seat a bot takes, a seat out of range, a port in use, and a secrets file that is not ours', async () => {
    const bot = cardref(['host', 'eatpaint', '--bot', '2=random', '--seat', '2', '--port', '0', '--log', 'g.log'], { cwd: dir() });
    expect([bot.code, bot.stderr.trim()]).toEqual([1, 'cardref: seat 2 is played by a bot (--bot): choose another --seat, or none']);
    const range = cardref(['host', 'eatpaint', '--seat', '3', '--port', '0', '--log', 'g.log'], { cwd: dir() });
    expect(range.code).toBe(1);
    expect(range.stderr).toMatch(/^cardref: .*--seat/);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const busy = cardref(['host', 'eatpaint', '--port', String(port), '--log', 'g.log'], { cwd: dir(), spawn: true });
    taken.close();
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(new RegExp(`^cardref: cannot listen on 127\\.0\\.0\\.1 port ${port}: .*EADDRINUSE`));
    // A game to resume whose secrets file was changed by hand.
    const folder = dir();
    const played = cardref(['play', 'eatpaint', '--seed', '3', '--log', 'g.log'], { cwd: folder, input: 'end\n' });
    expect(played.code).toBe(0);
    writeFileSync(join(folder, 'g.log.secrets'), '{"format":"cardref-secrets/1","seats":["short"],"watch":"x"}\n');
    const bad = cardref(['host', 'eatpaint', '--resume', 'g.log', '--port', '0'], { cwd: folder, spawn: true });
    expect([bad.code, bad.stderr.trim().split('\n').pop()]).toEqual([1, 'cardref: g.log.secrets is not a secrets file of cardref host (it was changed, or belongs to another game)']);
  });
});

it('stops on SIGTERM while it waits for the seats: nothing saved, no secrets left behind, exit 143', async () => {
  const { startHost } = await import('./net-support.js');
  const { existsSync } = await import('node:fs');
  const folder = dir();
  const host = await startHost(['eatpaint', '--port', '0', '--log', 'g.log', '--seat', 'none'], folder);
  expect(existsSync(join(folder, 'g.log.secrets'))).toBe(true);
  host.child.kill('SIGTERM');
  expect(await host.exited).toBe(143);
  expect(host.stderr()).toContain('nothing was saved');
  expect(existsSync(join(folder, 'g.log'))).toBe(false);
  expect(existsSync(join(folder, 'g.log.secrets'))).toBe(false);
});

describe('cardref host takes the options of play', () => {
  /** The long options a help text lists. */
  const optionsOf = (help: string) => new Set([...help.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]!));

  it('lists every option of play but those of one shared screen, which it refuses with one line saying why', () => {
    const play = optionsOf(cardref(['play', '--help']).stdout);
    const host = optionsOf(cardref(['host', '--help']).stdout);
    // (--table is hosted: tests/net/host-table.test.ts.)
    const oneScreen = ['--open', '--handoff'];
    expect([...play].filter((option) => !host.has(option))).toEqual(oneScreen);
    expect(host).toContain('--vs');
    for (const option of oneScreen) {
      const run = cardref(['host', 'eatpaint', option, '--port', '0', '--log', 'g.log'], { cwd: dir() });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^cardref: ${option} cannot be hosted: [^\\n]+\\n$`));
      const zh = cardref(['--lang', 'zh', 'host', 'eatpaint', option, '--port', '0', '--log', 'g.log'], { cwd: dir() });
      expect(zh.stderr).toMatch(new RegExp(`^cardref: ${option} 不能用于主持对局：[^\\n]+\\n$`));
    }
  });

  it('--vs LEVEL puts bots in every seat but the host\'s: no join line is printed', () => {
    const second = cardref(['host', 'eatpaint', '--vs', 'easy', '--seat', '2', '--port', '0', '--log', 'g.log', '--seed', '3'], { cwd: dir(), input: 'resign\n' });
    expect(second.stderr).toBe('');
    expect(second.stdout).not.toMatch(/cardref join/);
    expect(second.stdout).toContain('seat 1 (P1): bot\nseat 2 (P2): this terminal');
    const none = cardref(['host', 'eatpaint', '--vs', 'easy', '--seat', 'none', '--port', '0', '--log', 'g.log', '--seed', '3'], { cwd: dir() });
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('seat 1 (P1): bot\nseat 2 (P2): bot');
    expect(none.stdout).toMatch(/Game over/);
    // Without --vs the other seat is remote (a join line), as before.
    const bad = cardref(['host', 'eatpaint', '--vs', 'nosuch', '--port', '0', '--log', 'g.log'], { cwd: dir() });
    expect([bad.code, bad.stderr.split('\n').length]).toEqual([1, 2]);
  });
});

describe('the examples of host --help run', () => {
  const lines = [...new Set(['en', 'zh'].flatMap((lang) => {
    const help = cardref(['--lang', lang, 'host', '--help']).stdout;
    return help.split(/(?:Examples|示例)[:：]\n/)[1]!.split('\n').filter((line) => line.startsWith('  cardref')).map((line) => line.trim().split(/\s{2,}/)[0]!);
  }))];

  it('are there', () => expect(lines.length).toBeGreaterThanOrEqual(5));

  it.each(lines)('%s', async (line) => {
    const folder = dir();
    const args = line.split(' ').slice(1);
    if (args.includes('--resume')) {
      // A game to resume: two moves in, saved when the piped input ended.
      expect(cardref(['play', 'wixoss', '--seed', '1', '--log', 'game.log'], { cwd: folder, input: 'keep\nkeep\n' }).code).toBe(0);
    }
    if (args.includes('--table')) {
      // Real cards (the decks of examples/eatpaint-table.log): Ann tells her opening hand at the host, Ben his at
      // his own terminal, then resigns.
      const { startHost } = await import('./net-support.js');
      const { startCli } = await import('../support/net-cli.js');
      const host = await startHost([...args.slice(1), '--port', '0'], folder, 'kougeki\ngouman\ngouman\nshusetsu\nshusetsu\n');
      const ben = startCli(['join', host.joins.get(2)!]);
      ben.write('originshift\nleol\nseisoku\noriginshift\nquickbrush\nkuro\nseisoku\nresign\n');
      expect(await host.exited).toBe(0);
      expect(host.stderr()).toBe('');
      expect(host.stdout()).toMatch(/Game over: Ann wins/);
      expect((await ben.done).code).toBe(0);
      return;
    }
    if (!args.includes('--seat') && !args.includes('--vs') && !args.includes('--resume')) {
      // A remote seat: joined by a bot; the host's own seat reads its (empty) stdin. Any free port, not 7777.
      const { startHost } = await import('./net-support.js');
      const { startCli } = await import('../support/net-cli.js');
      const host = await startHost([...args.slice(1), '--port', '0'], folder);
      const joined = startCli(['join', host.joins.get(2)!, '--bot', 'random']);
      host.child.stdin!.end();
      expect(await host.exited).toBe(0);
      expect(host.stderr()).toBe('');
      await joined.done;
      return;
    }
    const run = cardref(args, { cwd: folder });
    expect({ line, code: run.code, stderr: run.stderr }).toEqual({ line, code: 0, stderr: '' });
    expect(run.stdout).toMatch(/Game over/);
  }, 120_000);
});
