/**
 * WIXOSS's moves, each declared once (engine/moves): how the log writes it, its arguments, the sentence a player
 * reads in `moves`, `pick` and `history` ("Summon Servant O from hand into SIGNI zone 2"), and its rules topic.
 * One notation per idea: an effect's SIGNI is `target k` (the other player's zone k) or `target own k` (yours).
 *
 * Hidden information: a card in the mover's hand or LRIG deck, and a card found in its deck, are named to the mover
 * only; the others read "card 3" (the move's events name the card once it is shown).
 */
import { opponentOf } from '../../engine/turn-order.js';
import type { Decision, Seat } from '../../engine/game.js';
import { cardName as localName } from '../../engine/i18n.js';
import { numberArg, optionalArg, wordArg } from '../../engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../engine/moves/table.js';
import { effectOps } from './table/abilities.js';
import { cardDef } from './cards/db.js';
import { m } from './messages/index.js';
import { cardName } from './table/names.js';
import type { WixossState } from './state.js';

const HAND = numberArg(() => m().arg.hand);
const LRIG_DECK = numberArg(() => m().arg.lrigDeck);
const ZONE = numberArg(() => m().arg.zone);
const ENER = numberArg(() => m().arg.ener);
const TRASH = numberArg(() => m().arg.trash);
const ABILITY = optionalArg(numberArg(() => m().arg.ability), 1);
const CHOICE = numberArg(() => m().arg.choice);
const LEVEL = numberArg(() => m().arg.level);
const CARD = wordArg(() => m().arg.card);

const verb = verbOf<Moment>();
const t = () => m();

/**
 * A move is described at a moment: the state before it is applied, and the question being answered there, which
 * index.ts asks the referee for only when a sentence needs it (the referee runs the rules, and the rules read their
 * answers with this table: it cannot import them).
 */
export interface Moment {
  state: WixossState;
  decision(): Decision;
}

/** Who decides now and the task being answered. */
function moment(at: Moment) {
  const s = at.state;
  const decision = at.decision();
  const seat = decision.over ? s.active : decision.seat;
  return { seat, p: s.players[seat]!, top: s.tasks[s.tasks.length - 1] };
}
/** Card `n` (1-based) of a zone, by name; '?' when there is none. */
const nth = (at: Moment, list: number[], n: number) => (list[n - 1] === undefined || list[n - 1]! < 0 ? t().unknownCard : cardName(at.state, list[n - 1]!));
const handCard = (at: Moment, n: number) => nth(at, moment(at).p.hand, n);
const lrigCard = (at: Moment, n: number) => nth(at, moment(at).p.lrigDeck, n);

/** The sentence for another seat: the mover's own when it is the mover, else `hidden`. */
const toOthers = <A>(mover: (at: Moment, a: A) => string, hidden: (a: A) => string) =>
  (at: Moment, a: A, viewer: Seat | null) => (viewer === moment(at).seat ? mover(at, a) : hidden(a));

/**
 * The sentences of a verb that names a card only the mover sees: `sentence` with the card's name for the mover, and
 * with `hidden` ("card 3") in its place for every other seat.
 */
const secretCard = <A>(sentence: (name: string, a: A) => string, card: (at: Moment, a: A) => string, hidden: (a: A) => string) => ({
  describe: (at: Moment, a: A) => sentence(card(at, a), a),
  describePublic: toOthers((at: Moment, a: A) => sentence(card(at, a), a), (a: A) => sentence(hidden(a), a)),
});
type Numbered = { n: number };
const inHand = (at: Moment, a: Numbered) => handCard(at, a.n);
const inLrigDeck = (at: Moment, a: Numbered) => lrigCard(at, a.n);
const handHidden = (a: Numbered) => t().hiddenHandCard(a.n);
const lrigHidden = (a: Numbered) => t().hiddenLrigCard(a.n);

/** Effect ops whose `life k` puts that life cloth into the trash (the others take it into hand). */
const LIFE_TO_TRASH = new Set(['optionalCost', 'trashOwnLifeToCrush']);
const effectOp = (at: Moment) => {
  const top = at.state.tasks[at.state.tasks.length - 1];
  return top?.kind === 'effect' ? effectOps(at.state, top)[top.i]?.op : undefined;
};

const pickText = (id: string) => {
  const name = safeName(id);
  return name === undefined ? t().unknownCard : t().dPick(name);
};
function safeName(id: string): string | undefined {
  try {
    return localName(cardDef(id.toUpperCase()).name);
  } catch {
    return undefined; // a typed id of no card: the move is not legal, and its sentence names nothing
  }
}

