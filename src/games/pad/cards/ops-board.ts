/**
 * The op library (src/engine/ops.ts) but for the two ops that use a hand card (ops.ts): what each effect op asks
 * and does. `ask` gives the op's choices (the op task words the question), null when the op needs no answer, [] when
 * there is nothing to do (the op is skipped). `run` returns false to be asked again (a multi-pick op); new tasks it
 * puts on the stack come next. The task that runs them is op-task.ts. The skill rules ask these ops whether a skill
 * acts on anything (rules/skill-targets.ts), so this file imports no skill or evolve rule.
 */
import { takeAt } from '../../../engine/piles.js';
import type { Seat } from '../../../engine/game.js';
import type { OpHandler as EngineOpHandler, OpLibrary } from '../../../engine/ops.js';
import { opponent, type PadState, type Task } from '../state.js';
import { randomHandCard, showTop, takeTop } from '../rules/hidden-piles.js';
import { doNext, draw, dropIndex, dropOrPass, heal, isAttr, orbChoices, say, seatName, takeFromDrop, top } from '../rules/zones.js';
import { MOVES } from '../moves.js';
import { defenseOf, passes } from '../rules/stats.js';
import { hasOp } from './facts.js';
import { card, cardNameOf, nameOf } from './catalogue.js';
import type { Op } from './types.js';
import { text } from '../rules/texts.js';
import { m } from '../messages/index.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';

export type OpTask = Extract<Task, { kind: 'op' }>;

export type OpHandler = EngineOpHandler<PadState, OpTask, Op, string[]>;

export const PASS = 'pass';
const withPass = (choices: string[]) => (choices.length > 0 ? [...choices, PASS] : choices);
const columns = ['deck to 1', 'deck to 2', 'deck to 3'];

/** Monster stacks of `seat` whose top card passes the op's filters. */
function stacksOf(s: PadState, seat: Seat, op: Op, test: (st: number) => boolean): number[] {
  const p = s.players[seat]!;
  const out: number[] = [];
  for (let st = 0; st < 5; st++) if (passes(top(p, st), op, defenseOf(s, seat, st)) && test(st)) out.push(st);
  return out;
}

const PUZZLE_PHASE = new Set(['dropStart', 'dropAdd', 'combo', 'afterCombo', 'recover']);

/** Hera-Is: the opponent's `noFoeActivate` monster stops `seat`'s activation effects in `seat`'s puzzle phase. */
function activationBlocked(s: PadState, seat: Seat): boolean {
  if (s.seat !== seat || !PUZZLE_PHASE.has(s.step)) return false;
  const foe = s.players[opponent(seat)]!;
  for (let st = 0; st < 5; st++) if (hasOp(top(foe, st), 'noFoeActivate')) return true;
  return false;
}

const boostSide = (task: OpTask, op: Op): Seat => (op.side === 'opponent' ? opponent(task.seat) : task.seat);

function boost(s: PadState, seat: Seat, st: number, op: Op): void {
  const stat = op.stat ?? 'attack';
  const n = op.n ?? 0;
  s.boosts[seat]![stat][st]! += n;
  const what = m().boostText(stat, n);
  say(s, m().ev.boost(seatName(s, seat), nameOf(top(s.players[seat]!, st)), st + 1, what));
}

/** `pick #` choices for the cards of `seat`'s discard pile that pass the op's filters. */
function discardPicks(s: PadState, seat: Seat, op: Op): string[] {
  const discard = s.players[seat]!.discard;
  const out: string[] = [];
  for (let i = 0; i < discard.length; i++) {
    const c = card(discard[i]!);
    if ((op.type || op.monster || op.attribute) && c.kind !== 'monster') continue;
    if (op.type && !c.types.includes(op.type)) continue;
    if (!isAttr(c, op.attribute)) continue;
    out.push(text('pick #', i + 1));
  }
  return op.optional ? withPass(out) : out;
}

