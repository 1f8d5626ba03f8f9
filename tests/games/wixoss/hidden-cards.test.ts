/**
 * rules/hidden.ts, rule by rule: when a deck or life cloth card is a chance outcome (named in a transcript), who is
 * shown it, and which cards a transcript may name there. Positions are built by hand; `rng.heard` set = a match
 * that keeps its outcomes (recorded), `rng.told` = a transcript.
 */
import type { ChanceOutcome } from '../../../src/engine/chance.js';
import { ChanceError } from '../../../src/engine/chance.js';
import { knowLifeTop, knowTop, putUnderDeck, searchPool, shuffleDeck, takeLifeTop, takeTop } from '../../../src/games/wixoss/rules/hidden.js';
import { idOf, type WixossState } from '../../../src/games/wixoss/state.js';
import { scenario } from './helpers.js';

function recorded(state: WixossState): ChanceOutcome[] {
  state.rng.heard = [];
  return state.rng.heard;
}

function told(state: WixossState, names: string[]): void {
  state.rng.heard = [];
  state.rng.told = { queue: names.map((name, i) => ({ key: '1', name, line: 10 + i })), next: 0 };
}

const names = (s: WixossState, insts: number[]) => insts.map((i) => idOf(s, i));

describe('hidden WIXOSS cards as chance outcomes', () => {
  it('a draw is an outcome shown to the drawer only; a mill or crush one shown to everyone', () => {
    const s = scenario({ p1: { deck: ['WD01-009', 'WD01-010', 'WD01-011'], life: ['WD01-012', 'WD01-013'] } }).state as WixossState;
    const heard = recorded(s);
    takeTop(s, 0, 0);
    takeTop(s, 0);
    takeLifeTop(s, 0);
    expect(heard).toEqual([{ key: '1', name: 'WD01-009', to: 0 }, { key: '1', name: 'WD01-010' }, { key: '1', name: 'WD01-012' }]);
  });

  it('a card looked at is named once: drawing it later, or revealing it to all, is no new outcome', () => {
    const s = scenario({ p1: { deck: ['WD01-009', 'WD01-010', 'WD01-011'] } }).state as WixossState;
    const heard = recorded(s);
    knowTop(s, 0, 2, 0);
    knowTop(s, 0, 1);
    takeTop(s, 0, 0);
    expect(heard.map((o) => o.name)).toEqual(['WD01-009', 'WD01-010']);
  });

  it('after a shuffle the looked-at cards are unknown again: the next draw is an outcome', () => {
    const s = scenario({ p1: { deck: ['WD01-009', 'WD01-010', 'WD01-011'] } }).state as WixossState;
    const heard = recorded(s);
    knowTop(s, 0, 3, 0);
    shuffleDeck(s, 0);
    takeTop(s, 0, 0);
    expect(heard).toHaveLength(4);
  });

  it('a life cloth card looked at by the opponent is named to that opponent, and not again when crushed', () => {
    const s = scenario({ p1: { life: ['WD01-012', 'WD01-013'] } }).state as WixossState;
    const heard = recorded(s);
    knowLifeTop(s, 0, 1, 1);
    takeLifeTop(s, 0);
    expect(heard).toEqual([{ key: '1', name: 'WD01-012', to: 1 }]);
  });

  it('in a seeded game that keeps no outcomes nothing is recorded and nothing is tracked', () => {
    const s = scenario({ p1: { deck: ['WD01-009', 'WD01-010'] } }).state as WixossState;
    knowTop(s, 0, 2, 0);
    expect(s.players[0]!.fixed).toBeUndefined();
    expect(s.rng.heard).toBeUndefined();
  });

  it('told: a drawn card may come from the life cloth (one pool of unseen cards), and the swap keeps every card', () => {
    const s = scenario({ p1: { deck: ['WD01-009', 'WD01-010'], life: ['WD01-012', 'WD01-013'] } }).state as WixossState;
    told(s, ['WD01-013']);
    const before = names(s, [...s.players[0]!.deck, ...s.players[0]!.life]).sort();
    expect(idOf(s, takeTop(s, 0, 0))).toBe('WD01-013');
    expect([...names(s, [...s.players[0]!.deck, ...s.players[0]!.life]), 'WD01-013'].sort()).toEqual(before);
  });

  it('told: a card shuffled in after the life cloth was set is never named from the life cloth, nor a life card after a refresh', () => {
    const s = scenario({ p1: { deck: [], life: ['WD01-012'], trash: ['WD01-009', 'WD01-010'] } }).state as WixossState;
    told(s, ['WD01-012']);
    // A refresh: the trash goes under the (empty) deck and is shuffled; the life cloth keeps its unseen card.
    putUnderDeck(s, 0, s.players[0]!.trash.splice(0));
    shuffleDeck(s, 0);
    try {
      takeTop(s, 0, 0);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ChanceError);
      expect((error as ChanceError).line).toBe(10);
      expect((error as ChanceError).candidates).toEqual(['WD01-009', 'WD01-010']);
    }
  });

  it('a search offers, in a transcript, every card that could be in the deck; seeded, the deck itself', () => {
    const s = scenario({ p1: { deck: ['WD01-009', 'WD01-010'], life: ['WD01-012'] } }).state as WixossState;
    expect(names(s, searchPool(s, 0))).toEqual(['WD01-009', 'WD01-010']);
    told(s, []);
    expect(names(s, searchPool(s, 0)).sort()).toEqual(['WD01-009', 'WD01-010', 'WD01-012']);
  });
});
