/** WX03 Kano (the `powerReached` trigger, rules/power-edge.ts) and WD08 Umr=Fyra (a free use from the trash, ops-free-act.ts). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { ruleCheck } from '../../../src/games/wixoss/rules/processing.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const KANO = 'WX03-032';
const FYRA = 'WD08-001', UMR3 = 'WD08-002', NESSIE = 'WD08-009', NEBRA = 'WX02-069';

describe('WX03 Kano', () => {
  it('each card put into your ener zone during your turn gives +3000; reaching 15000 banishes it and 1 opposing SIGNI', () => {
    const m = scenario({ phase: 'ener', p1: { lrig: [C.midori3], signi: [KANO], hand: [C.iron, C.koalan], lrigDeck: [C.highSpirits], ener: [C.pandan] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'ener 1');
    expect(signiPower(st(m), 0, 0)).toBe(8000);
    play(m, 'arts 1', 'pay auto'); // In High Spirits: +5000 (paying puts the ener card into the trash: no +3000)
    expect(signiPower(st(m), 0, 0)).toBe(13000);
    play(m, 'summon 1 2', 'target own 1'); // Koalan: +3000 to Kano -> 16000
    expect(choices(m)).toEqual(['target 1', 'target 2']); // Kano's ability: which opposing SIGNI
    play(m, 'target 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.koalan, '-']);
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    // Kano went to its owner's ener zone: no further question, the main phase goes on.
    expect(decider(m)).toBe(0);
    expect(choices(m)).toContain('pass');
  });

  it('no +3000 in the opponent\'s turn (its SIGNI banished into your ener zone there)', () => {
    const m = scenario({ active: 1, p1: { signi: [KANO, C.kukri] }, p2: { lrig: [C.hanayo3], signi: [null, C.iron] } });
    play(m, 'pass', 'attack 2');
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
    expect(signiPower(st(m), 0, 0)).toBe(5000);
  });

  it('with no opposing SIGNI it still banishes itself', () => {
    const m = scenario({ phase: 'ener', p1: { lrig: [C.midori3], signi: [KANO], hand: [C.iron, C.koalan], lrigDeck: [C.highSpirits], ener: [C.pandan] } });
    play(m, 'ener 1', 'arts 1', 'pay auto', 'summon 1 2', 'target own 1');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.koalan, '-']);
    expect(zone(m, 0, 'ener')).toEqual([C.iron, KANO]);
    expect(choices(m)).toContain('pass');
  });
});

describe('ruling: "when this SIGNI\'s power becomes N or more" triggers once per crossing, seen at rule processing', () => {
  const setup = () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [KANO] }, p2: { signi: [C.iron] } });
    const s = st(m);
    return { m, s, kano: s.players[0]!.signi[0]! };
  };
  const kanoFired = (s: ReturnType<typeof setup>['s'], kano: number) => s.fired.filter((f) => f.src === kano && f.key === 'trigger' && f.abilityIndex === 1).length;

  it('fires when found at 15000 or more after being below; not again while it stays there; again after dropping below', () => {
    const { s, kano } = setup();
    s.mods.push({ inst: kano, add: 10000 });
    ruleCheck(s);
    expect(kanoFired(s, kano)).toBe(1);
    s.mods.push({ inst: kano, add: 3000 }); // still over: no second trigger
    ruleCheck(s);
    expect(kanoFired(s, kano)).toBe(1);
    s.mods = [{ inst: kano, add: 5000 }]; // 10000: below
    ruleCheck(s);
    expect(kanoFired(s, kano)).toBe(1);
    s.mods.push({ inst: kano, add: 5000 }); // 15000 again
    ruleCheck(s);
    expect(kanoFired(s, kano)).toBe(2);
  });

  it('a rise and fall between two checks (inside one effect) is not seen', () => {
    const { s, kano } = setup();
    s.mods.push({ inst: kano, add: 10000 });
    s.mods.pop();
    ruleCheck(s);
    expect(kanoFired(s, kano)).toBe(0);
  });

  it('a SIGNI first seen on the field at 15000 or more triggers', () => {
    const { s, kano } = setup();
    s.atPower = [];
    s.players[0]!.signi[0] = -1;
    ruleCheck(s);
    s.players[0]!.signi[0] = kano;
    s.mods.push({ inst: kano, add: 10000 });
    ruleCheck(s);
    expect(kanoFired(s, kano)).toBe(1);
  });

  it('once triggered, it resolves even if the power dropped below 15000 before it resolves', () => {
    const m = scenario({ phase: 'ener', p1: { lrig: [C.midori3], signi: [KANO], hand: [C.iron, C.koalan], lrigDeck: [C.highSpirits], ener: [C.pandan] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'ener 1', 'arts 1', 'pay auto', 'summon 1 2', 'target own 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    const s = st(m);
    const kano = s.players[0]!.signi[0]!;
    s.mods = s.mods.filter((mod) => mod.inst !== kano); // say an effect took its +power away meanwhile
    expect(signiPower(s, 0, 0)).toBe(5000);
    play(m, 'target 1');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.koalan, '-']);
    expect(zone(m, 1, 'signi')).toEqual(['-', C.kukri, '-']);
  });
});

describe('ruling: Kano, more', () => {
  it('two cards charged by one effect give two +3000, each resolved on its own; the crossing triggers once', () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [KANO], hand: ['WX03-019'], lrigDeck: [C.highSpirits, C.highSpirits], ener: [C.pandan], deck: [C.iron, C.kukri, C.flamber] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'arts 1', 'pay auto'); // 10000
    play(m, 'summon 1 2', 'use');
    expect(choices(m)).toEqual(['pick wd04-006']);
    play(m, 'pick wd04-006'); // Marigold: the top 2 cards into the ener zone -> 13000, 16000
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.kukri]);
    expect(signiPower(st(m), 0, 0)).toBe(16000);
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.kukri, '-']);
    expect(zone(m, 0, 'signi')).toEqual(['-', 'WX03-019', '-']);
    expect(choices(m)).toContain('pass'); // no second Kano trigger
  });

  it('a crushed life cloth of yours put into your ener zone during your turn counts too (Burning Spirit)', () => {
    const m = scenario({ p1: { lrig: ['WX02-007'], signi: [KANO], lrigDeck: ['WX02-017'], ener: [C.firefly, C.pandan], life: [C.amethyst, C.kukri] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([C.amethyst]);
    expect(signiPower(st(m), 0, 0)).toBe(8000);
  });

  it('banishes the opposing SIGNI even if Kano left the field before its ability resolves', () => {
    const m = scenario({ phase: 'ener', p1: { lrig: [C.midori3], signi: [KANO], hand: [C.iron, C.koalan], lrigDeck: [C.highSpirits], ener: [C.pandan] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'ener 1', 'arts 1', 'pay auto', 'summon 1 2', 'target own 1');
    const s = st(m);
    const kano = s.players[0]!.signi[0]!;
    s.players[0]!.signi[0] = -1; // say it was bounced meanwhile
    s.players[0]!.hand.push(kano);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 0, 'hand')).toEqual([KANO]);
  });
});

describe('WD08 Umr=Fyra', () => {
  it('on grow: the picked trash SIGNI\'s next use of its trash ability this turn costs nothing; a copy still costs', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [UMR3], lrigDeck: [FYRA], ener: [C.kooni, C.kooni, C.kooni], trash: [NEBRA, NESSIE, NEBRA] }, p2: { signi: [C.iron] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wx02-069', 'pick wd08-009']);
    play(m, 'pick wx02-069');
    expect(zone(m, 0, 'ener')).toEqual([]);
    // Only the marked Nebra is usable with no ener; its copy (trash 3) and Nessie cost their ener.
    expect(choices(m)).toEqual(['act lrig', 'act lrig 2', 'act trash 1', 'pass']);
    play(m, 'act trash 1', 'pick wx02-069', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([NEBRA, '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([NESSIE, NEBRA, C.kooni, C.kooni, C.kooni]);
    expect(choices(m)).toEqual(['act lrig', 'act lrig 2', 'trash signi 1', 'pass']); // the mark is spent
  });

  it('the mark lasts until end of turn only', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [UMR3], lrigDeck: [FYRA], ener: [C.kooni, C.kooni, C.kooni], trash: [NEBRA] } });
    play(m, 'grow 1', 'pay auto', 'pick wx02-069');
    expect(st(m).mods.some((mod) => mod.freeAct)).toBe(true);
    play(m, 'pass', 'pass', 'pass');
    expect(st(m).mods.some((mod) => mod.freeAct)).toBe(false);
  });

  it('the mark goes when the card leaves the trash (it is another card if it comes back)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [UMR3], lrigDeck: [FYRA], ener: [C.kooni, C.kooni, C.kooni], trash: [NEBRA] } });
    play(m, 'grow 1', 'pay auto', 'pick wx02-069', 'act lrig 2', 'pick wx02-069', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([NEBRA, '-', '-']);
    expect(st(m).mods.some((mod) => mod.freeAct)).toBe(false);
  });

  it('no SIGNI with a trash ability: nothing is asked', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [UMR3], lrigDeck: [FYRA], ener: [C.kooni, C.kooni, C.kooni], trash: [C.kooni] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['act lrig', 'act lrig 2', 'pass']);
  });

  it('activated: mill 3 once per turn for no cost; down: put 1 SIGNI from your trash onto your field', () => {
    const m = scenario({ p1: { lrig: [FYRA], deck: [C.kooni, C.cosmo, C.succu, C.kooni], trash: [C.cosmo] } });
    play(m, 'act lrig');
    expect(zone(m, 0, 'trash')).toEqual([C.cosmo, C.kooni, C.cosmo, C.succu]);
    expect(choices(m)).toEqual(['act lrig 2', 'pass']);
    play(m, 'act lrig 2');
    expect(choices(m)).toEqual(['pick wd05-012', 'pick wd05-013']); // Succu (limited to Ulith) does not fit
    play(m, 'pick wd05-013', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.kooni, '-']);
    expect(st(m).players[0]!.lrigDown).toBe(true);
  });
});

describe('ruling: "choose one" (op chooseMode) is chosen when the effect is used, with its targets', () => {
  it('a spell\'s mode and target are chosen before the opponent\'s [Spell Cut-In] window', () => {
    const m = scenario({ p1: { lrig: ['WD07-002'], hand: ['WD07-018'], ener: [C.kukri, C.kooni] }, p2: { signi: [C.silvan], lrigDeck: ['WX01-018'], ener: [C.rmn, C.rmn] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['mode 1', 'mode 2']);
    expect(decider(m)).toBe(0);
    play(m, 'mode 2', 'target 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'pass');
    expect(signiPower(st(m), 1, 0)).toBe(2000);
  });
});
