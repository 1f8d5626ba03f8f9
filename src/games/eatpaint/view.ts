/**
 * What a seat may see: the zones declared once (`ZONES`: decks, HEAT and face-down energy hidden from everyone; a
 * hand and traps seen by their owner), from which the engine derives the card list, the copy and `determinize`.
 */
import type { GameResult, Seat } from '../../engine/game.js';
import { declareZones } from '../../engine/zones.js';
import type { Attack, EpState, SideState, Work } from './state.js';
import { referee } from './rules/flow.js';
import { QUESTIONS } from './questions.js';
import { charDefense, isPriority, workDefense, workPower } from './rules/stats.js';
import { gameResult } from './rules/ending.js';
import { attackDefense, attackPower, choosingTarget } from './rules/attack.js';
import { sideOf } from './state.js';

/** A work as everyone sees it, with the power and defense it has now. */
export interface WorkView extends Work { power: number; def: number; prio: boolean }

/** A side as `viewer` sees it: its public fields as they are, its hidden zones as counts (a hand and traps for their owner). */
export interface SideView extends Pick<SideState, 'name' | 'char' | 'side' | 'sub' | 'life' | 'form' | 'rest' | 'trash' | 'ink' | 'inkDiscard' | 'boost'> {
  /** The character's defense now (a magician's is 0). */
  def: number;
  hand: string[] | null;
  handCount: number;
  deckCount: number;
  heatCount: number;
  traps: string[] | null;
  trapCount: number;
  /** `c` is null for a face-down card. */
  energy: { card: string | null; rest: boolean }[];
  works: WorkView[];
}

/** The attack as everyone sees it, with the power and defense the damage step would use now. */
export interface AttackView extends Attack {
  power: number;
  /** Null while the attacker still picks its target. */
  defense: number | null;
}

export interface EpView extends Pick<EpState, 'turn' | 'active' | 'first' | 'phase' | 'startLife' | 'dryTurns' | 'using'> {
  seat: Seat | null;
  sides: SideView[];
  attack: AttackView | null;
  waiting: { seat: Seat; prompt: string } | null;
  result: GameResult | null;
}

function sideView(state: EpState, owner: Seat, viewer: Seat | null): SideView {
  const side = sideOf(state, owner);
  return {
    name: side.name, char: side.char, side: side.side, sub: side.sub, life: side.life, form: side.form, rest: side.rest, def: charDefense(side),
    hand: ZONES.shown(state, 'hand', owner, viewer), handCount: side.hand.length, deckCount: side.deck.length,
    trash: [...side.trash], heatCount: side.heat.length,
    traps: ZONES.shown(state, 'traps', owner, viewer), trapCount: side.traps.length,
    // Face-down energy keeps its place in the row (and its rest state), so the row is masked card by card.
    energy: side.energy.map((e) => ({ card: e.up ? e.card : null, rest: e.rest })),
    works: side.works.map((w) => ({ ...w, power: workPower(side, w), def: workDefense(side, w), prio: isPriority(w) })), ink: side.ink, inkDiscard: side.inkDiscard, boost: side.boost,
  };
}

function attackView(state: EpState): AttackView {
  return { ...state.attack!, power: attackPower(state), defense: choosingTarget(state) ? null : attackDefense(state) };
}

export function view(state: EpState, seat: Seat | null): EpView {
  const d = referee.decision(state);
  return {
    seat, turn: state.turn, active: state.active, first: state.first, phase: state.phase, startLife: state.startLife,
    dryTurns: state.dryTurns,
    sides: state.sides.map((_, owner) => sideView(state, owner, seat)),
    using: state.using.map((u) => ({ ...u })),
    attack: state.attack ? attackView(state) : null,
    waiting: d.over ? null : { seat: d.seat, prompt: seat === d.seat ? d.prompt : QUESTIONS.publicForm(state, d) },
    result: gameResult(state),
  };
}

const faceDown = (state: EpState, seat: Seat) => sideOf(state, seat).energy.filter((e) => !e.up);

/**
 * Every place a card can be. The hidden ones come first, in the order determinize has always refilled them (deck,
 * HEAT, face-down energy, hand, traps), so bots draw the same samples as before; a seat's hidden zones are one pool.
 * The INK pile is counted, not listed: as many INK cards as beside the character, in the INK discard and on works.
 */
export const ZONES = declareZones<EpState, string>({
  seats: (state) => state.sides.length,
  // Copies of a card are alike and never change sides: a card is its owner and its id.
  instance: (c, owner) => `${owner! + 1}:${c}`,
  zones: [
    { key: 'deck', owner: 'seat', sees: 'nobody', ordered: true, pile: true, cards: (s, seat) => sideOf(s, seat).deck },
    { key: 'heat', owner: 'seat', sees: 'nobody', ordered: true, cards: (s, seat) => sideOf(s, seat).heat },
    {
      key: 'energyDown', owner: 'seat', sees: 'nobody', ordered: true,
      cards: (s, seat) => faceDown(s, seat).map((e) => e.card),
      write: (s, seat, cards) => faceDown(s, seat).forEach((e, i) => { e.card = cards[i]!; }),
    },
    { key: 'hand', owner: 'seat', sees: 'owner', ordered: false, cards: (s, seat) => sideOf(s, seat).hand },
    { key: 'traps', owner: 'seat', sees: 'owner', ordered: false, cards: (s, seat) => sideOf(s, seat).traps },
    { key: 'trash', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => sideOf(s, seat).trash },
    { key: 'energyUp', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => sideOf(s, seat).energy.filter((e) => e.up).map((e) => e.card) },
    { key: 'works', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => sideOf(s, seat).works.flatMap((w) => (w.frame ? [w.card, w.frame] : [w.card])) },
    {
      key: 'ink', owner: 'seat', sees: 'everyone', ordered: false,
      cards: (s, seat) => {
        const { ink, inkDiscard, inkCard, works } = sideOf(s, seat);
        return Array<string>(works.reduce((n, w) => n + w.ink, ink + inkDiscard)).fill(inkCard);
      },
    },
    { key: 'using', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => s.using.filter((u) => u.seat === seat).map((u) => u.card) },
  ],
});
