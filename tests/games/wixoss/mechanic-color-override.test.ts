/**
 * Issue 46: WX05 Tamayorihime, Sunspot Miko. Its constant (every SIGNI outside the ener zones, both players', is
 * black: table/color-override.ts through `def`), its grow condition (10 black cards in your trash), its [Black] +
 * "a black card from your ener zone into the trash" cost (the ener payment keeps one back: table/ener-trash-cost.ts)
 * and its Exceed 5 with "Use Timing [Attack Phase]" (either ARTS step: rules/phases.ts). Strict scenarios.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { def } from '../../../src/games/wixoss/table/defs.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { sunspot: 'WX05-005', eldora2: 'WD06-003', drs: 'WD03-010' } as const;
/** Five Tamayorihime under the Sunspot Miko: one Exceed 5. */
const stack = [C.tama0, C.tama1, C.tama2, C.tama3, C.tama4, X.sunspot];

describe('Sunspot Miko: every SIGNI outside the ener zones is black', () => {
  it('a blue SIGNI loses the blue aura of its own LRIG while the opposing LRIG is the Sunspot Miko', () => {
    // Eldora=Mark II': your blue SIGNI get +1000. Code Art DRS is blue, 10000.
    const plain = scenario({ p1: { lrig: [X.eldora2], signi: [X.drs] }, p2: { lrig: [C.tama4] } });
    expect(signiPower(st(plain), 0, 0)).toBe(11000);
    const m = scenario({ p1: { lrig: [X.eldora2], signi: [X.drs], hand: [C.kukri], ener: [C.bonya], trash: [C.iron] }, p2: { lrig: [C.tama4, X.sunspot] } });
    const s = st(m);
    expect(signiPower(s, 0, 0)).toBe(10000);
    // field, hand and trash SIGNI are black only; the ener zone keeps its colours; an LRIG is no SIGNI
    expect(def(s, s.players[0]!.signi[0]!).colors).toEqual(['black']);
    expect(def(s, s.players[0]!.hand[0]!).colors).toEqual(['black']);
    expect(def(s, s.players[0]!.trash[0]!).colors).toEqual(['black']);
    expect(def(s, s.players[0]!.ener[0]!).colors).toEqual(['white']);
    expect(def(s, s.players[0]!.lrig[0]!).colors).toEqual(['blue']);
  });

  it('grows only with 10 black cards in the trash; the opposing Sunspot Miko turns a white SIGNI there black', () => {
    const nine = Array(9).fill(C.metsum);
    const short = scenario({ phase: 'grow', p1: { lrig: [C.tama4], lrigDeck: [X.sunspot], trash: [...nine, C.kukri] } });
    expect(choices(short)).toEqual(['pass']);
    const ten = scenario({ phase: 'grow', p1: { lrig: [C.tama4], lrigDeck: [X.sunspot], trash: [...nine, C.belze] } });
    expect(choices(ten)).toEqual(['grow 1', 'pass']);
    play(ten, 'grow 1');
    expect(zone(ten, 0, 'lrig')).toEqual([C.tama4, X.sunspot]);
    const recoloured = scenario({ phase: 'grow', p1: { lrig: [C.tama4], lrigDeck: [X.sunspot], trash: [...nine, C.kukri] }, p2: { lrig: [C.tama4, X.sunspot] } });
    expect(choices(recoloured)).toEqual(['grow 1', 'pass']);
  });
});

