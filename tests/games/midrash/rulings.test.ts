/** The rulings of the seed's 細則 notes, one block per card. */
import { decisionOf } from '../../../src/engine/match.js';
import { catalogue } from '../../../src/games/midrash/cards/load.js';
import { slotCost, summonLevel, wisdomOf } from '../../../src/games/midrash/rules/territory.js';
import { choices, inst, newMatch, play, pull, putOn, restartTurn, S, setDemon, setRow, stackDeck } from './helpers.js';

describe('Study (No.08)', () => {
  it('adds 1 to the magic level for summoning only: the level token does not move', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 1;
    putOn(s, 0, 1, inst('study'));
    restartTurn(m, 0, 0);
    expect(s.seats[0]!.magic).toBe(1);
    play(m, ['use char 1']);
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual(['summon 1', 'summon 2']);
  });

  it('allows level 4 before the character upgrades (magic 3 + Study)', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 3;
    putOn(s, 0, 1, inst('study'));
    restartTurn(m, 0, 0);
    play(m, ['use char 1']);
    expect(choices(m)).toContain('summon 4');
  });

  it('counts 5 after the upgrade (magic 4 + Study), and several Studies still add only 1', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 4;
    s.seats[0]!.up = true;
    putOn(s, 0, 1, inst('study'));
    putOn(s, 0, 2, inst('study', 1));
    expect(summonLevel(s, s.seats[0]!)).toBe(5);
  });
});

describe('Altar (No.10)', () => {
  it('a ritual-revealed enemy of matching cost goes on the ritual card and fights no holy war there', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('altar'), inst('metatron'));   // Metatron possesses the Altar: cost 1 + 3 = 4, Altar's ritual active
    expect(slotCost(s, s.seats[0]!.slots[1]!)).toBe(4);
    stackDeck(s, 2, inst('vanguard', 3));               // cost 4, attack 7
    restartTurn(m, 0, 1);
    play(m, ['use 2 1', 'ritual 2']);
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('altar'), inst('metatron'), inst('vanguard', 3)]);
    expect(s.seats[0]!.mana).toBe(0);                   // paid the ritual's 1; no MANA lost to a holy war
    expect(wisdomOf(s, s.seats[0]!)).toBe(1);           // the Vanguard counts as a card now
  });
});

describe('Demon Statue (No.14)', () => {
  it('upgrades at the end of a turn in which you won a holy war', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('demon-statue'));
    putOn(s, 0, 2, inst('ramiel'));                     // attack 2 + 5 = 7
    stackDeck(s, 2, inst('vanguard', 3), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 0);
    play(m, ['use char 1', 'summon 2']);
    expect(s.upgraded).not.toContain(inst('demon-statue'));
    play(m, ['end']);
    expect(s.upgraded).toContain(inst('demon-statue'));
  });

  it('a possessed Demon Statue does not upgrade even when the condition is met', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('demon-statue'), inst('marid'));
    putOn(s, 0, 2, inst('ramiel'));
    stackDeck(s, 2, inst('vanguard', 0), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 0);
    play(m, ['use char 1', 'summon 2', 'end']);
    expect(s.info.wonWar).toBe(false);                  // (the next player's turn began)
    expect(s.upgraded).not.toContain(inst('demon-statue'));
  });

  it('solo: upgrading at the end of turn 15 counts for the win, with the Angel Statue\'s wisdom', () => {
    const m = newMatch(1, 'statue15');
    const s = S(m);
    setDemon(s, 'al');
    setRow(s, ['mockery', 'drought', 'raid', 'muster', 'silence'], 15);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('demon-statue'));              // 0 wisdom now, 3 upgraded
    putOn(s, 0, 2, inst('angel-statue'));              // 1
    putOn(s, 0, 3, inst('israfel'));                   // 5
    s.seats[0]!.merits.push(pull(s, inst('vanguard', 1)));     // 1
    stackDeck(s, 2, inst('vanguard', 0), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 0);
    play(m, ['use char 1', 'summon 2', 'no merit']);   // won (attack 2+1+2 = 5 >= 5), keeps no merit
    expect(wisdomOf(s, s.seats[0]!)).toBe(7);
    play(m, ['end']);
    const d = decisionOf(m);
    expect(d.over && d.result.winners).toEqual([0]);
    expect(d.over && d.result.reason).toMatch(/^normal ending: 10 wisdom on turn 15/);
  });
});

