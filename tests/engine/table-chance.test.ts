/**
 * Refereeing real cards (issue 15): a game whose every chance outcome the table gives, question by question, plays
 * the same game as the seeded one it was dealt from (here the "real cards" are a seeded game played alongside).
 */
import type { ChanceOutcome } from '../../src/engine/chance.js';
import type { AnyGame } from '../../src/engine/game.js';
import type { LogHeader } from '../../src/engine/log.js';
import { decisionOf, playChoice, replayLog, matchToLog, startMatch, withoutLastMove } from '../../src/engine/match.js';
import { parseLog, writeLog } from '../../src/engine/log.js';
import { randomInt, seedRng } from '../../src/engine/rng.js';
import { moveQuestion, setupQuestion, startTableMatch } from '../../src/engine/table-chance.js';
import { game as eatpaint } from '../../src/games/eatpaint/index.js';
import { game as midrash } from '../../src/games/midrash/index.js';
import { game as pad } from '../../src/games/pad/index.js';
import { game as wixoss } from '../../src/games/wixoss/index.js';
import { setContentLang } from '../../src/engine/i18n.js';

/** Answer each question with the card the dealt game shows at that point; return the questions asked. */
function playAtTheTable(game: AnyGame, header: LogHeader, moves: number) {
  const dealt = startMatch(game, header, { record: true });
  const asked: { key: string; to?: number; why?: string; candidates: string[]; answer: string }[] = [];
  const answer = (truth: ChanceOutcome[], told: ChanceOutcome[], q: NonNullable<ReturnType<typeof setupQuestion>>) => {
    const next = truth[told.length]!;
    expect(q.key).toBe(next.key);
    expect(q.to).toBe(next.to);
    expect(q.candidates).toContain(next.name);
    asked.push({ ...q, answer: next.name });
    told.push({ key: next.key, name: next.name });
  };
  const opening: ChanceOutcome[] = [];
  for (let q = setupQuestion(game, header, opening); q; q = setupQuestion(game, header, opening)) answer(dealt.opening!, opening, q);
  expect(opening).toHaveLength(dealt.opening!.length);
  const table = startTableMatch(game, header, opening);
  const rng = seedRng(`table:${header.seed}`);
  for (let i = 0; i < moves; i++) {
    const d = decisionOf(dealt);
    if (d.over) break;
    const choice = d.choices[randomInt(rng, d.choices.length)]!;
    playChoice(dealt, choice, d);
    const truth = dealt.moves[dealt.moves.length - 1]!.outcomes ?? [];
    const told: ChanceOutcome[] = [];
    for (let q = moveQuestion(table, choice, told); q; q = moveQuestion(table, choice, told)) answer(truth, told, q);
    expect(told).toHaveLength(truth.length);
    playChoice(table, choice, undefined, { outcomes: told });
  }
  // Every seat sees the same board (copies of a card may be different instances: the table names cards, not copies).
  const board = (m: typeof dealt, seat: number) => game.render(game.view(m.state, seat));
  for (const seat of header.players.keys()) expect(board(table, seat)).toEqual(board(dealt, seat));
  return { asked, table };
}

