/**
 * A typo must never end a game (issue 12): random and mutated move texts at positions reached by random play in every
 * setup, through the paths the CLI uses (`describeLegal`, `playChoice`, and the game's `explain` behind them). Each
 * text is either legal, and then described and applied, or refused with IllegalChoiceError; anything else thrown is a
 * crash. tests/engine/move-fuzz.test.ts runs a short sweep of every game, `npm run soak` a long one (`--move-fuzz N`).
 */
import { IllegalChoiceError } from '../errors.js';
import type { AnyGame, Decision } from '../game.js';
import { describeLegal, normalizeChoice, playChoice, startMatch, type Match } from '../match.js';
import { randomInt, seedRng, type RngState } from '../rng.js';
import { allSetups, headerFor, type SetupVariant } from './setups.js';

/** Decisions a position may be drawn from in one game: enough to reach the middle of every game. */
const MAX_STEPS = 400;

const pick = <T>(rng: RngState, items: readonly T[]): T => items[randomInt(rng, items.length)]!;

const WRONG_NUMBERS = ['0', '-1', '9', '10', '99', '1000000', '4294967296', '9'.repeat(30), '1e3', '0x1', '1.5', '+1', 'NaN', 'Infinity', '٣', '１'];
const PROTO_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'length'];
const ODD_TEXT = [
  '', ' ', '\t', '\n', '\r\n', '\u0000', '\u0007\u001b[2J', '\u001b]0;x\u0007', '\u200b', '\u202e', '\ufeff', '\ud800', '\udfff',
  '🂡', '👍🏽', 'é', 'e\u0301', '保留', 'ｋｅｅｐ', 'İ', 'ß', 'ǅ', '\u3000', '#', ';', '|', '"', "'", '\\', '=', ':',
];

/** The words and numbers that make up the game's own move texts, collected as positions go by. */
interface Vocabulary { verbs: Set<string>; words: Set<string>; cards: string[] }

function mutate(rng: RngState, vocab: Vocabulary, legal: string[]): string {
  const verbs = [...vocab.verbs];
  const words = [...vocab.words];
  const choice = pick(rng, legal);
  const tokens = choice.split(' ');
  switch (randomInt(rng, 12)) {
    case 0: // a legal move with one number wrong
      return tokens.map((w) => (/^\d+$/.test(w) && randomInt(rng, 2) === 0 ? pick(rng, WRONG_NUMBERS) : w)).join(' ') || pick(rng, WRONG_NUMBERS);
    case 1: // a move word alone, or with one or two numbers of any size
      return [pick(rng, verbs), ...Array.from({ length: randomInt(rng, 3) }, () => pick(rng, [...WRONG_NUMBERS, String(randomInt(rng, 12))]))].join(' ');
    case 2: // a move word with a card's name or id
      return `${pick(rng, verbs)} ${pick(rng, vocab.cards)}`;
    case 3: // the game's own words in a random order
      return Array.from({ length: 1 + randomInt(rng, 4) }, () => pick(rng, words)).join(' ');
    case 4: // a legal move cut short, lengthened, or with its words swapped
      if (tokens.length > 1 && randomInt(rng, 2) === 0) return tokens.slice(0, -1).join(' ');
      return randomInt(rng, 2) === 0 ? `${choice} ${pick(rng, words)}` : [...tokens].reverse().join(' ');
    case 5: // unicode and control characters, alone or inside a move
      return randomInt(rng, 2) === 0 ? pick(rng, ODD_TEXT) : tokens.map((w) => (randomInt(rng, 3) === 0 ? `${w}${pick(rng, ODD_TEXT)}` : w)).join(' ');
    case 6: // names an object has on its prototype, as a move word or an argument
      return randomInt(rng, 2) === 0 ? `${pick(rng, PROTO_WORDS)} ${randomInt(rng, 4)}` : `${pick(rng, verbs)} ${pick(rng, PROTO_WORDS)}`;
    case 7: // very long texts
      return randomInt(rng, 2) === 0 ? `${pick(rng, verbs)} ${'9'.repeat(5000)}` : pick(rng, words).repeat(2000);
    case 8: // a legal move with odd spacing and case (this one may well be legal)
      return `  ${choice.toUpperCase().replace(/ /g, '   ')}\t`;
    case 9: // random printable bytes
      return Array.from({ length: randomInt(rng, 20) }, () => String.fromCharCode(32 + randomInt(rng, 95))).join('');
    case 10: // random code points anywhere in the BMP and above
      return Array.from({ length: 1 + randomInt(rng, 8) }, () => String.fromCodePoint(randomInt(rng, 0x110000))).join('');
    default: // a legal move with a card name in place of a number
      return tokens.map((w) => (/^\d+$/.test(w) ? pick(rng, vocab.cards) : w)).join(' ');
  }
}

