/** Transcripts (issue 15): a PAD game written down as its cards became known replays like a seeded log. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChanceError, tellStep, type ChanceOutcome } from '../../../src/engine/chance.js';
import { parseLog } from '../../../src/engine/log.js';
import { decisionOf, fillForced, playChoice, replayLog, startMatch, type Match } from '../../../src/engine/match.js';
import { card, cardNo } from '../../../src/games/pad/cards/catalogue.js';
import { game } from '../../../src/games/pad/index.js';
import type { PadState } from '../../../src/games/pad/state.js';
import { cardref, ROOT } from '../../support/cli.js';
import { seedRng } from '../../../src/engine/rng.js';
import { choices, names, play, scenario, st } from './helpers.js';

const TEXT = readFileSync(join(ROOT, 'examples', 'pad-table.log'), 'utf8');
const LINES = TEXT.split('\n');
/** 1-based line of the first line that is exactly `line`. */
const lineOf = (line: string) => LINES.indexOf(line) + 1;
/** The worked transcript with line `line` (exactly) replaced. */
const edited = (line: string, by: string) => {
  expect(LINES).toContain(line);
  return LINES.map((l) => (l === line ? by : l)).join('\n');
};
const failureOf = (text: string) => replayLog(game, parseLog(text)).failure;
const ids = (cards: number[]) => cards.map((c) => card(c).id);

