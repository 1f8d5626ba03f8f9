/**
 * Charm (WX04 on): a card face down under a SIGNI, at most one each; it leaves with its SIGNI; its owner knows it,
 * the opponent only that it is there. Strict scripted scenarios, one per card that uses it, and the hiding.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/wixoss/index.js';
import { viewOf } from '../../../src/games/wixoss/view.js';
import { viewData } from '../../../src/games/wixoss/view-data.js';
import { determinizeFor } from '../../../src/games/wixoss/view.js';
import { seedRng } from '../../../src/engine/rng.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  ulith4: 'WD05-001', sufferingUlith: 'WX04-021', oriens: 'WX04-096', maimon: 'WX04-098', ahriman: 'WX05-078', hecate: 'WX05-080',
  kooni: 'WD05-013', metsum: 'WD05-009',
} as const;
const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);
const boardText = (m: ReturnType<typeof scenario>, seat: number) => JSON.stringify(game.render(viewOf(st(m), seat)));

afterEach(() => setContentLang('en'));

describe('Charm: power while a SIGNI has one', () => {
  it('Maimon is 5000 without a Charm, 10000 with one', () => {
    expect(power(scenario({ p1: { lrig: [X.ulith4], signi: [X.maimon] } }), 0, 0)).toBe(5000);
    expect(power(scenario({ p1: { lrig: [X.ulith4], signi: [X.maimon], charm: [C.kukri] } }), 0, 0)).toBe(10000);
  });
});

describe('Oriens: down it, the top card of the deck goes face down under a <Devil> SIGNI', () => {
  it('offers only <Devil> SIGNI without a Charm (and skip); Oriens is then 12000; the opponent never learns the card', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], signi: [X.oriens, C.iron, X.maimon], charm: [null, null, C.kukri], deck: [X.kooni, C.kukri] } });
    expect(power(m, 0, 0)).toBe(8000);
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target own 1', 'skip']);
    play(m, 'target own 1');
    expect(st(m).players[0]!.charm![0]).toBeGreaterThanOrEqual(0);
    expect(zone(m, 0, 'charm')).toEqual([X.kooni, '-', C.kukri]);
    expect(zone(m, 0, 'deck')).toEqual([C.kukri]);
    expect(power(m, 0, 0)).toBe(12000);
    // The owner's view names it; the opponent's and a spectator's only say there is one.
    expect(viewOf(st(m), 0).players[0]!.signi[0]!.charm).toEqual({ id: X.kooni });
    expect(viewOf(st(m), 1).players[0]!.signi[0]!.charm).toEqual({});
    expect(viewOf(st(m), null).players[0]!.signi[0]!.charm).toEqual({});
    const theirs = st(m).events.filter((e) => e.to === undefined || e.to === 1).map((e) => e.text).join('\n');
    expect(theirs).toContain('face down under');
    expect(theirs).not.toMatch(/Kooni/);
    expect(st(m).events.filter((e) => e.to === 0).map((e) => e.text).join('\n')).toMatch(/Kooni/);
  });

  it('skip leaves the deck as it was', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], signi: [X.oriens], deck: [X.kooni] } });
    play(m, 'act 1', 'skip');
    expect(zone(m, 0, 'deck')).toEqual([X.kooni]);
    expect(power(m, 0, 0)).toBe(8000);
  });
});

describe('A Charm leaves with its SIGNI', () => {
  it('a banished SIGNI goes to the ener zone, its Charm face up into the trash', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [X.ulith4], signi: [X.metsum] }, p2: { lrig: [X.ulith4], signi: [X.maimon], charm: [C.kukri] } });
    play(m, 'attack 1');
    expect(zone(m, 1, 'ener')).toEqual([X.maimon]);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 1, 'charm')).toEqual(['-', '-', '-']);
  });
});

describe('Ahriman: down it and put one of your Charms into the trash', () => {
  it('pays with a Charm (which SIGNI it lies under is picked), then 1 opposing SIGNI gets -5000', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], signi: [X.ahriman, X.maimon], charm: [null, C.kukri] }, p2: { signi: [C.caliburn] } });
    const before = power(m, 1, 0);
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    expect(power(m, 0, 1)).toBe(5000); // Maimon lost its Charm
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(power(m, 1, 0)).toBe(before - 5000);
  });

  it('is not offered without a Charm, and explain says a Charm is missing', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], signi: [X.ahriman] }, p2: { signi: [C.caliburn] } });
    expect(choices(m).filter((c) => c.startsWith('act'))).toEqual([]);
    expect(game.explain!(st(m), 'act 1')).toMatch(/costs a Charm/);
  });
});

describe('Hecate: down it, it becomes the Charm of another <Devil> SIGNI', () => {
  it('leaves the field and lies under the SIGNI picked; a SIGNI with a Charm or another class is not offered', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], signi: [X.hecate, X.maimon, X.oriens], charm: [null, null, C.kukri] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', X.maimon, X.oriens]);
    expect(zone(m, 0, 'charm')).toEqual(['-', X.hecate, C.kukri]);
    expect(power(m, 0, 1)).toBe(10000);
  });
});

describe('Ulith, Enma of Suffering: Charms pay for its abilities', () => {
  it('1 Charm: each player mills 3 (once per turn); 3 Charms: banish (not offered with 2)', () => {
    const m = scenario({
      p1: { lrig: [X.ulith4, X.sufferingUlith], signi: [X.maimon, X.oriens], charm: [C.kukri, C.iron], deck: [C.kukri, C.kukri, C.kukri, C.kukri] },
      p2: { signi: [C.caliburn], deck: [C.iron, C.iron, C.iron, C.iron] },
    });
    expect(choices(m).filter((c) => c.startsWith('act lrig'))).toEqual(['act lrig', 'act lrig 2']);
    play(m, 'act lrig', 'target own 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.kukri, C.kukri, C.kukri]);
    expect(zone(m, 1, 'trash')).toEqual([C.iron, C.iron, C.iron]);
    expect(choices(m).filter((c) => c.startsWith('act lrig'))).toEqual([]);
  });

  it('2 Charms: a black SIGNI from the trash into hand', () => {
    const m = scenario({ p1: { lrig: [X.sufferingUlith], signi: [X.maimon, X.oriens], charm: [C.kukri, C.iron], trash: [X.metsum, C.kukri] } });
    play(m, 'act lrig 2', 'target own 1', 'target own 2');
    expect(choices(m)).toEqual(['pick wd05-009']);
    play(m, 'pick wd05-009');
    expect(zone(m, 0, 'hand')).toEqual([X.metsum]);
  });

  it('3 Charms: banish 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [X.sufferingUlith], signi: [X.maimon, X.oriens, X.hecate], charm: [C.kukri, C.iron, C.iron] }, p2: { signi: [C.caliburn] } });
    play(m, 'act lrig 3', 'target own 1', 'target own 2', 'target own 3', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'charm')).toEqual(['-', '-', '-']);
  });
});

describe('Charm on the board and in determinization', () => {
  it('the board marks a Charm; its name only for its owner (en and zh)', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], signi: [X.maimon], charm: [X.kooni] } });
    expect(boardText(m, 0)).toContain('Charm: Kooni');
    expect(boardText(m, 1)).toContain('Charm (face down)');
    expect(boardText(m, 1)).not.toContain('Kooni');
    // --json: the card for its owner, null (face down) for the opponent.
    expect(JSON.stringify(viewData(viewOf(st(m), 0)))).toContain('"charm":"WD05-013"');
    expect(JSON.stringify(viewData(viewOf(st(m), 1)))).toContain('"charm":null');
    expect(JSON.stringify(viewData(viewOf(st(m), 1)))).not.toContain('WD05-013');
    setContentLang('zh');
    expect(boardText(m, 1)).toContain('魅饰（背面朝下）');
    expect(boardText(m, 0)).toContain('魅饰：');
  });

  it("the opponent's determinization resamples a Charm; its owner's keeps it", () => {
    const m = scenario({ p1: { lrig: [X.ulith4], signi: [X.maimon], charm: [X.kooni], hand: [C.iron, C.iron, C.iron], deck: Array(20).fill(C.kukri) } });
    const id = (s: typeof m.state, inst: number) => (s as ReturnType<typeof st>).kinds[(s as ReturnType<typeof st>).ids[inst]!];
    const mine = determinizeFor(st(m), 0, seedRng(3));
    expect(id(mine, mine.players[0]!.charm![0]!)).toBe(X.kooni);
    const seen = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const theirs = determinizeFor(st(m), 1, seedRng(k));
      seen.add(id(theirs, theirs.players[0]!.charm![0]!)!);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
