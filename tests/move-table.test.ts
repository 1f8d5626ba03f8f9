/**
 * The move table's acceptance walk (issue 42, engine/kit/move-audit.ts) for every game that declares one: at least 200
 * random games, each legal move read back and written again, no code word in any text a seat reads (in English and
 * in Chinese), and nothing a seat reads changes when the cards hidden from it are resampled. A game joins by adding
 * its entry to MOVE_TABLE_GAMES.
 */
import { withContentLang } from '../src/engine/i18n.js';
import { auditMoves, codeInText } from '../src/engine/kit/move-audit.js';
import { cyclingHeaders } from '../src/engine/kit/setups.js';
import type { AnyGame } from '../src/engine/game.js';
import type { OpTable } from '../src/engine/op-params.js';
import { game as midrash } from '../src/games/midrash/index.js';
import { CALAMITY_OP_PARAMS, OP_PARAMS } from '../src/games/midrash/cards/load.js';
import { game as eatpaint } from '../src/games/eatpaint/index.js';
import { QUESTIONS as EP_QUESTIONS } from '../src/games/eatpaint/questions.js';
import type { EpState } from '../src/games/eatpaint/state.js';
import { declareQuestions, namingNothingHidden } from '../src/engine/moves/questions.js';
import { game as wixoss } from '../src/games/wixoss/index.js';
import { OP_PARAMS as WX_OP_PARAMS } from '../src/games/wixoss/cards/op-names.js';
import { randomDeckText } from '../src/games/wixoss/random-deck.js';
import { seedRng } from '../src/engine/rng.js';
import type { LogHeader } from '../src/engine/log.js';
import { COMMON_OP_PARAMS as EP_COMMON_OP_PARAMS, OP_PARAMS as EP_OP_PARAMS } from '../src/games/eatpaint/cards/op-specs.js';
import { game as pad } from '../src/games/pad/index.js';
import { OP_PARAMS as PAD_OP_PARAMS } from '../src/games/pad/cards/op-names.js';
import { poolHeader } from './games/pad/helpers.js';

/** Op names and their parameter names: code a player must never read. */
const codeWordsOf = (...tables: OpTable[]) => tables.flatMap((table) => Object.entries(table).flatMap(([op, params]) => [op, ...Object.keys(params)]))
  // Ops named by a plain word of the game (`set`, `ritual`, `mana`, `silence`) are words a player reads too.
  .filter((word) => /[A-Z]/.test(word) || word.length === 1);

/** Every other game a pair of random legal decks of the whole pool (the soak's decks), the rest the built-in decks. */
const withPoolDecks = (game: AnyGame, seed: string) => {
  const builtin = cyclingHeaders(game, seed);
  return (index: number): LogHeader => {
    const header = builtin(index);
    if (index % 2 === 0) return header;
    const rng = seedRng(`${seed}-pool-${index}`);
    return { ...header, decks: [randomDeckText(rng), randomDeckText(rng)] };
  };
};

/** A game's entry: its code words and, where the built-in decks are not enough, the headers of its games (`prefix`: the seed's). */
const MOVE_TABLE_GAMES: { game: AnyGame; codeWords: string[]; headers?: (prefix: string) => (index: number) => LogHeader }[] = [
  { game: midrash, codeWords: codeWordsOf(OP_PARAMS, CALAMITY_OP_PARAMS) },
  // The built-in decks, every pairing of dragonkin and magician (cyclingHeaders).
  { game: eatpaint, codeWords: [...codeWordsOf(EP_OP_PARAMS), ...Object.keys(EP_COMMON_OP_PARAMS)] },
  // PAD between random legal decks of the whole pool, so every card's moves and questions are met.
  { game: pad, codeWords: [...codeWordsOf(PAD_OP_PARAMS), 'discount', 'filter', 'filters'], headers: (prefix) => (index) => poolHeader(prefix, index) },
  // WIXOSS: every other game between random decks of the whole pool. The common parameter `if` is a word players read too.
  { game: wixoss, codeWords: codeWordsOf(WX_OP_PARAMS), headers: (prefix) => withPoolDecks(wixoss, prefix) },
];

