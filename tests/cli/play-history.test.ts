/**
 * `history` at the play prompt and the pager it pages in (issue 44): every move the seat may know of, from the
 * first, also after `--resume` (rebuilt from the log as that seat saw it); the pager counts what it lists (moves,
 * not wrapped lines) and keeps each entry whole; `board` on a small screen pages a screen at a time; a board cut
 * short says so in full at 60 columns; a seat that resigns and leaves a 3-seat Midrash is announced to the others.
 */
import { setContentLang } from '../../src/engine/i18n.js';
import { decisionOf, playChoice, RESIGN, startMatch, type Match } from '../../src/engine/match.js';
import type { Seat } from '../../src/engine/game.js';
import { setLang } from '../../src/cli/i18n/index.js';
import type { CliContext } from '../../src/cli/main.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { SeatHistories } from '../../src/cli/play/history.js';
import { AbortedError, type MoveInput } from '../../src/cli/play/inputs.js';
import { pageEntries, Screen, type ScreenSize } from '../../src/cli/play/screen.js';
import { Session } from '../../src/cli/play/session.js';
import { makeColors } from '../../src/cli/ui/colors.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { loadGame } from '../../src/games/index.js';
import { RecordedScreen, ScriptedInput, type Asked } from '../support/recorded-screen.js';

const WIXOSS_DECKS = ['1=white-hope', '2=red-ambition'];
const HAND_OFF = /^Pass the terminal|^请把终端/;
const FOOTER = /^\((?:moves?|lines?) [\d–]+ of \d+(?:; Enter shows more)?\)$/;

/** A fixed, varied line of play: the legal moves taken in a spread-out order (never `resign`). */
function playedMoves(match: Match, count: number): string[] {
  const moves: string[] = [];
  for (let k = 0; k < count; k++) {
    const decision = decisionOf(match);
    if (decision.over) break;
    const legal = decision.choices.filter((c) => c !== RESIGN);
    const choice = legal[(k * 7) % legal.length]!;
    moves.push(choice);
    playChoice(match, choice);
  }
  return moves;
}

async function wixossMatch(moves = 0, record = false): Promise<{ match: Match; moves: string[] }> {
  const game = await loadGame('wixoss');
  const match = startMatch(game, buildHeader(game, { seed: '31', deck: WIXOSS_DECKS }), record ? { record: true } : undefined);
  return { match, moves: playedMoves(match, moves) };
}

async function run(match: Match, size: ScreenSize, answer: (prompt: string, n: number) => string | undefined, lang: 'en' | 'zh' = 'en') {
  const out = new RecordedScreen(size);
  const input = new ScriptedInput(out, answer);
  const printed: string[] = [];
  const ctx: CliContext = { colors: await makeColors({ color: false }), lang, json: false, out: (t) => printed.push(t), err: (t) => printed.push(t) };
  const session = new Session({ ctx, match, bots: new Map(), input, open: false, screen: new Screen(out) });
  const code = await session.run();
  return { code, asked: input.asked, printed, session };
}

/** After the hand-off (if any), `commands` at the prompt, then Enter `enters` times; the frames from the first command on. */
function typing(commands: string[], enters: number): (prompt: string) => string | undefined {
  const queue = [...commands, ...Array.from({ length: enters }, () => '')];
  return (prompt) => (HAND_OFF.test(prompt) ? '' : queue.shift());
}

const atPrompt = (asked: Asked[]) => asked.filter((a) => !HAND_OFF.test(a.prompt));
const histories = (session: Session) => (session as unknown as { history: SeatHistories }).history;