const targets = (sts: number[]) => sts.map((st) => text('target #', st + 1));

// An answer's numbers as the table reads them, 0-based.
const targetOf = (choice: string) => MOVES.argsOf(choice, 'target')!.monster - 1;
const columnOf = (choice: string) => MOVES.argsOf(choice, 'column')!.column - 1;
const pickOf = (choice: string) => MOVES.argsOf(choice, 'pick')!.card - 1;
const discardOf = (choice: string) => MOVES.argsOf(choice, 'discard')!.hand - 1;
function orbOf(choice: string): [number, number] {
  const orb = MOVES.argsOf(choice, 'orb')!;
  return [orb.column - 1, orb.position - 1];
}

function devolve(s: PadState, seat: Seat, st: number): void {
  const p = s.players[seat]!;
  const c = p.stacks[st]!.pop()!;
  p.discard.push(c);
  say(s, m().ev.devolves(seatName(s, seat), cardNameOf(c), st + 1, nameOf(top(p, st))));
}

function deckToColumn(s: PadState, seat: Seat, col: number): void {
  const c = becauseOf(s.rng, () => why().toColumn(seatName(s, seat), col + 1), () => takeTop(s, seat, 1)[0]!);
  s.players[seat]!.columns[col]!.push(c);
  s.revealed = true;
  say(s, m().ev.deckToColumn(seatName(s, seat), cardNameOf(c), col + 1));
}

/**
 * Stacks that can be devolved: a base monster cannot. The monster whose effect it is may be one of them (Armored Blade
 * Dragon, Diagoldos devolves "all monsters" of 500 or less defense, itself included).
 */
const evolvedStack = (s: PadState, seat: Seat) => (st: number) => s.players[seat]!.stacks[st]!.length > 1;

const devolveSides = (task: OpTask, op: Op): Seat[] =>
  op.side === 'own' ? [task.seat] : op.side === 'both' ? [task.seat, opponent(task.seat)] : [opponent(task.seat)];

/** Ops with nothing to do as a step of their effect (skipped: no choices). */
const readWhereTheyApply = (names: string[]): Record<string, OpHandler> =>
  Object.fromEntries(names.map((name) => [name, { ask: () => [], run: () => undefined }]));

