/** Op parameters (issue 15): the ops of cards and characters are checked against what their handlers read. */
import { DataErrors, readDataJson } from '../../../src/engine/data-files.js';
import { randomDecider } from '../../../src/engine/deciders.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { validateCards, validateCharacters } from '../../../src/games/eatpaint/cards/load.js';
import { COMMON_OP_PARAMS, OP_PARAMS } from '../../../src/games/eatpaint/cards/op-specs.js';
import { OPS } from '../../../src/games/eatpaint/rules/ops.js';
import { recordOpReads, undeclaredReads } from '../../support/op-reads.js';

type Ops = Record<string, unknown>[];
type Raw = { cards: (Record<string, unknown> & { id: string })[] };
type RawChars = { characters: { id: string; charge?: Ops; forms?: { skills: { ops: Ops }[] }[] }[] };

const copy = <T>(v: unknown): T => JSON.parse(JSON.stringify(v)) as T;

/** The problems of the shipped cards.json after `edit`. */
function cardProblems(edit: (cards: Raw['cards']) => void): string[] {
  const raw = copy<Raw>(readDataJson('eatpaint', 'cards.json'));
  edit(raw.cards);
  const errors = new DataErrors('cards.json');
  validateCards(raw, errors);
  return errors.problems;
}

const at = (cards: Raw['cards'], id: string) => cards.findIndex((c) => c.id === id);

describe('EAT/PAINT op parameters', () => {
  it('refuses a misspelt parameter, naming the field path and the known ones', () => {
    let i = -1;
    expect(cardProblems((cards) => { i = at(cards, 'ryumon'); cards[i]!.play = [{ op: 'heatTop', m: 2 }]; })).toEqual([
      `cards[${i}].play[0].m: unknown parameter of op heatTop (known: n, ifDealt)`,
      `cards[${i}].play[0].n: op heatTop needs "n" (a whole number 0..99)`,
    ]);
  });

  it('refuses a value of the wrong type, an unknown card id and an unknown card type', () => {
    let i = -1;
    let j = -1;
    const problems = cardProblems((cards) => {
      i = at(cards, 'meteor');
      cards[i]!.attack = [{ op: 'powerPer', card: 'meteorr', n: '1' }];
      j = at(cards, 'shiosai');
      cards[j]!.play = [{ op: 'recover', type: 'monster', ifDealt: 1 }];
    });
    expect(problems).toEqual([
      `cards[${i}].attack[0].card: unknown card id "meteorr"`,
      `cards[${i}].attack[0].n: must be a whole number 0..99, not "1"`,
      `cards[${j}].play[0].type: must be one of attack, plan, trap, effect, work, method, frame, ink, not "monster"`,
      `cards[${j}].play[0].ifDealt: must be true or false, not 1`,
    ]);
  });

  it('refuses an op without a parameter its handler needs, in a card and in a character skill', () => {
    let i = -1;
    expect(cardProblems((cards) => { i = at(cards, 'senshu'); cards[i]!.attack = [{ op: 'powerIfLow', n: 2 }]; })).toEqual([
      `cards[${i}].attack[0].life: op powerIfLow needs "life" (a whole number 0..99)`,
    ]);
    const chars = copy<RawChars>(readDataJson('eatpaint', 'characters.json'));
    const c = chars.characters.findIndex((ch) => ch.id === 'sabil');
    chars.characters[c]!.forms![0]!.skills[1]!.ops = [{ op: 'digEnergy' }];
    const errors = new DataErrors('characters.json');
    validateCharacters(chars, new Set(['meteor']), errors);
    expect(errors.problems).toEqual([`characters[${c}].forms[0].skills[1].ops[0].n: op digEnergy needs "n" (a whole number 0..99)`]);
  });

  it('its handlers read only declared parameters over random games of every deck pairing', () => {
    const decks = game.decks!.builtin.map((d) => d.id);
    const recorded = recordOpReads(OPS);
    try {
      for (let i = 0; i < 60; i++) {
        const header = { game: 'eatpaint', version: game.version, players: ['P1', 'P2'], seed: `op-reads-${i}`, decks: [decks[i % decks.length]!, decks[(i >> 2) % decks.length]!], options: {}, orders: {} };
        selfPlay(game, header, [randomDecider(seedRng(`op-reads-${i}`))], 4000);
      }
    } finally {
      recorded.restore();
    }
    expect(undeclaredReads(recorded.reads, OP_PARAMS, COMMON_OP_PARAMS)).toEqual([]);
    // The games exercised a good part of the library, so the check above is not vacuous.
    expect(recorded.reads.size).toBeGreaterThan(12);
  });
});
