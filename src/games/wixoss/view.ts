/** What one seat may see: own hand and LRIG deck; the opponent's only as counts; no life cloth, deck order or RNG. */
import type { GameResult, Seat } from '../../engine/game.js';
import { hasLancer, signiPower } from './rules/power.js';
import { resultReason } from './rules/processing.js';
import { def } from './rules/zones.js';
import { seenDeckTop, seenLifeTop } from './rules/hidden.js';
import { EMPTY, type Phase, type WixossState, idOf } from './state.js';

export interface SigniView { id: string; name: string; level: number; power: number; down: boolean; lancer: boolean }
export interface PlayerView {
  name: string;
  lrig: { id: string; name: string; level: number; limit: number; type: string; down: boolean } | null;
  signi: (SigniView | null)[];
  life: number;
  deck: number;
  hand: string[] | number;
  lrigDeck: string[] | number;
  ener: string[];
  trash: string[];
  lrigTrash: string[];
  check: string[];
  /** Cards set aside in the mulligan (own) or their count (opponent). */
  mulligan: string[] | number;
  /** The top cards of this deck / life cloth the viewer has seen there (a look, a reveal), top first; absent when none. */
  seenTop?: string[];
  seenLife?: string[];
}
export interface WixossView {
  seat: Seat | null;
  modern: boolean;
  turn: number;
  active: Seat;
  first: Seat;
  phase: Phase;
  result: GameResult | null;
  players: PlayerView[];
}

export function viewOf(s: WixossState, seat: Seat | null): WixossView {
  const ids = (list: number[]) => list.map((i) => idOf(s, i));
  const setup = s.phase === 'chooseLrig' || s.phase === 'mulligan';
  return {
    seat, modern: s.modern, turn: s.turn, active: s.active, first: s.first, phase: s.phase,
    result: s.phase === 'over' ? { winners: [s.winner], reason: resultReason(s) } : null,
    players: s.players.map((p, k) => {
      const own = k === seat;
      const top = p.lrig[p.lrig.length - 1];
      // The LRIG is face down until both players have finished setting up.
      const lrigShown = top !== undefined && (own || !setup);
      const d = lrigShown ? def(s, top!) : undefined;
      return {
        name: p.name,
        lrig: d ? { id: d.id, name: d.name.en, level: d.level, limit: d.limit ?? 0, type: d.lrigType ?? '', down: p.lrigDown } : null,
        signi: p.signi.map((inst, z) => (inst === EMPTY ? null : {
          id: idOf(s, inst), name: def(s, inst).name.en, level: def(s, inst).level, power: signiPower(s, k, z), down: p.signiDown[z]!, lancer: hasLancer(s, k, z),
        })),
        life: p.life.length,
        deck: p.deck.length,
        hand: own ? ids(p.hand) : p.hand.length,
        lrigDeck: own ? ids(p.lrigDeck) : p.lrigDeck.length,
        ener: ids(p.ener),
        trash: ids(p.trash),
        lrigTrash: ids(p.lrigTrash),
        check: ids(p.check),
        mulligan: own ? ids(p.mull) : p.mull.length,
        ...seen(s, k, seat),
      };
    }),
  };
}

/** What `viewer` has seen of `owner`'s deck top and life cloth top, when anything (rules/hidden.ts). */
function seen(s: WixossState, owner: Seat, viewer: Seat | null): Pick<PlayerView, 'seenTop' | 'seenLife'> {
  const top = seenDeckTop(s, owner, viewer);
  const life = seenLifeTop(s, owner, viewer);
  return {
    ...(top.length ? { seenTop: top.map((i) => idOf(s, i)) } : {}),
    ...(life.length ? { seenLife: life.map((i) => idOf(s, i)) } : {}),
  };
}