describe('Angel Statue (No.15)', () => {
  it('several statues let several enemies of one summon become merits', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('angel-statue'));
    putOn(s, 0, 2, inst('angel-statue', 1));
    putOn(s, 0, 3, inst('ramiel'));                    // attack 1 + 1 + 5 = 7
    stackDeck(s, 2, inst('vanguard', 0), inst('vanguard', 2), inst('zu'));
    restartTurn(m, 0, 0);
    play(m, ['use char 1', 'summon 2', 'fight 1', 'merit', 'merit']);
    expect(s.seats[0]!.merits).toEqual([inst('vanguard', 0), inst('vanguard', 2)]);
  });

  it('one statue: only the first won enemy may become a merit', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('angel-statue'));
    putOn(s, 0, 3, inst('ramiel'));
    putOn(s, 0, 2, inst('ifrit'));                     // attack 1 + 5 + 3 = 9
    stackDeck(s, 2, inst('vanguard', 0), inst('vanguard', 2), inst('zu'));
    restartTurn(m, 0, 0);
    play(m, ['use char 1', 'summon 2', 'fight 2', 'merit']);
    expect(s.seats[0]!.merits).toEqual([inst('vanguard', 2)]);
    expect(s.discards[1]).toContain(inst('vanguard', 0));
  });

  it('the character upgrades after a turn in which a merit brought wisdom to 3, though a later card lowered it', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('angel-statue'));              // wisdom 1, attack 1
    putOn(s, 0, 2, inst('ifrit'));                     // attack 3
    putOn(s, 0, 3, inst('sid'));                       // wisdom 1, attack 2: total wisdom 2, attack 6
    stackDeck(s, 2, inst('vanguard', 0), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 1);
    play(m, ['use char 1', 'summon 2', 'merit']);      // Gabriel and Zu cost 2: nothing to take with 1 MANA
    expect(wisdomOf(s, s.seats[0]!)).toBe(3);
    play(m, ['use 4 1', 'set golem 4']);               // Sid sets a Golem over itself: wisdom back to 2
    expect(wisdomOf(s, s.seats[0]!)).toBe(2);
    play(m, ['end']);
    expect(s.seats[0]!.up).toBe(true);
  });
});

describe('Ruf (No.17)', () => {
  it('can upgrade the Demon Statue', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('demon-statue'));
    putOn(s, 0, 2, inst('ruf'));
    restartTurn(m, 0, 1);
    play(m, ['use 3 1']);
    expect(choices(m)).toEqual(['upgrade 2']);
    play(m, ['upgrade 2']);
    expect(s.upgraded).toContain(inst('demon-statue'));
    expect(wisdomOf(s, s.seats[0]!)).toBe(3);
  });
});

describe('Marid (No.18)', () => {
  it('on the Altar the slot costs 2, so its ritual is a cost-2 ritual', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('altar'), inst('marid'));
    expect(slotCost(s, s.seats[0]!.slots[1]!)).toBe(2);
    stackDeck(s, 2, inst('gabriel'));
    restartTurn(m, 0, 1);
    play(m, ['use 2 1', 'ritual 2']);
    // Gabriel (possession-less) covers both: its entry effect raises the magic level.
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('altar'), inst('marid'), inst('gabriel')]);
    expect(s.seats[0]!.magic).toBe(1);
  });
});

describe('Marid (No.18) through a ritual', () => {
  it('a ritual that puts Marid on the Altar makes the next ritual a cost-2 ritual', () => {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('altar'));
    stackDeck(s, 1, inst('marid'));
    restartTurn(m, 0, 1);
    play(m, ['use 2 1', 'ritual 1']);                  // cost-1 ritual: Marid (cost 1) must go on the Altar
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('altar'), inst('marid')]);
    expect(slotCost(s, s.seats[0]!.slots[1]!)).toBe(2);
    play(m, ['end', 'end']);
    stackDeck(s, 2, inst('zu'));
    expect(s.seats[0]!.mana).toBe(1);
    play(m, ['use 2 1', 'ritual 2']);                  // the Altar's text, inherited by Marid, now matches cost 2
    expect(s.seats[0]!.slots[1]!.cards).toEqual([inst('altar'), inst('marid'), inst('zu')]);
  });
});

