/** Scenario helpers: build a pad state with chosen zones, play scripted choices through the engine, read zones. */
import { playChoice, decisionOf, type Match } from '../../../src/engine/match.js';
import { seedRng } from '../../../src/engine/rng.js';
import type { LogHeader } from '../../../src/engine/log.js';
import { randomDeckText } from '../../../src/games/pad/random-deck.js';
import { game } from '../../../src/games/pad/index.js';
import { card, cardNo } from '../../../src/games/pad/cards/catalogue.js';
import { referee } from '../../../src/games/pad/rules/flow.js';
import { freshState } from '../../../src/games/pad/setup.js';
import type { PadState, PlayerState, Step } from '../../../src/games/pad/state.js';

export interface SeatSetup {
  team?: string[];
  /** Whole stacks, base first (overrides team). */
  stacks?: string[][];
  deck?: string[];
  hand?: string[];
  life?: string[];
  columns?: string[][];
  discard?: string[];
  /** 1-based monster numbers that start tapped. */
  tapped?: number[];
}

export const TEAM = ["Lil' Red Dragon", "Lil' Black Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'];
const filler = (name: string, n: number) => Array.from({ length: n }, () => name);

function seatState(name: string, o: SeatSetup): PlayerState {
  const ids = (names: string[]) => names.map(cardNo);
  const stacks = (o.stacks ?? (o.team ?? TEAM).map((t) => [t])).map(ids);
  const tapped = [false, false, false, false, false];
  for (const t of o.tapped ?? []) tapped[t - 1] = true;
  return {
    name,
    deck: ids(o.deck ?? filler('Gigas', 10)),
    hand: ids(o.hand ?? []),
    life: ids(o.life ?? filler('Dragon Knight', 5)),
    discard: ids(o.discard ?? []),
    columns: (o.columns ?? [['Dragon Knight'], ['Gigas'], ['Titan']]).map(ids),
    stacks,
    tapped,
    evolved: [false, false, false, false, false],
    limbo: [],
  };
}

export interface ScenarioOptions {
  p1?: SeatSetup;
  p2?: SeatSetup;
  /** Whose turn (0-based); default 0. */
  seat?: number;
  step?: Step;
  /** Turn counter; default 3 (so drop start happens). */
  turn?: number;
  first?: number;
  combos?: number;
  comboKinds?: number;
  /** Seats hit by an attack this turn. */
  hitByAttack?: number[];
}

export function scenario(o: ScenarioOptions = {}): Match {
  const s: PadState = freshState(seedRng('scenario'), [seatState('A', o.p1 ?? {}), seatState('B', o.p2 ?? {})], {
    seat: o.seat ?? 0, first: o.first ?? 0, turn: o.turn ?? 3, step: o.step ?? 'main',
  });
  s.combos = o.combos ?? 0;
  s.comboKinds = o.comboKinds ?? 0;
  for (const seat of o.hitByAttack ?? []) s.hitByAttack[seat] = true;
  referee.settle(s);
  return { game, header: { game: 'pad', version: '1', players: ['A', 'B'], seed: 'scenario', decks: [], options: {}, orders: {} }, state: s, moves: [] };
}

/** Play scripted answers; each must be legal for whoever decides (playChoice throws otherwise). */
export function play(m: Match, ...choices: string[]): void {
  for (const c of choices) playChoice(m, c);
}

export function choices(m: Match): string[] {
  const d = decisionOf(m);
  return d.over ? [] : d.choices;
}

export function decider(m: Match): number {
  const d = decisionOf(m);
  if (d.over) throw new Error('game over');
  return d.seat;
}

export function names(zone: number[]): string[] {
  return zone.map((c) => card(c).name);
}

export function topName(m: Match, seat: number, stack: number): string {
  const st = (m.state as PadState).players[seat]!.stacks[stack - 1]!;
  return card(st[st.length - 1]!).name;
}

export function st(m: Match): PadState {
  return m.state as PadState;
}

export { filler };

/** Ops added for the later sets (B02-B05): tests/games/pad/cards-later.test.ts has a scenario for each. */
export const LATER_OPS = [
  'drawTo', 'opponentDiscards', 'boost', 'dropRefresh', 'revealToDrop', 'recycleToDrop', 'selfToDrop', 'aura',
  'unguardable', 'guardBonus', 'shield', 'lifeToDiscard', 'healToDamage', 'noFoeActivate', 'damageHalfLife',
  'whenFoeDamaged', 'lookTop', 'lookTake', 'lastStand', 'rollAttacker', 'discardForCombo', 'attackTwice', 'preventByDiscard',
  'useFromHand',
];

/** Combo-kind bit masks for `comboKinds` (order of KINDS). */
export const KIND_BITS = { fire: 1, water: 2, wood: 4, light: 8, dark: 16, heal: 32 } as const;

/** Header of game `i` of an invariant run over random legal decks from the whole pool (src/games/pad/random-deck.ts). */
export function poolHeader(prefix: string, i: number): LogHeader {
  const rng = seedRng(`${prefix}-deck-${i}`);
  return { game: 'pad', version: game.version, players: ['Ann', 'Bob'], seed: `${prefix}${i}`, first: i % 2, decks: [randomDeckText(rng), randomDeckText(rng)], options: {}, orders: {} };
}
