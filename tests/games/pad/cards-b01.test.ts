/** Every B01 card with an effect: its data (as reviewed against the card) and, per family, its behaviour. */
import { allCards } from '../../../src/games/pad/cards/catalogue.js';
import type { PadCard } from '../../../src/games/pad/cards/types.js';
import { filler, names, play, scenario, st, topName } from './helpers.js';

const signature = (c: PadCard) =>
  c.effects
    .map((e) => {
      const cond = e.if ? JSON.stringify(e.if).replace(/"/g, '') : '';
      const ops = e.ops.map(({ op, ...rest }) => {
        const args = Object.entries(rest).map(([k, v]) => `${k}=${v}`).join(',');
        return args ? `${op}(${args})` : op;
      });
      return `${e.when}${cond}: ${ops.join(' + ')}`;
    })
    .join('; ');

const EXPECTED: [string, string, string][] = [
    ['B01-002', "Red Dragon", 'evolve: draw(n=1)'],
    ['B01-004', "Meteor Volcano Dragon", 'damage: evolveSelf'],
    ['B01-006', "Blue Dragon", 'evolve: draw(n=1)'],
    ['B01-008', "Crystal Aurora Dragon", 'damage: evolveSelf'],
    ['B01-010', "Green Dragon", 'evolve: draw(n=1)'],
    ['B01-012', "Graviton Earth Dragon", 'damage: evolveSelf'],
    ['B01-014', "White Dragon", 'evolve: draw(n=1)'],
    ['B01-016', "Lightning Holy Dragon", 'damage: evolveSelf'],
    ['B01-018', "Black Dragon", 'evolve: draw(n=1)'],
    ['B01-020', "Chaos Devil Dragon", 'damage: evolveSelf'],
    ['B01-022', "Tyran", 'evolve: deckToDrop'],
    ['B01-024', "Firedragon Tyrannos", 'combo{minCombos:6}: roll(attribute=wood)'],
    ['B01-026', "Plesiel", 'evolve: deckToDrop'],
    ['B01-028', "Icedragon Plesios", 'combo{minCombos:6}: roll(attribute=fire)'],
    ['B01-030', "Brachio", 'evolve: deckToDrop'],
    ['B01-032', "Flowerdragon Brachys", 'combo{minCombos:6}: roll(attribute=water)'],
    ['B01-034', "Fairlion", 'evolve: deckToDrop'],
    ['B01-035', "Angelion", 'combo{minCombos:4}: activate(attribute=light)'],
    ['B01-037', "Pierdrawn", 'evolve: deckToDrop'],
    ['B01-038', "Drawn Joker", 'combo{minCombos:4}: activate(attribute=dark)'],
    ['B01-040', "Echidna", 'evolve: draw(n=1)'],
    ['B01-041', "Empress of Serpents, Echidna", 'evolve: bounce(maxStage=2)'],
    ['B01-043', "Siren", 'evolve: draw(n=1)'],
    ['B01-044', "Enchantress of the Sea, Siren", 'evolve: heal(n=1,upTo=5)'],
    ['B01-046', "Mandrake", 'evolve: draw(n=1)'],
    ['B01-047', "Mystical Forest Pixie, Alraune", 'evolve: deckToDrop'],
    ['B01-049', "Angel", 'evolve: draw(n=1)'],
    ['B01-050', "Messenger of God, Archangel", 'evolve: draw(n=1)'],
    ['B01-052', "Lilith", 'evolve: draw(n=1)'],
    ['B01-053', "Witch of the Night, Lilith", 'evolve: swapOpponentDrop'],
    ['B01-056', "Ancient Dragon Knight", 'evolve: damageBonus(type=dragon,n=1)'],
    ['B01-059', "Chaos Dragon Knight", 'evolve: activate(type=dragon,all=true)'],
    ['B01-062', "Red Giant Gigas", 'continuous: multiGuard'],
    ['B01-064', "Siegfried, the Blue Champion", 'turnStart: activateSelf'],
    ['B01-065', "King Siegfried, Blue Champion", 'combo{minCombos:6}: roll(maxDefense=500)'],
    ['B01-067', "Cu Chulainn, the Green Lancer", 'turnStart: activateSelf'],
    ['B01-068', "More Cu Chulainn, the Hero", 'combo{minCombos:5}: activate(count=2)'],
    ['B01-070', "Great Valkyrie", 'turnStart: activateSelf'],
    ['B01-071', "Princess Valkyrie", 'refreshEnd{minCombos:6}: deckToDrop'],
    ['B01-073', "Vampire Lord", 'turnStart: activateSelf'],
    ['B01-074', "Duke Vampire Lord", 'refreshEnd{minCombos:5}: swapHandDrop'],
    ['B01-075', "Minerva", 'combo{kind:fire}: draw(n=1)'],
    ['B01-076', "War Deity Minerva", 'evolve: devolve(maxDefense=600)'],
    ['B01-077', "Neptune", 'combo{kind:water}: draw(n=1)'],
    ['B01-078', "Sea Deity Neptune", 'turnStart: activateSelf'],
    ['B01-079', "Ceres", 'combo{kind:wood}: draw(n=1)'],
    ['B01-080', "Fertility Deity Ceres", 'refreshEnd{minCombos:6}: handToDrop'],
    ['B01-081', "Venus", 'combo{kind:light}: draw(n=1)'],
    ['B01-082', "Love Deity Venus", 'attackEnd{damagedByAttack:true}: deckToDrop'],
    ['B01-083', "Hades", 'combo{kind:dark}: draw(n=1)'],
    ['B01-084', "Underworld Deity Hades", 'damaged: discardRandomOpponentHand'],
    ['B01-085', "Zeus", 'evolve: damageOpponent(n=1)'],
    ['B01-086', "Awoken Zeus", 'combo{minCombos:6}: damageOpponent(n=1)'],
    ['B01-087', "Hera", 'evolve: trimOpponentColumn'],
    ['B01-088', "Awoken Hera", 'combo{minCombos:5}: discardOpponentDrop'],
    ['B01-089', "Red Skydragon, El Dorado", 'evolve: devolve(attribute=wood)'],
    ['B01-090', "Blue Skydragon, Nirai Kanai", 'evolve: devolve(attribute=fire)'],
    ['B01-091', "Wood Skydragon, Horai", 'evolve: devolve(attribute=water)'],
    ['B01-092', "Holy Skydragon, El Dorado", 'evolve: devolve(attribute=dark)'],
    ['B01-093', "Night Skydragon, Elysion", 'evolve: devolve(attribute=light)'],
    ['B01-094', "Ancient Fire Dragon, Ardbeg", 'combo{kind:fire}: draw(n=1)'],
    ['B01-095', "Ancient Water Dragon, Bowmore", 'combo{kind:water}: draw(n=1)'],
    ['B01-096', "Ancient Wood Dragon, Lagavulin", 'combo{kind:wood}: draw(n=1)'],
    ['B01-097', "Ancient Light Dragon, Laphroaig", 'combo{kind:light}: draw(n=1)'],
    ['B01-098', "Ancient Dark Dragon, Caol-ila", 'combo{kind:dark}: draw(n=1)'],
    ['B01-100', "Dragon Lord Zaerog", 'combo{minCombos:6}: damageBonus(type=dragon,n=1)'],
    ['B01-102', "Armored Blade Dragon, Diagoldos", 'evolve: devolve(maxDefense=500,all=true,side=both)'],
    ['B01-103', "Golden Egg", 'continuous: noAttackGuard'],
    ['B01-104', "Rubylit", 'main: evolveFromHand(attribute=fire,discount=1)'],
    ['B01-105', "Sapphilit", 'main: evolveFromHand(attribute=water,discount=1)'],
    ['B01-106', "Emelit", 'main: evolveFromHand(attribute=wood,discount=1)'],
    ['B01-107', "Topalit", 'main: evolveFromHand(attribute=light,discount=1)'],
    ['B01-108', "Amelit", 'main: evolveFromHand(attribute=dark,discount=1)'],
    ['B01-109', "Fire Orb Change", 'main: orbChange(attribute=fire)'],
    ['B01-110', "Water Orb Change", 'main: orbChange(attribute=water)'],
    ['B01-111', "Wood Orb Change", 'main: orbChange(attribute=wood)'],
    ['B01-112', "Light Orb Change", 'main: orbChange(attribute=light)'],
    ['B01-113', "Dark Orb Change", 'main: orbChange(attribute=dark)'],
    ['B01-114', "Intimidation", 'main: discardOpponentDrop'],
    ['B01-115', "Defensive Stance", 'defense: activate'],
    ['B01-116', "Blizzard Breath", 'main: roll(maxDefense=600)'],
    ['B01-117', "Dragon Plant", 'main: recycle(type=dragon)'],
    ['B01-118', "Cure", 'damage: discardHand(n=2) + heal(n=1)'],
    ['B01-119', "World", 'main: swapHandDrop'],
    ['B01-120', "Light Of Mighty Healing", 'main: recycle'],
    ['B01-121', "Quick Boost", 'main: handToDrop'],
];

describe('B01 effect data', () => {
  it('lists every B01 card that has an effect', () => {
    expect(allCards().filter((c) => c.id.startsWith('B01') && c.effects.length > 0).map((c) => c.id)).toEqual(EXPECTED.map((e) => e[0]));
  });
  it.each(EXPECTED)('%s %s: %s', (id, name, sig) => {
    const c = allCards().find((x) => x.id === id)!;
    expect([c.name, signature(c)]).toEqual([name, sig]);
  });
});

const ATTR_DRAGONS: Record<string, [string, string]> = {
  fire: ["Lil' Red Dragon", 'Red Dragon'],
  water: ["Lil' Blue Dragon", 'Blue Dragon'],
  wood: ["Lil' Green Dragon", 'Green Dragon'],
  light: ["Lil' White Dragon", 'White Dragon'],
  dark: ["Lil' Black Dragon", 'Black Dragon'],
};
const ATTRS = Object.keys(ATTR_DRAGONS);
const rainbow = ATTRS.map((a) => [...ATTR_DRAGONS[a]!]);

describe('B01 effect families, card by card', () => {
  it.each([
    ['Red Skydragon, El Dorado', 'wood'],
    ['Blue Skydragon, Nirai Kanai', 'fire'],
    ['Wood Skydragon, Horai', 'water'],
    ['Holy Skydragon, El Dorado', 'dark'],
    ['Night Skydragon, Elysion', 'light'],
  ])('%s devolves the opponent %s monster', (dragon, attr) => {
    const m = scenario({ p1: { hand: [dragon], columns: [['Gigas', 'Titan'], ['Gigas'], ['Titan']] }, p2: { stacks: rainbow } });
    play(m, 'evolve 1 on 5', 'pay auto');
    const i = ATTRS.indexOf(attr);
    expect(st(m).players[1]!.stacks.map((s) => s.length)).toEqual(ATTRS.map((_, j) => (j === i ? 1 : 2)));
  });

  it.each([
    ['Firedragon Tyrannos', ['Tyrra', 'Tyran', 'Tyrannos'], 'wood'],
    ['Icedragon Plesios', ['Plessie', 'Plesiel', 'Plesios'], 'fire'],
    ['Flowerdragon Brachys', ['Brachy', 'Brachio', 'Brachys'], 'water'],
  ])('%s rolls the opponent %s monster after 6 combos', (ult, line, attr) => {
    const m = scenario({
      step: 'dropAdd',
      p1: { hand: ['Tyran'], stacks: [[...line, ult], ['Golden Egg'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg']], columns: [['Gigas'], ['Volcano Dragon', 'Red Dragon', 'Tyran', 'Fire Orb Change'], ['Titan']], deck: ['Pierdrawn', 'Angel', 'Devil Dragon', 'Echidna', 'Holy Dragon', ...filler('Gigas', 5)] },
      p2: { stacks: rainbow },
    });
    play(m, 'pass');
    expect(st(m).players[1]!.tapped).toEqual(ATTRS.map((a) => a === attr));
  });

  it.each([
    ['Minerva', 'fire'], ['Neptune', 'water'], ['Ceres', 'wood'], ['Venus', 'light'], ['Hades', 'dark'],
    ['Ancient Fire Dragon, Ardbeg', 'fire'], ['Ancient Water Dragon, Bowmore', 'water'], ['Ancient Wood Dragon, Lagavulin', 'wood'],
    ['Ancient Light Dragon, Laphroaig', 'light'], ['Ancient Dark Dragon, Caol-ila', 'dark'],
  ])('%s draws after a %s combo, not after another', (god, attr) => {
    const bit = 1 << ATTRS.indexOf(attr);
    for (const [kinds, drawn] of [[bit, 1], [32, 0]] as const) {
      const m = scenario({ step: 'afterCombo', combos: 1, comboKinds: kinds, p1: { hand: ['Tyran'], stacks: [['Golden Egg', god], ['Golden Egg'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg']], deck: ['Titan', ...filler('Gigas', 5)] } });
      expect(names(st(m).players[0]!.hand)).toEqual(['Tyran', ...(drawn ? ['Titan'] : [])]);
    }
  });

  it.each([
    ['Fire Orb Change', 'fire'], ['Water Orb Change', 'water'], ['Wood Orb Change', 'wood'], ['Light Orb Change', 'light'], ['Dark Orb Change', 'dark'],
  ])('%s keeps a %s card and drops any other', (skill, attr) => {
    const [base, evolved] = ATTR_DRAGONS[attr]!;
    const other = ATTR_DRAGONS[ATTRS[(ATTRS.indexOf(attr) + 1) % 5]!]![1];
    const m = scenario({ p1: { hand: [skill, skill, 'Tyran'], stacks: [[base], ['Golden Egg'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg']], deck: [evolved, other, 'Gigas'] } });
    play(m, 'skill 1');
    expect(names(st(m).players[0]!.hand)).toEqual([skill, 'Tyran', evolved]);
    play(m, 'skill 1', 'deck to 1');
    expect(names(st(m).players[0]!.columns[0]!)).toEqual(['Dragon Knight', other]);
  });

  it.each([
    ['Rubylit', 'fire', 'Minerva'], ['Sapphilit', 'water', 'Neptune'], ['Emelit', 'wood', 'Ceres'], ['Topalit', 'light', 'Venus'], ['Amelit', 'dark', 'Hades'],
  ])('%s evolves a %s monster for 1 less', (lit, attr, god) => {
    const m = scenario({ p1: { hand: [lit, god, 'Tyran'], stacks: [[ATTR_DRAGONS[attr]![0]], ['Golden Egg'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg']] } });
    play(m, 'skill 1', 'evolve 1 on 2');
    expect(topName(m, 0, 2)).toBe(god);
    expect(st(m).players[0]!.columns.flat()).toHaveLength(3); // nothing paid
  });

  it('War Deity Minerva devolves an opponent monster with defense 600 or less', () => {
    const m = scenario({ p1: { hand: ['War Deity Minerva'], stacks: [['Golden Egg', 'Minerva'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']] }, p2: { stacks: [["Lil' Blue Dragon", 'Blue Dragon', 'Aurora Dragon'], ['Tyrra', 'Tyran'], ['Pierdra'], ['Plessie'], ['Golden Egg']] } });
    play(m, 'evolve 1 on 1'); // Aurora Dragon (800) is out of reach: Tyran is the only target
    expect(topName(m, 1, 2)).toBe('Tyrra');
    expect(topName(m, 1, 1)).toBe('Aurora Dragon');
  });

  it('Duke Vampire Lord swaps a hand card with a drop card at the end of a 5-combo turn', () => {
    const m = scenario({
      step: 'dropAdd',
      p1: { hand: ['Tyran', 'Red Dragon'], stacks: [['Vampire', 'Vampire Lord', 'Duke Vampire Lord'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg']], columns: [['Gigas'], ['Volcano Dragon', 'Red Dragon', 'Tyran', 'Fire Orb Change'], ['Titan']], deck: ['Pierdrawn', 'Angel', 'Devil Dragon', 'Echidna', 'Holy Dragon', ...filler('Gigas', 5)] },
    });
    play(m, 'pass', 'attack 1', 'take 1', 'hand 2', 'orb 3 1');
    expect(names(st(m).players[0]!.columns[2]!)).toEqual(['Red Dragon']);
    expect(names(st(m).players[0]!.hand)).toEqual(['Tyran', 'Titan']);
  });
});