describe('history at the play prompt', () => {
  afterEach(() => { setLang('en'); setContentLang('en'); });

  it('after a resume, is every move the seat saw, from the first, paged a move at a time', async () => {
    const { match, moves } = await wixossMatch(80, true);
    expect(moves.length).toBe(80);
    const seat = (decisionOf(match) as { seat: Seat }).seat;
    const { asked } = await run(match, { columns: 80, rows: 24 }, typing(['history'], 40));
    // Under the board, the last moves; the line above them counts the earlier ones in moves.
    const events = atPrompt(asked)[0]!.frame;
    const note = events.findIndex((l) => /^\(\d+ earlier moves: type "history"\)$/.test(l));
    expect(note).toBeGreaterThan(0);
    const shownMoves = events.slice(note + 1).filter((l) => /^P[12]: \S/.test(l)).length;
    expect(shownMoves).toBeGreaterThan(0);
    expect(Number(/\d+/.exec(events[note]!)![0]) + shownMoves).toBe(80);
    const pages = atPrompt(asked).slice(1);
    // The first page starts with the first move of the game, and the pager counts the 80 moves.
    expect(pages[0]!.frame[0]).toMatch(/^P2: mulligan 1 — Set hand card 1 aside/);
    expect(pages[0]!.frame.find((l) => FOOTER.test(l))).toMatch(/^\(moves 1–\d+ of 80; Enter shows more\)$/);
    // Paging on reaches the last move; no move is skipped or shown twice.
    const footers = pages.map((p) => p.frame.find((l) => FOOTER.test(l))!).filter(Boolean);
    const last = footers.findIndex((f) => / of 80\)$/.test(f));
    expect(last).toBeGreaterThan(0);
    const ranges = footers.slice(0, last + 1).map((f) => /(\d+)(?:–(\d+))? of/.exec(f)!).map((m) => [Number(m[1]), Number(m[2] ?? m[1])]);
    ranges.forEach(([from], i) => expect(from).toBe(i === 0 ? 1 : ranges[i - 1]![1]! + 1));
    expect(ranges.at(-1)![1]).toBe(80);
    expect(pages[last]!.frame.join('\n')).toContain(`P${match.moves.at(-1)!.seat + 1}: ${match.moves.at(-1)!.choice} — `);
    // Each page is whole moves: it starts with a move's line, never with one of its events.
    for (const page of pages.slice(0, last + 1)) expect(page.frame[0]).toMatch(/^P[12]: /);
    expect(seat).toBe(0);
  });

  it('is rebuilt after a resume exactly as each seat saw it live: its own draws named, the other\'s not', async () => {
    const { match: live, moves } = await wixossMatch(0);
    const script = [...(await wixossMatch(80)).moves];
    const { session } = await run(live, { columns: 80, rows: 24 }, (prompt) => (HAND_OFF.test(prompt) ? '' : script.shift()));
    expect(live.moves.length).toBe(80);
    expect(moves).toEqual([]);
    const rebuilt = SeatHistories.fromMatch(live, (seat) => live.header.players[seat]!, false);
    const seen = histories(session);
    for (const seat of [0, 1]) expect(rebuilt.entries(seat)).toEqual(seen.entries(seat));
    // Nothing is cut: the first move is still there after more than a hundred lines.
    expect(seen.entries(0).flatMap((e) => e.lines).length).toBeGreaterThan(120);
    expect(seen.entries(0)[0]!.lines[0]).toMatch(/^P2: mulligan 1 — Set hand card 1 aside/);
    // P1's mulligan names the card to P1 only; P2 reads the hand position.
    const mulligan = (seat: Seat) => seen.entries(seat).find((e) => e.lines[0]!.startsWith('P1: mulligan'))!.lines[0]!;
    expect(mulligan(0)).toMatch(/^P1: mulligan \d — Set .+ \(hand card \d\) aside/);
    expect(mulligan(1)).toMatch(/^P1: mulligan \d — Set hand card \d aside/);
    const p1 = seen.entries(0).flatMap((e) => e.lines).join('\n');
    const p2 = seen.entries(1).flatMap((e) => e.lines).join('\n');
    expect(p1).not.toEqual(p2);
  });

  it.each([['pad', ['1=fire-dark', '2=water-wood-light']], ['eatpaint', ['1=sabil-apra', '2=aika-red']], ['midrash', []]] as const)(
    '%s: the history rebuilt for a resume is what each seat saw live',
    async (id, deck) => {
      const game = await loadGame(id);
      const header = buildHeader(game, { seed: '31', deck: [...deck], players: id === 'midrash' ? '3' : undefined });
      const script = playedMoves(startMatch(game, header), 60);
      const live = startMatch(game, header);
      const { session } = await run(live, { columns: 80, rows: 24 }, (prompt) => (HAND_OFF.test(prompt) ? '' : script.shift()));
      expect(live.moves.length).toBe(60);
      const rebuilt = SeatHistories.fromMatch(live, (seat) => live.header.players[seat]!, false);
      for (const seat of live.header.players.keys()) {
        expect(rebuilt.entries(seat)).toEqual(histories(session).entries(seat));
        expect(rebuilt.entries(seat).length).toBe(60);
      }
    },
  );

  it('before the first move says that nothing has happened yet', async () => {
    const { match } = await wixossMatch(0);
    const { asked } = await run(match, { columns: 80, rows: 24 }, typing(['history'], 0));
    expect(atPrompt(asked)[1]!.frame).toContain('No move has been made yet.');
  });

  it('undo forgets the move taken back', () => {
    const histories = new SeatHistories(2, false);
    for (let move = 0; move < 3; move++) histories.share({ move, who: 'P1', choice: `m${move}`, sentence: () => 'does', events: [{ text: 'private', to: 0 }] });
    histories.forget(2);
    expect(histories.entries(0)).toEqual([
      { move: 0, lines: ['P1: m0 — does', '  · private'] },
      { move: 1, lines: ['P1: m1 — does', '  · private'] },
    ]);
    expect(histories.entries(1).map((e) => e.lines)).toEqual([['P1: m0 — does'], ['P1: m1 — does']]);
    expect(histories.entries(null)).toEqual([]);
  });
});

