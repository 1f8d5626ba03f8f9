/** Points of the independent rules audit (issue 13), each a scenario against the seed's wording. */
import { cellText } from '../../../src/engine/board.js';
import { decisionOf } from '../../../src/engine/match.js';
import { catalogue } from '../../../src/games/midrash/cards/load.js';
import { explain } from '../../../src/games/midrash/explain.js';
import { game } from '../../../src/games/midrash/index.js';
import { choices, inst, newMatch, play, putOn, restartTurn, S, setRow, stackDeck } from './helpers.js';

const boardText = (board: ReturnType<typeof game.render>) =>
  [board.title, ...board.tables.flatMap((t) => [t.title ?? '', ...(t.head ?? []).map(cellText), ...t.rows.flat().map(cellText)]), ...board.notes.map(cellText)].join('\n');

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

describe('Al\'s token is the turn marker (seed 单人模式准备: 数字格表示当前回合, 阿尔: 2)', () => {
  const alMatch = () => {
    for (let i = 0; i < 60; i++) {
      const m = newMatch(1, `al${i}`);
      if (S(m).solo!.demon === inst('al')) return m;
    }
    throw new Error('no seed drew Al');
  };

  it('against Al the game starts at turn 2 and the board says so', () => {
    const m = alMatch();
    expect(S(m).round).toBe(2);
    expect(boardText(game.render(game.view(S(m), 0)))).toContain('turn 2 of 15');
  });

  it('one turn fewer: the demon wins at the end of turn 15 after 14 turns of the player', () => {
    const m = alMatch();
    let turns = 0;
    while (!decisionOf(m).over) {
      while (!choices(m).includes('end')) play(m, [choices(m)[0]!]);
      play(m, ['end']);
      turns++;
    }
    expect(turns).toBe(14);
    expect(S(m).round).toBe(15);
  });

  it('a turn-1 calamity never acts against Al', () => {
    const mockery = catalogue().calamityOf[inst('mockery')]!;
    const number = mockery.number;
    mockery.number = 1;                                      // a designed set with a turn-1 calamity
    try {
      for (let i = 0; i < 200; i++) {
        const m = newMatch(1, `al1-${i}`);
        const slot = S(m).solo!.row.find((c) => c.card === inst('mockery'));
        if (S(m).solo!.demon !== inst('al') || !slot) continue;
        expect(S(m).round).toBe(2);
        expect(slot.flipped).toBe(false);                    // an acted calamity flips; this one was skipped
        play(m, ['end']);
        expect(slot.flipped).toBe(false);
        return;
      }
      throw new Error('no seed drew Al with Mockery');
    } finally {
      mockery.number = number;
    }
  });
});
