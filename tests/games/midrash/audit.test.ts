/** Points of the independent rules audit (issue 13), each a scenario against the seed's wording. */
import { runSlice } from '../../../src/cli/sim/slice.js';
import { cellText } from '../../../src/engine/board.js';
import { randomDecider } from '../../../src/engine/deciders.js';
import { UNFINISHED } from '../../../src/engine/game.js';
import { parseLog, writeLog } from '../../../src/engine/log.js';
import { decisionOf, matchToLog, replayLog, startMatch } from '../../../src/engine/match.js';
import { seedRng } from '../../../src/engine/rng.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { catalogue } from '../../../src/games/midrash/cards/load.js';
import { explain } from '../../../src/games/midrash/explain.js';
import { game } from '../../../src/games/midrash/index.js';
import { RULES } from '../../../src/games/midrash/rules-text.js';
import { RULES_ZH } from '../../../src/games/midrash/rules-text.zh.js';
import { SELF_PLAY_ROUND_LIMIT } from '../../../src/games/midrash/state.js';
import { choices, edited, header, inst, newMatch, play, putOn, restartTurn, S, setDemon, setRow, stackDeck } from './helpers.js';

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

describe('no round limit in the rules; round-limit is an explicit option', () => {
  const withLimit = (limit?: string) => {
    const h = header(2, 'limit', 'normal', 0);
    if (limit) h.options['round-limit'] = limit;
    return startMatch(game, h);
  };

  it('a game between people goes on past round 20 until someone reaches 10 wisdom', () => {
    const m = withLimit();
    S(m).round = 40;
    play(m, ['end', 'end', 'end']);
    expect(decisionOf(m).over).toBe(false);
    expect(S(m).round).toBe(41);
  });

  it('with --option round-limit=N the game stops after round N as "unfinished": no win, no draw', () => {
    const m = withLimit('20');
    const s = S(m);
    s.round = 20;
    putOn(s, 1, 1, inst('zu'));                              // P2 has more wisdom: still nobody wins
    play(m, ['end']);
    expect(decisionOf(m).over).toBe(false);
    play(m, ['end']);
    const d = decisionOf(m);
    expect(d.over && d.result.winners).toEqual([]);
    expect(d.over && d.result.label).toBe(UNFINISHED);
    expect(d.over && d.result.reason).toBe('the chosen round limit 20 was reached; most wisdom 2, no winner');
  });

  it('the limit is written into the log header, and replay checks the "unfinished" result line', () => {
    const m = withLimit('1');
    play(m, ['end', 'end']);
    const log = writeLog(matchToLog(m));
    expect(log).toMatch(/^option\.round-limit: 1$/m);
    expect(log).toMatch(/^result: unfinished \(/m);
    expect(replayLog(game, parseLog(log, 'limit.log')).resultMismatch).toBeUndefined();
    const tampered = log.replace(/^result: .*$/m, 'result: P1 wins (tampered)');
    expect(replayLog(game, parseLog(tampered, 'limit.log')).resultMismatch).toBeDefined();
  });

  it('accepts a whole number of rounds or "off", nothing else', () => {
    expect(() => withLimit('off')).not.toThrow();
    expect(S(withLimit('off')).roundLimit).toBeNull();
    for (const bad of ['0', '-3', 'ten', '1000', '2.5']) expect(() => withLimit(bad)).toThrow(/round-limit must be one of 1-999/);
    const h = header(2);
    h.options['constructor'] = '1';
    expect(() => startMatch(game, h)).toThrow(/no option "constructor"/);
  });

  it('self-play (sim, bots) bounds the game and says so in the log header; sim counts it as unfinished', async () => {
    const outcome = selfPlay(game, header(2, 'stall'), [randomDecider(seedRng('stall'))]);
    expect(outcome.match.header.options['round-limit']).toBe(String(SELF_PLAY_ROUND_LIMIT));
    expect(outcome.result?.label).toBe(UNFINISHED);
    const totals = await runSlice({
      gameId: 'midrash', options: { players: '2', option: ['round-limit=3'] }, seatKinds: ['random', 'random'],
      baseSeed: 'lim', from: 0, to: 3, mcts: {},
    });
    expect(totals).toMatchObject({ games: 3, unfinished: 3, draws: 0, lostToGame: 0, wins: [0, 0] });
  });
});

describe('move texts and board labels', () => {
  it('move texts use the right article: "set an Altar", "set an Angel Statue", "set a Golem"', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 5);
    play(m, ['use char 1']);
    expect(game.describe(S(m), 'set altar 2')).toBe('set an Altar on slot 2');
    expect(game.describe(S(m), 'set angel-statue 3')).toBe('set an Angel Statue on slot 3');
    expect(game.describe(S(m), 'set golem 4')).toBe('set a Golem on slot 4');
  });

  it('"use char 1" (Set or Summon) is not offered when it can do nothing, and explain says why', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 0);                                    // magic 0: no summon; 0 MANA: no equipment
    expect(choices(m)).not.toContain('use char 1');
    expect(explain(S(m), 'use char 1')).toMatch(/nothing/);
    S(m).seats[0]!.mana = 1;                                 // a Golem or an Altar can be set now
    edited(m);
    expect(choices(m)).toContain('use char 1');
    S(m).seats[0]!.mana = 0;
    S(m).seats[0]!.magic = 1;                                // a level 1 summon needs no MANA
    edited(m);
    expect(choices(m)).toContain('use char 1');
  });

  it('the board says "covered" for covered cards and "buried" for cards under a wasteland', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('stone'), inst('golem'));           // the Golem covers the Stone (no possession)
    putOn(s, 0, 3, inst('study'));
    s.seats[0]!.slots[3]!.waste = true;
    s.seats[0]!.slots[3]!.under.push(...s.seats[0]!.slots[3]!.cards.splice(0));
    const seat = game.render(game.view(s, 0)).sections!.find((x) => x.role === 'seat' && x.seat === 0)!;
    const slots = seat.lines.filter((l) => l.show === 'detail').map((l) => cellText(l.items[0]!));
    expect(slots[1]).toMatch(/^Golem .* \(1 covered\)$/);
    expect(slots[3]).toBe('wasteland (1 buried)');
    expect(slots[0]).not.toMatch(/\(/);
  });

  it('the calamity row: "done" for one that acted, "wasteland" only for a wastelanded one, "covered" for a covered one', () => {
    const m = newMatch(1, 'row');
    const s = S(m);
    setRow(s, ['mockery', 'drought', 'raid', 'muster', 'silence'], 6);
    const row = s.solo!.row;
    row[0]!.flipped = true; row[0]!.acted = true;            // Mockery acted on turn 2
    row[1]!.flipped = true;                                  // Drought was wastelanded (by Hila) before turn 3
    row[2]!.cover.push(s.box.pop() ?? s.supply[0]!.pop()!);  // Raid covered (Onoskelis)
    const demon = game.render(game.view(s, 0)).sections!.find((x) => (x.name ?? '').startsWith('demon:'))!;
    const status = demon.lines.filter((l) => l.show === 'detail').map((l) => cellText(l.items[0]!).split(' ').at(-1));
    expect(status).toEqual(['done', 'wasteland', 'covered', 'waiting', 'waiting']);
  });

  it('the English board names the demon in English and Japanese, never Chinese', () => {
    const m = newMatch(1, 'names');
    const s = S(m);
    setDemon(s, 'asmodeus');
    const title = game.render(game.view(s, 0)).tables.find((t) => (t.title ?? '').startsWith('demon:'))!.title!;
    expect(title).toMatch(/^demon: Asmodeus アスモデウス/);
    expect(title).not.toMatch(/[\u4e00-\u9fff]/);
  });
});