describe('a PAD transcript', () => {
  it('replays the worked example: columns, hands, the coin flip, draws, turned-up cards and damage as named', () => {
    const outcome = replayLog(game, parseLog(TEXT));
    expect(outcome.failure).toBeUndefined();
    expect(outcome.resultMismatch).toBeUndefined();
    // Its 38 moves, and 3 lone "pass" answers it was written without: a life card taken into hand is asked about
    // now even when it has nothing to use (the opponent cannot tell which card came), and replay fills them in.
    expect(parseLog(TEXT).moves).toHaveLength(38);
    expect(outcome.match.moves).toHaveLength(41);
    expect(outcome.match.moves.filter((move, k) => move.choice === 'pass' && outcome.match.moves[k - 1]!.choice.startsWith('take'))).toHaveLength(3);
    const opening = replayLog(game, parseLog(TEXT), 0).match.state as PadState;
    expect(opening.first).toBe(1);
    expect(opening.players[0]!.columns.map(ids)).toEqual([['B01-113'], ['B01-108'], ['B01-018']]);
    expect(ids(opening.players[0]!.hand)).toEqual(['B01-114', 'B01-018', 'B01-003', 'B01-023', 'B01-109']);
    expect(ids(opening.players[1]!.hand)).toEqual(['B01-116', 'B01-006', 'B01-011', 'B01-026', 'B01-105']);
    expect(opening.players.map((p) => p.life.length)).toEqual([5, 5]);
    // Ben's first draw, and the four cards Ann's combo chain turned up on column 2.
    const ben = replayLog(game, parseLog(TEXT), 6).match.state as PadState;
    expect(ids(ben.players[1]!.hand).at(-1)).toBe('B01-012');
    const chained = replayLog(game, parseLog(TEXT), 14).match.state as PadState;
    expect(ids(chained.players[0]!.columns[1]!).slice(-4)).toEqual(['B01-018', 'B01-114', 'B01-022', 'B01-002']);
  });

  it('does not depend on the seed: any seed line replays to the same boards', () => {
    const a = replayLog(game, parseLog(TEXT)).match;
    const b = replayLog(game, parseLog(TEXT.replace('deck.1:', 'seed: 987654\ndeck.1:'))).match;
    for (const seat of [0, 1]) expect(game.view(b.state, seat)).toEqual(game.view(a.state, seat));
  });

  it('refuses a card of the other deck at its line, listing the cards that could be drawn', () => {
    const failure = failureOf(edited('> 2: B01-012', '> 2: B01-113'));
    expect(failure?.line).toBe(lineOf('> 2: B01-012'));
    expect(failure?.message).toMatch(/^B01-113 cannot be the next card of 2: .* it could be: .*\bB01-012\b/);
    expect(failure?.message).not.toMatch(/could be: .*\bB01-113\b/);
  });

  it('refuses a card that is used up: the deck holds three Black Dragons (B01-018), a fourth cannot be turned up', () => {
    const text = edited('> 1: B01-114 B01-018 B01-003 B01-023 B01-109', '> 1: B01-114 B01-018 B01-018 B01-023 B01-109');
    const chain = '> 1: B01-018 B01-114 B01-022 B01-002';
    const failure = failureOf(text);
    expect(failure?.line).toBe(lineOf(chain));
    expect(failure?.message).toMatch(/^B01-018 cannot be the next card of 1: .* it could be: .*\bB01-003\b/);
    expect(failure?.message).not.toMatch(/could be: .*\bB01-018\b/);
  });

  it('names the move whose draw the log leaves out, and refuses a card named where nothing was drawn', () => {
    // Ann's last swap ends setup; Ben's first draw follows it at once.
    const missing = failureOf(edited('> 2: B01-012', '# (Ben forgot to write down his draw)'));
    expect(missing?.line).toBe(lineOf('Ann: swap 5 with 3'));
    expect(missing?.message).toMatch(/does not say which card of 2 becomes known here; it could be: .*\bB01-012\b/);
    const extra = failureOf(edited('Ben: puzzle', 'Ben: puzzle\n> 2: B01-014'));
    expect(extra?.line).toBe(lineOf('Ben: puzzle') + 1);
    expect(extra?.message).toMatch(/nothing of 2 becomes known here/);
  });

  it('needs the coin flip when the header does not fix the first player, and none when it does', () => {
    expect(() => replayLog(game, parseLog(edited('> first: 2', '')))).toThrow(/does not say the outcome of first here/);
    const fixed = replayLog(game, parseLog(edited('> first: 2', '').replace('deck.1:', 'first: 2\ndeck.1:')));
    expect(fixed.failure).toBeUndefined();
  });

  it('cannot be mixed with order lines', () => {
    expect(() => replayLog(game, parseLog(TEXT.replace('deck.1:', 'order.1: B01-113\ndeck.1:')))).toThrow(/cannot also give order/);
  });

  it('is checked by `cardref replay`: exit 2, one cardref line with the file, the line and the candidates', () => {
    const dir = join(ROOT, 'tests', 'tmp-pad-chance');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'wrong-card.log');
    writeFileSync(path, edited('> 2: B01-012', '> 2: B01-113'));
    try {
      const en = cardref(['replay', path]);
      expect(en.code).toBe(2);
      const lines = en.stderr.split('\n').filter((l) => l.startsWith('cardref:'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^cardref: .*wrong-card\\.log:${lineOf('> 2: B01-012')}: B01-113 cannot be the next card of 2: .*could be: .*B01-012`));
      expect(en.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const id = (name: string) => card(cardNo(name)).id;

/** A scenario whose next step takes its chance outcomes from `told` (as a transcript's move would). */
function tell(m: Match, told: Omit<ChanceOutcome, 'line'>[]): void {
  tellStep(st(m).rng, told.map((o, i) => ({ ...o, line: 100 + i })), 99);
}

describe('chance in PAD card effects', () => {
  it('a revealed top card is named once: Fire Orb Change puts it on a column with no second outcome', () => {
    const m = scenario({ p1: { hand: ['Fire Orb Change', 'Tyran'], deck: ['Gigas', 'Red Dragon', 'Blue Dragon'] } });
    tell(m, [{ key: '1', name: id('Blue Dragon') }]);
    play(m, 'skill 1');
    expect(names(st(m).players[0]!.deck.slice(0, 1))).toEqual(['Blue Dragon']);
    expect(st(m).players[0]!.seen).toBe(1);
    tell(m, []);
    play(m, 'deck to 3');
    expect(names(st(m).players[0]!.columns[2]!)).toEqual(['Titan', 'Blue Dragon']);
    expect(st(m).players[0]!.seen).toBeUndefined();
  });

  it('a card looked at is named once, to its player: B02-101 looks at three and takes one without new outcomes', () => {
    const m = scenario({ p1: { team: ["Lil' White Dragon", "Lil' Black Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'], hand: ['B02-101'], deck: ['Gigas', 'Titan', 'Red Dragon', 'Blue Dragon', 'Tyran'] } });
    const looked = ['Tyran', 'Red Dragon', 'Gigas'].map((n) => id(n));
    tell(m, looked.map((name) => ({ key: '1', name })));
    play(m, 'skill 1');
    expect(ids(st(m).players[0]!.deck.slice(0, 3))).toEqual(looked);
    tell(m, []);
    play(m, 'pick 2');
    expect(names(st(m).players[0]!.hand)).toEqual(['Red Dragon']);
    expect(names(st(m).players[0]!.discard).sort()).toEqual(['Gigas', 'Mystic Mask', 'Tyran']);
  });

  it('a random discard from hand names the card, which must be one in that hand', () => {
    const setup = () => scenario({
      step: 'declare', combos: 1, comboKinds: 1,
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']], hand: ['Tyran', 'Titan', 'Gigas'] },
      p2: { stacks: [['Golden Egg', 'Hades', 'Underworld Deity Hades'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], tapped: [1, 2, 3, 4], life: ['Gigas', 'Gigas'] },
    });
    const m = setup();
    tell(m, [{ key: '2', name: id('Gigas') }, { key: 'hand1', name: id('Titan') }]);
    play(m, 'attack 1');
    expect(names(st(m).players[0]!.discard)).toEqual(['Titan']);
    expect(names(st(m).players[0]!.hand)).toEqual(['Tyran', 'Gigas']);
    const wrong = setup();
    tell(wrong, [{ key: '2', name: id('Gigas') }, { key: 'hand1', name: id('Blue Dragon') }]);
    try {
      play(wrong, 'attack 1');
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ChanceError);
      expect((error as ChanceError).line).toBe(101);
      expect((error as ChanceError).candidates.sort()).toEqual(['Tyran', 'Titan', 'Gigas'].map((n) => id(n)).sort());
    }
  });
});

describe('chance in PAD keeps seeded games as they were', () => {
  it('recording the outcomes changes nothing: the golden games play the same with and without', () => {
    const dir = join(ROOT, 'tests', 'fixtures', 'pad');
    for (const file of ['fire-dark-vs-water-wood-light.log', 'b02-fire-light-vs-b04-fire-dark.log']) {
      const log = parseLog(readFileSync(join(dir, file), 'utf8'));
      const plain = replayLog(game, log).match;
      const kept = startMatch(game, log.header, { record: true });
      // The lone answers these older logs lack are filled in, as replay does.
      for (const move of log.moves) {
        fillForced(kept, move, decisionOf(kept), false);
        playChoice(kept, move.choice);
      }
      if (log.result) fillForced(kept, undefined, decisionOf(kept), false);
      const { heard: _h, ...rng } = kept.state.rng;
      expect({ ...kept.state, rng }).toEqual(plain.state);
      // Each seat's 3 columns and 5 hand cards, and the coin flip unless the header fixes the first player.
      expect(kept.opening!.length).toBe(log.header.first === undefined ? 17 : 16);
      expect(kept.moves.filter((mv) => mv.outcomes).length).toBeGreaterThan(5);
    }
  });
});

describe('deck cards a seat was shown', () => {
  it('stay in that seat\'s view while they are on top: a look for its owner only, a reveal for everyone', () => {
    const look = scenario({ p1: { team: ["Lil' White Dragon", "Lil' Black Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'], hand: ['B02-101'], deck: ['Gigas', 'Titan', 'Red Dragon', 'Blue Dragon'] } });
    play(look, 'skill 1');
    expect(names(game.view(look.state, 0).players[0]!.deckTop!)).toEqual(['Gigas', 'Titan', 'Red Dragon']);
    expect(game.view(look.state, 1).players[0]!.deckTop).toBeUndefined();
    expect(JSON.stringify(game.render(game.view(look.state, 0)))).toContain('deck top');
    // A bot imagining the game for the looking seat keeps the three on top; for the other seat it does not know them.
    const rng = seedRng('imagine');
    expect(game.determinize(look.state, 0, rng).players[0]!.deck.slice(0, 3)).toEqual(st(look).players[0]!.deck.slice(0, 3));
    play(look, 'pick 1');
    expect(game.view(look.state, 0).players[0]!.deckTop).toBeUndefined();
    const reveal = scenario({ p1: { hand: ['Fire Orb Change', 'Tyran'], deck: ['Blue Dragon', 'Gigas'] } });
    play(reveal, 'skill 1');
    for (const seat of [0, 1]) expect(names(game.view(reveal.state, seat).players[0]!.deckTop!)).toEqual(['Blue Dragon']);
  });
});

describe('a life card everyone saw: Demon Viper Orochi (lastStand)', () => {
  const orochi = [['Golden Egg', 'Viper Orochi', 'Demon Viper Orochi'], ["Lil' Black Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']];

  it('stays where it is in every seat\'s determinize, shows in every view, and no draw of a transcript can name it', () => {
    // P2's attack check finds P1 at 0 life: the card leaves its stack, face up for everyone, and becomes P1's life.
    const m = scenario({ step: 'attackCheck', seat: 1, p1: { stacks: orochi, life: [], hand: ['Titan'] } });
    expect(names(st(m).players[0]!.life)).toEqual(['Demon Viper Orochi']);
    for (const seat of [0, 1]) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const imagined = game.determinize(st(m), seat, seedRng(seed)).players[0]!;
        expect(names(imagined.life)).toEqual(['Demon Viper Orochi']);
      }
      expect(names(game.view(st(m), seat).players[0]!.lifeKnown!)).toEqual(['Demon Viper Orochi']);
    }
    // P1's drop start (after its main phase, where nothing is playable) turns up the deck's top card: a transcript
    // can name a deck card, never the known life card.
    play(m, 'puzzle');
    expect(choices(m)).toContain('deck to 1');
    tell(m, [{ key: '1', name: id('Demon Viper Orochi') }]);
    try {
      play(m, 'deck to 1');
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ChanceError);
      expect((error as ChanceError).candidates).toEqual([id('Gigas')]);
    }
  });

  it('is taken as damage with no outcome told, to its owner\'s hand: everyone knows which card it is', () => {
    const m = scenario({
      step: 'declare', combos: 1, comboKinds: 1,
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']] },
      p2: { tapped: [1, 2, 3, 4], life: ['Demon Viper Orochi', 'Gigas'] },
    });
    // As lastStand leaves it (the test above): the bottom life card is the one everyone saw.
    st(m).players[1]!.lifeSeen = 1;
    tell(m, []);
    play(m, 'attack 1');
    expect(names(st(m).players[1]!.hand)).toEqual(['Demon Viper Orochi']);
    expect(names(st(m).players[1]!.life)).toEqual(['Gigas']);
    expect(st(m).players[1]!.lifeSeen).toBeUndefined();
    expect(game.view(st(m), 0).players[1]!.lifeKnown).toBeUndefined();
  });
});
