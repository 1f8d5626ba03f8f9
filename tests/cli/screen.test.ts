/**
 * The play screen in a real terminal (tmux) at 80x24, 100x30 and 120x40, in English and Chinese, for every game:
 * the board and the prompt are on one screen; after a hand-off neither the screen nor the scrollback holds a card
 * of the previous seat's hand; `info` shows a card's text. Golden screens at 80x24 live in tests/fixtures/screens/
 * (regenerate them with UPDATE_SCREENS=1 after a change to the boards, and read the diff by eye).
 * npm test plays each game at 80x24 and one larger size, one in each language, so that the four games meet every
 * size and language; `npm run soak` plays every game at every size in both languages (tests/support/sweep.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardAt } from '../../src/engine/card-places.js';
import type { AnyGame, CardRef, CardRow, Seat } from '../../src/engine/game.js';
import { setContentLang, withContentLang } from '../../src/engine/i18n.js';
import { decisionOf, playChoice, RESIGN, startMatch, type Match } from '../../src/engine/match.js';
import type { LogHeader } from '../../src/engine/log.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { renderBoard } from '../../src/cli/ui/tables.js';
import { layoutBoard } from '../../src/cli/ui/board-layout.js';
import { rowBudget } from '../../src/cli/play/screen.js';
import { makeColors } from '../../src/cli/ui/colors.js';
import { GAMES as REGISTRY, loadGame } from '../../src/games/index.js';
import { ROOT } from '../support/cli.js';
import { FULL_SWEEP } from '../support/sweep.js';
import { TmuxTerminal, tmuxMissing } from '../support/tmux.js';

const missing = tmuxMissing();
if (missing) console.log(`screen tests not run: ${missing}`);
const maybe = missing ? describe.skip : describe;

const SIZES = [{ columns: 80, rows: 24 }, { columns: 100, rows: 30 }, { columns: 120, rows: 40 }];
const LANGS = ['en', 'zh'] as const;
type Screen = (typeof SIZES)[number] & { lang: (typeof LANGS)[number] };
/**
 * The sizes and languages game `index` is played at: all six in the soak; else 80x24 (the tightest) in one language
 * and 100x30 or 120x40 in the other, turn by turn, so that four games meet all six.
 */
function screensOf(index: number): Screen[] {
  if (FULL_SWEEP) return SIZES.flatMap((size) => LANGS.map((lang) => ({ ...size, lang })));
  const lang = LANGS[index % 2]!;
  const other = LANGS[(index + 1) % 2]!;
  return [{ ...SIZES[0]!, lang }, { ...SIZES[1 + (Math.floor(index / 2) % 2)]!, lang: other }];
}
const GAMES: Record<string, { args: string; header: { seed: string; deck?: string[]; players?: string } }> = {
  wixoss: { args: '--seed 31 --deck 1=white-hope --deck 2=red-ambition', header: { seed: '31', deck: ['1=white-hope', '2=red-ambition'] } },
  pad: { args: '--seed 31 --deck 1=fire-dark --deck 2=water-wood-light', header: { seed: '31', deck: ['1=fire-dark', '2=water-wood-light'] } },
  eatpaint: { args: '--seed 31 --deck 1=sabil-apra --deck 2=aika-red', header: { seed: '31', deck: ['1=sabil-apra', '2=aika-red'] } },
  midrash: { args: '--seed 5 --players 2', header: { seed: '5', players: '2' } },
};
const HAND_OFF = /press Enter|然后按回车/;

it('plays every game of the registry on the screen', () => {
  expect(Object.keys(GAMES).sort()).toEqual(REGISTRY.map((entry) => entry.id).sort());
});
const PROMPT = /^P(\d) >/m;

function replay(game: AnyGame, header: LogHeader, moves: string[]): Match {
  const match = startMatch(game, header);
  for (const move of moves) playChoice(match, move);
  return match;
}

/** Moves of the first seat that end with the decision passing to another seat (the first hand-off). */
function movesToHandOff(game: AnyGame, header: LogHeader): string[] {
  const moves: string[] = [];
  const first = (decisionOf(startMatch(game, header)) as { seat: Seat }).seat;
  for (let i = 0; i < 60; i++) {
    const decision = decisionOf(replay(game, header, moves));
    if (decision.over || decision.seat !== first) return moves;
    const passes = decision.choices.find((c) => {
      if (c === RESIGN) return false;
      const next = decisionOf(replay(game, header, [...moves, c]));
      return !next.over && next.seat !== first;
    });
    moves.push(passes ?? decision.choices[0]!);
  }
  throw new Error('no hand-off within 60 moves');
}

/** Every name of a card: a leak in any language counts. */
function names(row: CardRow): string[] {
  return [row.name, row.names?.en, row.names?.zh, row.names?.ja].filter((n): n is string => typeof n === 'string' && n.length >= 2);
}

