/** Points of the independent rules audit (issue 13), each a scenario against the seed's wording. */
import { explain } from '../../../src/games/midrash/explain.js';
import { choices, inst, newMatch, play, putOn, restartTurn, S, setRow, stackDeck } from './helpers.js';

describe('possession ends upgrades for good (seed 升级: 之后便无法再发动)', () => {
  it('a Golem once possessed does not regain its upgrade when the possessing card is destroyed', () => {
    const m = newMatch(1, 'possessed');
    const s = S(m);
    setRow(s, ['siege'], 11);
    s.box.push(...s.seats[0]!.slots[2]!.cards.splice(0));    // the centre's Supplies out of the way
    s.seats[0]!.magic = 1;
    putOn(s, 0, 1, inst('golem'));
    stackDeck(s, 1, inst('marid'), inst('sid'), inst('sid', 1));
    restartTurn(m, 0, 3);
    expect(choices(m)).toContain('use 2 2');                 // the Golem may upgrade before it is possessed
    play(m, ['use char 1', 'summon 1', 'take 1 2']);         // Marid possesses the Golem
    expect(choices(m)).not.toContain('use 2 2');
    play(m, ['end']);                                        // turn 12: Siege discards the top card of the best slot
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('golem')]);
    s.seats[0]!.mana = 5;
    expect(choices(m)).toContain('use 2 1');                 // its other effect still works
    expect(choices(m)).not.toContain('use 2 2');
    expect(explain(s, 'use 2 2')).toMatch(/possessed/);
  });
});
