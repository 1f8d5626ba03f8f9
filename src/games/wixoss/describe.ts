/**
 * A human sentence for a choice, read before it is applied ("Summon Servant O from hand into SIGNI zone 2").
 * The CLI shows it to every seat, so it names only cards that the move makes public.
 */
import { cardDef } from './cards/db.js';
import { currentDecision } from './rules/flow.js';
import { cardName } from './rules/zones.js';
import { other, type WixossState } from './state.js';

export function describeChoice(s: WixossState, choice: string): string {
  const decision = currentDecision(s);
  const ask = decision.over ? null : decision;
  const seat = ask?.seat ?? s.active;
  const p = s.players[seat]!;
  const w = choice.split(' ');
  const num = (k: number) => Number(w[k]) - 1;
  const name = (list: number[], k: number) => (list[k] === undefined || list[k]! < 0 ? '?' : cardName(s, list[k]!));
  const top = s.tasks[s.tasks.length - 1];
  const targetSide = top?.k === 'effect' && /own SIGNI|your SIGNI|your up/.test(ask?.prompt ?? '') ? seat : other(seat);
  switch (w[0]) {
    case 'lrig': return `Put LRIG deck card ${w[1]} face down as your LRIG`;
    case 'mulligan': return `Set hand card ${w[1]} aside to shuffle back in the mulligan`;
    case 'keep': return p.mull.length ? `Finish the mulligan (draw ${p.mull.length} new card${p.mull.length === 1 ? "" : "s"})` : 'Keep this hand';
    case 'ener': return w[1] === 'signi' ? `Put ${name(p.signi, num(2))} from SIGNI zone ${w[2]} into the ener zone` : `Put ${name(p.hand, num(1))} from hand into the ener zone`;
    case 'grow': return `Grow into ${name(p.lrigDeck, num(1))}`;
    case 'summon': return `Summon ${name(p.hand, num(1))} from hand into SIGNI zone ${w[2]}`;
    case 'spell': return `Use the spell ${name(p.hand, num(1))}`;
    case 'arts': return `Use the ARTS ${name(p.lrigDeck, num(1))}`;
    case 'act': return w[1] === 'lrig' ? "Use your LRIG's activated ability" : `Use the activated ability of ${name(p.signi, num(1))} in SIGNI zone ${w[1]}`;
    case 'trash': return `Trash ${name(p.signi, num(2))} from SIGNI zone ${w[2]}`;
    case 'attack': return w[1] === 'lrig' ? 'Attack with your LRIG' : `Attack with ${name(p.signi, num(1))} from SIGNI zone ${w[1]}`;
    case 'guard': return `Guard by discarding ${name(p.hand, num(1))}`;
    case 'discard': return `Discard ${name(p.hand, num(1))}`;
    case 'pay': return w[1] === 'auto' ? 'Pay the rest automatically with a valid set of ener' : `Pay with ${name(p.ener, num(1))} from the ener zone`;
    case 'target': return w[1] === 'lrig' ? "Target the opponent's LRIG" : `Target ${name(s.players[targetSide]!.signi, num(1))} in SIGNI zone ${w[1]}`;
    case 'pick': return `Take ${cardDef(w[1]!.toUpperCase()).name.en}`;
    case 'top': return `Put looked-at card ${w[1]} back next on top of the deck`;
    case 'trigger': return top?.k === 'order' ? `Resolve the ability of ${name(top.srcs, num(1))} first` : choice;
    case 'declare': return `Declare level ${w[1]}`;
    case 'burst': return 'Use the Life Burst';
    case 'use': return 'Pay for the on-play ability and use it';
    case 'skip': return 'Do not use it';
    case 'done': return 'Stop here';
    case 'pass': return s.phase === 'main' && !top ? 'End the main phase' : 'Pass';
    case 'no': return w[1] === 'guard' ? 'Do not guard' : 'Do not use the Life Burst';
    default: return choice;
  }
}
