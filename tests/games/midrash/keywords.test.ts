import { decisionOf } from '../../../src/engine/match.js';
import { game } from '../../../src/games/midrash/index.js';
import { slotAttack, slotCost, slotWisdom, wisdomOf } from '../../../src/games/midrash/rules/territory.js';
import { choices, inst, newMatch, play, pull, putOn, restartTurn, S, stackDeck } from './helpers.js';

describe('Set', () => {
  it('puts an equipment from the supply on a mansion for its cost; wastelands are not offered', () => {
    const m = newMatch(2);
    const s = S(m);
    restartTurn(m, 0, 2);
    play(m, ['use char 1']);
    const offered = choices(m).filter((c) => c.startsWith('set stone'));
    expect(offered).toEqual(['set stone 2', 'set stone 3', 'set stone 4']);
    expect(choices(m)).not.toContain('set angel-statue 2'); // costs 3, only 2 MANA
    play(m, ['set stone 3']);
    expect(s.supply[1]!.length).toBe(9);
    expect(s.seats[0]!.mana).toBe(0);
    expect(s.seats[0]!.slots[2]!.cards.length).toBe(1);
  });
});

describe('Summon', () => {
  /** Seat 1 at magic 2 with 3 MANA after its character's effect, Michael, Gabriel and Zu on top of the level-2 deck. */
  const readyToSummon = () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    stackDeck(s, 2, inst('michael'), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 3);
    play(m, ['use char 1']);
    return { m, s };
  };

  it('reveals 3 of a level up to the magic level, puts one on a mansion for its cost, discards the rest', () => {
    const { m, s } = readyToSummon();
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual(['summon 1', 'summon 2']);
    play(m, ['summon 2']);
    expect(s.reveal!.cards).toEqual([inst('michael'), inst('gabriel'), inst('zu')]);
    play(m, ['take 1 4']);
    expect(s.seats[0]!.slots[3]!.cards).toEqual([inst('michael')]);
    expect(s.seats[0]!.mana).toBe(1);
    expect(s.discards[1]).toEqual([inst('gabriel'), inst('zu')]);
    expect(s.reveal).toBeNull();
  });

  it('the search keys a pick from the reveal by the card, not its place (GameDefinition.choiceKey)', () => {
    const { m, s } = readyToSummon();
    expect(game.choiceKey!(s, 'summon 2', 0)).toBe('summon 2');
    play(m, ['summon 2']);
    expect(game.choiceKey!(s, 'take 1 4', 0)).toBe('take [michael] 4');
    expect(game.choiceKey!(s, 'take 3 2', 0)).toBe('take [zu] 2');
    expect(game.choiceKey!(s, 'take none', 0)).toBe('take none');
    // Another sample's reveal in another order: the same card, the same key.
    s.reveal!.cards.reverse();
    expect(game.choiceKey!(s, 'take 3 4', 0)).toBe('take [michael] 4');
    const keys = choices(m).map((choice) => game.choiceKey!(s, choice, 0));
    for (const key of keys) if (!choices(m).includes(key)) expect(key).toMatch(/^take \[[a-z-]+\] \d$/);
  });

  it('may take none; cards it cannot pay for are not offered', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    stackDeck(s, 2, inst('michael'), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 2']);
    // 1 MANA cannot pay a cost-2 card: nothing to decide, all three are discarded.
    expect(s.reveal).toBeNull();
    expect(s.discards[1]!.length).toBe(3);
  });

  it('rebuilds an empty grimoire deck from its shuffled discard first', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 1;
    s.discards[0]!.push(...s.decks[0]!.splice(0));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 1']);
    expect(s.reveal!.cards.length).toBe(3);
    expect(s.decks[0]!.length).toBe(21);
    expect(s.discards[0]!.length).toBe(0);
  });

  it('is offered only up to the magic level (none at level 0)', () => {
    const m = newMatch(2);
    restartTurn(m, 0, 1);                          // 1 MANA: a Set is possible, so the character's effect is offered
    play(m, ['use char 1']);
    expect(choices(m).some((c) => c.startsWith('summon'))).toBe(false);
  });
});

