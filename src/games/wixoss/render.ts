/**
 * The board as a playmat: each side's counts on its heading (life cloth, hand, deck, trash, ener), the LRIG with
 * the LRIG deck and trash counts, the three SIGNI zones on one line, ener by colour; the viewer's hand and LRIG deck. With room, every SIGNI gets
 * its full name on its own line, piles list their cards and hand cards show their text.
 */
import { line, makeBoard, styled, zoneLines, type Board, type BoardLine, type BoardSection, type Cell, type Style } from '../../engine/board.js';
import { cardName, contentLang } from '../../engine/i18n.js';
import { cardDef } from './cards/db.js';
import type { Color } from './cards/types.js';
import { costText, lrigGrowCostText, m } from './messages/index.js';
import type { PlayerView, SigniView, WixossView } from './view.js';

/**
 * How each card colour looks on the board: white in the terminal's own text colour (bold), since bright white
 * vanishes on a light background; black in gray, which reads on a dark one; colourless dimmed.
 */
export const COLOR_STYLE: Record<Color, Style> = { white: 'bold', red: 'red', blue: 'blue', green: 'green', black: 'gray', colorless: 'dim' };

function colorStyle(id: string): Style {
  return COLOR_STYLE[cardDef(id).colors[0]!];
}

// A SIGNI on the board in the colour an effect gave it (WX05 Tamayorihime, Sunspot Miko), else its printed one.
const signiStyle = (c: SigniView): Style => (c.color ? COLOR_STYLE[c.color] : colorStyle(c.id));

const nameOf = (id: string) => cardName(cardDef(id).name);

/**
 * The name a crowded board uses: the English name before its epithet ("Kukri" of "Kukri, Small Sword"), the Chinese
 * one after its title ("焰形剑" of "中剑 焰形剑") when that part is a real name of two or more characters.
 */
function shortName(id: string): string {
  const name = nameOf(id);
  if (contentLang() === 'zh') {
    const last = name.split(' ').at(-1)!;
    return last !== name && /^[\u4e00-\u9fff·]{2,}$/u.test(last) ? last : name;
  }
  return name.split(', ')[0]!;
}

const countOf = (pile: string[] | number) => (typeof pile === 'number' ? pile : pile.length);

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

const names = (ids: string[]): Cell[] => ids.map((id) => styled(nameOf(id), colorStyle(id)));

/** A SIGNI's Charm on its cell: marked on a crowded line; with room, its name for its owner, else "face down". */
function charmText(c: SigniView, short: boolean): string {
  if (!c.charm) return '';
  const t = m();
  if (short) return ` ${t.charmBrief}`;
  return ` [${c.charm.id ? t.charmKnown(nameOf(c.charm.id)) : t.charmFaceDown}]`;
}

/** The cards face up under a SIGNI (WX05 Uranium): their count on a crowded line, their names with room. */
function underText(c: SigniView, short: boolean): string {
  if (!c.under) return '';
  const t = m();
  return short ? ` ${t.underBrief(c.under.length)}` : ` [${t.underCards(c.under.map((id) => nameOf(id)).join(t.listJoin))}]`;
}

/** A crossed SIGNI says with which zone's SIGNI: briefly on a crowded line ("x2"), in words with room. */
function crossText(c: SigniView, short: boolean): string {
  if (!c.crossed) return '';
  const t = m();
  const zones = (c.crossedWith ?? []).join(t.listJoin);
  return ` ${short ? t.crossedBrief(zones) : t.crossedWith(zones)}`;
}

