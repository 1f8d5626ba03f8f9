/**
 * WIXOSS's moves, each declared once (engine/moves): how the log writes it, its arguments, the sentence a player
 * reads in `moves`, `pick` and `history` ("Summon Servant O from hand into SIGNI zone 2"), and its rules topic.
 * One notation per idea: an effect's SIGNI is `target k` (the other player's zone k) or `target own k` (yours).
 *
 * Hidden information: a card in the mover's hand or LRIG deck, and a card found in its deck, are named to the mover
 * only; the others read "card 3" (each such verb's `secret`; the move's events name the card once it is shown).
 */
import { actAt } from './table/lrig-acts.js';
import { opponentOf } from '../../engine/turn-order.js';
import type { Seat } from '../../engine/game.js';
import { cardName as localName } from '../../engine/i18n.js';
import { numberArg, optionalArg, wordArg } from '../../engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../engine/moves/table.js';
import { effectOps } from './table/abilities.js';
import { cardDef } from './cards/db.js';
import { m } from './messages/index.js';
import type { IndexedCard } from './cards/db.js';
import type { Color } from './cards/types.js';
import { activatedText, grantedActText, burstText, useText } from './effect-text.js';
import { cardName } from './table/names.js';
import { def } from './table/defs.js';
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
const COLOR = wordArg(() => m().argColor);

const verb = verbOf<WixossState>();
const t = () => m();

/** The mover's player state (a move is described before it is applied). */
const own = (s: WixossState, mover: Seat) => s.players[mover]!;
/** Card `n` (1-based) of a zone, by name; '?' when there is none. */
const nth = (s: WixossState, list: number[], n: number) => (list[n - 1] === undefined || list[n - 1]! < 0 ? t().unknownCard : cardName(s, list[n - 1]!));
const handCard = (s: WixossState, mover: Seat, n: number) => nth(s, own(s, mover).hand, n);
/** The card data of card `n` (1-based) of a zone, or undefined when there is none. */
const nthDef = (s: WixossState, list: number[], n: number): IndexedCard | undefined => (list[n - 1] === undefined || list[n - 1]! < 0 ? undefined : def(s, list[n - 1]!));

/**
 * The sentences of a verb whose argument `<n>` names a card only the mover sees: `sentence` with the card's name
 * (and its data, for what it does) for the mover, and with `hidden` ("card 3") and no card in its place for everyone
 * else (the table picks which), so the others' sentence cannot tell the card's text.
 */
type Sentence<A> = (name: string, a: A, card?: IndexedCard) => string;
const secretCard = <A extends { n: number }>(sentence: Sentence<A>, zone: 'hand' | 'lrigDeck', hidden: (n: number) => string) => ({
  describe: (s: WixossState, a: A, mover: Seat) => sentence(nth(s, own(s, mover)[zone], a.n), a, nthDef(s, own(s, mover)[zone], a.n)),
  secret: { arg: 'n' as const, others: (_s: WixossState, a: A) => sentence(hidden(a.n), a) },
});
const inHand = <A extends { n: number }>(sentence: Sentence<A>) => secretCard(sentence, 'hand', (n) => t().hiddenHandCard(n));
const inLrigDeck = <A extends { n: number }>(sentence: Sentence<A>) => secretCard(sentence, 'lrigDeck', (n) => t().hiddenLrigCard(n));

/** The activated ability `ability` (1-based) of card `n` of a zone, told by its card's text. */
function actSentence(s: WixossState, list: number[], n: number, ability: number, say: (name: string, effect?: string) => string): string {
  const card = nthDef(s, list, n);
  return say(nth(s, list, n), card && activatedText(card, ability - 1));
}
/** The Life Burst about to be used: the crushed card's, told by the text of the card that holds it. */
function burstSentence(s: WixossState): string {
  const top = s.tasks[s.tasks.length - 1];
  if (top?.kind !== 'burst') return t().dBurst(t().unknownCard);
  return t().dBurst(cardName(s, top.inst), burstText(def(s, top.via ?? top.inst)));
}

