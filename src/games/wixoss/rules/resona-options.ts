/**
 * Resona play conditions of "choose N of these" (WD11 Yasudesu: 2 of "discard an <Misfortune Insect> SIGNI", "put
 * one from your ener zone into the trash", "put one of your non-Resona ones from the field into the trash").
 * Playing it: the options one at a time (`mode K`, only those that still leave a way to finish), then each chosen
 * option paid in the order chosen (`discard K`, `pick id`, `trash signi Z`), then the zone. The Resona must fit like
 * a summoned SIGNI once paid, as with every Resona (rules/resona.ts); a free zone is needed when no option trashes
 * from the field.
 */
import type { Seat } from '../../../engine/game.js';
import { isLrigOfType, type IndexedCard } from '../cards/db.js';
import type { ResonaOption } from '../cards/types.js';
import { fits } from '../table/filter.js';
import { m } from '../messages/index.js';
import { EMPTY, idOf, type Task, type WixossState } from '../state.js';
import { placementZones } from '../table/placement.js';
import { cardName, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import type { Ask } from './ask.js';
import { ASK } from './asking.js';
import { choiceText } from './choice-text.js';
import { MOVES, itemOf, pickedId, zoneOf } from '../moves.js';
import { discardAt, say, sendFromField } from './zones.js';
import { distinctChoices, distinctPicks } from '../table/choices.js';

type ResonaTask = Extract<Task, { kind: 'resona' }>;

const optionsOf = (d: IndexedCard): ResonaOption[] => d.effects?.resona?.options ?? [];

/** Cards of a zone matching an option's filter (instances). */
function matching(s: WixossState, cards: number[], option: ResonaOption): number[] {
  return cards.filter((i) => i !== EMPTY && fits(def(s, i), option.filter));
}

/** Whether the Resona fits after `trashed` (zones) leave the field: level, limiting condition, limit, a free zone. */
function fitsAfter(s: WixossState, seat: Seat, d: IndexedCard, trashed: number[]): boolean {
  const lrig = lrigOf(s, seat);
  if (!lrig || d.level > lrig.level || (d.limiting !== undefined && !isLrigOfType(lrig, d.limiting))) return false;
  const signi = s.players[seat]!.signi;
  let levels = d.level;
  for (let z = 0; z < signi.length; z++) if (signi[z] !== EMPTY && !trashed.includes(z)) levels += def(s, signi[z]!).level;
  if (levels > (lrig.limit ?? 0)) return false;
  return trashed.length > 0 || placementZones(s, seat).length > 0;
}

/**
 * Whether the options `chosen` (indexes; those of them already paid are done) can all be paid and leave the
 * Resona fitting. Field options take the highest-level matching SIGNI (they free the most limit).
 */
function payable(s: WixossState, seat: Seat, d: IndexedCard, chosen: number[], paidSoFar: number): boolean {
  const p = s.players[seat]!;
  const options = optionsOf(d);
  const rest = chosen.slice(paidSoFar).map((k) => options[k]!);
  const hand = rest.filter((o) => o.from === 'hand');
  const ener = rest.filter((o) => o.from === 'ener');
  const field = rest.filter((o) => o.from === 'field');
  // (The three options of the printed card have one filter each; options of one zone share it.)
  if (hand.length > 0 && matching(s, p.hand, hand[0]!).length < hand.length) return false;
  if (ener.length > 0 && matching(s, p.ener, ener[0]!).length < ener.length) return false;
  let trashed: number[] = [];
  if (field.length > 0) {
    const zones = [0, 1, 2].filter((z) => p.signi[z] !== EMPTY && fits(def(s, p.signi[z]!), field[0]!.filter));
    if (zones.length < field.length) return false;
    trashed = zones.sort((a, b) => def(s, p.signi[b]!).level - def(s, p.signi[a]!).level).slice(0, field.length);
  }
  return fitsAfter(s, seat, d, trashed);
}

/** Whether some `choose` of the options (the ones `chosen` among them) can be paid now. */
function completable(s: WixossState, seat: Seat, d: IndexedCard, chosen: number[]): boolean {
  const need = d.effects!.resona!.choose ?? 0;
  if (chosen.length >= need) return payable(s, seat, d, chosen, 0);
  return optionsOf(d).some((_, k) => !chosen.includes(k) && completable(s, seat, d, [...chosen, k]));
}

export function optionsPlayable(s: WixossState, seat: Seat, inst: number): boolean {
  return completable(s, seat, def(s, inst), []);
}

/** The next question of an options play condition, or null once every chosen option is paid (the zone comes next). */
export function askOptions(s: WixossState, t: ResonaTask): Ask | null {
  const d = def(s, t.inst);
  const chosen = t.chosen ?? [];
  const need = d.effects!.resona!.choose ?? 0;
  if (chosen.length < need) {
    const choices = optionsOf(d).flatMap((_, k) => (!chosen.includes(k) && completable(s, t.seat, d, [...chosen, k]) ? [choiceText('mode', k + 1)] : []));
    return ASK.ask(s, t.seat, choices);
  }
  const paid = t.optionsPaid ?? 0;
  if (paid >= chosen.length) return null;
  const option = optionsOf(d)[chosen[paid]!]!;
  const p = s.players[t.seat]!;
  if (option.from === 'hand') {
    const choices = distinctChoices(s, p.hand, 'discard', [], (i) => fits(def(s, i), option.filter));
    return ASK.ask(s, t.seat, choices);
  }
  if (option.from === 'ener') {
    const choices = distinctPicks(s, p.ener, (i) => fits(def(s, i), option.filter));
    return ASK.ask(s, t.seat, choices);
  }
  // From the field: only SIGNI whose leaving still lets the Resona fit.
  const rest = chosen.length - paid - 1;
  const zones = [0, 1, 2].filter((z) => p.signi[z] !== EMPTY && fits(def(s, p.signi[z]!), option.filter) && (rest > 0 || fitsAfter(s, t.seat, d, [z])));
  return ASK.ask(s, t.seat, zones.map((z) => choiceText('trash signi', z + 1)));
}

/** One answer of an options play condition (false: more to ask). */
export function runOptions(s: WixossState, t: ResonaTask, choice: string): boolean {
  const d = def(s, t.inst);
  const chosen = (t.chosen ??= []);
  if (chosen.length < (d.effects!.resona!.choose ?? 0)) {
    chosen.push(itemOf(choice));
    return false;
  }
  const p = s.players[t.seat]!;
  const move = MOVES.parse(choice)!;
  if (move.verb === 'discard') discardAt(s, t.seat, itemOf(choice));
  else if (move.verb === 'pick') {
    const at = p.ener.findIndex((i) => idOf(s, i) === pickedId(choice));
    const [inst] = p.ener.splice(at, 1);
    p.trash.push(inst!);
    say(s, m().evEnerCardToTrash(who(s, t.seat), cardName(s, inst!)));
  } else {
    const z = zoneOf(choice);
    say(s, m().evTrashField(who(s, t.seat), cardName(s, p.signi[z]!)));
    sendFromField(s, t.seat, z, 'trash');
  }
  t.optionsPaid = (t.optionsPaid ?? 0) + 1;
  return false;
}
