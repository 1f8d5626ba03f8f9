/** Moving cards between zones, with the bookkeeping every move needs (mods dropped, events, hidden flags). */
import type { Seat } from '../../../engine/game.js';
import { say } from '../../../engine/events.js';
import { def } from '../table/defs.js';
import { m } from '../messages/index.js';
import { EMPTY, type WixossState, type Task, type ReplaceTask } from '../state.js';
import { anyReplacer, replaceWays, type LeftThisStep } from '../table/replace.js';
import { effectOps } from '../table/abilities.js';
import { resolvingTask } from '../table/resolving.js';
import { anyoneWaits, fire } from './triggers.js';
import { putUnderDeck, takeTop } from './hidden.js';
import { charmToTrash } from './charm.js';
import { stackToTrash } from './under.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';
import type { TaskRules } from '../../../engine/referee.js';
import { cardName, cardNames, who } from '../table/names.js';
import { cannotBeBanished } from '../table/no-banish.js';
import { byOpponentEffect, shieldedFromOpponentBanish } from '../table/opponent-effect.js';
import { zeroPowerToTrash } from '../table/power-loss.js';
import { signiPower } from '../table/power.js';
import { banishedToTrash } from '../table/opponent-locks.js';
import { handLocked } from '../table/hand-lock.js';

export { shuffleDeck } from './hidden.js';
// Event lines are the engine's; the rules and ops files take `say` from here with the other card moves.
export { say };

/**
 * Take a SIGNI off the field (its "until end of turn" changes end with it). Returns the instance. `to` names where
 * it goes, for the "when it leaves the field" abilities (they trigger first, seeing it as it was on the field).
 */
function leaveField(s: WixossState, seat: Seat, zone: number, to?: 'trash' | 'hand' | 'ener' | 'deck'): number {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  if (leftThisStep && anyReplacer(s)) leftThisStep.push({ seat, inst, zone });
  // A Resona goes to the LRIG deck, not where it was sent: "when it goes to the trash / the deck" abilities miss it.
  const dest = to !== undefined && def(s, inst).type === 'RESONA' ? 'lrigDeck' : to;
  if (dest !== undefined) fire(s, { when: 'leaveField', seat, subj: inst, to: dest, ...(byOpponentEffect(s, seat) ? { byOpponent: true } : {}) });
  // Its Charm does not stay behind (ruling): it goes to the trash as the SIGNI leaves.
  if (p.charm) charmToTrash(s, seat, zone);
  if (p.under) stackToTrash(s, seat, zone); // and so do the cards under it (WX05 Uranium)
  p.signi[zone] = EMPTY;
  p.signiDown[zone] = false;
  if (s.mods.length) s.mods = s.mods.filter((m) => m.inst !== inst);
  if (s.frozen.length) s.frozen = s.frozen.filter((i) => i !== inst);
  return inst;
}

/**
 * Move a SIGNI from the field to `to` (deck: its bottom). A Resona never goes anywhere but the LRIG deck: it
 * returns there instead. Returns the instance and whether it went where it was sent.
 */
export function sendFromField(s: WixossState, seat: Seat, zone: number, to: 'trash' | 'hand' | 'ener' | 'deck'): [number, boolean] {
  const inst = s.players[seat]!.signi[zone]!;
  // WX05 Code Love Heart CMR: no card goes into that hand now, so the SIGNI does not leave (nor can that be replaced).
  if (to === 'hand' && handClosed(s, seat)) return [inst, false];
  // WX06 Shironakuji: its owner may replace the move; it then waits for that answer (rules/replace.ts).
  if (offerReplacement(s, { kind: 'replace', seat, inst, zone, event: 'leave', to, ...(to === 'deck' && shufflesAfter(s) ? { shuffle: true } : {}) })) return [inst, false];
  return moveFromField(s, seat, zone, to);
}

/** `sendFromField` once no replacement is (or can be) chosen instead. */
export function moveFromField(s: WixossState, seat: Seat, zone: number, to: 'trash' | 'hand' | 'ener' | 'deck'): [number, boolean] {
  const inst = leaveField(s, seat, zone, to);
  const p = s.players[seat]!;
  if (def(s, inst).type === 'RESONA') {
    p.lrigDeck.push(inst);
    say(s, m().evResonaBack(cardName(s, inst), who(s, seat)));
    return [inst, false];
  }
  if (to === 'deck') putUnderDeck(s, seat, [inst]);
  else p[to].push(inst);
  if (to === 'trash') noteTrashed(s, seat, inst);
  return [inst, true];
}

/**
 * Offer the owner of the SIGNI a replacement of what would happen to it (WX04 Paimon, WX06 Shironakuji): when some
 * way is open, the question goes on the task stack with the event, and the event waits for the answer (true).
 * While one such question about the SIGNI waits, it is not asked again (rule processing may look before it is answered).
 */
