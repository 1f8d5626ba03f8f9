/** Starting the player's actions: summon, spells, ARTS, grow, attacks. Each pushes the tasks that finish it. */
import type { Seat } from '../../../engine/game.js';
import type { Cost, Timing } from '../cards/types.js';
import { EMPTY, other, type EffectKey, type Task, type WixossState } from '../state.js';
import { canPay, costSize, costText } from './payment.js';
import { conditionHolds, signiLevels } from './power.js';
import { cardName, def, lrigOf, say, who } from './zones.js';

export function pushPay(s: WixossState, seat: Seat, cost: Cost | undefined): void {
  if (costSize(cost) > 0) s.tasks.push({ k: 'pay', seat, cost: { ...cost }, picked: [] });
}

export function effectTask(seat: Seat, src: number, key: EffectKey, spell = false): Task {
  return { k: 'effect', seat, src, key, stage: 'target', i: 0, tg: [], v: [], ...(spell ? { spell: true } : {}) };
}

/** Summon legality apart from the zone: level, limit and limiting condition. */
export function canSummon(s: WixossState, seat: Seat, inst: number): boolean {
  const d = def(s, inst);
  const lrig = lrigOf(s, seat);
  if (d.type !== 'SIGNI' || !lrig) return false;
  if (d.level > lrig.level) return false;
  if (signiLevels(s, seat) + d.level > (lrig.limit ?? 0)) return false;
  return !d.limiting || d.limiting === lrig.lrigType;
}

export function summon(s: WixossState, seat: Seat, handIndex: number, zone: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  p.signi[zone] = inst!;
  p.signiDown[zone] = false;
  say(s, `${who(s, seat)} summons ${cardName(s, inst!)} into SIGNI zone ${zone + 1}`);
  const onPlay = def(s, inst!).effects?.onPlay;
  if (!onPlay) return;
  s.tasks.push(onPlay.cost ? { k: 'confirm', seat, src: inst!, key: 'onPlay' } : effectTask(seat, inst!, 'onPlay'));
}

export function useSpell(s: WixossState, seat: Seat, handIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  p.check.push(inst!);
  s.revealed = true;
  say(s, `${who(s, seat)} uses the spell ${cardName(s, inst!)}`);
  s.tasks.push({ k: 'finish', seat, inst: inst!, to: 'trash' }, effectTask(seat, inst!, 'use', true));
  pushPay(s, seat, def(s, inst!).cost);
}

/** LRIG-deck indexes (0-based) of ARTS `seat` may use now with this timing: limiting condition met and payable. */
export function usableArts(s: WixossState, seat: Seat, timing: Timing): number[] {
  const p = s.players[seat]!;
  const lrig = lrigOf(s, seat);
  const out: number[] = [];
  for (let k = 0; k < p.lrigDeck.length; k++) {
    const d = def(s, p.lrigDeck[k]!);
    if (d.type !== 'ARTS' || !d.timings?.includes(timing)) continue;
    if (d.limiting && d.limiting !== lrig?.lrigType) continue;
    if (canPay(s, seat, d.cost)) out.push(k);
  }
  return out;
}

export function useArts(s: WixossState, seat: Seat, lrigDeckIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.lrigDeck.splice(lrigDeckIndex, 1);
  p.check.push(inst!);
  s.revealed = true;
  say(s, `${who(s, seat)} uses the ARTS ${cardName(s, inst!)} (${costText(def(s, inst!).cost)})`);
  s.tasks.push({ k: 'finish', seat, inst: inst!, to: 'lrigTrash' }, effectTask(seat, inst!, 'use'));
  pushPay(s, seat, def(s, inst!).cost);
}

/** LRIG-deck indexes (0-based) of LRIG cards `seat` may grow into now (level rule by era, shared type, payable). */
export function growable(s: WixossState, seat: Seat): number[] {
  const lrig = lrigOf(s, seat);
  if (!lrig) return [];
  const out: number[] = [];
  s.players[seat]!.lrigDeck.forEach((inst, k) => {
    const d = def(s, inst);
    if (d.type !== 'LRIG' || d.lrigType !== lrig.lrigType) return;
    const ok = s.modern
      ? d.level === lrig.level + 1
      : d.level === lrig.level + 1 || d.level < lrig.level || (d.level === lrig.level && d.name.en !== lrig.name.en);
    if (ok && canPay(s, seat, d.growCost)) out.push(k);
  });
  return out;
}

export function startGrow(s: WixossState, seat: Seat, lrigDeckIndex: number): void {
  const inst = s.players[seat]!.lrigDeck[lrigDeckIndex]!;
  s.tasks.push({ k: 'grow', seat, inst });
  pushPay(s, seat, def(s, inst).growCost);
}

export function canSigniAttack(s: WixossState, seat: Seat, zone: number): boolean {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  return inst !== EMPTY && !p.signiDown[zone] && !s.mods.some((m) => m.inst === inst && m.noAttack);
}

export function canLrigAttack(s: WixossState, seat: Seat): boolean {
  const p = s.players[seat]!;
  return p.lrig.length > 0 && !p.lrigDown && !s.mods.some((m) => m.noAttack && p.lrig.includes(m.inst));
}

export function signiAttack(s: WixossState, seat: Seat, zone: number): void {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  p.signiDown[zone] = true;
  say(s, `${cardName(s, inst)} (${who(s, seat)}) attacks from zone ${zone + 1}`);
  s.tasks.push({ k: 'battle', seat, zone, inst });
  const trigger = def(s, inst).effects?.onAttack;
  if (trigger && conditionHolds(s, seat, trigger.if, inst)) s.tasks.push(effectTask(seat, inst, 'onAttack'));
}

export function lrigAttack(s: WixossState, seat: Seat): void {
  s.players[seat]!.lrigDown = true;
  say(s, `${who(s, seat)}'s LRIG attacks`);
  s.tasks.push({ k: 'damage', seat: other(seat) }, { k: 'guard', seat: other(seat) });
}

/** The card whose activated ability `where` names: a SIGNI zone (0-2) or -1 for the LRIG. */
function activatedSource(s: WixossState, seat: Seat, where: number): number | undefined {
  const p = s.players[seat]!;
  const inst = where < 0 ? p.lrig[p.lrig.length - 1] : p.signi[where];
  return inst === undefined || inst === EMPTY ? undefined : inst;
}

export function canActivate(s: WixossState, seat: Seat, where: number): boolean {
  const inst = activatedSource(s, seat, where);
  if (inst === undefined) return false;
  const a = def(s, inst).effects?.activated;
  if (!a || !conditionHolds(s, seat, a.if, inst)) return false;
  const p = s.players[seat]!;
  if (a.down && (where < 0 ? p.lrigDown : p.signiDown[where])) return false;
  if (a.oncePerTurn && s.mods.some((m) => m.inst === inst && m.acted)) return false;
  return canPay(s, seat, a.cost);
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
  say(s, `${who(s, seat)} activates ${cardName(s, inst)}`);
  s.tasks.push(effectTask(seat, inst, 'activated'));
  pushPay(s, seat, a.cost);
}
