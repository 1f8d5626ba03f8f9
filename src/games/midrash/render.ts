/** The board as tables: each seat's 5 slots, magic level, MANA, wisdom, merits; supply; grimoire; the solo demon row. */
import { styled, type Board, type BoardTable, type Cell } from '../../engine/board.js';
import { catalogue } from './cards/load.js';
import type { MidrashState } from './state.js';
import { activeCards, faceOf, maxMagic, wisdomOf } from './rules/territory.js';
import { calamityActive } from './rules/solo.js';
import type { MidrashView } from './view.js';

const asState = (v: MidrashView) => v as unknown as MidrashState;

function cardCell(state: MidrashState, card: number | undefined, dim = false): Cell {
  if (card === undefined) return '';
  const f = faceOf(state, card);
  const text = `${f.names.en}${f.upgraded ? '+' : ''} (${f.cost}/${f.attack}/${f.wisdom})`;
  return styled(text, dim ? 'dim' : f.enemy || f.blood ? 'bad' : undefined);
}

function seatTable(view: MidrashView, s: number): BoardTable {
  const state = asState(view);
  const seat = view.seats[s]!;
  const merits = seat.merits.map((m) => faceOf(state, m).names.en).join(', ') || '-';
  const rows = seat.slots.map((slot, i) => {
    const active = activeCards(slot);
    const top = slot.waste ? undefined : slot.cards[slot.cards.length - 1];
    const possessed = active.length === 2 ? active[1] : undefined;
    const land = slot.waste ? styled('wasteland', 'dim') : 'mansion';
    const below = slot.cards.length - active.length + slot.under.length;
    return [String(i + 1) + (i === 2 ? '*' : ''), cardCell(state, top), cardCell(state, possessed), land, below ? `${below} buried` : ''];
  });
  const turn = view.turn === s && !view.result ? ' <' : '';
  return {
    title: `P${s + 1}${turn}  magic ${seat.magic}/${maxMagic(seat)}  MANA ${seat.mana}  wisdom ${wisdomOf(state, seat)}  character ${seat.up ? 'upgraded' : 'front'}  merits: ${merits}`,
    head: ['slot', 'top card (cost/atk/wis)', 'possessed', 'land', 'under'],
    rows,
  };
}

export function render(view: MidrashView): Board {
  const state = asState(view);
  const cat = catalogue();
  const tables: BoardTable[] = view.seats.map((_, s) => seatTable(view, s));
  tables.push({
    title: 'equipment supply',
    head: ['kind', 'cost', 'left'],
    rows: cat.kindIds.map((_, k) => [cat.kindFront[k]!.names.en, String(cat.kindFront[k]!.cost), String(view.supply[k]!.length)]),
  });
  tables.push({
    title: 'grimoire',
    head: ['level', 'deck', 'discard', 'discard top'],
    rows: view.deckSizes.map((n, i) => {
      const pile = view.discards[i]!;
      return [String(i + 1), String(n), String(pile.length), cardCell(state, pile[pile.length - 1])];
    }),
  });
  if (view.solo) {
    const demon = cat.demonOf[view.solo.demon]!;
    tables.push({
      title: `demon: ${demon.names.en} ${demon.names.zh}  level ${view.solo.level}  (${demon.text.en})`,
      head: ['turn', 'calamity', 'status', 'effect'],
      rows: view.solo.row.map((c) => {
        const def = cat.calamityOf[c.card]!;
        const now = def.number === view.round;
        const status = c.cover.length ? 'covered' : calamityActive(c) ? 'waiting' : def.number <= view.round ? 'done' : 'wasteland';
        return [styled(`${now ? '> ' : ''}${def.number}`, now ? 'bold' : undefined), def.names.en, status, def.text.en];
      }),
    });
  }
  const notes: Cell[] = [];
  if (!view.result) notes.push(view.solo ? `turn ${view.round} of 15 (perfect by 13)` : `round ${view.round}, P${view.turn + 1} to play`);
  if (view.reveal) notes.push(`revealed (level ${view.reveal.level}): ${view.reveal.cards.map((c, i) => `${i + 1}. ${faceOf(state, c).names.en} ${faceOf(state, c).enemy ? `[enemy atk ${faceOf(state, c).attack}]` : `(${faceOf(state, c).cost}/${faceOf(state, c).attack}/${faceOf(state, c).wisdom})`}`).join('  ')}`);
  if (view.result) notes.push(styled(`game over: ${view.result.reason}`, 'bold'));
  return { title: `Midrash — ${view.players === 1 ? 'solo' : `${view.players} players`}`, tables, notes };
}
