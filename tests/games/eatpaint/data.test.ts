import { DataErrors, readDataJson } from '../../../src/engine/data-files.js';
import { cardData, validateCards, validateCharacters, validateOps } from '../../../src/games/eatpaint/cards/load.js';
import { OP_PARAMS } from '../../../src/games/eatpaint/cards/op-specs.js';
import { OP_TIMINGS } from '../../../src/games/eatpaint/cards/types.js';
import { game } from '../../../src/games/eatpaint/index.js';

describe('card data', () => {
  const { cards, characters } = cardData();

  it('has every kind of the seed with its count', () => {
    const count = (deck: string) => cards.filter((c) => c.deck === deck && c.type !== 'ink').reduce((n, c) => n + c.count, 0);
    for (const deck of ['sabil', 'himeria', 'aika', 'rio']) expect(count(deck)).toBe(15);
    for (const deck of ['apra', 'kasis', 'rain', 'red', 'blue', 'yellow']) {
      expect(cards.filter((c) => c.deck === deck && c.type !== 'ink').map((c) => c.count)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    }
    expect(Object.fromEntries(cards.filter((c) => c.type === 'ink').map((c) => [c.id, c.count]))).toEqual({ 'ink-a': 17, 'ink-c': 19, 'ink-l': 18 });
    expect(cards.find((c) => c.id === 'cat')!.count).toBe(4);
    expect(cards.find((c) => c.id === 'kuro')!.count).toBe(2);
  });

  it('keeps the effects the seed states', () => {
    const byId = cardData().byId;
    expect(byId.cat!.summon).toEqual([{ op: 'draw', n: 1 }]);
    expect(byId.mono!.type).toBe('frame');
    expect(byId.bw!.type).toBe('frame');
    expect(byId.mono!.play![0]!.op).toBe('reanimate');
    expect(byId.zeus!.reanimateMin).toBe(6);
    expect(byId.zeus!.noTraps).toBe(true);
    expect(byId.meteor!.type).toBe('attack');
    expect(byId.meteor!.attack).toEqual([{ op: 'powerPer', card: 'meteor', n: 1 }]);
    expect(byId.souten!.type).toBe('effect');
    expect(byId.kesshi!.cost).toEqual({ ink: 1 });
    expect(byId.demeck!.attack?.length).toBeGreaterThan(0);
    expect(byId.canary!.name.ja).toBe('カナリア');
  });

  it('marks every designed card and character, with en and zh wording', () => {
    for (const c of cards) {
      if (c.type !== 'ink') expect(c.designed).toBe(true);
      expect(c.text.en.length).toBeGreaterThan(3);
      expect(c.text.zh.length).toBeGreaterThan(1);
    }
    for (const ch of characters) expect(ch.designed).toBe(true);
    expect(game.cards.note).toMatch(/designed/);
    expect(game.rules.find((t) => t.id === 'designed')!.body).toMatch(/designed/);
  });

  it('uses only known ops with their parameters, in timings the rules know', () => {
    for (const c of cards) {
      for (const key of Object.keys(c)) {
        expect(['id', 'deck', 'type', 'count', 'name', 'cost', 'power', 'def', 'prio', 'noTraps', 'reanimateMin', 'frame', 'active', 'extra', 'recommended', 'text', 'designed', ...OP_TIMINGS]).toContain(key);
      }
      for (const timing of OP_TIMINGS) for (const op of c[timing] ?? []) expect(Object.keys(OP_PARAMS)).toContain(op.op);
    }
  });

  it('every op of the library is used by some card or character', () => {
    const used = new Set<string>();
    for (const c of cards) {
      for (const timing of OP_TIMINGS) for (const op of c[timing] ?? []) used.add(op.op);
      for (const op of c.extra?.ops ?? []) used.add(op.op);
    }
    for (const ch of characters) {
      for (const f of ch.forms ?? []) for (const s of f.skills) for (const op of s.ops) used.add(op.op);
      for (const op of ch.charge ?? []) used.add(op.op);
    }
    expect([...used].sort()).toEqual(Object.keys(OP_PARAMS).sort());
  });

  it('refuses unknown ops, missing or extra parameters and bad values, naming the field', () => {
    const errors = new DataErrors('test');
    validateOps([{ op: 'explode' }, { op: 'draw' }, { op: 'draw', n: 1, power: 2 }, { op: 'powerPer', card: 'nope', n: 1 }, { op: 'draw', n: -1 }, { op: 'recover', type: 'spell', ifDealt: 'yes' }], 'x', new Set(['meteor']), errors);
    expect(errors.problems).toEqual([
      expect.stringMatching(/^x\[0\]\.op: unknown op "explode"/),
      'x[1].n: op draw needs "n" (a whole number 0..99)',
      'x[2].power: unknown parameter of op draw (known: n, ifDealt)',
      'x[3].card: unknown card id "nope"',
      'x[4].n: must be a whole number 0..99, not -1',
      'x[5].type: must be one of attack, plan, trap, effect, work, method, frame, ink, not "spell"',
      'x[5].ifDealt: must be true or false, not "yes"',
    ]);
  });

  it('refuses a card without defense, wording or designed flag', () => {
    const errors = new DataErrors('test');
    validateCards({ cards: [{ id: 'w', deck: 'aika', type: 'work', count: 1, name: { zh: 'x', en: 'x' }, cost: { ink: 1, mana: 2 } }] }, errors);
    expect(errors.problems).toEqual([
      'cards[0].cost.mana: unknown field of a cost ({"rest": 1}) (known: rest, trash, ink)',
      'cards[0].text: a card needs "text" (a wording in English and Chinese)',
      'cards[0].designed: a card needs "designed" (true or false)',
      'cards[0].def: a work needs [active, rest] defense',
    ]);
  });

  it('checks every field a card or character may carry: an unknown or mistyped one is named', () => {
    const errors = new DataErrors('test');
    const text = { en: 'x', zh: 'x' };
    validateCards({ cards: [{ id: 'w', deck: 'aika', type: 'work', count: 1, name: { zh: 'x', en: 'x' }, cost: {}, def: [1, 1], text, designed: true, frame: { power: 'big' }, colour: 'red' }] }, errors);
    validateCharacters({ characters: [{ id: 'aika', side: 'magician', name: { zh: 'x', en: 'x' }, spd: 3, designed: true, hand: 5, ink: 3, charge: [], chargeText: text, sharedText: text, shared: { power: 1, framedPower: 2 } }] }, new Set(), errors);
    expect(errors.problems).toEqual([
      'cards[0].frame.power: must be a whole number 0..99, not "big"',
      'cards[0].colour: unknown field of a card (known: id, deck, type, count, name, cost, text, designed, play, attack, after, before, summon, rest, release, end, power, def, prio, noTraps, reanimateMin, recommended, frame, active, extra)',
      'characters[0].shared.restDef: a shared work bonus needs "restDef" (a whole number 0..99)',
    ]);
  });

  it('refuses attack-only ops outside an attack', () => {
    const errors = new DataErrors('test');
    validateCards({ cards: [{ id: 'p', deck: 'apra', type: 'plan', count: 3, name: { zh: 'x', en: 'x' }, cost: {}, play: [{ op: 'cut', n: 1 }], text: { en: 'xxxx', zh: 'x' }, designed: true }] }, errors);
    expect(errors.problems).toEqual(['cards[0].play[0].op: cut only works during an attack (attack, before or after)']);
  });

  it('the shipped files validate', () => {
    const errors = new DataErrors('cards');
    validateCards(readDataJson('eatpaint', 'cards.json'), errors);
    expect(errors.problems).toEqual([]);
  });
});