describe('Holy war', () => {
  it('an enemy equal to your attack is beaten: nothing happens; a stronger one costs its cost in MANA; both are discarded', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('ramiel'));            // attack 5
    const [v5, v7] = [inst('vanguard', 0), inst('vanguard', 2)];
    stackDeck(s, 2, v5, inst('gabriel'), v7);
    restartTurn(m, 0, 5);
    play(m, ['use char 1', 'summon 2']);
    // Two enemies: the summoner picks the order; enemies are never offered to take.
    expect(choices(m)).toEqual(['fight 1', 'fight 3']);
    play(m, ['fight 3']);
    // The attack-7 Vanguard took 4 MANA; the attack-5 one, fought alone next, was beaten (no loss); Gabriel (cost 2)
    // is unaffordable with 1 MANA, so all three ended in the discard.
    expect(s.seats[0]!.mana).toBe(1);
    expect(s.info.wonWar).toBe(true);
    expect(s.discards[1]).toEqual([v7, v5, inst('gabriel')]);
    expect(s.reveal).toBeNull();
  });

  it('a lost holy war never takes MANA below 0', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    stackDeck(s, 2, inst('vanguard', 2), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 2']);
    expect(s.seats[0]!.mana).toBe(0);
  });

  it('three revealed enemies go back, the deck is shuffled and 3 are revealed again', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    stackDeck(s, 2, inst('vanguard', 0), inst('vanguard', 1), inst('vanguard', 2));
    restartTurn(m, 0, 4);
    play(m, ['use char 1', 'summon 2']);
    expect(m.state.events.some((e: { text: string }) => /all enemies, reshuffled/.test(e.text))).toBe(true);
    const placed = s.seats[0]!.slots.reduce((n, slot) => n + slot.cards.length, 0);
    expect((s.reveal?.cards.length ?? 0) + s.discards[1]!.length + placed).toBe(3);
    expect(s.decks[1]!.length).toBe(19);
  });
});

describe('Possession', () => {
  it('Sid on the Philosopher\'s Stone: cost 3, attack 3, wisdom 1, +2 MANA at turn start, and a Set', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('stone'), inst('sid'));
    const slot = s.seats[0]!.slots[1]!;
    expect([slotCost(s, slot), slotAttack(s, slot), slotWisdom(s, slot)]).toEqual([3, 3, 1]);
    restartTurn(m, 0);
    expect(s.seats[0]!.mana).toBe(3);
    expect(choices(m)).toContain('use 2 1');     // Sid's Set
    play(m, ['use 2 1', 'set golem 3']);
    expect(s.seats[0]!.slots[2]!.cards).toEqual([inst('golem', 9)]);
  });

  it('a further possession card drops the bottom one: Marid on Sid on the Stone leaves only Marid and Sid', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('stone'), inst('sid'), inst('marid'));
    const slot = s.seats[0]!.slots[1]!;
    expect([slotCost(s, slot), slotAttack(s, slot), slotWisdom(s, slot)]).toEqual([2, 3, 1]);
    restartTurn(m, 0);
    expect(s.seats[0]!.mana).toBe(1);            // the Stone's MANA is gone
  });
});

describe('Ritual', () => {
  it('a revealed card of the ritual card\'s cost must go on it; another cost goes to its discard', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('altar'));
    stackDeck(s, 1, inst('ephippas'));
    stackDeck(s, 2, inst('zu'));
    restartTurn(m, 0, 2);
    play(m, ['use 2 1']);
    expect(choices(m)).toEqual(['ritual 1', 'ritual 2', 'ritual 3', 'ritual 4']); // any level, magic level 0
    play(m, ['ritual 2']);
    expect(s.discards[1]).toEqual([inst('zu')]);
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('altar')]);
    restartTurn(m, 0, 2);
    play(m, ['use 2 1', 'ritual 1']);
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('altar'), inst('ephippas')]);
  });
});

