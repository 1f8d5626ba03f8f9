/** Card effects of WD03 Blue Appli, WD04 Green Wana and WD05 Black Will. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);
const boost = (m: ReturnType<typeof scenario>, seat: number, z: number, add: number) => {
  const s = st(m);
  s.mods.push({ inst: s.players[seat]!.signi[z]!, add });
};

describe('WD03 Blue Appli', () => {
  it('Code Piruluk T: +2000 while Code Art RMN is on your field and the opponent holds 1 card or fewer', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [C.rmn, C.sc] }, p2: { hand: [C.kukri] } });
    expect(power(m, 0, 1)).toBe(5000);
    const two = scenario({ p1: { lrig: [C.piruluk4], signi: [C.rmn, C.sc] }, p2: { hand: [C.kukri, C.kukri] } });
    expect(power(two, 0, 1)).toBe(3000);
  });

  it('Peeping Analyze: declare a level, look at the hand, every SIGNI of that level is discarded', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], lrigDeck: [C.peeping], ener: [C.sc, C.sc, C.sc] }, p2: { hand: [C.kukri, C.flamber, C.iron, C.jetting] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['declare 0', 'declare 1', 'declare 2', 'declare 3', 'declare 4', 'declare 5']);
    play(m, 'declare 1');
    expect(zone(m, 1, 'hand')).toEqual([C.flamber, C.jetting]);
    expect(zone(m, 1, 'trash').sort()).toEqual([C.kukri, C.iron].sort());
    expect(st(m).events.some((e) => e.to === 0 && /hand/.test(e.text))).toBe(true);
  });

  it("Don't Move: down up to 2 opposing SIGNI", () => {
    const m = scenario({ p1: { lrigDeck: [C.dontMove], ener: [C.sc, C.sc, C.sc], signi: [C.kukri] }, p2: { signi: [C.kukri, C.iron, C.flamber] } });
    play(m, 'pass', 'arts 1', 'pay auto', 'target 1', 'target 3');
    expect(st(m).players[1]!.signiDown).toEqual([true, false, true]);
  });

  it("Ruling (Don't Move): a down opposing SIGNI may be chosen (the text does not say up); it stays down", () => {
    const m = scenario({ p1: { lrigDeck: [C.dontMove], ener: [C.sc, C.sc, C.sc] }, p2: { signi: [C.kukri, C.iron, null], down: [true, false, false] } });
    play(m, 'pass', 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'done']);
    play(m, 'target 1', 'done');
    expect(st(m).players[1]!.signiDown).toEqual([true, false, false]);
  });

  it('Draw Two: draw 2', () => {
    const m = scenario({ p1: { lrigDeck: [C.drawTwo], ener: [C.sc, C.sc], deck: [C.iron, C.kukri, C.flamber] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri]);
  });

  it('Code Art RMN: on play you may pay [Blue] to discard a random card of the opponent; Burst: the opponent discards 1 of their choice', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [C.rmn], ener: [C.sc] }, p2: { hand: [C.kukri, C.iron] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(st(m).players[1]!.hand).toHaveLength(1);
    expect(zone(m, 1, 'trash')).toHaveLength(1);
    expect([C.kukri, C.iron]).toContain(zone(m, 1, 'trash')[0]);
    const b = scenario({ p1: { signi: [C.kukri], hand: [C.kukri, C.flamber] }, p2: { life: [C.rmn] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(decider(b)).toBe(0);
    play(b, 'discard 2');
    expect(zone(b, 0, 'trash')).toEqual([C.flamber]);
  });

  it('Code Art SMP: on play look at the hand and discard a level-1 card you pick; Burst draws 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [C.smp] }, p2: { hand: [C.kukri, C.iron, C.flamber, C.jetting] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd02-013']);
    play(m, 'pick wd02-013');
    expect(zone(m, 1, 'trash')).toEqual([C.iron]);
    const none = scenario({ p1: { lrig: [C.piruluk3], hand: [C.smp] }, p2: { hand: [C.flamber] } });
    play(none, 'summon 1 1');
    expect(zone(none, 1, 'hand')).toEqual([C.flamber]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.smp], deck: [C.iron], hand: [] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Code Art RFR: on play draw 1, then discard 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk1], hand: [C.rfr, C.flamber], deck: [C.kukri, C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.flamber]);
  });

  it('TOO BAD: the opponent discards a random card', () => {
    const m = scenario({ p1: { hand: [C.tooBad], ener: [C.sc] }, p2: { hand: [C.kukri, C.iron, C.flamber] } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).players[1]!.hand).toHaveLength(2);
    expect(zone(m, 1, 'trash')).toHaveLength(1);
  });
});

describe('WD04 Green Wana', () => {
  it('Midoriko, Fourth Girl: +2000 while Seiryu is on your field and your ener zone holds 7+ cards', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [C.seiryu, C.pandan], ener: Array(7).fill(C.pandan) } });
    expect(power(m, 0, 1)).toBe(4000);
    const six = scenario({ p1: { lrig: [C.midori4], signi: [C.seiryu, C.pandan], ener: Array(6).fill(C.pandan) } });
    expect(power(six, 0, 1)).toBe(2000);
  });

  it('In High Spirits: your SIGNI get +5000 until end of turn', () => {
    const m = scenario({ p1: { lrig: [C.midori3], lrigDeck: [C.highSpirits], ener: [C.pandan], signi: [C.pandan, C.kogenbu] } });
    play(m, 'arts 1', 'pay auto');
    expect([power(m, 0, 0), power(m, 0, 1)]).toEqual([7000, 8000]);
  });

  it('Over and Over Again: up to 2 cards from your ener zone into hand', () => {
    const m = scenario({ p1: { lrigDeck: [C.overAgain], ener: [C.pandan, C.kukri, C.iron] } });
    play(m, 'arts 1', 'pay 1');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd02-013', 'done']);
    play(m, 'pick wd02-013', 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri]);
  });

  it('Follow Blindly: banish a SIGNI with power 12000 or more, in the main or the attack phase', () => {
    const m = scenario({ p1: { lrig: [C.midori3], lrigDeck: [C.followBlindly], ener: Array(3).fill(C.pandan), signi: [C.pandan] }, p2: { lrig: [C.hanayo4], signi: [C.caliburn, C.volcano] } });
    expect(choices(m)).toContain('arts 1');
    play(m, 'pass');
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.volcano]);
  });

  it('Seiryu: with 3 SIGNI of 15000+ it has Lancer and banishes an opposing SIGNI when it attacks; Burst banishes 10000+', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [C.seiryu, C.bigtatt, C.misuzaku] }, p2: { signi: [C.caliburn, C.iron] } });
    boost(m, 0, 0, 3000); boost(m, 0, 1, 7000); boost(m, 0, 2, 7000);
    play(m, 'pass', 'attack 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    // Then the battle: Caliburn is banished and Lancer crushes a life cloth.
    expect(zone(m, 1, 'ener')).toEqual([C.iron, C.caliburn, C.kukri]);
    expect(st(m).players[1]!.life).toHaveLength(6);
    const weak = scenario({ p1: { lrig: [C.midori4], signi: [C.seiryu] }, p2: { signi: [C.caliburn, C.iron] } });
    play(weak, 'pass', 'attack 1');
    expect(zone(weak, 1, 'ener')).toEqual([C.caliburn]); // plain battle, no trigger, no Lancer
    expect(st(weak).players[1]!.life).toHaveLength(7);
    const b = scenario({ p1: { signi: [C.kukri, C.caliburn, C.flamber] }, p2: { life: [C.seiryu] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 2']);
  });

  it('Misuzaku: Burst banishes a SIGNI with power 12000 or more', () => {
    // Tamayorihime's aura (Romail on the field) lifts Caliburn to 12000; Kukri stays at 5000.
    const b = scenario({ p1: { lrig: [C.tama4], signi: [C.kukri, C.caliburn, C.romail] }, p2: { life: [C.misuzaku] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 2', 'target 3']);
  });

  it('Bigtatt: on play your SIGNI get +2000 until end of turn', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [C.bigtatt], signi: [null, C.pandan] } });
    play(m, 'summon 1 1');
    expect([power(m, 0, 0), power(m, 0, 1)]).toEqual([10000, 4000]);
  });

  it('Koalan and Pandan: on play one of your SIGNI gets +3000 / +2000 until end of turn', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [C.koalan, C.pandan], signi: [null, C.hyakko] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2', 'summon 1 3', 'target own 2');
    expect(power(m, 0, 1)).toBe(1000 + 3000 + 2000);
  });

  it('Kogenbu and Hyakko: when they attack with enough power (5000 / 3000), the top card goes to ener', () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [C.kogenbu, C.hyakko], deck: [C.iron, C.kukri, C.flamber] } });
    play(m, 'pass', 'attack 1', 'attack 2');
    expect(zone(m, 0, 'ener')).toEqual([]);
    const strong = scenario({ p1: { lrig: [C.midori3], signi: [C.kogenbu, C.hyakko], deck: [C.iron, C.kukri, C.flamber] } });
    boost(strong, 0, 0, 2000); boost(strong, 0, 1, 2000);
    play(strong, 'pass', 'attack 1', 'attack 2');
    expect(zone(strong, 0, 'ener')).toEqual([C.iron, C.kukri]);
  });

  it('Fallen: down one of your up SIGNI, then banish an opposing SIGNI with power up to its power', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [C.fallen], ener: [C.pandan], signi: [C.bigtatt] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'spell 1', 'pay auto', 'target own 1');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
  });
});

describe('WD05 Black Will', () => {
  it('Ulith, Jailer Enma: +2000 while Metsum is on your field and your trash holds 20+ cards', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: [C.metsum, C.kooni], trash: Array(20).fill(C.kooni) } });
    expect(power(m, 0, 1)).toBe(5000);
    const few = scenario({ p1: { lrig: [C.ulith4], signi: [C.metsum, C.kooni], trash: Array(19).fill(C.kooni) } });
    expect(power(few, 0, 1)).toBe(3000);
  });

  it('Moment Punish and Eternal Punish: -7000 / -15000 until end of turn (0 or less is banished)', () => {
    const m = scenario({ p1: { lrigDeck: [C.momentPunish, C.eternalPunish], ener: Array(5).fill(C.kooni) }, p2: { lrig: [C.tama4], signi: [C.caliburn, C.romail] } });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(power(m, 1, 0)).toBe(10000 + 2000 + 1000 - 7000);
    play(m, 'arts 1', 'pay auto', 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.romail]);
  });

  it('Grave Out: up to 3 SIGNI from your trash into hand', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], lrigDeck: [C.graveOut], ener: Array(5).fill(C.kooni), trash: [C.jetting, C.flamber, C.iron] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-012', 'pick wd02-013', 'pick wd05-013', 'done']);
    play(m, 'pick wd01-012', 'pick wd02-013', 'done');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber, C.iron]);
  });

  it('Metsum: on play every player puts their top 7 cards into the trash; Burst takes any card from your trash', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], hand: [C.metsum], deck: Array(9).fill(C.kooni) }, p2: { deck: Array(8).fill(C.iron) } });
    play(m, 'summon 1 1');
    expect(st(m).players[0]!.deck).toHaveLength(2);
    expect(st(m).players[1]!.deck).toHaveLength(1);
    expect(zone(m, 1, 'trash')).toHaveLength(7);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.metsum], trash: [C.jetting, C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wd01-018', 'pick wd02-013']);
    play(b, 'pick wd01-018');
    expect(zone(b, 1, 'hand')).toEqual([C.jetting]);
  });

  it('Carry: +5000 while your trash holds 10+ cards', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], signi: [C.carry], trash: Array(10).fill(C.kooni) } });
    expect(power(m, 0, 0)).toBe(12000);
    const nine = scenario({ p1: { lrig: [C.ulith3], signi: [C.carry], trash: Array(9).fill(C.kooni) } });
    expect(power(nine, 0, 0)).toBe(7000);
  });

  it('Succu: on play put your top 3 cards into the trash', () => {
    const m = scenario({ p1: { lrig: [C.ulith1], hand: [C.succu], deck: [C.iron, C.kukri, C.flamber, C.kooni] } });
    play(m, 'summon 1 1');
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.kukri, C.flamber]);
  });

  it('Hole Dark: -4000 until end of turn', () => {
    const m = scenario({ p1: { hand: [C.holeDark], ener: [C.kooni] }, p2: { signi: [C.caliburn] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(power(m, 1, 0)).toBe(6000);
  });

  it('Recalled Blessing: a SIGNI from your trash into hand (as a spell and as a Burst)', () => {
    const m = scenario({ p1: { hand: [C.recalled], ener: [C.kooni, C.kooni], trash: [C.jetting, C.flamber] } });
    play(m, 'spell 1', 'pay auto', 'pick wd01-012');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.recalled], trash: [C.iron, C.jetting] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wd02-013']); // a SIGNI: the spell in the trash cannot be taken
    play(b, 'pick wd02-013');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });
});
