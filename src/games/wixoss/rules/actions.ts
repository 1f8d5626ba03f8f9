/** Starting the player's actions: summon, spells, ARTS, grow, attacks. Each pushes the tasks that finish it. */
import type { Seat } from '../../../engine/game.js';
import { artsCost } from '../cards/arts-cost.js';
import type { IndexedCard } from '../cards/db.js';
import type { Cost, Timing } from '../cards/types.js';
import { EMPTY, other, type EffectKey, type Task, type WixossState } from '../state.js';
import { m } from '../messages/index.js';
import { canPay, costSize, costText } from './payment.js';
import { conditionHolds, signiLevels } from './power.js';
import { cardName, def, lrigOf, say, who } from './zones.js';

export function pushPay(s: WixossState, seat: Seat, cost: Cost | undefined): void {
  if (costSize(cost) > 0) s.tasks.push({ k: 'pay', seat, cost: { ...cost }, picked: [] });
}

export function effectTask(seat: Seat, src: number, key: EffectKey, spell = false): Task {
  const t: Extract<Task, { k: 'effect' }> = { k: 'effect', seat, src, key, stage: 'target', i: 0, tg: [], v: [] };
  if (spell) t.spell = true; // (set, not spread in: spreading an object literal is slow on this path)
  return t;
}

/** What stops a summon apart from the zone (level, limit, limiting condition), or null (explain.ts names it). */
export function summonBlock(s: WixossState, seat: Seat, inst: number): 'type' | 'level' | 'limit' | 'limiting' | null {
  return summonBlockOf(def(s, inst), lrigOf(s, seat), signiLevels(s, seat));
}

/** `summonBlock` for a card `d` under `lrig` with `levels` on the field (the main phase asks it of every card). */
export function summonBlockOf(d: IndexedCard, lrig: IndexedCard | undefined, levels: number): 'type' | 'level' | 'limit' | 'limiting' | null {
  if (d.type !== 'SIGNI' || !lrig) return 'type';
  if (d.level > lrig.level) return 'level';
  if (levels + d.level > (lrig.limit ?? 0)) return 'limit';
  return !d.limiting || d.limiting === lrig.lrigType ? null : 'limiting';
}

export function summon(s: WixossState, seat: Seat, handIndex: number, zone: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  p.signi[zone] = inst!;
  p.signiDown[zone] = false;
  say(s, m().evSummon(who(s, seat), cardName(s, inst!), zone + 1));
  const onPlay = def(s, inst!).effects?.onPlay;
  if (!onPlay) return;
  s.tasks.push(onPlay.cost ? { k: 'confirm', seat, src: inst!, key: 'onPlay' } : effectTask(seat, inst!, 'onPlay'));
}

export function useSpell(s: WixossState, seat: Seat, handIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  // Showing your own spell tells you nothing new: the move stays undoable (until a step shows you something).
  p.check.push(inst!);
  say(s, m().evSpell(who(s, seat), cardName(s, inst!)));
  s.tasks.push({ k: 'finish', seat, inst: inst!, to: 'trash' }, effectTask(seat, inst!, 'use', true));
  pushPay(s, seat, def(s, inst!).cost);
}

/** LRIG-deck indexes (0-based) of ARTS `seat` may use now with this timing: limiting condition met and payable. */
export function usableArts(s: WixossState, seat: Seat, timing: Timing): number[] {
  const p = s.players[seat]!;
  const lrig = lrigOf(s, seat);
  const out: number[] = [];
  for (let k = 0; k < p.lrigDeck.length; k++) if (artsBlock(s, seat, p.lrigDeck[k]!, timing, lrig) === null) out.push(k);
  return out;
}

/** Whether `usableArts` would list anything (it stops at the first). */
export function anyUsableArts(s: WixossState, seat: Seat, timing: Timing): boolean {
  const p = s.players[seat]!;
  const lrig = lrigOf(s, seat);
  for (let k = 0; k < p.lrigDeck.length; k++) if (artsBlock(s, seat, p.lrigDeck[k]!, timing, lrig) === null) return true;
  return false;
}

/** What stops `seat` using the ARTS `inst` with this timing now, or null. */
export function artsBlock(s: WixossState, seat: Seat, inst: number, timing: Timing, lrig = lrigOf(s, seat)): 'type' | 'timing' | 'limiting' | 'cost' | null {
  const d = def(s, inst);
  if (d.type !== 'ARTS') return 'type';
  if (!d.timings?.includes(timing)) return 'timing';
  if (d.limiting && d.limiting !== lrig?.lrigType) return 'limiting';
  return canPay(s, seat, artsCost(s, seat, inst)) ? null : 'cost';
}

export function useArts(s: WixossState, seat: Seat, lrigDeckIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.lrigDeck.splice(lrigDeckIndex, 1);
  // Choosing your own ARTS reveals it to the opponent only: you may still back out before paying for it.
  p.check.push(inst!);
  // (The cost is read while the ARTS is in the check zone: what lowers it looks at the field, not the LRIG deck.)
  const cost = artsCost(s, seat, inst!);
  say(s, m().evArts(who(s, seat), cardName(s, inst!), costText(cost)));
  s.tasks.push({ k: 'finish', seat, inst: inst!, to: 'lrigTrash' }, effectTask(seat, inst!, 'use'));
  pushPay(s, seat, cost);
}

