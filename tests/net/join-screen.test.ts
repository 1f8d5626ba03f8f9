/**
 * `cardref join` in a real terminal at 80x24 (tmux, a private server), against a fake host on loopback: the board of
 * its seat with "… is thinking" while the other seat decides, its own decision once the other has moved, chat
 * typed at the prompt reaching the host, and Ctrl+C ending it with exit code 130 and the screen restored.
 */
import { setContentLang } from '../../src/engine/i18n.js';
import { loadGame } from '../../src/games/index.js';
import { decisionOf } from '../../src/engine/match.js';
import { FakeHost } from '../support/fake-host.js';
import { TmuxTerminal, tmuxMissing } from '../support/tmux.js';

const missing = tmuxMissing();
if (missing) console.log(`join screen tests not run: ${missing}`);
const maybe = missing ? describe.skip : describe;

beforeAll(() => setContentLang('en'));

maybe('the join screen at 80x24', () => {
  let host: FakeHost;
  let terminal: TmuxTerminal | undefined;
  afterEach(async () => {
    terminal?.close();
    await host.close();
  });

  it('shows the board and who is thinking, then its own decision; say reaches the table; Ctrl+C restores the screen', async () => {
    host = await FakeHost.start(await loadGame('eatpaint'), { seed: '4' });
    const first = decisionOf(host.table.match);
    if (first.over) throw new Error('over at once');
    const waiting = first.seat === 0 ? 2 : 1;
    const deciding = host.table.players[first.seat]!;
    terminal = new TmuxTerminal(`join '${host.url(`seat${waiting}`)}'`, { columns: 80, rows: 24 });
    const thinking = await terminal.waitFor(new RegExp(`${deciding} is thinking…`));
    // Its own side of the board, hand included; the other seat, not connected (the fake host seats nobody there).
    expect(thinking).toMatch(new RegExp(`▶ You \\(${host.table.players[waiting - 1]}\\)`));
    expect(thinking).toMatch(/ hand +1 /);
    expect(thinking).toMatch(new RegExp(`${deciding} disconnected, waiting`));
    expect(thinking.split('\n').every((line) => line.length <= 80)).toBe(true);
    // A move of the other seat: the screen turns to this seat's decision (eventually), drawn again by the host's push.
    terminal.type('say hello from the terminal');
    await waitUntil(() => host.chats.length === 1);
    expect(host.chats).toEqual([`${host.table.players[waiting - 1]}: hello from the terminal`]);
    for (;;) {
      const now = decisionOf(host.table.match);
      if (now.over) throw new Error('over before the seat decided');
      if (now.seat === waiting - 1) break;
      host.act(undefined, now.seat + 1, now.choices[now.choices.length - 1]!);
    }
    const ours = await terminal.waitFor(new RegExp(`▶ ${host.table.players[waiting - 1]} \\(seat ${waiting}, you\\)`));
    expect(ours).not.toMatch(/is thinking/);
    // The prompt's commands are commands, not moves: `moves` lists the legal moves with their sentences.
    terminal.type('moves');
    const listed = await terminal.waitFor(/ 1\. \S/);
    expect(listed).not.toMatch(/is not a legal move/);
    terminal.type('say and again');
    await waitUntil(() => host.chats.length === 2);
    expect(terminal.screen()).not.toMatch(/is not a legal move/);
    const pid = terminal.pid();
    terminal.key('C-c');
    await waitUntil(() => terminal!.exitStatus(pid) !== undefined);
    expect(terminal.exitStatus(pid)).toBe(130);
    expect(terminal.screen()).toMatch(/Left the table; the seat waits/);
  }, 60_000);

  it('watch shows the public table (no hand), who is thinking, and takes say and history', async () => {
    host = await FakeHost.start(await loadGame('eatpaint'), { seed: '4' });
    const first = decisionOf(host.table.match);
    if (first.over) throw new Error('over at once');
    terminal = new TmuxTerminal(`watch '${host.url('watch')}'`, { columns: 80, rows: 24 });
    const shown = await terminal.waitFor(new RegExp(`watching · ${host.table.players[first.seat]} is thinking…`));
    expect(shown).not.toMatch(/ hand +1 /);
    expect(shown).not.toMatch(/▶ You/);
    host.act(undefined, first.seat + 1, first.choices[0]!);
    terminal.type('history');
    await terminal.waitFor(new RegExp(`${host.table.players[first.seat]}: `));
    terminal.type('say nice move');
    await waitUntil(() => host.chats.length === 1);
    expect(host.chats).toEqual(['watcher: nice move']);
    // A command answers nothing back to the host and is no "illegal move".
    expect(terminal.screen()).not.toMatch(/is not a legal move/);
    const pid = terminal.pid();
    terminal.key('C-c');
    await waitUntil(() => terminal!.exitStatus(pid) !== undefined);
    expect(terminal.exitStatus(pid)).toBe(130);
  }, 60_000);
});

async function waitUntil(test: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
