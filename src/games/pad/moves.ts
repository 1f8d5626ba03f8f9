/**
 * PAD's moves, each declared once (engine/moves): how the log writes it, its arguments (1-based, as typed), the
 * sentence a player reads in `moves`, `pick` and `history`, and its rules topic. A hand card is named only to the
 * seat whose hand it is; every other seat reads "card N" (the move's events name it once it is shown).
 */
import type { Seat } from '../../engine/game.js';
import { numberArg } from '../../engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../engine/moves/table.js';
import { cardNameOf, nameOf } from './cards/catalogue.js';
import { m } from './messages/index.js';
import { deciderOf } from './rules/decider.js';
import { top } from './rules/zones.js';
import { opponent, type PadState, type PlayerState } from './state.js';

const HAND = numberArg(() => m().arg.hand);
const MONSTER = numberArg(() => m().arg.monster);
const COLUMN = numberArg(() => m().arg.column);
const POSITION = numberArg(() => m().arg.position);
const ATTACKER = numberArg(() => m().arg.attacker);
const CARD = numberArg(() => m().arg.card);

const verb = verbOf<PadState>();
const t = () => m().describe;

/** The seat deciding now (whose hand and monsters a move names). */
const moverOf = (s: PadState): Seat => deciderOf(s);
const moverState = (s: PadState) => s.players[moverOf(s)]!;
const foeState = (s: PadState) => s.players[opponent(moverOf(s))]!;

/** Hand card `h` (1-based) of the mover, named to the mover and "card h" to everyone else. */
function handName(s: PadState, h: number, viewer?: Seat | null): string {
  const seat = moverOf(s);
  const c = s.players[seat]!.hand[h - 1];
  return (viewer !== undefined && viewer !== seat) || c === undefined ? t().handCard(h) : cardNameOf(c);
}
const monster = (owner: PlayerState, st: number) => t().monster(nameOf(top(owner, st - 1)), st);
/** Card `pos` from the top of the mover's column `col` (both 1-based). */
function dropName(s: PadState, col: number, pos: number): string {
  const column = moverState(s).columns[col - 1];
  const c = column?.[column.length - pos];
  return c === undefined ? t().thatCard : t().dropCard(cardNameOf(c), col);
}

export const MOVES = declareMoves({
  'swap with': verb({
    notation: 'swap <hand> with <column>', args: { hand: HAND, column: COLUMN }, topic: 'setup',
    describe: (s, a) => t().swap(handName(s, a.hand), a.column),
    describePublic: (s, a, viewer) => t().swap(handName(s, a.hand, viewer), a.column),
  }),
  done: verb({ notation: 'done', args: {}, topic: 'moves', describe: () => t().done }),
  reset: verb({ notation: 'reset <monster>', args: { monster: MONSTER }, topic: 'turn', describe: (s, a) => t().reset(monster(moverState(s), a.monster)) }),
  'evolve on': verb({
    notation: 'evolve <hand> on <monster>', args: { hand: HAND, monster: MONSTER }, topic: 'turn',
    describe: (s, a) => t().evolve(monster(moverState(s), a.monster), handName(s, a.hand)),
    describePublic: (s, a, viewer) => t().evolve(monster(moverState(s), a.monster), handName(s, a.hand, viewer)),
  }),
  skill: verb({
    notation: 'skill <hand>', args: { hand: HAND }, topic: 'turn',
    describe: (s, a) => t().skill(handName(s, a.hand)),
    describePublic: (s, a, viewer) => t().skill(handName(s, a.hand, viewer)),
  }),
  puzzle: verb({ notation: 'puzzle', args: {}, topic: 'turn', describe: () => t().puzzle }),
  pay: verb({ notation: 'pay <column> <position>', args: { column: COLUMN, position: POSITION }, topic: 'turn', describe: (s, a) => t().pay(dropName(s, a.column, a.position)) }),
  'pay auto': verb({ notation: 'pay auto', args: {}, topic: 'turn', describe: () => t().payAuto }),
  'deck to': verb({ notation: 'deck to <column>', args: { column: COLUMN }, topic: 'puzzle', describe: (_s, a) => t().deck(a.column) }),
  'drop to': verb({
    notation: 'drop <hand> to <column>', args: { hand: HAND, column: COLUMN }, topic: 'puzzle',
    describe: (s, a) => t().drop(handName(s, a.hand), a.column),
    describePublic: (s, a, viewer) => t().drop(handName(s, a.hand, viewer), a.column),
  }),
  pass: verb({ notation: 'pass', args: {}, topic: 'moves', describe: () => t().pass }),
  column: verb({ notation: 'column <column>', args: { column: COLUMN }, topic: 'puzzle', describe: (_s, a) => t().column(a.column) }),
  attack: verb({ notation: 'attack <monster>', args: { monster: MONSTER }, topic: 'attack', describe: (s, a) => t().attack(monster(moverState(s), a.monster)) }),
  'attack all': verb({ notation: 'attack all', args: {}, topic: 'attack', describe: () => t().attackAll }),
  guard: verb({
    notation: 'guard <attacker> <monster>', args: { attacker: ATTACKER, monster: MONSTER }, topic: 'attack',
    describe: (s, a) => t().guard(nameOf(top(foeState(s), a.attacker - 1)), nameOf(top(moverState(s), a.monster - 1))),
  }),
  take: verb({ notation: 'take <attacker>', args: { attacker: ATTACKER }, topic: 'attack', describe: (s, a) => t().take(nameOf(top(foeState(s), a.attacker - 1))) }),
  prevent: verb({ notation: 'prevent', args: {}, topic: 'attack', describe: () => t().prevent }),
  discard: verb({
    notation: 'discard <hand>', args: { hand: HAND }, topic: 'turn',
    describe: (s, a) => t().discard(handName(s, a.hand)),
    describePublic: (s, a, viewer) => t().discard(handName(s, a.hand, viewer)),
  }),
  target: verb({ notation: 'target <monster>', args: { monster: MONSTER }, topic: 'moves', describe: (_s, a) => t().target(a.monster) }),
  ability: verb({ notation: 'ability <monster>', args: { monster: MONSTER }, topic: 'attack', describe: (s, a) => t().ability(monster(moverState(s), a.monster)) }),
  resolve: verb({ notation: 'resolve <monster>', args: { monster: MONSTER }, topic: 'rulings', describe: (s, a) => t().resolve(monster(moverState(s), a.monster)) }),
  orb: verb({ notation: 'orb <column> <position>', args: { column: COLUMN, position: POSITION }, topic: 'moves', describe: (_s, a) => t().orb(a.position, a.column) }),
  hand: verb({
    notation: 'hand <hand>', args: { hand: HAND }, topic: 'moves',
    describe: (s, a) => t().hand(handName(s, a.hand)),
    describePublic: (s, a, viewer) => t().hand(handName(s, a.hand, viewer)),
  }),
  pick: verb({
    notation: 'pick <card>', args: { card: CARD }, topic: 'moves',
    describe: (s, a) => {
      const c = moverState(s).discard[a.card - 1];
      return t().pick(c === undefined ? t().thatCard : cardNameOf(c));
    },
  }),
});
