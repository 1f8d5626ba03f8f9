/** The board as tables: one per player (life, character, energy/HEAT or INK/works, traps, piles). */
import { styled, type Board, type BoardTable, type Cell } from '../../engine/board.js';
import { pickText } from '../../engine/i18n.js';
import { cardName, character } from './cards/load.js';
import { m, who } from './messages/index.js';
import type { EpView, SideView } from './view.js';

function state(rest: boolean): Cell {
  return rest ? styled(m().rest, 'dim') : styled(m().active, 'good');
}

function characterLine(side: SideView): string {
  const ch = character(side.char);
  const name = cardName(side.char);
  if (side.side === 'dragon') return m().dragonLine(name, pickText(ch.forms![side.form]!.name), side.def);
  return m().magicianLine(name);
}

const numbered = (items: string[]): string => (items.length ? items.map((x, i) => `${i + 1}. ${x}`).join('\n') : m().none);

function sideTable(v: EpView, seat: number): BoardTable {
  const t = m();
  const side = v.sides[seat]!;
  const rows: Cell[][] = [
    [t.head.life, styled(`${side.life} / ${v.startLife}`, side.life <= 3 ? 'bad' : 'bold')],
    [t.head.character, characterLine(side)],
  ];
  if (side.side === 'dragon') {
    rows.push([t.head.state, state(side.rest)]);
    rows.push([t.head.heat, t.countFaceDown(side.heatCount)]);
    rows.push([t.head.energy, numbered(side.energy.map((e) => `${e.c ? cardName(e.c) : t.faceDown} [${e.rest ? t.rest : t.active}]`))]);
    if (side.boost) rows.push([t.head.boost, t.boostValue(side.boost)]);
  } else {
    rows.push([t.head.ink, t.inkValue(side.ink, side.inkDiscard)]);
    const works = side.works.map((w) =>
      t.workLine(cardName(w.c), w.ink, w.pump, w.rest ? t.rest : t.active, w.power, w.def, w.frame ? cardName(w.frame) : null, w.prio));
    rows.push([t.head.works, numbered(works)]);
  }
  rows.push([t.head.traps, side.traps ? numbered(side.traps.map(cardName)) : t.countFaceDown(side.trapCount)]);
  rows.push([t.head.hand, side.hand ? numbered(side.hand.map(cardName)) : t.handCount(side.handCount)]);
  rows.push([t.head.piles, `${side.deckCount} / ${side.trash.length}`]);
  return { title: t.seatTitle(side.name, v.seat === seat), rows };
}

export function render(v: EpView): Board {
  const t = m();
  const notes: Cell[] = [];
  if (v.atk) {
    const a = v.atk;
    notes.push(t.attackNote(who(v, a.s), a.target >= 0, a.base, `${a.delta >= 0 ? '+' : ''}${a.delta}`, a.defBonus, a.trap ? cardName(a.trap) : null));
  }
  if (!v.result) for (const u of v.using) notes.push(t.resolvingNote(cardName(u.c), who(v, u.s)));
  if (v.result) notes.push(styled(v.result.winners.length ? t.winsNote(who(v, v.result.winners[0]!), v.result.reason) : t.drawNote(v.result.reason), 'bold'));
  else if (v.waiting) notes.push(t.waitingNote(who(v, v.waiting.seat), v.waiting.prompt));
  if (v.sides.every((s) => s.side === 'dragon') && v.dryTurns > 0) notes.push(t.dryNote(v.dryTurns));
  return {
    title: t.title(v.turn, who(v, v.active), v.turn === 1),
    tables: v.sides.map((_, seat) => sideTable(v, seat)),
    notes,
  };
}
