/**
 * Issue 42, "words from the card, never from the code": an effect's question names the card and says what happens
 * with the card's own values, in English and in Chinese. The walk reads every question and every legal move's
 * sentence of random games between random legal decks of the whole pool, as each seat and a spectator read them, and
 * finds no op name, parameter name, filter list, backtick or camelCase word (engine/kit/move-audit.ts `codeInText`).
 */
import { randomDecider } from '../../../src/engine/deciders.js';
import { withContentLang } from '../../../src/engine/i18n.js';
import { codeInText } from '../../../src/engine/kit/move-audit.js';
import { decisionOf, playChoice, startMatch } from '../../../src/engine/match.js';
import { promptFor } from '../../../src/engine/public-prompt.js';
import { seedRng } from '../../../src/engine/rng.js';
import { OP_PARAMS } from '../../../src/games/pad/cards/op-names.js';
import { game } from '../../../src/games/pad/index.js';
import { poolHeader } from './helpers.js';

/** PAD's op and parameter names that are no plain word of the game, and the words of the ops reference. */
const CODE_WORDS = new Set([
  ...Object.entries(OP_PARAMS).flatMap(([op, params]) => [op, ...Object.keys(params)]).filter((word) => /[A-Z]/.test(word) || word.length === 1),
  'discount', 'filter', 'filters', 'upTo',
]);

/** Every text a seat (or a spectator) reads in `games` random pool games, and the effect questions met. */
function walk(prefix: string, games: number): { problems: string[]; effectQuestions: Set<string>; texts: number } {
  const problems: string[] = [];
  const effectQuestions = new Set<string>();
  let texts = 0;
  const pick = randomDecider(seedRng(`${prefix}-bot`));
  for (let g = 0; g < games && problems.length < 20; g++) {
    const header = poolHeader(prefix, g);
    const match = startMatch(game, header);
    for (let step = 0; step < 4000; step++) {
      const decision = decisionOf(match);
      if (decision.over) break;
      if (match.state.tasks.at(-1)?.kind === 'op') effectQuestions.add(decision.prompt);
      for (const viewer of [0, 1, null]) {
        const read = [promptFor(game, match.state, decision, viewer, header.players)];
        if (viewer === decision.seat) read.push(...decision.choices.map((choice) => game.describe(match.state, choice)));
        else read.push(...decision.choices.map((choice) => game.describe(match.state, choice, viewer)));
        for (const text of read) {
          texts++;
          const problem = codeInText(text, CODE_WORDS);
          if (problem) problems.push(`${header.seed} step ${step}: ${problem} in "${text}"`);
        }
      }
      playChoice(match, pick({ game, state: match.state, decision, seats: 2 }), decision);
    }
  }
  return { problems, effectQuestions, texts };
}

describe('PAD effect questions in words from the card', () => {
  it('no code word in any question or move sentence of 200 random pool games (English)', () => {
    const { problems, effectQuestions, texts } = walk('words-en', 200);
    expect(problems).toEqual([]);
    expect(effectQuestions.size).toBeGreaterThan(20);
    expect(texts).toBeGreaterThan(10000);
  });

  it('no code word in any question or move sentence of 80 random pool games (Chinese)', () => {
    const { problems, effectQuestions } = withContentLang('zh', () => walk('words-zh', 80));
    expect(problems).toEqual([]);
    expect(effectQuestions.size).toBeGreaterThan(5);
  });
});

