/**
 * What the board's short forms mean (`boardKey`): the cost marks, a work in short, life against the starting life,
 * the two states. Each sample is written by the board's own message, so the key shows the form exactly as the board
 * does, in either language; a form only one kind of side uses is explained when such a side is at the table.
 */
import type { KeyEntry } from '../../engine/board.js';
import { m } from './messages/index.js';
import type { EpView } from './view.js';

export function boardKey(v: EpView): KeyEntry[] {
  const t = m();
  const entry = (term: string, legend: string, help: string): KeyEntry => ({ term, legend, help });
  const dragons = v.sides.some((s) => s.side === 'dragon');
  const magicians = v.sides.some((s) => s.side === 'magician');
  return [
    ...(dragons ? [entry(t.costRest(1), t.key.restLegend, t.key.restHelp), entry(t.costTrash(1), t.key.trashLegend, t.key.trashHelp)] : []),
    ...(magicians ? [
      entry(t.workBrief(1, 'Kitty', 1, t.rest, 1, 2).replace(/^1 Kitty /u, ''), t.key.workLegend, t.key.workHelp),
      entry(t.costInk(2), t.key.inkLegend, t.key.inkHelp),
    ] : []),
    entry(t.lifeCount(7, v.startLife), t.key.lifeLegend, t.key.lifeHelp),
    entry(`${t.active} / ${t.rest}`, t.key.stateLegend, t.key.stateHelp),
  ];
}
