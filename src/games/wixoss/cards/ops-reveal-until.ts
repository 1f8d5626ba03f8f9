/**
 * "Reveal cards from the top of your deck until you reveal a <class> SIGNI" (WX04 Cubi, Distorted Reality; WX04
 * Inactivity): `revealUntil` shows cards one by one until one matches `filter` (or the deck runs out). The match goes
 * to the hand (`to: hand`) or onto your field (`to: field`, `zone Z`; one that cannot be put there, by level, limit,
 * limiting condition or no free zone, goes to the trash); the other revealed cards go to the trash (`rest: trash`) or,
 * shuffled, to the bottom of the deck (`rest: bottom`). `times`: the whole reveal happens that many times in a row.
 */
import type { Seat } from '../../../engine/game.js';
import { shufflePile } from '../../../engine/chance.js';
import { m } from '../messages/index.js';
import { entered } from '../rules/actions.js';
import { choiceText } from '../rules/choice-text.js';
import { putOnDeckTop, takeTop } from '../rules/hidden.js';
import { handClosed, say } from '../rules/zones.js';
import { summonBlockOf } from '../table/action-blocks.js';
import { def, lrigOf } from '../table/defs.js';
import { matches } from '../table/filter.js';
import { cardName, cardNames, who } from '../table/names.js';
import { placementZones } from '../table/placement.js';
import { signiLevels } from '../table/power.js';
import { EMPTY, idOf, type WixossState } from '../state.js';
import { zoneOf } from '../moves.js';
import { progressOf } from './op-progress.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { Op } from './types.js';

/** Whether `inst` could be put onto `seat`'s field now (a free zone; its level, limit and limiting condition fit). */
function fitsField(s: WixossState, seat: Seat, inst: number): boolean {
  return placementZones(s, seat).length > 0 && summonBlockOf(def(s, inst), lrigOf(s, seat), signiLevels(s, seat)) === null;
}

/** One reveal: cards from the top until one matches; returns the SIGNI waiting for its zone (EMPTY: none). */
function revealOnce(s: WixossState, t: EffectTask, op: Op): number {
  const p = s.players[t.seat]!;
  const shown: number[] = [];
  let found = EMPTY;
  while (p.deck.length > 0) {
    const inst = takeTop(s, t.seat);
    if (matches(s, inst, op.filter)) { found = inst; break; }
    shown.push(inst);
  }
  s.revealed = true;
  say(s, m().evRevealUntil(who(s, t.seat), cardNames(s, found === EMPTY ? shown : [...shown, found])));
  let waiting = EMPTY;
  // WX05 Code Love Heart CMR: a locked hand leaves the found card in the deck; the cards above it go, so it is on top.
  let keptOnTop = EMPTY;
  if (found !== EMPTY && op.to !== 'field' && handClosed(s, t.seat)) keptOnTop = found;
  else if (found !== EMPTY && op.to === 'field' && fitsField(s, t.seat, found)) {
    p.check.push(found);
    waiting = found;
  } else if (found !== EMPTY && op.to === 'field') {
    p.trash.push(found);
    say(s, m().evCannotBePut(cardName(s, found)));
  } else if (found !== EMPTY) {
    p.hand.push(found);
    say(s, m().evTakesRevealed(who(s, t.seat), cardName(s, found)));
  }
  if (shown.length > 0 && op.rest === 'bottom') {
    p.deck.push(...shufflePile(s.rng, `bottom${t.seat + 1}`, shown, (i) => idOf(s, i)));
    say(s, m().evRevealedToBottom(who(s, t.seat), shown.length));
  } else if (shown.length > 0) {
    p.trash.push(...shown);
    say(s, m().evTopToTrash(who(s, t.seat), cardNames(s, shown)));
  }
  if (keptOnTop !== EMPTY) putOnDeckTop(s, t.seat, keptOnTop);
  return waiting;
}

/** Reveal until a SIGNI waits for its zone or every round is done; whether the op is finished. */
function revealRounds(s: WixossState, t: EffectTask, op: Op, done: number): boolean {
  for (let round = done; round < (op.times ?? 1); round++) {
    const waiting = revealOnce(s, t, op);
    if (waiting !== EMPTY) { t.progress = { kind: 'revealUntil', rounds: round + 1, waiting }; return false; }
  }
  t.progress = { kind: 'revealUntil', rounds: op.times ?? 1, waiting: EMPTY };
  return true;
}

export const REVEAL_UNTIL_OPS: Record<string, OpHandler> = {
  revealUntil: {
    begin(s, t, op) { revealRounds(s, t, op, 0); },
    ask(s, t) {
      const waiting = progressOf(t, 'revealUntil')?.waiting ?? EMPTY;
      if (waiting === EMPTY) return null;
      return { over: false, seat: t.seat, prompt: m().promptPutZone(cardName(s, waiting)), choices: placementZones(s, t.seat).map((z) => choiceText('zone', z + 1)) };
    },
    run(s, t, op, choice) {
      const progress = progressOf(t, 'revealUntil');
      if (choice === undefined || !progress || progress.waiting === EMPTY) return true;
      const p = s.players[t.seat]!;
      const inst = progress.waiting;
      p.check.splice(p.check.indexOf(inst), 1);
      const z = zoneOf(choice);
      p.signi[z] = inst;
      p.signiDown[z] = false;
      say(s, m().evPutOnField(who(s, t.seat), cardName(s, inst), z + 1));
      entered(s, t.seat, inst, 'deck', true, true);
      return revealRounds(s, t, op, progress.rounds);
    },
  },
};
