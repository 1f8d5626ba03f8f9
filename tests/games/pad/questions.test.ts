/**
 * PAD's question table (questions.ts, issue 42): the question about a card that came to its owner's hand from life
 * names that card to its owner only; the other seat reads its declared public form.
 */
import { decisionOf } from '../../../src/engine/match.js';
import { promptFor } from '../../../src/engine/public-prompt.js';
import { game } from '../../../src/games/pad/index.js';
import { QUESTIONS } from '../../../src/games/pad/questions.js';
import { decider, play, scenario, st } from './helpers.js';

const attacker = { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Tyrra'], ['Pierdra'], ["Lil' Black Dragon"], ['Golden Egg']] };

describe('PAD questions as each seat reads them', () => {
  it('a card from life: its owner reads the card, the attacker only what kind of decision it is', () => {
    // Seat 2 cannot guard and holds no cards; a Gigas comes from life while its deck holds Cure (a damage effect).
    const m = scenario({ step: 'declare', combos: 1, comboKinds: 1, p1: attacker, p2: { tapped: [1, 2, 3, 4, 5], hand: [], life: ['Gigas', 'Gigas', 'Gigas'], deck: ['Cure', 'Titan', 'Titan', 'Titan', 'Titan', 'Titan'] } });
    play(m, 'attack 1');
    expect(decider(m)).toBe(1);
    expect(QUESTIONS.keyOf(st(m))).toBe('damageCard');
    const d = decisionOf(m);
    if (d.over) throw new Error('game over');
    const players = m.header.players;
    expect(promptFor(game, m.state, d, 1, players)).toBe('Gigas came to your hand from life: nothing of it can be used now (pass)');
    expect(promptFor(game, m.state, d, 0, players)).toBe(`${players[1]}: a card came to their hand from life: using it now or not`);
    expect(promptFor(game, m.state, d, null, players)).toBe(`${players[1]}: a card came to their hand from life: using it now or not`);
  });

  it('an attack names only what both seats see: the defender reads the attacker\'s question as asked', () => {
    const m = scenario({ step: 'declare', combos: 1, comboKinds: 1, p1: attacker });
    const d = decisionOf(m);
    if (d.over) throw new Error('game over');
    expect(QUESTIONS.keyOf(st(m))).toBe('declare');
    expect(promptFor(game, m.state, d, 1, m.header.players)).toBe(`${m.header.players[0]}: ${d.prompt}`);
  });
});