describe('copies that differ can be told apart in order lines', () => {
  const level2 = () => catalogue().grimoire[1]!;
  const names = (cards: number[]) => cards.map((c) => catalogue().orderNames[c]![0]!);
  const stacked = (order: string[]) => startMatch(game, { ...header(2, 'phys', 'normal', 0), orders: { level2: [order] } });

  it('the attack-7 Demon Vanguard can be put on top of the level 2 deck', () => {
    const order = names(level2());
    const seven = order.indexOf('vanguard-7');
    order.unshift(...order.splice(seven, 1));
    const top = S(stacked(order)).decks[1]![0]!;
    expect(catalogue().idOf[top]).toBe('vanguard');
    expect(catalogue().front[top]!.attack).toBe(7);
  });

  it('each differing copy has its own name; identical copies share one', () => {
    const enemyNames = new Set(catalogue().orderNames.filter((n) => n.length > 1).map((n) => n[0]));
    expect([...enemyNames].sort()).toEqual(['duke-12', 'duke-14', 'legion-10', 'legion-8', 'legion-9', 'vanguard-5', 'vanguard-7']);
    expect(catalogue().orderNames[inst('sid')]).toEqual(['sid']);
  });

  it('an old log\'s shared id still means "any copy"; named copies are placed first', () => {
    const old = level2().map((c) => catalogue().idOf[c]!);
    expect(S(stacked(old)).decks[1]!.map((c) => catalogue().idOf[c])).toEqual(old);
    // "vanguard" first, then the two attack-5 copies and one attack-7 by name: the bare id gets the other 7.
    const rest = names(level2()).filter((n) => !n.startsWith('vanguard'));
    const top = S(stacked(['vanguard', 'vanguard-5', 'vanguard-7', 'vanguard-5', ...rest])).decks[1]!.slice(0, 4);
    expect(top.map((c) => catalogue().front[c]!.attack)).toEqual([7, 5, 7, 5]);
  });

  it('a name that is no card being shuffled is a bad log', () => {
    const order = names(level2()).map((n) => (n === 'vanguard-7' ? 'vanguard-6' : n));
    expect(() => stacked(order)).toThrow(/order\.level2 names vanguard-6/);
  });

  it('"cardref rules midrash log" documents every order key and every name a copy has of its own', () => {
    for (const rules of [RULES, RULES_ZH]) {
      const log = rules.find((t) => t.id === 'log')!.body;
      for (const key of ['order.level1', 'order.level2', 'order.level3', 'order.level4', 'order.demons', 'order.calamities']) expect(log).toContain(key);
      for (const n of new Set(catalogue().orderNames.filter((x) => x.length > 1).map((x) => x[0]!))) expect(log).toContain(n);
      for (const demon of catalogue().demons) expect(log).toContain(catalogue().idOf[demon]!);
    }
  });
});