describe('play at the table: the table gives each chance outcome when asked', () => {
  it('EAT/PAINT: the opening hands and every draw are asked of the seat that draws, from the cards still possible', () => {
    const header: LogHeader = { game: 'eatpaint', version: eatpaint.version, players: ['Ann', 'Ben'], seed: 'table-1', decks: ['sabil-apra', 'aika-red'], options: {}, orders: {} };
    const { asked, table } = playAtTheTable(eatpaint, header, 200);
    expect(asked.filter((q) => q.to === 0).length).toBeGreaterThan(5);
    expect(asked.filter((q) => q.to === 1).length).toBeGreaterThan(5);
    // The log it writes is a transcript that replays.
    expect(replayLog(eatpaint, parseLog(writeLog(matchToLog(table)))).failure).toBeUndefined();
  });

  it('Midrash: the first player is asked as a number, the revealed cards of everyone as names', () => {
    const header: LogHeader = { game: 'midrash', version: midrash.version, players: ['A', 'B', 'C'], seed: 'table-2', decks: [], options: { mode: 'normal', 'round-limit': '30' }, orders: {} };
    const { asked } = playAtTheTable(midrash, header, 300);
    expect(asked[0]).toMatchObject({ key: 'first', candidates: ['1', '2', '3'] });
    expect(asked.some((q) => q.key.startsWith('level') && q.to === undefined)).toBe(true);
  });

  it('EAT/PAINT: a magician\'s hand without works is told to the table (shown, shuffled back) before its redraw is asked', () => {
    const header: LogHeader = { game: 'eatpaint', version: eatpaint.version, players: ['Ann', 'Ben'], seed: '1', decks: ['sabil-apra', 'aika-red'], options: {}, orders: {} };
    const ann = ['soumatou', 'kougeki', 'gouman', 'shusetsu', 'shusetsu'].map((name) => ({ key: '1', name, to: 0 }));
    const noWork = ['originshift', 'originshift', 'quickbrush', 'burst', 'bitter'].map((name) => ({ key: '2', name, to: 1 }));
    const sixth = setupQuestion(eatpaint, header, [...ann, ...noWork])!;
    expect(sixth).toMatchObject({ key: '2', to: 1 });
    expect(sixth.notes).toBeUndefined();
    const redraw = setupQuestion(eatpaint, header, [...ann, ...noWork, { key: '2', name: 'bw', to: 1 }])!;
    expect(redraw).toMatchObject({ key: '2', to: 1 });
    expect(redraw.notes).toEqual([{ text: 'Ben shows a hand without works (Origin Shift, Origin Shift, Fierce Brushstroke, Burst of Feeling, Bitter Choice, Black and White), shuffles it back and draws again.', after: 11 }]);
    // The shown cards are back in the deck: they can be drawn again.
    expect(redraw.candidates).toEqual(expect.arrayContaining(['originshift', 'bw', 'cat']));
    // Told to the end, the match keeps no note in its state.
    const opening = [...ann, ...noWork, { key: '2', name: 'bw', to: 1 }];
    for (let q = setupQuestion(eatpaint, header, opening); q; q = setupQuestion(eatpaint, header, opening)) opening.push({ key: q.key, name: q.candidates.includes('cat') ? 'cat' : q.candidates[0]!, to: 1 });
    expect(startTableMatch(eatpaint, header, opening).state.rng.told).toEqual({ queue: [], next: opening.length, line: undefined });
  });

  describe('every question says where its card comes from and why, in the game\'s words, naming no card', () => {
    afterEach(() => setContentLang('en'));
    const games: [AnyGame, LogHeader, number][] = [
      [wixoss, { game: 'wixoss', version: wixoss.version, players: ['Ann', 'Ben'], seed: 'why-1', decks: ['white-hope', 'red-ambition'], options: {}, orders: {} }, 400],
      [pad, { game: 'pad', version: pad.version, players: ['Ann', 'Ben'], seed: 'why-2', decks: [], options: {}, orders: {} }, 300],
      [eatpaint, { game: 'eatpaint', version: eatpaint.version, players: ['Ann', 'Ben'], seed: 'why-3', decks: ['sabil-apra', 'aika-red'], options: {}, orders: {} }, 300],
      [midrash, { game: 'midrash', version: midrash.version, players: ['Tina'], seed: 'why-4', decks: [], options: { mode: 'normal' }, orders: {} }, 300],
    ];
    it.each(games.map(([g, h, n]) => [g.id, g, h, n] as const))('%s', (_id, game, header, moves) => {
      for (const lang of ['en', 'zh'] as const) {
        setContentLang(lang);
        const { asked } = playAtTheTable(game, header, moves);
        const cards = asked.filter((q) => q.key !== 'first');
        expect(cards.length).toBeGreaterThan(10);
        const names = new Map(game.cards.rows().map((r) => [r.id, [r.id, r.names?.en, r.names?.zh].filter((n): n is string => Boolean(n))]));
        for (const q of cards) {
          expect(q.why).toEqual(expect.stringMatching(lang === 'en' ? /^[A-Z].*[a-z0-9)]$/ : /[\u4e00-\u9fff]/));
          for (const name of names.get(q.answer) ?? [q.answer]) expect(q.why).not.toContain(name);
        }
        // The reasons tell the kinds of draw and reveal apart.
        expect(new Set(cards.map((q) => q.why!.replace(/Ann|Ben|Tina|\d+/g, ''))).size).toBeGreaterThan(2);
      }
    });
  });

  it('a card the table could not have is never offered: a used-up card leaves the candidates', () => {
    const header: LogHeader = { game: 'midrash', version: midrash.version, players: ['Tina'], seed: 'solo', decks: [], options: { mode: 'normal' }, orders: {} };
    const opening: ChanceOutcome[] = [{ key: 'demons', name: 'al' }];
    const q = setupQuestion(midrash, header, opening)!;
    expect(q.key).toBe('calamities');
    opening.push({ key: 'calamities', name: q.candidates[0]! });
    expect(setupQuestion(midrash, header, opening)!.candidates).not.toContain(q.candidates[0]);
  });

  it('withoutLastMove takes back a told move whoever made it, locked or not: the match before it, rebuilt from the outcomes', () => {
    const header: LogHeader = { game: 'eatpaint', version: eatpaint.version, players: ['Ann', 'Ben'], seed: 'table-3', decks: ['sabil-apra', 'aika-red'], options: {}, orders: {} };
    const { table } = playAtTheTable(eatpaint, header, 40);
    const k = table.moves.findLastIndex((m) => (m.outcomes?.length ?? 0) > 0);
    expect(k).toBeGreaterThan(0);
    expect(table.moves[k]!.locked).toBe(true);
    const before = replayLog(eatpaint, { ...parseLog(writeLog(matchToLog(table))) }, k).match;
    const cut = { ...table, moves: table.moves.slice(0, k + 1) };
    const back = withoutLastMove(cut);
    expect(back.moves.map((m) => m.choice)).toEqual(table.moves.slice(0, k).map((m) => m.choice));
    for (const seat of [0, 1]) expect(eatpaint.render(eatpaint.view(back.state, seat))).toEqual(eatpaint.render(eatpaint.view(before.state, seat)));
  });
});
