/**
 * The board as a playmat: each seat's counts on its heading, its team of monsters (defense, attack by combos,
 * state), its three drop columns (kind letters, top first, and the combos each shows); the attack zone; the viewer's
 * hand. With room, each monster and column gets its own line with counts per kind, and hand cards show their effect.
 */
import { line, makeBoard, styled, zoneLines, type Board, type BoardLine, type BoardSection, type Cell } from '../../engine/board.js';
import { card, cardNameOf, nameOf } from './cards/catalogue.js';
import { attackRow, attrText, dropLetters, effectText, kindLetter, KIND_STYLE } from './cards/format.js';
import { KINDS, type PadCard } from './cards/types.js';
import { m } from './messages/index.js';
import { bitCount, columnCombos, kindCounts, kindNames } from './rules/combos.js';
import { overText } from './rules/life.js';
import type { PadView, PlayerView } from './view.js';

/** Combo kinds of a mask in the reader's words (letters where the board is short of room). */
function kindWords(mask: number): string[] {
  const names = m().kind;
  return kindNames(mask).map((k) => names[k]);
}

const attrStyle = (c: PadCard) => (c.attribute ? KIND_STYLE[c.attribute] : undefined);
const attrLetter = (c: PadCard) => (c.attribute ? kindLetter(c.attribute) : '');

function monsterLines(v: PadView, p: PlayerView, seat: number): BoardLine[] {
  const t = m();
  const attacking = new Set(v.seat === seat ? v.attackers.map((a) => a.stack) : []);
  const monsters = p.stacks.map((st, i) => {
    const c = card(st[st.length - 1]!);
    const state = attacking.has(i) ? 'attacking' : p.tapped[i] ? 'tapped' : 'active';
    const style = state === 'tapped' ? [attrStyle(c) ?? 'dim', 'dim' as const] : attrStyle(c);
    return {
      brief: styled(t.monsterBrief(i + 1, nameOf(c), st.length - 1, attrLetter(c), c.defense, state === 'active' ? '' : t.monsterState[state]), style),
      detail: line(t.rowMonster(i + 1), [styled(t.monsterLine(nameOf(c), attrText(c), c.defense, attackRow(c), st.length - 1, t.monsterState[state]), style)], 'detail'),
    };
  });
  return [line(t.rowMonsters, monsters.length ? monsters.map((x) => x.brief) : ['-'], 'brief'), ...monsters.map((x) => x.detail)];
}

function dropLines(v: PadView, p: PlayerView, seat: number): BoardLine[] {
  const t = m();
  const columns = p.columns.map((col, i) => {
    const combos = columnCombos(col);
    const kinds = combos ? t.comboCount(bitCount(combos), t.comboKinds(kindWords(combos))) : '';
    const letters = combos ? `${bitCount(combos)} ${kindNames(combos).map(kindLetter).join('')}` : '';
    const mark = v.seat === seat && v.resolved === i ? t.resolvedMark : '';
    const cards = [...col].reverse().map((c) => dropLetters(card(c))).join(' ');
    const counts = kindCounts(col);
    const perKind: Cell[] = KINDS.map((k, j) => styled(`${kindLetter(k)}${counts[j]}`, counts[j]! >= 3 ? [KIND_STYLE[k], 'bold'] : KIND_STYLE[k]));
    return {
      brief: styled(t.columnBrief(i + 1, cards, letters) + mark, combos ? 'bold' : undefined),
      detail: line(t.rowColumn(i + 1), [perKind.map((c) => (typeof c === 'string' ? c : c.text)).join(' '), cards || '-', (kinds || t.comboCount(0, '')) + mark], 'detail'),
    };
  });
  return [line(t.rowDrops, columns.map((c) => c.brief), 'brief'), ...columns.map((c) => c.detail)];
}

function side(v: PadView, p: PlayerView, seat: number): BoardSection {
  const t = m();
  const lines = [...monsterLines(v, p, seat), ...dropLines(v, p, seat)];
  if (p.limbo.length) lines.push(line(t.rowLimbo, p.limbo.map(cardNameOf)));
  if (p.deckTop) lines.push(line(t.rowDeckTop, p.deckTop.map(cardNameOf)));
  if (p.lifeKnown) lines.push(line(t.rowLifeKnown, p.lifeKnown.map(cardNameOf)));
  if (seat === v.seat && v.attackers.length > 0) {
    lines.push(line(t.rowAttack, v.attackers.map((a) => t.attackBrief(a.stack + 1, cardNameOf(p.stacks[a.stack]!.at(-1)!), a.attack, a.damage, a.again === true))));
  }
  if (p.discard.length) lines.push(line(t.rowDiscard, p.discard.map(cardNameOf), 'detail'));
  return {
    role: 'seat', seat, name: p.name,
    items: [t.lifeCount(p.lifeCount), t.handCount(p.handCount), t.deckCount(p.deckCount), t.discardCount(p.discard.length)],
    lines,
  };
}

function handLines(p: PlayerView): BoardLine[] {
  const t = m();
  const hand = (p.hand ?? []).map((i) => card(i));
  const brief = hand.map((c, h) => styled(t.handBrief(h + 1, nameOf(c), attrLetter(c), c.cost, dropLetters(c)), attrStyle(c)));
  const detail = hand.map((c, h): Cell[] => [
    styled(t.handDetail(h + 1, nameOf(c), attrText(c), c.cost, dropLetters(c), attackRow(c)), attrStyle(c)),
    ...(effectText(c) ? [effectText(c)] : []),
  ]);
  return zoneLines(t.rowHand, brief, detail);
}

export function renderBoard(v: PadView): Board {
  const t = m();
  const sections: BoardSection[] = v.players.map((p, seat) => side(v, p, seat));
  const viewer = v.viewer === null ? null : v.players[v.viewer]!;
  if (viewer?.hand) sections.push({ role: 'hand', seat: v.viewer!, lines: handLines(viewer) });
  const turn = v.over
    ? styled(t.gameOver(overText(v.over, v.players.map((p) => p.name))), 'bold')
    : styled(t.turnNote(v.turn, t.seatOf(v.players[v.seat]!.name, v.seat + 1), t.step[v.step], v.combos, v.combos ? t.comboKinds(kindNames(v.comboKinds).map(kindLetter)) : ''), 'bold');
  const lives = t.lifeNote(t.kindList(v.players.map((p, s) => `${t.seatOf(p.name, s + 1)} ${p.lifeCount}`)));
  // Where rows are short the lives are left to the seats' headings, which show them too.
  sections.push({ role: 'status', lines: [line(undefined, [turn, lives], 'detail'), line(undefined, [turn], 'brief')] });
  return makeBoard(t.gameTitle, v.viewer, sections);
}
