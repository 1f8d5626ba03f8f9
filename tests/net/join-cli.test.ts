/**
 * `cardref join` and `watch` as real processes against a fake host on loopback (tests/support/fake-host.ts): two
 * bots play a seat each from the joining side to the end while a watcher follows, chat reaches everyone, nobody's
 * output holds what only the other seat was told, and each refusal is one `cardref:` line with exit code 3.
 */
import { setContentLang } from '../../src/engine/i18n.js';
import { loadGame } from '../../src/games/index.js';
import { FakeHost } from '../support/fake-host.js';
import { startCli } from '../support/net-cli.js';

beforeAll(() => setContentLang('en'));

describe('join and watch', () => {
  let host: FakeHost;
  afterEach(() => host?.close());

  it('two bots play a game to the end from the joining side; the watcher sees it, and nobody another seat\'s private events', async () => {
    host = await FakeHost.start(await loadGame('eatpaint'), { seed: '4' });
    const watcher = startCli(['watch', host.url('watch')]);
    // (The fake host does not wait for every seat as a real one does: the watcher is there from the first move.)
    while (![...host.connections.values()].includes(0)) await new Promise((resolve) => setTimeout(resolve, 20));
    const ann = startCli(['join', host.url('seat1'), '--bot', 'random']);
    const ben = startCli(['join', host.url('seat2'), '--bot', 'random']);
    const [w, a, b] = await Promise.all([watcher.done, ann.done, ben.done]);
    expect(host.table.result()).not.toBeNull();
    for (const run of [w, a, b]) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Game over: /);
    }
    expect(w.stdout).toMatch(/^EAT\/PAINT · watching/);
    expect(a.stdout).toMatch(/^EAT\/PAINT · seat 1 \(Ann\)/);
    // Every move reached the watcher.
    expect(w.stdout.split('\n').filter((l) => /^(Ann|Ben): /.test(l)).length).toBe(host.table.match.moves.length);
    // What only one seat was told (its own draws, say) reached neither the other seat nor the watcher.
    const outputs = new Map([[1, a.stdout], [2, b.stdout]]);
    let secrets = 0;
    for (const [seat, texts] of host.privateEvents) {
      const publicText = [...(host.privateEvents.get(3 - seat) ?? [])];
      for (const text of texts) {
        if (publicText.includes(text)) continue;
        secrets++;
        expect(outputs.get(seat)).toContain(text);
        expect(outputs.get(3 - seat)).not.toContain(`· ${text}\n`);
        expect(w.stdout).not.toContain(`· ${text}\n`);
      }
    }
    expect(secrets).toBeGreaterThan(0);
    // The secret never travelled in the HTTP request line.
    expect(host.requestLines.every((line) => line === 'GET /')).toBe(true);
  }, 60_000);

  it('a piped seat plays its lines, chats, and an illegal line ends it with exit code 2', async () => {
    // The host sends the old observation again before each move's: the next line is checked against the new one.
    host = await FakeHost.start(await loadGame('eatpaint'), { seed: '4', bots: [1, 2], echoBeforeAct: true });
    const decider = host.table.match.game.decision(host.table.match.state);
    if (decider.over) throw new Error('over at once');
    const seat = decider.seat + 1;
    const other = seat === 1 ? 2 : 1;
    // The host plays the other seat; this one is piped.
    (host.options.bots as number[]).splice(0, 2, other);
    const watcher = startCli(['watch', host.url('watch')]);
    while (![...host.connections.values()].includes(0)) await new Promise((resolve) => setTimeout(resolve, 20));
    const player = startCli(['join', host.url(`seat${seat}`)]);
    // (Seed 4: Ben decides first; `attack 1` is legal only once his first card is played.)
    expect(decider.choices).not.toContain('attack 1');
    player.write(`say hello \x1b[31mall\n${decider.choices[0]}\nattack 1\nno-such-move\n`);
    const run = await player.done;
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cardref: stdin line 4: illegal move "no-such-move" for Ben/);
    expect(host.table.match.moves.map((move) => move.choice).slice(0, 2)).toEqual([decider.choices[0], 'attack 1']);
    expect(host.chats).toEqual([`${host.table.players[seat - 1]}: hello \x1b[31mall`]);
    expect(host.table.match.moves.length).toBeGreaterThanOrEqual(1);
    // The watcher is still there, and saw the chat with its escape made visible.
    watcher.kill('SIGTERM');
    const seen = await watcher.done;
    expect(seen.code).toBe(143);
    expect(seen.stdout).toContain('hello ^[[31mall');
    expect(seen.stdout).not.toContain('\x1b[31m');
  }, 60_000);

  it('a refused secret, a refused connection and a bad URL are one cardref: line each', async () => {
    host = await FakeHost.start(await loadGame('midrash'));
    const refused = await startCli(['join', host.url('wrong')]).done;
    expect(refused.code).toBe(3);
    expect(refused.stderr).toBe('cardref: the host refused: no seat or watch line has this secret\n');
    const port = host.port;
    await host.close();
    const nobody = await startCli(['join', `ws://127.0.0.1:${port}/#seat1`]).done;
    expect(nobody.code).toBe(3);
    expect(nobody.stderr).toMatch(/^cardref: cannot reach the host at ws:\/\/127\.0\.0\.1:\d+\/#… \(ECONNREFUSED\)/);
    expect(nobody.stderr).not.toContain('seat1');
    const bad = await startCli(['join', 'http://example/#x']).done;
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('cardref: "http://example/#x" is no join line\'s URL (expected ws://HOST:PORT/#SECRET, as the host prints it)\n');
    const hard = await startCli(['join', 'ws://127.0.0.1:1/#x', '--bot', 'hard']).done;
    expect(hard.code).toBe(1);
    expect(hard.stderr).toMatch(/^cardref: --bot hard cannot play a joined seat: only random/);
    host = await FakeHost.start(await loadGame('midrash'));
  }, 60_000);
});