function offerReplacement(s: WixossState, task: ReplaceTask): boolean {
  if (!anyReplacer(s)) return false;
  if (s.tasks.some((t) => t.kind === 'replace' && t.inst === task.inst)) return true;
  // A battle and rule processing are no effect of the opponent's, whatever effect is resolving around them.
  const byOpponent = task.cause === undefined && byOpponentEffect(s, task.seat);
  const ways = replaceWays(s, task.seat, task.zone, task.event, byOpponent, leftThisStep ?? []);
  if (ways.length === 0) return false;
  const inEffect = resolvingTask(s)?.kind === 'effect';
  s.tasks.push({ ...task, ways, ...(byOpponent ? { byOpponent } : {}), ...(inEffect ? { inEffect } : {}) });
  return true;
}

/**
 * The SIGNI that left the field during the step now running (an op's step, rules/tasks.ts; rule processing's banishes):
 * the step happens all at once, so a replacement of one of them still covers the others (WX06 Shironakuji swept away
 * with another <Water Beast>). Null outside a step. Kept beside the state, not in it: a step runs to its end at once.
 */
let leftThisStep: LeftThisStep[] | null = null;

/** Run `step` as one simultaneous step for replacement effects (nested steps are part of the outer one). */
export function asOneStep<T>(step: () => T): T {
  const outer = leftThisStep;
  leftThisStep = outer ?? [];
  try {
    return step();
  } finally {
    leftThisStep = outer;
  }
}

/** Whether the effect now resolving shuffles the deck a SIGNI goes into (toDeckShuffle), for a move that waits on a replacement. */
function shufflesAfter(s: WixossState): boolean {
  const top = resolvingTask(s);
  return top?.kind === 'effect' && effectOps(s, top)[top.opIndex]?.op === 'toDeckShuffle';
}

/** Take a SIGNI off the field to no zone (it becomes a Charm under another SIGNI): no "leaves to" trigger. */
export function takeOffField(s: WixossState, seat: Seat, zone: number): number {
  return leaveField(s, seat, zone);
}

/**
 * Banish: to the ener zone. `cause`: 'battle' when the SIGNI lost a battle (to the SIGNI `by`), 'rule' at rule
 * processing (power 0 or less), else an effect.
 */
export function banish(s: WixossState, seat: Seat, zone: number, cause?: 'battle' | 'rule', by?: number, lancer?: boolean): boolean {
  // WX05 Lucky Guard: "cannot be banished" until end of turn: nothing happens, no "banished" ability triggers.
  if (cannotBeBanished(s, s.players[seat]!.signi[zone]!)) { say(s, m().evNotBanished(cardName(s, s.players[seat]!.signi[zone]!))); return false; }
  // WX06 Tride: "cannot be banished by the opponent's effects" (a battle is no effect).
  if (cause === undefined && byOpponentEffect(s, seat) && shieldedFromOpponentBanish(s, seat, s.players[seat]!.signi[zone]!)) { say(s, m().evNotBanished(cardName(s, s.players[seat]!.signi[zone]!))); return false; }
  // WX04 Paimon, WX06 Shironakuji: its owner may replace the banish; it then waits for that answer (rules/replace.ts).
  const replaced: ReplaceTask = { kind: 'replace', seat, inst: s.players[seat]!.signi[zone]!, zone, event: 'banish', ...(cause ? { cause } : {}), ...(by !== undefined ? { by } : {}) };
  if (offerReplacement(s, lancer ? { ...replaced, lancerBy: by } : replaced)) return false;
  return banishNow(s, seat, zone, cause, by);
}

/** `banish` once no replacement is (or can be) chosen instead. */
export function banishNow(s: WixossState, seat: Seat, zone: number, cause?: 'battle' | 'rule', by?: number): boolean {
  fire(s, { when: 'banished', seat, subj: s.players[seat]!.signi[zone]!, ...(cause === 'battle' ? { from: cause } : {}), ...(by !== undefined ? { by } : {}) });
  const inst = s.players[seat]!.signi[zone]!;
  say(s, m().evBanished(cardName(s, inst), who(s, seat)));
  // WX01 Energe, Original Spear: "this turn, the opponent's banished SIGNI go to the trash instead".
  const lrig = s.players[seat]!.lrig;
  // WX05 Arc Energe: a constant of an opposing SIGNI does the same while its condition holds.
  if ((s.mods.length > 0 && s.mods.some((mod) => mod.banishToTrash && lrig.includes(mod.inst))) || banishedToTrash(s, seat)) { moveFromField(s, seat, zone, 'trash'); return true; }
  // WX04 Violence Splash: this turn a banished SIGNI of power 0 or less goes to the trash.
  if (zeroPowerToTrash(s) && signiPower(s, seat, zone) <= 0) { moveFromField(s, seat, zone, 'trash'); return true; }
  if (moveFromField(s, seat, zone, 'ener')[1]) fire(s, { when: 'enerAdded', seat, subj: inst });
  return true;
}

