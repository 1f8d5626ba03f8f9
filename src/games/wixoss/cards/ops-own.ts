/**
 * Ops whose cost-like first step is paid from your own cards at resolution (the ability's `if` makes sure it can
 * be): discard a card of a kind, trash one of your SIGNI.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { banish, discardAt, say, sendFromField } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { m } from '../messages/index.js';
import { EMPTY, type WixossState } from '../state.js';
import { signiPower } from '../table/power.js';
import { targetChoice, targetsOf } from './targets.js';
import { matches } from '../table/filter.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { Op } from './types.js';
import { zoneOf, itemOf, picksOwn } from '../moves.js';
import { progressOf } from './op-progress.js';
import { filterWords } from '../table/filter-words.js';
import { distinctChoices } from '../table/choices.js';

/** Zones of your SIGNI matching the op's filter (not the source itself with `other`). */
function ownZones(s: WixossState, t: EffectTask, op: Op): number[] {
  const p = s.players[t.seat]!;
  return p.signi.flatMap((i, z) => (i !== EMPTY && !(op.other && i === t.src) && matches(s, i, op.filter) ? [z] : []));
}

function trashFromField(s: WixossState, seat: number, z: number): number {
  const inst = s.players[seat]!.signi[z]!;
  say(s, m().evTrashedByEffect(cardName(s, inst), who(s, seat)));
  sendFromField(s, seat, z, 'trash');
  return inst;
}

/** SIGNI of both fields that may be picked (`keep`): `target N` the opponent's, `target own N` yours. */
function bothSides(s: WixossState, t: EffectTask, keep: (seat: number, inst: number) => boolean): string[] {
  const at = (seat: number) => s.players[seat]!.signi.flatMap((i, z) => (i !== EMPTY && keep(seat, i) ? [targetChoice(z, seat === t.seat)] : []));
  return [...at(opponentOf(t.seat)), ...at(t.seat)];
}

/** The seat a `target` / `target own` choice points at. */
const pickedSide = (t: EffectTask, choice: string) => (picksOwn(choice) ? t.seat : opponentOf(t.seat));

export const OWN_OPS: Record<string, OpHandler> = {
  /**
   * Strike Impact: 1 SIGNI on either field gets `amount` until end of turn; then, if its power is `minPower` or
   * more, it gains Lancer until end of turn. The target is chosen in the target stage.
   */
  powerThenLancer: {
    askTarget(s, t) {
      if ((t.targets[t.opIndex] ?? []).length) return null;
      const choices = bothSides(s, t, () => true);
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptAnySigni(cardName(s, t.src)), choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const side = pickedSide(t, choice);
      targetsOf(t).push(side, s.players[side]!.signi[zoneOf(choice)]!);
    },
    run(s, t, op) {
      const [side, inst] = t.targets[t.opIndex] ?? [];
      if (side === undefined || inst === undefined) return true;
      const z = s.players[side]!.signi.indexOf(inst);
      if (z < 0) return true; // it left the field
      s.mods.push({ inst, add: op.amount ?? 0 });
      say(s, m().evPowerOne(cardName(s, inst), op.amount ?? 0));
      if (signiPower(s, side, z) >= (op.minPower ?? 0)) {
        s.mods.push({ inst, kw: 'lancer' });
        say(s, m().evGains(cardName(s, inst), m().kwName.lancer!));
      }
    },
  },

  /**
   * Vimana: the attacking SIGNI (the trigger's subject) is banished if its power is lower than that of your SIGNI
   * in front of it (the zone of the same number); nothing when that zone is empty.
   */
  banishWeakerAttacker: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      const z = t.subj === undefined ? -1 : s.players[opp]!.signi.indexOf(t.subj);
      const front = z < 0 ? EMPTY : s.players[t.seat]!.signi[z]!;
      if (front !== EMPTY && signiPower(s, opp, z) < signiPower(s, t.seat, z)) banish(s, opp, z);
    },
  },

  /** Discard one card of your hand matching `filter` (your choice); `done` when one was discarded. */
  discardMatching: {
    ask(s, t, op) {
      const hand = s.players[t.seat]!.hand;
      if (hand.length === 0) return null;
      const picks = distinctChoices(s, hand, 'discard', [], (i) => matches(s, i, op.filter));
      // With no such card, asked all the same (`done` alone) while the hand has cards: going on at once would tell
      // the opponent what the hand lacks.
      const prompt = m().promptDiscardMatching(cardName(s, t.src), filterWords(op.filter));
      return picks.length ? { over: false, seat: t.seat, prompt, choices: picks } : { over: false, seat: t.seat, prompt, choices: ['done'], hiddenChoices: true };
    },
    run(s, t, _op, choice) {
      const discarded = choice !== undefined && choice !== 'done';
      t.done = discarded;
      if (discarded) discardAt(s, t.seat, itemOf(choice));
    },
  },

  /**
   * Put one of your SIGNI matching `filter` into your trash, then banish a SIGNI of the same level on either
   * field (`target N` the opponent's, `target own N` yours). Progress `sameLevel`: that level, once trashed.
   */
  trashOwnBanishSameLevel: {
    ask(s, t, op) {
      const trashed = progressOf(t, 'sameLevel');
      if (!trashed) {
        const zones = ownZones(s, t, op);
        return zones.length ? { over: false, seat: t.seat, prompt: m().promptTrashFor(cardName(s, t.src)), choices: zones.map((z) => targetChoice(z, true)) } : null;
      }
      const level = trashed.level;
      const choices = bothSides(s, t, (_seat, inst) => def(s, inst).level === level);
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptSameLevel(level), choices } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      if (!progressOf(t, 'sameLevel')) {
        t.progress = { kind: 'sameLevel', level: def(s, trashFromField(s, t.seat, zoneOf(choice))).level };
        return false;
      }
      banish(s, pickedSide(t, choice), zoneOf(choice));
    },
  },
};
