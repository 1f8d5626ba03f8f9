/**
 * The move table's acceptance walk (issue 42, engine/kit/move-audit.ts) for every game that declares one: random
 * games, each legal move read back and written again, no code word in any text a seat reads (in English and
 * in Chinese), and nothing a seat reads changes when the cards hidden from it are resampled. Every game of the
 * registry joins; SPECIAL says what one needs beyond its built-in decks. npm test walks 200 games a game in English (issue 42's floor)
 * and 40 in Chinese; `npm run soak` runs this file with 1,000 and 200 (tests/support/sweep.ts).
 */
import { withContentLang } from '../src/engine/i18n.js';
import { auditMoves, codeInText } from '../src/engine/kit/move-audit.js';
import { cyclingHeaders } from '../src/engine/kit/setups.js';
import type { AnyGame } from '../src/engine/game.js';
import { GAMES } from '../src/games/index.js';
import { game as midrash } from '../src/games/midrash/index.js';
import { game as eatpaint } from '../src/games/eatpaint/index.js';
import { QUESTIONS as EP_QUESTIONS } from '../src/games/eatpaint/questions.js';
import type { EpState } from '../src/games/eatpaint/state.js';
import { randomDeckText } from '../src/games/wixoss/random-deck.js';
import { seedRng } from '../src/engine/rng.js';
import type { LogHeader } from '../src/engine/log.js';
import { poolHeader } from './games/pad/helpers.js';
import { FULL_SWEEP } from './support/sweep.js';

const ENGLISH_GAMES = FULL_SWEEP ? 1000 : 200; // issue 42: at least 200 games a game in npm test
const CHINESE_GAMES = FULL_SWEEP ? 200 : 40;

/** The names of a game's ops and their parameters (`GameDefinition.ops`): code a player must never read. */
const codeWordsOf = (game: AnyGame) => Object.values(game.ops ?? {})
  .flatMap(({ params, common }) => [...Object.entries(params).flatMap(([op, named]) => [op, ...Object.keys(named)]), ...Object.keys(common ?? {})])
  // Ops named by a plain word of the game (`set`, `ritual`, `mana`, `silence`; WIXOSS's common `if`) are words a player reads too.
  .filter((word) => /[A-Z]/.test(word) || word.length === 1);

/** Every other game a pair of random legal decks of the whole pool (the soak's decks), the rest the built-in decks. */
const withPoolDecks = (game: AnyGame, seed: string) => {
  const builtin = cyclingHeaders(game, seed);
  return (index: number): LogHeader => {
    const header = builtin(index);
    if (index % 2 === 0) return header;
    const rng = seedRng(`${seed}-pool-${index}`);
    // Built for the game's rules (Modern allows one LRIG-deck card per name, so two printings of one LRIG are out).
    const rules = header.options.rules === 'modern' ? 'modern' : 'seed';
    return { ...header, decks: [randomDeckText(rng, { rules }), randomDeckText(rng, { rules })] };
  };
};

/**
 * What a game of the registry needs beyond its built-in decks (every pairing, cyclingHeaders) and its op names: the
 * headers of its games (`prefix`: the seed's) and more code words.
 */
const SPECIAL = new Map<string, { codeWords?: string[]; headers?: (game: AnyGame, prefix: string) => (index: number) => LogHeader }>([
  // PAD between random legal decks of the whole pool, so every card's moves and questions are met.
  ['pad', { codeWords: ['discount', 'filter', 'filters'], headers: (_game, prefix) => (index) => poolHeader(prefix, index) }],
  // WIXOSS: every other game between random decks of the whole pool.
  ['wixoss', { headers: withPoolDecks }],
]);

/** Every registered game joins; one without a move table is a violation. */
async function auditOf(id: string, prefix: string, seed: string, games: number, lang: 'en' | 'zh' = 'en') {
  const game = await GAMES.find((entry) => entry.id === id)!.load();
  const special = SPECIAL.get(id);
  const headers = special?.headers?.(game, prefix) ?? cyclingHeaders(game, prefix);
  const codeWords = [...codeWordsOf(game), ...(special?.codeWords ?? [])];
  return withContentLang(lang, () => auditMoves(game, { games, headers, maxSteps: 1500, seed, codeWords }));
}

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

  it('the walk finds two moves of one verb that read alike to their decider, but lets copies in two hand places read alike', () => {
    const headers = cyclingHeaders(eatpaint, 'twin');
    const run = (same: RegExp) => auditMoves({
      ...eatpaint,
      describe: (state, choice, viewer) => (same.test(choice) ? 'the same words' : eatpaint.describe(state, choice, viewer)),
    }, { games: 4, headers, maxSteps: 400, seed: 'twin' }).violations.join('\n');
    // An effect's picks (works, energy) read without their place: the player cannot tell the moves apart.
    expect(run(/^(pick|target) \d+$/)).toMatch(/"(pick|target) \d+" and "\1 \d+" read alike: "the same words"/);
    // Hand cards differ only in their hidden place (the verb's secret): two copies of one card may read alike.
    expect(run(/^play \d+$/)).toBe('');
  });

  it('the walk reads each question as every seat does: a wording not declared, or a public form naming a hidden card, is found', () => {
    // EAT/PAINT's trap window reworded to name the defender's set traps.
    const atTrap = (state: EpState) => state.tasks[state.tasks.length - 1]?.kind === 'trapWindow';
    const naming = (state: EpState, prompt: string) => `${prompt} (${state.sides[state.attack ? 1 - state.attack.seat : 0]!.traps.join(', ')})`;
    const namingGame: AnyGame = {
      ...eatpaint,
      decision(state: EpState) {
        const d = eatpaint.decision(state);
        return d.over || !atTrap(state) ? d : { ...d, prompt: naming(state, d.prompt) };
      },
    };
    const walk = (game: AnyGame) => auditMoves(game, { games: 6, headers: cyclingHeaders(eatpaint, 'q'), maxSteps: 600, seed: 'q' }).violations.join('\n');
    // Worded by hand, apart from the question table: found, since the decider must read its declared wording.
    expect(walk(namingGame)).toMatch(/seat \d is asked ".+ \(.*\)", not its declared wording \(you are attacked/);
    // Declared so (the entry's wording names the traps), while the entry still says it names nothing hidden.
    const declared = (others?: string): AnyGame['questions'] => ({
      ...EP_QUESTIONS,
      asked: (state: EpState, choices) => (atTrap(state) ? naming(state, EP_QUESTIONS.asked(state, choices)) : EP_QUESTIONS.asked(state, choices)),
      publicForm: (state: EpState, d) => (atTrap(state) && others ? others : EP_QUESTIONS.publicForm(state, d)),
    });
    expect(walk({ ...namingGame, questions: declared() })).toMatch(/what seat \d reads of the question depends on cards hidden from it/);
    // Declared with a public form, the same question tells the attacker nothing.
    expect(walk({ ...namingGame, questions: declared('deciding whether to spring a trap') })).toBe('');
  });

  it.each(GAMES.map((entry) => entry.id))(`%s: ${ENGLISH_GAMES} games in English`, async (id) => {
    const report = await auditOf(id, 'mt', 'en', ENGLISH_GAMES);
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(ENGLISH_GAMES);
    expect(report.moves).toBeGreaterThan(100);
  });

  it.each(GAMES.map((entry) => entry.id))(`%s: ${CHINESE_GAMES} games in Chinese`, async (id) => {
    const report = await auditOf(id, 'mtzh', 'zh', CHINESE_GAMES, 'zh');
    expect(report.violations).toEqual([]);
    expect(report.texts).toBeGreaterThan(1000);
  });
});
