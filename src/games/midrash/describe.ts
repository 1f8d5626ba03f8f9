/** One human sentence per choice text (the texts themselves are the log notation), in the content language. */
import { cardName as localName } from '../../engine/i18n.js';
import { catalogue } from './cards/load.js';
import { m, who } from './messages/index.js';
import type { MidrashState } from './state.js';
import { activations } from './rules/activate.js';
import { cardName } from './rules/events.js';

export function describe(state: MidrashState, choice: string): string {
  const w = choice.split(' ');
  const cat = catalogue();
  const t = m().describe;
  switch (w[0]) {
    case 'end': return t.end;
    case 'use': {
      const a = activations(state).find((x) => x.choice === choice);
      const what = !a ? t.anEffect : a.card < 0 ? t.theCharacter : cardName(a.card);
      return t.use(what, a?.effect.cost);
    }
    case 'set': {
      const kind = cat.kindFront[cat.kindIds.indexOf(w[1]!)];
      return t.set(kind ? localName(kind.names) : w[1]!, w[2]!);
    }
    case 'summon': return t.summon(w[1]!);
    case 'fight': return t.fight(w[1]!);
    case 'merit': return t.merit;
    case 'no': return t.noMerit;
    case 'take': {
      if (w[1] === 'none') return t.takeNone;
      const card = state.reveal?.cards[Number(w[1]) - 1];
      return t.take(card === undefined ? t.someCard(w[1]!) : cardName(card), w[2]!);
    }
    case 'ritual': return t.ritual(w[1]!);
    case 'upgrade': return t.upgrade(w[1]!);
    case 'restore': return t.restore(w[1]!);
    case 'waste': return w[1] === 'calamity' ? t.wasteCalamity(w[2]!) : t.waste(who(state, Number(w[1]) - 1), w[2]!);
    case 'declare': {
      const kind = cat.kindFront[cat.kindIds.indexOf(w[1]!)];
      return t.declare(w[1]!, kind ? localName(kind.names) : w[1]!);
    }
    case 'give': return w[1] === 'calamity' ? t.coverCalamity(w[2]!) : t.give(who(state, Number(w[1]) - 1), w[2]!);
    case 'copy': return w[1] === 'none' ? t.copyNone : t.copy(w[1]!);
    case 'resolve': return t.resolve(w[1] === 'char' ? t.theCharacter : t.slot(w[1]!));
    default: return choice;
  }
}
