/**
 * Issue 46: WX05 Anne Fifth, Violating God Seal. Its grow condition and on-play (up to 3 <Beautiful
 * Technique> SIGNI from the trash), its Exceed 2 used only as an opposing SIGNI attacks (rules/attack-answer.ts: the
 * defender's `act lrig` or `pass` before the battle; the attack is negated), and its Exceed 3 (reveal the whole hand;
 * 8 or more <Beautiful Technique> SIGNI of different names: every opposing SIGNI back to the hand). Strict scenarios.
 */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = {
  fifth: 'WX05-013', anne4: 'WX04-004', anne3: 'WX04-017', anne2: 'WX04-018', anne1: 'WX04-019',
  cubi: 'WX04-050', surrelis: 'WX04-089', puri: 'WX04-092', dot: 'WX05-039', makie: 'WX05-067', colla: 'WX05-068',
  pop: 'WX05-069', ameco: 'WX05-070', origami: 'WX05-071', crayon: 'WX05-072',
} as const;
const stack = [X.anne1, X.anne2, X.anne3, X.anne4, X.fifth];

describe('Anne Fifth: grow and on play', () => {
  it('grows from an Anne; up to 3 <Beautiful Technique> SIGNI from the trash into the hand (done stops early)', () => {
    const m = scenario({
      phase: 'grow',
      p1: { lrig: [X.anne3, X.anne4], lrigDeck: [X.fifth], ener: [C.bonya, C.hyakko, C.hyakko], trash: [X.cubi, X.puri, X.cubi, C.kukri, X.origami] },
    });
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 0, 'lrig')).toEqual([X.anne3, X.anne4, X.fifth]);
    expect(choices(m)).toEqual(['pick wx04-050', 'pick wx04-092', 'pick wx05-071', 'done']);
    play(m, 'pick wx04-050', 'pick wx04-050');
    expect(choices(m)).toEqual(['pick wx04-092', 'pick wx05-071', 'done']);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([X.cubi, X.cubi]);
    expect(zone(m, 0, 'trash')).toEqual([X.puri, C.kukri, X.origami, C.bonya, C.hyakko, C.hyakko]);
  });
});

describe('Anne Fifth: Exceed 2 as an opposing SIGNI attacks', () => {
  it('the defender answers the attack with act lrig, pays 2 cards from under the LRIG, and the attack is negated', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: stack, life: [C.kukri, C.kukri] }, p2: { lrig: [C.tama4], signi: [C.iron, C.bonya] } });
    play(m, 'attack 1');
    expect(decider(m)).toBe(0);
    // only the ability with this timing: the Exceed 3 is for the main phase
    expect(choices(m)).toEqual(['act lrig', 'pass']);
    play(m, 'act lrig', 'pick wx04-019', 'pick wx04-017');
    expect(zone(m, 0, 'lrig')).toEqual([X.anne2, X.anne4, X.fifth]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.anne1, X.anne3]);
    // no battle, no damage; the attacker stays down; the next SIGNI may attack
    expect(zone(m, 0, 'life')).toHaveLength(2);
    expect(st(m).players[1]!.signiDown).toEqual([true, false, false]);
    expect(decider(m)).toBe(1);
    expect(choices(m)).toContain('attack 2');
    play(m, 'attack 2');
    // answered again with the cards left; pass lets the attack crush a life cloth
    expect(choices(m)).toEqual(['act lrig', 'pass']);
    play(m, 'pass');
    expect(zone(m, 0, 'life')).toHaveLength(1);
  });

  it('with fewer than 2 cards under the LRIG there is no question; in the main phase the ability is not offered', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: [X.anne4, X.fifth], life: [C.kukri] }, p2: { lrig: [C.tama4], signi: [C.iron] } });
    play(m, 'attack 1');
    expect(zone(m, 0, 'life')).toHaveLength(0);
    const main = scenario({ p1: { lrig: stack }, p2: { lrig: [C.tama4], signi: [C.iron] } });
    expect(choices(main)).not.toContain('act lrig');
    expect(choices(main)).toContain('act lrig 2');
  });
});

describe('Anne Fifth: Exceed 3', () => {
  const eight = [X.cubi, X.surrelis, X.puri, X.dot, X.makie, X.colla, X.pop, X.ameco];

  it('8 <Beautiful Technique> SIGNI of different names in the revealed hand: every opposing SIGNI returns to the hand', () => {
    const m = scenario({ p1: { lrig: stack, hand: [...eight, X.cubi] }, p2: { lrig: [C.tama4], signi: [C.iron, null, C.bonya] } });
    play(m, 'act lrig 2', 'pick wx04-019', 'pick wx04-018', 'pick wx04-017');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'hand')).toEqual([C.iron, C.bonya]);
    expect(zone(m, 0, 'hand')).toHaveLength(9);
    // the hand was shown to both
    expect(st(m).events.filter((e) => e.to === undefined).map((e) => e.text).join('\n')).toMatch(/reveals the whole hand: .*Ameco/);
  });

  it('7 names (a copy does not count twice): nothing returns', () => {
    const m = scenario({ p1: { lrig: stack, hand: [...eight.slice(0, 7), X.cubi, C.kukri] }, p2: { lrig: [C.tama4], signi: [C.iron, null, C.bonya] } });
    play(m, 'act lrig 2', 'pick wx04-019', 'pick wx04-018', 'pick wx04-017');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', C.bonya]);
  });
});
