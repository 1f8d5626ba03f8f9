/**
 * Replacement effects, "if your SIGNI would ..., instead you may ..." (rules/replace.ts): the question goes to the
 * SIGNI's owner as the event would happen (also during the opponent's turn and effect), and the event then happens
 * or not. Strict scripted scenarios, one per card that uses it.
 */
import { setContentLang } from '../../../src/engine/i18n.js';
import { viewOf } from '../../../src/games/wixoss/view.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { decisionOf } from '../../../src/engine/match.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { paimon: 'WX04-052', ulith4: 'WD05-001', eldora4: 'WD06-001', shironakuji: 'WX06-019', scylla: 'WD06-009', pearl: 'WD06-012', kozame: 'WD06-014', rococo: 'WD01-006' } as const;
const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

const SUPER_LOSS = 'WX03-033'; // banish every opposing SIGNI with power 12000 or more

afterEach(() => setContentLang('en'));
const promptOf = (m: ReturnType<typeof scenario>) => { const d = decisionOf(m); return d.over ? '' : d.prompt; };

describe('Paimon, Fallen Nihilism: a <Devil> SIGNI about to be banished may lose its Charm instead', () => {
  // Ann (P1, the turn player) burns Bob's Kooni; Bob holds Paimon.
  const setup = (charm: (string | null)[]) => scenario({
    p1: { lrig: [C.hanayo4], hand: [C.firePillar], ener: [C.iron] },
    p2: { lrig: [X.ulith4], signi: [C.kooni, X.paimon], charm },
  });

  it("during the opponent's spell, the owner (not the turn player) is asked; use: the Charm goes, Kooni stays", () => {
    const m = setup([C.kukri, null]);
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
    const prompt = promptOf(m);
    expect(prompt).toContain('Kooni');
    expect(prompt).toContain('would be banished');
    expect(prompt).toContain('Paimon');
    expect(prompt).not.toMatch(/Kukri/); // the Charm is face down: never named
    play(m, 'use');
    expect(zone(m, 1, 'signi')).toEqual([C.kooni, X.paimon, '-']);
    expect(zone(m, 1, 'charm')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 1, 'ener')).toEqual([]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.firePillar]);
    expect(decider(m)).toBe(0); // back to Ann's main phase
  });

  it('skip: Kooni is banished as usual (to the ener zone, its Charm to the trash)', () => {
    const m = setup([C.kukri, null]);
    play(m, 'spell 1', 'pay auto', 'target 1', 'skip');
    expect(zone(m, 1, 'signi')).toEqual(['-', X.paimon, '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.kooni]);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
  });

  it('without a Charm under it nothing is asked: Kooni is banished', () => {
    const m = setup([null, C.kukri]);
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(decider(m)).toBe(0);
    expect(zone(m, 1, 'ener')).toEqual([C.kooni]);
    expect(zone(m, 1, 'charm')).toEqual(['-', C.kukri, '-']);
  });

  it('covers Paimon itself, and a battle: use keeps it on the field, and a Lancer attacker crushes nothing', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano] }, p2: { lrig: [X.ulith4], signi: [X.paimon], charm: [C.kukri], life: [C.kukri, C.kukri] } });
    st(m).mods.push({ inst: st(m).players[0]!.signi[0]!, kw: 'lancer' });
    play(m, 'attack 1');
    expect(decider(m)).toBe(1);
    play(m, 'use');
    expect(zone(m, 1, 'signi')).toEqual([X.paimon, '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
    expect(st(m).players[1]!.life.length).toBe(2);
  });

  it('a battle, skip: banished, and then the Lancer crush comes', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano] }, p2: { lrig: [X.ulith4], signi: [X.paimon], charm: [C.kukri], life: [C.iron, C.iron] } });
    st(m).mods.push({ inst: st(m).players[0]!.signi[0]!, kw: 'lancer' });
    play(m, 'attack 1', 'skip');
    expect(zone(m, 1, 'ener')).toEqual([X.paimon, C.iron]); // then the crushed life cloth
    expect(st(m).players[1]!.life.length).toBe(1);
  });

  it('power 0 at rule processing: the Charm may go instead, then with none left it is banished', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4] }, p2: { lrig: [X.ulith4], signi: [C.kooni, X.paimon], charm: [C.kukri, null] } });
    st(m).mods.push({ inst: st(m).players[1]!.signi[0]!, add: -5000 });
    play(m, 'pass'); // Ann ends her main phase; rule processing looks at Kooni
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 1, 'ener')).toEqual([C.kooni]); // still power 0 with no Charm: banished at the next look
  });

  it('"banish; if you do" (Dragon Phoenix spell): replaced, the rest does not happen; let happen, it does', () => {
    const spell = 'WX04-032';
    const setupSpell = () => scenario({
      p1: { lrig: [C.hanayo4], hand: [spell], ener: [C.iron, C.iron, C.iron, C.iron, C.iron] },
      p2: { lrig: [X.ulith4], signi: [C.kooni, X.paimon], charm: [C.kukri, null], ener: [C.metsum, C.metsum] },
    });
    const replaced = setupSpell();
    play(replaced, 'spell 1', 'pay auto', 'target 1', 'use');
    expect(zone(replaced, 1, 'ener')).toEqual([C.metsum, C.metsum]);
    expect(choices(replaced)).not.toContain(`pick ${C.metsum.toLowerCase()}`); // back in Ann's main phase
    const banished = setupSpell();
    play(banished, 'spell 1', 'pay auto', 'target 1', 'skip');
    expect(zone(banished, 1, 'ener')).toEqual([C.metsum, C.metsum, C.kooni]);
    expect(choices(banished)).toContain(`pick ${C.metsum.toLowerCase()}`); // the "if you do" part goes on
  });

  it('its own effect too: Sacrifice Slash ("banish 1 of your SIGNI; if you did, banish 1 opposing SIGNI") waits on the answer', () => {
    const slash = 'WX02-045';
    const setupSlash = () => scenario({
      p1: { lrig: [X.ulith4], hand: [slash], ener: [C.kooni, C.kooni, C.kooni], signi: [C.kooni, X.paimon], charm: [C.kukri, null] },
      p2: { signi: [C.iron] },
    });
    const replaced = setupSlash();
    play(replaced, 'spell 1', 'pay auto', 'target own 1', 'target 1');
    expect(decider(replaced)).toBe(0);
    expect(choices(replaced)).toEqual(['use', 'skip']);
    play(replaced, 'use');
    expect(zone(replaced, 0, 'signi')).toEqual([C.kooni, X.paimon, '-']);
    expect(zone(replaced, 1, 'signi')).toEqual([C.iron, '-', '-']); // not banished: "if you did" failed
    const banished = setupSlash();
    play(banished, 'spell 1', 'pay auto', 'target own 1', 'target 1', 'skip');
    expect(zone(banished, 0, 'signi')).toEqual(['-', X.paimon, '-']);
    expect(zone(banished, 1, 'ener')).toEqual([C.iron]);
  });

  it('on play it may put the top card of the deck under itself as a Charm (its owner alone sees it)', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], hand: [X.paimon], deck: [C.kooni, C.kukri] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target own 1', 'skip']);
    play(m, 'target own 1');
    expect(zone(m, 0, 'charm')).toEqual([C.kooni, '-', '-']);
    expect(viewOf(st(m), 1).players[0]!.signi[0]!.charm).toEqual({});
  });

  it('Burst: the top 3 into the trash, then a <Devil> SIGNI from the trash into hand', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano] }, p2: { lrig: [X.ulith4], life: [X.paimon], deck: [C.kukri, C.kooni, C.iron, C.iron] } });
    play(m, 'attack 1', 'burst');
    expect(zone(m, 1, 'trash')).toEqual([C.kukri, C.kooni, C.iron]);
    expect(choices(m)).toEqual([`pick ${C.kooni.toLowerCase()}`]);
    play(m, `pick ${C.kooni.toLowerCase()}`);
    expect(zone(m, 1, 'hand')).toEqual([C.kooni]);
  });
});

