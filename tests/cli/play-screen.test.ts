/**
 * The play screen's drawing, without a terminal: a session on a recorded screen of a given size with scripted
 * answers. Every frame fits the screen; commands answer on the screen; the prompt is asked once.
 */
import { makeBot } from '../../src/engine/bots.js';
import { cardAt } from '../../src/engine/card-places.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { startMatch } from '../../src/engine/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { setLang } from '../../src/cli/i18n/index.js';
import type { CliContext } from '../../src/cli/main.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { cardLines, findCard } from '../../src/cli/play/info.js';
import { AbortedError, type MoveInput } from '../../src/cli/play/inputs.js';
import { fitBoard, rowBudget, Screen, type ScreenSize } from '../../src/cli/play/screen.js';
import { Session, type Bot } from '../../src/cli/play/session.js';
import { suggestMove } from '../../src/cli/play/suggest.js';
import { makeColors } from '../../src/cli/ui/colors.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { RecordedScreen } from '../support/recorded-screen.js';

const DECKS: Record<string, string[]> = {
  wixoss: ['1=white-hope', '2=red-ambition'], pad: ['1=fire-dark', '2=water-wood-light'], eatpaint: ['1=sabil-apra', '2=aika-red'], midrash: [],
};

/** Answers in order; each question records the frame it was asked on. Runs out = Ctrl+C. */
class ScriptedInput implements MoveInput {
  readonly interactive = true;
  readonly frames: string[][] = [];
  readonly prompts: string[] = [];
  constructor(private readonly answers: string[], private readonly screen: RecordedScreen, private readonly onAsk?: (n: number) => void) {}
  async ask(prompt: string): Promise<string> {
    this.prompts.push(prompt);
    this.onAsk?.(this.frames.length);
    this.frames.push(this.screen.frame());
    const next = this.answers.shift();
    if (next === undefined) throw new AbortedError();
    return next;
  }
  suspend() {}
  close() {}
}

async function session(id: string, answers: string[], size: ScreenSize, extra: { bots?: Map<number, Bot>; onAsk?: (n: number, out: RecordedScreen) => void; seed?: string } = {}) {
  const game = await loadGame(id);
  const match = startMatch(game, buildHeader(game, { seed: extra.seed ?? '31', deck: DECKS[id], players: id === 'midrash' ? '2' : undefined }));
  const out = new RecordedScreen(size);
  const input = new ScriptedInput(answers, out, extra.onAsk && ((n) => extra.onAsk!(n, out)));
  const printed: string[] = [];
  const ctx: CliContext = { colors: await makeColors({ color: false }), lang: 'en', json: false, out: (t) => printed.push(t), err: (t) => printed.push(t) };
  const code = await new Session({ ctx, match, bots: extra.bots ?? new Map(), input, open: false, screen: new Screen(out) }).run();
  return { code, frames: input.frames, prompts: input.prompts, out, printed, match };
}

const text = (frame: string[]) => frame.join('\n');