describe('Sunspot Miko on the board and in the rulings', () => {
  it('the board marks a recoloured SIGNI (not a SIGNI printed black), in English and Chinese; the rulings say it in both', () => {
    const m = scenario({ p1: { lrig: [C.tama4, X.sunspot], signi: [C.metsum] }, p2: { signi: [X.drs] } });
    const board = (match = m) => JSON.stringify(game.render(game.view(st(match), 0)));
    expect(board()).toMatch(/Code Art DRS[^"]* now black/);
    expect(board()).not.toMatch(/Metsum[^"]* now black/);
    const plain = scenario({ p1: { lrig: [C.tama4] }, p2: { signi: [X.drs] } });
    expect(board(plain)).not.toMatch(/now black/);
    setContentLang('zh');
    try {
      expect(board()).toMatch(/D·R·S[^"]* 现为黑/);
    } finally {
      setContentLang('en');
    }
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toMatch(/Tamayorihime, Sunspot Miko: while it is either player's LRIG/);
    expect(rulings(RULES_ZH)).toMatch(/黑点之巫女 玉依姬：当它是任一玩家的分身时/);
  });
});

describe('Sunspot Miko: [Black] and a black card from the ener zone', () => {
  it('is not offered with a single black card in the ener zone (it cannot pay both parts; Kukri in the ener zone stays white)', () => {
    const m = scenario({ p1: { lrig: [C.tama4, X.sunspot], ener: [C.metsum, C.kukri] }, p2: { signi: [C.iron] } });
    expect(choices(m)).not.toContain('act lrig');
  });

  it('the payment keeps a black card back, which then goes to the trash; an opposing SIGNI is put into the trash', () => {
    // Servant D (multi ener) may pay [Black]; Metsum must stay for the second part.
    const m = scenario({ p1: { lrig: [C.tama4, X.sunspot], ener: [C.metsum, C.servantD, C.kukri] }, p2: { signi: [C.iron, C.amethyst] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['pay auto', 'pay 2']);
    play(m, 'pay 2');
    expect(choices(m)).toEqual(['pick wd05-009']);
    play(m, 'pick wd05-009');
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.servantD, C.metsum]);
    expect(decider(m)).toBe(0);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.amethyst]);
  });

  it('pay auto keeps a black card too; a white SIGNI of the ener zone stays white under the constant', () => {
    const m = scenario({ p1: { lrig: [C.tama4, X.sunspot], ener: [C.kukri, C.metsum, C.cosmo] }, p2: { signi: [C.iron] } });
    play(m, 'act lrig');
    // either black card may pay, the other staying; the white Kukri cannot
    expect(choices(m)).toEqual(['pay auto', 'pay 2', 'pay 3']);
    play(m, 'pay auto');
    expect(zone(m, 0, 'ener')).toHaveLength(2);
    expect(choices(m).length).toBe(1);
    // the black card left in the ener zone is the one to put into the trash
    const left = zone(m, 0, 'ener').find((id) => id !== C.kukri)!;
    expect(choices(m)).toEqual([`pick ${left.toLowerCase()}`]);
  });
});

describe('Sunspot Miko: Exceed 5, Use Timing [Attack Phase]', () => {
  const exceed = ['pick wd01-005', 'pick wd01-004', 'pick wd01-003', 'pick wd01-002', 'pick wd01-001'];

  it('is not offered in the main phase; in your ARTS step it downs the opposing LRIG and every opposing SIGNI', () => {
    const main = scenario({ p1: { lrig: stack }, p2: { signi: [C.iron, null, C.amethyst] } });
    expect(choices(main)).not.toContain('act lrig 2');
    const m = scenario({ phase: 'artsTurn', p1: { lrig: stack }, p2: { signi: [C.iron, null, C.amethyst] } });
    expect(choices(m)).toEqual(['act lrig 2', 'pass']);
    play(m, 'act lrig 2', ...exceed);
    expect(zone(m, 0, 'lrig')).toEqual([X.sunspot]);
    expect(st(m).players[1]!.lrigDown).toBe(true);
    expect(st(m).players[1]!.signiDown).toEqual([true, false, true]);
    // nothing more to use in the ARTS steps: on to the attacks (the opposing SIGNI are down, no SIGNI of ours)
    expect(st(m).phase).toBe('lrigAttack');
    expect(choices(m)).toEqual(['attack lrig', 'pass']);
  });

  it('in the opponent\'s attack phase it is used in their ARTS step, by its owner', () => {
    const m = scenario({ active: 1, phase: 'artsOpp', p1: { lrig: stack }, p2: { signi: [C.iron] } });
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['act lrig 2', 'pass']);
    play(m, 'act lrig 2', ...exceed);
    expect(st(m).players[1]!.lrigDown).toBe(true);
    expect(st(m).players[1]!.signiDown).toEqual([true, false, false]);
    expect(st(m).players[0]!.lrigDown).toBe(false);
  });

  it('is not offered in the attack steps, nor with fewer than 5 cards under the LRIG', () => {
    const attack = scenario({ phase: 'signiAttack', p1: { lrig: stack, signi: [C.metsum] }, p2: { signi: [C.iron] } });
    expect(choices(attack)).not.toContain('act lrig 2');
    const four = scenario({ phase: 'artsTurn', p1: { lrig: stack.slice(1) }, p2: { signi: [C.iron] } });
    expect(choices(four)).not.toContain('act lrig 2');
  });
});
