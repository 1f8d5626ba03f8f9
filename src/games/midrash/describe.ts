/** One human sentence per choice text (the texts themselves are the log notation). */
import { catalogue } from './cards/load.js';
import type { MidrashState } from './state.js';
import { activations } from './rules/activate.js';
import { faceOf } from './rules/territory.js';

export function describe(state: MidrashState, choice: string): string {
  const w = choice.split(' ');
  const cat = catalogue();
  switch (w[0]) {
    case 'end': return 'end the turn (MANA goes back to 0)';
    case 'use': {
      const a = activations(state).find((x) => x.choice === choice);
      const what = !a ? 'an effect' : a.card < 0 ? 'the character' : faceOf(state, a.card).names.en;
      return `activate ${what}${a ? ` for ${a.effect.cost} MANA` : ''}`;
    }
    case 'set': return `set a ${cat.kindFront[cat.kindIds.indexOf(w[1]!)]?.names.en ?? w[1]} on slot ${w[2]}`;
    case 'summon': return `summon from the level ${w[1]} grimoire`;
    case 'fight': return `fight revealed card ${w[1]} in a holy war`;
    case 'merit': return 'keep the defeated enemy as a merit';
    case 'no': return 'discard the defeated enemy';
    case 'take': {
      if (w[1] === 'none') return 'take none of the revealed cards';
      const card = state.reveal?.cards[Number(w[1]) - 1];
      return `put ${card === undefined ? `card ${w[1]}` : faceOf(state, card).names.en} on slot ${w[2]}`;
    }
    case 'ritual': return `ritual on the level ${w[1]} grimoire`;
    case 'upgrade': return `upgrade the equipment on slot ${w[1]}`;
    case 'restore': return `turn wasteland slot ${w[1]} back into a mansion`;
    case 'waste': return w[1] === 'calamity' ? `wasteland calamity ${w[2]}` : `wasteland slot ${w[2]} of P${w[1]}`;
    case 'declare': return `declare ${w[1]}`;
    case 'give': return w[1] === 'calamity' ? `cover calamity ${w[2]}` : `put it on slot ${w[2]} of P${w[1]}`;
    case 'copy': return w[1] === 'none' ? 'use no effect' : `use the effect of the level ${w[1]} card`;
    case 'resolve': return `resolve the turn-start effect of ${w[1] === 'char' ? 'the character' : `slot ${w[1]}`}`;
    default: return choice;
  }
}