describe('Wasteland', () => {
  it('flips the slot\'s own card on top: the cards stay under it, inactive; nothing can be set there', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'), inst('golem'));
    restartTurn(m, 0, 0);
    play(m, ['use 2 1']);                        // Golem: wasteland this slot, +4 MANA
    const slot = s.seats[0]!.slots[1]!;
    expect(slot.waste).toBe(true);
    expect(slot.under).toEqual([inst('israfel'), inst('golem')]);
    expect(slotWisdom(s, slot)).toBe(0);
    expect(s.seats[0]!.mana).toBe(4);
    play(m, ['use char 1']);
    expect(choices(m).some((c) => / 2$/.test(c))).toBe(false);
  });

  it('a wasteland turned back into a mansion takes cards again; the buried ones stay buried', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'));
    s.seats[0]!.slots[1]!.under.push(s.seats[0]!.slots[1]!.cards.pop()!);
    s.seats[0]!.slots[1]!.waste = true;
    s.seats[0]!.magic = 1;
    stackDeck(s, 1, inst('raphael'), inst('ruf'), inst('ruf', 1));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 1', 'take 1 3', 'restore 2']);
    expect(s.seats[0]!.slots[1]!.waste).toBe(false);
    expect(s.seats[0]!.slots[1]!.under).toEqual([inst('israfel')]);
    expect(wisdomOf(s, s.seats[0]!)).toBe(1);   // Raphael only
  });
});

describe('Upgrade', () => {
  it('flips to the stronger face; its activated effects may be used once more', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('altar'));
    stackDeck(s, 3, inst('israfel'));
    stackDeck(s, 1, inst('ruf'));
    restartTurn(m, 0, 4);
    play(m, ['use 2 1', 'ritual 3']);            // front Altar: cost 1, no match
    play(m, ['use 2 2']);                         // upgrade (2 MANA): the back costs 2
    expect(s.upgraded).toContain(inst('altar'));
    expect(choices(m)).toContain('use 2 1');      // the back face's ritual is a new effect this turn
    stackDeck(s, 2, inst('gabriel'));
    play(m, ['use 2 1', 'ritual 2']);
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('altar'), inst('gabriel')]);
  });

  it('a possessed equipment can no longer upgrade', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('golem'), inst('marid'));
    restartTurn(m, 0, 5);
    // Marid inherits Golem's text, but the upgrade effect would do nothing: it is not offered.
    expect(choices(m)).toContain('use 2 1');
    expect(choices(m)).not.toContain('use 2 2');
  });
});

describe('Merit', () => {
  it('with an Angel Statue a won holy war may keep the enemy as a merit: only its wisdom counts', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('angel-statue'));
    putOn(s, 0, 2, inst('ramiel'));               // attack 1 + 5 = 6
    stackDeck(s, 2, inst('vanguard', 0), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 0);
    play(m, ['use char 1', 'summon 2']);
    expect(choices(m)).toEqual(['merit', 'no merit']);
    const before = wisdomOf(s, s.seats[0]!);
    play(m, ['merit']);
    expect(s.seats[0]!.merits).toEqual([inst('vanguard', 0)]);
    expect(wisdomOf(s, s.seats[0]!)).toBe(before + 1);
  });
});

describe('End of game', () => {
  it('10 wisdom (territory + merits) wins at once, in the middle of a turn', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('israfel'));
    putOn(s, 0, 2, inst('lutiyar'));
    s.seats[0]!.merits.push(pull(s, inst('vanguard')));
    s.seats[0]!.magic = 1;
    stackDeck(s, 1, inst('raphael'), inst('ruf'), inst('ruf', 1));
    restartTurn(m, 0, 1);
    expect(decisionOf(m).over).toBe(false);
    play(m, ['use char 1', 'summon 1', 'take 1 4']);
    const d = decisionOf(m);
    expect(d.over && d.result.winners).toEqual([0]);
  });
});
