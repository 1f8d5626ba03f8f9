/**
 * `cardref host --table` on loopback: a game of real cards at two terminals. The host (Ann's seat, piped) tells its
 * own cards; Ben's seat, a piped `cardref join`, is asked for its own draws (`ask`) and tells them (`tell`); a
 * watcher looks on. The game is examples/eatpaint-table.log told this way: the host's log is that transcript and
 * replays. Nothing Ben told about cards that stay in his hand reaches the host's screen or any frame the watcher
 * is sent.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostCommand, type HostCommandContext } from '../../src/net/host-commands.js';
import type { HostTable } from '../../src/net/host-table.js';
import { cardref } from '../support/cli.js';
import { startCli } from '../support/net-cli.js';
import { TmuxTerminal, tmuxMissing } from '../support/tmux.js';
import { Client, startHost } from './net-support.js';

const TABLE = ['eatpaint', '--deck', '1=sabil-apra', '--deck', '2=aika-red', '--name', '1=Ann', '--name', '2=Ben', '--table', '--port', '0'];
/** Ann's lines at the host: her own cards and her moves, in the order the host asks them. */
const ANN = ['kougeki', 'gouman', 'gouman', 'shusetsu', 'shusetsu', 'play 2', 'play 2', 'play 1', 'end', 'senshu', 'senshu', 'ryumon', 'play 1', 'pay 1', 'play 1', 'pay 2', 'resign'];
/** Ben's lines at his terminal: his own cards (by id, name or part of a name) and his moves. */
const BEN = ['originshift', 'leol', 'living breath', 'Origin Shift', 'fierce', 'kuro', 'seisoku', 'play 6', 'attack 1', 'play 3', 'end', 'pick 2', 'kitty', 'charge', 'demeck'];
/** Cards Ben told that stay in his hand all game (ids, then names): only Ben may ever read them. */
const BEN_HIDDEN = /\b(originshift|leol|quickbrush|demeck|cat|Origin Shift|Leol|Fierce Brushstroke|Demeck|Kitty)\b/;

