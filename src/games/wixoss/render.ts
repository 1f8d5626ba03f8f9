/**
 * The board as tables for the CLI: both fields, life cloth and deck counts, ener by colour, the viewer's hand.
 * Each SIGNI zone has its own row so that a mid-game board fits 100 columns in every language.
 */
import { styled, type Board, type BoardTable, type Cell, type Style } from '../../engine/board.js';
import { cardName } from '../../engine/i18n.js';
import { cardDef } from './cards/db.js';
import { costText, m } from './messages/index.js';
import type { PlayerView, WixossView } from './view.js';

function colorStyle(id: string): Style {
  return cardDef(id).colors[0] as Style;
}

const nameOf = (id: string) => cardName(cardDef(id).name);

function enerByColour(ener: string[]): string {
  const t = m();
  const counts = new Map<string, number>();
  for (const id of ener) {
    const d = cardDef(id);
    const key = d.multiEner ? t.multiColor : d.colors.map((c) => t.color[c]).join('/');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([c, n]) => t.enerPart(c, n)).join(t.listJoin) || '-';
}

function field(p: PlayerView): BoardTable {
  const t = m();
  const lrig: Cell = p.lrig
    ? styled(t.lrigCell(nameOf(p.lrig.id), p.lrig.level, p.lrig.limit, p.lrig.down), colorStyle(p.lrig.id))
    : styled(t.faceDown, 'hidden');
  const signi = p.signi.map((c, z): Cell[] => [t.rowSigni(z + 1), c
    ? styled(t.signiCell(nameOf(c.id), c.level, c.power, c.lancer, c.down), c.down ? [colorStyle(c.id), 'dim'] : colorStyle(c.id))
    : styled(t.emptyZone, 'dim')]);
  const hand = typeof p.hand === 'number' ? p.hand : p.hand.length;
  const lrigDeck = typeof p.lrigDeck === 'number' ? p.lrigDeck : p.lrigDeck.length;
  const names = (ids: string[]) => ids.map(nameOf).join(t.listJoin);
  return {
    title: p.name,
    rows: [
      [t.rowLrig, lrig],
      ...signi,
      [t.rowLife, String(p.life)],
      [t.rowCards, `${hand} / ${p.deck} / ${p.trash.length}`],
      [t.rowEner, t.enerCell(p.ener.length, enerByColour(p.ener))],
      [t.rowLrigDeck, `${lrigDeck} / ${p.lrigTrash.length}`],
      ...(p.check.length ? [[t.rowCheck, names(p.check)]] : []),
      ...(typeof p.mulligan === 'number' ? (p.mulligan ? [[t.rowMulligan, t.cardCount(p.mulligan)]] : [])
        : p.mulligan.length ? [[t.rowMulligan, names(p.mulligan)]] : []),
    ],
  };
}

function handTable(hand: string[]): BoardTable {
  const t = m();
  return {
    title: t.handTitle,
    head: t.handHead,
    rows: hand.map((id, i) => {
      const d = cardDef(id);
      const icons = [d.guard ? t.icon.guard : '', d.lifeBurst ? t.icon.burst : '', d.multiEner ? t.icon.multiEner : ''].filter(Boolean).join(' ');
      const cost = d.type === 'SIGNI' ? String(d.power) : costText(d.cost);
      return [String(i + 1), styled(nameOf(id), colorStyle(id)), t.type[d.type], String(d.level), cost, icons];
    }),
  };
}

function lrigDeckTable(lrigDeck: string[]): BoardTable {
  const t = m();
  return {
    title: t.lrigDeckTitle,
    head: t.lrigDeckHead,
    rows: lrigDeck.map((id, i) => {
      const d = cardDef(id);
      const type = d.type === 'ARTS' ? t.artsType(d.timings!.map((k) => t.timing[k]).join('/')) : t.type[d.type];
      return [String(i + 1), styled(nameOf(id), colorStyle(id)), type, String(d.level), costText(d.type === 'LRIG' ? d.growCost : d.cost)];
    }),
  };
}

export function renderView(v: WixossView): Board {
  const t = m();
  const tables: BoardTable[] = v.players.map((p) => field(p));
  if (v.seat !== null) {
    const me = v.players[v.seat]!;
    if (Array.isArray(me.hand)) tables.push(handTable(me.hand));
    if (Array.isArray(me.lrigDeck)) tables.push(lrigDeckTable(me.lrigDeck));
  }
  const notes: Cell[] = [
    v.result
      ? styled(t.gameOver(v.result.winners.map((w) => v.players[w]!.name).join(t.listJoin), v.result.reason), 'bold')
      : t.turnNote(v.turn, v.players[v.active]!.name, t.phase[v.phase] ?? v.phase),
  ];
  if (v.modern) notes.push(styled(t.modernNote, 'dim'));
  return { title: t.boardTitle(v.turn), tables, notes };
}
