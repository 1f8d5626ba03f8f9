/**
 * A tiny two-seat card game used to test the engine without any real game: each seat has a shuffled deck of
 * cards 1-5 (twice), a hidden hand of 2. On your turn `play N` scores hand card N (twice at most), then `end`
 * refills the hand to 2. First to 15 points wins; after two turns in a row without a play, the higher score wins.
 */
import { seatOrderKeys, type BaseState, type GameDefinition } from '../../src/engine/game.js';
import { shuffleZone, type RngState } from '../../src/engine/rng.js';
import { parseDeckText } from '../../src/engine/decklist.js';
import { declareQuestions } from '../../src/engine/moves/questions.js';

interface RaceState extends BaseState {
  turn: number;
  decks: string[][];
  hands: string[][];
  scores: number[];
  passes: number;
  played: number;
  scored: string[][];
}

const value = (card: string) => Number(card.split('-')[0]);

export const raceGame: GameDefinition<RaceState, unknown, string[]> = {
  id: 'race',
  name: 'Race',
  version: '1',
  players: { min: 2, max: 2, default: 2 },
  options: {},
  decks: {
    sections: ['deck'],
    builtin: [{ id: 'basic', name: 'Basic', description: 'two of each 1-5', text: '2 one\n2 two\n2 three\n2 four\n2 five' }],
    build(entries) {
      const names = ['one', 'two', 'three', 'four', 'five'];
      const deck: string[] = [];
      const problems = [];
      for (const e of entries) {
        const v = names.indexOf(e.name.toLowerCase()) + 1 || Number(e.name);
        if (!(v >= 1 && v <= 5)) problems.push({ line: e.line, message: `unknown card "${e.name}"` });
        for (let i = 0; i < e.count; i++) deck.push(String(v));
      }
      return { deck: problems.length ? null : deck, problems, summary: [] };
    },
    toText: (deck) => deck.map((c) => `1 ${c}`).join('; '),
  },
  defaultDecks: ['basic'],
  cards: { columns: [], rows: () => [] },
  rules: [],
  orderKeys: seatOrderKeys,
  setup({ decks, first }, rng: RngState) {
    const state: RaceState = { rng, events: [], turn: first ?? 0, decks: [], hands: [[], []], scores: [0, 0], passes: 0, played: 0, scored: [[], []] };
    decks.forEach((deck, seat) => {
      const cards = deck.map((v, i) => `${v}-${seat}${i}`);
      state.decks.push(shuffleZone(rng, String(seat + 1), cards, (c) => c.split('-')[0]!));
      state.hands[seat]!.push(...state.decks[seat]!.splice(0, 2));
    });
    return state;
  },
  decision(s) {
    const winner = s.scores.findIndex((x) => x >= 15);
    if (winner >= 0) return { over: true, result: { winners: [winner], reason: 'reached 15' } };
    if (s.passes >= 2 || s.hands.every((h) => h.length === 0)) {
      const [a, b] = s.scores as [number, number];
      return { over: true, result: { winners: a === b ? [] : [a > b ? 0 : 1], reason: 'no more plays' } };
    }
    const hand = s.hands[s.turn]!;
    const plays = s.played < 2 ? hand.map((_, i) => `play ${i + 1}`) : [];
    return { over: false, seat: s.turn, prompt: 'play a card or end the turn', choices: [...plays, 'end'] };
  },
  apply(s, choice) {
    if (choice !== 'end') {
      const [card] = s.hands[s.turn]!.splice(Number(choice.split(' ')[1]) - 1, 1);
      s.scores[s.turn]! += value(card!);
      s.scored[s.turn]!.push(card!);
      s.played++;
      s.events.push({ text: `scored ${value(card!)}` });
      return;
    }
    s.passes = s.played === 0 ? s.passes + 1 : 0;
    while (s.hands[s.turn]!.length < 2 && s.decks[s.turn]!.length > 0) {
      const drawn = s.decks[s.turn]!.shift()!;
      s.hands[s.turn]!.push(drawn);
      s.revealed = true;
      s.events.push({ text: `drew ${value(drawn)}`, to: s.turn });
    }
    s.played = 0;
    s.turn = 1 - s.turn;
  },
  view(s, seat) {
    return { turn: s.turn, scores: s.scores, hand: seat === null ? null : s.hands[seat]!.map(value),
      handSizes: s.hands.map((h) => h.length), deckSizes: s.decks.map((d) => d.length) };
  },
  render: (view) => ({ title: 'Race', tables: [{ rows: [[JSON.stringify(view)]] }], notes: [] }),
  // Its view already numbers nothing by position a program could misread: programs get it as it is.
  viewData: (view) => view as Record<string, unknown>,
  describe: (_s, choice) => (choice === 'end' ? 'End the turn' : `Play hand card ${choice.split(' ')[1]}`),
  // One question, the turn's, and it names hand cards by number only: the other seat reads its kind.
  questions: declareQuestions(() => 'turn', { turn: { asked: () => 'play a card or end the turn', others: () => 'playing cards' } }),
  // Only the two-plays-per-turn rule gets a reason; anything else is just "not legal now".
  explain: (s, choice) => (choice.startsWith('play ') && s.played >= 2 ? 'only two cards may be played per turn (rules: turn)' : undefined),
  determinize(s, seat, rng) {
    const copy = structuredClone(s);
    const other = 1 - seat;
    // Sorted first, so the sample depends only on what `seat` knows, not on where the cards really are.
    const unknown = [...copy.hands[other]!, ...copy.decks[other]!].sort();
    shuffleZone(rng, 'none', unknown, (c) => c);
    copy.hands[other] = unknown.splice(0, copy.hands[other]!.length);
    copy.decks[other] = unknown;
    const own = copy.decks[seat]!.sort();
    shuffleZone(rng, 'none', own, (c) => c);
    return copy;
  },
  cardInstances: (s) => [...s.decks.flat(), ...s.hands.flat(), ...s.scored.flat()],
  evaluate: (s, seat) => s.scores[seat]! - s.scores[1 - seat]!,
};

export const raceDeckText = parseDeckText('2 one\n2 two\n2 three\n2 four\n2 five', ['deck']);