describe('the pager', () => {
  afterEach(() => { setLang('en'); setContentLang('en'); });

  it('pages whole entries and says which ones it shows', () => {
    const entries = [['a1', 'a2'], ['b1'], ['c1', 'c2', 'c3'], ['d1', 'd2', 'd3', 'd4', 'd5']];
    expect(pageEntries(entries, 4)).toEqual([
      { lines: ['a1', 'a2', 'b1'], first: 0, last: 1 },
      { lines: ['c1', 'c2', 'c3'], first: 2, last: 2 },
      // Only an entry taller than a page is split.
      { lines: ['d1', 'd2', 'd3', 'd4'], first: 3, last: 3 },
      { lines: ['d5'], first: 3, last: 3 },
    ]);
    expect(pageEntries([], 4)).toEqual([{ lines: [], first: 0, last: 0 }]);
  });

  it.each([[80, 24], [60, 20]])('moves at %ix%i counts moves, not lines, and never splits one', async (columns, rows) => {
    const { match } = await wixossMatch(0);
    const legal = decisionOf(match) as { choices: string[] };
    const { asked } = await run(match, { columns, rows }, typing(['moves'], 6));
    const pages = atPrompt(asked).slice(1);
    const numbered = (frame: string[]) => frame.filter((l) => /^\s+\d+\. /.test(l)).map((l) => Number(/\d+/.exec(l)![0]));
    let next = 1;
    for (const { frame } of pages) {
      const footer = frame.find((l) => FOOTER.test(l));
      if (!footer) {
        // All of it fits under the board.
        expect(numbered(frame)).toEqual(legal.choices.map((_, i) => i + 1));
        return;
      }
      const [, from, to = from] = /moves? (\d+)(?:–(\d+))? of (\d+)/.exec(footer)!;
      expect(footer).toContain(` of ${legal.choices.length}`);
      expect(Number(from)).toBe(next);
      // The page shows exactly the moves it counts, each whole: its lines end before the next move's number.
      expect(numbered(frame)).toEqual(Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => Number(from) + i));
      next = Number(to) + 1;
      if (next > legal.choices.length) break;
    }
    expect(next).toBe(legal.choices.length + 1);
  });

  it('board at 60x20 pages a screen at a time, and a board cut short says "board" in full', async () => {
    const { match } = await wixossMatch(80, true);
    const { asked } = await run(match, { columns: 60, rows: 20 }, typing(['board'], 30));
    const frames = atPrompt(asked);
    // The play screen's board is cut at 60x20; its note fits the width and names the command.
    const cut = frames[0]!.frame.find((l) => l.includes('⋯'))!;
    expect(cut).toMatch(/⋯ \d+ more (?:board )?lines: .*type "board" ⋯$/);
    expect(displayWidth(cut)).toBeLessThanOrEqual(60);
    const page = frames[1]!.frame;
    const footer = page.findIndex((l) => FOOTER.test(l));
    // The whole screen but the prompt and the footer is board: 16 lines or more, where it was 3.
    expect(footer).toBeGreaterThanOrEqual(16);
    expect(page[footer]).toMatch(/^\(lines 1–\d+ of \d+; Enter shows more\)$/);
    const total = Number(/of (\d+)/.exec(page[footer]!)![1]);
    const enters = frames.slice(1).findIndex((f) => f.frame.some((l) => /^\(lines \d+–\d+ of \d+\)$/.test(l)));
    expect(enters).toBeLessThanOrEqual(Math.ceil(total / 16));
    for (const frame of frames) {
      expect(frame.frame.length).toBeLessThanOrEqual(19);
      for (const line of frame.frame) expect(displayWidth(line)).toBeLessThanOrEqual(60);
    }
  });

  it.each([['wixoss', 60, 20], ['pad', 60, 20], ['eatpaint', 60, 20], ['wixoss', 80, 24]] as const)(
    '%s at %ix%i: a board is cut only when no row is left blank under it',
    async (id, columns, rows) => {
      const game = await loadGame(id);
      const deck = id === 'wixoss' ? WIXOSS_DECKS : id === 'pad' ? ['1=fire-dark', '2=water-wood-light'] : ['1=sabil-apra', '2=aika-red'];
      const match = startMatch(game, buildHeader(game, { seed: '31', deck }));
      const script = playedMoves(startMatch(game, buildHeader(game, { seed: '31', deck })), 6);
      const { asked } = await run(match, { columns, rows }, (prompt) => (HAND_OFF.test(prompt) ? '' : script.shift()));
      const frames = atPrompt(asked).map((a) => a.frame);
      expect(frames.length).toBeGreaterThan(3);
      for (const frame of frames) {
        const cut = frame.findIndex((l) => l.includes('⋯'));
        if (cut < 0) continue;
        // Between the board and the prompt (its last 1-2 lines and the input line) no row is blank.
        const prompt = frame.findIndex((l) => l.startsWith('▶ P'));
        expect(frame.slice(cut, prompt).filter((l) => l.trim() === '')).toEqual([]);
      }
    },
  );

  it('counts in Chinese too', async () => {
    setLang('zh');
    setContentLang('zh');
    const { match } = await wixossMatch(80, true);
    const { asked } = await run(match, { columns: 60, rows: 20 }, typing(['history'], 1), 'zh');
    const footer = atPrompt(asked)[1]!.frame.find((l) => /^（第 /.test(l));
    expect(footer).toMatch(/^（第 1–\d+ 步，共 80 步；按回车看更多）$/);
  });
});

