/**
 * The board as a playmat: each side's life and piles on its heading, its character (form, DEF, state), then a
 * dragonkin's energy and HEAT or a magician's INK and works, and its traps (face down to the other seat); the
 * viewer's hand. With room, works get a line each and hand cards show their cost, power and text.
 */
import { line, makeBoard, styled, zoneLines, type Board, type BoardLine, type BoardSection, type Cell } from '../../engine/board.js';
import { pickText } from '../../engine/i18n.js';
import { card, cardName, character } from './cards/load.js';
import type { CardDef } from './cards/types.js';
import { m, who } from './messages/index.js';
import type { EpView, SideView } from './view.js';

const stateText = (rest: boolean) => (rest ? m().rest : m().active);

/** What a card costs, in the board's words ("free" when nothing). */
function costText(cost: CardDef['cost']): string {
  const t = m();
  const parts = [cost.rest ? t.costRest(cost.rest) : '', cost.trash ? t.costTrash(cost.trash) : '', cost.ink ? t.costInk(cost.ink) : ''].filter(Boolean);
  return parts.join(' + ') || t.free;
}

function characterLine(side: SideView): Cell[] {
  const ch = character(side.char);
  const name = cardName(side.char);
  if (side.side === 'magician') return [m().magicianLine(name)];
  return [m().dragonLine(name, pickText(ch.forms![side.form]!.name), side.def), styled(stateText(side.rest), side.rest ? 'dim' : 'good')];
}

const list = (items: Cell[]): Cell[] => (items.length ? items : [m().none]);
const numbered = (names: string[]): Cell[] => list(names.map((x, i) => `${i + 1} ${x}`));

function side(v: EpView, seat: number): BoardSection {
  const t = m();
  const s = v.sides[seat]!;
  const lines: BoardLine[] = [line(t.head.character, characterLine(s))];
  if (s.side === 'dragon') {
    lines.push(line(t.head.energy, list(s.energy.map((e, i) =>
      styled(`${i + 1} ${e.card ? cardName(e.card) : t.faceDown} ${stateText(e.rest)}`, e.rest ? 'dim' : e.card ? undefined : 'hidden')))));
    lines.push(line(t.head.heat, [t.countFaceDown(s.heatCount), ...(s.boost ? [t.boostValue(s.boost)] : [])]));
  } else {
    lines.push(line(t.head.ink, [t.inkValue(s.ink, s.inkDiscard)]));
    lines.push(...zoneLines(t.head.works,
      s.works.map((w, i) => styled(t.workBrief(i + 1, cardName(w.card), w.ink, stateText(w.rest), w.power, w.def), w.rest ? 'dim' : undefined)),
      s.works.map((w, i) => [`${i + 1} ${t.workLine(cardName(w.card), w.ink, w.pump, stateText(w.rest), w.power, w.def, w.frame ? cardName(w.frame) : null, w.prio)}`]),
      t.none));
  }
  lines.push(line(t.head.traps, s.traps ? numbered(s.traps.map(cardName)) : [styled(t.countFaceDown(s.trapCount), 'hidden')]));
  if (s.trash.length) lines.push(line(t.head.trash, s.trash.map(cardName), 'detail'));
  return {
    role: 'seat', seat, name: s.name,
    items: [styled(t.lifeCount(s.life, v.startLife), s.life <= 3 ? 'bad' : 'bold'), t.handCount(s.handCount), t.deckCount(s.deckCount), t.trashCount(s.trash.length)],
    lines,
  };
}

function handLines(hand: string[]): BoardLine[] {
  const t = m();
  const detail = hand.map((id, i) => {
    const c = card(id);
    return [`${i + 1} ${cardName(id)} · ${t.cardStats(costText(c.cost), c.power)}`, pickText(c.text)];
  });
  // Where rows are short each card is one item, its cost kept: what it costs is what a player decides on.
  return zoneLines(t.head.hand, hand.map((id, i) => `${i + 1} ${cardName(id)} ${costText(card(id).cost)}`), detail, t.none);
}

export function render(v: EpView): Board {
  const t = m();
  const sections: BoardSection[] = v.sides.map((_, seat) => side(v, seat));
  const mine = v.seat === null ? null : v.sides[v.seat]!;
  if (mine?.hand) sections.push({ role: 'hand', seat: v.seat!, lines: handLines(mine.hand) });
  const notes: Cell[] = v.result ? [] : [styled(t.turnNote(v.turn, who(v, v.active), v.turn === 1), 'bold')];
  if (v.attack) {
    const a = v.attack;
    const aim = a.defense === null ? 'choosing' : a.target >= 0 ? 'work' : 'character';
    notes.push(t.attackNote(who(v, a.seat), aim, a.power, a.defense, a.trap ? cardName(a.trap) : null));
  }
  if (!v.result) for (const u of v.using) notes.push(t.resolvingNote(cardName(u.card), who(v, u.seat)));
  if (v.result) notes.push(styled(v.result.winners.length ? t.winsNote(who(v, v.result.winners[0]!), v.result.reason) : t.drawNote(v.result.reason), 'bold'));
  else if (v.waiting) notes.push(t.waitingNote(who(v, v.waiting.seat), v.waiting.prompt));
  if (v.sides.every((s) => s.side === 'dragon') && v.dryTurns > 0) notes.push(t.dryNote(v.dryTurns));
  // Life is on each side's heading too: the summary line is what goes first when rows are short.
  const lives = line(undefined, [t.lifeNote(v.sides.map((s) => `${s.name} ${s.life}`).join(t.listJoin))], 'detail');
  sections.push({ role: 'status', lines: [line(undefined, notes), lives] });
  return makeBoard(t.title(v.turn, who(v, v.active), v.turn === 1), v.seat, sections);
}
