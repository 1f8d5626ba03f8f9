/** Build WIXOSS positions from card ids and play scripted choices through the engine's playChoice. */
import { decisionOf, playChoice, type Match } from '../../../src/engine/match.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/wixoss/index.js';
import { referee } from '../../../src/games/wixoss/rules/flow.js';
import { idOf, type Phase, type Player, type WixossState } from '../../../src/games/wixoss/state.js';

export interface Side {
  /** LRIG zone, bottom first; the last is the current LRIG. */
  lrig?: string[];
  lrigDown?: boolean;
  lrigDeck?: string[];
  hand?: string[];
  /** Top card first. */
  deck?: string[];
  /** Top life cloth first. */
  life?: string[];
  ener?: string[];
  trash?: string[];
  lrigTrash?: string[];
  signi?: (string | null)[];
  down?: boolean[];
  /** Charm: the face-down card under the SIGNI of each zone (null: none). */
  charm?: (string | null)[];
  /** Cards face up under the SIGNI of each zone (WX05 Uranium; table/under.ts). */
  under?: string[][];
}

export interface Setup {
  p1?: Side;
  p2?: Side;
  phase?: Phase;
  turn?: number;
  active?: number;
  modern?: boolean;
}

const FILLER = 'WD01-013';

export function scenario(setup: Setup): Match {
  const kinds: string[] = [];
  const ids: number[] = [];
  const inst = (id: string) => {
    const k = kinds.includes(id) ? kinds.indexOf(id) : kinds.push(id) - 1;
    return ids.push(k) - 1;
  };
  const many = (list: string[] | undefined) => (list ?? []).map(inst);
  const player = (side: Side | undefined, name: string, defaultLrig: string): Player => {
    const sd = side ?? {};
    const signi = [0, 1, 2].map((z) => (sd.signi?.[z] ? inst(sd.signi[z]!) : -1));
    return {
      name, lrig: many(sd.lrig ?? [defaultLrig]), lrigDown: Boolean(sd.lrigDown), lrigDeck: many(sd.lrigDeck), hand: many(sd.hand),
      deck: many(sd.deck ?? Array(10).fill(FILLER)), life: many(sd.life ?? Array(7).fill(FILLER)).reverse(), ener: many(sd.ener),
      trash: many(sd.trash), lrigTrash: many(sd.lrigTrash), signi, signiDown: [0, 1, 2].map((z) => Boolean(sd.down?.[z])), check: [], mull: [], refreshes: 0,
      ...(sd.charm ? { charm: [0, 1, 2].map((z) => (sd.charm![z] ? inst(sd.charm![z]!) : -1)) } : {}),
      ...(sd.under ? { under: [0, 1, 2].map((z) => many(sd.under![z])) } : {}),
    };
  };
  const players = [player(setup.p1, 'Ann', 'WD01-002'), player(setup.p2, 'Bob', 'WD02-002')];
  const state: WixossState = {
    rng: seedRng(1), events: [], modern: Boolean(setup.modern), kinds, ids, players, first: 0, active: setup.active ?? 0,
    turn: setup.turn ?? 3, phase: setup.phase ?? 'main', tasks: [], mods: [], fired: [], frozen: [], trashedThisMain: false, trashing: false, endTurnNow: false,
    winner: -1, reason: '',
  };
  referee.settle(state);
  return {
    game,
    header: { game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: '1', decks: [], options: setup.modern ? { rules: 'modern' } : {}, orders: {} },
    state,
    moves: [],
  };
}

/** Play choices in order; each must be legal for whoever decides (a strict script). */
export function play(match: Match, ...choices: string[]): void {
  for (const c of choices) {
    const d = decisionOf(match);
    if (d.over) throw new Error(`game over before "${c}"`);
    if (!d.choices.includes(c)) throw new Error(`"${c}" is not legal for P${d.seat + 1} (${d.prompt}): ${d.choices.join(' | ')}`);
    playChoice(match, c);
  }
}

export function choices(match: Match): string[] {
  const d = decisionOf(match);
  return d.over ? [] : d.choices;
}

export function decider(match: Match): number {
  const d = decisionOf(match);
  return d.over ? -1 : d.seat;
}

export function st(match: Match): WixossState {
  return match.state as WixossState;
}

/** Card ids in a zone of a seat (0-based). */
export function zone(match: Match, seat: number, name: keyof Player): string[] {
  const s = st(match);
  const value = s.players[seat]![name];
  if (!Array.isArray(value)) throw new Error(`${String(name)} is not a zone`);
  return (value as number[]).map((i) => (i < 0 ? '-' : idOf(s, i)));
}

export function signiIds(match: Match, seat: number): string[] {
  return zone(match, seat, 'signi');
}

export const CARD = {
  tama4: 'WD01-001', tama3: 'WD01-002', tama2: 'WD01-003', tama1: 'WD01-004', tama0: 'WD01-005',
  rococo: 'WD01-006', avon: 'WD01-007', baroque: 'WD01-008', romail: 'WD01-009', caliburn: 'WD01-010', trett: 'WD01-011',
  flamber: 'WD01-012', kukri: 'WD01-013', bonya: 'WD01-014', getBible: 'WD01-015', servantD: 'WD01-016', servantO: 'WD01-017', jetting: 'WD01-018',
  hanayo4: 'WD02-001', hanayo3: 'WD02-002', hanayo2: 'WD02-003', hanayo1: 'WD02-004', hanayo0: 'WD02-005',
  firefly: 'WD02-006', backFlame: 'WD02-007', burningStone: 'WD02-008', volcano: 'WD02-009', silvan: 'WD02-010', garnet: 'WD02-011',
  bronda: 'WD02-012', iron: 'WD02-013', amethyst: 'WD02-014', firePillar: 'WD02-015',
  piruluk4: 'WD03-001', piruluk3: 'WD03-002', piruluk2: 'WD03-003', piruluk1: 'WD03-004', piruluk0: 'WD03-005',
  peeping: 'WD03-006', dontMove: 'WD03-007', drawTwo: 'WD03-008', rmn: 'WD03-009', drs: 'WD03-010', smp: 'WD03-011', jv: 'WD03-012',
  sc: 'WD03-013', rfr: 'WD03-014', tooBad: 'WD03-015',
  midori4: 'WD04-001', midori3: 'WD04-002', midori2: 'WD04-003', midori1: 'WD04-004', midori0: 'WD04-005',
  highSpirits: 'WD04-006', overAgain: 'WD04-007', followBlindly: 'WD04-008', seiryu: 'WD04-009', misuzaku: 'WD04-010', bigtatt: 'WD04-011',
  koalan: 'WD04-012', kogenbu: 'WD04-013', pandan: 'WD04-014', hyakko: 'WD04-015', servantQ2: 'WD04-016', servantO2: 'WD04-017', fallen: 'WD04-018',
  ulith4: 'WD05-001', ulith3: 'WD05-002', ulith2: 'WD05-003', ulith1: 'WD05-004', ulith0: 'WD05-005',
  momentPunish: 'WD05-006', eternalPunish: 'WD05-007', graveOut: 'WD05-008', metsum: 'WD05-009', belze: 'WD05-010', carry: 'WD05-011',
  cosmo: 'WD05-012', kooni: 'WD05-013', succu: 'WD05-014', holeDark: 'WD05-017', recalled: 'WD05-018',
} as const;
