/**
 * Issue 46: WX05 Code Love Heart CMR (table/hand-lock.ts, cards/ops-hand-lock.ts). In its owner's opponent's turn,
 * outside their draw and grow phases, the opponent neither draws nor puts a card into their hand by any means (our
 * ruling: a SIGNI returned to its owner's hand is a card put into the hand, so it stays on the field); the card stays
 * where it is. Its activated ability discards the whole hand and banishes if 2 or more went; its Burst downs and
 * freezes the opponent's LRIG.
 */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';
import { idOf } from '../../../src/games/wixoss/state.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';

const CMR = 'WX05-022';
const ACRO = 'WX05-003'; // a level 5 Piruluk, so CMR may stay on the field
const PIRULUK0 = 'WD03-005';
const PIRULUK1 = 'WX01-017'; // on play (grow): discard 1, draw 1
const KYTHERA = 'WX02-043'; // Code Anti Kythera: down: reveal 3, take an <Ancient Weapon> SIGNI, the rest to the trash
const MIKAGAMI = 'WX02-030'; // down: reveal the top card; an <Arm> SIGNI goes to the hand
const OVER_AGAIN = 'WD04-007'; // ARTS: up to 2 cards from your ener zone into hand
const ANCIENT_RETURN = 'WD08-008'; // ARTS: mill 5; if 3 share a class, up to 2 SIGNI of it from the trash into hand
const SALVAGE = 'WX01-025'; // ARTS: a card of your LRIG's colour from the trash into hand
const RECYCLE = 'WX02-080'; // spell, [Colorless]x2: 1 SIGNI from your trash into hand

const said = (m: ReturnType<typeof scenario>, pattern: RegExp) => st(m).events.some((e) => pattern.test(JSON.stringify(e)));