export interface FuzzResult { tried: number; legal: number; crashes: string[]; setups: number }

/** One garbage text at one position: every way the CLI may touch it, none may throw anything but IllegalChoiceError. */
function tryText(match: Match, decision: Extract<Decision, { over: false }>, text: string, result: FuzzResult): void {
  result.tried++;
  const seats = match.header.players.length;
  const viewers = [undefined, null, ...Array.from({ length: seats }, (_, s) => s)];
  const crash = (where: string, error: unknown) => {
    if (result.crashes.length < 10) result.crashes.push(`${where} ${JSON.stringify(text.slice(0, 80))}: ${(error as Error)?.stack ?? String(error)}`);
  };
  let legal = true;
  for (const viewer of viewers) {
    try {
      const sentence = describeLegal(match, text, viewer, decision);
      if (typeof sentence !== 'string' || sentence === '') crash(`describe for ${viewer} gave ${JSON.stringify(sentence)}`, '');
    } catch (error) {
      if (error instanceof IllegalChoiceError) legal = false;
      else crash(`describeLegal(viewer ${viewer})`, error);
    }
  }
  // The game's own explanation is wrapped by the engine, but it must not need the wrapping.
  if (!legal) {
    try {
      const why = match.game.explain?.(match.state, normalizeChoice(text));
      if (why !== undefined && typeof why !== 'string') crash('explain gave a non-string', why);
    } catch (error) {
      crash('explain', error);
    }
  }
  const copy: Match = { ...match, state: legal ? structuredClone(match.state) : match.state, moves: [...match.moves] };
  try {
    playChoice(copy, text, decision);
    if (!legal) crash('playChoice accepted a text describeLegal refused', '');
    result.legal++;
  } catch (error) {
    if (!(error instanceof IllegalChoiceError)) crash('playChoice', error);
    else if (legal) crash('playChoice refused a text describeLegal accepted', error);
  }
}

/** About `texts` garbage texts spread over `setups` (every setup of the game unless given), from seed `seed`. */
export function fuzzGame(game: AnyGame, seed: string, texts: number, setups: SetupVariant[] = allSetups(game)): FuzzResult {
  const rng = seedRng(`fuzz:${game.id}:${seed}`);
  const vocab: Vocabulary = {
    verbs: new Set(), words: new Set(),
    cards: game.cards.rows().flatMap((r) => [r.id, r.name, r.id.toLowerCase(), r.name.toLowerCase()]),
  };
  const result: FuzzResult = { tried: 0, legal: 0, crashes: [], setups: 0 };
  const perSetup = Math.ceil(texts / setups.length);
  // Spread a setup's texts over the decisions of its games: about one text every `spacing` decisions.
  const spacing = Math.max(1, Math.floor(60 / perSetup));
  setups.forEach((variant, index) => {
    result.setups++;
    let sent = 0;
    for (let g = 0; sent < perSetup; g++) {
      let match = startMatch(game, headerFor(game, variant, `${seed}-${index}-${g}`));
      for (let step = 0; step < MAX_STEPS && sent < perSetup; step++) {
        const decision = match.game.decision(match.state);
        if (decision.over) break;
        for (const choice of decision.choices) {
          const words = choice.split(' ');
          vocab.verbs.add(words[0]!);
          for (const w of words) vocab.words.add(w);
        }
        const burst = Math.max(1, Math.ceil(perSetup / 40));
        if (randomInt(rng, spacing) === 0) {
          for (let k = 0; k < burst && sent < perSetup; k++, sent++) tryText(match, decision, mutate(rng, vocab, decision.choices), result);
        }
        playChoice(match, pick(rng, decision.choices), decision);
        match = { ...match };
      }
    }
  });
  return result;
}