describe('a seat that resigns and leaves (Midrash, 3 seats)', () => {
  afterEach(() => { setLang('en'); setContentLang('en'); });

  async function midrash3() {
    const game = await loadGame('midrash');
    return startMatch(game, buildHeader(game, { seed: '5', players: '3' }));
  }

  it('is announced to the others at the terminal: under the board and in their history', async () => {
    const match = await midrash3();
    const seat = (decisionOf(match) as { seat: Seat }).seat;
    const { asked, session } = await run(match, { columns: 80, rows: 24 }, (_prompt, n) => {
      if (n === 0) return 'resign';
      if (n === 1) return 'yes';
      return n === 2 ? 'history' : undefined;
    });
    const name = `P${seat + 1}`;
    const others = ['P1', 'P2', 'P3'].filter((p) => p !== name).join(', ');
    const text = `${name} resigned and left the table; ${others} play on`;
    expect(asked[1]!.frame.join('\n')).toMatch(/Resign and leave the game as P\d\? The others play on/);
    // Midrash hides nothing at the table (no hand-off screen): the next seat's screen says it under the board.
    expect(asked[2]!.prompt).toMatch(/^P\d > /);
    expect(asked[2]!.frame).toContain(text);
    expect(asked[3]!.frame.join('\n')).toContain(text);
    for (const other of [0, 1, 2]) expect(histories(session).entries(other).at(-1)!.lines).toEqual([text]);
    expect(match.left).toEqual([seat]);
  });

  it('is printed when piped, and rebuilt on resume; in Chinese too', async () => {
    setLang('zh');
    setContentLang('zh');
    const match = await midrash3();
    const seat = (decisionOf(match) as { seat: Seat }).seat;
    const lines = ['resign'];
    const input: MoveInput = {
      interactive: false,
      ask: async () => {
        const next = lines.shift();
        if (next === undefined) throw new AbortedError(true);
        return next;
      },
      suspend() {},
      close() {},
    };
    const printed: string[] = [];
    const ctx: CliContext = { colors: await makeColors({ color: false }), lang: 'zh', json: false, out: (t) => printed.push(t), err: (t) => printed.push(t) };
    await new Session({ ctx, match, bots: new Map(), input, open: false }).run();
    const name = `P${seat + 1}`;
    const text = `${name} 认输离席；${['P1', 'P2', 'P3'].filter((p) => p !== name).join('、')} 继续对局`;
    expect(printed).toContain(text);
    const rebuilt = SeatHistories.fromMatch(match, (s) => match.header.players[s]!, false);
    for (const other of [0, 1, 2]) expect(rebuilt.entries(other).at(-1)!.lines).toEqual([text]);
  });
});