export const MOVES = declareMoves({
  lrig: verb({ notation: 'lrig <n>', args: { n: LRIG_DECK }, topic: 'setup', describe: (_at, a) => t().dLrig(String(a.n)) }),
  mulligan: verb({
    notation: 'mulligan <n>', args: { n: HAND }, topic: 'setup',
    describe: (at, a) => t().dMulligan(String(a.n), handCard(at, a.n)),
    describePublic: toOthers((at, a: { n: number }) => t().dMulligan(String(a.n), handCard(at, a.n)), (a) => t().dMulligan(String(a.n))),
  }),
  keep: verb({ notation: 'keep', args: {}, topic: 'setup', describe: (at) => (moment(at).p.mull.length ? t().dFinishMulligan(moment(at).p.mull.length) : t().dKeep) }),
  ener: verb({
    notation: 'ener <n>', args: { n: HAND }, topic: 'turn',
    ...secretCard((name) => t().dEnerHand(name), inHand, handHidden),
  }),
  'ener signi': verb({
    notation: 'ener signi <zone>', args: { zone: ZONE }, topic: 'turn',
    describe: (at, a) => t().dEnerSigni(nth(at, moment(at).p.signi, a.zone), String(a.zone)),
  }),
  grow: verb({
    notation: 'grow <n>', args: { n: LRIG_DECK }, topic: 'turn',
    ...secretCard((name) => t().dGrow(name), inLrigDeck, lrigHidden),
  }),
  summon: verb({
    notation: 'summon <n> <zone>', args: { n: HAND, zone: ZONE }, topic: 'turn',
    ...secretCard((name, a: { n: number; zone: number }) => t().dSummon(name, String(a.zone)), inHand, handHidden),
  }),
  spell: verb({
    notation: 'spell <n>', args: { n: HAND }, topic: 'turn',
    ...secretCard((name) => t().dSpell(name), inHand, handHidden),
  }),
  arts: verb({
    notation: 'arts <n>', args: { n: LRIG_DECK }, topic: 'attack',
    ...secretCard((name) => t().dArts(name), inLrigDeck, lrigHidden),
  }),
  resona: verb({
    notation: 'resona <n>', args: { n: LRIG_DECK }, topic: 'rulings',
    ...secretCard((name) => t().dResona(name), inLrigDeck, lrigHidden),
  }),
  act: verb({
    notation: 'act <zone> <ability>', args: { zone: ZONE, ability: ABILITY }, topic: 'turn',
    describe: (at, a) => t().dActSigni(nth(at, moment(at).p.signi, a.zone), String(a.zone)),
  }),
  'act lrig': verb({ notation: 'act lrig <ability>', args: { ability: ABILITY }, topic: 'turn', describe: () => t().dActLrig }),
  'act trash': verb({
    notation: 'act trash <n> <ability>', args: { n: TRASH, ability: ABILITY }, topic: 'turn',
    describe: (at, a) => t().dActTrash(nth(at, moment(at).p.trash, a.n)),
  }),
  zone: verb({ notation: 'zone <zone>', args: { zone: ZONE }, topic: 'turn', describe: (_at, a) => t().dZone(String(a.zone)) }),
  'trash signi': verb({
    notation: 'trash signi <zone>', args: { zone: ZONE }, topic: 'turn',
    describe: (at, a) => t().dTrash(nth(at, moment(at).p.signi, a.zone), String(a.zone)),
  }),
  attack: verb({
    notation: 'attack <zone>', args: { zone: ZONE }, topic: 'attack',
    describe: (at, a) => t().dAttackSigni(nth(at, moment(at).p.signi, a.zone), String(a.zone)),
  }),
  'attack lrig': verb({ notation: 'attack lrig', args: {}, topic: 'attack', describe: () => t().dAttackLrig }),
  guard: verb({
    notation: 'guard <n>', args: { n: HAND }, topic: 'attack',
    ...secretCard((name) => t().dGuard(name), inHand, handHidden),
  }),
  'no guard': verb({ notation: 'no guard', args: {}, topic: 'attack', describe: () => t().dNoGuard }),
  discard: verb({
    notation: 'discard <n>', args: { n: HAND }, topic: 'turn',
    ...secretCard((name) => t().dDiscard(name), inHand, handHidden),
  }),
  pay: verb({ notation: 'pay <n>', args: { n: ENER }, topic: 'damage', describe: (at, a) => t().dPay(nth(at, moment(at).p.ener, a.n)) }),
  'pay auto': verb({ notation: 'pay auto', args: {}, topic: 'damage', describe: () => t().dPayAuto }),
  target: verb({
    notation: 'target <zone>', args: { zone: ZONE }, topic: 'damage',
    describe: (at, a) => t().dTarget(nth(at, at.state.players[opponentOf(moment(at).seat)]!.signi, a.zone), String(a.zone)),
  }),
  // Before issue 41 an effect picking only your own SIGNI wrote `target k`, and Strike Impact and Umr=Fyra `own k`
  // (a legal `target k` is the other player's: the table reads `target k` as yours only when that is not legal).
  'target own': verb({
    notation: 'target own <zone>', args: { zone: ZONE }, topic: 'damage', aliases: ['target <zone>', 'own <zone>'],
    describe: (at, a) => t().dOwn(nth(at, moment(at).p.signi, a.zone), String(a.zone)),
  }),
  'target lrig': verb({ notation: 'target lrig', args: {}, topic: 'damage', describe: () => t().dTargetLrig }),
  pick: verb({
    notation: 'pick <card>', args: { card: CARD }, topic: 'rulings',
    describe: (_at, a) => pickText(a.card),
    describePublic: toOthers((_s, a: { card: string }) => pickText(a.card), () => t().dPickHidden),
  }),
  top: verb({ notation: 'top <n>', args: { n: CHOICE }, topic: 'rulings', describe: (_at, a) => t().dTop(String(a.n)) }),
  life: verb({
    notation: 'life <n>', args: { n: CHOICE }, topic: 'rulings',
    describe: (at, a) => (LIFE_TO_TRASH.has(effectOp(at) ?? '') ? t().dLifeTrash(String(a.n)) : t().dLife(String(a.n))),
  }),
  // `cloth k`: hand card k onto the life cloth, or, putting looked-at life cloth back, the k-th of those.
  cloth: verb({
    notation: 'cloth <n>', args: { n: CHOICE }, topic: 'rulings',
    describe: (at, a) => (effectOp(at) === 'lifeReorder' ? t().dLifeOrder(String(a.n)) : t().dCloth(handCard(at, a.n))),
    describePublic: (at, a, viewer): string => (effectOp(at) === 'lifeReorder' || viewer === moment(at).seat
      ? MOVES.describe(at, MOVES.text('cloth', a)) : t().dCloth(t().hiddenHandCard(a.n))),
  }),
  'cloth trash': verb({ notation: 'cloth trash', args: {}, topic: 'rulings', describe: () => t().dClothTrash }),
  class: verb({ notation: 'class <n>', args: { n: CHOICE }, topic: 'rulings', describe: (_at, a) => t().dClass(String(a.n)) }),
  mode: verb({ notation: 'mode <n>', args: { n: CHOICE }, topic: 'rulings', describe: (_at, a) => t().dMode(String(a.n)) }),
  resolve: verb({
    notation: 'resolve <n>', args: { n: CHOICE }, topic: 'rulings',
    describe(at, a): string {
      const top = at.state.tasks[at.state.tasks.length - 1];
      return top?.kind === 'order' ? t().dTrigger(nth(at, top.items.map((f) => f.src), a.n)) : MOVES.text('resolve', a);
    },
  }),
  declare: verb({ notation: 'declare <level>', args: { level: LEVEL }, topic: 'rulings', describe: (_at, a) => t().dDeclare(String(a.level)) }),
  burst: verb({ notation: 'burst', args: {}, topic: 'damage', describe: () => t().dBurst }),
  'no burst': verb({ notation: 'no burst', args: {}, topic: 'damage', describe: () => t().dNoBurst }),
  use: verb({ notation: 'use', args: {}, topic: 'rulings', describe: () => t().dUse }),
  skip: verb({ notation: 'skip', args: {}, topic: 'rulings', describe: () => t().dSkip }),
  done: verb({ notation: 'done', args: {}, topic: 'rulings', describe: () => t().dDone }),
  pass: verb({ notation: 'pass', args: {}, topic: 'turn', describe: (at) => (at.state.phase === 'main' && !moment(at).top ? t().dEndMain : t().dPass) }),
});

