/** WX05 Beginning Selector: the cards that play with the existing effect ops (strict scripted scenarios, one `it` per card). */
import { setContentLang } from '../../../src/engine/i18n.js';
import { cardDef } from '../../../src/games/wixoss/cards/db.js';
import { hasLancer, signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

const X = {
  sagfami: 'WX05-046', metron: 'WX05-048', michel: 'WX05-050', gaevolg: 'WX05-029', brionac: 'WX05-049', engetsu: 'WX05-051',
  peridot: 'WX05-033', rhino: 'WX05-041', lintwurm: 'WX05-054', arahabaki: 'WX05-075', loki: 'WX05-076',
  rubyl: 'WX01-066', sapphi: 'WX01-071', volcano: 'WD02-009', yuzuki4: 'SP02-001', brazaus: 'WX06-027', saros: 'WX06-051',
  golspe: 'WX06-036', doronjo: 'WX06-CB04', umr3: 'WX03-011', mayu: 'WX05-001', necronomico: 'WX05-026', womba: 'WX06-049', sparrow: 'WX01-090',
} as const;

describe('WX05 constant abilities', () => {
  it('Code Maze Metron: with 3 <Labyrinth> SIGNI on your field (itself included) all your SIGNI get +2000; with 2 they do not', () => {
    const three = scenario({ p1: { lrig: [C.tama4], signi: [X.sagfami, X.metron, X.michel] } });
    expect([power(three, 0, 0), power(three, 0, 1), power(three, 0, 2)]).toEqual([9000, 7000, 4000]);
    const two = scenario({ p1: { lrig: [C.tama4], signi: [X.sagfami, X.metron, C.kukri] } });
    expect([power(two, 0, 0), power(two, 0, 1)]).toEqual([7000, 5000]);
  });

  it('Lintwurm: your other <Dragon Beast> SIGNI get +2000 (not itself, not other classes); Burst: find a <Dragon Beast> SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [X.lintwurm, X.brazaus, C.iron] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2)]).toEqual([7000, 9000, cardDef(C.iron).power]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.lintwurm], deck: [C.iron, X.brazaus] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wx06-027', 'done']);
    play(b, 'pick wx06-027');
    expect(zone(b, 1, 'hand')).toEqual([X.brazaus]);
  });

  it('Loki: your other <Devil> SIGNI get +2000; Burst: find a <Devil> SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: [X.loki, X.saros, C.iron] } });
    // Saros is 8000 beside another <Devil>, then +2000 from Loki
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2)]).toEqual([7000, 10000, cardDef(C.iron).power]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.loki], deck: [C.iron, X.saros] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wx06-051');
    expect(zone(b, 1, 'hand')).toEqual([X.saros]);
  });
});