describe('hand lock (WX05 Code Love Heart CMR)', () => {
  it('the opponent cannot draw in their main phase: an ARTS draws nothing; without CMR it draws 2', () => {
    const locked = scenario({ p1: { lrigDeck: [C.drawTwo], ener: [C.sc, C.sc], deck: [C.iron, C.kukri, C.flamber] }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(locked, 'arts 1', 'pay auto');
    expect(zone(locked, 0, 'hand')).toEqual([]);
    expect(zone(locked, 0, 'deck')).toEqual([C.iron, C.kukri, C.flamber]);
    expect(said(locked, /cannot draw now/)).toBe(true);
    const free = scenario({ p1: { lrigDeck: [C.drawTwo], ener: [C.sc, C.sc], deck: [C.iron, C.kukri, C.flamber] }, p2: { signi: [C.kukri] } });
    play(free, 'arts 1', 'pay auto');
    expect(zone(free, 0, 'hand')).toEqual([C.iron, C.kukri]);
  });

  it('its owner is not locked in their own turn (CMR locks only the opponent)', () => {
    const m = scenario({ p1: { lrig: [ACRO], signi: [CMR], lrigDeck: [C.drawTwo], ener: [C.sc, C.sc], deck: [C.iron, C.kukri] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri]);
  });

  it('a search finds nothing to take: no pick is asked, the deck is shuffled, the hand stays empty', () => {
    const m = scenario({ p1: { hand: [C.getBible], ener: [C.kukri], deck: [C.jetting, C.iron] }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(m, 'spell 1', 'pay auto');
    expect(decider(m)).toBe(0);
    expect(choices(m)).not.toContain('pick wd02-013');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.iron, C.jetting].sort());
    expect(said(m, /no card can go into .* hand now/)).toBe(true);
  });

  it('a card from the trash stays in the trash', () => {
    const m = scenario({ p1: { hand: [RECYCLE], ener: [C.kukri, C.kukri], trash: [C.iron] }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).not.toContain('pick wd02-013');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'trash').sort()).toEqual([C.iron, C.kukri, C.kukri, RECYCLE].sort());
    const free = scenario({ p1: { hand: [RECYCLE], ener: [C.kukri, C.kukri], trash: [C.iron] }, p2: { signi: [C.kukri] } });
    play(free, 'spell 1', 'pay auto', 'pick wd02-013');
    expect(zone(free, 0, 'hand')).toEqual([C.iron]);
  });

  it('revealed cards that may not be taken go where the rest go; a revealed card that would be taken stays on top', () => {
    // Code Anti Kythera: reveal 3, take an <Ancient Weapon> SIGNI, the rest to the trash. Locked: none taken, all 3 trashed.
    const deck = [KYTHERA, C.kukri, C.iron, C.flamber];
    const m = scenario({ p1: { signi: [KYTHERA], deck }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(m, 'act 1');
    expect(choices(m)).not.toContain('pick wx02-043');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'trash')).toEqual([KYTHERA, C.kukri, C.iron]);
    const free = scenario({ p1: { signi: [KYTHERA], deck }, p2: { signi: [C.kukri] } });
    play(free, 'act 1');
    expect(choices(free)).toEqual(['pick wx02-043']);
    // Mikagami: reveal the top card, an <Arm> SIGNI goes to the hand. Locked: it stays on top.
    const top = scenario({ p1: { signi: [MIKAGAMI], deck: [C.kukri, C.iron] }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(top, 'act 1');
    expect(zone(top, 0, 'hand')).toEqual([]);
    expect(zone(top, 0, 'deck')).toEqual([C.kukri, C.iron]);
  });

  it('a card of the ener zone stays there (Over and Over Again asks nothing)', () => {
    const m = scenario({ p1: { lrigDeck: [OVER_AGAIN], ener: [C.seiryu, C.kogenbu] }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(m, 'arts 1', 'pay auto');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toContain('pass');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'ener').length).toBe(1);
  });

  it('a mill-then-take and a colour-matched take from the trash take nothing (no class or card is asked for)', () => {
    // Ancient Return: mill 5; if 3 share a class, take up to 2 of that class from the trash. Locked: only the mill.
    const deck = [C.kukri, C.kukri, C.kukri, C.iron, C.iron, C.flamber];
    const m = scenario({ p1: { lrigDeck: [ANCIENT_RETURN], ener: [C.carry, C.carry], deck }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toContain('pass');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'deck')).toEqual([C.flamber]);
    const free = scenario({ p1: { lrigDeck: [ANCIENT_RETURN], ener: [C.carry, C.carry], deck }, p2: { signi: [C.kukri] } });
    play(free, 'arts 1', 'pay auto');
    expect(choices(free)).toContain('class 1');
    // Salvage: a card of your LRIG's colour from the trash. Locked: it stays.
    const salvage = scenario({ p1: { lrigDeck: [SALVAGE], ener: [C.kukri], trash: [C.kukri] }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(salvage, 'arts 1', 'pay auto');
    expect(zone(salvage, 0, 'hand')).toEqual([]);
    expect(zone(salvage, 0, 'trash')).toContain(C.kukri);
    expect(choices(salvage)).toContain('pass');
  });

  it('ruling: a SIGNI returned to its owner\'s hand by an effect stays on the field (CMR\'s owner\'s Burst in the opponent\'s attack)', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [ACRO], signi: [null, null, CMR], life: [C.romail] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 1');
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(m, 0, 'hand')).toEqual([]);
    const free = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.romail] } });
    play(free, 'pass', 'attack 1', 'burst', 'target 1');
    expect(zone(free, 0, 'hand')).toEqual([C.kukri]);
  });

  it('the draw phase and the grow phase are not locked', () => {
    // P2 (CMR's owner) ends their turn: P1 draws 2 in their draw phase.
    const m = scenario({ active: 1, phase: 'end', p1: { deck: [C.iron, C.kukri, C.flamber] }, p2: { lrig: [ACRO], signi: [CMR] } });
    expect(st(m).active).toBe(0);
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri]);
    // P1 grows Piruluk: its on-play (discard 1, draw 1) draws in the grow phase.
    const g = scenario({ phase: 'grow', p1: { lrig: [PIRULUK0], lrigDeck: [PIRULUK1], hand: [C.iron], deck: [C.kukri, C.flamber] }, p2: { lrig: [ACRO], signi: [CMR] } });
    play(g, 'grow 1', 'use', 'discard 1');
    expect(zone(g, 0, 'hand')).toEqual([C.kukri]);
  });

  it('activated, once per turn: discard the whole hand; with 2 or more discarded, banish an opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [ACRO], signi: [CMR], hand: [C.kukri, C.iron] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron]);
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(choices(m)).not.toContain('act 1');
    const one = scenario({ p1: { lrig: [ACRO], signi: [CMR], hand: [C.kukri] }, p2: { signi: [C.iron] } });
    play(one, 'act 1');
    expect(zone(one, 0, 'trash')).toEqual([C.kukri]);
    expect(zone(one, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(decider(one)).toBe(0);
    expect(choices(one)).not.toContain('target 1');
  });

  it('Burst: the opponent\'s LRIG is downed and frozen: it stays down in their next up phase, then thaws', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [CMR] } });
    play(m, 'pass', 'attack 1', 'burst');
    const s = st(m);
    const lrig = s.players[0]!.lrig[s.players[0]!.lrig.length - 1]!;
    expect(s.players[0]!.lrigDown).toBe(true);
    expect(s.frozen).toContain(lrig);
    expect(idOf(s, lrig)).toBe('WD01-002');
    // P1's turn ended with the attack (its LRIG is down); P2 passes on to P1's next turn, whose up phase leaves the
    // LRIG down and thaws it; the turn after, it is upped again.
    expect(st(m).active).toBe(1);
    while (st(m).active !== 0) play(m, 'pass');
    expect(st(m).players[0]!.lrigDown).toBe(true);
    expect(st(m).frozen).not.toContain(lrig);
    while (st(m).active !== 1) play(m, 'pass');
    while (st(m).active !== 0) play(m, 'pass');
    expect(st(m).players[0]!.lrigDown).toBe(false);
  });
});

describe('rulings', () => {
  it('the hand lock rulings are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- Code Love Heart CMR:');
    expect(rulings(RULES)).toContain('stays on the field');
    expect(rulings(RULES_ZH)).toContain('- 爱心代号 C・M・R：');
    expect(rulings(RULES_ZH)).toContain('它留在场上');
  });
});
