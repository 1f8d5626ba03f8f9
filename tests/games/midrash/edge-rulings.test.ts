/** Our own rulings for gaps of the rulebook (listed in `rules midrash rulings`). */
import { decisionOf } from '../../../src/engine/match.js';
import { inst, newMatch, play, pull, putOn, restartTurn, S, setDemon, setRow, stackDeck } from './helpers.js';

describe('rulings', () => {
  it('two players at 10 at once: the acting player wins; another player pushed to 10 wins too', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 1, 1, inst('israfel'));
    putOn(s, 1, 3, inst('israfel', 1));            // P2 at 10, unnoticed until the next check
    putOn(s, 0, 1, inst('israfel', 2));
    putOn(s, 0, 3, inst('lutiyar'));
    s.seats[0]!.merits.push(pull(s, inst('legion')));
    restartTurn(m, 0);
    const d = decisionOf(m);
    expect(d.over && d.result.winners).toEqual([0]);
    const m2 = newMatch(2);
    putOn(S(m2), 1, 1, inst('israfel'));
    putOn(S(m2), 1, 3, inst('israfel', 1));
    restartTurn(m2, 0);
    const d2 = decisionOf(m2);
    expect(d2.over && d2.result.winners).toEqual([1]);
  });

  it('a turn-start effect whose card was wastelanded before it resolved does not resolve (solo: Devour first)', () => {
    const m = newMatch(1, 'devour');
    const s = S(m);
    setDemon(s, 'al');
    setRow(s, ['devour'], 11);
    putOn(s, 0, 1, inst('sariel'));                // the best slot: Devour wastelands it
    restartTurn(m, 0);
    expect(s.seats[0]!.slots[1]!.waste).toBe(true);
    expect(s.seats[0]!.mana).toBe(2);               // character + Supplies, no Sariel
  });

  it('the demon\'s raids are no holy wars of yours: no merit, no Demon Statue upgrade', () => {
    const m = newMatch(1, 'raid');
    const s = S(m);
    setDemon(s, 'al');
    s.solo!.level = 2;                             // a level-2 demon: the raid reveals level 3
    setRow(s, ['raid'], 4);
    putOn(s, 0, 1, inst('angel-statue'));
    putOn(s, 0, 3, inst('lutiyar'));               // attack 11 beats the Legion
    stackDeck(s, 3, inst('legion', 0));
    restartTurn(m, 0);
    expect(s.discards[2]).toEqual([inst('legion', 0)]);
    expect(s.seats[0]!.merits).toEqual([]);
    expect(s.info.wonWar).toBe(false);
  });

  it('Kriltu\'s discards fight no holy war (only summoning starts one)', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('kriltu'));
    stackDeck(s, 2, inst('vanguard', 3));
    restartTurn(m, 0, 3);
    play(m, ['use 2 1']);
    expect(s.seats[0]!.mana).toBe(2);
    expect(s.discards[1]).toEqual([inst('vanguard', 3)]);
  });
});
