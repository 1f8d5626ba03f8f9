/** The board as tables: each seat's 5 slots, magic level, MANA, wisdom, merits; supply; grimoire; the solo demon row. */
import { styled, type Board, type BoardTable, type Cell } from '../../engine/board.js';
import { cardName, pickText } from '../../engine/i18n.js';
import { catalogue } from './cards/load.js';
import { m } from './messages/index.js';
import { SOLO_LAST_TURN, SOLO_PERFECT_TURN, type MidrashState } from './state.js';
import { activeCards, faceOf, maxMagic, wisdomOf } from './rules/territory.js';
import { resultReason } from './rules/win.js';
import type { MidrashView } from './view.js';

const asState = (v: MidrashView) => v as unknown as MidrashState;

function cardCell(state: MidrashState, card: number | undefined, dim = false): Cell {
  if (card === undefined) return '';
  const f = faceOf(state, card);
  const text = `${cardName(f.names)}${f.upgraded ? '+' : ''} (${f.cost}/${f.attack}/${f.wisdom})`;
  return styled(text, dim ? 'dim' : f.enemy || f.blood ? 'bad' : undefined);
}

function seatTable(view: MidrashView, s: number): BoardTable {
  const t = m();
  const state = asState(view);
  const seat = view.seats[s]!;
  const merits = seat.merits.map((c) => cardName(faceOf(state, c).names)).join(', ') || '-';
  const rows = seat.slots.map((slot, i) => {
    const active = activeCards(slot);
    const top = slot.waste ? undefined : slot.cards[slot.cards.length - 1];
    const possessed = active.length === 2 ? active[1] : undefined;
    const land = slot.waste ? styled(t.wasteland, 'dim') : t.mansion;
    return [String(i + 1) + (i === 2 ? '*' : ''), cardCell(state, top), cardCell(state, possessed), land, t.under(slot.cards.length - active.length, slot.under.length)];
  });
  const turn = view.turn === s && !view.result;
  return {
    title: t.seatTitle(s, turn, seat.magic, maxMagic(seat), seat.mana, wisdomOf(state, seat), seat.up, merits),
    head: [...t.seatHead],
    rows,
  };
}

function revealedText(state: MidrashState, card: number, i: number): string {
  const f = faceOf(state, card);
  return `${i + 1}. ${cardName(f.names)} ${f.enemy ? m().revealedEnemy(f.attack) : `(${f.cost}/${f.attack}/${f.wisdom})`}`;
}

export function render(view: MidrashView): Board {
  const t = m();
  const state = asState(view);
  const cat = catalogue();
  const tables: BoardTable[] = view.seats.map((_, s) => seatTable(view, s));
  tables.push({
    title: t.supplyTitle,
    head: [...t.supplyHead],
    rows: cat.kindIds.map((_, k) => [cardName(cat.kindFront[k]!.names), String(cat.kindFront[k]!.cost), String(view.supply[k]!.length)]),
  });
  tables.push({
    title: t.grimoireTitle,
    head: [...t.grimoireHead],
    rows: view.deckSizes.map((n, i) => {
      const pile = view.discards[i]!;
      return [String(i + 1), String(n), String(pile.length), cardCell(state, pile[pile.length - 1])];
    }),
  });
  if (view.solo) {
    const demon = cat.demonOf[view.solo.demon]!;
    tables.push({
      title: t.demonTitle(demon.names, view.solo.level, pickText(demon.text)),
      head: [...t.demonHead],
      rows: view.solo.row.map((c) => {
        const def = cat.calamityOf[c.card]!;
        const now = def.number === view.round;
        const status = c.cover.length ? 'covered' : c.acted ? 'done' : c.flipped ? 'wasteland' : def.number < view.round ? 'skipped' : 'waiting';
        return [styled(`${now ? '> ' : ''}${def.number}`, now ? 'bold' : undefined), cardName(def.names), t.calamityStatus[status], pickText(def.text)];
      }),
    });
  }
  const notes: Cell[] = [];
  if (!view.result) notes.push(view.solo ? t.soloTurnNote(view.round, SOLO_LAST_TURN, SOLO_PERFECT_TURN) : t.roundNote(view.round, view.turn));
  if (view.reveal) notes.push(t.revealedNote(view.reveal.level, view.reveal.cards.map((c, i) => revealedText(state, c, i)).join('  ')));
  if (view.result) notes.push(styled(t.gameOver(resultReason(state, view.result)), 'bold'));
  return { title: t.boardTitle(view.players), tables, notes };
}
