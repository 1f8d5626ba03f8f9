/**
 * Midrash's move table (moves.ts, issue 42): each move says what it does, effects included, in English and Chinese;
 * the table reads every notation the rules write and answers a wrong shape with the verb's usage line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withContentLang } from '../../../src/engine/i18n.js';
import { describeLegal } from '../../../src/engine/match.js';
import { game } from '../../../src/games/midrash/index.js';
import { MOVES } from '../../../src/games/midrash/moves.js';
import { choices, inst, newMatch, play, putOn, restartTurn, S, stackDeck } from './helpers.js';

describe('Midrash moves say what they do', () => {
  it('using an effect names the card and its effect in the card\'s words, its cost too', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 2, inst('golem'));
    restartTurn(m, 0, 3);
    expect(choices(m)).toEqual(expect.arrayContaining(['use 3 1', 'use 3 2']));
    expect(game.describe(S(m), 'use 3 1')).toBe('Golem (slot 3): this slot becomes wasteland, +4 MANA');
    expect(game.describe(S(m), 'use 3 2')).toBe('Golem (slot 3): this card upgrades (pay 2 MANA)');
    expect(withContentLang('zh', () => game.describe(S(m), 'use 3 1'))).toBe('魔像（位置 3）：此位置荒地化，+4 MANA');
    expect(withContentLang('zh', () => game.describe(S(m), 'use 3 2'))).toBe('魔像（位置 3）：此卡升级（支付 2 MANA）');
    // Another seat (Midrash has no hidden cards on the table) and a spectator read the same sentence.
    expect(describeLegal(m, 'use 3 1', 1)).toBe('Golem (slot 3): this slot becomes wasteland, +4 MANA');
    expect(describeLegal(m, 'use 3 1', null)).toBe('Golem (slot 3): this slot becomes wasteland, +4 MANA');
  });

  it('the character\'s two actions, in words', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 3);
    expect(game.describe(S(m), 'use char 1')).toBe('the character: one Set or one Summon');
    expect(game.describe(S(m), 'use char 2')).toBe('the character: magic level +1 (pay 3 MANA)');
    expect(withContentLang('zh', () => game.describe(S(m), 'use char 1'))).toBe('角色：设置或召唤一次');
    expect(withContentLang('zh', () => game.describe(S(m), 'use char 2'))).toBe('角色：魔术等级+1（支付 3 MANA）');
  });

  it('the effects of a possessed card are numbered after the top card\'s, each saying whose it is', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 2, inst('golem'), inst('sid'));
    restartTurn(m, 0, 2);
    // (Golem's upgrade, its effect 3 here, is not offered: a possessed equipment never upgrades.)
    expect(choices(m)).toEqual(['use char 1', 'use 3 1', 'use 3 2', 'end']);
    expect(game.describe(S(m), 'use 3 1')).toBe('Sid (slot 3): one Set');
    expect(game.describe(S(m), 'use 3 2')).toBe('Golem (slot 3): this slot becomes wasteland, +4 MANA');
  });

  it('taking a revealed card says what it does on entry', () => {
    const m = newMatch(2);
    S(m).seats[0]!.magic = 2;
    stackDeck(S(m), 2, inst('gabriel'), inst('michael'), inst('zu'));
    restartTurn(m, 0, 4);
    play(m, ['use char 1', 'summon 2']);
    expect(choices(m)).toEqual(expect.arrayContaining(['take 1 3', 'take 2 3', 'take none']));
    expect(game.describe(S(m), 'take 1 3')).toBe('put Gabriel (revealed card 1) on slot 3 (on entry: magic level +1)');
    expect(game.describe(S(m), 'take 2 3')).toBe('put Michael (revealed card 2) on slot 3');
    expect(withContentLang('zh', () => game.describe(S(m), 'take 1 3'))).toBe('将加百列（翻开的第 1 张）放到位置 3（登场：魔术等级+1）');
  });

  it('Kriltu\'s pick names the discarded card and the effect it lends', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('kriltu'));
    ['uriel', 'gabriel', 'ramiel', 'israfel'].forEach((id, level) => stackDeck(S(m), level + 1, inst(id)));
    restartTurn(m, 0, 1);
    play(m, ['use 2 1']);
    expect(choices(m)).toEqual(['copy 1', 'copy 2', 'copy none']);
    expect(game.describe(S(m), 'copy 1')).toBe('use the effect of Uriel: magic level +1');
    expect(game.describe(S(m), 'copy none')).toBe('use no effect');
    expect(withContentLang('zh', () => game.describe(S(m), 'copy 2'))).toBe('使用加百列的效果：魔术等级+1');
  });

  it('an upgrade names the equipment, a declaration the kind by its name', () => {
    const m = newMatch(3);
    putOn(S(m), 0, 1, inst('demon-statue'));
    putOn(S(m), 0, 2, inst('ruf'));
    restartTurn(m, 0, 1);
    expect(game.describe(S(m), 'use 3 1')).toBe('Ruf (slot 3): upgrade one of your equipment cards (pay 1 MANA)');
    play(m, ['use 3 1']);
    expect(game.describe(S(m), 'upgrade 2')).toBe('upgrade Demon Statue on slot 2');
    const n = newMatch(3);
    S(n).seats[0]!.magic = 2;
    stackDeck(S(n), 2, inst('onoskelis'), inst('zu'), inst('zu', 1));
    restartTurn(n, 0, 2);
    play(n, ['use char 1', 'summon 2']);
    expect(game.describe(S(n), 'take 1 2')).toBe('put Onoskelis (revealed card 1) on slot 2 (on entry: declare an equipment kind: each other player gets one on a slot)');
    play(n, ['take 1 2']);
    expect(game.describe(S(n), 'declare angel-statue')).toBe('declare Angel Statue');
  });

  it('ordering turn-start effects names each card and what it will do', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('hila', 0));
    putOn(S(m), 0, 2, inst('hila', 1));
    restartTurn(m, 0);
    expect(choices(m)).toEqual(['resolve 2 1', 'resolve 3 1']);
    expect(game.describe(S(m), 'resolve 2 1')).toBe('Hila (slot 2), turn start: a slot of another player worth at most 1 wisdom becomes wasteland');
    expect(withContentLang('zh', () => game.describe(S(m), 'resolve 3 1'))).toBe('希拉（位置 3），回合开始：他人睿智不超过 1 的一个位置荒地化');
  });
});

describe('Midrash move table', () => {
  it('reads each notation into its verb and arguments, and writes it back', () => {
    const samples: [string, unknown][] = [
      ['end', { verb: 'end', args: {} }],
      ['use char 2', { verb: 'use char', args: { effect: 2 } }],
      ['use 3 1', { verb: 'use', args: { slot: 3, effect: 1 } }],
      ['set angel-statue 4', { verb: 'set', args: { kind: 'angel-statue', slot: 4 } }],
      ['take 2 3', { verb: 'take', args: { card: 2, slot: 3 } }],
      ['take none', { verb: 'take none', args: {} }],
      ['no merit', { verb: 'no merit', args: {} }],
      ['waste 2 4', { verb: 'waste', args: { player: 2, slot: 4 } }],
      ['waste calamity 7', { verb: 'waste calamity', args: { calamity: 7 } }],
      ['give calamity 3', { verb: 'give calamity', args: { calamity: 3 } }],
      ['copy none', { verb: 'copy none', args: {} }],
      ['resolve char', { verb: 'resolve char', args: {} }],
      ['resolve 2 1', { verb: 'resolve', args: { slot: 2, effect: 1 } }],
    ];
    for (const [text, move] of samples) {
      expect(MOVES.parse(text)).toEqual(move);
      expect(MOVES.write(MOVES.parse(text)!)).toBe(text);
    }
    for (const junk of ['', 'use', 'use char', 'use x 1', 'take 1', 'waste calamity', 'summon 1 2', 'constructor', '__proto__ 1']) {
      expect(MOVES.parse(junk)).toBeUndefined();
    }
  });

  it('a wrong shape is answered with every form of the verb, in the reader\'s language', () => {
    expect(MOVES.shapeProblem('use char')).toBe('the move is written "use char <n> / use <slot> <n>"');
    expect(MOVES.shapeProblem('take 1')).toBe('the move is written "take <card> <slot> / take none"');
    expect(withContentLang('zh', () => MOVES.shapeProblem('waste 1'))).toBe('着法格式为 "waste <玩家> <位置> / waste calamity <编号>"');
    expect(MOVES.shapeProblem('use 3 1')).toBeUndefined();
    expect(MOVES.shapeProblem('xyzzy 1')).toBeUndefined();
    expect(MOVES.topic('set golem 2')).toBe('keywords');
  });
});

describe('docs/game-modules.md, "Moves"', () => {
  it('shows lines of the module as they are: adding a verb is one entry in moves.ts and its rule', () => {
    const read = (path: string) => readFileSync(join(__dirname, '..', '..', '..', path), 'utf8');
    const docs = read('docs/game-modules.md');
    const block = /## Moves[\s\S]*?```ts\n([\s\S]*?)```/.exec(docs)![1]!;
    const code = block.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('//'));
    const sources = read('src/games/midrash/moves.ts') + read('src/games/midrash/rules/effects.ts');
    expect(code.length).toBeGreaterThanOrEqual(4);
    for (const line of code) expect(sources.split('\n')).toContain(line);
  });
});

describe('explain reads the parsed move', () => {
  it('an effect number 0 or past the last one has no effect, on a slot as on the character', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 2, inst('golem'));
    restartTurn(m, 0, 3);
    expect(game.explain!(S(m), 'use 3 0')).toBe('slot 3 has no activated effect 0 (see "moves")');
    expect(game.explain!(S(m), 'use 3 3')).toBe('slot 3 has no activated effect 3 (see "moves")');
    expect(game.explain!(S(m), 'use char 0')).toBe('the character has no activated effect 0 (see "moves")');
  });
});
