/** Turn structure: phases in order, skipping steps nobody can act in, and the end of turn. */
import { ASK } from './asking.js';
import { anyLrigSets } from '../table/field-limits.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { EMPTY, type Phase, type WixossState, type Task } from '../state.js';
import { anyoneWaits, fire, noteAbility } from './triggers.js';
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { draw, say, sendFromField, takeFromCheck, discardAt } from './zones.js';
import { lrigOf } from '../table/defs.js';
import { enerPhaseSkipped } from '../table/opponent-locks.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';
import type { TaskRules } from '../../../engine/referee.js';
import { MOVES } from '../moves.js';
import { distinctChoices } from '../table/choices.js';

const NEXT: Partial<Record<Phase, Phase>> = {
  ener: 'grow', grow: 'main', main: 'artsTurn', artsTurn: 'artsOpp', artsOpp: 'signiAttack', signiAttack: 'lrigAttack', lrigAttack: 'end',
};

export function enterPhase(s: WixossState, phase: Phase): void {
  // Ruling: the first player skips the whole attack phase on the game's first turn.
  if (phase === 'artsTurn' && s.turn === 1) phase = 'end';
  // An LRIG with "skip your grow phase" (WX01 Hanayo-Two Remodeled) stays: its player goes on to the main phase.
  // An opposing SIGNI with "your opponent skips their ener phase" (WX05 Arc Energe).
  if (phase === 'ener' && enerPhaseSkipped(s, s.active)) { say(s, m().evEnerSkipped(who(s, s.active))); phase = 'grow'; }
  if (phase === 'grow' && lrigOf(s, s.active)?.effects?.constant?.some((c) => c.skipGrow)) phase = 'main';
  s.phase = phase;
  // "At the beginning of your attack phase" (WX05 Jinbei): the attack phase begins with its ARTS step.
  if (phase === 'artsTurn' && anyoneWaits(s, 'attackPhaseStart')) fire(s, { when: 'attackPhaseStart', seat: s.active });
  if (phase === 'main') { s.trashedThisMain = false; s.trashing = false; }
  if (phase === 'end') {
    // End phase order: "at end of turn" abilities, then the hand limit, then "until end of turn" effects end.
    // (The hand limit task is always queued: abilities resolving first may draw.)
    s.tasks.push({ kind: 'discardDown', seat: s.active });
    const p = s.players[s.active]!;
    const lrig = p.lrig[p.lrig.length - 1];
    if (lrig !== undefined) noteAbility(s, s.active, lrig, 'endOfTurn');
    for (const src of p.signi) if (src !== EMPTY) noteAbility(s, s.active, src, 'endOfTurn');
    fire(s, { when: 'turnEnd', seat: s.active });
    trashMarked(s);
  }
}

/** The ener or grow phase's action has resolved, with what it triggered: the next phase begins. */
export const PHASE_ENDS_TASK: TaskRules<WixossState, Extract<Task, { kind: 'phaseEnds' }>> = {
  ask: () => null,
  waits: () => false,
  run(s, t) {
    enterPhase(s, t.phase);
    return true;
  },
};

/** SIGNI an effect put onto the field for this turn only (White Hope) go to the trash as the end phase begins. */
function trashMarked(s: WixossState): void {
  for (const mod of s.mods.filter((x) => x.trashAtEnd)) {
    for (const seat of [s.active, opponentOf(s.active)]) {
      const z = s.players[seat]!.signi.indexOf(mod.inst);
      if (z < 0) continue;
      say(s, m().evTrashAtEnd(cardName(s, mod.inst)));
      sendFromField(s, seat, z, 'trash');
    }
  }
}

export function nextPhase(s: WixossState): void {
  enterPhase(s, NEXT[s.phase] ?? 'end');
}

export function startTurn(s: WixossState, seat: Seat): void {
  s.active = seat;
  s.turn++;
  s.endTurnNow = false;
  // Cleared, not deleted: deleting a property of the state turns it into a slow dictionary object for the rest of the game.
  // (Emptied rather than set to undefined: a key holding undefined does not survive the state's JSON round trip.)
  if (s.downsThisTurn !== undefined) s.downsThisTurn = [];
  if (s.crushesThisTurn !== undefined) s.crushesThisTurn = [];
  if (s.revealOneMore !== undefined) s.revealOneMore = [];
  for (const p of s.players) p.refreshes = 0;
  const p = s.players[seat]!;
  // A frozen SIGNI (or LRIG: WX05 Code Love Heart CMR's Burst) stays down in this up phase; then it thaws.
  if (s.frozen.length === 0) {
    p.lrigDown = false;
    p.signiDown = p.signiDown.map(() => false);
  } else {
    p.lrigDown = p.lrigDown && s.frozen.includes(p.lrig[p.lrig.length - 1]!);
    p.signiDown = p.signi.map((inst, z) => s.frozen.includes(inst) && p.signiDown[z]!);
    s.frozen = s.frozen.filter((inst) => !p.signi.includes(inst) && !p.lrig.includes(inst));
  }
  say(s, m().evTurn(s.turn, who(s, seat)));
  // WX04 Iona, Ultima/Maiden: while it is on the field every player draws only 1.
  const n = s.turn === 1 || anyLrigSets(s, 'drawOnlyOne') ? 1 : 2;
  becauseOf(s.rng, () => why().turnDraw(who(s, seat), n), () => draw(s, seat, n, true));
  enterPhase(s, 'ener');
}

/** Cards still resolving go where they would have gone; then "until end of turn" effects end. */
export function endTurn(s: WixossState): void {
  if (s.endTurnNow) say(s, m().evTwoRefreshes(who(s, s.active)));
  for (const t of s.tasks) if (t.kind === 'finish' && takeFromCheck(s, t.seat, t.inst)) s.players[t.seat]![t.to].push(t.inst);
  for (const p of s.players) p.ener.push(...p.check.splice(0));
  s.tasks = [];
  s.mods = [];
  s.fired = [];
  // An extra turn gained this turn (WX05 Mayu, Genesis Miko's Exceed 5): the same player takes the next turn.
  const again = (s.extraTurns ?? 0) > 0;
  if (again) s.extraTurns = s.extraTurns! - 1;
  startTurn(s, again ? s.active : opponentOf(s.active));
}

/** The end phase's hand limit: discard down to 6, one card at a time. */
export const DISCARD_DOWN_TASK: TaskRules<WixossState, Extract<Task, { kind: 'discardDown' }>> = {
  ask(s, t) {
    const hand = s.players[t.seat]!.hand;
    if (hand.length <= 6) return null;
    return ASK.ask(s, t.seat, distinctChoices(s, hand, 'discard', []));
  },
  run(s, t, choice) {
    if (choice === undefined) return true;
    discardAt(s, t.seat, MOVES.argsOf(choice, 'discard')!.n - 1);
    return false;
  },
};
