/** `describe(choice)`: a plain sentence for a move, naming the cards it involves. */
import type { Seat } from '../../engine/game.js';
import { card } from './cards/catalogue.js';
import { decide } from './rules/flow.js';
import { top } from './rules/zones.js';
import { opponent, type PadState } from './state.js';

function dropName(p: PadState['players'][number], n: number[]): string {
  const col = p.columns[n[0]!];
  const c = col?.[col.length - 1 - n[1]!];
  return c === undefined ? 'that card' : `${card(c).name} (column ${n[0]! + 1})`;
}

export function describeChoice(s: PadState, choice: string): string {
  const d = decide(s);
  const seat: Seat = d.over ? s.seat : d.seat;
  const p = s.players[seat]!;
  const n = choice.split(' ').filter((w) => /^\d+$/.test(w)).map((w) => Number(w) - 1);
  const hand = (i: number) => (p.hand[i] === undefined ? `card ${i + 1}` : card(p.hand[i]!).name);
  const verb = choice.split(' ')[0];
  switch (verb) {
    case 'evolve': return `evolve ${top(p, n[1]!).name} (monster ${n[1]! + 1}) into ${hand(n[0]!)}`;
    case 'skill': return `use ${hand(n[0]!)}`;
    case 'drop': return `put ${hand(n[0]!)} on drop column ${n[1]! + 1}`;
    case 'swap': return `swap ${hand(n[0]!)} with the card of column ${n[1]! + 1}`;
    case 'discard': return `discard ${hand(n[0]!)}`;
    case 'reset': return `make ${top(p, n[0]!).name} (monster ${n[0]! + 1}) active`;
    case 'attack': return choice === 'attack all' ? 'attack with every monster that can' : `attack with ${top(p, n[0]!).name} (monster ${n[0]! + 1})`;
    case 'guard': return `guard ${top(s.players[opponent(seat)]!, n[0]!).name} with ${top(p, n[1]!).name}`;
    case 'take': return `take the damage of ${top(s.players[opponent(seat)]!, n[0]!).name}`;
    case 'pay': return choice === 'pay auto' ? 'pay with the bottom card of your longest column' : `pay with ${dropName(p, n)}`;
    case 'deck': return `put your deck's top card on column ${n[0]! + 1}`;
    case 'column': return `choose column ${n[0]! + 1}`;
    case 'target': return `choose monster ${n[0]! + 1}`;
    case 'hand': return `choose ${hand(n[0]!)} from your hand`;
    case 'orb': return `choose card ${n[1]! + 1} from the top of column ${n[0]! + 1}`;
    case 'resolve': return `resolve the effect of ${top(p, n[0]!).name} (monster ${n[0]! + 1}) first`;
    case 'pick': return `take ${p.discard[n[0]!] === undefined ? 'that card' : card(p.discard[n[0]!]!).name} from your discard pile`;
    case 'puzzle': return 'end the main phase and go to the puzzle phase';
    case 'pass': return 'do nothing here';
    case 'done': return 'finish this step';
    default: return choice;
  }
}