describe('Kriltu (No.26)', () => {
  function kriltuSetup(tops: string[]) {
    const m = newMatch(2);
    const s = S(m);
    putOn(s, 0, 1, inst('kriltu'));
    tops.forEach((id, level) => stackDeck(s, level + 1, inst(id, id === 'kriltu' ? 1 : 0)));
    restartTurn(m, 0, 1);
    return m;
  }

  it('discards the top card of each grimoire deck and may use one of their effects', () => {
    const m = kriltuSetup(['uriel', 'gabriel', 'ramiel', 'israfel']);
    play(m, ['use 2 1']);
    const s = S(m);
    expect(s.discards.map((d) => d.length)).toEqual([1, 1, 1, 1]);
    expect(choices(m)).toEqual(['copy 1', 'copy 2', 'copy none']); // vanilla cards have nothing to copy
    play(m, ['copy 2']);                               // Gabriel's "magic level +1"
    expect(s.seats[0]!.magic).toBe(1);
  });

  it('a discarded Kriltu lends Kriltu\'s own effect: it runs again', () => {
    const m = kriltuSetup(['uriel', 'kriltu', 'ramiel', 'israfel']);
    play(m, ['use 2 1', 'copy 2']);
    const s = S(m);
    expect(s.discards.map((d) => d.length)).toEqual([2, 2, 2, 2]);
  });

  it('Zu\'s effect used by Kriltu wastelands Kriltu\'s slot', () => {
    const m = kriltuSetup(['uriel', 'zu', 'ramiel', 'israfel']);
    play(m, ['use 2 1', 'copy 2']);
    expect(S(m).seats[0]!.slots[1]!.waste).toBe(true);
    expect(S(m).seats[0]!.slots[1]!.under).toEqual([inst('kriltu')]);
  });

  it('Yam Nahar\'s effect may claim the Demon Legion discarded by the same Kriltu', () => {
    const m = kriltuSetup(['uriel', 'yam-nahar', 'legion', 'israfel']);
    play(m, ['use 2 1', 'copy 2']);
    expect(S(m).seats[0]!.merits).toEqual([inst('legion')]);
    expect(S(m).discards[2]).toEqual([]);
  });
});

describe('Onoskelis (No.30)', () => {
  it('each other player gets one of the declared kind, from the next seat clockwise', () => {
    const m = newMatch(3);
    const s = S(m);
    s.seats[0]!.magic = 2;
    stackDeck(s, 2, inst('onoskelis'), inst('zu'), inst('zu', 1));
    restartTurn(m, 0, 2);
    play(m, ['use char 1', 'summon 2', 'take 1 2']);
    expect(choices(m)).toEqual(catalogue().kindIds.map((id) => `declare ${id}`));
    play(m, ['declare golem']);
    expect(choices(m)).toEqual(['give 2 2', 'give 2 3', 'give 2 4']);
    play(m, ['give 2 3', 'give 3 2']);
    expect(s.seats[1]!.slots[2]!.cards.slice(-1).map((c) => catalogue().idOf[c])).toEqual(['golem']);
    expect(s.seats[2]!.slots[1]!.cards.slice(-1).map((c) => catalogue().idOf[c])).toEqual(['golem']);
  });

  it('with fewer declared cards than other players they go one each from the next seat until they run out', () => {
    const m = newMatch(4);
    const s = S(m);
    s.seats[0]!.magic = 2;
    s.box.push(...s.supply[0]!.splice(0, 8));           // only 2 Golems left (test position)
    stackDeck(s, 2, inst('onoskelis'), inst('zu'), inst('zu', 1));
    restartTurn(m, 0, 2);
    play(m, ['use char 1', 'summon 2', 'take 1 2', 'declare golem', 'give 2 2', 'give 3 2']);
    expect(s.supply[0]!.length).toBe(0);
    expect(s.seats[3]!.slots[1]!.cards.map((c) => catalogue().idOf[c])).toEqual(['supplies']); // P4 got none
    expect(choices(m)).toContain('end');
  });

  it('solo: the equipment covers a calamity, which then never acts', () => {
    const m = newMatch(1, 'ono');
    const s = S(m);
    setDemon(s, 'al');
    setRow(s, ['mockery', 'drought', 'raid', 'muster', 'silence'], 1);
    s.seats[0]!.magic = 2;
    stackDeck(s, 2, inst('onoskelis'), inst('zu'), inst('zu', 1));
    restartTurn(m, 0, 2);
    play(m, ['use char 1', 'summon 2', 'take 1 2', 'declare altar', 'give calamity 2', 'end']);
    expect(s.solo!.row[0]!.cover.length).toBe(1);
    expect(s.round).toBe(2);
    expect(s.seats[0]!.magic).toBe(2);                 // Mockery covered: no effect on turn 2
  });
});

describe('Afarot (No.31)', () => {
  it('its summon has no holy war, and a revealed enemy may be summoned by paying its cost', () => {
    const m = newMatch(2);
    const s = S(m);
    s.seats[0]!.magic = 2;
    putOn(s, 0, 1, inst('afarot'));
    stackDeck(s, 2, inst('vanguard', 3), inst('gabriel'), inst('zu'));
    restartTurn(m, 0, 5);
    play(m, ['use 2 1', 'summon 2']);
    expect(s.seats[0]!.mana).toBe(4);                  // no MANA lost against the attack-7 Vanguard
    expect(choices(m)).toContain('take 1 3');
    play(m, ['take 1 3']);
    expect(s.seats[0]!.slots[2]!.cards).toEqual([inst('vanguard', 3)]);
    expect(s.seats[0]!.mana).toBe(0);
  });
});
