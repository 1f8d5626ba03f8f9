/**
 * Determinize keeps what a seat has seen: in a game that keeps its chance outcomes (recorded), the deck and life
 * cloth cards a seat has looked at where they lie stay there in every copy made for that seat, so its view of the
 * copy is its view of the game (ZONES.knownPlaces, rules/hidden.ts).
 */
import { decisionOf, playChoice, startMatch } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/wixoss/index.js';
import { knowLifeTop, knowTop, takeTop } from '../../../src/games/wixoss/rules/hidden.js';
import { idOf, type WixossState } from '../../../src/games/wixoss/state.js';
import { viewOf, ZONES } from '../../../src/games/wixoss/view.js';
import { scenario } from './helpers.js';

const sameView = (s: WixossState, seat: number, rng: string) =>
  expect(JSON.stringify(viewOf(ZONES.determinize(s, seat, seedRng(rng)), seat))).toBe(JSON.stringify(viewOf(s, seat)));

describe('WIXOSS determinize keeps the cards a seat has seen', () => {
  it('a seat that looked at its top cards (and the opponent\'s top life cloth) finds them there in every copy', () => {
    const s = scenario({
      p1: { deck: ['WD01-009', 'WD01-010', 'WD01-011', 'WD01-012', 'WD01-013', 'WD01-014'] },
      p2: { life: ['WD02-009', 'WD02-010', 'WD02-011'] },
    }).state as WixossState;
    s.rng.heard = [];
    const top = knowTop(s, 0, 2, 0);
    const life = knowLifeTop(s, 1, 1, 0);
    expect(viewOf(s, 0).players[0]!.seenTop).toHaveLength(2);
    let rest = false;
    for (let i = 0; i < 8; i++) {
      const copy = ZONES.determinize(s, 0, seedRng(`seen${i}`));
      expect(copy.players[0]!.deck.slice(0, 2)).toEqual(top);
      expect(copy.players[1]!.life.at(-1)).toBe(life[0]);
      if (copy.players[0]!.deck.slice(2).join() !== s.players[0]!.deck.slice(2).join()) rest = true;
      sameView(s, 0, `seen${i}`);
      sameView(s, 1, `other${i}`);
    }
    // The places the seat has not seen are still resampled.
    expect(rest).toBe(true);
  });

  it('a seen card that leaves the deck is known there no more: a copy that puts it back does not show it on top', () => {
    const s = scenario({ p2: { deck: ['WD02-009', 'WD02-010', 'WD02-011', 'WD02-012'], hand: ['WD02-013'] } }).state as WixossState;
    s.rng.heard = [];
    knowTop(s, 1, 1);
    s.players[1]!.hand.push(takeTop(s, 1, 1));
    expect(s.players[1]!.fixed).toEqual([]);
    for (let i = 0; i < 30; i++) sameView(s, 0, `drawn${i}`);
  });

  it('over recorded random games, every seat sees the same in its determinized copy at every step', () => {
    let seenSteps = 0;
    for (const seed of ['wxseen-1', 'wxseen-2', 'wxseen-3']) {
      const header = { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed, first: 0, decks: ['white-hope', 'red-ambition'], options: {}, orders: {} };
      const m = startMatch(game, header, { record: true });
      const pick = seedRng(`${seed} moves`);
      for (let step = 0; step < 400; step++) {
        const d = decisionOf(m);
        if (d.over) break;
        const s = m.state as WixossState;
        for (const seat of [0, 1]) {
          if (viewOf(s, seat).players.some((p) => p.seenTop || p.seenLife)) seenSteps++;
          sameView(s, seat, `${seed} ${step} ${seat}`);
        }
        playChoice(m, d.choices[randomInt(pick, d.choices.length)]!);
      }
    }
    // The sweep did meet seats that had seen cards on a deck or life cloth.
    expect(seenSteps).toBeGreaterThan(0);
  });
});

describe('WIXOSS determinize during setup', () => {
  // Seat 1 has put WD01-005 face down and still holds two other level 0 LRIGs; seat 2 is choosing.
  const setupState = () => scenario({
    phase: 'chooseLrig', active: 1, turn: 0,
    p1: { lrig: ['WD01-005'], lrigDeck: ['WD02-005', 'WD01-006', 'WD03-005'] },
    p2: { lrig: [], lrigDeck: ['WD04-005', 'WD04-006'] },
  }).state as WixossState;
  const lrigOf = (s: WixossState, seat: number) => idOf(s, s.players[seat]!.lrig[0]!);

  it('the face-down LRIG of the opponent is any of its level 0 LRIGs in the copies, never another card', () => {
    const s = setupState();
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const copy = game.determinize(s, 1, seedRng(`lrig${i}`));
      seen.add(lrigOf(copy, 0));
      const p = copy.players[0]!;
      expect([...p.lrig, ...p.lrigDeck].map((inst) => idOf(copy, inst)).sort()).toEqual(['WD01-005', 'WD01-006', 'WD02-005', 'WD03-005']);
      expect(JSON.stringify(viewOf(copy, 1))).toBe(JSON.stringify(viewOf(s, 1)));
    }
    expect([...seen].sort()).toEqual(['WD01-005', 'WD02-005', 'WD03-005']);
  });

  it('the seat\'s own face-down LRIG stays, and once play begins the LRIGs are public and stay', () => {
    const s = setupState();
    for (let i = 0; i < 10; i++) expect(lrigOf(game.determinize(s, 0, seedRng(`own${i}`)), 0)).toBe('WD01-005');
    s.phase = 'main';
    s.turn = 3;
    for (let i = 0; i < 10; i++) expect(lrigOf(game.determinize(s, 1, seedRng(`main${i}`)), 0)).toBe('WD01-005');
  });
});
