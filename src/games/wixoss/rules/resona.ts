/**
 * Resona: LRIG-deck cards played onto the field by meeting their play condition (put N of your non-Resona SIGNI of
 * a class from the field into the trash) in the stated phase, never from the hand. On the field a Resona is a SIGNI
 * (it attacks, blocks, is targeted and counts towards the limit); when it would go anywhere else from the field it
 * returns to the LRIG deck instead (`sendFromField`).
 * Ruling: the Resona must fit like a summoned SIGNI once the condition is paid: level at most the LRIG's, total
 * level within the limit, its limiting condition met. Its zone follows the placement rule (table/placement.ts).
 */
import { ASK } from './asking.js';
import type { Seat } from '../../../engine/game.js';
import { isLrigOfType, type IndexedCard } from '../cards/db.js';
import { fits } from '../table/filter.js';
import { m } from '../messages/index.js';
import { EMPTY, type Task, type WixossState } from '../state.js';
import { placementZones } from '../table/placement.js';
import type { Ask } from './ask.js';
import { entered } from './actions.js';
import { choiceText } from './choice-text.js';
import { MOVES } from '../moves.js';
import { cardName, cardNames, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { say, sendFromField } from './zones.js';
import type { TaskRules } from '../../../engine/referee.js';
import { selfTrashLocked } from '../table/self-trash-lock.js';
import { askOptions, optionsPlayable, runOptions } from './resona-options.js';

type ResonaTask = Extract<Task, { kind: 'resona' }>;

/** Zones holding a SIGNI that the Resona `d`'s condition may put into the trash. */
function payZones(s: WixossState, seat: Seat, d: IndexedCard): number[] {
  const signi = s.players[seat]!.signi;
  const out: number[] = [];
  for (let z = 0; z < signi.length; z++) if (signi[z] !== EMPTY && fits(def(s, signi[z]!), d.effects!.resona!.filter)) out.push(z);
  return out;
}

/** Whether trashing `picked` plus some more of the payable zones leaves the Resona able to fit. */
function completable(s: WixossState, seat: Seat, d: IndexedCard, picked: number[], zones: number[]): boolean {
  const need = d.effects!.resona!.trash ?? 0;
  const lrig = lrigOf(s, seat);
  if (!lrig || d.level > lrig.level || (d.limiting !== undefined && !isLrigOfType(lrig, d.limiting))) return false;
  const signi = s.players[seat]!.signi;
  let levels = 0;
  for (let z = 0; z < signi.length; z++) if (signi[z] !== EMPTY && !picked.includes(z)) levels += def(s, signi[z]!).level;
  // The rest to trash: the highest-level payable SIGNI still on the field free the most limit.
  const rest = zones.filter((z) => !picked.includes(z)).map((z) => def(s, signi[z]!).level).sort((a, b) => b - a);
  if (rest.length < need - picked.length) return false;
  for (let k = 0; k < need - picked.length; k++) levels -= rest[k]!;
  return levels + d.level <= (lrig.limit ?? 0);
}

/** Whether `seat` may play the Resona `inst` (in the LRIG deck) now, in the main phase. */
export function resonaPlayable(s: WixossState, seat: Seat, inst: number): boolean {
  const d = def(s, inst);
  if (d.type !== 'RESONA' || !d.effects?.resona || selfTrashLocked(s, seat)) return false; // WX04 Code Art ACG
  if (d.effects.resona.options) return optionsPlayable(s, seat, inst);
  return completable(s, seat, d, [], payZones(s, seat, d));
}

export function startResona(s: WixossState, seat: Seat, lrigDeckIndex: number): void {
  s.tasks.push({ kind: 'resona', seat, inst: s.players[seat]!.lrigDeck[lrigDeckIndex]!, picked: [] });
}

export function askResona(s: WixossState, t: ResonaTask): Ask | null {
  const d = def(s, t.inst);
  const need = d.effects!.resona!.trash ?? 0;
  const options = d.effects!.resona!.options ? askOptions(s, t) : null;
  if (options) return options;
  if (t.picked.length < need) {
    const zones = payZones(s, t.seat, d);
    const choices = zones.filter((z) => !t.picked.includes(z) && completable(s, t.seat, d, [...t.picked, z], zones)).map((z) => choiceText('trash signi', z + 1));
    return ASK.ask(s, t.seat, choices);
  }
  // Placed like any SIGNI: a Code Maze across the field may decide the zone.
  const zones = placementZones(s, t.seat).map((z) => choiceText('zone', z + 1));
  return ASK.ask(s, t.seat, zones);
}

export function runResona(s: WixossState, t: ResonaTask, choice: string): boolean {
  const d = def(s, t.inst);
  const p = s.players[t.seat]!;
  const move = MOVES.parse(choice)!;
  if (move.verb !== 'zone' && d.effects!.resona!.options) return runOptions(s, t, choice);
  if (move.verb === 'trash signi') {
    t.picked.push(move.args.zone - 1);
    if (t.picked.length < (d.effects!.resona!.trash ?? 0)) return false;
    // The condition is paid at once: all the chosen SIGNI go to the trash together.
    const names = cardNames(s, t.picked.map((z) => p.signi[z]!));
    // Their levels, for "-2000 for each level of the SIGNI put into the trash for this play condition" (WD11 Mukadesu).
    s.mods.push({ inst: t.inst, paidLevels: t.picked.reduce((sum, z) => sum + def(s, p.signi[z]!).level, 0) });
    for (const z of t.picked) sendFromField(s, t.seat, z, 'trash');
    t.paid = names;
    return false;
  }
  const z = MOVES.argsOf(choice, 'zone')!.zone - 1;
  p.lrigDeck.splice(p.lrigDeck.indexOf(t.inst), 1);
  p.signi[z] = t.inst;
  p.signiDown[z] = false;
  s.revealed = true;
  say(s, m().evResona(who(s, t.seat), cardName(s, t.inst), z + 1, t.paid ?? ''));
  entered(s, t.seat, t.inst, 'lrigDeck');
  return true;
}

export const RESONA_TASK: TaskRules<WixossState, Extract<Task, { kind: 'resona' }>> = { ask: askResona, waits: () => true, run: (s, t, choice) => runResona(s, t, choice!) };
