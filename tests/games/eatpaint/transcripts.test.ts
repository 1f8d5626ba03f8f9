/** Transcripts (issue 15): an EAT/PAINT game written down as its cards became known replays like a seeded log. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChanceError } from '../../../src/engine/chance.js';
import { parseLog, writeLog } from '../../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, replayLog, startMatch, undoLast } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { runTranscriptInvariants } from '../../../src/engine/kit/transcript-invariants.js';
import { game } from '../../../src/games/eatpaint/index.js';
import type { EpState } from '../../../src/games/eatpaint/state.js';
import { cardref, ROOT } from '../../support/cli.js';

const FILE = join(ROOT, 'examples', 'eatpaint-table.log');
const TEXT = readFileSync(FILE, 'utf8');
const LINES = TEXT.split('\n');
/** 1-based line of the first line that is exactly `line`. */
const lineOf = (line: string) => LINES.indexOf(line) + 1;
/** The worked transcript with line `line` (exactly) replaced. */
const edited = (line: string, by: string) => {
  expect(LINES).toContain(line);
  return LINES.map((l) => (l === line ? by : l)).join('\n');
};
const failureOf = (text: string) => replayLog(game, parseLog(text)).failure;

describe('an EAT/PAINT transcript', () => {
  it('replays the worked example: every card named where it became known, no seed, no deck order', () => {
    const outcome = replayLog(game, parseLog(TEXT));
    expect(outcome.failure).toBeUndefined();
    expect(outcome.resultMismatch).toBeUndefined();
    expect(outcome.match.moves).toHaveLength(15);
    const opening = replayLog(game, parseLog(TEXT), 0).match.state as EpState;
    expect(opening.sides[0]!.hand).toEqual(['kougeki', 'gouman', 'gouman', 'shusetsu', 'shusetsu']);
    expect(opening.sides[1]!.hand).toEqual(['originshift', 'leol', 'seisoku', 'originshift', 'quickbrush', 'kuro', 'seisoku']);
    // Ann's end-of-turn draws and Ben's start-of-turn draw are the named cards, in order.
    const after9 = replayLog(game, parseLog(TEXT), 10).match.state as EpState;
    expect(after9.sides[0]!.hand.slice(-3)).toEqual(['senshu', 'senshu', 'ryumon']);
    expect(after9.sides[1]!.hand).toContain('cat');
  });

  it('does not depend on the seed: any seed line replays to the same boards', () => {
    const a = replayLog(game, parseLog(TEXT)).match;
    const b = replayLog(game, parseLog(TEXT.replace('deck.1:', 'seed: 987654\ndeck.1:'))).match;
    for (const seat of [0, 1]) expect(game.view(b.state, seat)).toEqual(game.view(a.state, seat));
  });

  it('refuses a card of the other deck at its line, listing the cards that could be drawn', () => {
    const failure = failureOf(edited('> 2: cat', '> 2: soumatou'));
    expect(failure?.line).toBe(lineOf('> 2: cat'));
    expect(failure?.message).toMatch(/^soumatou cannot be the next card of 2: .* it could be: .*\bcat\b/);
    expect(failure?.message).not.toMatch(/could be: .*\bsoumatou\b/);
  });

  it('refuses a card that is used up (more copies named than the deck holds)', () => {
    const deck = (replayLog(game, parseLog(TEXT), 0).match.state as EpState).sides[0]!;
    const all = [...deck.deck, ...deck.hand];
    const n = all.filter((c) => c === 'shusetsu').length;
    expect(n).toBeLessThan(5);
    const line = '> 1: kougeki gouman gouman shusetsu shusetsu';
    const text = edited(line, `> 1: ${Array(n + 1).fill('shusetsu').join(' ')}`);
    expect(() => replayLog(game, parseLog(text))).toThrow(ChanceError);
    try {
      replayLog(game, parseLog(text));
    } catch (error) {
      expect((error as ChanceError).line).toBe(lineOf(line));
      expect((error as ChanceError).message).toMatch(/^shusetsu cannot be the next card of 1/);
      expect((error as ChanceError).candidates).not.toContain('shusetsu');
    }
  });

  it('names the move whose draw the log leaves out, with the cards it could be', () => {
    const failure = failureOf(edited('> 2: demeck', '# (Ben forgot to write down his draw)'));
    expect(failure?.line).toBe(lineOf('Ben: charge'));
    expect(failure?.message).toMatch(/does not say which card of 2 becomes known here; it could be: .*\bdemeck\b/);
    // Leaving out a card before another deck's line: that line is where the log goes wrong.
    const early = failureOf(edited('> 1: senshu senshu ryumon', '> 1: senshu senshu'));
    expect(early?.line).toBe(lineOf('> 2: cat'));
    expect(early?.message).toMatch(/names an outcome of 2, but what becomes known next is from 1/);
  });

  it('refuses a card named where nothing was drawn, and a card of the wrong deck at the next draw', () => {
    const extra = failureOf(edited('Ben: play 6', 'Ben: play 6\n> 2: cat'));
    expect(extra?.line).toBe(lineOf('Ben: play 6') + 1);
    expect(extra?.message).toMatch(/nothing of 2 becomes known here/);
    const swapped = failureOf(edited('> 1: senshu senshu ryumon', '> 2: cat\n> 1: senshu senshu ryumon').replace(/\n> 2: cat\n> 2: demeck/, '\n> 2: demeck'));
    expect(swapped?.line).toBe(lineOf('> 1: senshu senshu ryumon'));
    expect(swapped?.message).toMatch(/names an outcome of 2, but what becomes known next is from 1/);
  });

  it('cannot be mixed with order lines', () => {
    expect(() => replayLog(game, parseLog(TEXT.replace('deck.1:', 'order.1: soumatou\ndeck.1:')))).toThrow(/cannot also give order/);
  });

  it('is checked by `cardref replay`: exit 2, one cardref line with the file and line, in English and Chinese', () => {
    const dir = join(ROOT, 'tests', 'tmp-chance');
    require('node:fs').mkdirSync(dir, { recursive: true });
    const path = join(dir, 'wrong-card.log');
    require('node:fs').writeFileSync(path, edited('> 2: cat', '> 2: soumatou'));
    try {
      const en = cardref(['replay', path]);
      expect(en.code).toBe(2);
      const lines = en.stderr.split('\n').filter((l) => l.startsWith('cardref:'));
      expect(lines).toEqual([`cardref: ${path}:${lineOf('> 2: cat')}: soumatou cannot be the next card of 2: it is not among the cards still unseen there; it could be: ${lines[0]!.replace(/^.*could be: /, '')}`]);
      expect(en.stderr).not.toMatch(/\n\s+at /);
      const zh = cardref(['replay', path, '--lang', 'zh']);
      expect(zh.code).toBe(2);
      expect(zh.stderr).toMatch(new RegExp(`cardref: .*wrong-card\\.log:${lineOf('> 2: cat')}: soumatou 不可能是 2 的下一张牌`));
    } finally {
      require('node:fs').rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('chance in EAT/PAINT', () => {
  it('recording the outcomes changes nothing: the golden games play the same with and without', () => {
    for (const name of ['dragon-mirror', 'dragon-vs-magician', 'magician-mirror', 'magician-vs-dragon']) {
      const log = parseLog(readFileSync(join(ROOT, 'tests', 'fixtures', 'eatpaint', `${name}.log`), 'utf8'));
      const plain = replayLog(game, log).match;
      const kept = startMatch(game, log.header, { record: true });
      for (const move of log.moves) playChoice(kept, move.choice);
      const { heard: _h, ...rng } = kept.state.rng;
      expect({ ...kept.state, rng }).toEqual(plain.state);
      expect(kept.opening!.length).toBeGreaterThan(0);
    }
  });

  it('a transcript continues past its end with cards drawn from those still unseen, and undo replays its outcomes', () => {
    const short = TEXT.replace(/Ann: resign\nresult: .*\n/, '');
    const match = replayLog(game, parseLog(short)).match;
    const rng = seedRng('continue');
    for (let i = 0; i < 60 && !decisionOf(match).over; i++) {
      const d = decisionOf(match);
      if (d.over) break;
      playChoice(match, d.choices[randomInt(rng, d.choices.length)]!, d);
    }
    expect(match.moves.slice(14).some((m) => (m.outcomes?.length ?? 0) > 0)).toBe(true);
    // Its log is a transcript again, and replays to the same position.
    const again = replayLog(game, parseLog(writeLog(matchToLog(match))));
    expect(again.failure).toBeUndefined();
    for (const seat of [0, 1]) expect(game.view(again.match.state, seat)).toEqual(game.view(match.state, seat));
    // Undo rebuilds a transcript from its outcomes (a move that drew nothing can be taken back).
    const open = replayLog(game, parseLog(short)).match;
    const d = decisionOf(open);
    if (d.over) throw new Error('over');
    const move = d.choices.find((c) => c.startsWith('play')) ?? d.choices[0]!;
    const before = game.view(open.state, d.seat);
    playChoice(open, move, d);
    if (!open.moves[open.moves.length - 1]!.locked) expect(game.view(undoLast(open).state, d.seat)).toEqual(before);
  });

  it('keeps the transcript invariants over random games of every pairing', () => {
    const decks = game.decks!.builtin.map((d) => d.id);
    const headers = (i: number) => ({
      game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: `tr-${i}`,
      decks: [decks[i % decks.length]!, decks[Math.floor(i / decks.length) % decks.length]!], options: {}, orders: {},
    });
    const report = runTranscriptInvariants(game, { games: 60, headers, maxSteps: 4000, probes: 3 });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(60);
    expect(report.privateProbes).toBeGreaterThan(30);
    expect(report.cannotProbes).toBeGreaterThan(60);
  });
});
