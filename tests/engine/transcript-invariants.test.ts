/** The transcript invariants (src/engine/kit/transcript-invariants.ts) still catch what they check. */
import { revealCard, shufflePile } from '../../src/engine/chance.js';
import type { AnyGame, BaseState, GameDefinition, Seat } from '../../src/engine/game.js';
import type { LogHeader } from '../../src/engine/log.js';
import { copyPlain } from '../../src/engine/plain.js';
import { createReferee, stepTable, type StepTable } from '../../src/engine/referee.js';
import { runTranscriptInvariants } from '../../src/engine/kit/transcript-invariants.js';
import { declareQuestions } from '../../src/engine/moves/questions.js';
import { game } from '../../src/games/eatpaint/index.js';

const decks = game.decks!.builtin.map((d) => d.id);
const headers = (i: number) => ({
  game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: `tr-check-${i}`,
  decks: [decks[i % decks.length]!, decks[(i + 1) % decks.length]!], options: {}, orders: {},
});

describe('transcript invariants', () => {
  it('catch a board that shows a seat the card drawn by the other seat', () => {
    // Each seat is shown the other seat's board: a card shown only to seat 1 is seen by seat 2.
    const swapped = { ...game, view: (s: Parameters<typeof game.view>[0], seat: number | null) => game.view(s, seat === null ? null : 1 - seat) };
    const report = runTranscriptInvariants(swapped, { games: 4, headers, maxSteps: 4000, probes: 3 });
    const text = report.violations.join('\n');
    expect(report.privateProbes).toBeGreaterThan(0);
    expect(text).toMatch(/changed to \S+, shown only to seat \d: seat \d sees the change: /);
    expect(text).toMatch(/seat \d does not see its own card change to/);
  });
});

/**
 * A tiny game with PAD's shape: on your turn you draw (or pass), then in your main step you may play a "hi" card
 * face up, or end. With no "hi" in hand, "end" is the only answer and the engine gives it (`answerSingle`), so
 * whether the drawer had anything to play shows at once: public action that depends on the drawn card, which the
 * invariant allows. The leaks below it must still flag.
 */
interface FakeState extends BaseState {
  decks: string[][];
  hands: string[][];
  played: string[][];
  seat: Seat;
  step: 'draw' | 'brace' | 'main';
  turns: number;
  drawn: string | null;
}

interface Leaks {
  /** The board shows the other seat's hand. */
  hand?: boolean;
  /** The draw's event, shown to everyone, names the card. */
  event?: boolean;
  /** After each draw the other seat is asked to brace, in words that tell whether the card is a "hi". */
  question?: boolean;
  /** The drawn card lies face up while the engine answers the drawer's main step by itself (never at a step's end). */
  moment?: boolean;
}

const DECK = ['hi', 'hi', 'hi', 'lo', 'lo', 'lo', 'lo', 'lo', 'mid', 'mid'];
const TURNS = 12;
const name = (card: string) => card;

