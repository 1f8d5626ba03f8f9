/**
 * Issue 41: a question whose choices depend on cards the other seat cannot see is asked even when it has a single
 * answer (Decision.hiddenChoices), as long as a hidden card could allow another; going on by itself would tell the
 * other seat that none did. Where nothing hidden could matter (an empty hand), the lone answer is still given by
 * itself (the single-answer ruling, rules topic "rulings").
 */
import { decisionOf } from '../../../src/engine/match.js';
import { game } from '../../../src/games/pad/index.js';
import { choices, decider, names, play, scenario, st } from './helpers.js';

const attacker = { stacks: [["Lil' Red Dragon", 'Red Dragon'], ['Tyrra'], ['Pierdra'], ["Lil' Black Dragon"], ['Golden Egg']] };
/** Seat 1 (B) is attacked by Red Dragon with every monster tapped: it cannot guard. */
const attacked = (p2: { hand?: string[]; life?: string[]; deck?: string[] }) =>
  scenario({ step: 'declare', combos: 1, comboKinds: 1, p1: attacker, p2: { tapped: [1, 2, 3, 4, 5], ...p2 } });

const RESET = 'reset phase: make 1 tapped monster active';

/** The question the engine asks now. */
function asked(m: ReturnType<typeof scenario>) {
  const d = decisionOf(m);
  if (d.over) throw new Error('game over');
  return d;
}

describe('a lone answer that depends on hidden cards is asked', () => {
  it('guard step: "take" alone is asked while the defender holds cards (a defense skill could be among them)', () => {
    const m = attacked({ hand: ['Titan'] });
    play(m, 'attack 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['take 1']);
    expect(asked(m).hiddenChoices).toBe(true);
    play(m, 'take 1');
    expect(st(m).players[1]!.life).toHaveLength(4);
  });

  it('guard step: with an empty hand nothing hidden could defend, and the take goes on by itself', () => {
    const m = attacked({ hand: [] });
    play(m, 'attack 1');
    expect(st(m).players[1]!.life).toHaveLength(4);
    expect(asked(m).prompt).toBe(RESET); // B's own turn has begun
  });

  it('a card from life with no effect to use is asked about while a card with one could have come (its deck holds Cure)', () => {
    const m = attacked({ hand: [], life: filler('Gigas', 3), deck: ['Cure', ...filler('Titan', 5)] });
    play(m, 'attack 1'); // the empty hand takes by itself; a life card comes
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['pass']);
    expect(asked(m).prompt).toBe('Gigas came to your hand from life: nothing of it can be used now (pass)');
    // The attacker reads the kind of question only, the same whichever card came.
    expect(game.questions.publicForm(st(m), asked(m))).toBe('a card came to their hand from life: using it now or not');
    play(m, 'pass');
    expect(names(st(m).players[1]!.hand)).toEqual(['Gigas']);
    expect(asked(m).prompt).toBe(RESET);
  });

  it('a card from life is not asked about when none of its owner\'s hidden cards has a damage effect', () => {
    const m = attacked({ hand: [], life: filler('Gigas', 3), deck: filler('Titan', 6) });
    play(m, 'attack 1');
    expect(names(st(m).players[1]!.hand)).toEqual(['Gigas']);
    expect(asked(m).prompt).toBe(RESET);
  });

  it.each(['Rubylit', 'Ruby Dragon'])('%s: evolving (or using) from hand is asked with "pass" alone when no hand card fits', (skill) => {
    const m = scenario({ p1: { hand: [skill, 'Dragon Knight'] } }); // Dragon Knight is Wood
    play(m, 'skill 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['pass']);
    expect(asked(m).hiddenChoices).toBe(true);
    play(m, 'pass');
    expect(names(st(m).players[0]!.hand)).toEqual(['Dragon Knight']);
  });

  it('Inferno Falcon Deity, Horus: discarding Fire-drop cards for combos is asked with "pass" alone when none has one', () => {
    const horus = [['Golden Egg', 'Horus', 'Flame Deity, Falcon Horus', 'Inferno Falcon Deity, Horus'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']];
    const m = scenario({ step: 'recover', combos: 3, comboKinds: 1, p1: { stacks: horus, hand: ["Lil' Black Dragon"] } }); // no Fire drop
    expect(choices(m)).toEqual(['pass']);
    expect(asked(m).hiddenChoices).toBe(true);
    play(m, 'pass');
    expect(st(m).step).toBe('declare');
    const empty = scenario({ step: 'recover', combos: 3, comboKinds: 1, p1: { stacks: horus, hand: [] } });
    expect(st(empty).step).toBe('declare');
  });

  it('Rubylit with nothing left in hand goes on by itself: an empty hand hides nothing', () => {
    const m = scenario({ p1: { hand: ['Rubylit'] } });
    play(m, 'skill 1');
    expect(asked(m).prompt).toBe('main phase: evolve, use skills, or go to the puzzle phase');
  });
});

function filler(name: string, n: number): string[] {
  return Array.from({ length: n }, () => name);
}
