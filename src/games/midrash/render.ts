/**
 * The board as a playmat: each seat's magic level, MANA, wisdom and character on its heading, its five slots on one
 * line (top card with cost/attack/wisdom, a possessing card, wastelands, cards buried under) and its merits; the
 * supply and the grimoire in the middle; the solo demon and its calamity row. With room, every slot and grimoire
 * level gets its own line and calamities show their effect.
 */
import { line, makeBoard, styled, zoneLines, type Board, type BoardLine, type BoardSection, type Cell } from '../../engine/board.js';
import { cardName, pickText } from '../../engine/i18n.js';
import { catalogue } from './cards/load.js';
import { m, who } from './messages/index.js';
import { SOLO_LAST_TURN, SOLO_PERFECT_TURN, type MidrashState } from './state.js';
import { activeCards, faceOf, maxMagic, wisdomOf } from './rules/territory.js';
import { resultReason } from './rules/win.js';
import type { MidrashView } from './view.js';

const asState = (v: MidrashView) => v as unknown as MidrashState;

function cardText(state: MidrashState, card: number): string {
  const f = faceOf(state, card);
  return `${cardName(f.names)}${f.upgraded ? '+' : ''} ${f.cost}/${f.attack}/${f.wisdom}`;
}

/** A slot in words: its top card (and the card possessing it), or what the land is; cards buried under it. */
function slotCell(state: MidrashState, slot: MidrashState['seats'][number]['slots'][number], short: boolean): Cell {
  const t = m();
  const active = activeCards(slot);
  // "covered": under the active cards of a mansion; "buried": under the territory card, by a wasteland.
  const buried = t.under(slot.waste ? 0 : slot.cards.length - active.length, slot.under.length);
  if (slot.waste) return styled(t.wasteland + buried, 'dim');
  const top = slot.cards[slot.cards.length - 1];
  if (top === undefined) return styled(t.mansion + buried, 'dim');
  const possessed = active.length === 2 ? active[1] : undefined;
  const text = possessed === undefined ? cardText(state, top) : (short ? t.possessedShort : t.possessedBy)(cardText(state, top), cardText(state, possessed));
  const f = faceOf(state, top);
  return styled(text + buried, f.enemy || f.blood ? 'bad' : undefined);
}

function seatSection(view: MidrashView, s: number): BoardSection {
  const t = m();
  const state = asState(view);
  const seat = view.seats[s]!;
  const slots = seat.slots.map((slot, i) => {
    const brief = slotCell(state, slot, true);
    const number = String(i + 1) + (i === 2 ? '*' : '');
    return { brief: styled(`${number} ${typeof brief === 'string' ? brief : brief.text}`, typeof brief === 'string' ? undefined : brief.style), cell: slotCell(state, slot, false), number };
  });
  const lines: BoardLine[] = [
    line(t.rowSlots, slots.map((x) => x.brief), 'brief'),
    ...slots.map((x) => line(t.rowSlot(x.number), [x.cell], 'detail')),
  ];
  if (seat.merits.length) lines.push(line(t.rowMerits, seat.merits.map((c) => cardName(faceOf(state, c).names))));
  const turn = view.turn === s && !view.result;
  return {
    role: 'seat', seat: s, name: who(view, s),
    items: [...(turn ? [styled(t.toPlay, 'bold')] : []), ...(view.left?.includes(s) ? [styled(t.leftGame, 'dim')] : []), t.magicCount(seat.magic, maxMagic(seat)), styled(t.manaCount(seat.mana), 'bold'),
      styled(t.wisdomCount(wisdomOf(state, seat)), 'bold'), t.character(seat.up)],
    lines,
  };
}

function revealedText(state: MidrashState, card: number, i: number): string {
  const f = faceOf(state, card);
  return `${i + 1}. ${cardName(f.names)} ${f.enemy ? m().revealedEnemy(f.attack) : `(${f.cost}/${f.attack}/${f.wisdom})`}`;
}

function demonSection(view: MidrashView): BoardSection {
  const t = m();
  const cat = catalogue();
  const solo = view.solo!;
  const demon = cat.demonOf[solo.demon]!;
  const row = solo.row.map((c) => {
    const def = cat.calamityOf[c.card]!;
    const now = def.number === view.round;
    // skipped: its turn came before the game's first turn (Al's game starts at turn 2).
    const status = c.cover.length ? 'covered' : c.acted ? 'done' : c.flipped ? 'wasteland' : def.number < view.round ? 'skipped' : 'waiting';
    const style = now ? 'bold' : status === 'waiting' ? undefined : 'dim';
    return {
      brief: styled(`${now ? '> ' : ''}${t.calamityItem(def.number, cardName(def.names), t.calamityStatus[status])}`, style),
      detail: line(t.rowCalamity(def.number), [styled(`${now ? '> ' : ''}${cardName(def.names)} ${t.calamityStatus[status]}`, style), pickText(def.text)], 'detail'),
    };
  });
  return {
    role: 'shared', name: t.demonTitle(demon.names, solo.level), items: [pickText(demon.text)],
    lines: [line(t.rowCalamities, row.map((r) => r.brief), 'brief'), ...row.map((r) => r.detail)],
  };
}

export function render(view: MidrashView): Board {
  const t = m();
  const state = asState(view);
  const cat = catalogue();
  const sections: BoardSection[] = view.seats.map((_, s) => seatSection(view, s));
  const supply = cat.kindIds.map((_, k) => t.supplyItem(cardName(cat.kindFront[k]!.names), cat.kindFront[k]!.cost, view.supply[k]!.length));
  const grimoire = view.deckSizes.map((n, i) => {
    const pile = view.discards[i]!;
    const top = pile[pile.length - 1];
    return { brief: t.grimoireItem(i + 1, n, pile.length, ''), detail: t.grimoireItem(i + 1, n, pile.length, top === undefined ? '' : cardText(state, top)) };
  });
  sections.push({
    role: 'shared',
    lines: [
      line(t.supplyTitle, supply),
      ...zoneLines(t.grimoireTitle, grimoire.map((g) => g.brief), grimoire.map((g) => [g.detail])),
    ],
  });
  if (view.solo) sections.push(demonSection(view));
  const notes: Cell[] = [];
  if (!view.result) notes.push(styled(view.solo ? t.soloTurnNote(view.round, SOLO_LAST_TURN, SOLO_PERFECT_TURN) : t.roundNote(view.round, who(view, view.turn)), 'bold'));
  if (view.reveal) notes.push(t.revealedNote(view.reveal.level, view.reveal.cards.map((c, i) => revealedText(state, c, i)).join('  ')));
  if (view.result) notes.push(styled(t.gameOver(resultReason(state, view.result)), 'bold'));
  notes.push(t.wisdomNote(view.seats.map((seat, s) => `${who(view, s)} ${wisdomOf(state, seat)}`)));
  sections.push({ role: 'status', lines: [line(undefined, notes)] });
  return makeBoard(t.boardTitle(view.players), view.viewer, sections);
}
