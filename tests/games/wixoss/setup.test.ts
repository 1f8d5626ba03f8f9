/** Spec "Setup" and first-turn rules, through the real setup. */
import { decisionOf, startMatch } from '../../../src/engine/match.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { game } from '../../../src/games/wixoss/index.js';
import { deckRules } from '../../../src/games/wixoss/decks.js';
import { parseDeckText } from '../../../src/engine/decklist.js';
import type { WixossView } from '../../../src/games/wixoss/view.js';
import { play, st, zone } from './helpers.js';

const BUILTIN = deckRules.builtin;

const header = (over: Partial<LogHeader> = {}): LogHeader => ({
  game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: 'setup', first: 0, decks: ['white-hope', 'red-ambition'], options: {}, orders: {}, ...over,
});

describe('setup', () => {
  it('shuffles, places the only level-0 LRIG, deals 5 and asks the first player to mulligan first', () => {
    const m = startMatch(game, header());
    const s = st(m);
    expect(zone(m, 0, 'lrig')).toEqual(['WD01-005']);
    expect(zone(m, 1, 'lrig')).toEqual(['WD02-005']);
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 5]);
    expect(s.players.map((p) => p.deck.length)).toEqual([35, 35]);
    const d = decisionOf(m);
    expect(d.over ? -1 : d.seat).toBe(0);
    expect(d.over ? [] : d.choices).toContain('keep');
  });

  it('mulligan: returned cards are shuffled back and as many drawn; then 7 life cloth; first player draws 1', () => {
    const m = startMatch(game, header());
    const handBefore = [...st(m).players[1]!.hand];
    play(m, 'keep', 'mulligan 1', 'mulligan 1', 'keep');
    const s = st(m);
    expect(s.players[1]!.hand).toHaveLength(5);
    expect(s.players[1]!.hand).not.toEqual(handBefore);
    expect(s.players.map((p) => p.life.length)).toEqual([7, 7]);
    expect(s.turn).toBe(1);
    expect(s.active).toBe(0);
    expect(s.players[0]!.hand).toHaveLength(6); // drew 1 on the game's first turn
    expect(s.players[0]!.deck).toHaveLength(40 - 5 - 7 - 1);
    expect(s.players[1]!.deck).toHaveLength(40 - 5 - 7);
  });

  it('the second player draws 2 on the second turn', () => {
    const m = startMatch(game, header());
    play(m, 'keep', 'keep');
    // Ann passes through her first turn (no attack phase on turn 1).
    while (st(m).turn === 1) play(m, 'pass');
    expect(st(m).active).toBe(1);
    expect(st(m).players[1]!.hand).toHaveLength(7);
  });

  it('without --first a seeded coin flip picks the first player (both outcomes occur)', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) firsts.add(st(startMatch(game, header({ seed: `flip${i}`, first: undefined }))).first);
    expect([...firsts].sort()).toEqual([0, 1]);
    expect(st(startMatch(game, header({ seed: 'x', first: undefined }))).first).toBe(st(startMatch(game, header({ seed: 'x', first: undefined }))).first);
  });

  it('with several level-0 LRIG the player chooses one, face down to the opponent until the game starts', () => {
    const white = BUILTIN.find((d) => d.id === 'white-hope')!.text.replace('1 WD01-004', '1 WD03-005');
    const m = startMatch(game, header({ decks: [white.split('\n').join('; '), 'red-ambition'] }));
    const d = decisionOf(m);
    expect(d.over ? -1 : d.seat).toBe(0);
    expect(d.over ? [] : d.choices).toEqual(['lrig 4', 'lrig 5']);
    play(m, 'lrig 4');
    expect(zone(m, 0, 'lrig')).toEqual(['WD03-005']);
    const bobView = game.view(st(m), 1) as WixossView;
    expect(bobView.players[0]!.lrig).toBeNull();
    play(m, 'keep', 'keep');
    expect((game.view(st(m), 1) as WixossView).players[0]!.lrig?.id).toBe('WD03-005');
  });

  it('a stacked deck order (a physical game written down) fixes the hand, the life cloth order and the draws', () => {
    const deck = game.decks!.build(parseDeckText(BUILTIN[0]!.text, game.decks!.sections), {}).deck!.main;
    const order = [...deck].sort(); // any permutation of the 40 cards, top first
    const m = startMatch(game, header({ orders: { '1': [order] } }));
    expect(zone(m, 0, 'hand')).toEqual(order.slice(0, 5));
    play(m, 'keep', 'keep');
    // Cards 6-12 are laid one on another: the 12th is the top life cloth (stored last).
    expect(zone(m, 0, 'life')).toEqual(order.slice(5, 12));
    expect(zone(m, 0, 'hand')[5]).toBe(order[12]);
  });
});