describe('host --table', () => {
  it('a joined seat tells its own draws at its own terminal; nobody else reads them; the log replays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-host-table-'));
    const log = join(dir, 'table.log');
    // Ann's lines wait until Ben has told his opening hand (a piped host reads them as it asks).
    const host = await startHost([...TABLE, '--log', log], dir);
    try {
      const watcher = await Client.join(host.watch);
      await watcher.next((f) => f.type === 'welcome', 5_000, true);
      const ben = startCli(['join', host.joins.get(2)!]);
      ben.write(BEN.map((line) => `${line}\n`).join(''));
      host.child.stdin!.write(ANN.map((line) => `${line}\n`).join(''));
      const benRun = await ben.done;
      expect(await host.exited).toBe(0);
      await watcher.closed;

      expect(benRun.code).toBe(0);
      expect(benRun.stdout).toMatch(/Game over: Ben wins \(Ann resigned\)/);
      // Ben was asked every card of his at his terminal, in the host's words, and his moves went through.
      expect(benRun.stdout).toContain('Ben draws the opening hand: which card is it? (card 6) Only Ben sees it.\nBen draws for the turn: which card is it? Only Ben sees it.\n');
      expect(benRun.stdout).toContain('You draw Kitty.');
      expect(benRun.stdout).toMatch(/Ben draws a card: which card is it\? Only Ben sees it\./);
      // The host's screen says who answers, and never names a card Ben keeps.
      expect(host.stdout()).toContain('Ben draws for the turn: which card is it? Only Ben sees it.\n(Ben answers at their own terminal)\n');
      expect(host.stdout()).not.toMatch(BEN_HIDDEN);
      expect(host.stdout()).toMatch(/Game over: Ben wins \(Ann resigned\)/);
      // The watcher is sent no question and no card of Ben's hand, in any frame.
      expect(watcher.frames.length).toBeGreaterThan(10);
      expect(watcher.frames.some((f) => f.type === 'ask')).toBe(false);
      for (const raw of watcher.raw) expect(raw).not.toMatch(BEN_HIDDEN);
      expect(watcher.latest('over')?.result?.winners).toEqual([2]);

      const written = readFileSync(log, 'utf8');
      expect(written).toContain('> 1: kougeki gouman gouman shusetsu shusetsu\n> 2: originshift leol seisoku originshift quickbrush kuro seisoku\nBen: play 6');
      expect(written).toContain('Ann: end\n> 1: senshu senshu ryumon\n> 2: cat\nBen: charge\n> 2: demeck\n');
      const replay = cardref(['replay', log]);
      expect(replay.code).toBe(0);
      expect(replay.stdout).toMatch(/15 moves verified · Ben wins/);
    } finally {
      host.child.kill('SIGKILL');
    }
  }, 60_000);

  it('`undo` at a seat\'s own question takes back the move it completes; the seat makes it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-host-table-'));
    const log = join(dir, 'undo.log');
    const host = await startHost([...TABLE, '--log', log], dir, ANN.map((line) => `${line}\n`).join(''));
    try {
      const ben = await Client.join(host.joins.get(2)!);
      const answers = ['originshift', 'leol', 'seisoku', 'originshift', 'quickbrush', 'kuro', 'seisoku', 'cat', 'undo', 'demeck'];
      const moves = ['play 6', 'attack 1', 'play 3', 'end', 'pick 2', 'charge', 'charge'];
      ben.socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'observation' && frame.observation.decision?.seat === 2 && frame.observation.moves.length > 0) ben.send({ type: 'act', move: moves.shift() });
        if (frame.type !== 'ask') return;
        const answer = answers.shift();
        ben.send({ type: 'tell', answer });
        // After `undo` the decision is Ben's again, the same as before (nothing new is pushed): he moves once more.
        if (answer === 'undo') setTimeout(() => ben.send({ type: 'act', move: moves.shift() }), 200);
      });
      expect(await host.exited).toBe(0);
      expect(ben.frames.filter((f) => f.type === 'error')).toEqual([]);
      expect(readFileSync(log, 'utf8')).toContain('> 2: cat\nBen: charge\n> 2: demeck\n');
      expect(cardref(['replay', log]).stdout).toMatch(/15 moves verified · Ben wins/);
    } finally {
      host.child.kill('SIGKILL');
    }
  }, 30_000);

  it('a host killed with SIGKILL mid-game is resumed with --table --resume: the same join line, and the table goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-host-table-'));
    const log = join(dir, 'resume.log');
    /** Ben as a program: each question answered and each decision made from the lists, in order. */
    const benAt = async (url: string, answers: string[], moves: string[]) => {
      const ben = await Client.join(url);
      ben.socket.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.type === 'ask') ben.send({ type: 'tell', answer: answers.shift() });
        // (Not while the resumed host waits for the seats: it sends the observation again when the game goes on.)
        const begun = ben.latest('seats')?.waiting === false;
        if (frame.type === 'observation' && begun && frame.observation.decision?.seat === 2 && frame.observation.moves.length > 0 && moves.length > 0) ben.send({ type: 'act', move: moves.shift() });
      });
      return ben;
    };
    const first = await startHost([...TABLE, '--log', log], dir, ANN.slice(0, 5).map((line) => `${line}\n`).join(''));
    const line = first.joins.get(2)!;
    try {
      const ben = await benAt(line, ['originshift', 'leol', 'seisoku', 'originshift', 'quickbrush', 'kuro', 'seisoku'], ['play 6', 'attack 1']);
      await ben.next((f) => f.type === 'moved' && f.moveCount === 2, 15_000, true);
      first.child.kill('SIGKILL');
      await first.exited;
      ben.close();
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(readFileSync(log, 'utf8')).toMatch(/Ben: attack 1\n$/);
    const again = await startHost(['eatpaint', '--table', '--resume', log], dir, ANN.slice(5).map((l) => `${l}\n`).join(''));
    try {
      expect(again.joins.get(2)).toBe(line);
      const ben = await benAt(line, ['cat', 'demeck'], ['play 3', 'end', 'pick 2', 'charge']);
      expect(await again.exited).toBe(0);
      expect(ben.frames.filter((f) => f.type === 'error')).toEqual([]);
      expect(again.stdout()).toMatch(/Game over: Ben wins \(Ann resigned\)/);
      expect(cardref(['replay', log]).stdout).toMatch(/15 moves verified · Ben wins/);
    } finally {
      again.child.kill('SIGKILL');
    }
  }, 40_000);

  it('is refused, with one line, without a seat at the host (public cards are told there) and with bots', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-host-table-'));
    const none = cardref(['host', ...TABLE, '--seat', 'none', '--log', 'n.log'], { cwd: dir });
    expect([none.code, none.stderr]).toEqual([1, 'cardref: --table --seat none: the cards everyone sees are told at the host\'s terminal, so the host takes a seat (--seat N)\n']);
    const bot = cardref(['host', ...TABLE, '--bot', '2=easy', '--log', 'b.log'], { cwd: dir });
    expect([bot.code, bot.stderr]).toEqual([1, 'cardref: --table is played by the people at the table with their own cards: drop --bot and --vs\n']);
  });

  it('`replace` hands no seat to a bot at a table of real cards', () => {
    const handed: number[] = [];
    const context: HostCommandContext = {
      table: { kinds: ['host', 'remote'] } as unknown as HostTable,
      hostName: 'Ann',
      makeBot: () => { throw new Error('no bot is made'); },
      seatBot: (seat) => { handed.push(seat); },
      atTable: true,
    };
    expect(hostCommand(context, 'replace 2 hard')).toBe('--table is played by the people at the table with their own cards: drop --bot and --vs');
    expect(handed).toEqual([]);
  });

  it('the host checks a told card as play --table does, asks again after a refusal, and takes `tell` from that seat only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-host-table-'));
    const host = await startHost([...TABLE, '--log', join(dir, 'bad.log')], dir);
    try {
      const watcher = await Client.join(host.watch);
      const ben = await Client.join(host.joins.get(2)!);
      host.child.stdin!.write(ANN.slice(0, 5).map((line) => `${line}\n`).join(''));
      const asked = await ben.next((f) => f.type === 'ask', 10_000, true);
      expect(asked).toMatchObject({ key: '2', text: 'Ben draws the opening hand: which card is it? Only Ben sees it.' });
      expect(asked.candidates).toContain('leol');
      // Only the seat asked may answer: a watcher is refused, and nothing was asked of it.
      const watcherRefused = watcher.next((f) => f.type === 'error');
      watcher.send({ type: 'tell', answer: 'leol' });
      expect(await watcherRefused).toMatchObject({ code: 'watcher' });
      // (Each wait is set before the frame that answers it is sent: the refusal and the question again come together.)
      const refusal = ben.next((f) => f.type === 'error');
      const askedAgain = ben.next((f) => f.type === 'ask');
      ben.send({ type: 'tell', answer: 'nosuch' });
      const refused = await refusal;
      expect(refused.code).toBe('bad-answer');
      expect(refused.message).toMatch(/^"nosuch" cannot come from Ben's deck \(2\) now\. .*Possible: /);
      expect((await askedAgain).id).toBe(asked.id);
      const following = ben.next((f) => f.type === 'ask');
      ben.send({ type: 'tell', answer: 'leol' });
      const next = await following;
      expect([next.id, next.soFar]).toEqual([asked.id + 1, 'Leol']);
      // A move before the setup is told is refused: there is no game yet.
      const notStarted = ben.next((f) => f.type === 'error');
      ben.send({ type: 'act', move: 'end' });
      expect(await notStarted).toMatchObject({ code: 'not-started' });
      expect(watcher.frames.some((f) => f.type === 'ask' || f.type === 'observation')).toBe(false);
      for (const raw of watcher.raw) expect(raw).not.toMatch(/leol|Leol/);
    } finally {
      host.child.kill('SIGKILL');
    }
  }, 30_000);

  (tmuxMissing() ? it.skip : it)('at a terminal, the joined seat is asked as play --table asks: moves, a refused card, the answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-host-table-'));
    const host = await startHost([...TABLE, '--log', join(dir, 'screen.log')], dir, ANN.slice(0, 5).map((line) => `${line}\n`).join(''));
    const terminal = new TmuxTerminal(`join '${host.joins.get(2)!}'`, { columns: 80, rows: 24 });
    try {
      const asked = await terminal.waitFor(/Ben draws the opening hand: which card is it\? Only Ben sees it\./);
      expect(asked).toMatch(/Setting up the table/);
      expect(await terminal.typeAndRedraw('moves')).toMatch(/leol +Leol/);
      expect(await terminal.typeAndRedraw('nosuch')).toMatch(/"nosuch" cannot come from Ben's deck \(2\) now\./);
      terminal.type('leol');
      const next = await terminal.waitFor(/\(card 2\) Only Ben sees it\./);
      expect(next).toMatch(/Told so far: Leol/);
      expect(next.split('\n').every((row) => row.length <= 80)).toBe(true);
    } finally {
      terminal.close();
      host.child.kill('SIGKILL');
    }
  }, 40_000);
});
