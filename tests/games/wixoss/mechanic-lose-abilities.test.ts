/**
 * Issue 46: SIGNI that lose their abilities (table/lose-abilities.ts; WX05 Code Labyrinth Louvre). The SIGNI in front
 * of Louvre has no constant, triggered or activated ability; Louvre gets +3000 while the opponent has 2 or more SIGNI
 * with no abilities; an opposing SIGNI put from the field into the deck finds a <Labyrinth> SIGNI; its Life Burst
 * takes every opposing SIGNI's abilities during your next turn. Strict scripted scenarios.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { viewOf } from '../../../src/games/wixoss/view.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const LOUVRE = 'WX05-019';
const EGIS = 'WX01-054'; // During the opponent's turn, this SIGNI's power is 18000 (printed 12000).
const BAROMET = 'WX01-049'; // Activated, down this: put your top card into your ener zone.
const BARBAROSSA = 'WX01-029'; // When one of your red SIGNI attacks, it gets +2000 until end of turn.
const ORICHALC = 'WX01-040'; // On play: banish 1 opposing SIGNI with power 3000 or less.
const MICHEL = 'WX05-050'; // Activated, [White]x3 and this into the trash: an opposing SIGNI of level 3 or less into its owner's deck.
const WHITE3 = [C.kukri, C.kukri, C.kukri];
const IONA4 = 'WD07-001'; // Iona, Full/Maiden: level 4, so Louvre (Iona, level 4) may stay on the field

describe('lose abilities (WX05 Code Labyrinth Louvre)', () => {
  it('the SIGNI in front of Louvre loses its constant abilities; the others keep theirs; the board says so', () => {
    const m = scenario({ p1: { signi: [LOUVRE] }, p2: { signi: [EGIS, EGIS] } });
    // Ann's turn is Bob's opponent's turn: Egis is 18000, but not the one facing Louvre.
    expect(signiPower(st(m), 1, 0)).toBe(12000);
    expect(signiPower(st(m), 1, 1)).toBe(18000);
    const bob = viewOf(st(m), 1).players[1]!.signi;
    expect(bob[0]!.noAbilities).toBe(true);
    expect(bob[1]!.noAbilities).toBeUndefined();
    // Without Louvre both keep it.
    const free = scenario({ p1: { signi: [C.kukri] }, p2: { signi: [EGIS, EGIS] } });
    expect(signiPower(st(free), 1, 0)).toBe(18000);
  });

  it('an activated ability of the SIGNI in front of Louvre cannot be used', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [BAROMET, BAROMET] }, p2: { lrig: [IONA4], signi: [LOUVRE] } });
    expect(choices(m)).toContain('act 2');
    expect(choices(m)).not.toContain('act 1');
    expect(game.explain!(st(m), 'act 1')).toMatch(/lost its abilities/);
  });

  it('a triggered ability of the SIGNI in front of Louvre does not trigger', () => {
    const attack = (p2: (string | null)[]) => {
      const m = scenario({ p1: { lrig: [C.hanayo4], signi: [BARBAROSSA, C.iron] }, p2: { lrig: [IONA4], signi: p2 } });
      play(m, 'pass', 'attack 2');
      return st(m).mods.filter((mod) => mod.add === 2000).length;
    };
    expect(attack([LOUVRE])).toBe(0);
    expect(attack([C.kukri])).toBe(1);
  });

  it('a SIGNI summoned in front of Louvre has no on-play ability; summoned elsewhere it has', () => {
    const front = scenario({ p1: { lrig: [C.hanayo4], hand: [ORICHALC] }, p2: { lrig: [IONA4], signi: [LOUVRE, C.iron] } });
    play(front, 'summon 1 1');
    expect(choices(front)).not.toContain('target 2');
    expect(zone(front, 1, 'signi')).toEqual([LOUVRE, C.iron, '-']);
    const aside = scenario({ p1: { lrig: [C.hanayo4], hand: [ORICHALC] }, p2: { lrig: [IONA4], signi: [LOUVRE, C.iron] } });
    play(aside, 'summon 1 3');
    expect(choices(aside)).toEqual(['target 2']);
    play(aside, 'target 2');
    expect(zone(aside, 1, 'signi')).toEqual([LOUVRE, '-', '-']);
  });

  it('+3000 while the opponent has 2 or more SIGNI with no abilities (printed none, or lost to Louvre)', () => {
    const two = scenario({ p1: { signi: [LOUVRE] }, p2: { signi: [null, C.iron, C.iron] } });
    expect(signiPower(st(two), 0, 0)).toBe(15000);
    const one = scenario({ p1: { signi: [LOUVRE] }, p2: { signi: [null, C.iron, EGIS] } });
    expect(signiPower(st(one), 0, 0)).toBe(12000);
    // Egis in front of Louvre has lost its abilities: it counts.
    const lost = scenario({ p1: { signi: [LOUVRE] }, p2: { signi: [EGIS, C.iron] } });
    expect(signiPower(st(lost), 0, 0)).toBe(15000);
  });

  it('two Louvres facing each other both lose their abilities', () => {
    const m = scenario({ p1: { signi: [LOUVRE] }, p2: { signi: [LOUVRE, EGIS] } });
    const view = viewOf(st(m), 0);
    expect(view.players[0]!.signi[0]!.noAbilities).toBe(true);
    expect(view.players[1]!.signi[0]!.noAbilities).toBe(true);
    // Each counts the other (no abilities) but not Egis: 1 each, no +3000.
    expect(signiPower(st(m), 0, 0)).toBe(12000);
  });

  it('an opposing SIGNI put from the field into the deck: find a <Labyrinth> SIGNI, show it, take it; shuffle', () => {
    const m = scenario({ p1: { lrig: [IONA4], signi: [LOUVRE, MICHEL], ener: WHITE3, deck: [C.kukri, LOUVRE, C.kukri] }, p2: { signi: [null, C.iron] } });
    play(m, 'act 2', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'deck')).toContain(C.iron);
    expect(choices(m)).toEqual([`pick ${LOUVRE.toLowerCase()}`, 'done']);
    play(m, `pick ${LOUVRE.toLowerCase()}`);
    expect(zone(m, 0, 'hand')).toEqual([LOUVRE]);
  });

  it('a Resona sent into the deck returns to the LRIG deck instead: Louvre finds nothing', () => {
    const VENUS = 'WD09-008'; // a level 2 Resona
    const m = scenario({ p1: { lrig: [IONA4], signi: [LOUVRE, MICHEL], ener: WHITE3, deck: [C.kukri, LOUVRE, C.kukri] }, p2: { lrig: ['WD09-001'], signi: [null, VENUS] } });
    play(m, 'act 2', 'pay auto', 'target 2');
    expect(zone(m, 1, 'lrigDeck')).toEqual([VENUS]);
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(choices(m)).not.toContain(`pick ${LOUVRE.toLowerCase()}`);
  });

  it('Burst: during your next turn every opposing SIGNI loses its abilities; draw 1', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [C.kukri, EGIS] }, p2: { life: [LOUVRE], deck: [C.iron, C.kukri, C.kukri, C.kukri, C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    expect(st(m).players[0]!.noAbilitiesTurn).toBe(4);
    // Not yet in this turn: Ann's SIGNI keep theirs.
    expect(viewOf(st(m), 0).players[0]!.signi[1]!.noAbilities).toBeUndefined();
    play(m, 'pass', 'pass');
    expect(st(m).turn).toBe(4);
    expect(decider(m)).toBe(1);
    // Bob's turn: Egis would be 18000 during its opponent's turn; it has no abilities now.
    expect(signiPower(st(m), 0, 1)).toBe(12000);
    expect(viewOf(st(m), 1).players[0]!.signi[1]!.noAbilities).toBe(true);
  });

  it('the board marks the SIGNI that lost its abilities, in English and Chinese; the rulings say it in both', () => {
    const m = scenario({ p1: { signi: [LOUVRE] }, p2: { signi: [EGIS, EGIS] } });
    const board = (match = m) => JSON.stringify(game.render(game.view(st(match), 0)));
    expect(board()).toMatch(/Egis[^"]* no abilities/);
    const free = scenario({ p1: { signi: [C.kukri] }, p2: { signi: [EGIS, EGIS] } });
    expect(board(free)).not.toMatch(/no abilities/);
    setContentLang('zh');
    expect(board()).toMatch(/埃癸斯[^"]* 失去能力/);
    setContentLang('en');
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toMatch(/Losing abilities \(Code Labyrinth Louvre\)/);
    expect(rulings(RULES_ZH)).toMatch(/失去能力（迷牢代号 卢浮宫）/);
  });
});
