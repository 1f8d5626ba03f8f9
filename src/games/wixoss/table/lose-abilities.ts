/**
 * SIGNI that lose their abilities (WX05 Code Labyrinth Louvre): the SIGNI in front of a SIGNI with the constant
 * `frontLosesAbilities`, every SIGNI of a player in the turn Louvre's Life Burst names (`Player.noAbilitiesTurn`),
 * and each SIGNI marked until end of turn (`Mod.noAbilities`: the SIGNI on the field as WX05 Mayu's Exceed 1 resolves).
 * Such a SIGNI has no constant, triggered or activated ability, printed or gained: every reader of a SIGNI's
 * constants goes through `constantsOf`, the triggers and activated abilities ask `abilitiesLost` (rules/triggers.ts,
 * table/action-blocks.ts). Its Life Burst is no ability of the field and stays. Only SIGNI on the field lose them.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Constant } from '../cards/types.js';
import type { IndexedCard } from '../cards/db.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { kindsWithConstant } from './kinds.js';
import { fits } from './filter.js';

const kindsFrontLoses = kindsWithConstant((c) => c.frontLosesAbilities === true);
const NONE: Constant[] = [];

/** Whether the Life Burst's turn-long loss holds for `seat`'s SIGNI now. */
function lostThisTurn(s: WixossState, seat: number): boolean {
  return s.players[seat]!.noAbilitiesTurn === s.turn;
}

/**
 * Whether the SIGNI `inst` has lost its abilities now. Ruling (the spec is silent): two Louvres facing each other both
 * lose theirs, each ability applying at the same moment (neither switches the other off first); a Louvre that lost
 * its abilities to the Life Burst's turn takes nobody's.
 */
export function abilitiesLost(s: WixossState, inst: number): boolean {
  // (The mark goes with the mods when the SIGNI leaves the field, so one put back on is a new SIGNI with its abilities.)
  if (s.mods.length > 0 && s.mods.some((mod) => mod.noAbilities === true && mod.inst === inst)) return true;
  const front = kindsFrontLoses(s);
  if (!front && s.players.every((p) => p.noAbilitiesTurn === undefined)) return false;
  for (let seat = 0; seat < s.players.length; seat++) {
    const zone = s.players[seat]!.signi.indexOf(inst);
    if (zone < 0) continue;
    if (lostThisTurn(s, seat)) return true;
    if (!front) return false;
    const opp = opponentOf(seat);
    const facing = s.players[opp]!.signi[zone]!;
    return facing !== EMPTY && !lostThisTurn(s, opp) && (def(s, facing).effects?.constant ?? NONE).some((c) => c.frontLosesAbilities === true);
  }
  return false;
}

/** The constant abilities the card `inst` has now: its printed ones, or none while it has lost its abilities. */
export function constantsOf(s: WixossState, inst: number): Constant[] {
  const list = def(s, inst).effects?.constant;
  return list === undefined || abilitiesLost(s, inst) ? NONE : list;
}

/** Whether a card's text has an ability a SIGNI keeps on the field (a Life Burst, a Guard icon are no abilities). */
function printedAbilities(d: IndexedCard): boolean {
  const e = d.effects;
  if (d.multiEner) return true;
  if (!e) return false;
  return Boolean(e.constant?.length || e.triggers?.length || d.acts.length || e.onPlay || e.onAttack || e.endOfTurn || e.cross);
}

/**
 * "A SIGNI with no abilities" (Louvre's +3000): one that lost them, or whose text has none and that gained none this
 * turn. Ruling: a Life Burst and a Guard icon are no abilities; an LRIG's constant that gives all your SIGNI a keyword
 * gives each an ability.
 */
export function hasNoAbilities(s: WixossState, seat: number, inst: number): boolean {
  if (abilitiesLost(s, inst)) return true;
  if (printedAbilities(def(s, inst))) return false;
  if (s.mods.some((mod) => mod.inst === inst && (mod.kw !== undefined || mod.grant !== undefined))) return false;
  const zone = s.players[seat]!.signi.indexOf(inst);
  if (s.laterKw?.some((k) => k.seat === seat && k.turn === s.turn && (k.zone === undefined || k.zone === zone))) return false;
  const p = s.players[seat]!;
  const lrig = p.lrig[p.lrig.length - 1];
  return lrig === undefined || !(def(s, lrig).effects?.constant ?? NONE).some((c) => c.scope === 'allOwn' && Boolean(c.lancer || c.doubleCrush || c.assassin) && (!c.filter || fits(def(s, inst), c.filter)));
}