describe('Shironakuji, Water Phantom: another <Water Beast> about to leave the field by an opponent\'s effect may stay; Shironakuji gets -6000', () => {
  // Ann (P1, the turn player) returns Bob's SIGNI to his hand with Rococo Boundary; Bob holds Shironakuji.
  const setup = (signi: (string | null)[]) => scenario({
    p1: { lrig: [C.tama4], lrigDeck: [X.rococo], ener: [C.romail, C.romail, C.romail, C.romail, C.romail] },
    p2: { lrig: [X.eldora4], signi },
  });

  it("the opponent's ARTS bounces Scylla: Bob is asked; use: Scylla stays, Shironakuji gets -6000 until end of turn", () => {
    const m = setup([X.scylla, X.shironakuji]);
    play(m, 'arts 1', 'pay auto', 'target 1', 'done');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
    expect(promptOf(m)).toContain('would leave the field');
    play(m, 'use');
    expect(zone(m, 1, 'signi')).toEqual([X.scylla, X.shironakuji, '-']);
    expect(zone(m, 1, 'hand')).toEqual([]);
    expect(power(m, 1, 1)).toBe(6000);
  });

  it('skip: Scylla returns to the hand', () => {
    const m = setup([X.scylla, X.shironakuji]);
    play(m, 'arts 1', 'pay auto', 'target 1', 'done', 'skip');
    expect(zone(m, 1, 'hand')).toEqual([X.scylla]);
    expect(power(m, 1, 1)).toBe(12000);
  });

  it('not itself: Shironakuji bounced is not asked about', () => {
    const m = setup([X.scylla, X.shironakuji]);
    play(m, 'arts 1', 'pay auto', 'target 2', 'done');
    expect(decider(m)).toBe(0);
    expect(zone(m, 1, 'hand')).toEqual([X.shironakuji]);
  });

  it('two of them: the question names each by its zone (in Chinese too); the one picked gets -6000', () => {
    const m = setup([X.pearl, X.shironakuji, X.shironakuji]);
    play(m, 'arts 1', 'pay auto', 'target 1', 'done');
    expect(choices(m)).toEqual(['target own 2', 'target own 3', 'skip']);
    setContentLang('zh');
    expect(promptOf(m)).toContain('将离场');
    expect(promptOf(m)).toContain('target own 3');
    setContentLang('en');
    play(m, 'target own 3');
    expect(power(m, 1, 1)).toBe(12000);
    expect(power(m, 1, 2)).toBe(6000);
    expect(zone(m, 1, 'signi')).toEqual([X.pearl, X.shironakuji, X.shironakuji]);
  });

  it('swept away together (Super Loss banishes every SIGNI of 12000 or more): Shironakuji, gone first, still covers Scylla', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [SUPER_LOSS], ener: [C.hyakko, C.hyakko, C.hyakko, C.hyakko] }, p2: { lrig: [X.eldora4], signi: [X.shironakuji, X.scylla] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 1, 'ener')).toEqual([X.shironakuji]);
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 1, 'signi')).toEqual(['-', X.scylla, '-']);
    expect(power(m, 1, 1)).toBe(12000);
  });

  it('two Shironakuji swept away together may each keep the other', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [SUPER_LOSS], ener: [C.hyakko, C.hyakko, C.hyakko, C.hyakko] }, p2: { lrig: [X.eldora4], signi: [X.shironakuji, X.shironakuji] } });
    play(m, 'spell 1', 'pay auto', 'use', 'use');
    expect(zone(m, 1, 'signi')).toEqual([X.shironakuji, X.shironakuji, '-']);
    expect(power(m, 1, 0)).toBe(6000);
    expect(power(m, 1, 1)).toBe(6000);
  });

  it('a battle is no effect: a <Water Beast> beaten in battle is banished without a question', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano] }, p2: { lrig: [X.eldora4], signi: [X.pearl, X.shironakuji] } });
    play(m, 'attack 1');
    expect(zone(m, 1, 'ener')).toEqual([X.pearl]);
    expect(decider(m)).toBe(0);
  });

  it('not by an effect of the opponent: Bob putting Pearl into his trash himself is not covered', () => {
    const m = scenario({ active: 1, p2: { lrig: [X.eldora4], signi: [X.pearl, X.shironakuji] } });
    play(m, 'trash signi 1');
    expect(zone(m, 1, 'trash')).toEqual([X.pearl]);
    expect(power(m, 1, 1)).toBe(12000);
  });

  it('Burst: reveal <Water Beast> SIGNI from the hand one by one; the opposing SIGNI gets -3000 for each', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [C.volcano, C.volcano] }, p2: { lrig: [X.eldora4], life: [X.shironakuji], hand: [X.kozame, C.kukri, X.kozame, X.scylla] } });
    play(m, 'attack 2', 'burst');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(choices(m)).toEqual(['reveal 1', 'reveal 4', 'done']);
    play(m, 'reveal 1');
    expect(choices(m)).toEqual(['reveal 3', 'reveal 4', 'done']); // the other Kozame is still there to reveal
    const before = power(m, 0, 0);
    play(m, 'reveal 4', 'done');
    expect(power(m, 0, 0)).toBe(before - 6000);
    expect(power(m, 0, 1)).toBe(before);
    expect(zone(m, 1, 'hand').slice(0, 4)).toEqual([X.kozame, C.kukri, X.kozame, X.scylla]); // revealed cards stay (Eldora then draws 1)
  });
});