function handRows(game: AnyGame, match: Match, seat: Seat): CardRow[] {
  const rows = game.cards.rows();
  const out: CardRow[] = [];
  for (let n = 1; n <= 30; n++) {
    const id = cardAt(game, match.state, seat, { zone: 'hand', n });
    if (id === undefined) break;
    out.push(rows.find((r) => r.id === id)!);
  }
  return out;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

maybe('the play screen', () => {
  let plain: Awaited<ReturnType<typeof makeColors>>;
  beforeAll(async () => { plain = await makeColors({ color: false }); });
  afterAll(() => setContentLang('en'));

  it('meets every size in both languages', () => {
    const met = new Set(Object.keys(GAMES).flatMap((_, index) => screensOf(index).map((s) => `${s.columns}x${s.rows} ${s.lang}`)));
    expect(met.size).toBe(SIZES.length * LANGS.length);
  });

  describe.each(Object.keys(GAMES).map((id, index) => [id, index] as const))('%s', (id, index) => {
    it.each(screensOf(index))(
      '$columns x $rows, $lang: board and prompt on one screen, a hand-off leaves nothing behind, info reads a card',
      async ({ columns, rows, lang }) => {
        const game = await loadGame(id);
        setContentLang(lang);
        const header = buildHeader(game, GAMES[id]!.header);
        const log = join(mkdtempSync(join(tmpdir(), 'cardref-screen-')), 'game.log');
        const term = new TmuxTerminal(`--lang ${lang} play ${id} ${GAMES[id]!.args} --log ${log}`, { columns, rows });
        try {
          const hidden = game.privateViews !== false;
          if (hidden) {
            await term.waitFor(HAND_OFF);
            term.type('');
          }
          let shown = await term.waitFor(PROMPT);
          // One screen: the board as laid out for its rows starts on the first row (its top: the opponent) and its
          // last line (your side, the status) is there too; the prompt is on the last row.
          const lines = shown.split('\n');
          const start = startMatch(game, header);
          const viewer = (decisionOf(start) as { seat: Seat }).seat;
          const laid = [1, 2, 3].map((promptLines) => withContentLang(lang, () => layoutBoard(plain, game.render(game.view(start.state, viewer)), { columns, rows: rowBudget({ columns, rows }, promptLines).board })).map((l) => l.trimEnd()));
          expect(laid.some((board) => board.slice(0, 3).join('\n') === lines.slice(0, 3).join('\n'))).toBe(true);
          // (A board note repeating the question is left out: the prompt line asks it.)
          const question = withContentLang(lang, () => (decisionOf(start) as { prompt: string }).prompt);
          const last = (board: string[]) => board.filter((l) => l !== '' && (!l.endsWith(question) || /[│┃|]/.test(l))).at(-1)!;
          expect(laid.some((board) => lines.includes(last(board)))).toBe(true);
          expect(lines.length).toBeLessThanOrEqual(rows);
          expect(lines[rows - 1] ?? '').toMatch(/^P\d >/);
          expect(shown).toMatch(/▶ P\d/);

          // info: a hand card (or, in Midrash, the first card on a field) with its full text.
          const first = startMatch(game, header);
          const seat = (decisionOf(first) as { seat: Seat }).seat;
          const places: { typed: string; ref: CardRef }[] = hidden
            ? [{ typed: 'info 1', ref: { zone: 'hand', n: 1 } }]
            : [1, 2, 3, 4, 5].flatMap((n) => [
              { typed: `info field ${n}`, ref: { zone: 'field', n, owner: seat } as CardRef },
              { typed: `info opp ${n}`, ref: { zone: 'field', n, owner: (seat + 1) % 2 } as CardRef },
            ]);
          const place = places.find((p) => cardAt(game, first.state, seat, p.ref) !== undefined)!;
          const row = game.cards.rows().find((r) => r.id === cardAt(game, first.state, seat, place.ref))!;
          term.type(place.typed);
          shown = await term.waitFor(new RegExp(`\\(${row.id.replace(/[+]/g, '\\+')}\\)`));
          const text = String(row.fields.text ?? '');
          expect(squeeze(shown)).toContain(squeeze(text).slice(0, 12));

          // The first hand-off: type the moves that pass the terminal on.
          const moves = movesToHandOff(game, header);
          for (const move of moves) await term.typeAndRedraw(move);
          const after = replay(game, header, moves);
          const next = (decisionOf(after) as { seat: Seat }).seat;
          expect(next).not.toBe(seat);
          if (hidden) {
            await term.waitFor(HAND_OFF);
            const visibleToNext = renderBoard(plain, withContentLang(lang, () => game.render(game.view(after.state, next))));
            const secret = handRows(game, after, seat).flatMap(names).filter((n) => !visibleToNext.includes(n));
            expect(secret.length).toBeGreaterThan(0);
            const check = (where: string) => expect(secret.filter((n) => where.includes(n))).toEqual([]);
            check(term.everything());
            term.type('');
            await term.waitFor(new RegExp(`^P${next + 1} >`, 'm'));
            check(term.everything());
          } else {
            // Nothing private at the table: straight to the next seat, no hand-off screen.
            shown = await term.waitFor(new RegExp(`^P${next + 1} >`, 'm'));
            expect(shown).not.toMatch(HAND_OFF);
          }
        } finally {
          term.close();
        }
      },
      60_000,
    );
  });

  it('a golden screen per game at 80x24 (UPDATE_SCREENS=1 rewrites them)', async () => {
    const dir = join(ROOT, 'tests/fixtures/screens');
    mkdirSync(dir, { recursive: true });
    for (const id of Object.keys(GAMES)) {
      const game = await loadGame(id);
      const term = new TmuxTerminal(`play ${id} ${GAMES[id]!.args} --log ${join(mkdtempSync(join(tmpdir(), 'cardref-golden-')), 'g.log')}`, { columns: 80, rows: 24 });
      try {
        if (game.privateViews !== false) {
          await term.waitFor(HAND_OFF);
          term.type('');
        }
        await term.waitFor(PROMPT);
        const shown = `${(await term.settle()).trimEnd()}\n`;
        const file = join(dir, `${id}.txt`);
        if (process.env.UPDATE_SCREENS === '1') writeFileSync(file, shown);
        if (!existsSync(file)) throw new Error(`no golden screen ${file}: run UPDATE_SCREENS=1 npx jest tests/cli/screen.test.ts and review it`);
        expect(shown).toBe(readFileSync(file, 'utf8'));
      } finally {
        term.close();
      }
    }
  }, 90_000);

  describe('the normal screen comes back', () => {
    const start = async (extra = '') => {
      const log = join(mkdtempSync(join(tmpdir(), 'cardref-restore-')), 'game.log');
      const term = new TmuxTerminal(`play wixoss ${GAMES.wixoss!.args} --log ${log} ${extra}`, { columns: 80, rows: 24 });
      await term.waitFor(HAND_OFF);
      term.type('');
      await term.waitFor(PROMPT);
      return { term, log };
    };
    const status = (term: TmuxTerminal) => term.everything();

    it('after Ctrl+C: the board is gone, the aborted line and the resume hint are on the normal screen', async () => {
      const { term } = await start();
      try {
        // A move first: a game stopped before its first move saves nothing (and says so).
        term.type('keep');
        await term.waitFor(HAND_OFF);
        term.key('C-c');
        const shown = await term.waitFor(/Aborted\./);
        expect(shown).toMatch(/--resume/);
        expect(shown).not.toMatch(/▶ P\d/);
        expect(status(term)).not.toMatch(/▶ P\d/);
      } finally {
        term.close();
      }
    });

    it('after SIGTERM: the normal screen, exit status 143', async () => {
      const { term } = await start();
      try {
        const pid = term.pid();
        process.kill(pid, 'SIGTERM');
        const deadline = Date.now() + 15_000;
        while (!term.dead() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(term.dead()).toBe(true);
        // The status as tmux recorded it (its "Pane is dead" line is drawn a moment later, or not at all on a busy
        // machine), once tmux has collected it.
        while (term.exitStatus(pid) === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(term.exitStatus(pid)).toBe(143);
        expect(term.everything()).not.toMatch(/▶ P\d/);
      } finally {
        term.close();
      }
    });

    it('when the log cannot be written: the play screen says so, and the normal screen after Ctrl+C says it again', async () => {
      const { term, log } = await start();
      try {
        // The log's folder disappears, and a file takes its name: the next save must fail. A failed save does not
        // end the game (the players are told on every screen); Ctrl+C then leaves with the log's fate on screen.
        const { rmSync, writeFileSync: write } = await import('node:fs');
        const { dirname } = await import('node:path');
        rmSync(dirname(log), { recursive: true, force: true });
        write(dirname(log), 'not a folder');
        term.type('keep');
        await term.waitFor(/cardref: /);
        expect(term.dead()).toBe(false);
        term.key('C-c');
        const deadline = Date.now() + 15_000;
        while (!term.dead() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(term.dead()).toBe(true);
        const shown = term.screen();
        expect(shown).toMatch(/cardref: .*not saved|cardref: .*log/);
        expect(shown).not.toMatch(/▶ P\d/);
        rmSync(dirname(log), { force: true });
      } finally {
        term.close();
      }
    });
  });

  it('redraws for the new size when the terminal is resized', async () => {
    const term = new TmuxTerminal(`play midrash ${GAMES.midrash!.args} --log ${join(mkdtempSync(join(tmpdir(), 'cardref-rs-')), 'g.log')}`, { columns: 80, rows: 24 });
    try {
      await term.waitFor(PROMPT);
      term.resize(120, 40);
      const shown = await term.waitFor(/(?:.*\n){39}P\d >/);
      const lines = shown.split('\n');
      expect(lines.length).toBe(40);
      expect(lines[39]).toMatch(/^P\d >/);
      expect(lines[0]).toMatch(/^Midrash/);
    } finally {
      term.close();
    }
  });

  it('--handoff forces the hand-off screen in Midrash', async () => {
    const term = new TmuxTerminal(`play midrash ${GAMES.midrash!.args} --handoff --log ${join(mkdtempSync(join(tmpdir(), 'cardref-ho-')), 'g.log')}`, { columns: 80, rows: 24 });
    try {
      await term.waitFor(HAND_OFF);
      term.type('');
      await term.waitFor(PROMPT);
    } finally {
      term.close();
    }
  });
});
