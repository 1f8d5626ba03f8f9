/** One English sentence per choice, for the move list and logs read by people. */
import { card, cardName } from './cards/load.js';
import type { EpState, Task } from './state.js';
import { formOf } from './rules/stats.js';

/** The card or work a pick's index points at, named as its chooser sees it. */
function pickedName(state: EpState, t: Extract<Task, { k: 'pick' }>, i: number): string {
  const own = state.sides[t.s]!, opp = state.sides[1 - t.s]!;
  const energyName = (e: { c: string; up: boolean } | undefined) => (e ? (e.up ? cardName(e.c) : 'a face-down energy card') : '?');
  switch (t.what) {
    case 'payRest': case 'payTrash': case 'ready': return energyName(own.energy[i]);
    case 'destroy': case 'weaken':
      return opp.side === 'dragon' ? `${energyName(opp.energy[i])} of the opponent` : `the opponent's ${cardName(opp.works[i]?.c ?? '?')}`;
    case 'target': return `the opponent's ${cardName(opp.works[i]?.c ?? '?')}`;
    case 'recover': case 'reanimate': return `${cardName(own.trash[i] ?? '?')} from your trash`;
    default: return `your ${cardName(own.works[i]?.c ?? '?')}`;
  }
}

export function describe(state: EpState, choice: string): string {
  const [verb, arg] = choice.split(' ');
  const i = Number(arg) - 1;
  const side = state.sides[state.active]!;
  const top = state.stack[state.stack.length - 1];
  switch (verb) {
    case 'main': return 'Go to the main phase.';
    case 'charge': return 'Charge: take back the whole INK discard and use the charge effect.';
    case 'end': return 'End the turn.';
    case 'play': return side.hand[i] ? `Use ${cardName(side.hand[i]!)}: ${card(side.hand[i]!).text.en}` : choice;
    case 'set': return side.hand[i] ? `Set ${cardName(side.hand[i]!)} face down as a trap.` : choice;
    case 'activate': return side.energy[i] ? `Rest ${cardName(side.energy[i]!.c)} in the energy zone to use its effect again.` : choice;
    case 'skill': {
      const sk = side.side === 'dragon' ? formOf(side).skills[i] : undefined;
      return sk ? `Character effect (HEAT ${sk.heat}): ${sk.text.en}` : choice;
    }
    case 'attack': return side.works[i] ? `Attack with ${cardName(side.works[i]!.c)}.` : choice;
    case 'rest': return side.works[i] ? `Rest ${cardName(side.works[i]!.c)}: ${card(side.works[i]!.c).text.en}` : choice;
    case 'release': return side.works[i] ? `Release ${cardName(side.works[i]!.c)} to the trash.` : choice;
    case 'trap': {
      const d = state.atk ? state.sides[1 - state.atk.s]! : side;
      return d.traps[i] ? `Reveal ${cardName(d.traps[i]!)}: ${card(d.traps[i]!).text.en}` : choice;
    }
    case 'no': return choice === 'no trap' ? 'Use no trap.' : 'Do not pay the additional cost.';
    case 'pay':
      if (choice === 'pay extra') return 'Pay the additional cost.';
      if (top?.k === 'pick') {
        const e = state.sides[top.s]!.energy[i];
        return e ? `Pay with energy card ${i + 1} (${e.up ? cardName(e.c) : 'face down'}).` : choice;
      }
      return choice;
    case 'target': case 'pick': return top?.k === 'pick' ? `${cardName(top.src)}: choose ${pickedName(state, top, i)}.` : choice;
    default: return choice;
  }
}
