/**
 * PAD's moves, each declared once (engine/moves): how the log writes it, its arguments (1-based, as typed), the
 * sentence a player reads in `moves`, `pick` and `history`, and its rules topic. A hand card is named only to the
 * mover, whose hand it is; every other seat reads "card N" (each such verb's `secret`; the move's events name the
 * card once it is shown).
 */
import type { Seat } from '../../engine/game.js';
import { numberArg } from '../../engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../engine/moves/table.js';
import { card, cardNameOf, nameOf } from './cards/catalogue.js';
import { cardEffectText } from './effect-text.js';
import { m } from './messages/index.js';
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

/** Hand card `h` (1-based) of the mover, by name: the table shows it to the mover only (each verb's `secret`). */
function handName(s: PadState, mover: Seat, h: number): string {
  const c = s.players[mover]!.hand[h - 1];
  return c === undefined ? t().handCard(h) : cardNameOf(c);
}
/** What hand card `h` of the mover does, in its card's text (en or zh, shortened), or undefined without one. */
function handText(s: PadState, mover: Seat, h: number): string | undefined {
  const c = s.players[mover]!.hand[h - 1];
  return c === undefined ? undefined : cardEffectText(card(c));
}
/** What every other seat reads for hand card `h`: its place in the hand. */
const hiddenHand = (h: number) => t().handCard(h);
const monster = (owner: PlayerState, st: number) => t().monster(nameOf(top(owner, st - 1)), st);
/** Card `pos` from the top of the mover's column `col` (both 1-based). */
function dropName(s: PadState, mover: Seat, col: number, pos: number): string {
  const column = s.players[mover]!.columns[col - 1];
  const c = column?.[column.length - pos];
  return c === undefined ? t().thatCard : t().dropCard(cardNameOf(c), col, pos);
}

export const MOVES = declareMoves({
  'swap with': verb({
    notation: 'swap <hand> with <column>', args: { hand: HAND, column: COLUMN }, topic: 'setup',
    describe: (s, a, mover) => t().swap(handName(s, mover, a.hand), a.column),
    secret: { arg: 'hand', others: (_s, a) => t().swap(hiddenHand(a.hand), a.column) },
  }),
  done: verb({ notation: 'done', args: {}, topic: 'moves', describe: () => t().done }),
  reset: verb({ notation: 'reset <monster>', args: { monster: MONSTER }, topic: 'turn', describe: (s, a, mover) => t().reset(monster(s.players[mover]!, a.monster)) }),
  'evolve on': verb({
    notation: 'evolve <hand> on <monster>', args: { hand: HAND, monster: MONSTER }, topic: 'turn',
    describe: (s, a, mover) => t().evolve(monster(s.players[mover]!, a.monster), handName(s, mover, a.hand)),
    secret: { arg: 'hand', others: (s, a, mover) => t().evolve(monster(s.players[mover]!, a.monster), hiddenHand(a.hand)) },
  }),
  skill: verb({
    notation: 'skill <hand>', args: { hand: HAND }, topic: 'turn',
    describe: (s, a, mover) => t().skill(handName(s, mover, a.hand), handText(s, mover, a.hand)),
    secret: { arg: 'hand', others: (_s, a) => t().skill(hiddenHand(a.hand)) },
  }),
  puzzle: verb({ notation: 'puzzle', args: {}, topic: 'turn', describe: () => t().puzzle }),
  pay: verb({ notation: 'pay <column> <position>', args: { column: COLUMN, position: POSITION }, topic: 'turn', describe: (s, a, mover) => t().pay(dropName(s, mover, a.column, a.position)) }),
  'pay auto': verb({ notation: 'pay auto', args: {}, topic: 'turn', describe: () => t().payAuto }),
  'deck to': verb({ notation: 'deck to <column>', args: { column: COLUMN }, topic: 'puzzle', describe: (_s, a) => t().deck(a.column) }),
  'drop to': verb({
    notation: 'drop <hand> to <column>', args: { hand: HAND, column: COLUMN }, topic: 'puzzle',
    describe: (s, a, mover) => t().drop(handName(s, mover, a.hand), a.column),
    secret: { arg: 'hand', others: (_s, a) => t().drop(hiddenHand(a.hand), a.column) },
  }),
  pass: verb({ notation: 'pass', args: {}, topic: 'moves', describe: () => t().pass }),
  column: verb({ notation: 'column <column>', args: { column: COLUMN }, topic: 'puzzle', describe: (_s, a) => t().column(a.column) }),
  attack: verb({ notation: 'attack <monster>', args: { monster: MONSTER }, topic: 'attack', describe: (s, a, mover) => t().attack(monster(s.players[mover]!, a.monster)) }),
  'attack all': verb({ notation: 'attack all', args: {}, topic: 'attack', describe: () => t().attackAll }),
  guard: verb({
    notation: 'guard <attacker> <monster>', args: { attacker: ATTACKER, monster: MONSTER }, topic: 'attack',
    describe: (s, a, mover) => t().guard(nameOf(top(s.players[opponent(mover)]!, a.attacker - 1)), nameOf(top(s.players[mover]!, a.monster - 1))),
  }),
  take: verb({ notation: 'take <attacker>', args: { attacker: ATTACKER }, topic: 'attack', describe: (s, a, mover) => t().take(nameOf(top(s.players[opponent(mover)]!, a.attacker - 1))) }),
  prevent: verb({ notation: 'prevent', args: {}, topic: 'attack', describe: () => t().prevent }),
  discard: verb({
    notation: 'discard <hand>', args: { hand: HAND }, topic: 'turn',
    describe: (s, a, mover) => t().discard(handName(s, mover, a.hand)),
    secret: { arg: 'hand', others: (_s, a) => t().discard(hiddenHand(a.hand)) },
  }),
  target: verb({ notation: 'target <monster>', args: { monster: MONSTER }, topic: 'moves', describe: (_s, a) => t().target(a.monster) }),
  ability: verb({ notation: 'ability <monster>', args: { monster: MONSTER }, topic: 'attack', describe: (s, a, mover) => t().ability(monster(s.players[mover]!, a.monster)) }),
  resolve: verb({ notation: 'resolve <monster>', args: { monster: MONSTER }, topic: 'rulings', describe: (s, a, mover) => t().resolve(monster(s.players[mover]!, a.monster)) }),
  orb: verb({ notation: 'orb <column> <position>', args: { column: COLUMN, position: POSITION }, topic: 'moves', describe: (_s, a) => t().orb(a.position, a.column) }),
  hand: verb({
    notation: 'hand <hand>', args: { hand: HAND }, topic: 'moves',
    describe: (s, a, mover) => t().hand(handName(s, mover, a.hand)),
    secret: { arg: 'hand', others: (_s, a) => t().hand(hiddenHand(a.hand)) },
  }),
  pick: verb({
    notation: 'pick <card>', args: { card: CARD }, topic: 'moves',
    describe: (s, a, mover) => {
      const c = s.players[mover]!.discard[a.card - 1];
      return t().pick(c === undefined ? t().thatCard : cardNameOf(c), a.card);
    },
  }),
});