describe('WX05 activated and triggered abilities', () => {
  it('Gaevolg: [White] and down: trash an opposing SIGNI, offered only while its power is 12000 or more', () => {
    const weak = scenario({ p1: { lrig: [X.yuzuki4], ener: [C.kukri], signi: [X.gaevolg] }, p2: { signi: [C.caliburn] } });
    expect(power(weak, 0, 0)).toBe(10000);
    expect(choices(weak)).not.toContain('act 1');
    // Yuzuki-Four with Volcano on the field: +2000 during your turn, so Gaevolg is 12000
    const m = scenario({ p1: { lrig: [X.yuzuki4], ener: [C.kukri], signi: [X.gaevolg, X.volcano] }, p2: { signi: [C.caliburn] } });
    expect(power(m, 0, 0)).toBe(12000);
    play(m, 'act 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
  });

  it('Engetsu: when banished, pay [White] to find Brionac, Medium Spear; Burst: draw 1', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { signi: [X.engetsu], ener: [C.kukri], deck: [C.iron, X.brionac] }, p2: { signi: [C.caliburn] } });
    play(m, 'attack 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wx05-049', 'done']);
    play(m, 'pick wx05-049');
    expect(zone(m, 0, 'hand')).toEqual([X.brionac]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.engetsu], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Peridot: on play with Sapphi and Rubyl on your field, banish an opposing SIGNI of power 15000 or less; without both, nothing', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [X.peridot], signi: [X.sapphi, X.rubyl] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'summon 1 3');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    const one = scenario({ p1: { lrig: [C.hanayo4], hand: [X.peridot], signi: [X.sapphi, C.iron] }, p2: { signi: [C.caliburn] } });
    play(one, 'summon 1 3');
    expect(zone(one, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    expect(choices(one)).not.toContain('target 1');
  });

  it('Rhino: down it to give one of your <Sky Beast> or <Earth Beast> SIGNI Lancer until end of turn', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [X.rhino, X.sparrow, C.iron] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2');
    expect(hasLancer(st(m), 0, 1)).toBe(true);
    expect(hasLancer(st(m), 0, 0)).toBe(false);
  });

  it('Code Anti Arahabaki: on play, discard an <Ancient Weapon> SIGNI to put a level 3 or higher <Ancient Weapon> SIGNI from the trash onto the field', () => {
    const m = scenario({ p1: { lrig: [X.umr3], hand: [X.arahabaki, X.doronjo], trash: [X.golspe, X.arahabaki] } });
    play(m, 'summon 1 1', 'use', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(choices(m)).toEqual(['pick wx05-075']); // Golspe (level 2) and the discarded Doronjo (level 1) do not fit
    play(m, 'pick wx05-075', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([X.arahabaki, X.arahabaki, '-']);
    expect(zone(m, 0, 'trash').sort()).toEqual([X.doronjo, X.golspe].sort());
  });

  it('Code Ancients Necronomico: once per turn, an <Ancient Weapon> SIGNI put onto your field from your trash takes a card from the trash; Burst: a SIGNI from the deck to the trash, then a card from the trash', () => {
    const m = scenario({ p1: { lrig: [X.mayu], signi: [X.necronomico], hand: [X.arahabaki, X.doronjo], trash: [X.arahabaki, C.iron] } });
    play(m, 'summon 1 2', 'use', 'discard 1', 'pick wx05-075', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([X.necronomico, X.arahabaki, X.arahabaki]);
    // the Arahabaki put there has its own on-play too (resolve 1); Necronomico's trigger (resolve 2) takes any card of the trash
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2');
    expect(choices(m)).toEqual(['pick wd02-013', 'pick wx06-cb04']);
    play(m, 'pick wd02-013');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    // once per turn: the second <Ancient Weapon> from the trash this turn takes nothing
    const twice = scenario({ p1: { lrig: [X.mayu], signi: [X.necronomico], hand: [X.golspe, X.golspe], lrigDeck: [C.graveOut, C.graveOut], trash: [X.doronjo, C.iron] } });
    play(twice, 'summon 1 2', 'use', 'pick wd05-008', 'pick wx06-cb04', 'zone 3');
    expect(choices(twice)).toEqual(['pick wd02-013']);
    play(twice, 'pick wd02-013', 'trash signi 3', 'trash signi 2', 'summon 1 2', 'use', 'pick wd05-008', 'pick wx06-cb04', 'zone 3');
    expect(zone(twice, 0, 'signi')).toEqual([X.necronomico, X.golspe, X.doronjo]);
    expect(zone(twice, 0, 'hand')).toEqual([C.iron]);
    expect(choices(twice)).toContain('pass'); // back in the main phase, nothing asked
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.necronomico], deck: [C.iron, X.golspe, C.kukri] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wd02-013', 'pick wx06-036', 'pick wd01-013', 'done']);
    play(b, 'pick wx06-036');
    // the crushed Necronomico waits in the check zone while its burst resolves (then goes to the ener zone): Golspe is the only card in the trash
    expect(choices(b)).toEqual(['pick wx06-036']);
    play(b, 'pick wx06-036');
    expect(zone(b, 1, 'hand')).toEqual([X.golspe]);
    expect(zone(b, 1, 'trash')).toEqual([]);
    expect(zone(b, 1, 'ener')).toEqual([X.necronomico]);
  });

  it('the Chinese text of a WX05 card', () => {
    setContentLang('zh');
    try {
      expect(cardDef(X.metron).text.zh).toEqual(['你的场上有3只<迷宫>精灵时，你的所有精灵力量+2000。']);
    } finally {
      setContentLang('en');
    }
  });
});