describe('the play screen, drawn', () => {
  afterEach(() => { setLang('en'); setContentLang('en'); });

  it.each(GAMES.map((entry) => entry.id).flatMap((id) => [[id, 80, 24], [id, 100, 30], [id, 120, 40], [id, 60, 20]] as const))(
    '%s at %ix%i: every frame fits the screen, the board first and the prompt last',
    async (id, columns, rows) => {
      const { frames, out } = await session(id, ['', 'help', 'moves', '', 'info 1', 'history'], { columns, rows });
      expect(frames.length).toBeGreaterThan(3);
      for (const frame of frames) {
        expect(frame.length).toBeLessThanOrEqual(rows - 1);
        for (const line of frame) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
      }
      // Entered the alternate screen and left it again, the cursor shown.
      expect(out.written.startsWith('\x1b[?1049h')).toBe(true);
      expect(out.written.endsWith('\x1b[?1049l\x1b[?25h')).toBe(true);
    },
  );

  it('a hand-off wipes the screen and the scrollback before the next seat', async () => {
    const { out, prompts, frames } = await session('wixoss', ['', 'keep', ''], { columns: 80, rows: 24 });
    expect(prompts.map((p) => (p.startsWith('Pass the terminal') ? 'hand-off' : p))).toEqual(['hand-off', 'P2 > ', 'hand-off', 'P1 > ']);
    // Before the second hand-off: the wipe, then only the public line of the move just made.
    const second = out.written.split('\x1b[2J\x1b[3J\x1b[H');
    expect(second.length).toBeGreaterThanOrEqual(4);
    expect(frames[2]).toEqual(['P2: keep', '  · P2 keeps']);
  });

  it('a typo gets a suggestion from the legal moves', async () => {
    const { frames } = await session('wixoss', ['', 'kep'], { columns: 80, rows: 24 });
    expect(text(frames.at(-1)!)).toMatch(/"kep" is not a legal move now\. Did you mean `keep`\?/);
    expect(suggestMove('mulligan', ['mulligan 1', 'keep'])).toBe('mulligan 1');
    expect(suggestMove('zzzzzz', ['keep', 'moves'])).toBeUndefined();
    expect(suggestMove('hepl', ['keep', 'help'])).toBe('help');
  });

  it('moves: the move column is padded to the widest move, and mulligans name the card', async () => {
    const { frames, match } = await session('wixoss', ['', 'moves'], { columns: 120, rows: 40 });
    const lines = frames.at(-1)!.filter((l) => /^\s+\d+\. /.test(l));
    expect(lines.length).toBe(6);
    const starts = lines.map((l) => /^(\s+\d+\. \S+(?: \d+)?\s+)\S/.exec(l)![1]!.length);
    expect(new Set(starts).size).toBe(1);
    const hand = match.state.players[1].hand as number[];
    expect(hand.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/mulligan 1\s+Set .+ \(hand card 1\) aside/);
  });

  it('EAT/PAINT asks its question once', async () => {
    const { frames } = await session('eatpaint', ['', ''], { columns: 120, rows: 40 });
    const frame = text(frames.at(-1)!);
    const prompt = /▶ P\d \(seat \d, you\) · (.+)$/m.exec(frame)![1]!;
    expect(frame.split(prompt).length - 1).toBe(1);
  });

  it('info reads a card by hand position, by field position, and by name in any language', async () => {
    const { frames } = await session('wixoss', ['', 'info 1', 'info servant o', 'info 99'], { columns: 80, rows: 24 });
    expect(text(frames[2]!)).toMatch(/\(WD\d\d-\d\d\d\)/);
    expect(text(frames[3]!)).toMatch(/Servant O[\s\S]*Burst: ener charge 1\./);
    expect(text(frames[4]!)).toMatch(/There is no card you can see at "99"/);
    setContentLang('zh');
    const game = await loadGame('wixoss');
    const match = startMatch(game, buildHeader(game, { seed: '31', deck: DECKS.wixoss }));
    const found = findCard(game, match.state, 0, 2, 'Servant O');
    expect('row' in found && found.row.fields.text).toMatch(/爆发：能量填充1。/);
    const byChinese = findCard(game, match.state, 0, 2, 'row' in found ? found.row.name : '');
    expect('row' in byChinese && byChinese.row.id).toBe('WD01-017');
    const typo = findCard(game, match.state, 0, 2, 'servent o');
    expect('unknown' in typo || ('row' in typo && typo.row.id === 'WD01-017')).toBe(true);
  });

  it('info puts the short fields of a card on few lines, each field whole, so its text fits beside the board', async () => {
    setContentLang('en');
    const game = await loadGame('wixoss');
    const match = startMatch(game, buildHeader(game, { seed: '31', deck: DECKS.wixoss }));
    const found = findCard(game, match.state, 0, 2, 'Bonya, Small Bow');
    if (!('row' in found)) throw new Error('Bonya not found');
    const lines = cardLines(game, found.row, 80);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    // A value that names itself stands without its column title ("Tama only", "power 1000").
    expect(lines.some((l) => l.includes('Tama only') && l.includes('power 1000'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^  effect: On play/);
  });

  it('a hand card of another seat is never named by info', async () => {
    const game = await loadGame('wixoss');
    const match = startMatch(game, buildHeader(game, { seed: '31', deck: DECKS.wixoss }));
    // Seat 1 asks for "the opponent's field 1" (empty at the start) and its own hand: never the other hand.
    expect(findCard(game, match.state, 0, 2, 'opp 1')).toEqual({ missing: 'noCard' });
    const own = findCard(game, match.state, 0, 2, '1');
    const theirs = cardAt(game, match.state, 1, { zone: 'hand', n: 1 });
    expect('row' in own && own.row.id).toBe(cardAt(game, match.state, 0, { zone: 'hand', n: 1 }));
    expect(theirs).toBeDefined();
  });

  it('redraws on resize', async () => {
    const { frames } = await session('midrash', ['', ''], { columns: 80, rows: 24 }, {
      onAsk: (n, out) => { if (n === 1) out.resize({ columns: 120, rows: 40 }); },
    });
    expect(frames[0]!.length).toBe(23);
    expect(frames[1]!.length).toBe(39);
  });

  it('an mcts bot shows that it is thinking', async () => {
    const bots = new Map<number, Bot>([[0, { kind: 'mcts', decide: makeBot('mcts', seedRng('t'), { iterations: 5 }) }]]);
    const { out } = await session('wixoss', ['keep', '', '', ''], { columns: 80, rows: 24 }, { bots });
    expect(out.written).toMatch(/P1 \(mcts bot\) is thinking…/);
  });

  it('undo and back answer on the screen', async () => {
    const { frames } = await session('wixoss', ['', 'mulligan 1', 'back', 'undo', 'undo'], { columns: 80, rows: 24 });
    expect(text(frames[3]!)).toMatch(/not in the middle of a move/);
    expect(text(frames[4]!)).toMatch(/Took back your last move/);
    expect(text(frames[5]!)).toMatch(/nothing to undo yet/);
  });

  it('back in the middle of a move returns to where it started', async () => {
    const { frames } = await session('midrash', ['use char 1', 'back'], { columns: 80, rows: 24 });
    expect(text(frames[1]!)).toMatch(/resolve the effect/);
    expect(text(frames[2]!)).toMatch(/Back to where your move started \(1 step taken back\)[\s\S]*activate an effect or end your turn/);
  });

  it('budgets rows: the board gets what the events and the prompt leave, and a tall board keeps its ends', () => {
    expect(rowBudget({ columns: 80, rows: 24 }, 1)).toEqual({ board: 19, events: 3, prompt: 1 });
    expect(rowBudget({ columns: 120, rows: 40 }, 2)).toEqual({ board: 31, events: 6, prompt: 2 });
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i}`);
    const fitted = fitBoard(lines, 10, 80, (n) => `cut ${n}`);
    expect(fitted).toEqual(['line 0', 'line 1', 'line 2', 'line 3', 'cut 21', 'line 25', 'line 26', 'line 27', 'line 28', 'line 29']);
  });
});
