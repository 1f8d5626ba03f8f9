/**
 * Issue 46: WX04 Mirurun Yocto. On play it looks at the opponent's hand (only its player sees it) and may use
 * one of their spells as its own, free and whatever its limiting condition; its first ability costs [Blue] and a
 * discarded spell and <Atom> SIGNI (the cost discardEach); its second is used only as a [Spell Cut-In] answer to an
 * opposing spell (an LRIG ability in the cut-in window). Strict scripted scenarios.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { decisionOf } from '../../../src/engine/match.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { yocto: 'WX04-003', femto: 'SP06-002', sulfur: 'SP06-016', titanium: 'SP06-014' } as const;

describe('Mirurun Yocto: on play, a spell from the opponent\'s hand', () => {
  it('only its player sees the hand; a spell used from it resolves as theirs and goes to its owner\'s trash', () => {
    const m = scenario({
      phase: 'grow',
      p1: { lrig: [X.femto], lrigDeck: [X.yocto], ener: [C.rmn, C.rmn, C.rmn] },
      p2: { lrig: [C.tama4], hand: [C.kukri, C.firePillar, C.getBible, C.firePillar], signi: [C.bonya, C.iron] },
    });
    play(m, 'grow 1', 'pay auto');
    expect(decider(m)).toBe(0);
    // the spells of the hand, each once, and skip; no SIGNI
    expect(choices(m)).toEqual(['pick wd02-015', 'pick wd01-015', 'skip']);
    // the hand is named to its looker only; the other seat reads what is going on
    const publicEvents = st(m).events.filter((e) => e.to === undefined || e.to === 1).map((e) => e.text).join('\n');
    expect(publicEvents).not.toMatch(/Kukri|Pillar|Get Bible/);
    expect(st(m).events.filter((e) => e.to === 0).map((e) => e.text).join('\n')).toMatch(/Kukri/);
    const d = decisionOf(m);
    if (d.over) throw new Error('the game ended');
    expect(game.questions.publicForm(st(m), d)).toBe("looking at the opponent's hand for a spell to use");
    play(m, 'pick wd02-015');
    // Roaring Fire Pillar's banish picks among the opponent's SIGNI: the hand's owner is now the opponent
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual([C.bonya, '-', '-']);
    expect(zone(m, 1, 'hand')).toEqual([C.kukri, C.getBible, C.firePillar]);
    expect(zone(m, 1, 'trash')).toEqual([C.firePillar]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('skip uses nothing; with no spell the question is still asked (skip alone)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.femto], lrigDeck: [X.yocto], ener: [C.rmn, C.rmn, C.rmn] }, p2: { lrig: [C.tama4], hand: [C.kukri] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['skip']);
    play(m, 'skip');
    expect(zone(m, 1, 'hand')).toEqual([C.kukri]);
  });
});

describe('Mirurun Yocto: its activated abilities', () => {
  it('[Blue] and a discarded spell and <Atom> SIGNI: banish an opposing SIGNI; not offered without both in hand', () => {
    const m = scenario({ p1: { lrig: [X.yocto], ener: [C.rmn], hand: [C.kukri, X.sulfur, C.getBible] }, p2: { lrig: [C.tama4], signi: [C.bonya, C.iron] } });
    expect(choices(m)).toContain('act lrig');
    // the cut-in ability is not for the main phase
    expect(choices(m)).not.toContain('act lrig 2');
    play(m, 'act lrig', 'pay auto');
    expect(choices(m)).toEqual(['discard 2', 'discard 3']);
    play(m, 'discard 3');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2', 'target 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.rmn, C.getBible, X.sulfur]);
    expect(zone(m, 1, 'signi')).toEqual(['-', C.iron, '-']);
    const noSpell = scenario({ p1: { lrig: [X.yocto], ener: [C.rmn], hand: [C.kukri, X.sulfur, X.titanium] }, p2: { lrig: [C.tama4], signi: [C.bonya] } });
    expect(choices(noSpell)).not.toContain('act lrig');
  });

  it('[Blue][Blue] as a cut-in: the opposing spell is cancelled', () => {
    const m = scenario({
      active: 1,
      p1: { lrig: [X.yocto], ener: [C.rmn, C.rmn], signi: [C.kukri] },
      p2: { lrig: [C.hanayo4], ener: [C.iron], hand: [C.firePillar] },
    });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['act lrig 2', 'pass']);
    play(m, 'act lrig 2', 'pay auto');
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.iron, C.firePillar]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });
});