function side(p: PlayerView, seat: number): BoardSection {
  const t = m();
  const lrig = (short: boolean): Cell => (p.lrig
    ? styled(t.lrigCell(short ? shortName(p.lrig.id) : nameOf(p.lrig.id), p.lrig.level, p.lrig.limit, p.lrig.down), colorStyle(p.lrig.id))
    : styled(t.faceDown, 'hidden'));
  const lrigPiles = [t.lrigDeckCount(countOf(p.lrigDeck)), t.lrigTrashCount(p.lrigTrash.length)];
  const signi = (short: boolean) => p.signi.map((c): Cell => (c
    ? styled(t.signiCell(short ? shortName(c.id) : nameOf(c.id), c.level, c.power, c.lancer, c.down) + charmText(c, short) + underText(c, short) + crossText(c, short) + (c.doubleCrush ? ` ${t.doubleCrushMark}` : '') + (c.noAbilities ? ` ${t.noAbilitiesMark}` : '') + (c.color ? ` ${t.recolouredMark(t.color[c.color])}` : ''), c.down ? [signiStyle(c), 'dim'] : signiStyle(c))
    : styled(t.emptyZone, 'dim')));
  const lines: BoardLine[] = [
    line(t.rowLrig, [lrig(true), ...lrigPiles], 'brief'),
    line(t.rowLrig, [lrig(false), ...lrigPiles], 'detail'),
    line(t.rowSigni, signi(true).map((c, z) => styled(`${z + 1} ${typeof c === 'string' ? c : c.text}`, typeof c === 'string' ? undefined : c.style)), 'brief'),
    ...signi(false).map((c, z) => line(t.rowSigniZone(z + 1), [c], 'detail')),
  ];
  // The ener count is on the heading; its colours (what it can pay) and cards below, when there are any.
  if (p.ener.length) {
    lines.push(line(t.rowEner, [t.enerCell(p.ener.length, enerByColour(p.ener))], 'brief'), line(t.rowEner, [t.enerCell(p.ener.length, enerByColour(p.ener)), ...names(p.ener)], 'detail'));
  }
  if (p.trash.length) lines.push(line(t.rowTrash, names(p.trash), 'detail'));
  if (p.lrigTrash.length) lines.push(line(t.rowLrigTrash, names(p.lrigTrash), 'detail'));
  if (p.check.length) lines.push(line(t.rowCheck, names(p.check)));
  if (typeof p.mulligan === 'number' ? p.mulligan : p.mulligan.length) {
    lines.push(line(t.rowMulligan, typeof p.mulligan === 'number' ? [t.cardCount(p.mulligan)] : names(p.mulligan)));
  }
  if (p.seenTop) lines.push(line(t.rowKnownTop, names(p.seenTop)));
  if (p.seenLife) lines.push(line(t.rowKnownLife, names(p.seenLife)));
  return {
    role: 'seat', seat, name: p.name,
    items: [t.lifeCount(p.life), t.handCount(countOf(p.hand)), t.deckCount(p.deck), t.trashCount(p.trash.length), t.enerCount(p.ener.length)],
    lines,
  };
}

/** A card's type, level and what it takes to play (power for a SIGNI), and its icons; `short` for a crowded line. */
function stats(id: string, short = false): string {
  const t = m();
  const d = cardDef(id);
  const icon = short ? t.iconShort : t.icon;
  const icons = [d.guard ? icon.guard : '', d.lifeBurst ? icon.burst : '', d.multiEner ? icon.multiEner : ''].filter(Boolean);
  const timings = d.timings?.map((k) => t.timing[k]).join('/') ?? '';
  // Where the line is crowded the type word goes: a hand's SPELL shows its cost, an ARTS its timing and cost.
  const type = short ? (d.type === 'ARTS' ? timings : '') : d.type === 'ARTS' ? t.artsType(timings) : t.type[d.type];
  const main = d.type === 'SIGNI' ? t.signiStats(d.level, d.power!)
    : d.type === 'LRIG' ? t.lrigStats(type, d.level, lrigGrowCostText(d)) : t.cardStats(type, costText(d.cost));
  return [main, ...icons].join(' ');
}

const cardText = (id: string) => {
  const d = cardDef(id);
  return (contentLang() === 'zh' && d.text.zh.length ? d.text.zh : d.text.en).join(m().textJoin);
};

/** One zone of private cards: all in one line by short name, or with room one card a line with its text. */
function privateLines(label: string, ids: string[]): BoardLine[] {
  const brief = ids.map((id, i) => styled(`${i + 1} ${shortName(id)} ${stats(id, true)}`, colorStyle(id)));
  const detail = ids.map((id, i): Cell[] => [styled(`${i + 1} ${nameOf(id)} ${stats(id)}`, colorStyle(id)), ...(cardText(id) ? [cardText(id)] : [])]);
  return zoneLines(label, brief, detail);
}

export function renderView(v: WixossView): Board {
  const t = m();
  const sections: BoardSection[] = v.players.map((p, seat) => side(p, seat));
  if (v.seat !== null) {
    const me = v.players[v.seat]!;
    const lines = [
      ...(Array.isArray(me.hand) ? privateLines(t.rowHand, me.hand) : []),
      ...(Array.isArray(me.lrigDeck) ? privateLines(t.rowLrigDeck, me.lrigDeck) : []),
    ];
    sections.push({ role: 'hand', seat: v.seat, lines });
  }
  const status: Cell[] = [
    v.result
      ? styled(t.gameOver(v.result.winners.map((w) => v.players[w]!.name).join(t.listJoin), v.result.reason), 'bold')
      : styled(t.turnNote(v.turn, v.players[v.active]!.name, t.phase[v.phase] ?? v.phase), 'bold'),
    t.lifeNote(v.players.map((p) => `${p.name} ${p.life}`).join(t.listJoin)),
    ...(v.extraTurns ? [t.extraTurnMark(v.extraTurns)] : []), // WX05 Mayu, Genesis Miko
  ];
  sections.push({ role: 'status', lines: [line(undefined, status), ...(v.modern ? [line(undefined, [styled(t.modernNote, 'dim')], 'detail')] : [])] });
  return makeBoard(t.boardTitle(v.turn), v.seat, sections);
}
