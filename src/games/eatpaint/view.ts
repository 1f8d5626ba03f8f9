/**
 * What a seat may see, and `determinize`: the opposite operation that resamples exactly what it may not see
 * (decks, face-down HEAT and energy for everyone; the other seat's hand and traps).
 */
import type { GameResult, Seat } from '../../engine/game.js';
import { resampleHidden } from '../../engine/chance.js';
import { nextUint32, type RngState } from '../../engine/rng.js';
import type { Attack, EpState, InUse, SideState, Work } from './state.js';
import { decide } from './rules/tasks.js';
import { charDefense, isPriority, workDefense, workPower } from './rules/stats.js';
import { gameResult } from './rules/ending.js';

/** A work as everyone sees it, with the power and defense it has now. */
export interface WorkView extends Work { power: number; def: number; prio: boolean }

export interface SideView {
  name: string;
  char: string;
  side: 'dragon' | 'magician';
  sub: string;
  life: number;
  form: number;
  rest: boolean;
  /** The character's defense now (a magician's is 0). */
  def: number;
  hand: string[] | null;
  handCount: number;
  deckCount: number;
  trash: string[];
  heatCount: number;
  traps: string[] | null;
  trapCount: number;
  /** `c` is null for a face-down card. */
  energy: { c: string | null; rest: boolean }[];
  works: WorkView[];
  ink: number;
  inkDiscard: number;
  boost: number;
}

export interface EpView {
  seat: Seat | null;
  turn: number;
  active: Seat;
  first: Seat;
  phase: string;
  startLife: number;
  dryTurns: number;
  sides: SideView[];
  using: InUse[];
  atk: Attack | null;
  waiting: { seat: Seat; prompt: string } | null;
  result: GameResult | null;
}

function sideView(side: SideState, mine: boolean): SideView {
  return {
    name: side.name, char: side.char, side: side.side, sub: side.sub, life: side.life, form: side.form, rest: side.rest, def: charDefense(side),
    hand: mine ? [...side.hand] : null, handCount: side.hand.length, deckCount: side.deck.length,
    trash: [...side.trash], heatCount: side.heat.length,
    traps: mine ? [...side.traps] : null, trapCount: side.traps.length,
    energy: side.energy.map((e) => ({ c: e.up ? e.c : null, rest: e.rest })),
    works: side.works.map((w) => ({ ...w, power: workPower(side, w), def: workDefense(side, w), prio: isPriority(w) })), ink: side.ink, inkDiscard: side.inkDiscard, boost: side.boost,
  };
}

export function view(state: EpState, seat: Seat | null): EpView {
  const d = decide(state);
  return {
    seat, turn: state.turn, active: state.active, first: state.first, phase: state.phase, startLife: state.startLife,
    dryTurns: state.dryTurns,
    sides: state.sides.map((s, i) => sideView(s, i === seat)),
    using: state.using.map((u) => ({ ...u })),
    atk: state.atk ? { ...state.atk } : null,
    waiting: d.over ? null : { seat: d.seat, prompt: d.prompt },
    result: gameResult(state),
  };
}

/** Slots whose card `seat` cannot know, per owner, in a fixed order so they can be refilled. */
function hiddenSlots(side: SideState, mine: boolean): { get: () => string[]; set: (cards: string[]) => void }[] {
  const slots = [
    { get: () => side.deck, set: (c: string[]) => { side.deck = c; } },
    { get: () => side.heat, set: (c: string[]) => { side.heat = c; } },
    {
      get: () => side.energy.filter((e) => !e.up).map((e) => e.c),
      set: (c: string[]) => { let k = 0; for (const e of side.energy) if (!e.up) e.c = c[k++]!; },
    },
  ];
  if (!mine) {
    slots.push({ get: () => side.hand, set: (c) => { side.hand = c; } });
    slots.push({ get: () => side.traps, set: (c) => { side.traps = c; } });
  }
  return slots;
}

export function determinize(state: EpState, seat: Seat, rng: RngState): EpState {
  const copy = structuredClone(state);
  copy.sides.forEach((side, owner) => {
    const slots = hiddenSlots(side, owner === seat);
    const parts = slots.map((s) => [...s.get()]);
    resampleHidden(rng, parts);
    slots.forEach((s, i) => s.set(parts[i]!));
  });
  // Fresh randomness too, so a bot cannot learn future shuffles from the copy.
  copy.rng = { s: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] };
  return copy;
}

export function cardInstances(state: EpState): string[] {
  const out: string[] = [];
  state.sides.forEach((side, seat) => {
    const tag = `${seat + 1}:`;
    const add = (c: string) => out.push(tag + c);
    side.deck.forEach(add); side.hand.forEach(add); side.trash.forEach(add); side.heat.forEach(add); side.traps.forEach(add);
    for (const e of side.energy) add(e.c);
    let ink = side.ink + side.inkDiscard;
    for (const w of side.works) { add(w.c); if (w.frame) add(w.frame); ink += w.ink; }
    for (let i = 0; i < ink; i++) add(side.inkCard);
  });
  for (const u of state.using) out.push(`${u.s + 1}:${u.c}`);
  return out;
}