export const BOARD_OPS: OpLibrary<OpHandler> = {
  draw: { run: (s, task, op) => void draw(s, task.seat, op.n ?? 1) },
  deckToDrop: {
    ask: (s, task) => (s.players[task.seat]!.deck.length > 0 ? columns : []),
    run: (s, task, _op, choice) => deckToColumn(s, task.seat, MOVES.argsOf(choice!, 'deck to')!.column - 1),
  },
  handToDrop: {
    ask: (s, task) => {
      const handSize = s.players[task.seat]!.hand.length;
      return handSize > 0 ? dropOrPass(handSize) : [];
    },
    run: (s, task, _op, choice) => {
      if (choice === PASS) return;
      const drop = MOVES.argsOf(choice!, 'drop to')!;
      const [h, col] = [drop.hand - 1, drop.column - 1];
      const p = s.players[task.seat]!;
      const c = takeAt(p.hand, h);
      p.columns[col]!.push(c);
      say(s, m().ev.handToColumn(seatName(s, task.seat), cardNameOf(c), col + 1));
      task.left--;
      return task.left <= 0;
    },
  },
  swapHandDrop: {
    ask: (s, task) => {
      const p = s.players[task.seat]!;
      if (!task.picked) return withPass(p.hand.map((_, h) => text('hand #', h + 1)));
      return orbChoices(p, 'orb', false);
    },
    run: (s, task, _op, choice) => {
      if (choice === PASS) return;
      if (!task.picked) {
        task.picked = [MOVES.argsOf(choice!, 'hand')!.hand - 1];
        return false;
      }
      const p = s.players[task.seat]!;
      const [col, pos] = orbOf(choice!);
      const at = dropIndex(p, col, pos);
      const fromHand = p.hand[task.picked[0]!]!;
      p.hand[task.picked[0]!] = p.columns[col]![at]!;
      p.columns[col]![at] = fromHand;
      say(s, m().ev.swapHandDrop(seatName(s, task.seat), cardNameOf(fromHand), col + 1, cardNameOf(p.hand[task.picked[0]!]!)));
      // Tsukuyomi swaps as often as its player likes: each swap is a fresh pick.
      task.left--;
      delete task.picked;
      return task.left <= 0;
    },
  },
  roll: {
    ask: (s, task, op) => targets(stacksOf(s, opponent(task.seat), op, (st) => !s.players[opponent(task.seat)]!.tapped[st])),
    run: (s, task, _op, choice) => {
      const foe = opponent(task.seat);
      const st = targetOf(choice!);
      s.players[foe]!.tapped[st] = true;
      say(s, m().ev.rolls(seatName(s, task.seat), seatName(s, foe), nameOf(top(s.players[foe]!, st)), st + 1));
    },
  },
  activate: {
    ask: (s, task, op) => {
      if (activationBlocked(s, task.seat)) return [];
      const sts = stacksOf(s, task.seat, op, (st) => s.players[task.seat]!.tapped[st]!);
      return op.all ? (sts.length > 0 ? null : []) : targets(sts);
    },
    run: (s, task, op, choice) => {
      const p = s.players[task.seat]!;
      const sts = choice ? [targetOf(choice)] : stacksOf(s, task.seat, op, (st) => p.tapped[st]!);
      for (const st of sts) {
        p.tapped[st] = false;
        say(s, m().ev.becomesActive(seatName(s, task.seat), nameOf(top(p, st)), st + 1));
      }
      task.left--;
      return op.all || task.left <= 0;
    },
  },
  activateSelf: {
    ask: (s, task) => (task.stack >= 0 && s.players[task.seat]!.tapped[task.stack] && !activationBlocked(s, task.seat) ? null : []),
    run: (s, task) => {
      s.players[task.seat]!.tapped[task.stack] = false;
      say(s, m().ev.selfActive(seatName(s, task.seat), nameOf(top(s.players[task.seat]!, task.stack))));
    },
  },
  heal: {
    run: (s, task, op) => {
      for (let i = 0; i < (op.n ?? 1); i++) heal(s, task.seat, op.upTo ?? Infinity);
    },
  },
  devolve: {
    ask: (s, task, op) => {
      const sides = devolveSides(task, op);
      const can = (seat: Seat) => evolvedStack(s, seat);
      if (op.all) return sides.some((seat) => stacksOf(s, seat, op, can(seat)).length > 0) ? null : [];
      return targets(stacksOf(s, sides[0]!, op, can(sides[0]!)));
    },
    run: (s, task, op, choice) => {
      const sides = devolveSides(task, op);
      if (choice) {
        devolve(s, sides[0]!, targetOf(choice));
        task.left--;
        return task.left <= 0;
      }
      for (const seat of sides) {
        for (const st of stacksOf(s, seat, op, evolvedStack(s, seat))) devolve(s, seat, st);
      }
    },
  },
  bounce: {
    ask: (s, task, op) => {
      const foe = s.players[opponent(task.seat)]!;
      return targets(stacksOf(s, opponent(task.seat), op, (st) => foe.stacks[st]!.length > 1 && (top(foe, st).stage ?? 99) <= (op.maxStage ?? 99)));
    },
    run: (s, task, _op, choice) => {
      const foeSeat = opponent(task.seat);
      const foe = s.players[foeSeat]!;
      const st = targetOf(choice!);
      const c = foe.stacks[st]!.pop()!;
      foe.hand.push(c);
      say(s, m().ev.bounces(seatName(s, foeSeat), cardNameOf(c), st + 1));
    },
  },
  swapOpponentDrop: {
    ask: (s, task) => {
      const foe = s.players[opponent(task.seat)]!;
      if (!task.picked) return withPass(orbChoices(foe, 'orb', false));
      return orbChoices(foe, 'orb', false, [task.picked[0]!, task.picked[1]!]);
    },
    run: (s, task, _op, choice) => {
      if (choice === PASS) return;
      const [col, pos] = orbOf(choice!);
      if (!task.picked) {
        task.picked = [col, pos];
        return false;
      }
      const foe = s.players[opponent(task.seat)]!;
      const a = dropIndex(foe, task.picked[0]!, task.picked[1]!);
      const b = dropIndex(foe, col, pos);
      const ca = foe.columns[task.picked[0]!]!;
      const cb = foe.columns[col]!;
      [ca[a], cb[b]] = [cb[b]!, ca[a]!];
      say(s, m().ev.swapsOpponentDrop(seatName(s, task.seat), seatName(s, opponent(task.seat))));
    },
  },
  trimOpponentColumn: {
    ask: (s, task) => {
      const cols = s.players[opponent(task.seat)]!.columns;
      const out: string[] = [];
      for (let c = 0; c < cols.length; c++) if (cols[c]!.length > 1) out.push(text('column #', c + 1));
      return out;
    },
    run: (s, task, _op, choice) => {
      const foe = s.players[opponent(task.seat)]!;
      const col = foe.columns[columnOf(choice!)]!;
      foe.discard.push(...col.splice(0, col.length - 1));
      say(s, m().ev.trims(seatName(s, task.seat), seatName(s, opponent(task.seat)), columnOf(choice!) + 1));
    },
  },
  discardOpponentDrop: {
    ask: (s, task) => orbChoices(s.players[opponent(task.seat)]!, 'orb', true),
    run: (s, task, _op, choice) => {
      const foe = s.players[opponent(task.seat)]!;
      const [col, pos] = orbOf(choice!);
      const c = takeFromDrop(foe, col, pos);
      foe.discard.push(c);
      say(s, m().ev.discardsOpponentDrop(seatName(s, task.seat), cardNameOf(c), seatName(s, opponent(task.seat)), col + 1));
    },
  },
  damageBonus: {
    run: (s, task, op) => {
      const type = op.type ?? 'all';
      s.bonus[type] = (s.bonus[type] ?? 0) + (op.n ?? 1);
      const t = m();
      say(s, t.ev.damageBonus(seatName(s, task.seat), type === 'all' ? t.ev.bonusAll : t.type[type] ?? type, op.n ?? 1));
    },
  },
  orbChange: {
    ask: (s, task) => (s.players[task.seat]!.deck.length > 0 ? null : []),
    run: (s, task, op) => {
      const c = card(showTop(s, task.seat, 1)[0]!);
      s.revealed = true;
      if (isAttr(c, op.attribute)) {
        s.players[task.seat]!.hand.push(...takeTop(s, task.seat, 1));
        say(s, m().ev.revealsTakes(seatName(s, task.seat), nameOf(c)));
      } else {
        say(s, m().ev.revealsDrops(seatName(s, task.seat), nameOf(c)));
        doNext(s, [{ kind: 'op', seat: task.seat, op: { op: 'deckToDrop' }, source: task.source, stack: -1, left: 1 }]);
      }
    },
  },
  recycle: {
    ask: (s, task, op) => discardPicks(s, task.seat, op),
    run: (s, task, _op, choice) => {
      if (choice === PASS) return;
      const p = s.players[task.seat]!;
      const c = takeAt(p.discard, pickOf(choice!));
      p.hand.push(c);
      say(s, m().ev.recycles(seatName(s, task.seat), cardNameOf(c)));
    },
  },
  damageOpponent: { run: (s, task, op) => doNext(s, [{ kind: 'damage', seat: opponent(task.seat), amount: op.n ?? 1, byAttack: false }]) },
  discardRandomOpponentHand: {
    ask: (s, task) => (s.players[opponent(task.seat)]!.hand.length > 0 ? null : []),
    run: (s, task) => {
      const foe = s.players[opponent(task.seat)]!;
      const c = takeAt(foe.hand, randomHandCard(s, opponent(task.seat)));
      foe.discard.push(c);
      say(s, m().ev.randomDiscard(cardNameOf(c), seatName(s, opponent(task.seat))));
    },
  },
  discardHand: {
    ask: (s, task) => s.players[task.seat]!.hand.map((_, h) => text('discard #', h + 1)),
    run: (s, task, _op, choice) => {
      const p = s.players[task.seat]!;
      const c = takeAt(p.hand, discardOf(choice!));
      p.discard.push(c);
      say(s, m().ev.discards(seatName(s, task.seat), cardNameOf(c)));
      task.left--;
      return task.left <= 0;
    },
  },
  drawTo: { run: (s, task, op) => void draw(s, task.seat, Math.max(0, (op.n ?? 5) - s.players[task.seat]!.hand.length)) },
  opponentDiscards: {
    ask: (s, task) => (s.players[opponent(task.seat)]!.hand.length > 0 ? null : []),
    run: (s, task, op) => {
      const foeSeat = opponent(task.seat);
      const foe = s.players[foeSeat]!;
      if (op.all) {
        say(s, m().ev.opponentDiscardsAll(seatName(s, foeSeat), foe.hand.length));
        foe.discard.push(...foe.hand.splice(0));
        return;
      }
      // The opponent picks which card: a discardHand op of theirs.
      const n = Math.min(op.n ?? 1, foe.hand.length);
      doNext(s, [{ kind: 'op', seat: foeSeat, op: { op: 'discardHand', n }, source: task.source, stack: -1, left: n }]);
    },
  },
  boost: {
    ask: (s, task, op) => {
      if (op.target === 'pick') return targets(stacksOf(s, boostSide(task, op), op, () => true));
      if (op.target === 'self') return task.stack < 0 ? [] : null;
      // Every monster that matches: none matching is nothing to do (a skill is then not offered: rules/skill-targets.ts).
      return stacksOf(s, boostSide(task, op), op, () => true).length > 0 ? null : [];
    },
    run: (s, task, op, choice) => {
      const seat = boostSide(task, op);
      if (choice) return void boost(s, seat, targetOf(choice), op);
      if (op.target === 'self') return void boost(s, seat, task.stack, op);
      for (const st of stacksOf(s, seat, op, () => true)) boost(s, seat, st, op);
    },
  },
  dropRefresh: {
    ask: (s, task) => s.players[task.seat]!.columns.map((_, c) => text('column #', c + 1)),
    run: (s, task, _op, choice) => {
      const p = s.players[task.seat]!;
      const col = columnOf(choice!);
      const gone = p.columns[col]!.splice(0);
      p.discard.push(...gone);
      const n = Math.min(gone.length, p.deck.length);
      p.columns[col]!.push(...becauseOf(s.rng, () => why().toColumn(seatName(s, task.seat), col + 1), () => takeTop(s, task.seat, n)));
      if (n > 0) s.revealed = true;
      say(s, m().ev.dropRefresh(seatName(s, task.seat), col + 1, n));
    },
  },
  revealToDrop: {
    ask: (s, task) => (s.players[task.seat]!.deck.length > 0 ? null : []),
    run: (s, task, op) => {
      const c = card(showTop(s, task.seat, 1)[0]!);
      s.revealed = true;
      if (isAttr(c, op.attribute)) return void doNext(s, [{ kind: 'op', seat: task.seat, op: { op: 'deckToDrop' }, source: task.source, stack: -1, left: 1 }]);
      s.players[task.seat]!.discard.push(...takeTop(s, task.seat, 1));
      say(s, m().ev.revealDiscard(seatName(s, task.seat), nameOf(c)));
    },
  },
  recycleToDrop: {
    ask: (s, task, op) => (task.picked ? [...columns.map((_, c) => text('column #', c + 1))] : discardPicks(s, task.seat, op)),
    run: (s, task, _op, choice) => {
      if (choice === PASS) return;
      const p = s.players[task.seat]!;
      if (!task.picked) {
        task.picked = [pickOf(choice!)];
        return false;
      }
      const c = takeAt(p.discard, task.picked[0]!);
      const col = columnOf(choice!);
      p.columns[col]!.push(c);
      say(s, m().ev.recycleToColumn(seatName(s, task.seat), cardNameOf(c), col + 1));
    },
  },
  damageHalfLife: {
    ask: (s, task) => (s.players[opponent(task.seat)]!.life.length >= 2 ? null : []),
    run: (s, task) => doNext(s, [{ kind: 'damage', seat: opponent(task.seat), amount: Math.floor(s.players[opponent(task.seat)]!.life.length / 2), byAttack: false }]),
  },
  whenFoeDamaged: {
    ask: (_s, _task, op) => (op.then ? null : []),
    run: (s, task, op) => {
      s.onFoeDamaged.push({ seat: task.seat, op: op.then!, source: task.source });
      say(s, m().ev.untilTurnEnd(seatName(s, task.seat), cardNameOf(task.source)));
    },
  },
  lookTop: {
    ask: (s, task) => (s.players[task.seat]!.deck.length > 0 ? null : []),
    run: (s, task, op) => {
      s.revealed = true;
      say(s, m().ev.youLook(showTop(s, task.seat, op.n ?? 3, task.seat).map(cardNameOf)), task.seat);
    },
  },
  lookTake: {
    ask: (s, task, op) => {
      const n = Math.min(op.n ?? 3, s.players[task.seat]!.deck.length);
      return Array.from({ length: n }, (_, i) => text('pick #', i + 1));
    },
    run: (s, task, op, choice) => {
      const p = s.players[task.seat]!;
      const looked = takeTop(s, task.seat, op.n ?? 3, task.seat);
      const [kept] = looked.splice(pickOf(choice!), 1);
      p.hand.push(kept!);
      p.discard.push(...looked);
      s.revealed = true;
      say(s, m().ev.youTook(cardNameOf(kept!)), task.seat);
      say(s, m().ev.looksTakes(seatName(s, task.seat), looked.map(cardNameOf)));
    },
  },
  // Never resolved as a step: the damage step (rules/damage.ts) offers `evolve H on S` for the card itself, the guards,
  // and this card from hand onto a column; the rest are continuous effects the rules read where they apply
  // (rules/stats.ts, attack.ts, puzzle.ts, this file).
  ...readWhereTheyApply(['evolveSelf', 'multiGuard', 'noAttackGuard', 'selfToDrop', 'aura', 'unguardable', 'guardBonus', 'shield',
    'lifeToDiscard', 'healToDamage', 'noFoeActivate', 'lastStand', 'rollAttacker', 'attackTwice', 'preventByDiscard']),
  discardForCombo: {
    ask: (s, task, op) => {
      if (task.stack < 0) return [];
      const hand = s.players[task.seat]!.hand;
      const out: string[] = [];
      for (let h = 0; h < hand.length; h++) if (!op.attribute || card(hand[h]!).drops.includes(op.attribute)) out.push(text('discard #', h + 1));
      return hand.length > 0 ? [...out, PASS] : []; // a lone `pass` too (HAND_CHOICE_OPS)
    },
    run: (s, task, _op, choice) => {
      if (choice === PASS) return;
      const p = s.players[task.seat]!;
      const c = takeAt(p.hand, discardOf(choice!));
      p.discard.push(c);
      say(s, m().ev.discards(seatName(s, task.seat), cardNameOf(c)));
      boost(s, task.seat, task.stack, { op: 'boost', stat: 'combo', n: 1 });
      return false;
    },
  },
};
