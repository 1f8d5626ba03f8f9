/** One test per card effect of the designed set (the seed-fixed ones too). */
import { catalogue } from '../../../src/games/midrash/cards/load.js';
import { slotAttack, slotCost, slotWisdom } from '../../../src/games/midrash/rules/territory.js';
import { choices, inst, newMatch, play, putOn, restartTurn, S, setDemon, setRow, stackDeck } from './helpers.js';

describe('equipment', () => {
  it('Golem: activate 0 wastelands its slot for 4 MANA; activate 2 upgrades; the back gives 6', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('golem'));
    putOn(s, 0, 3, inst('golem', 1));
    restartTurn(m, 0, 2);
    play(m, ['use 4 2']);                               // upgrade the slot-4 Golem
    expect(s.upgraded).toEqual([inst('golem', 1)]);
    play(m, ['use 4 1']);                               // back face: wasteland, +6
    expect(s.seats[0]!.mana).toBe(6);
    play(m, ['use 2 1']);                               // front face: wasteland, +4
    expect(s.seats[0]!.mana).toBe(10);
    expect(s.seats[0]!.slots.map((x) => x.waste)).toEqual([true, true, false, true, true]);
  });

  it('Philosopher\'s Stone: +2 MANA at turn start; upgraded for 3, +3 MANA', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('stone'));
    restartTurn(m, 0);
    expect(s.seats[0]!.mana).toBe(3);
    play(m, ['use 2 1']);
    expect(s.upgraded).toEqual([inst('stone')]);
    restartTurn(m, 0);
    expect(s.seats[0]!.mana).toBe(4);
  });

  it('Study upgrades for 3 and keeps its summoning bonus, now worth 2 wisdom', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('study'));
    restartTurn(m, 0, 3);
    play(m, ['use 2 1']);
    expect(slotWisdom(s, s.seats[0]!.slots[1]!)).toBe(2);
    play(m, ['use char 1']);
    expect(choices(m)).toContain('summon 1');
  });

  it('Supplies: +1 MANA at turn start', () => {
    const m = newMatch(2);
    play(m, ['end']);
    expect(S(m).seats[1]!.mana).toBe(2);
  });
});