/**
 * WX05 Code Love Heart CMR: whether no card may go into `seat`'s hand now (said once to all); the card stays where it
 * is. Every path that puts a card into a hand asks this (or `handLocked`, when it must not speak).
 */
export function handClosed(s: WixossState, seat: Seat): boolean {
  if (!handLocked(s, seat)) return false;
  say(s, m().evHandLocked(who(s, seat)));
  return true;
}

/**
 * Draw up to n; draws the deck cannot give are lost (the refresh comes at rule processing). `turnDraw`: the draw of
 * the draw phase (WX05 Code Love Heart CMR's lock does not reach it).
 */
export function draw(s: WixossState, seat: Seat, n: number, turnDraw = false): void {
  const p = s.players[seat]!;
  if (n > 0 && !turnDraw && handLocked(s, seat)) { say(s, m().evDrawLocked(who(s, seat))); return; }
  const got: number[] = [];
  for (let i = 0; i < n && p.deck.length > 0; i++) got.push(takeTop(s, seat, seat));
  p.hand.push(...got);
  if (got.length === 0) return;
  s.revealed = true;
  say(s, m().evDraws(who(s, seat), got.length));
  say(s, m().evYouDraw(cardNames(s, got)), seat);
}

/** Top cards of the deck to another zone (ener charge, mill), face up; returns them. */
export function topTo(s: WixossState, seat: Seat, n: number, zone: 'ener' | 'trash'): number[] {
  const p = s.players[seat]!;
  const moved: number[] = [];
  becauseOf(s.rng, () => why().deckTo(who(s, seat), zone), () => { while (moved.length < n && p.deck.length > 0) moved.push(takeTop(s, seat)); });
  if (moved.length === 0) return moved;
  p[zone].push(...moved);
  s.revealed = true;
  if (anyoneWaits(s, zone === 'ener' ? 'enerAdded' : 'milled')) for (const inst of moved) fire(s, { when: zone === 'ener' ? 'enerAdded' : 'milled', seat, subj: inst });
  if (zone === 'trash') for (const inst of moved) noteTrashed(s, seat, inst);
  say(s, (zone === 'ener' ? m().evTopToEner : m().evTopToTrash)(who(s, seat), cardNames(s, moved)));
  return moved;
}

export function discardAt(s: WixossState, seat: Seat, handIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  p.trash.push(inst!);
  say(s, m().evDiscard(who(s, seat), cardName(s, inst!)));
  if (anyoneWaits(s, 'discarded')) fire(s, { when: 'discarded', seat, subj: inst! });
  noteTrashed(s, seat, inst!);
}

/**
 * `seat`'s card `inst` has just gone into its trash: if an effect of the opponent put it there, "trashed" abilities
 * hear it (WX04 Contempora, "put into the trash from anywhere by an opponent's effect"). Called where a card of the
 * field, hand, deck, ener zone or life cloth goes into the trash.
 */
export function noteTrashed(s: WixossState, seat: Seat, inst: number): void {
  if (anyoneWaits(s, 'trashed') && byOpponentEffect(s, seat)) fire(s, { when: 'trashed', seat, subj: inst, byOpponent: true });
}

/** A card an effect picked from the deck went into the trash (not a mill): "milled" abilities hear it too (WX04 Ariton). */
export function deckCardTrashed(s: WixossState, seat: Seat, inst: number): void {
  if (anyoneWaits(s, 'milled')) fire(s, { when: 'milled', seat, subj: inst });
  noteTrashed(s, seat, inst);
}

/** Remove a card from the check zone (it is always there while it resolves). */
export function takeFromCheck(s: WixossState, seat: Seat, inst: number): boolean {
  const check = s.players[seat]!.check;
  const at = check.indexOf(inst);
  if (at < 0) return false;
  check.splice(at, 1);
  return true;
}

/** A used card (a spell, an ARTS, a crushed life cloth) leaves the check zone for where it goes. */
export const FINISH_TASK: TaskRules<WixossState, Extract<Task, { kind: 'finish' }>> = {
  ask: () => null,
  waits: () => false,
  run(s, t) {
    if (takeFromCheck(s, t.seat, t.inst)) {
      s.players[t.seat]![t.to].push(t.inst);
      // A crushed card going to the ener zone is a card put there (WX03 Kano: "each time a card is put into your ener zone").
      if (t.to === 'ener' && anyoneWaits(s, 'enerAdded')) fire(s, { when: 'enerAdded', seat: t.seat, subj: t.inst });
    }
    return true;
  },
};