export type WixossMove = NonNullable<ReturnType<typeof MOVES.parse>>;

/*
 * What the rules read of a legal move (a legal choice always parses). Each names the argument it reads; a move
 * without that argument is a bug in the rules and throws.
 */
function argOf(choice: string, name: 'zone' | 'n' | 'level' | 'card'): number | string {
  const value = (MOVES.parse(choice)?.args as Partial<Record<string, number | string>> | undefined)?.[name];
  if (value === undefined) throw new Error(`the move "${choice}" has no <${name}>`);
  return value;
}
/** The SIGNI zone a move names, 0-based (`target 2`, `target own 2`, `trash signi 2`, `zone 2`). */
export const zoneOf = (choice: string) => (argOf(choice, 'zone') as number) - 1;
/** The card or list entry a move names, 0-based (`discard 3`, `cloth 1`, `life 2`, `top 1`, `mode 2`, `class 1`). */
export const itemOf = (choice: string) => (argOf(choice, 'n') as number) - 1;
/** The level a `declare` move names. */
export const levelOf = (choice: string) => argOf(choice, 'level') as number;
/** The card id a `pick` move names, as the card data writes it (`pick wx01-001` is WX01-001). */
export const pickedId = (choice: string) => (argOf(choice, 'card') as string).toUpperCase();
/** Whether an effect's pick is the answering player's own SIGNI (`target own k`) rather than the other player's. */
export const picksOwn = (choice: string) => MOVES.parse(choice)?.verb === 'target own';
