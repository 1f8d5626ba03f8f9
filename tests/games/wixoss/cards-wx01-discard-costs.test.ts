/** WX01 Served Selector: activated abilities whose cost includes discarding a card (paid before targets), LRIGs and SIGNI of every colour. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX01 level 4 LRIGs: [Colour] and a discarded SIGNI of that colour', () => {
  it('Tamayorihime, Sun Miko: [White] + a white SIGNI: an opposing SIGNI back to hand; no white SIGNI in hand, no ability', () => {
    const m = scenario({ p1: { lrig: [W.tama4Sun], hand: [C.iron, C.kukri, C.jetting], ener: [C.kukri] }, p2: { signi: [C.iron] } });
    expect(choices(m)).toContain('act lrig');
    play(m, 'act lrig', 'pay auto');
    expect(choices(m)).toEqual(['discard 2']); // only the white SIGNI Kukri may pay; paid before the target is chosen
    play(m, 'discard 2', 'target 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.kukri]);
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    const none = scenario({ p1: { lrig: [W.tama4Sun], hand: [C.iron, C.jetting], ener: [C.kukri] }, p2: { signi: [C.iron] } });
    expect(choices(none)).not.toContain('act lrig');
  });

  it('Hanayo-Four, Hundred-Fire Profusion: [Red] + a red SIGNI: banish 10000 or less', () => {
    const m = scenario({ p1: { lrig: [W.hanayo4], hand: [C.iron, C.kukri], ener: [C.iron] }, p2: { lrig: [C.hanayo4], signi: [W.godEater, C.caliburn] } });
    play(m, 'act lrig', 'pay auto', 'discard 1');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
  });

  it('Code Piruluk Omega: a blue SIGNI: the opponent discards a card picked at random', () => {
    const m = scenario({ p1: { lrig: [W.piruluk4], hand: [C.rmn, C.kukri] }, p2: { hand: [C.iron, C.kukri, C.flamber] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(zone(m, 1, 'hand')).toHaveLength(2);
    expect(zone(m, 1, 'trash')).toHaveLength(1);
    expect(choices(m)).not.toContain('act lrig'); // no blue SIGNI left in hand (Kukri is white)
  });

  it('Midoriko, War Empress Type Four: a green SIGNI: 1 of your SIGNI gets +10000', () => {
    const m = scenario({ p1: { lrig: [W.midori4], hand: [W.swallow], signi: [W.eagle] } });
    play(m, 'act lrig', 'discard 1', 'target own 1');
    expect(power(m, 0, 0)).toBe(25000);
  });
});

describe('WX01 SIGNI: discard 1 card and down this', () => {
  it('Michael / Haniel: find a white SIGNI of level 3 / 2 or less', () => {
    const m = scenario({ p1: { lrig: [C.tama3], signi: [W.michael], hand: [C.iron], deck: [C.caliburn, W.godEater, C.iron, C.flamber] } });
    play(m, 'act 1', 'discard 1');
    expect(choices(m)).toEqual(['pick wd01-010', 'pick wd01-012', 'done']);
    play(m, 'pick wd01-010');
    expect(zone(m, 0, 'hand')).toEqual([C.caliburn]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    const h = scenario({ p1: { lrig: [C.tama3], signi: [W.haniel], hand: [C.iron], deck: [C.caliburn, C.flamber] } });
    play(h, 'act 1', 'discard 1');
    expect(choices(h)).toEqual(['pick wd01-012', 'done']);
    const empty = scenario({ p1: { lrig: [C.tama3], signi: [W.haniel], hand: [] } });
    expect(choices(empty)).not.toContain('act 1'); // nothing to discard
  });

  it('Ranchan / Dragunov: banish 5000 / 2000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], signi: [W.ranchan, W.dragunov], hand: [C.iron, C.iron] }, p2: { signi: [C.servantD, C.servantO, C.kukri] } });
    play(m, 'act 1', 'discard 1');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3']);
    play(m, 'target 1', 'act 2', 'discard 1');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.servantD, C.servantO]);
  });

  it('Shakotan: draw 2 then discard 1; Kumanomin: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], signi: [W.shakotan, W.kumanomin], hand: [C.iron, C.kukri], deck: [C.flamber, C.caliburn, C.rmn] } });
    play(m, 'act 1', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.flamber, C.caliburn]);
    play(m, 'discard 3');
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.caliburn]);
    play(m, 'act 2', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber, C.rmn]);
  });

  it('Dandelion / Salvia: ener charge 1', () => {
    for (const id of [W.dandelion, W.salvia]) {
      const m = scenario({ p1: { lrig: [C.midori3], signi: [id], hand: [C.iron], deck: [C.kukri, C.flamber] } });
      play(m, 'act 1', 'discard 1');
      expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
      expect(zone(m, 0, 'trash')).toEqual([C.iron]);
    }
  });
});

describe('WX01 Valkyrie', () => {
  it('Valkyrie, Unforgettable Fantasy: down this: a SIGNI of level 3 or less other than Valkyrie', () => {
    const m = scenario({ p1: { lrig: [C.tama3], signi: [W.valkyrie], deck: [W.valkyrie, W.godEater, C.iron, C.caliburn] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['pick wd02-013', 'pick wd01-010', 'done']);
  });
});
