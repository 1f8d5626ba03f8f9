/** Rule processing: checked after each action and each finished effect, never in the middle of one. */
import { ASK } from './asking.js';
import { anyLrigSets } from '../table/field-limits.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { isLrigOfType, type IndexedCard } from '../cards/db.js';
import { EMPTY, ZONES, type WixossState, type Task } from '../state.js';
import { signiPower } from '../table/power.js';
import { checkPowerEdges } from './power-edge.js';
import { m } from '../messages/index.js';
import { putUnderDeck, takeLifeTop } from './hidden.js';
import { asOneStep, banish, say, shuffleDeck, sendFromField } from './zones.js';
import { cardName, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';
import type { TaskRules } from '../../../engine/referee.js';
import { MOVES } from '../moves.js';
import { choiceText } from './choice-text.js';
import { kindsWith } from '../table/kinds.js';

/**
 * The last answer of `fieldIllegal` per seat, with all it was found from: the state's instance table and kind table,
 * the seat's SIGNI zones and both LRIGs (an LRIG on either side may limit the field). Rule processing asks after
 * every step, and most steps change none of these.
 */
interface FieldCheck { ids: number[] | undefined; kinds: string[] | undefined; zones: number[]; lrigs: number[]; illegal: boolean }
const lastChecks: FieldCheck[] = [0, 1].map(() => ({ ids: undefined, kinds: undefined, zones: [EMPTY, EMPTY, EMPTY], lrigs: [EMPTY, EMPTY], illegal: false }));

const lrigTop = (s: WixossState, seat: Seat) => {
  const lrig = s.players[seat]!.lrig;
  return lrig.length === 0 ? EMPTY : lrig[lrig.length - 1]!;
};

/** Whether `seat`'s SIGNI break the level, limit or limiting-condition rules (e.g. after growing lower). */
export function fieldIllegal(s: WixossState, seat: Seat): boolean {
  const signi = s.players[seat]!.signi;
  const last = lastChecks[seat]!;
  const first = lrigTop(s, 0);
  const second = lrigTop(s, 1);
  const { zones, lrigs } = last;
  if (last.ids === s.ids && last.kinds === s.kinds && zones[0] === signi[0] && zones[1] === signi[1] && zones[2] === signi[2] && lrigs[0] === first && lrigs[1] === second) return last.illegal;
  last.illegal = fieldBreaksRules(s, seat, signi);
  last.ids = s.ids;
  last.kinds = s.kinds;
  for (let z = 0; z < ZONES; z++) zones[z] = signi[z]!;
  lrigs[0] = first;
  lrigs[1] = second;
  return last.illegal;
}

function fieldBreaksRules(s: WixossState, seat: Seat, signi: number[]): boolean {
  // (One pass, the LRIG looked up at the first SIGNI: after most steps a field holds one SIGNI or none, and an empty
  // one breaks no rule.)
  let lrig: IndexedCard | undefined;
  let count = 0;
  let levels = 0;
  for (let z = 0; z < signi.length; z++) {
    const i = signi[z]!;
    if (i === EMPTY) continue;
    if (count++ === 0 && !(lrig = lrigOf(s, seat))) return false;
    const d = def(s, i);
    if (d.level > lrig!.level || (d.limiting !== undefined && !isLrigOfType(lrig!, d.limiting))) return true;
    levels += d.level;
  }
  if (count === 0) return false;
  if (levels > (lrig!.limit ?? 0)) return true;
  // WX04 Iona, Ultima/Maiden: one SIGNI each while it is on the field.
  return count > 1 && anyLrigSets(s, 'oneSigniEach');
}

function refresh(s: WixossState, seat: Seat): void {
  const p = s.players[seat]!;
  putUnderDeck(s, seat, p.trash);
  p.trash = [];
  shuffleDeck(s, seat);
  say(s, m().evRefresh(who(s, seat)));
  const life = becauseOf(s.rng, () => why().refresh(who(s, seat)), () => takeLifeTop(s, seat));
  if (life !== undefined) {
    p.trash.push(life);
    say(s, m().evRefreshLife(who(s, seat), cardName(s, life)));
  }
  if (seat === s.active && ++p.refreshes >= 2) s.endTurnNow = true;
}

export function ruleCheck(s: WixossState): void {
  const first = s.active;
  const second = opponentOf(first);
  // Power 0 or less: banished. Repeat, since losing a SIGNI can switch an aura off. Without "until end of turn"
  // changes, and with no card of this game able to lower power or printed with power 0, there is nothing to look at.
  if (s.mods.length > 0 || kindsLowerPower(s)) {
    for (let again = true; again; ) {
      const byFirst = banishPowerless(s, first);
      again = banishPowerless(s, second) || byFirst;
    }
  }
  // Tasks are a stack: the non-turn player's excess check is pushed first so the turn player's resolves first.
  queueExcess(s, second);
  queueExcess(s, first);
  refreshIfEmpty(s, first);
  refreshIfEmpty(s, second);
  checkPowerEdges(s);
  if (s.mods.length > 0) dropFreeActsLeft(s);
}

/** Banish `seat`'s SIGNI with power 0 or less; whether any was banished. */
function banishPowerless(s: WixossState, seat: Seat): boolean {
  const p = s.players[seat]!;
  // Only "until end of turn" changes and negative auras lower power: without them printed power is a floor.
  // (Looked at once, before anything is banished; an empty field needs no look.)
  let aurasLower: boolean | undefined;
  let any = false;
  for (let z = 0; z < p.signi.length; z++) {
    const inst = p.signi[z]!;
    if (inst === EMPTY) continue;
    aurasLower ??= lowersPower(s, seat);
    if (!aurasLower && !modLowers(s, inst) && (def(s, inst).power ?? 0) > 0) continue;
    // The SIGNI at 0 power go together, as one step (a replacement of one still covers the others: rules/zones.ts).
    if (signiPower(s, seat, z) <= 0 && asOneStep(() => banish(s, seat, z, 'rule'))) any = true;
  }
  return any;
}

// Whether any card of the game has a power-lowering aura, and whether any lowers power at all (such an aura, or a
// SIGNI printed with power 0 or less; no starter card does either), so rule processing can skip looking at the field.
const kindsAura = kindsWith((d) => d.lowersPower);
const kindsLowerPower = kindsWith((d) => d.lowersPower || (d.type === 'SIGNI' && (d.power ?? 0) <= 0));

function lowersPower(s: WixossState, seat: Seat): boolean {
  if (!kindsAura(s)) return false;
  // Either side's cards: an aura may lower the opponent's SIGNI.
  for (const side of [seat, opponentOf(seat)]) {
    if (lrigOf(s, side)?.lowersPower) return true;
    for (const inst of s.players[side]!.signi) if (inst !== EMPTY && def(s, inst).lowersPower) return true;
  }
  return false;
}

function modLowers(s: WixossState, inst: number): boolean {
  for (const m of s.mods) if (m.inst === inst && (m.set !== undefined || (m.add ?? 0) < 0)) return true;
  return false;
}

function refreshIfEmpty(s: WixossState, seat: Seat): void {
  const p = s.players[seat]!;
  if (p.deck.length === 0 && p.trash.length > 0) refresh(s, seat);
}

function queueExcess(s: WixossState, seat: Seat): void {
  if (fieldIllegal(s, seat) && !s.tasks.some((t) => t.kind === 'excess' && t.seat === seat)) s.tasks.push({ kind: 'excess', seat });
}

/** `reason` is a key of the messages' `reason` texts: the result is worded when it is read, in that language. */
export function lose(s: WixossState, seat: Seat, reason: 'noLife'): void {
  if (s.phase === 'over') return;
  s.phase = 'over';
  s.winner = opponentOf(seat);
  s.reason = reason;
  s.tasks = [];
  say(s, m().evWins(who(s, opponentOf(seat)), resultReason(s)));
}

/** The result's reason in the reader's language (the loser is the seat that did not win). */
export function resultReason(s: WixossState): string {
  const text = m().reason[s.reason];
  return text ? text(who(s, opponentOf(s.winner))) : s.reason;
}

/** A card that left the trash is another card there if it comes back: its mark goes (called by rule processing). */
export function dropFreeActsLeft(s: WixossState): void {
  const inTrash = (inst: number) => s.players.some((p) => p.trash.includes(inst));
  if (s.mods.some((mod) => mod.freeAct && !inTrash(mod.inst))) s.mods = s.mods.filter((mod) => !mod.freeAct || inTrash(mod.inst));
}

/** More SIGNI on the field than the LRIG's limit allows: the player puts SIGNI into the trash until it is legal. */
export const EXCESS_TASK: TaskRules<WixossState, Extract<Task, { kind: 'excess' }>> = {
  ask(s, t) {
    if (!fieldIllegal(s, t.seat)) return null;
    const zones = s.players[t.seat]!.signi.flatMap((i, z) => (i === EMPTY ? [] : [choiceText('trash signi', z + 1)]));
    return ASK.ask(s, t.seat, zones);
  },
  run(s, t, choice) {
    if (choice === undefined) return true;
    const zone = MOVES.argsOf(choice, 'trash signi')!.zone - 1;
    const [inst, went] = sendFromField(s, t.seat, zone, 'trash');
    if (went) say(s, m().evTrashExcess(who(s, t.seat), cardName(s, inst)));
    return false;
  },
};
