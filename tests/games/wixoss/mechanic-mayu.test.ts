/**
 * Issue 46: WX05 Mayu, Genesis Miko and what it brought: a grow cost that reveals a <Tama> or <Iona> LRIG of the LRIG
 * deck and puts it under the LRIG (rules/grow-reveal.ts), the LRIG trash moved whole on play (ops-lrig-trash.ts), the
 * opposing SIGNI on the field losing their abilities until end of turn (Exceed 1; table/lose-abilities.ts) and an
 * extra turn (Exceed 5; ops-extra-turn.ts, table/turn-schedule.ts). Strict scripted scenarios.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { cardDef } from '../../../src/games/wixoss/cards/db.js';
import { lrigGrowCostText } from '../../../src/games/wixoss/messages/index.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { evaluateState } from '../../../src/games/wixoss/evaluate.js';
import { growBlock } from '../../../src/games/wixoss/table/action-blocks.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { viewOf } from '../../../src/games/wixoss/view.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const MAYU = 'WX05-001';
const IONA4 = 'WD07-001'; // Iona, Full/Maiden (black, level 4)
const IONA3 = 'WD07-002';
const GRAVE_NIGHT = 'WD07-006'; // a black ARTS
const BLACK_CRISIS = 'WD07-007'; // a black ARTS costing white and black
const EGIS = 'WX01-054'; // During the opponent's turn, this SIGNI's power is 18000 (printed 12000).

describe('Mayu, Genesis Miko: the grow cost', () => {
  it('reveals a <Tama> or <Iona> LRIG of the LRIG deck (not Mayu itself) and puts it under the LRIG', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama3, C.tama4], lrigDeck: [MAYU, C.hanayo3, IONA3, C.tama2] } });
    expect(choices(m)).toContain('grow 1');
    play(m, 'grow 1');
    expect(choices(m)).toEqual(['pick wd07-002', 'pick wd01-003']);
    play(m, 'pick wd07-002');
    expect(zone(m, 0, 'lrig')).toEqual([IONA3, C.tama3, C.tama4, MAYU]);
    expect(zone(m, 0, 'lrigDeck')).toEqual([C.hanayo3, C.tama2]);
  });

  it('without a <Tama> or <Iona> LRIG left in the LRIG deck there is no grow into Mayu', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama3, C.tama4], lrigDeck: [MAYU, C.hanayo3, GRAVE_NIGHT] } });
    // Nothing to grow into: the grow phase is skipped; what stops Mayu is its grow cost's reveal.
    expect(st(m).phase).toBe('main');
    expect(growBlock(st(m), 0, st(m).players[0]!.lrigDeck[0]!)).toBe('reveal');
  });
});

describe('Mayu, Genesis Miko: on play', () => {
  it('every LRIG of the LRIG trash goes under Mayu; white or black ARTS go back to the LRIG deck; the rest stay', () => {
    const m = scenario({
      phase: 'grow',
      p1: { lrig: [C.tama3, C.tama4], lrigDeck: [MAYU, IONA3], lrigTrash: [C.tama2, GRAVE_NIGHT, C.firePillar, IONA4, BLACK_CRISIS] },
    });
    play(m, 'grow 1', 'pick wd07-002');
    expect(zone(m, 0, 'lrig')).toEqual([C.tama2, IONA4, IONA3, C.tama3, C.tama4, MAYU]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.firePillar]);
    expect(zone(m, 0, 'lrigDeck')).toEqual([GRAVE_NIGHT, BLACK_CRISIS]);
    expect(st(m).phase).toBe('main');
  });
});

describe('Mayu, Genesis Miko: Exceed 1', () => {
  it('the opposing SIGNI on the field lose their abilities until end of turn; your own keep theirs', () => {
    const m = scenario({ p1: { lrig: [C.tama4, MAYU], signi: [EGIS], down: [true] }, p2: { lrig: [IONA4], signi: [EGIS, EGIS, null] } });
    expect(signiPower(st(m), 1, 0)).toBe(18000); // Ann's turn is Bob's opponent's turn
    // One card under Mayu: only Exceed 1 can be paid.
    expect(choices(m)).toEqual(['act lrig', 'trash signi 1', 'pass']);
    play(m, 'act lrig', 'pick wd01-001');
    expect(zone(m, 0, 'lrig')).toEqual([MAYU]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.tama4]);
    expect(signiPower(st(m), 1, 0)).toBe(12000);
    expect(signiPower(st(m), 1, 1)).toBe(12000);
    expect(viewOf(st(m), 0).players[1]!.signi[0]!.noAbilities).toBe(true);
    expect(viewOf(st(m), 0).players[0]!.signi[0]!.noAbilities).toBeUndefined(); // Ann's own Egis keeps its own
    // A SIGNI that comes onto Bob's field afterwards (a new card instance) keeps its abilities.
    const s = st(m);
    const later = s.ids.push(s.ids[s.players[1]!.signi[0]!]!) - 1;
    s.players[1]!.signi[2] = later;
    expect(viewOf(s, 0).players[1]!.signi[2]!.noAbilities).toBeUndefined();
    expect(signiPower(s, 1, 2)).toBe(18000);
    s.players[1]!.signi[2] = -1;
    // Until end of turn: in Bob's turn his SIGNI have their abilities again.
    play(m, 'pass', 'pass');
    expect(st(m).active).toBe(1);
    expect(viewOf(st(m), 1).players[1]!.signi[0]!.noAbilities).toBeUndefined();
  });
});

describe('Mayu, Genesis Miko: Exceed 5', () => {
  const UNDER = [C.tama0, C.tama1, C.tama2, C.tama3, C.tama4];
  const exceedFive = () => {
    const m = scenario({
      p1: { lrig: [...UNDER, MAYU], hand: [C.kukri, C.flamber], ener: [C.kukri, C.bonya] },
      p2: { lrig: [IONA4], signi: [EGIS, null, null] },
    });
    expect(choices(m)).toEqual(['summon 1 1', 'summon 1 2', 'summon 1 3', 'summon 2 1', 'summon 2 2', 'summon 2 3', 'act lrig', 'act lrig 2', 'pass']);
    play(m, 'act lrig 2', 'pick wd01-005', 'pick wd01-004', 'pick wd01-003', 'pick wd01-002', 'pick wd01-001');
    return m;
  };

  it('the ener zone goes to the trash, the hand is discarded, and Ann takes the next turn too, then Bob', () => {
    const m = exceedFive();
    expect(zone(m, 0, 'lrig')).toEqual([MAYU]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect([...zone(m, 0, 'trash')].sort()).toEqual([C.kukri, C.bonya, C.kukri, C.flamber].sort());
    expect(st(m).extraTurns).toBe(1);
    // The bots' evaluation counts the extra turn to come for Ann.
    const withExtra = evaluateState(st(m), 0);
    st(m).extraTurns = 0;
    expect(evaluateState(st(m), 0)).toBeLessThan(withExtra);
    st(m).extraTurns = 1;
    expect(viewOf(st(m), 1).extraTurns).toBe(1); // the board shows the extra turn to both seats
    const board = () => JSON.stringify(game.render(game.view(st(m), 1)));
    expect(board()).toContain('an extra turn follows');
    setContentLang('zh');
    expect(board()).toContain('之后追加1个回合');
    setContentLang('en');
    play(m, 'pass', 'pass');
    expect([st(m).turn, st(m).active, st(m).phase]).toEqual([4, 0, 'ener']);
    expect(zone(m, 0, 'hand')).toHaveLength(2); // the extra turn's draw
    expect(st(m).extraTurns).toBe(0);
    play(m, 'pass', 'pass', 'pass');
    expect([st(m).turn, st(m).active, decider(m)]).toEqual([5, 1, 1]);
  });

  it('a coming turn an effect already named stays that player\'s: your next turn is the extra one', () => {
    const m = scenario({ p1: { lrig: [...UNDER, MAYU] }, p2: { lrig: [IONA4] } });
    const s = st(m);
    s.players[0]!.freeGrowTurn = 5; // "during your next turn" noted in Ann's turn 3
    s.players[1]!.noArtsTurn = 4; // "during the opponent's next turn" noted in Ann's turn 3
    s.laterKw = [{ seat: 0, turn: 5, kw: 'lancer' }];
    play(m, 'act lrig 2', 'pick wd01-005', 'pick wd01-004', 'pick wd01-003', 'pick wd01-002', 'pick wd01-001');
    expect(s.players[0]!.freeGrowTurn).toBe(4);
    expect(s.players[1]!.noArtsTurn).toBe(5);
    expect(s.laterKw![0]!.turn).toBe(4);
  });
});

describe('Mayu, Genesis Miko: its grow cost as the card lists show it', () => {
  it('names the revealed LRIG instead of "free", in English and Chinese', () => {
    expect(lrigGrowCostText(cardDef(MAYU))).toBe('an LRIG revealed from the LRIG deck');
    expect(lrigGrowCostText(cardDef(C.tama4))).toBe('3 white');
    setContentLang('zh');
    expect(lrigGrowCostText(cardDef(MAYU))).toBe('从分身卡组公开的1张分身');
    setContentLang('en');
  });
});

describe('Mayu, Genesis Miko: rulings', () => {
  it('are written down in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toMatch(/Mayu, Genesis Miko: its grow cost reveals/);
    expect(rulings(RULES)).toMatch(/after this turn its player takes one extra turn/);
    expect(rulings(RULES_ZH)).toMatch(/创世之巫女 茧：其成长费用/);
    expect(rulings(RULES_ZH)).toMatch(/追加1个完整的回合/);
  });
});