function fakeGame(leaks: Leaks = {}): AnyGame {
  const draw = (s: FakeState, seat: Seat) => {
    const deck = s.decks[seat]!;
    const card = revealCard(s.rng, String(seat + 1), deck, deck.length - 1, name, seat);
    deck.pop();
    s.hands[seat]!.push(card);
    s.drawn = card;
    s.revealed = true;
    s.events.push(leaks.event ? { text: `seat ${seat + 1} draws ${card}` } : { text: `seat ${seat + 1} draws a card` });
    s.events.push({ text: `you draw ${card}`, to: seat });
    return card;
  };
  const questions = declareQuestions<FakeState, FakeState['step']>((s) => s.step, {
    draw: { asked: () => 'draw or pass', others: () => 'deciding' },
    brace: { asked: (s) => (s.drawn === 'hi' ? 'brace: it is strong' : 'brace: it is weak'), others: () => 'deciding' },
    main: { asked: () => 'play or end', others: () => 'deciding' },
  });
  const steps: StepTable<FakeState, FakeState['step']> = {
    draw: {
      choices: () => ['draw', 'pass'],
      apply: (s, choice) => {
        const card = choice === 'draw' ? draw(s, s.seat) : undefined;
        s.step = leaks.question && card ? 'brace' : 'main';
      },
    },
    brace: {
      seat: (s) => 1 - s.seat,
      choices: () => ['brace', 'wait'],
      apply: (s) => { s.step = 'main'; },
    },
    main: {
      choices: (s) => (s.hands[s.seat]!.includes('hi') ? ['play hi', 'end'] : ['end']),
      apply: (s, choice) => {
        if (choice === 'play hi') {
          const hand = s.hands[s.seat]!;
          hand.splice(hand.indexOf('hi'), 1);
          s.played[s.seat]!.push('hi');
          s.events.push({ text: `seat ${s.seat + 1} plays hi` });
          return;
        }
        s.seat = 1 - s.seat;
        s.drawn = null;
        s.turns++;
        s.step = 'draw';
      },
    },
  };
  const referee = createReferee<FakeState, object>({
    name: 'fake',
    tasks: () => [],
    task: () => { throw new Error('no tasks'); },
    turn: stepTable(steps, (s) => s.step, (s) => s.seat, questions),
    result: (s) => {
      if (s.turns < TURNS && s.decks.every((d) => d.length > 0)) return null;
      const [a, b] = s.played.map((p) => p.length) as [number, number];
      return { winners: a === b ? [] : [a > b ? 0 : 1], reason: 'most played' };
    },
    answerSingle: true,
  });
  const definition: GameDefinition<FakeState> = {
    id: 'fake', name: 'Fake', version: '1', players: { min: 2, max: 2, default: 2 }, options: {},
    cards: { columns: [], rows: () => [] }, rules: [],
    setup: (_options, rng) => {
      const s: FakeState = {
        rng, events: [], decks: [0, 1].map((seat) => shufflePile(rng, String(seat + 1), [...DECK], name)),
        hands: [[], []], played: [[], []], seat: 0, step: 'draw', turns: 0, drawn: null,
      };
      for (const seat of [0, 1]) for (let i = 0; i < 2; i++) draw(s, seat);
      s.events = [];
      referee.settle(s);
      return s;
    },
    orderKeys: () => ['1', '2'],
    decision: (s) => referee.decision(s),
    apply: (s, choice) => referee.apply(s, choice),
    view: (s, viewer) => ({
      viewer, turn: s.turns,
      hands: s.hands.map((h, seat) => (seat === viewer || leaks.hand ? [...h] : h.length)),
      decks: s.decks.map((d) => d.length), played: copyPlain(s.played),
      ...(leaks.moment && s.step === 'main' && !s.hands[s.seat]!.includes('hi') ? { drawn: s.drawn } : {}),
    }),
    render: (v) => ({ title: 'fake', viewer: (v as { viewer: Seat | null }).viewer, tables: [], notes: [JSON.stringify(v)] }),
    viewData: (v) => v as Record<string, unknown>,
    describe: (_s, choice) => choice,
    questions,
    determinize: (s) => copyPlain(s),
    cardInstances: (s) => [...s.decks.flat(), ...s.hands.flat(), ...s.played.flat()],
  };
  return definition as AnyGame;
}

const fakeHeaders = (i: number): LogHeader => ({ game: 'fake', version: '1', players: ['Ann', 'Bob'], seed: `fake-${i}`, decks: [], options: {}, orders: {} });
const runFake = (leaks?: Leaks) => runTranscriptInvariants(fakeGame(leaks), { games: 20, headers: fakeHeaders, maxSteps: 200, probes: 4 });

describe('transcript invariants with a question answered by itself', () => {
  it('allow the drawer’s forced "end" to show, and hold every other invariant strictly', () => {
    const report = runFake();
    expect(report.violations).toEqual([]);
    expect(report.games).toBe(20);
    expect(report.privateProbes).toBeGreaterThan(20);
    // Probes where the drawn card changed whether the drawer had a choice: compared up to that decision.
    expect(report.actedOn).toBeGreaterThan(0);
  });

  it('catch a board that shows the other seat’s hand', () => {
    const report = runFake({ hand: true });
    expect(report.violations.join('\n')).toMatch(/changed to \w+, shown only to seat \d: seat \d sees the change: \.board\.notes/);
  });

  it('catch an event shown to everyone that names the drawn card', () => {
    const report = runFake({ event: true });
    expect(report.violations.join('\n')).toMatch(/changed to \w+, shown only to seat \d: seat \d sees the change: \.events/);
  });

  it('catch a question of the other seat worded after the drawn card', () => {
    const report = runFake({ question: true });
    expect(report.violations.join('\n')).toMatch(/changed to \w+, shown only to seat \d: another seat is asked otherwise: /);
  });

  it('catch a board that shows the card only for a moment inside a step (while a question is answered by itself)', () => {
    const report = runFake({ moment: true });
    expect(report.violations.join('\n')).toMatch(/changed to \w+, shown only to seat \d: seat \d sees the change: \.board\.notes/);
  });
});
