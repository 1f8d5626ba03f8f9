import { decisionOf } from '../../../src/engine/match.js';
import { formatResult } from '../../../src/engine/log.js';
import { wisdomOf } from '../../../src/games/midrash/rules/territory.js';
import { choices, inst, newMatch, play, pull, putOn, restartTurn, S, setDemon, setRow, stackDeck } from './helpers.js';

function soloAt(round: number, calamities: string[], demon = 'asmodeus') {
  const m = newMatch(1, 'solo-test');
  setDemon(S(m), demon);
  setRow(S(m), calamities, round);
  return m;
}

describe('solo mode (spec "Solo mode")', () => {
  it('the demon\'s turn: the calamity numbered as the turn acts (Mockery lowers the magic level), then flips', () => {
    const m = soloAt(2, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    S(m).seats[0]!.magic = 2;
    restartTurn(m, 0);
    expect(S(m).seats[0]!.magic).toBe(1);
    expect(S(m).solo!.row[0]!.flipped).toBe(true);
    expect(S(m).turn).toBe(0);                       // the demon is no seat: the player decides next
  });

  it('a calamity that cannot resolve simply ends (Mockery at magic level 0)', () => {
    const m = soloAt(2, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    restartTurn(m, 0);
    expect(S(m).seats[0]!.magic).toBe(0);
    expect(S(m).solo!.row[0]!.flipped).toBe(true);
  });

  it('on a turn without a calamity the demon does nothing', () => {
    const m = soloAt(1, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    S(m).seats[0]!.magic = 2;
    restartTurn(m, 0);
    expect(S(m).seats[0]!.magic).toBe(2);
    expect(S(m).events.map((e) => e.text)).toContain('turn 1: the demon does nothing');
  });

  it('a wastelanded or covered calamity no longer acts', () => {
    const m = soloAt(2, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    S(m).seats[0]!.magic = 2;
    S(m).solo!.row[0]!.cover.push(pull(S(m), inst('golem')));
    restartTurn(m, 0);
    expect(S(m).seats[0]!.magic).toBe(2);
    S(m).round = 3;
    S(m).solo!.row[1]!.flipped = true;               // Drought wastelanded
    restartTurn(m, 0);
    expect(S(m).seats[0]!.mana).toBe(2);             // character 1 + Supplies 1: no Drought
  });

  it('the turn counter advances after the player\'s turn; 10 wisdom by turn 13 is the perfect ending', () => {
    const m = soloAt(12, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'));
    putOn(s, 0, 3, inst('lutiyar'));
    s.seats[0]!.magic = 1;
    restartTurn(m, 0, 1);
    play(m, ['end']);
    expect(s.round).toBe(13);
    stackDeck(s, 1, inst('raphael'), inst('ruf'), inst('ruf', 1));
    play(m, ['use char 1', 'summon 1', 'take 1 3']);   // Raphael covers the Supplies: 5 + 3 + 1 = 9
    expect(wisdomOf(s, s.seats[0]!)).toBe(9);
    s.seats[0]!.merits.push(pull(s, inst('vanguard')));
    play(m, ['restore 1']);
    const d = decisionOf(m);
    expect(d.over && d.result.winners).toEqual([0]);
    expect(d.over && d.result.reason).toMatch(/^perfect ending/);
  });

  it('10 wisdom on turn 14 or 15 is the normal ending', () => {
    const m = soloAt(14, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'));
    putOn(s, 0, 3, inst('lutiyar'));
    s.seats[0]!.merits.push(pull(s, inst('legion')));
    restartTurn(m, 0);
    const d = decisionOf(m);
    expect(d.over && d.result.reason).toMatch(/^normal ending/);
  });

  it('the demon wins when turn 15 ends without 10 wisdom', () => {
    const m = soloAt(15, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    restartTurn(m, 0);
    play(m, ['end']);
    const d = decisionOf(m);
    expect(d.over && d.result.winners).toEqual([]);
    expect(d.over && formatResult(d.result, ['P1'])).toMatch(/^demon wins \(the demon prevails/);
  });

  it('the player\'s wasteland-making turn-start effects (Hila) resolve before the calamity', () => {
    const m = soloAt(2, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    S(m).seats[0]!.magic = 2;
    putOn(S(m), 0, 1, inst('hila'));
    restartTurn(m, 0);
    expect(S(m).seats[0]!.magic).toBe(2);            // Mockery has not acted yet
    expect(choices(m)).toEqual(['waste calamity 2', 'waste calamity 3', 'waste calamity 4', 'waste calamity 7', 'waste calamity 8']);
    play(m, ['waste calamity 2']);
    expect(S(m).seats[0]!.magic).toBe(2);            // wastelanded before its turn: it never acts
    expect(S(m).events.some((e) => /Mockery is wasteland and does not act/.test(e.text))).toBe(true);
  });

  it('Hila may also leave the calamity of this turn alone: it then acts after her', () => {
    const m = soloAt(2, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    S(m).seats[0]!.magic = 2;
    putOn(S(m), 0, 1, inst('hila'));
    restartTurn(m, 0);
    play(m, ['waste calamity 8']);
    expect(S(m).seats[0]!.magic).toBe(1);
  });
});

describe('demons (designed)', () => {
  it('every demon starts at level 1 (Al\'s token is the turn marker, not a level)', () => {
    const m = soloAt(1, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'al');
    expect(S(m).solo!.level).toBe(1);
    setDemon(S(m), 'beelzeboul');
    expect(S(m).solo!.level).toBe(1);
  });

  it('Asmodeus grows one level after each calamity that acts', () => {
    const m = soloAt(7, ['mockery', 'drought', 'raid', 'muster', 'silence'], 'asmodeus');
    restartTurn(m, 0);
    expect(S(m).solo!.level).toBe(3);                // Muster +1, then Asmodeus +1
  });

  it('Beelzeboul reveals one more calamity at setup', () => {
    for (let i = 0; i < 30; i++) {
      const s = S(newMatch(1, `bz${i}`));
      if (s.solo!.demon !== inst('beelzeboul')) continue;
      expect(s.solo!.row.length).toBe(6);
      return;
    }
    throw new Error('no seed drew Beelzeboul');
  });
});

describe('calamities (designed, except Mockery)', () => {
  const at = (id: string, round: number) => {
    const m = soloAt(round, [id], 'al');
    S(m).solo!.level = 2;                            // the positions below were built against a level-2 demon
    return m;
  };

  it('Drought: the character gives no MANA this turn (other turn-start MANA still comes)', () => {
    const m = at('drought', 3);
    putOn(S(m), 0, 1, inst('stone'));
    restartTurn(m, 0);
    expect(S(m).seats[0]!.mana).toBe(3);             // Stone 2 + Supplies 1, no character
  });

  it('Raid: an enemy stronger than your attack destroys the top card of your best slot; a weaker one does no harm', () => {
    const m = at('raid', 4);
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'));
    stackDeck(s, 3, inst('legion', 2));              // demon level 2: the raid reveals level 3
    restartTurn(m, 0);
    expect(s.seats[0]!.slots[1]!.cards).toEqual([]);
    expect(s.discards[3]).toEqual([inst('israfel')]);
    expect(s.discards[2]).toEqual([inst('legion', 2)]);
    const m2 = at('raid', 4);
    putOn(S(m2), 0, 1, inst('lutiyar'));             // attack 10 >= 10
    stackDeck(S(m2), 3, inst('legion', 2));
    restartTurn(m2, 0);
    expect(S(m2).seats[0]!.slots[1]!.cards).toEqual([inst('lutiyar')]);
  });

  it('Onslaught reveals two cards', () => {
    const m = at('onslaught', 10);
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'));
    putOn(s, 0, 3, inst('sariel'));
    stackDeck(s, 3, inst('legion', 0), inst('legion', 1));
    restartTurn(m, 0);
    expect(s.seats[0]!.slots[1]!.cards).toEqual([]);
    expect(s.seats[0]!.slots[3]!.cards).toEqual([]);
  });

  it('Blight: an empty mansion becomes wasteland', () => {
    const m = at('blight', 5);
    putOn(S(m), 0, 1, inst('israfel'));
    restartTurn(m, 0);
    expect(S(m).seats[0]!.slots.map((x) => x.waste)).toEqual([true, false, false, true, true]);
  });

  it('Curse: magic level -1; Muster: the demon level +1; Eclipse: both', () => {
    const m = at('curse', 6);
    S(m).seats[0]!.magic = 3;
    restartTurn(m, 0);
    expect(S(m).seats[0]!.magic).toBe(2);
    const m2 = at('muster', 7);
    restartTurn(m2, 0);
    expect(S(m2).solo!.level).toBe(3);
    const m3 = at('eclipse', 13);
    S(m3).seats[0]!.magic = 3;
    restartTurn(m3, 0);
    expect([S(m3).solo!.level, S(m3).seats[0]!.magic]).toEqual([3, 2]);
  });

  it('Silence: the character\'s Set-or-Summon cannot be used this turn', () => {
    const m = at('silence', 8);
    restartTurn(m, 0);
    expect(choices(m)).not.toContain('use char 1');
  });

  it('Temptation: the best merit goes to its discard', () => {
    const m = at('temptation', 9);
    const s = S(m);
    s.seats[0]!.merits.push(pull(s, inst('vanguard')), pull(s, inst('legion')));
    restartTurn(m, 0);
    expect(s.seats[0]!.merits).toEqual([inst('vanguard')]);
    expect(s.discards[2]).toEqual([inst('legion')]);
  });

  it('Devour wastelands the slot with the most wisdom; Siege raises the demon and destroys that slot\'s top card', () => {
    const m = at('devour', 11);
    const s = S(m);
    putOn(s, 0, 1, inst('sariel'));
    putOn(s, 0, 3, inst('israfel'));
    restartTurn(m, 0);
    expect(s.seats[0]!.slots[3]!.waste).toBe(true);
    const m2 = at('siege', 12);
    putOn(S(m2), 0, 3, inst('stone'), inst('israfel'));
    restartTurn(m2, 0);
    expect(S(m2).seats[0]!.slots[3]!.cards).toEqual([inst('stone')]);
    expect(S(m2).solo!.level).toBe(3);
  });
});
