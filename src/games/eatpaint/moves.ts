/**
 * EAT/PAINT's moves, each declared once (engine/moves): how it is written in the log, its arguments, the sentence a
 * player reads in `moves`, `pick` and `history`, and its rules topic. The rules, `explain` and the search read moves
 * through `MOVES.parse`, never by splitting the text.
 *
 * Hidden information: a hand card or a set trap is known to its owner only. The other seat (and a spectator) learns
 * a card used from hand or sprung as a trap from the move's events, and a set trap never: to them it is "card 3".
 */
import { opponentOf } from '../../engine/turn-order.js';
import type { Seat } from '../../engine/game.js';
import { pickText } from '../../engine/i18n.js';
import { numberArg } from '../../engine/moves/kinds.js';
import { declareMoves, verbOf } from '../../engine/moves/table.js';
import { card, cardName } from './cards/load.js';
import { m } from './messages/index.js';
import type { Energy, EpState, Task } from './state.js';
import { formOf } from './rules/stats.js';
import { sideOf } from './state.js';

const HAND = numberArg(() => m().arg.hand);
const ENERGY = numberArg(() => m().arg.energy);
const SKILL = numberArg(() => m().arg.skill);
const WORK = numberArg(() => m().arg.work);
const TRAP = numberArg(() => m().arg.trap);
const CHOICE = numberArg(() => m().arg.choice);

const verb = verbOf<EpState>();
const t = () => m().describe;
const effect = (id: string) => pickText(card(id).text);

/** Hand card `n` of the mover (the active seat plays and sets). */
const handCard = (state: EpState, mover: Seat, n: number) => sideOf(state, mover).hand[n - 1];
const ownWork = (state: EpState, n: number) => sideOf(state, state.active).works[n - 1]?.card;

function playText(state: EpState, mover: Seat, n: number): string {
  const c = handCard(state, mover, n);
  return c ? t().play(cardName(c), effect(c)) : MOVES.text('play', { n });
}
function setText(state: EpState, mover: Seat, n: number): string {
  const c = handCard(state, mover, n);
  return c ? t().set(cardName(c)) : MOVES.text('set', { n });
}
/** The mover's trap `n`: the defender springs it in the attacker's turn. */
function trapText(state: EpState, mover: Seat, n: number): string {
  const c = sideOf(state, mover).traps[n - 1];
  return c ? t().trap(cardName(c), effect(c)) : MOVES.text('trap', { n });
}

type PickTask = Extract<Task, { kind: 'pick' }>;
const topPick = (state: EpState): PickTask | undefined => {
  const top = state.tasks[state.tasks.length - 1];
  return top?.kind === 'pick' ? top : undefined;
};

/** The card or work a pick's index points at, named as its chooser sees it. */
function pickedName(state: EpState, task: PickTask, i: number): string {
  const d = t();
  const own = sideOf(state, task.seat), opp = sideOf(state, opponentOf(task.seat));
  const energyName = (e: Energy | undefined) => (e ? (e.up ? cardName(e.card) : d.faceDownEnergy) : '?');
  switch (task.what) {
    case 'payRest': case 'payTrash': case 'ready': return energyName(own.energy[i]);
    case 'destroy': case 'weaken':
      return opp.side === 'dragon' ? d.oppEnergy(energyName(opp.energy[i])) : d.oppWork(cardName(opp.works[i]?.card ?? '?'));
    case 'target': return d.oppWork(cardName(opp.works[i]?.card ?? '?'));
    case 'recover': case 'reanimate': return d.fromTrash(cardName(own.trash[i] ?? '?'));
    default: return d.ownWork(cardName(own.works[i]?.card ?? '?'));
  }
}
function pickDescription(state: EpState, verb: 'target' | 'pick', n: number): string {
  const task = topPick(state);
  // Numbered as typed: two copies of one work (or energy, or trash card) are two moves.
  return task ? t().pick(cardName(task.src), t().numbered(pickedName(state, task, n - 1), n)) : MOVES.text(verb, { n });
}

