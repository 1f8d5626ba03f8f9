/** One sentence per choice in the reader's language, for the move list and logs read by people. */
import type { Seat } from '../../engine/game.js';
import { pickText } from '../../engine/i18n.js';
import { card, cardName } from './cards/load.js';
import { m } from './messages/index.js';
import type { EpState, Task } from './state.js';
import { formOf } from './rules/stats.js';
import { referee } from './rules/referee.js';

/** The card or work a pick's index points at, named as its chooser sees it. */
function pickedName(state: EpState, t: Extract<Task, { k: 'pick' }>, i: number): string {
  const d = m().describe;
  const own = state.sides[t.s]!, opp = state.sides[1 - t.s]!;
  const energyName = (e: { c: string; up: boolean } | undefined) => (e ? (e.up ? cardName(e.c) : d.faceDownEnergy) : '?');
  switch (t.what) {
    case 'payRest': case 'payTrash': case 'ready': return energyName(own.energy[i]);
    case 'destroy': case 'weaken':
      return opp.side === 'dragon' ? d.oppEnergy(energyName(opp.energy[i])) : d.oppWork(cardName(opp.works[i]?.c ?? '?'));
    case 'target': return d.oppWork(cardName(opp.works[i]?.c ?? '?'));
    case 'recover': case 'reanimate': return d.fromTrash(cardName(own.trash[i] ?? '?'));
    default: return d.ownWork(cardName(own.works[i]?.c ?? '?'));
  }
}

const effect = (id: string) => pickText(card(id).text);

function decides(state: EpState, seat: Seat | null): boolean {
  const d = referee.decision(state);
  return !d.over && d.seat === seat;
}

/**
 * `viewer` undefined is the mover, who knows their hand and traps; any other seat (or a spectator, null) learns a
 * card used from hand or sprung as a trap from the move's events, and a set trap never: to them it is "card N".
 */
export function describe(state: EpState, choice: string, viewer?: Seat | null): string {
  const d = m().describe;
  const [verb, arg] = choice.split(' ');
  const i = Number(arg) - 1;
  const side = state.sides[state.active]!;
  const top = state.stack[state.stack.length - 1];
  const mover = viewer === undefined || decides(state, viewer);
  switch (verb) {
    case 'main': return d.main;
    case 'charge': return d.charge;
    case 'end': return d.end;
    case 'play':
      if (!mover) return d.playHidden(i + 1);
      return side.hand[i] ? d.play(cardName(side.hand[i]!), effect(side.hand[i]!)) : choice;
    case 'set':
      if (!mover) return d.setHidden(i + 1);
      return side.hand[i] ? d.set(cardName(side.hand[i]!)) : choice;
    case 'activate': return side.energy[i] ? d.activate(cardName(side.energy[i]!.c)) : choice;
    case 'skill': {
      const sk = side.side === 'dragon' ? formOf(side).skills[i] : undefined;
      return sk ? d.skill(sk.heat, pickText(sk.text)) : choice;
    }
    case 'attack': return side.works[i] ? d.attack(cardName(side.works[i]!.c)) : choice;
    case 'rest': return side.works[i] ? d.rest(cardName(side.works[i]!.c), effect(side.works[i]!.c)) : choice;
    case 'release': return side.works[i] ? d.release(cardName(side.works[i]!.c)) : choice;
    case 'trap': {
      if (!mover) return d.trapHidden(i + 1);
      const def = state.atk ? state.sides[1 - state.atk.s]! : side;
      return def.traps[i] ? d.trap(cardName(def.traps[i]!), effect(def.traps[i]!)) : choice;
    }
    case 'no': return choice === 'no trap' ? d.noTrap : d.noExtra;
    case 'pay':
      if (choice === 'pay extra') return d.payExtra;
      if (top?.k === 'pick') {
        const e = state.sides[top.s]!.energy[i];
        return e ? d.payWith(i + 1, e.up ? cardName(e.c) : m().faceDown) : choice;
      }
      return choice;
    case 'target': case 'pick': return top?.k === 'pick' ? d.pick(cardName(top.src), pickedName(state, top, i)) : choice;
    default: return choice;
  }
}
