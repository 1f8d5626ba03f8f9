/**
 * WX06 Grid, Repeating Originality: "On play: this turn, when an effect of yours would reveal a stated number of cards
 * from the top of your deck, you may reveal one more instead" (op `revealOneMoreThisTurn`, table/reveal-more.ts: the
 * `use` / `skip` question before the reveal), and its Burst. Strict scripted scenarios.
 */
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = { grid: 'WX06-033', anne3: 'WX04-017', golden: 'WX04-020', origami: 'WX05-071', ameco: 'WX05-070' } as const;

const table = (hand: string[]) => scenario({
  p1: { lrig: [X.anne3], hand, lrigDeck: [X.golden, X.golden], ener: [C.pandan, C.pandan], deck: [X.origami, C.kukri, C.iron, X.ameco, C.bonya, C.bonya, C.bonya] },
});

describe('Grid, Repeating Originality', () => {
  it('after its On-Play, "reveal your top 3" may reveal 4: both <Beautiful Technique> SIGNI are taken', () => {
    const m = table([X.grid]);
    play(m, 'summon 1 2', 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 0, 'hand')).toEqual([X.origami, X.ameco]);
    expect(zone(m, 0, 'trash')).toEqual([C.pandan, C.kukri, C.iron]);
  });

  it('`skip` reveals the stated 3; each reveal this turn is asked again', () => {
    const m = table([X.grid]);
    play(m, 'summon 1 2', 'arts 1', 'pay auto', 'skip');
    expect(zone(m, 0, 'hand')).toEqual([X.origami]);
    expect(zone(m, 0, 'deck')).toEqual([X.ameco, C.bonya, C.bonya, C.bonya]);
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
  });

  it('without Grid\'s On-Play nothing is asked', () => {
    const m = table([]);
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([X.origami]);
  });

  it('Burst: a <Beautiful Technique> SIGNI from the deck into the hand', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { life: [X.grid], deck: [C.kukri, X.ameco] }, p2: { signi: [C.caliburn, null, null] } });
    play(m, 'attack 1', 'burst', 'pick wx05-070');
    expect(zone(m, 0, 'hand')).toEqual([X.ameco]);
  });

  it('its ruling is in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- Grid, Repeating Originality');
    expect(rulings(RULES_ZH)).toContain('- 反复的独立性 网格');
  });
});
