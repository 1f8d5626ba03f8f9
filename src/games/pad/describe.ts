/** `describe(choice)`: a plain sentence for a move, naming the cards it involves, in the reader's language. */
import type { Seat } from '../../engine/game.js';
import { cardNameOf, nameOf } from './cards/catalogue.js';
import { m } from './messages/index.js';
import { referee } from './rules/flow.js';
import { top } from './rules/zones.js';
import { opponent, type PadState } from './state.js';

/**
 * `viewer` undefined is the mover; another seat or a spectator (null) cannot see the mover's hand, so a hand card is
 * "hand card N" to them (the move's events name it once it is shown).
 */
export function describeChoice(s: PadState, choice: string, viewer?: Seat | null): string {
  const t = m().describe;
  const d = referee.decision(s);
  const seat: Seat = d.over ? s.seat : d.seat;
  const p = s.players[seat]!;
  const seesHand = viewer === undefined || viewer === seat;
  const n = choice.split(' ').filter((w) => /^\d+$/.test(w)).map((w) => Number(w) - 1);
  const hand = (i: number) => (!seesHand || p.hand[i] === undefined ? t.handCard(i + 1) : cardNameOf(p.hand[i]!));
  const monster = (owner: PadState['players'][number], st: number) => t.monster(nameOf(top(owner, st)), st + 1);
  const foe = s.players[opponent(seat)]!;
  const dropName = (col: number, pos: number) => {
    const c = p.columns[col]?.[p.columns[col]!.length - 1 - pos];
    return c === undefined ? t.thatCard : t.dropCard(cardNameOf(c), col + 1);
  };
  switch (choice.split(' ')[0]) {
    case 'evolve': return t.evolve(monster(p, n[1]!), hand(n[0]!));
    case 'skill': return t.skill(hand(n[0]!));
    case 'drop': return t.drop(hand(n[0]!), n[1]! + 1);
    case 'swap': return t.swap(hand(n[0]!), n[1]! + 1);
    case 'discard': return t.discard(hand(n[0]!));
    case 'reset': return t.reset(monster(p, n[0]!));
    case 'attack': return choice === 'attack all' ? t.attackAll : t.attack(monster(p, n[0]!));
    case 'guard': return t.guard(nameOf(top(foe, n[0]!)), nameOf(top(p, n[1]!)));
    case 'take': return t.take(nameOf(top(foe, n[0]!)));
    case 'prevent': return t.prevent;
    case 'pay': return choice === 'pay auto' ? t.payAuto : t.pay(dropName(n[0]!, n[1]!));
    case 'deck': return t.deck(n[0]! + 1);
    case 'column': return t.column(n[0]! + 1);
    case 'target': return t.target(n[0]! + 1);
    case 'hand': return t.hand(hand(n[0]!));
    case 'orb': return t.orb(n[1]! + 1, n[0]! + 1);
    case 'resolve': return t.resolve(monster(p, n[0]!));
    case 'pick': return t.pick(p.discard[n[0]!] === undefined ? t.thatCard : cardNameOf(p.discard[n[0]!]!));
    case 'puzzle': return t.puzzle;
    case 'pass': return t.pass;
    case 'done': return t.done;
    default: return choice;
  }
}