/** Effect ops whose `life k` puts that life cloth into the trash (the others take it into hand). */
const LIFE_TO_TRASH = new Set(['optionalCost', 'trashOwnLifeToCrush', 'lifeRefill']);
const effectOp = (s: WixossState) => {
  const top = s.tasks[s.tasks.length - 1];
  return top?.kind === 'effect' ? effectOps(s, top)[top.opIndex]?.op : undefined;
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
  lrig: verb({ notation: 'lrig <n>', args: { n: LRIG_DECK }, topic: 'setup', describe: (_s, a) => t().dLrig(String(a.n)) }),
  mulligan: verb({
    notation: 'mulligan <n>', args: { n: HAND }, topic: 'setup',
    describe: (s, a, mover) => t().dMulligan(String(a.n), handCard(s, mover, a.n)),
    secret: { arg: 'n', others: (_s, a) => t().dMulligan(String(a.n)) },
  }),
  keep: verb({ notation: 'keep', args: {}, topic: 'setup', describe: (s, _a, mover) => (own(s, mover).mull.length ? t().dFinishMulligan(own(s, mover).mull.length) : t().dKeep) }),
  ener: verb({
    notation: 'ener <n>', args: { n: HAND }, topic: 'turn',
    ...inHand((name) => t().dEnerHand(name)),
  }),
  'ener signi': verb({
    notation: 'ener signi <zone>', args: { zone: ZONE }, topic: 'turn',
    describe: (s, a, mover) => t().dEnerSigni(nth(s, own(s, mover).signi, a.zone), String(a.zone)),
  }),
  grow: verb({
    notation: 'grow <n>', args: { n: LRIG_DECK }, topic: 'turn',
    ...inLrigDeck((name) => t().dGrow(name)),
  }),
  summon: verb({
    notation: 'summon <n> <zone>', args: { n: HAND, zone: ZONE }, topic: 'turn',
    ...inHand((name, a: { n: number; zone: number }) => t().dSummon(name, String(a.zone))),
  }),
  spell: verb({
    notation: 'spell <n>', args: { n: HAND }, topic: 'turn',
    ...inHand((name, _a, card) => t().dSpell(name, card && useText(card))),
  }),
  arts: verb({
    notation: 'arts <n>', args: { n: LRIG_DECK }, topic: 'attack',
    ...inLrigDeck((name, _a, card) => t().dArts(name, card && useText(card))),
  }),
  resona: verb({
    notation: 'resona <n>', args: { n: LRIG_DECK }, topic: 'rulings',
    ...inLrigDeck((name) => t().dResona(name)),
  }),
  act: verb({
    notation: 'act <zone> <ability>', args: { zone: ZONE, ability: ABILITY }, topic: 'turn',
    describe: (s, a, mover) => actSentence(s, own(s, mover).signi, a.zone, a.ability, (name, effect) => t().dActSigni(name, String(a.zone), String(a.ability), effect)),
  }),
  'act lrig': verb({
    notation: 'act lrig <ability>', args: { ability: ABILITY }, topic: 'turn',
    describe: (s, a, mover) => {
      const lrig = own(s, mover).lrig;
      // An ability it has from the LRIG trash (table/lrig-acts.ts) is told by that card's text.
      const ability = lrig.length ? actAt(s, mover, -1, a.ability - 1) : undefined;
      if (ability?.granted) return t().dActLrig(nth(s, lrig, lrig.length), String(a.ability), grantedActText(def(s, ability.card), ability.index));
      if (ability && ability.card !== lrig[lrig.length - 1]) return t().dActLrig(nth(s, lrig, lrig.length), String(a.ability), activatedText(def(s, ability.card), ability.index));
      return actSentence(s, lrig, lrig.length, a.ability, (name, effect) => t().dActLrig(name, String(a.ability), effect));
    },
  }),
  'act trash': verb({
    notation: 'act trash <n> <ability>', args: { n: TRASH, ability: ABILITY }, topic: 'turn',
    describe: (s, a, mover) => actSentence(s, own(s, mover).trash, a.n, a.ability, (name, effect) => t().dActTrash(name, String(a.n), String(a.ability), effect)),
  }),
  zone: verb({ notation: 'zone <zone>', args: { zone: ZONE }, topic: 'turn', describe: (_s, a) => t().dZone(String(a.zone)) }),
  'trash signi': verb({
    notation: 'trash signi <zone>', args: { zone: ZONE }, topic: 'turn',
    describe: (s, a, mover) => t().dTrash(nth(s, own(s, mover).signi, a.zone), String(a.zone)),
  }),
  attack: verb({
    notation: 'attack <zone>', args: { zone: ZONE }, topic: 'attack',
    describe: (s, a, mover) => t().dAttackSigni(nth(s, own(s, mover).signi, a.zone), String(a.zone)),
  }),
  'attack lrig': verb({ notation: 'attack lrig', args: {}, topic: 'attack', describe: () => t().dAttackLrig }),
  guard: verb({
    notation: 'guard <n>', args: { n: HAND }, topic: 'attack',
    ...inHand((name) => t().dGuard(name)),
  }),
  'no guard': verb({ notation: 'no guard', args: {}, topic: 'attack', describe: () => t().dNoGuard }),
  reveal: verb({ notation: 'reveal <n>', args: { n: HAND }, topic: 'rulings', ...inHand((name) => t().dRevealHand(name)) }), // mayRevealFromHand
  discard: verb({
    notation: 'discard <n>', args: { n: HAND }, topic: 'turn',
    ...inHand((name) => t().dDiscard(name)),
  }),
  pay: verb({ notation: 'pay <n>', args: { n: ENER }, topic: 'damage', describe: (s, a, mover) => t().dPay(nth(s, own(s, mover).ener, a.n), String(a.n)) }),
  'pay auto': verb({ notation: 'pay auto', args: {}, topic: 'damage', describe: () => t().dPayAuto }),
  target: verb({
    notation: 'target <zone>', args: { zone: ZONE }, topic: 'damage',
    describe: (s, a, mover) => t().dTarget(nth(s, s.players[opponentOf(mover)]!.signi, a.zone), String(a.zone)),
  }),
  // Before issue 41 an effect picking only your own SIGNI wrote `target k`, and Strike Impact and Umr=Fyra `own k`
  // (a legal `target k` is the other player's: the table reads `target k` as yours only when that is not legal).
  'target own': verb({
    notation: 'target own <zone>', args: { zone: ZONE }, topic: 'damage', aliases: ['target <zone>', 'own <zone>'],
    describe: (s, a, mover) => t().dOwn(nth(s, own(s, mover).signi, a.zone), String(a.zone)),
  }),
  'target lrig': verb({ notation: 'target lrig', args: {}, topic: 'damage', describe: () => t().dTargetLrig }),
  pick: verb({
    notation: 'pick <card>', args: { card: CARD }, topic: 'rulings',
    describe: (_s, a) => pickText(a.card),
    secret: { arg: 'card', others: () => t().dPickHidden },
  }),
  top: verb({ notation: 'top <n>', args: { n: CHOICE }, topic: 'rulings', describe: (_s, a) => t().dTop(String(a.n)) }),
  bottom: verb({ notation: 'bottom <n>', args: { n: CHOICE }, topic: 'rulings', describe: (_s, a) => t().dBottom(String(a.n)) }), // revealRestBottom
  life: verb({
    notation: 'life <n>', args: { n: CHOICE }, topic: 'rulings',
    describe: (s, a) => (LIFE_TO_TRASH.has(effectOp(s) ?? '') ? t().dLifeTrash(String(a.n)) : t().dLife(String(a.n))),
  }),
  // `cloth k`: hand card k onto the life cloth, or, putting looked-at life cloth back, the k-th of those.
  cloth: verb({
    notation: 'cloth <n>', args: { n: CHOICE }, topic: 'rulings',
    describe: (s, a, mover) => (effectOp(s) === 'lifeReorder' ? t().dLifeOrder(String(a.n)) : t().dCloth(handCard(s, mover, a.n))),
    secret: { arg: 'n', others: (s, a) => (effectOp(s) === 'lifeReorder' ? t().dLifeOrder(String(a.n)) : t().dCloth(t().hiddenHandCard(a.n))) },
  }),
  'cloth trash': verb({ notation: 'cloth trash', args: {}, topic: 'rulings', describe: () => t().dClothTrash }),
  class: verb({ notation: 'class <n>', args: { n: CHOICE }, topic: 'rulings', describe: (_s, a) => t().dClass(String(a.n)) }),
  mode: verb({ notation: 'mode <n>', args: { n: CHOICE }, topic: 'rulings', describe: (_s, a) => t().dMode(String(a.n)) }),
  resolve: verb({
    notation: 'resolve <n>', args: { n: CHOICE }, topic: 'rulings',
    describe(s, a): string {
      const top = s.tasks[s.tasks.length - 1];
      return top?.kind === 'order' ? t().dTrigger(nth(s, top.items.map((f) => f.src), a.n), String(a.n)) : MOVES.text('resolve', a);
    },
  }),
  declare: verb({ notation: 'declare <level>', args: { level: LEVEL }, topic: 'rulings', describe: (s, a) => (effectOp(s) === 'declareMill' ? t().dDeclareNumber : t().dDeclare)(String(a.level)) }),
  burst: verb({ notation: 'burst', args: {}, topic: 'damage', describe: burstSentence }),
  'no burst': verb({ notation: 'no burst', args: {}, topic: 'damage', describe: () => t().dNoBurst }),
  use: verb({ notation: 'use', args: {}, topic: 'rulings', describe: () => t().dUse }),
  skip: verb({ notation: 'skip', args: {}, topic: 'rulings', describe: () => t().dSkip }),
  done: verb({ notation: 'done', args: {}, topic: 'rulings', describe: () => t().dDone }),
  pass: verb({ notation: 'pass', args: {}, topic: 'turn', describe: (s) => (s.phase === 'main' && s.tasks.length === 0 ? t().dEndMain : t().dPass) }),
  // WX05 Ulith, Enma of Nihilism: the colour the opponent declares (ops-icon-guess.ts)
  icon: verb({ notation: 'icon <color>', args: { color: COLOR }, topic: 'rulings', describe: (_s, a) => t().dIcon(t().color[a.color as Color] ?? a.color) }),
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
