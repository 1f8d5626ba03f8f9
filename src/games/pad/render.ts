/** The board as tables: each seat's monsters, drop columns (kind letters + colour), counts; the viewer's hand. */
import { styled, seatStyle, type Board, type BoardTable, type Cell } from '../../engine/board.js';
import { card, cardNameOf, nameOf } from './cards/catalogue.js';
import { attackRow, attrText, dropLetters, effectText, kindLetter, KIND_STYLE } from './cards/format.js';
import { KINDS } from './cards/types.js';
import { m } from './messages/index.js';
import { bitCount, columnCombos, kindCounts, kindNames } from './rules/combos.js';
import { overText } from './rules/life.js';
import type { PadView, PlayerView } from './view.js';

function monsters(v: PadView, p: PlayerView, seat: number): BoardTable {
  const t = m();
  const attacking = new Set(v.seat === seat ? v.attackers.map((a) => a.stack) : []);
  return {
    title: t.monstersTitle(t.seatOf(p.name, seat + 1)),
    head: [...t.monstersHead],
    rows: p.stacks.map((st, i) => {
      const c = card(st[st.length - 1]!);
      const state = attacking.has(i) ? 'attacking' : p.tapped[i] ? 'tapped' : 'active';
      return [
        String(i + 1),
        nameOf(c) + (st.length > 1 ? t.stackSize(st.length) : ''),
        attrText(c),
        String(c.defense),
        attackRow(c),
        st.length - 1 > 0 ? `+${st.length - 1}` : t.evoBase,
        styled(t.monsterState[state], state === 'active' ? 'good' : state === 'tapped' ? 'dim' : 'bad'),
      ];
    }),
  };
}

/** Combo kinds of a mask in the reader's words. */
function kindWords(mask: number): string[] {
  const names = m().kind;
  return kindNames(mask).map((k) => names[k]);
}

function dropArea(v: PadView, p: PlayerView, seat: number): BoardTable {
  const t = m();
  return {
    title: t.dropTitle(t.seatOf(p.name, seat + 1)),
    head: [t.dropHeadCol, ...KINDS.map((k) => styled(kindLetter(k), KIND_STYLE[k])), t.dropHeadCards, t.dropHeadCombos],
    rows: p.columns.map((col, i) => {
      const counts = kindCounts(col);
      const combos = columnCombos(col);
      const cells: Cell[] = KINDS.map((k, j) => styled(String(counts[j]), counts[j]! >= 3 ? [KIND_STYLE[k], 'bold'] : KIND_STYLE[k]));
      const cards = [...col].reverse().map((c) => dropLetters(card(c))).join(' ');
      const mark = v.seat === seat && v.resolved === i ? t.resolvedMark : '';
      return [String(i + 1), ...cells, cards, (combos ? `${bitCount(combos)}: ${t.comboKinds(kindWords(combos))}` : '-') + mark];
    }),
  };
}

function handTable(p: PlayerView): BoardTable {
  const t = m();
  return {
    title: t.handTitle(p.handCount),
    head: [...t.handHead],
    rows: (p.hand ?? []).map((i, h) => {
      const c = card(i);
      return [String(h + 1), nameOf(c), attrText(c), String(c.cost), dropLetters(c), attackRow(c), effectText(c)];
    }),
  };
}

export function renderBoard(v: PadView): Board {
  const t = m();
  const order = v.viewer === null ? [0, 1] : [1 - v.viewer, v.viewer];
  const tables: BoardTable[] = [];
  for (const seat of order) {
    const p = v.players[seat]!;
    tables.push(monsters(v, p, seat), dropArea(v, p, seat));
  }
  if (v.attackers.length > 0) {
    tables.push({
      title: t.attackZoneTitle,
      head: [...t.attackZoneHead],
      rows: v.attackers.map((a) => [`${a.stack + 1} ${cardNameOf(v.players[v.seat]!.stacks[a.stack]!.at(-1)!)}`, String(a.attack), String(a.damage)]),
    });
  }
  const viewer = v.viewer === null ? null : v.players[v.viewer]!;
  if (viewer?.hand) tables.push(handTable(viewer));
  const notes: Cell[] = order.map((seat) => {
    const p = v.players[seat]!;
    const label = p.name === `P${seat + 1}` ? p.name : `P${seat + 1} ${p.name}`;
    return styled(t.seatNote(label, p.lifeCount, p.handCount, p.deckCount, p.discard.length), seatStyle(seat));
  });
  notes.push(
    v.over
      ? styled(t.gameOver(overText(v.over)), 'bold')
      : t.turnNote(v.turn, v.seat + 1, t.step[v.step], v.combos, v.combos ? t.kindList(kindWords(v.comboKinds)) : ''),
  );
  return { title: t.gameTitle, tables, notes };
}
