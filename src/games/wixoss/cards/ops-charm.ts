/**
 * Charm ops (WX04 on): the top card of your deck, or this card, face down under one of your SIGNI as its Charm; and
 * the cost "put N of your Charms into the trash". A SIGNI takes at most one Charm, so one that has one is never
 * offered. The rules of moving Charms are rules/charm.ts; the queries table/charm.ts.
 */
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { charmToTrash, deckTopToCharm, putCharm } from '../rules/charm.js';
import { takeOffField, takeFromCheck } from '../rules/zones.js';
import { charmAt, zonesWithCharm } from '../table/charm.js';
import { cardName } from '../table/names.js';
import { def } from '../table/defs.js';
import { fits } from '../table/filter.js';
import { EMPTY, type WixossState } from '../state.js';
import { zoneOf } from '../moves.js';
import { targetChoice, targetsOf } from './targets.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { Op } from './types.js';

/** `seat`'s SIGNI zones that may take a Charm now: a SIGNI matching `op.filter` without one; `which`: only this SIGNI, or any but it. */
function charmableZones(s: WixossState, t: EffectTask, op: Op, which: 'self' | 'other' | 'any'): number[] {
  const p = s.players[t.seat]!;
  const out: number[] = [];
  for (let z = 0; z < p.signi.length; z++) {
    const inst = p.signi[z]!;
    if (inst === EMPTY || charmAt(s, t.seat, z) !== EMPTY) continue;
    if (which === 'self' ? inst !== t.src : (which === 'other' && inst === t.src) || !fits(def(s, inst), op.filter)) continue;
    out.push(z);
  }
  return out;
}

/** The question of both placing ops: which SIGNI takes the Charm, and `skip` when the card says "you may". */
function askZone(t: EffectTask, op: Op, zones: number[], prompt: string) {
  if (zones.length === 0) return null;
  const choices = zones.map((z) => targetChoice(z, true));
  if (op.optional) choices.push('skip');
  return { over: false as const, seat: t.seat, prompt, choices };
}

/** Where this card is now, so it can become a Charm: on its owner's field (zone), in the check zone (a spell) or in the trash (Ariton). */
function takeSelf(s: WixossState, seat: Seat, inst: number): boolean {
  const p = s.players[seat]!;
  const z = p.signi.indexOf(inst);
  if (z >= 0) { takeOffField(s, seat, z); return true; }
  const inTrash = p.trash.indexOf(inst);
  if (inTrash >= 0) { p.trash.splice(inTrash, 1); return true; }
  return takeFromCheck(s, seat, inst);
}

export const CHARM_OPS: Record<string, OpHandler> = {
  /** The top card of your deck face down under one of your SIGNI matching `filter` (`on: self`: this one); `optional`: "you may". */
  charmTop: {
    ask: (s, t, op) => (s.players[t.seat]!.deck.length ? askZone(t, op, charmableZones(s, t, op, op.on === 'self' ? 'self' : 'any'), m().promptCharmTop(cardName(s, t.src))) : null),
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'skip') return true;
      deckTopToCharm(s, t.seat, zoneOf(choice));
    },
  },
  /** This card (a SIGNI on your field, or a spell as it resolves) face down under another of your SIGNI matching `filter`. */
  charmSelf: {
    ask: (s, t, op) => askZone(t, op, charmableZones(s, t, op, 'other'), m().promptCharmSelf(cardName(s, t.src))),
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'skip') return true;
      const zone = zoneOf(choice);
      if (takeSelf(s, t.seat, t.src)) putCharm(s, t.seat, zone, t.src);
    },
  },
  /** Cost: put `n` of your Charms into the trash, picked by the SIGNI they lie under (`target own Z`). */
  payCharm: {
    askTarget(s, t, op) {
      const left = (op.n ?? 1) - targetsOf(t).length;
      if (left <= 0) return null;
      const zones = zonesWithCharm(s, t.seat);
      if (zones.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptPayCharm(cardName(s, t.src), left), choices: zones.map((z) => targetChoice(z, true)) };
    },
    pickTarget(s, t, _op, choice) {
      targetsOf(t).push(charmToTrash(s, t.seat, zoneOf(choice)));
    },
    run: () => true,
  },
};
