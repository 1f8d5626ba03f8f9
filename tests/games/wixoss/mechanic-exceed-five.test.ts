/**
 * The level 5 Exceed LRIGs of WX05-WX06 and what they brought: a declared number of cards milled (Umuru=Fem), life
 * cloth trashed and refilled from the deck, then every life cloth reordered (Eldora=Mark V), "crush one of your life
 * cloth; if you do" (the crush op says whether it crushed). Strict scripted scenarios, one block per card.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  fem: 'WX06-014', fyra: 'WD08-001', tre: 'WD08-002', vimana: 'WD07-012', antiIron: 'WD07-013', moa: 'WD07-014', clay: 'WD07-015',
  markV: 'WX05-010', markIV: 'WD06-001', markIII: 'WD06-002',
} as const;
const acts = (m: ReturnType<typeof scenario>) => choices(m).filter((c) => c.startsWith('act lrig'));

describe('Umuru=Fem, Wielder of the Key of Creation', () => {
  it('on play (grown into): declare a number from 0 to the deck size; that many top cards go into the trash', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.ulith0, X.fyra], lrigDeck: [X.fem], ener: [C.metsum, C.metsum, C.metsum], deck: [C.kukri, C.iron, C.caliburn, C.bonya] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['declare 0', 'declare 1', 'declare 2', 'declare 3', 'declare 4']);
    expect(game.describe(st(m), 'declare 3')).toBe('Declare 3');
    play(m, 'declare 3');
    expect(zone(m, 0, 'trash')).toEqual([C.metsum, C.metsum, C.metsum, C.kukri, C.iron, C.caliburn]); // the grow cost, then the mill
    expect(zone(m, 0, 'deck')).toEqual([C.bonya]);
  });

  it('Exceed 1, once per turn: 5 <Ancient Weapon> SIGNI from the trash to the deck bottom in the picked order, then a banish', () => {
    const m = scenario({
      p1: { lrig: [X.tre, X.fyra, X.fem], trash: [X.vimana, C.kukri, X.antiIron, X.moa, X.clay, X.vimana], deck: [C.iron] },
      p2: { signi: [C.caliburn, C.iron, null] },
    });
    expect(acts(m)).toEqual(['act lrig']);
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['pick wd08-002', 'pick wd08-001']);
    play(m, 'pick wd08-001');
    expect(zone(m, 0, 'lrig')).toEqual([X.tre, X.fem]);
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    // Kukri (no <Ancient Weapon>) is never offered.
    expect(choices(m)).toEqual(['pick wd07-012', 'pick wd07-013', 'pick wd07-014', 'pick wd07-015']);
    play(m, 'pick wd07-015', 'pick wd07-012', 'pick wd07-013', 'pick wd07-014', 'pick wd07-012');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 0, 'deck')).toEqual([C.iron, X.clay, X.vimana, X.antiIron, X.moa, X.vimana]);
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    expect(acts(m)).toEqual([]); // once per turn, though a card is still under it
  });

  it('with only 4 <Ancient Weapon> SIGNI in the trash nothing goes to the deck and nothing is banished', () => {
    const m = scenario({ p1: { lrig: [X.fyra, X.fem], trash: [X.vimana, X.antiIron, X.moa, X.clay] }, p2: { signi: [C.caliburn, null, null] } });
    play(m, 'act lrig', 'pick wd08-001', 'target 1');
    expect(zone(m, 0, 'trash')).toEqual([X.vimana, X.antiIron, X.moa, X.clay]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.fyra]);
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
  });
});

describe('Eldora=Mark V', () => {
  it('on play (grown into): trash any life cloth, refill as many from the deck, then put every life cloth back in any order', () => {
    const m = scenario({
      phase: 'grow',
      p1: { lrig: [X.markIV], lrigDeck: [X.markV], ener: [C.rmn, C.rmn, C.rmn], life: [C.kukri, C.iron, C.caliburn], deck: [C.bonya, C.trett, C.flamber] },
    });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['life 1', 'life 2', 'life 3', 'done']);
    expect(game.describe(st(m), 'life 2')).toBe('Put life cloth 2 (from the top) into the trash');
    play(m, 'life 2');
    const paid = [C.rmn, C.rmn, C.rmn]; // the grow cost
    expect(zone(m, 0, 'trash')).toEqual([...paid, C.iron]);
    expect(choices(m)).toEqual(['life 1', 'life 2', 'done']);
    play(m, 'life 1', 'done');
    expect(zone(m, 0, 'trash')).toEqual([...paid, C.iron, C.kukri]);
    expect(zone(m, 0, 'deck')).toEqual([C.flamber]);
    // Two refilled from the deck (Bonya, then Trett on top); now all three are put back in the chosen order.
    expect(choices(m)).toEqual(['cloth 1', 'cloth 2', 'cloth 3']);
    play(m, 'cloth 3', 'cloth 1');
    expect([...zone(m, 0, 'life')].reverse()).toEqual([C.caliburn, C.trett, C.bonya]);
  });

  it('on play: `done` at once keeps the life cloth, still reordered', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.markIV], lrigDeck: [X.markV], ener: [C.rmn, C.rmn, C.rmn], life: [C.kukri, C.iron], deck: [C.bonya] } });
    play(m, 'grow 1', 'pay auto', 'done', 'cloth 2');
    expect([...zone(m, 0, 'life')].reverse()).toEqual([C.iron, C.kukri]);
    expect(zone(m, 0, 'deck')).toEqual([C.bonya]);
  });

  it('Exceed 2: crush one of your life cloth; if you did, a hand card onto the life cloth', () => {
    const m = scenario({ p1: { lrig: [X.markIII, X.markIV, X.markV], life: [C.iron, C.kukri], hand: [C.caliburn, C.bonya] } });
    expect(acts(m)).toEqual(['act lrig']);
    play(m, 'act lrig', 'pick wd06-002', 'pick wd06-001');
    expect(zone(m, 0, 'lrig')).toEqual([X.markV]);
    expect(zone(m, 0, 'check')).toEqual([C.iron]); // the crushed cloth, its Life Burst waiting for the effect's end
    expect(choices(m)).toEqual(['cloth 1', 'cloth 2']);
    play(m, 'cloth 2');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect([...zone(m, 0, 'life')].reverse()).toEqual([C.bonya, C.kukri]);
    expect(zone(m, 0, 'hand')).toEqual([C.caliburn]);
  });

  it('Exceed 2 with no life cloth crushes nothing, so no hand card goes onto the life cloth', () => {
    const m = scenario({ p1: { lrig: [X.markIII, X.markIV, X.markV], life: [], hand: [C.caliburn] } });
    play(m, 'act lrig', 'pick wd06-002', 'pick wd06-001');
    expect(zone(m, 0, 'life')).toEqual([]);
    expect(zone(m, 0, 'hand')).toEqual([C.caliburn]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.markIII, X.markIV]);
  });
});

describe('the rulings of the level 5 Exceed LRIGs', () => {
  it('are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    for (const words of ['Umuru=Fem declares a number from 0', 'Eldora=Mark V: the life cloth go to the trash', 'Yuzuki-Five\'s Exceed 2']) expect(rulings(RULES)).toContain(words);
    for (const words of ['乌姆尔=FEM 宣言0到卡组张数', '艾尔德拉=Ⅴ式：生命护甲逐张放入废弃区', '游月•伍的超越2']) expect(rulings(RULES_ZH)).toContain(words);
  });
});

describe('Yuzuki-Five', () => {
  const five = 'WX05-008';
  const [three, four, flameBall, atonement, tooBad] = ['SP02-002', 'SP02-001', 'WX01-073', 'WX01-030', 'WD03-015'];

  it('on play (grown into): up to 3 cards of the opponent\'s ener zone into their trash', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [three, four], lrigDeck: [five], ener: [C.iron, C.iron, C.iron] }, p2: { ener: [C.kukri, C.metsum, C.caliburn, C.rmn] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd05-009', 'pick wd01-010', 'pick wd03-009', 'done']);
    play(m, 'pick wd05-009', 'pick wd03-009', 'done');
    expect(zone(m, 1, 'trash')).toEqual([C.metsum, C.rmn]);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, C.caliburn]);
  });

  it('Exceed 1, once per turn: 1 card of the opponent\'s ener zone into their trash', () => {
    const m = scenario({ p1: { lrig: [three, four, five] }, p2: { ener: [C.kukri, C.metsum] } });
    expect(acts(m)).toEqual(['act lrig', 'act lrig 2']);
    play(m, 'act lrig', 'pick sp02-001', 'pick wd05-009');
    expect(zone(m, 1, 'trash')).toEqual([C.metsum]);
    expect(acts(m)).toEqual([]); // once per turn; Exceed 2 wants 2 cards under it
  });

  it('Exceed 2: a red spell from the hand without paying its cost (its limiting condition still counts), or skip', () => {
    const m = scenario({ p1: { lrig: [three, four, five], hand: [tooBad, flameBall, atonement, C.iron] }, p2: { signi: [C.caliburn, null, null] } });
    play(m, 'act lrig 2', 'pick sp02-002', 'pick sp02-001');
    // TOO BAD is blue; Fires of Atonement is for Hanayo only; Iron is no spell.
    expect(choices(m)).toEqual(['spell 2', 'skip']);
    expect(game.describe(st(m), 'spell 2')).toBe('Flame Ball, Falling Star: Banish 1 opposing SIGNI with power 15000 or less.');
    play(m, 'spell 2', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([flameBall]);
    expect(zone(m, 0, 'hand')).toEqual([tooBad, atonement, C.iron]);
    const skip = scenario({ p1: { lrig: [three, four, five], hand: [C.iron] } });
    play(skip, 'act lrig 2', 'pick sp02-002', 'pick sp02-001');
    expect(choices(skip)).toEqual(['skip']); // asked all the same: the opponent must not learn the hand lacks one
    play(skip, 'skip');
    expect(zone(skip, 0, 'hand')).toEqual([C.iron]);
  });
});
