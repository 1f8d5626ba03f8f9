/**
 * What one seat may see: own hand and LRIG deck; the opponent's only as counts; no life cloth, deck order or RNG.
 * The zones are declared once (`ZONES`), from which the engine derives the card list and `determinize`.
 */
import type { GameResult, Seat } from '../../engine/game.js';
import { randomInt, type RngState } from '../../engine/rng.js';
import { declareZones } from '../../engine/zones.js';
import { hasDoubleCrush, hasLancer, signiPower } from './table/power.js';
import { resultReason } from './rules/processing.js';
import { def } from './table/defs.js';
import { cardDef } from './cards/db.js';
import type { Color } from './cards/types.js';
import { charmAt, charmsOf } from './table/charm.js';
import { stackAt, stacksOf } from './table/under.js';
import { crossedAt, crossPartners } from './table/cross.js';
import { abilitiesLost } from './table/lose-abilities.js';
import { knownPlaces, seenDeckTop, seenLifeTop } from './rules/hidden.js';
import { EMPTY, type Phase, type Player, type WixossState, idOf } from './state.js';

export interface SigniView {
  id: string; name: string; level: number; power: number; down: boolean; lancer: boolean;
  /** Present when it has a Charm; `id` only for a seat that may see the face-down card (its owner). */
  charm?: { id?: string };
  /** Present (true) only while this SIGNI is crossed (table/cross.ts). */
  crossed?: true;
  /** While crossed: the SIGNI zones (1 = leftmost) of the SIGNI it is crossed with. */
  crossedWith?: number[];
  /** Present (true) only while this SIGNI has Double Crush (its own, gained, or from your LRIG or a zone mark). */
  doubleCrush?: true;
  /** The cards lying face up under it, in the order put (WX05 Uranium; table/under.ts); absent when none. */
  under?: string[];
  /** Present (true) only while this SIGNI has lost its abilities (WX05 Code Labyrinth Louvre; table/lose-abilities.ts). */
  noAbilities?: true;
  /** Present only while an effect makes its colour other than printed (WX05 Tamayorihime, Sunspot Miko; table/color-override.ts). */
  color?: Color;
}
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
  /** Extra turns the turn player takes after this one (WX05 Mayu, Genesis Miko); absent when none. */
  extraTurns?: number;
}

const player = (s: WixossState, seat: Seat): Player => s.players[seat]!;

/** While a seat resolves an effect it may look at its own deck (search, reorder) or be shown the opponent's hand. */
const resolvesEffect = (s: WixossState, seat: Seat) => s.tasks.some((t) => t.kind === 'effect' && t.seat === seat);

/**
 * Every place a card can be. A seat's hand, deck, life cloth and mulligan are one pool of hidden cards, its LRIG
 * deck another; the hand comes first, in the order determinize has always refilled them (same samples for bots).
 */
export const ZONES = declareZones<WixossState, number>({
  seats: (s) => s.players.length,
  compare: (a, b) => a - b,
  // Bots have always sampled the opponent's cards before the order of their own deck and life cloth.
  ownPoolsLast: true,
  // What an effect of the seat is showing it stays put: its own deck and life cloth, the opponent's hand.
  knows: (s, key, owner, seat) => resolvesEffect(s, seat) && (owner === seat || key === 'hand' || key === 'mull'),
  // Deck and life cloth cards the seat has seen where they lie (a look, a reveal: recorded games) stay there.
  knownPlaces: (s, key, owner, seat) => (owner !== null && (key === 'deck' || key === 'life') ? knownPlaces(s, owner, key, seat) : []),
  zones: [
    { key: 'hand', owner: 'seat', sees: 'owner', ordered: false, cards: (s, seat) => player(s, seat).hand },
    { key: 'deck', owner: 'seat', sees: 'nobody', ordered: true, pile: true, cards: (s, seat) => player(s, seat).deck },
    { key: 'life', owner: 'seat', sees: 'nobody', ordered: true, cards: (s, seat) => player(s, seat).life },
    { key: 'mull', owner: 'seat', sees: 'owner', ordered: false, cards: (s, seat) => player(s, seat).mull },
    { key: 'lrigDeck', owner: 'seat', sees: 'owner', ordered: false, pool: 'lrig', cards: (s, seat) => player(s, seat).lrigDeck },
    // Face down during setup: `determinizeFor` hides it then (the zone is public once play begins).
    { key: 'lrig', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => player(s, seat).lrig },
    { key: 'signi', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => player(s, seat).signi.filter((i) => i !== EMPTY) },
    { key: 'ener', owner: 'seat', sees: 'everyone', ordered: false, cards: (s, seat) => player(s, seat).ener },
    { key: 'trash', owner: 'seat', sees: 'everyone', ordered: false, cards: (s, seat) => player(s, seat).trash },
    { key: 'lrigTrash', owner: 'seat', sees: 'everyone', ordered: false, cards: (s, seat) => player(s, seat).lrigTrash },
    { key: 'check', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => player(s, seat).check },
    // Charms lie face down under SIGNI: their owner knows them, the opponent only that they are there (last, so
    // that a game without Charms resamples as before).
    { key: 'charm', owner: 'seat', sees: 'owner', ordered: true, cards: charmsOf, write: writeCharms },
    // Cards put face up under a SIGNI (WX05 Uranium): everyone sees them.
    { key: 'under', owner: 'seat', sees: 'everyone', ordered: true, cards: stacksOf },
  ],
});

