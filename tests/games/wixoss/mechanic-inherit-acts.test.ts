/**
 * "This LRIG has the [Action] abilities of every LRIG in your LRIG trash" (WX05 Hanayo-Five, Midoriko Type Five;
 * constant `inheritActs`, table/lrig-acts.ts): `act lrig K` counts its own abilities, then those of each LRIG in the
 * LRIG trash. Also an LRIG's "all your SIGNI have Double Crush" and each player's coloured ener into the trash.
 * Strict scripted scenarios.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { hasDoubleCrush } from '../../../src/games/wixoss/table/power.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  hanayoFive: 'WX05-002', acro: 'WX05-003', hanayoProfusion: 'WX01-003', midoriFive: 'WX05-004', midoriType4: 'WX03-009', fyra: 'WD08-001', servantQ: 'WD06-016',
} as const;
const acts = (m: ReturnType<typeof scenario>) => choices(m).filter((c) => c.startsWith('act lrig'));
const hanayoStack = [C.hanayo0, C.hanayo1, C.hanayo2, C.hanayo3, X.hanayoProfusion, X.hanayoFive];

describe('Hanayo-Five', () => {
  it('has the activated abilities of the LRIGs in its LRIG trash (told by their text), each once per turn as printed', () => {
    const m = scenario({ p1: { lrig: hanayoStack, lrigTrash: [X.fyra, C.backFlame], deck: [C.kukri, C.iron, C.caliburn, C.bonya] } });
    // Its own Exceed 5, then Umr=Fyra's two; Back Against the Flame is an ARTS, no LRIG.
    expect(acts(m)).toEqual(['act lrig', 'act lrig 2', 'act lrig 3']);
    expect(game.describe(st(m), 'act lrig 2')).toBe('Hanayo-Five: once per turn, no cost: put your top 3 cards into your trash.');
    play(m, 'act lrig 2');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron, C.caliburn]);
    expect(acts(m)).toEqual(['act lrig', 'act lrig 3']);
    // An LRIG without the ability has only its own.
    const four = scenario({ p1: { lrig: [C.hanayo3, X.hanayoProfusion], lrigTrash: [X.fyra] } });
    expect(acts(four)).toEqual([]);
  });

  it('Exceed 5: opposing SIGNI of total power 30000 or less banished; the five LRIGs paid lend their abilities at once', () => {
    const m = scenario({ p1: { lrig: hanayoStack, hand: [C.iron], ener: [C.iron] }, p2: { signi: [C.caliburn, C.iron, C.bronda] } });
    expect(acts(m)).toEqual(['act lrig']);
    play(m, 'act lrig', 'pick wd02-005', 'pick wd02-004', 'pick wd02-003', 'pick wd02-002', 'pick wx01-003');
    expect(zone(m, 0, 'lrig')).toEqual([X.hanayoFive]);
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3', 'done']);
    play(m, 'target 1', 'target 2', 'target 3'); // 10000 + 3000 + 7000: the whole 30000, so no more is asked
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    // Hanayo-Four, Hundred-Fire Profusion is now in the LRIG trash: its [Red]-and-discard banish is Hanayo-Five's.
    expect(acts(m)).toEqual(['act lrig 2']);
    expect(game.describe(st(m), 'act lrig 2')).toBe('Hanayo-Five: [Red], discard 1 red SIGNI: banish 1 opposing SIGNI with power 10000 or less.');
  });

  it('every SIGNI of yours has Double Crush: an attack into an empty zone crushes 2', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [X.hanayoFive], signi: [C.iron, null, null] }, p2: { signi: [null, C.iron, null], life: [C.kukri, C.kukri, C.kukri] } });
    expect(hasDoubleCrush(st(m), 0, 0)).toBe(true);
    expect(hasDoubleCrush(st(scenario({ p1: { lrig: [C.hanayo4], signi: [C.iron, null, null] } })), 0, 0)).toBe(false);
    expect(hasDoubleCrush(st(m), 1, 1)).toBe(false); // not the opponent's
    play(m, 'attack 1');
    expect(st(m).players[1]!.life.length).toBe(1);
  });

  it('the board marks the SIGNI that have Double Crush, in English and Chinese, and in the view data', () => {
    const m = scenario({ p1: { lrig: [X.hanayoFive], signi: [C.iron, null, null] }, p2: { signi: [C.caliburn, null, null] } });
    const view = game.view(st(m), 0) as { players: { signi: ({ doubleCrush?: boolean } | null)[] }[] };
    expect(view.players.map((p) => p.signi[0]?.doubleCrush ?? false)).toEqual([true, false]);
    const board = () => JSON.stringify(game.render(game.view(st(m), 0)));
    expect(board()).toMatch(/Iron, Natural Stone[^"]* Double Crush/);
    expect(board()).not.toMatch(/Caliburn[^"]* Double Crush/);
    setContentLang('zh');
    try {
      expect(board()).toMatch(/双重击溃/);
    } finally {
      setContentLang('en');
    }
  });
});

describe('Midoriko, Type Five', () => {
  it('on play (grown into): the top card of the deck onto the life cloth', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.midoriType4], lrigDeck: [X.midoriFive], ener: [C.pandan, C.pandan, C.pandan], life: [C.kukri], deck: [C.iron, C.bonya] } });
    play(m, 'grow 1', 'pay auto');
    expect([...zone(m, 0, 'life')].reverse()).toEqual([C.iron, C.kukri]);
    expect(zone(m, 0, 'deck')).toEqual([C.bonya]);
  });

  it('Exceed 5: each player puts every coloured card of their ener zone into the trash; colourless ones stay', () => {
    const m = scenario({
      p1: { lrig: [C.midori0, C.midori1, C.midori2, C.midori3, X.midoriType4, X.midoriFive], ener: [C.pandan, X.servantQ, C.iron] },
      p2: { ener: [C.caliburn, X.servantQ, C.metsum] },
    });
    play(m, 'act lrig', 'pick wd04-005', 'pick wd04-004', 'pick wd04-003', 'pick wd04-002', 'pick wx03-009');
    expect(zone(m, 0, 'ener')).toEqual([X.servantQ]);
    expect(zone(m, 0, 'trash')).toEqual([C.pandan, C.iron]);
    expect(zone(m, 1, 'ener')).toEqual([X.servantQ]);
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn, C.metsum]);
  });

  it('has the activated abilities of the LRIGs in its LRIG trash', () => {
    const m = scenario({ p1: { lrig: [X.midoriType4, X.midoriFive], lrigTrash: [X.fyra], deck: [C.kukri, C.iron, C.caliburn, C.bonya] } });
    expect(acts(m)).toEqual(['act lrig 2', 'act lrig 3']); // its own Exceed 5 wants 5 cards under it
    play(m, 'act lrig 2');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron, C.caliburn]);
  });
});

describe('Code Piruluk ACRO', () => {
  const stack = [C.piruluk0, C.piruluk1, C.piruluk2, C.piruluk3, C.piruluk4, X.acro];
  const payFive = ['act lrig', 'pick wd03-005', 'pick wd03-004', 'pick wd03-003', 'pick wd03-002', 'pick wd03-001'];

  it('on play (grown into): the opponent discards their whole hand, with nothing to choose', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.piruluk4], lrigDeck: [X.acro], ener: [C.rmn, C.rmn, C.rmn] }, p2: { hand: [C.kukri, C.iron, C.caliburn] } });
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 1, 'hand')).toEqual([]);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri, C.iron, C.caliburn]);
    expect(choices(m)).toEqual(['pass']);
  });

  it('Exceed 5: draws until the hand has 6 cards; with 6 or more it draws none', () => {
    const m = scenario({ p1: { lrig: stack, hand: [C.kukri, C.iron], deck: [C.caliburn, C.bonya, C.trett, C.flamber, C.romail] } });
    play(m, ...payFive);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron, C.caliburn, C.bonya, C.trett, C.flamber]);
    const full = scenario({ p1: { lrig: stack, hand: [C.kukri, C.kukri, C.kukri, C.kukri, C.kukri, C.kukri, C.kukri], deck: [C.caliburn, C.bonya] } });
    play(full, ...payFive);
    expect(zone(full, 0, 'hand').length).toBe(7);
    expect(zone(full, 0, 'deck')).toEqual([C.caliburn, C.bonya]);
  });

  it('has the activated abilities of the LRIGs in its LRIG trash', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4, X.acro], lrigTrash: [X.fyra] } });
    expect(acts(m)).toEqual(['act lrig 2', 'act lrig 3']);
    expect(game.describe(st(m), 'act lrig 2')).toBe('Code Piruluk ACRO: once per turn, no cost: put your top 3 cards into your trash.');
  });
});

describe('the rulings of inherited abilities', () => {
  it('are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- "This LRIG has the [Action] abilities of every LRIG in your LRIG trash"');
    expect(rulings(RULES_ZH)).toContain('「此分身拥有你分身废弃区中所有分身的【起】能力」');
  });
});