describe('grimoire effects', () => {
  it('Ornias: on entry every other player\'s magic level -1', () => {
    const m = newMatch(3);
    const s = S(m);
    s.seats[0]!.magic = 1;
    s.seats[1]!.magic = 2;
    s.seats[2]!.magic = 0;
    stackDeck(s, 1, inst('ornias'), inst('ruf'), inst('ruf', 1));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 1', 'take 1 2']);
    expect(s.seats.map((x) => x.magic)).toEqual([1, 1, 0]);
  });

  it('Ornias in solo lowers the demon\'s level (not below 1)', () => {
    const m = newMatch(1, 'orn');
    const s = S(m);
    setDemon(s, 'al');
    setRow(s, ['mockery', 'drought', 'raid', 'muster', 'silence'], 1);
    s.seats[0]!.magic = 1;
    stackDeck(s, 1, inst('ornias'), inst('ruf'), inst('ruf', 1));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 1', 'take 1 2']);
    expect(s.solo!.level).toBe(1);
  });

  it('Ephippas +1, Sariel +2, Lix Tetrax +3 MANA at turn start', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('ephippas'));
    putOn(S(m), 0, 2, inst('sariel'));
    putOn(S(m), 0, 3, inst('lix-tetrax'));
    restartTurn(m, 0);
    expect(S(m).seats[0]!.mana).toBe(7);
  });

  it('Uriel: activate 2, magic level +1', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('uriel'));
    restartTurn(m, 0, 2);
    play(m, ['use 2 1']);
    expect(S(m).seats[0]!.magic).toBe(1);
  });

  it('Zu: activate 0, wasteland its own slot, then magic level +1', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('zu'));
    restartTurn(m, 0, 0);
    play(m, ['use 2 1']);
    expect(S(m).seats[0]!.slots[1]!.waste).toBe(true);
    expect(S(m).seats[0]!.magic).toBe(1);
  });

  it('Raphael on entry and Phanuel (activate 1) turn a wasteland back into a mansion', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('phanuel'));
    restartTurn(m, 0, 1);
    play(m, ['use 2 1']);
    expect(choices(m)).toEqual(['restore 1', 'restore 5']);
    play(m, ['restore 5']);
    expect(S(m).seats[0]!.slots[4]!.waste).toBe(false);
  });

  it('Obizuth: on entry wastelands any slot of another player', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 3;
    putOn(s, 1, 1, inst('israfel'));
    stackDeck(s, 3, inst('obizuth'), inst('ramiel'), inst('ramiel', 1));
    restartTurn(m, 0, 3);
    play(m, ['use char 1', 'summon 3', 'take 1 2']);
    expect(choices(m)).toEqual(['waste 2 2', 'waste 2 3', 'waste 2 4']);
    play(m, ['waste 2 2']);
    expect(s.seats[1]!.slots[1]!.under).toEqual([inst('israfel')]);
  });

  it('Hila cannot reach a slot worth more than 1 wisdom', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('hila'));
    putOn(s, 1, 1, inst('zu'));
    putOn(s, 1, 3, inst('raphael'));
    restartTurn(m, 0);
    expect(choices(m)).toEqual(['waste 2 3', 'waste 2 4']);
  });

  it('Raziel: activate 1, a cost-3 ritual', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('raziel'));
    stackDeck(S(m), 3, inst('sariel'));
    restartTurn(m, 0, 1);
    play(m, ['use 2 1', 'ritual 3']);
    expect(S(m).seats[0]!.slots[1]!.cards).toEqual([inst('raziel'), inst('sariel')]);
  });

  it('Yam Nahar: activate 1, a Demon Legion from a discard becomes a merit; none there, nothing happens', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('yam-nahar'));
    restartTurn(m, 0, 2);
    play(m, ['use 2 1']);
    expect(s.seats[0]!.merits).toEqual([]);
    stackDeck(s, 3, inst('legion', 1));
    s.discards[2]!.push(s.decks[2]!.shift()!);
    restartTurn(m, 0, 1);
    play(m, ['use 2 1']);
    expect(s.seats[0]!.merits).toEqual([inst('legion', 1)]);
  });

  it('Sid: activate 0, one Set', () => {
    const m = newMatch(2);
    putOn(S(m), 0, 1, inst('sid'));
    restartTurn(m, 0, 1);
    play(m, ['use 2 1', 'set altar 4']);
    expect(S(m).seats[0]!.slots[3]!.cards.map((c) => catalogue().idOf[c])).toEqual(['altar']);
  });

  it('Metatron and Sandalphon possess: their stats add to the card below', () => {
    const s = S(newMatch(2));
    putOn(s, 0, 1, inst('michael'), inst('metatron'));
    putOn(s, 0, 2, inst('lutiyar'), inst('sandalphon'));
    const [a, b] = [s.seats[0]!.slots[1]!, s.seats[0]!.slots[2]!];
    expect([slotCost(s, a), slotAttack(s, a), slotWisdom(s, a)]).toEqual([5, 5, 4]);
    expect([slotCost(s, b), slotAttack(s, b), slotWisdom(s, b)]).toEqual([8, 13, 6]);
  });

  it('cards without text keep their printed stats (Ifrit, Michael, Ramiel, Lutiyar, Israfel)', () => {
    const stats = (id: string) => { const f = catalogue().front[inst(id)]!; return [f.level, f.cost, f.attack, f.wisdom]; };
    expect(stats('ifrit')).toEqual([1, 1, 3, 0]);
    expect(stats('michael')).toEqual([2, 2, 3, 2]);
    expect(stats('ramiel')).toEqual([3, 3, 5, 3]);
    expect(stats('lutiyar')).toEqual([4, 4, 10, 3]);
    expect(stats('israfel')).toEqual([4, 4, 2, 5]);
  });

  it('enemies: Demon Vanguard (level 2, cost 4, wisdom 1, attack 5/5/7/7), Legion, Duke', () => {
    const cat = catalogue();
    const copies = (id: string) => cat.grimoire.flat().filter((c) => cat.idOf[c] === id).map((c) => cat.front[c]!);
    expect(copies('vanguard').map((f) => [f.level, f.cost, f.wisdom, f.attack])).toEqual([[2, 4, 1, 5], [2, 4, 1, 5], [2, 4, 1, 7], [2, 4, 1, 7]]);
    expect(copies('legion').every((f) => f.enemy && f.level === 3)).toBe(true);
    expect(copies('duke').every((f) => f.enemy && f.level === 4)).toBe(true);
  });
});