/** A resample of `seat`'s Charms goes back under the same SIGNI, in zone order. */
function writeCharms(s: WixossState, seat: Seat, cards: number[]): void {
  const charm = player(s, seat).charm;
  if (!charm) return;
  let k = 0;
  for (let z = 0; z < charm.length; z++) if (charm[z] !== EMPTY) charm[z] = cards[k++]!;
}

const isSetup = (s: WixossState) => s.phase === 'chooseLrig' || s.phase === 'mulligan';

/**
 * `determinize`: the zones' resample, and during setup the LRIG an opponent has put face down is any of its level 0
 * LRIGs (the seat knows only that it is one of them), so a bot choosing second cannot pick against the first choice.
 * A deck with one level 0 LRIG draws no number here, so its copies are the same as the zones' alone.
 */
export function determinizeFor(s: WixossState, seat: Seat, rng: RngState): WixossState {
  const copy = ZONES.determinize(s, seat, rng);
  if (!isSetup(copy)) return copy;
  copy.players.forEach((p, owner) => {
    if (owner === seat || p.lrig.length !== 1) return;
    // In instance order, so that every state the seat cannot tell apart gives the same copy.
    const all = [p.lrig[0]!, ...p.lrigDeck].sort((a, b) => a - b);
    const levelZero = all.filter((inst) => def(copy, inst).type === 'LRIG' && def(copy, inst).level === 0);
    if (levelZero.length < 2) return;
    const chosen = levelZero[randomInt(rng, levelZero.length)]!;
    p.lrig = [chosen];
    p.lrigDeck = all.filter((inst) => inst !== chosen);
  });
  return copy;
}

export function viewOf(s: WixossState, seat: Seat | null): WixossView {
  const ids = (list: number[]) => list.map((i) => idOf(s, i));
  const setup = isSetup(s);
  return {
    seat, modern: s.modern, turn: s.turn, active: s.active, first: s.first, phase: s.phase,
    ...(s.extraTurns ? { extraTurns: s.extraTurns } : {}),
    result: s.phase === 'over' ? { winners: [s.winner], reason: resultReason(s) } : null,
    players: s.players.map((p, k) => {
      const own = k === seat;
      const hidden = (key: string, list: number[]) => (ZONES.sees(key, k, seat) ? ids(list) : list.length);
      const top = p.lrig[p.lrig.length - 1];
      // The LRIG is face down until both players have finished setting up.
      const lrigShown = top !== undefined && (own || !setup);
      const d = lrigShown ? def(s, top!) : undefined;
      return {
        name: p.name,
        lrig: d ? { id: d.id, name: d.name.en, level: d.level, limit: d.limit ?? 0, type: d.lrigType ?? '', down: p.lrigDown } : null,
        signi: p.signi.map((inst, z) => (inst === EMPTY ? null : {
          id: idOf(s, inst), name: def(s, inst).name.en, level: def(s, inst).level, power: signiPower(s, k, z), down: p.signiDown[z]!, lancer: hasLancer(s, k, z),
          ...charmView(s, k, z, seat),
          ...(crossedAt(s, k, z) ? { crossed: true as const, crossedWith: crossPartners(s, k, z).map((partner) => partner + 1) } : {}),
          ...(hasDoubleCrush(s, k, z) ? { doubleCrush: true as const } : {}),
          ...(stackAt(s, k, z).length ? { under: ids([...stackAt(s, k, z)]) } : {}),
          ...(abilitiesLost(s, inst) ? { noAbilities: true as const } : {}),
          ...fieldColor(s, inst),
        })),
        life: p.life.length,
        deck: p.deck.length,
        hand: hidden('hand', p.hand),
        lrigDeck: hidden('lrigDeck', p.lrigDeck),
        ener: ids(p.ener),
        trash: ids(p.trash),
        lrigTrash: ids(p.lrigTrash),
        check: ids(p.check),
        mulligan: hidden('mull', p.mull),
        ...seen(s, k, seat),
      };
    }),
  };
}

/** The Charm under `owner`'s SIGNI in `zone` as `viewer` sees it: there, and which card only to those who may see it. */
function charmView(s: WixossState, owner: Seat, zone: number, viewer: Seat | null): Pick<SigniView, 'charm'> {
  const inst = charmAt(s, owner, zone);
  if (inst === EMPTY) return {};
  return { charm: ZONES.sees('charm', owner, viewer) ? { id: idOf(s, inst) } : {} };
}

/** A SIGNI's colour when an effect changed it from the printed one (WX05 Tamayorihime, Sunspot Miko). */
function fieldColor(s: WixossState, inst: number): Pick<SigniView, 'color'> {
  const d = def(s, inst);
  return d.colors === cardDef(d.id).colors ? {} : { color: d.colors[0]! };
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
