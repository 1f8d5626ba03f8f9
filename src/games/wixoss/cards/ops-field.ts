/** Ops that move cards onto, off or around the field and the life cloth: freeze, trash, put onto the field, add to and crush life cloth. */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { entered } from '../rules/actions.js';
import { summonBlockOf } from '../table/action-blocks.js';
import { choiceText } from '../rules/choice-text.js';
import { signiLevels, shielded } from '../table/power.js';
import { crushCards } from '../rules/damage.js';
import { fire } from '../rules/triggers.js';
import { cardName, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { pickChoice, distinctPicks } from '../table/choices.js';
import { say, sendFromField, shuffleDeck } from '../rules/zones.js';
import { EMPTY, type WixossState, idOf } from '../state.js';
import { eachTarget, signiTargeting, type EffectTask, type OpHandler } from './ops.js';
import { matches } from '../table/filter.js';
import { endEffect } from './ops-ifyoudo.js';
import type { Op } from './types.js';
import { placementZones } from '../table/placement.js';
import { lifeProtected } from '../table/marks.js';
import { crushLifeTop, deckTopToLife, searchPool, takeFound } from '../rules/hidden.js';
import { zoneOf, pickedId, MOVES } from '../moves.js';
import { progressOf } from './op-progress.js';
import { downSigni } from '../rules/downed.js';
import { levelAboveFits } from './banished-level.js';

function fromZone(s: WixossState, seat: Seat, op: Op): number[] {
  const p = s.players[seat]!;
  return op.from === 'deck' ? searchPool(s, seat) : op.from === 'ener' ? p.ener : op.from === 'hand' ? p.hand : op.from === 'lrigDeck' ? p.lrigDeck : p.trash;
}

/** Ruling: a SIGNI put onto the field by an effect must still fit the LRIG's level, limit and limiting condition. */
function placeable(s: WixossState, seat: Seat, inst: number): boolean {
  const d = def(s, inst);
  // A Resona put by an effect (its play condition ignored) fits like a summoned SIGNI, as when it is played.
  return summonBlockOf(d.type === 'RESONA' ? { ...d, type: 'SIGNI' } : d, lrigOf(s, seat), signiLevels(s, seat)) === null;
}


// putOnField's progress: the SIGNI put so far, and the picked one waiting for its zone.
function putAsk(s: WixossState, t: EffectTask, op: Op) {
  const zones = placementZones(s, t.seat); // a Code Maze across the field may decide the zone
  if (zones.length === 0) return null;
  const progress = progressOf(t, 'putOnField');
  const waiting = progress?.waiting ?? EMPTY;
  const put = progress?.put ?? 0;
  if (waiting !== EMPTY) return { over: false as const, seat: t.seat, prompt: m().promptPutZone(cardName(s, waiting)), choices: zones.map((z) => choiceText('zone', z + 1)) };
  if (put >= (op.count ?? 1)) return null;
  const zone = fromZone(s, t.seat, op);
  // From the LRIG deck only a Resona, its play condition ignored (WD12 Karasha); it must still fit like any SIGNI.
  const fitsHere = (inst: number) => def(s, inst).type === (op.from === 'lrigDeck' ? 'RESONA' : 'SIGNI') && matches(s, inst, op.filter) && placeable(s, t.seat, inst) && levelAboveFits(s, t, op, inst);
  if (op.on === 'self' || op.on === 'subject') {
    // "Put this SIGNI onto the field from your trash": only this card, from where it is now. `subject`: the
    // trigger's card ("put that SIGNI from your ener zone onto the field": WX05 Suiboku).
    const only = op.on === 'self' ? t.src : t.subj;
    if (only === undefined || !zone.includes(only) || !fitsHere(only)) return null;
    return { over: false as const, seat: t.seat, prompt: m().promptPutPick(put, 1), choices: [pickChoice(s, only)] };
  }
  const choices = distinctPicks(s, zone, fitsHere);
  // A search of the hidden deck may always come up empty, so it asks while the deck has cards: going on at once
  // would tell the opponent that none fits. "Up to" picks may stop.
  // The LRIG deck and the hand are as hidden from the opponent: a card put from them is asked for the same way.
  const search = op.from === 'deck' || op.from === 'lrigDeck' || op.from === 'hand';
  if (choices.length === 0 && !(search && zone.length > 0)) return null;
  if (op.upTo || search) choices.push('done');
  return { over: false as const, seat: t.seat, prompt: m().promptPutPick(put, op.count ?? 1), choices, ...(search ? { hiddenChoices: true } : {}) };
}

function putDone(s: WixossState, t: EffectTask, op: Op): boolean {
  if (op.from === 'deck') {
    shuffleDeck(s, t.seat);
    say(s, m().evShuffles(who(s, t.seat)));
  }
  return true;
}

/** The top `n` cards of `seat`'s deck onto that life cloth, one at a time ("lifeAdded" for each); how many went. */
export function addLifeFromDeck(s: WixossState, seat: Seat, n: number): number {
  const p = s.players[seat]!;
  let k = 0;
  for (; k < n && p.deck.length > 0; k++) {
    const inst = deckTopToLife(s, seat);
    say(s, m().evLifeAdded(who(s, seat)));
    fire(s, { when: 'lifeAdded', seat, subj: inst });
  }
  return k;
}

export const FIELD_OPS: Record<string, OpHandler> = {
  /** Freeze targets (`andDown`: down them too); `who: all`: every opposing SIGNI, no choice. */
  freeze: {
    ...signiTargeting('freeze'),
    askTarget(s, t, op) {
      return op.who === 'all' || op.on === 'subject' ? null : signiTargeting('freeze').askTarget!(s, t, op);
    },
    run(s, t, op) {
      const act = (side: Seat, z: number, inst: number) => {
        if (op.andDown) downSigni(s, side, z, 'effect');
        if (!s.frozen.includes(inst)) s.frozen.push(inst);
        say(s, m().evFrozen(cardName(s, inst)));
      };
      if (op.on === 'subject') {
        // The trigger's card (the SIGNI that attacked), if it is still on the opponent's field and not protected.
        const side = opponentOf(t.seat);
        const z = t.subj === undefined ? -1 : s.players[side]!.signi.indexOf(t.subj);
        if (z >= 0 && !shielded(s, side, t.subj!)) act(side, z, t.subj!);
        return;
      }
      if (op.who !== 'all') return eachTarget(s, t, op, act);
      const side = opponentOf(t.seat);
      s.players[side]!.signi.forEach((inst, z) => { if (inst !== EMPTY && matches(s, inst, op.filter) && !shielded(s, side, inst)) act(side, z, inst); });
    },
  },
  /** Put target SIGNI into the trash (not a banish). */
  trashSigni: {
    ...signiTargeting('trash'),
    run: (s, t, op) => eachTarget(s, t, op, (side, z, inst) => {
      if (sendFromField(s, side, z, 'trash')[1]) say(s, m().evTrashedByEffect(cardName(s, inst), who(s, side)));
    }),
  },
  /**
   * Put up to `count` SIGNI matching `filter` from `from` (trash by default, deck, ener, hand) onto empty zones of your
   * field (`on: self`: this card itself). Each triggers its on-play ability (unless `noOnPlay`) and "enters the field" abilities.
   */
  putOnField: {
    begin(s, t, op) {
      if (op.from === 'deck') { s.revealed = true; say(s, m().evSearches(who(s, t.seat))); }
    },
    ask: putAsk,
    run(s, t, op, choice) {
      if (choice === undefined || choice === 'done') return putDone(s, t, op);
      const p = s.players[t.seat]!;
      const progress = (t.progress = progressOf(t, 'putOnField') ?? { kind: 'putOnField', put: 0, waiting: EMPTY });
      if (MOVES.parse(choice)?.verb === 'zone') {
        const inst = progress.waiting;
        const zone = fromZone(s, t.seat, op);
        if (op.from === 'deck') takeFound(s, t.seat, inst);
        else zone.splice(zone.indexOf(inst), 1);
        const z = zoneOf(choice);
        p.signi[z] = inst;
        p.signiDown[z] = op.downed === true;
        if (op.from === 'lrigDeck') s.revealed = true;
        say(s, m().evPutOnField(who(s, t.seat), cardName(s, inst), z + 1));
        if (op.downed) say(s, m().evDowned(cardName(s, inst)));
        if (op.trashAtEnd) s.mods.push({ inst, trashAtEnd: true });
        entered(s, t.seat, inst, op.from ?? 'trash', !op.noOnPlay, true);
        progress.put++;
        progress.waiting = EMPTY;
        return putAsk(s, t, op) === null ? putDone(s, t, op) : false;
      }
      const id = pickedId(choice);
      progress.waiting = op.on === 'self' ? t.src : op.on === 'subject' ? t.subj! : fromZone(s, t.seat, op).find((i) => idOf(s, i) === id)!;
      return false;
    },
  },
  /** The top `n` cards of your deck go on top of your life cloth, one at a time. */
  addLife: { run: (s, t, op) => { addLifeFromDeck(s, t.seat, op.n ?? 1); return true; } },
  /**
   * Crush `n` life cloth of the opponent (`side: own`: your own) by an effect: it never wins the game. The crushed
   * cards' Life Bursts and their way to the ener zone wait until this effect has resolved. With `filter`, the rest
   * of the effect happens only if a crushed card matches.
   */
  crush: {
    run(s, t, op) {
      const seat = op.side === 'own' ? t.seat : opponentOf(t.seat);
      const life = s.players[seat]!.life;
      if (lifeProtected(s, seat)) { say(s, m().evLifeProtected(who(s, seat))); return true; }
      const crushed: number[] = [];
      for (let k = 0; k < (op.n ?? 1) && life.length > 0; k++) crushed.push(crushLifeTop(s, seat)!);
      if (crushed.length === 0) say(s, m().evNoLifeToCrush(who(s, seat)));
      else crushCards(s, seat, crushed, 'effect', s.tasks.indexOf(t), { noBurst: op.noBurst === true });
      // `filter`: the rest of the effect happens only if a crushed card matches ("if it has a Life Burst, ...").
      if (op.filter && !crushed.some((i) => matches(s, i, op.filter))) endEffect(s, t);
      t.done = crushed.length > 0; // "crush one of your life cloth; if you do, ..." (`ifDone`)
    },
  },
};
