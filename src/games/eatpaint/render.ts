/** The board as tables: one per seat (life, character, energy/HEAT or INK/works, traps, piles). */
import { styled, type Board, type BoardTable, type Cell } from '../../engine/board.js';
import { card, character } from './cards/load.js';
import type { EpView, SideView } from './view.js';

function short(id: string): string {
  const c = card(id);
  return `${c.name.en} ${c.name.zh}`;
}

function state(rest: boolean): Cell {
  return rest ? styled('rest', 'dim') : styled('active', 'good');
}

function characterLine(side: SideView): string {
  const ch = character(side.char);
  if (side.side === 'dragon') return `${ch.name.en} ${ch.name.zh} — ${ch.forms![side.form]!.name.en} (${ch.forms![side.form]!.name.zh})`;
  return `${ch.name.en} ${ch.name.zh} — magician`;
}

function sideTable(v: EpView, seat: number): BoardTable {
  const side = v.sides[seat]!;
  const rows: Cell[][] = [
    ['Life', styled(`${side.life} / ${v.startLife}`, side.life <= 3 ? 'bad' : 'bold')],
    ['Character', characterLine(side)],
  ];
  if (side.side === 'dragon') {
    rows.push(['State', state(side.rest)]);
    rows.push(['HEAT', `${side.heatCount} face down`]);
    const energy = side.energy.map((e, i) => `${i + 1}. ${e.c ? short(e.c) : 'face down'} [${e.rest ? 'rest' : 'active'}]`);
    rows.push(['Energy', energy.length ? energy.join('\n') : '—']);
    if (side.boost) rows.push(['Attack bonus', `+${side.boost} this turn`]);
  } else {
    rows.push(['INK', `${side.ink} beside the character, ${side.inkDiscard} in the INK discard`]);
    const works = side.works.map((w, i) => {
      const prio = card(w.c).prio || (w.frame && card(w.frame).frame?.prio) ? ' priority' : '';
      return `${i + 1}. ${short(w.c)} INK ${w.ink}${w.pump ? ` +${w.pump}` : ''} [${w.rest ? 'rest' : 'active'}]${w.frame ? ` frame: ${short(w.frame)}` : ''}${prio}`;
    });
    rows.push(['Works', works.length ? works.join('\n') : '—']);
  }
  rows.push(['Traps', side.traps ? (side.traps.length ? side.traps.map((c, i) => `${i + 1}. ${short(c)}`).join('\n') : '—') : `${side.trapCount} face down`]);
  if (side.hand) rows.push(['Hand', side.hand.length ? side.hand.map((c, i) => `${i + 1}. ${short(c)}`).join('\n') : '—']);
  else rows.push(['Hand', `${side.handCount} cards`]);
  rows.push(['Deck / trash', `${side.deckCount} / ${side.trash.length}`]);
  return { title: `Seat ${seat + 1}${v.seat === seat ? ' (you)' : ''}`, rows };
}

export function render(v: EpView): Board {
  const notes: Cell[] = [];
  if (v.atk) {
    const t = v.atk.target >= 0 ? 'a work' : 'the character';
    notes.push(`Attack by seat ${v.atk.s + 1} on ${t}: base ${v.atk.base}, modifier ${v.atk.delta >= 0 ? '+' : ''}${v.atk.delta}, defense bonus +${v.atk.defBonus}${v.atk.trap ? `, trap ${short(v.atk.trap)}` : ''}`);
  }
  if (!v.result) for (const u of v.using) notes.push(`Resolving: ${short(u.c)} (seat ${u.s + 1})`);
  if (v.result) notes.push(styled(v.result.winners.length ? `Seat ${v.result.winners[0]! + 1} wins: ${v.result.reason}` : `Draw: ${v.result.reason}`, 'bold'));
  else if (v.waiting) notes.push(`Seat ${v.waiting.seat + 1}: ${v.waiting.prompt}`);
  if (v.sides.every((s) => s.side === 'dragon') && v.dryTurns > 0) notes.push(`Turns without a draw: ${v.dryTurns} of 3`);
  return {
    title: `EAT/PAINT — turn ${v.turn}, seat ${v.active + 1} to play${v.turn === 1 ? ' (first turn: one attack)' : ''}`,
    tables: v.sides.map((_, seat) => sideTable(v, seat)),
    notes,
  };
}