describe('move tables: every legal move and question of random games', () => {
  it('the code-word check catches what it is for', () => {
    const words = new Set(['maxWisdom', 'n']);
    expect(codeInText('use `3 1`', words)).toBe('a backtick');
    expect(codeInText('activate Golem for undefined MANA', words)).toBe('"undefined"');
    expect(codeInText('+NaN MANA', words)).toBe('"NaN"');
    expect(codeInText('resolve setOrSummon', words)).toBe('the code name "setOrSummon"');
    expect(codeInText('wasteland (n 2)', words)).toBe('the code name "n"');
    expect(codeInText('Golem: this slot becomes wasteland, +4 MANA', words)).toBeUndefined();
    expect(codeInText('魔像：此位置荒地化，+4 MANA', words)).toBeUndefined();
  });

  it('the walk finds a code word, a move the table cannot read, and a sentence that tells a hidden card', () => {
    const headers = cyclingHeaders(midrash, 'neg');
    const run = (changed: Partial<AnyGame>) => auditMoves({ ...midrash, ...changed }, { games: 2, headers, maxSteps: 200, seed: 'neg' }).violations.join('\n');
    expect(run({ describe: (state, choice, viewer) => (choice === 'end' ? 'end for undefined MANA' : midrash.describe(state, choice, viewer)) }))
      .toMatch(/"end" shows seat 1 "undefined": "end for undefined MANA"/);
    expect(run({ moves: undefined })).toBe('midrash declares no move table');
    // The grimoire decks are hidden from everyone: a sentence that names their top card changes when they are resampled.
    expect(run({ describe: (state, choice) => `${choice} ${(state as { decks: number[][] }).decks[0]![0]}` }))
      .toMatch(/what seat 1 reads of "use char 1" depends on cards hidden from it/);
  });

  it('the walk reads each question as every seat does: a public form that names a hidden card is found', () => {
    // EAT/PAINT's trap window reworded to name the defender's set traps, while its entry still says it names nothing hidden.
    const naming: AnyGame = {
      ...eatpaint,
      decision(state: EpState) {
        const d = eatpaint.decision(state);
        if (d.over || state.tasks[state.tasks.length - 1]?.kind !== 'trapWindow') return d;
        return { ...d, prompt: `${d.prompt} (${state.sides[d.seat]!.traps.join(', ')})` };
      },
    };
    const walk = (game: AnyGame) => auditMoves(game, { games: 6, headers: cyclingHeaders(eatpaint, 'q'), maxSteps: 600, seed: 'q' }).violations.join('\n');
    expect(walk(naming)).toMatch(/what seat \d reads of the question depends on cards hidden from it/);
    // Declared with a public form, the same question tells the attacker nothing.
    const trapWindow = { others: () => 'deciding whether to spring a trap' };
    expect(walk({ ...naming, questions: declareQuestions(EP_QUESTIONS.keyOf, { ...namingNothingHidden(EP_QUESTIONS.keys), trapWindow }) })).toBe('');
  });

  it.each(MOVE_TABLE_GAMES.map((entry) => [entry.game.id, entry] as const))('%s: 200 games in English', (_id, { game, codeWords, headers }) => {
    const report = auditMoves(game, { games: 200, headers: headers?.('mt') ?? cyclingHeaders(game, 'mt'), maxSteps: 1500, seed: 'en', codeWords });
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(200);
    expect(report.moves).toBeGreaterThan(100);
  });

  it.each(MOVE_TABLE_GAMES.map((entry) => [entry.game.id, entry] as const))('%s: 40 games in Chinese', (_id, { game, codeWords, headers }) => {
    const report = withContentLang('zh', () => auditMoves(game, { games: 40, headers: headers?.('mtzh') ?? cyclingHeaders(game, 'mtzh'), maxSteps: 1500, seed: 'zh', codeWords }));
    expect(report.violations).toEqual([]);
    expect(report.texts).toBeGreaterThan(1000);
  });
});