/** LRIG-deck indexes (0-based) of LRIG cards `seat` may grow into now (level rule by era, shared type, payable). */
export function growable(s: WixossState, seat: Seat): number[] {
  const lrig = lrigOf(s, seat);
  if (!lrig) return [];
  const out: number[] = [];
  s.players[seat]!.lrigDeck.forEach((inst, k) => {
    if (growBlock(s, seat, inst, lrig) === null) out.push(k);
  });
  return out;
}

/** Whether `growable` would list anything (it stops at the first). */
export function anyGrowable(s: WixossState, seat: Seat): boolean {
  const lrig = lrigOf(s, seat);
  if (!lrig) return false;
  const deck = s.players[seat]!.lrigDeck;
  for (let k = 0; k < deck.length; k++) if (growBlock(s, seat, deck[k]!, lrig) === null) return true;
  return false;
}

/** What stops `seat` growing into the LRIG deck card `inst` now, or null. */
export function growBlock(s: WixossState, seat: Seat, inst: number, lrig = lrigOf(s, seat)): 'type' | 'lrigType' | 'level' | 'cost' | null {
  const d = def(s, inst);
  if (d.type !== 'LRIG' || !lrig) return 'type';
  if (d.lrigType !== lrig.lrigType) return 'lrigType';
  const ok = s.modern
    ? d.level === lrig.level + 1
    : d.level === lrig.level + 1 || d.level < lrig.level || (d.level === lrig.level && d.name.en !== lrig.name.en);
  if (!ok) return 'level';
  return canPay(s, seat, d.growCost) ? null : 'cost';
}

export function startGrow(s: WixossState, seat: Seat, lrigDeckIndex: number): void {
  const inst = s.players[seat]!.lrigDeck[lrigDeckIndex]!;
  s.tasks.push({ k: 'grow', seat, inst });
  pushPay(s, seat, def(s, inst).growCost);
}

export function canSigniAttack(s: WixossState, seat: Seat, zone: number): boolean {
  return signiAttackBlock(s, seat, zone) === null;
}

/** What stops the SIGNI in `zone` attacking now (the step aside), or null. */
export function signiAttackBlock(s: WixossState, seat: Seat, zone: number): 'empty' | 'down' | 'effect' | null {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  if (inst === EMPTY) return 'empty';
  if (p.signiDown[zone]) return 'down';
  return s.mods.some((mod) => mod.inst === inst && mod.noAttack) ? 'effect' : null;
}

export function canLrigAttack(s: WixossState, seat: Seat): boolean {
  const p = s.players[seat]!;
  return p.lrig.length > 0 && !p.lrigDown && !s.mods.some((m) => m.noAttack && p.lrig.includes(m.inst));
}

export function signiAttack(s: WixossState, seat: Seat, zone: number): void {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  p.signiDown[zone] = true;
  say(s, m().evSigniAttack(cardName(s, inst), who(s, seat), zone + 1));
  s.tasks.push({ k: 'battle', seat, zone, inst });
  const trigger = def(s, inst).effects?.onAttack;
  if (trigger && conditionHolds(s, seat, trigger.if, inst)) s.tasks.push(effectTask(seat, inst, 'onAttack'));
}

export function lrigAttack(s: WixossState, seat: Seat): void {
  s.players[seat]!.lrigDown = true;
  say(s, m().evLrigAttack(who(s, seat)));
  s.tasks.push({ k: 'damage', seat: other(seat) }, { k: 'guard', seat: other(seat) });
}

/** The card whose activated ability `where` names: a SIGNI zone (0-2) or -1 for the LRIG. */
function activatedSource(s: WixossState, seat: Seat, where: number): number | undefined {
  const p = s.players[seat]!;
  const inst = where < 0 ? p.lrig[p.lrig.length - 1] : p.signi[where];
  return inst === undefined || inst === EMPTY ? undefined : inst;
}

export function canActivate(s: WixossState, seat: Seat, where: number): boolean {
  return activateBlock(s, seat, where) === null;
}

/** What stops the activated ability of the card at `where` (a SIGNI zone, -1 = LRIG) now, or null. */
export function activateBlock(s: WixossState, seat: Seat, where: number): 'empty' | 'none' | 'condition' | 'down' | 'once' | 'cost' | null {
  const inst = activatedSource(s, seat, where);
  if (inst === undefined) return 'empty';
  const a = def(s, inst).effects?.activated;
  if (!a) return 'none';
  if (!conditionHolds(s, seat, a.if, inst)) return 'condition';
  const p = s.players[seat]!;
  if (a.down && (where < 0 ? p.lrigDown : p.signiDown[where])) return 'down';
  if (a.oncePerTurn && s.mods.some((mod) => mod.inst === inst && mod.acted)) return 'once';
  return canPay(s, seat, a.cost) ? null : 'cost';
}

export function activate(s: WixossState, seat: Seat, where: number): void {
  const inst = activatedSource(s, seat, where)!;
  const a = def(s, inst).effects!.activated!;
  const p = s.players[seat]!;
  if (a.down) {
    if (where < 0) p.lrigDown = true;
    else p.signiDown[where] = true;
  }
  if (a.oncePerTurn) s.mods.push({ inst, acted: true });
  say(s, m().evActivate(who(s, seat), cardName(s, inst)));
  s.tasks.push(effectTask(seat, inst, 'activated'));
  pushPay(s, seat, a.cost);
}
