/** One scenario per op of the effect library, each through a B01 card (deck cards first). */
import { decisionOf } from '../../../src/engine/match.js';
import { OP_NAMES } from '../../../src/games/pad/cards/op-names.js';
import { LATER_OPS, choices, filler, names, play, scenario, st, topName, type SeatSetup } from './helpers.js';

const team = (first: string) => [first, "Lil' Black Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'];
const twoCards = [['Gigas', 'Titan'], ['Gigas'], ['Titan']];
const p2 = (o: SeatSetup) => o;
const tested = new Set<string>();
const op = (name: string, title: string, fn: () => void) => {
  tested.add(name);
  it(`${name}: ${title}`, fn);
};

// The worked example of `rules pad puzzle`: 6 combos when the player passes the drop add.
const sixCombos = { hand: ['Tyran'], columns: [['Gigas'], ['Volcano Dragon', 'Red Dragon', 'Tyran', 'Fire Orb Change'], ['Titan']], deck: ['Pierdrawn', 'Angel', 'Devil Dragon', 'Echidna', 'Holy Dragon', ...filler('Gigas', 8)] };
// Four combos (R B Y G), nothing to chain: the deck is left alone.
const fourCombos = { hand: ['Tyran'], deck: [], columns: [['Red Dragon', 'Holy Dragon', 'Fairlion', 'Brachio', 'Plesios', 'Tyran'], ['Gigas'], ['Titan']] };

describe('effect ops', () => {
  op('draw', 'Red Dragon draws 1 when it evolves', () => {
    const m = scenario({ p1: { hand: ['Red Dragon'], deck: ['Titan', 'Gigas'] } });
    play(m, 'evolve 1 on 1');
    expect(names(st(m).players[0]!.hand)).toEqual(['Titan']);
  });

  op('deckToDrop', "Tyran puts the deck's top card on a chosen column", () => {
    const m = scenario({ p1: { hand: ['Tyran'], deck: ['Red Dragon', 'Gigas'] } });
    play(m, 'evolve 1 on 3');
    expect(choices(m)).toEqual(['deck to 1', 'deck to 2', 'deck to 3']);
    play(m, 'deck to 2');
    expect(names(st(m).players[0]!.columns[1]!)).toEqual(['Gigas', 'Red Dragon']);
  });

  op('handToDrop', 'Quick Boost puts a hand card on a column', () => {
    const m = scenario({ p1: { hand: ['Quick Boost', 'Red Dragon', 'Tyran'] } });
    play(m, 'skill 1');
    expect(choices(m)).toContain('pass');
    play(m, 'drop 2 to 3');
    expect(names(st(m).players[0]!.columns[2]!)).toEqual(['Titan', 'Tyran']);
    expect(names(st(m).players[0]!.discard)).toEqual(['Quick Boost']);
  });

  op('swapHandDrop', 'World swaps a hand card with a drop-area card', () => {
    const m = scenario({ p1: { team: team("Lil' White Dragon"), hand: ['World', 'Red Dragon', 'Tyran'], columns: twoCards } });
    play(m, 'skill 1', 'hand 2');
    expect(choices(m)).toEqual(['orb 1 1', 'orb 1 2', 'orb 2 1', 'orb 3 1']);
    play(m, 'orb 1 2'); // the bottom card of column 1
    expect(names(st(m).players[0]!.columns[0]!)).toEqual(['Tyran', 'Titan']);
    expect(names(st(m).players[0]!.hand)).toEqual(['Red Dragon', 'Gigas']);
  });

  op('roll', 'Blizzard Breath rolls an active opponent monster with defense 600 or less', () => {
    const m = scenario({
      p1: { team: team('Plessie'), hand: ['Blizzard Breath', 'Tyran'] },
      p2: p2({ stacks: [['Titan', 'Gigas', 'Red Giant Gigas'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Brachy']], tapped: [2] }),
    });
    play(m, 'skill 1');
    expect(choices(m)).toEqual(['target 3', 'target 4', 'target 5']); // not Red Giant Gigas (700), not the tapped Tyrra
    play(m, 'target 4');
    expect(st(m).players[1]!.tapped).toEqual([false, true, false, true, false]);
  });

  it('roll: Firedragon Tyrannos rolls an opponent wood monster after 6 combos', () => {
    const m = scenario({ step: 'dropAdd', p1: { ...sixCombos, stacks: [['Tyrra', 'Tyran', 'Tyrannos', 'Firedragon Tyrannos'], ["Lil' Black Dragon"], ['Pierdra'], ['Golden Egg'], ['Golden Egg']] }, p2: p2({ team: ['Brachy', 'Tyrra', 'Pierdra', 'Plessie', 'Golden Egg'] }) });
    play(m, 'pass');
    expect(st(m).combos).toBe(6);
    expect(st(m).players[1]!.tapped[0]).toBe(true); // the only wood monster: no question
  });

  op('activate', 'Drawn Joker makes a dark monster active after 4 combos', () => {
    const m = scenario({ step: 'dropAdd', p1: { ...fourCombos, stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Tyrra'], ['Pierdra', 'Pierdrawn', 'Drawn Joker'], ['Golden Egg']], tapped: [1, 2] } });
    play(m, 'pass');
    expect(st(m).combos).toBe(4);
    expect(st(m).players[0]!.tapped.slice(0, 2)).toEqual([true, false]);
  });

  it('activate: Chaos Dragon Knight makes all your dragons active', () => {
    const m = scenario({ p1: { stacks: [["Lil' Red Dragon"], ['Tyrra'], ['Mystic Dark Knight', 'Dark Dragon Knight'], ['Titan'], ['Golden Egg']], tapped: [1, 2, 4], hand: ['Chaos Dragon Knight'], columns: twoCards } });
    play(m, 'evolve 1 on 3', 'pay auto');
    expect(st(m).players[0]!.tapped).toEqual([false, false, false, true, false]); // Titan is not a dragon
  });

  op('activateSelf', 'Siegfried becomes active at the start of your turn', () => {
    const m = scenario({ step: 'turnStart', p1: { stacks: [['Berserk', 'Siegfried, the Blue Champion'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], tapped: [1, 2, 3] } });
    expect(st(m).players[0]!.tapped[0]).toBe(false);
    expect(choices(m)).toEqual(['reset 2', 'reset 3']);
  });

  op('heal', 'Enchantress of the Sea, Siren adds a life card when under 5', () => {
    const m = scenario({ p1: { stacks: [['Mermaid', 'Siren'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Enchantress of the Sea, Siren'], life: filler('Gigas', 3), deck: ['Titan', 'Gigas'] } });
    play(m, 'evolve 1 on 1');
    expect(names(st(m).players[0]!.life)).toEqual(['Gigas', 'Gigas', 'Gigas', 'Titan']);
  });

  it('heal: Siren stops at 5 life, as its text says; Blue Moon Sea Deity, Isis names no limit and goes above 5', () => {
    const m = scenario({ p1: { stacks: [['Mermaid', 'Siren'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Enchantress of the Sea, Siren'], deck: ['Titan', 'Gigas'] } });
    play(m, 'evolve 1 on 1');
    expect(st(m).players[0]!.life).toHaveLength(5);
    expect(st(m).players[0]!.deck).toHaveLength(2);
    const isis = scenario({ p1: { stacks: [['Golden Egg', 'Isis', 'Water Deity, Holy Isis'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Blue Moon Sea Deity, Isis', 'Dub-Mythlit'], deck: ['Titan', 'Gigas'] } });
    play(isis, 'evolve 1 on 1');
    expect(names(st(isis).players[0]!.life)).toEqual([...filler('Dragon Knight', 5), 'Titan']);
  });

  op('devolve', 'Red Skydragon, El Dorado devolves an opponent wood monster to its discard', () => {
    const m = scenario({ p1: { hand: ['Red Skydragon, El Dorado'], columns: twoCards }, p2: p2({ stacks: [["Lil' Green Dragon", 'Green Dragon'], ['Tyrra', 'Tyran'], ['Pierdra'], ['Plessie'], ['Golden Egg']], tapped: [1] }) });
    play(m, 'evolve 1 on 5', 'pay auto');
    expect(topName(m, 1, 1)).toBe("Lil' Green Dragon");
    expect(st(m).players[1]!.tapped[0]).toBe(true);
    expect(names(st(m).players[1]!.discard)).toEqual(['Green Dragon']);
  });

  it('devolve: Armored Blade Dragon devolves every monster with defense 500 or less, on both sides, itself included', () => {
    const m = scenario({
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Golden Egg', 'Diagoldos'], ['Tyrra'], ['Plessie', 'Plesiel'], ['Golden Egg']], hand: ['Armored Blade Dragon, Diagoldos'], columns: [['Gigas', 'Titan', 'Titan'], ['Gigas'], ['Titan']] },
      p2: p2({ stacks: [["Lil' Blue Dragon", 'Blue Dragon'], ['Tyrra', 'Tyran'], ['Pierdra'], ['Plessie'], ['Golden Egg']] }),
    });
    play(m, 'evolve 1 on 2', 'pay auto', 'pay auto');
    expect(topName(m, 0, 1)).toBe("Lil' Red Dragon"); // Red Dragon 200
    expect(topName(m, 0, 2)).toBe('Diagoldos'); // itself (500): its text names no exception
    expect(names(st(m).players[0]!.discard).slice(-2)).toEqual(['Red Dragon', 'Armored Blade Dragon, Diagoldos']);
    expect(topName(m, 0, 4)).toBe('Plesiel'); // 600 stays
    expect(topName(m, 1, 1)).toBe('Blue Dragon'); // 600 stays
    expect(topName(m, 1, 2)).toBe('Tyrra'); // Tyran 300
  });

  op('bounce', "Empress of Serpents, Echidna returns an opponent's top card to its hand", () => {
    const m = scenario({ p1: { stacks: [['Naga', 'Echidna'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Empress of Serpents, Echidna'] }, p2: p2({ stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Tyrra', 'Tyran', 'Tyrannos', 'Firedragon Tyrannos'], ['Pierdra'], ['Plessie'], ['Golden Egg']] }) });
    play(m, 'evolve 1 on 1'); // only Red Dragon (stage 1) qualifies: no question
    expect(topName(m, 1, 1)).toBe("Lil' Red Dragon");
    expect(names(st(m).players[1]!.hand)).toEqual(['Red Dragon']);
  });

  op('swapOpponentDrop', "Witch of the Night, Lilith may swap 2 cards of the opponent's drop area", () => {
    const m = scenario({ p1: { stacks: [['Succubus', 'Lilith'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Witch of the Night, Lilith'] }, p2: p2({ columns: [['Red Dragon', 'Tyran'], ['Gigas'], ['Titan']] }) });
    play(m, 'evolve 1 on 1');
    expect(choices(m)).toContain('pass');
    play(m, 'orb 1 1', 'orb 3 1');
    expect(names(st(m).players[1]!.columns[0]!)).toEqual(['Red Dragon', 'Titan']);
    expect(names(st(m).players[1]!.columns[2]!)).toEqual(['Tyran']);
  });

  op('trimOpponentColumn', "Hera clears an opponent column down to its top card", () => {
    const m = scenario({ p1: { hand: ['Hera'], columns: twoCards }, p2: p2({ columns: [['Red Dragon', 'Tyran', 'Gigas'], ['Gigas'], ['Titan', 'Tyran']] }) });
    play(m, 'evolve 1 on 5', 'pay auto');
    expect(choices(m)).toEqual(['column 1', 'column 3']);
    play(m, 'column 1');
    expect(names(st(m).players[1]!.columns[0]!)).toEqual(['Gigas']);
    expect(names(st(m).players[1]!.discard)).toEqual(['Red Dragon', 'Tyran']);
  });

  op('discardOpponentDrop', "Intimidation discards a card of the opponent's drop area, never a column's last", () => {
    const m = scenario({ p1: { hand: ['Intimidation', 'Tyran'] }, p2: p2({ columns: [['Red Dragon', 'Tyran'], ['Gigas'], ['Titan']] }) });
    play(m, 'skill 1');
    expect(choices(m)).toEqual(['orb 1 1', 'orb 1 2']);
    play(m, 'orb 1 2');
    expect(names(st(m).players[1]!.columns[0]!)).toEqual(['Tyran']);
    expect(names(st(m).players[1]!.discard)).toEqual(['Red Dragon']);
  });

  op('damageBonus', 'Ancient Dragon Knight gives your dragons +1 damage this turn', () => {
    const m = scenario({ p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Mystic Stone Knight', 'Dragon Knight'], ['Tyrra'], ['Pierdra'], ['Golden Egg']], hand: ['Ancient Dragon Knight', 'Tyran'], columns: [['Gigas', 'Titan', 'Titan'], ['Gigas'], ['Red Dragon', 'Tyran', 'Volcano Dragon']] } });
    play(m, 'evolve 1 on 2', 'pay 1 2', 'pay 1 2', 'puzzle', 'deck to 1', 'pass');
    play(m, 'attack 1');
    expect(st(m).attackers[0]).toMatchObject({ stack: 0, damage: 2 }); // Red Dragon is a dragon
    expect(st(m).bonus).toEqual({ dragon: 1 });
  });

  op('evolveFromHand', 'Rubylit evolves a fire monster for 1 less', () => {
    const m = scenario({ p1: { hand: ['Rubylit', 'Minerva', 'Hades'] } });
    play(m, 'skill 1');
    expect(choices(m)).toEqual(['evolve 1 on 5', 'pass']); // Minerva costs 0 now; Hades is dark
    play(m, 'evolve 1 on 5');
    expect(topName(m, 0, 5)).toBe('Minerva');
    expect(names(st(m).players[0]!.discard)).toEqual(['Rubylit']);
  });

  op('orbChange', 'Fire Orb Change: a fire card goes to hand, another card to a column', () => {
    const m = scenario({ p1: { hand: ['Fire Orb Change', 'Fire Orb Change', 'Tyran'], deck: ['Red Dragon', 'Blue Dragon', 'Gigas'] } });
    play(m, 'skill 1');
    expect(names(st(m).players[0]!.hand)).toEqual(['Fire Orb Change', 'Tyran', 'Red Dragon']);
    play(m, 'skill 1', 'deck to 3');
    expect(names(st(m).players[0]!.columns[2]!)).toEqual(['Titan', 'Blue Dragon']);
  });

  op('recycle', 'Dragon Plant takes a dragon monster back from the discard pile', () => {
    const m = scenario({ p1: { team: team("Lil' Green Dragon"), hand: ['Dragon Plant', 'Tyran'], discard: ['Titan', 'Red Dragon', 'Quick Boost'] } });
    play(m, 'skill 1'); // only Red Dragon qualifies
    expect(names(st(m).players[0]!.hand)).toEqual(['Tyran', 'Red Dragon']);
  });

  op('damageOpponent', 'Zeus deals 1 damage when it evolves', () => {
    const m = scenario({ p1: { team: team("Lil' White Dragon"), hand: ['Zeus'], columns: twoCards }, p2: p2({ life: ['Titan', 'Gigas', 'Gigas'] }) });
    play(m, 'evolve 1 on 5', 'pay auto');
    expect(names(st(m).players[1]!.hand)).toEqual(['Titan']);
    expect(st(m).players[1]!.life).toHaveLength(2);
  });

  op('discardRandomOpponentHand', 'Underworld Deity Hades: taking damage discards a random card of the attacker', () => {
    const m = scenario({
      step: 'declare', combos: 1, comboKinds: 1,
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']], hand: ['Tyran', 'Titan', 'Gigas'] },
      p2: p2({ stacks: [['Golden Egg', 'Hades', 'Underworld Deity Hades'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], tapped: [1, 2, 3, 4] }),
    });
    play(m, 'attack 1');
    expect(st(m).players[0]!.hand).toHaveLength(2);
    expect(st(m).players[0]!.discard).toHaveLength(1);
  });

  op('discardHand', 'Cure discards 2 hand cards (see the attack tests for the heal)', () => {
    const m = scenario({ step: 'declare', combos: 1, comboKinds: 1, p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Tyrra'], ['Tyrra'], ['Tyrra'], ['Golden Egg']] }, p2: p2({ team: team("Lil' Green Dragon"), tapped: [1, 2, 3, 4], life: ['Cure', 'Gigas'], hand: ['Titan'] }) });
    play(m, 'attack 1', 'take 1'); // no guard possible; Cure comes from life but with 1 other hand card it cannot be used
    expect(choices(m)).toEqual(['pass']); // asked all the same: the opponent cannot tell which card came
    const p = st(m).players[1]!;
    expect(names(p.hand).slice(0, 2)).toEqual(['Titan', 'Cure']);
    expect(p.life).toHaveLength(1);
  });

  op('evolveSelf', 'Crystal Aurora Dragon from life may be evolved into', () => {
    const m = scenario({ step: 'declare', combos: 1, comboKinds: 1, p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Tyrra'], ['Tyrra'], ['Tyrra'], ['Golden Egg']] }, p2: p2({ stacks: [["Lil' Blue Dragon", 'Blue Dragon', 'Aurora Dragon'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], tapped: [1, 2, 3, 4], life: ['Crystal Aurora Dragon', 'Gigas'] }) });
    play(m, 'attack 1', 'evolve 1 on 1');
    expect(topName(m, 1, 1)).toBe('Crystal Aurora Dragon');
  });

  op('multiGuard', 'Red Giant Gigas guards a second attacker in the same attack phase', () => {
    const m = scenario({
      step: 'declare', combos: 2, comboKinds: 1 | 16,
      p1: { team: ['Tyrra', "Lil' Black Dragon", 'Golden Egg', 'Golden Egg', 'Golden Egg'] },
      p2: p2({ stacks: [['Titan', 'Gigas', 'Red Giant Gigas'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], tapped: [2, 3, 4] }),
    });
    play(m, 'attack all', 'guard 1 1');
    expect(st(m).players[1]!.tapped[0]).toBe(true);
    expect(choices(m)).toEqual(['guard 2 1', 'take 2']);
    play(m, 'guard 2 1');
    expect(st(m).players[1]!.life).toHaveLength(5);
  });

  op('noAttackGuard', 'the Golden Egg neither attacks nor guards', () => {
    const m = scenario({ step: 'declare', combos: 2, comboKinds: 1, p1: { team: ['Tyrra', 'Golden Egg', 'Golden Egg', 'Golden Egg', 'Golden Egg'] }, p2: p2({ team: ['Golden Egg', 'Golden Egg', 'Golden Egg', 'Golden Egg', 'Tyrra'], tapped: [5] }) });
    play(m, 'attack 1'); // Tyrra alone: attack is declared, and the eggs cannot guard
    expect(st(m).players[1]!.life).toHaveLength(4);
  });

  it('covers every op of the library (the later-set ops in cards-later.test.ts)', () => {
    expect([...tested, ...LATER_OPS].sort()).toEqual([...OP_NAMES].sort());
  });
});

describe('triggered card effects', () => {
  it('Minerva draws after a fire combo', () => {
    const m = scenario({ step: 'dropAdd', p1: { hand: ['Tyran'], stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Golden Egg', 'Minerva'], ['Tyrra'], ['Pierdra'], ['Golden Egg']], columns: [['Red Dragon', 'Tyran', 'Meteor Volcano Dragon', 'Minerva'], ['Gigas'], ['Titan']], deck: ['Meteor Volcano Dragon', 'Titan'] } });
    play(m, 'pass'); // R4: 1 combo; the chained Meteor Volcano Dragon [R H] makes nothing new
    expect(names(st(m).players[0]!.hand)).toEqual(['Tyran', 'Titan']);
  });

  it('Love Deity Venus: hit by an attack, puts the deck top on a column at the end of the attack phase', () => {
    const m = scenario({ step: 'declare', combos: 1, comboKinds: 1, p1: { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Tyrra'], ['Tyrra'], ['Tyrra'], ['Golden Egg']] }, p2: p2({ stacks: [['Golden Egg', 'Venus', 'Love Deity Venus'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], tapped: [1, 2, 3, 4], deck: ['Holy Dragon', 'Gigas'] }) });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['deck to 1', 'deck to 2', 'deck to 3']);
    play(m, 'deck to 1');
    expect(names(st(m).players[1]!.columns[0]!)).toEqual(['Dragon Knight', 'Holy Dragon']);
  });

  it('Dragon Lord Zaerog: after 6 combos your dragons deal +1 damage', () => {
    const m = scenario({ step: 'dropAdd', p1: { ...sixCombos, stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Golden Egg', 'Heavy Metal Dragon', 'Dragon Lord Zaerog'], ['Tyrra'], ['Pierdra'], ['Golden Egg']] } });
    play(m, 'pass', 'attack 2');
    expect(st(m).attackers[0]).toEqual({ stack: 1, attack: 1000, damage: 3 }); // 1 + 1 extra + 1 bonus
  });

  it('Awoken Zeus deals 1 damage after 6 combos', () => {
    const m = scenario({ step: 'dropAdd', p1: { ...sixCombos, stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Golden Egg', 'Zeus', 'Awoken Zeus'], ['Tyrra'], ['Pierdra'], ['Golden Egg']] } });
    play(m, 'pass');
    expect(st(m).players[1]!.life).toHaveLength(4);
  });

  it('King Siegfried rolls an opponent monster with defense 500 or less after 6 combos', () => {
    const m = scenario({ step: 'dropAdd', p1: { ...sixCombos, stacks: [['Berserk', 'Siegfried, the Blue Champion', 'King Siegfried, Blue Champion'], ['Tyrra'], ['Pierdra'], ['Golden Egg'], ['Golden Egg']] }, p2: p2({ stacks: [['Titan', 'Gigas', 'Red Giant Gigas'], ['Tyrra'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg']] }) });
    play(m, 'pass', 'target 2');
    expect(st(m).players[1]!.tapped[1]).toBe(true);
  });

  it('Awoken Hera discards an opponent drop card after 5+ combos; More Cu Chulainn activates 2', () => {
    const m = scenario({
      step: 'dropAdd',
      p1: { ...sixCombos, stacks: [['Golden Egg', 'Hera', 'Awoken Hera'], ['Highlander', 'Cu Chulainn, the Green Lancer', 'More Cu Chulainn, the Hero'], ['Tyrra'], ['Pierdra'], ["Lil' Red Dragon"]], tapped: [3, 4, 5] },
      p2: p2({ columns: [['Red Dragon', 'Tyran'], ['Gigas'], ['Titan']] }),
    });
    play(m, 'pass');
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']); // both trigger: the player picks the order
    play(m, 'resolve 2', 'target 3', 'target 5'); // More Cu Chulainn first
    expect(st(m).players[0]!.tapped).toEqual([false, false, false, true, false]);
    play(m, 'orb 1 1'); // then Awoken Hera, without another question
    expect(names(st(m).players[1]!.columns[0]!)).toEqual(['Red Dragon']);
  });

  it('Angelion makes a light monster active after 4 combos', () => {
    const m = scenario({ step: 'dropAdd', p1: { ...fourCombos, stacks: [['Fairlio', 'Fairlion', 'Angelion'], ["Lil' White Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']], tapped: [2] } });
    play(m, 'pass');
    expect(st(m).players[0]!.tapped[1]).toBe(false);
  });

  it('Princess Valkyrie, Fertility Deity Ceres and Duke Vampire Lord act at the end of a 6-combo recovery phase', () => {
    const m = scenario({
      step: 'dropAdd',
      p1: { ...sixCombos, hand: ['Tyran', 'Titan', 'Gigas'], stacks: [['Valkyrie', 'Great Valkyrie', 'Princess Valkyrie'], ['Golden Egg', 'Ceres', 'Fertility Deity Ceres'], ['Vampire', 'Vampire Lord', 'Duke Vampire Lord'], ['Golden Egg'], ['Golden Egg']] },
    });
    play(m, 'drop 1 to 1'); // column 2 still makes 6 combos
    play(m, 'attack all', 'take 1', 'take 2', 'take 3'); // P2 takes every attack
    // recovery: column 2 cleared to its top card; then the three effects, in the order the player picks
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2', 'resolve 3']);
    play(m, 'resolve 3');
    expect(choices(m)).toContain('hand 1'); // Duke Vampire Lord: swap hand and drop card (or pass)
    play(m, 'pass', 'resolve 1');
    expect(choices(m)).toEqual(['deck to 1', 'deck to 2', 'deck to 3']); // Princess Valkyrie
    play(m, 'deck to 3');
    expect(choices(m)).toContain('drop 1 to 1'); // Fertility Deity Ceres: a hand card to a column (or pass)
    play(m, 'drop 1 to 2');
    expect(st(m).players[0]!.columns[1]).toHaveLength(2);
    expect(st(m).seat).toBe(1);
  });

  it('game ends on life 0 at the end of the main phase after Zeus', () => {
    const m = scenario({ p1: { team: team("Lil' White Dragon"), hand: ['Zeus', 'Tyran'], columns: twoCards }, p2: p2({ life: ['Titan'] }) });
    play(m, 'evolve 1 on 5', 'pay auto');
    expect(decisionOf(m).over).toBe(false);
    play(m, 'puzzle');
    expect(decisionOf(m)).toMatchObject({ over: true, result: { winners: [0] } });
  });
});
