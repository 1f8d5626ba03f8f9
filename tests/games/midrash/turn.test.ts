import { choices, inst, newMatch, play, putOn, restartTurn, S, stackDeck } from './helpers.js';
import { wisdomOf } from '../../../src/games/midrash/rules/territory.js';

describe('the turn (spec "Turn")', () => {
  it('resolves MANA-only turn-start effects by themselves: character +1, Philosopher\'s Stone +2, Supplies +1', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('stone'));
    putOn(S(m), 0, 2, inst('supplies'));
    restartTurn(m, 0);
    expect(S(m).seats[0]!.mana).toBe(4);
    expect(choices(m)).toContain('end');
  });

  it('asks for the order when two turn-start effects that do more than MANA wait (two Hilas)', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('hila', 0));
    putOn(s, 0, 2, inst('hila', 1));
    putOn(s, 1, 1, inst('israfel'));            // worth 5: Hila cannot touch it
    restartTurn(m, 0);
    expect(choices(m)).toEqual(['resolve 2 1', 'resolve 3 1']);
    play(m, ['resolve 3 1']);
    // Hila of slot 3 first: it may wasteland P2's slots 3 or 4 (at most 1 wisdom), not slot 2 (Israfel).
    expect(choices(m)).toEqual(['waste 2 3', 'waste 2 4']);
    play(m, ['waste 2 4', 'waste 2 3']);
    expect(s.seats[1]!.slots.map((x) => x.waste)).toEqual([true, false, true, true, true]);
    expect(choices(m)).toContain('end');
  });

  it('ends the turn: MANA back to 0, next seat clockwise, the round advances after the last seat', () => {
    const m = newMatch(3);
    play(m, ['end']);
    expect(S(m).seats[0]!.mana).toBe(0);
    expect(S(m).turn).toBe(1);
    expect(S(m).round).toBe(1);
    play(m, ['end', 'end']);
    expect(S(m).turn).toBe(0);
    expect(S(m).round).toBe(2);
  });

  it('uses each activated effect once per turn and pays its cost', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 6);
    play(m, ['use char 2']);
    expect(S(m).seats[0]!.magic).toBe(1);
    expect(S(m).seats[0]!.mana).toBe(3);
    expect(choices(m)).not.toContain('use char 2');
  });

  it('does not offer activated effects of a card put on the territory this turn', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 3);
    play(m, ['use char 1', 'set golem 2']);
    expect(choices(m).filter((c) => c.startsWith('use 2'))).toEqual([]);
    play(m, ['end', 'end']);
    expect(choices(m)).toContain('use 2 1');
  });

  it('counts only the top card of a slot: a covered card adds no wisdom', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'));
    expect(wisdomOf(s, s.seats[0]!)).toBe(5);
    putOn(s, 0, 1, inst('golem'));
    expect(wisdomOf(s, s.seats[0]!)).toBe(0);
  });

  it('character: magic level +1 for 3 MANA, at most 3 on the front and 4 once upgraded', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 3;
    restartTurn(m, 0, 9);
    expect(choices(m)).not.toContain('use char 2');
    s.seats[0]!.up = true;
    restartTurn(m, 0, 9);
    play(m, ['use char 2']);
    expect(s.seats[0]!.magic).toBe(4);
  });

  it('the upgraded character gives 2 MANA at turn start (designed)', () => {
    const m = newMatch(2);
    S(m).seats[0]!.up = true;
    restartTurn(m, 0);
    expect(S(m).seats[0]!.mana).toBe(2);
  });

  it('character upgrades at the end of a turn in which wisdom reached 3, even if it dropped again', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('zu'));                        // 2 wisdom
    s.seats[0]!.magic = 1;
    stackDeck(s, 1, inst('raphael'), inst('ruf'), inst('ruf', 1));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 1', 'take 1 3']);  // Raphael: 1 wisdom more (nothing to restore? slots 1 and 5 are)
    play(m, ['restore 1']);
    expect(wisdomOf(s, s.seats[0]!)).toBe(3);
    play(m, ['use 2 1']);                              // Zu wastelands its own slot: back to 1 wisdom
    expect(wisdomOf(s, s.seats[0]!)).toBe(1);
    expect(s.seats[0]!.up).toBe(false);
    play(m, ['end']);
    expect(s.seats[0]!.up).toBe(true);
  });

  it('a character that never reached 3 wisdom stays on its front', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('sariel'));
    play(m, ['end']);
    expect(S(m).seats[0]!.up).toBe(false);
  });
});
