/** The board as tables: each seat's monsters, drop columns (kind letters + colour), counts; the viewer's hand. */
import { styled, seatStyle, type Board, type BoardTable, type Cell } from '../../engine/board.js';
import { card } from './cards/catalogue.js';
import { attackRow, attrText, dropLetters, KIND_LETTER, KIND_STYLE } from './cards/format.js';
import { KINDS } from './cards/types.js';
import { bitCount, columnCombos, kindCounts, kindNames } from './rules/combos.js';
import type { PadView, PlayerView } from './view.js';

function monsters(v: PadView, p: PlayerView, seat: number): BoardTable {
  const attacking = new Set(v.seat === seat ? v.attackers.map((a) => a.stack) : []);
  return {
    title: `${p.name} (P${seat + 1}) monsters`,
    head: ['#', 'monster', 'attr', 'def', 'atk 1-6 x100', 'evo', 'state'],
    rows: p.stacks.map((st, i) => {
      const c = card(st[st.length - 1]!);
      const state = attacking.has(i) ? 'attacking' : p.tapped[i] ? 'tapped' : 'active';
      return [
        String(i + 1),
        c.name + (st.length > 1 ? ` (${st.length} cards)` : ''),
        attrText(c),
        String(c.defense),
        attackRow(c),
        st.length - 1 > 0 ? `+${st.length - 1}` : 'base',
        styled(state, state === 'active' ? 'good' : state === 'tapped' ? 'dim' : 'bad'),
      ];
    }),
  };
}

function dropArea(v: PadView, p: PlayerView, seat: number): BoardTable {
  return {
    title: `${p.name} (P${seat + 1}) drop area`,
    head: ['col', ...KINDS.map((k) => styled(KIND_LETTER[k], KIND_STYLE[k])), 'cards (top first)', 'combos'],
    rows: p.columns.map((col, i) => {
      const counts = kindCounts(col);
      const combos = columnCombos(col);
      const cells: Cell[] = KINDS.map((k, j) => styled(String(counts[j]), counts[j]! >= 3 ? [KIND_STYLE[k], 'bold'] : KIND_STYLE[k]));
      const cards = [...col].reverse().map((c) => dropLetters(card(c))).join(' ');
      const mark = v.seat === seat && v.resolved === i ? ' (resolved)' : '';
      return [String(i + 1), ...cells, cards, (combos ? `${bitCount(combos)}: ${kindNames(combos).join(' ')}` : '-') + mark];
    }),
  };
}

function handTable(p: PlayerView): BoardTable {
  return {
    title: `your hand (${p.handCount})`,
    head: ['#', 'card', 'attr', 'cost', 'drops', 'atk 1-6', 'effect'],
    rows: (p.hand ?? []).map((i, h) => {
      const c = card(i);
      return [String(h + 1), c.name, attrText(c), String(c.cost), dropLetters(c), attackRow(c), c.text];
    }),
  };
}

export function renderBoard(v: PadView): Board {
  const order = v.viewer === null ? [0, 1] : [1 - v.viewer, v.viewer];
  const tables: BoardTable[] = [];
  for (const seat of order) {
    const p = v.players[seat]!;
    tables.push(monsters(v, p, seat), dropArea(v, p, seat));
  }
  if (v.attackers.length > 0) {
    tables.push({
      title: 'attack zone',
      head: ['monster', 'attack', 'damage if unguarded'],
      rows: v.attackers.map((a) => [`${a.stack + 1} ${card(v.players[v.seat]!.stacks[a.stack]!.at(-1)!).name}`, String(a.attack), String(a.damage)]),
    });
  }
  const viewer = v.viewer === null ? null : v.players[v.viewer]!;
  if (viewer?.hand) tables.push(handTable(viewer));
  const notes: Cell[] = order.map((seat) => {
    const p = v.players[seat]!;
    return styled(`${p.name === `P${seat + 1}` ? p.name : `P${seat + 1} ${p.name}`}: life ${p.lifeCount}, hand ${p.handCount}, deck ${p.deckCount}, discard ${p.discard.length}`, seatStyle(seat));
  });
  notes.push(v.over ? styled(`game over: ${v.over}`, 'bold') : `turn ${v.turn}, P${v.seat + 1} to play (${v.step}); combos this turn: ${v.combos}${v.combos ? ` (${kindNames(v.comboKinds).join(', ')})` : ''}`);
  return { title: 'Puzzle & Dragons TCG', tables, notes };
}