export const MOVES = declareMoves({
  main: verb({ notation: 'main', args: {}, topic: 'magician', describe: () => t().main }),
  charge: verb({ notation: 'charge', args: {}, topic: 'magician', describe: () => t().charge }),
  end: verb({ notation: 'end', args: {}, topic: 'overview', describe: () => t().end }),
  play: verb({
    notation: 'play <n>', args: { n: HAND }, topic: 'overview',
    describe: (state, a, mover) => playText(state, mover, a.n),
    secret: { arg: 'n', others: (_state, a) => t().playHidden(a.n) },
  }),
  set: verb({
    notation: 'set <n>', args: { n: HAND }, topic: 'traps',
    describe: (state, a, mover) => setText(state, mover, a.n),
    secret: { arg: 'n', others: (_state, a) => t().setHidden(a.n) },
  }),
  activate: verb({
    notation: 'activate <n>', args: { n: ENERGY }, topic: 'dragonkin',
    describe(state, a): string {
      const e = sideOf(state, state.active).energy[a.n - 1];
      return e ? t().activate(cardName(e.card), effect(e.card)) : MOVES.text('activate', a);
    },
  }),
  skill: verb({
    notation: 'skill <n>', args: { n: SKILL }, topic: 'dragonkin',
    describe(state, a): string {
      const side = sideOf(state, state.active);
      const skill = side.side === 'dragon' ? formOf(side).skills[a.n - 1] : undefined;
      return skill ? t().skill(skill.heat, pickText(skill.text)) : MOVES.text('skill', a);
    },
  }),
  attack: verb({
    notation: 'attack <n>', args: { n: WORK }, topic: 'attack',
    describe(state, a): string {
      const c = ownWork(state, a.n);
      if (!c) return MOVES.text('attack', a);
      // A work that does something when it attacks says so (Demeck: +1 power).
      const def = card(c);
      return def.attack || def.after || def.noTraps ? t().attackWith(t().numbered(cardName(c), a.n), effect(c)) : t().attack(t().numbered(cardName(c), a.n));
    },
  }),
  rest: verb({
    notation: 'rest <n>', args: { n: WORK }, topic: 'magician',
    describe: (state, a): string => { const c = ownWork(state, a.n); return c ? t().rest(t().numbered(cardName(c), a.n), effect(c)) : MOVES.text('rest', a); },
  }),
  release: verb({
    notation: 'release <n>', args: { n: WORK }, topic: 'magician',
    describe(state, a): string {
      const c = ownWork(state, a.n);
      if (!c) return MOVES.text('release', a);
      return card(c).release ? t().releaseWith(t().numbered(cardName(c), a.n), effect(c)) : t().release(t().numbered(cardName(c), a.n));
    },
  }),
  trap: verb({
    notation: 'trap <n>', args: { n: TRAP }, topic: 'traps',
    describe: (state, a, mover) => trapText(state, mover, a.n),
    secret: { arg: 'n', others: (_state, a) => t().trapHidden(a.n) },
  }),
  'no trap': verb({ notation: 'no trap', args: {}, topic: 'traps', describe: () => t().noTrap }),
  pay: verb({
    notation: 'pay <n>', args: { n: CHOICE }, topic: 'costs',
    describe(state, a): string {
      const task = topPick(state);
      const e = task ? sideOf(state, task.seat).energy[a.n - 1] : undefined;
      return e ? t().payWith(a.n, e.up ? cardName(e.card) : m().faceDown) : MOVES.text('pay', a);
    },
  }),
  'pay extra': verb({ notation: 'pay extra', args: {}, topic: 'costs', describe: () => t().payExtra }),
  'no extra': verb({ notation: 'no extra', args: {}, topic: 'costs', describe: () => t().noExtra }),
  target: verb({ notation: 'target <n>', args: { n: CHOICE }, topic: 'attack', describe: (state, a) => pickDescription(state, 'target', a.n) }),
  pick: verb({ notation: 'pick <n>', args: { n: CHOICE }, topic: 'rulings', describe: (state, a) => pickDescription(state, 'pick', a.n) }),
});

export type EpMove = NonNullable<ReturnType<typeof MOVES.parse>>;

/** The moves without arguments, written once (rules list and compare them; read them inside functions, not at load). */
export const BARE = {
  main: MOVES.text('main', {}), charge: MOVES.text('charge', {}), end: MOVES.text('end', {}),
  noTrap: MOVES.text('no trap', {}), payExtra: MOVES.text('pay extra', {}), noExtra: MOVES.text('no extra', {}),
};
