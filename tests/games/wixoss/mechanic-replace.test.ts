/**
 * Replacement effects, "if your SIGNI would ..., instead you may ..." (rules/replace.ts): the question goes to the
 * SIGNI's owner as the event would happen (also during the opponent's turn and effect), and the event then happens
 * or not. Strict scripted scenarios, one per card that uses it.
 */
import { viewOf } from '../../../src/games/wixoss/view.js';
import { decisionOf } from '../../../src/engine/match.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { paimon: 'WX04-052', ulith4: 'WD05-001' } as const;
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
