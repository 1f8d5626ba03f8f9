/**
 * What the board's short forms mean (`boardKey`): a SIGNI's level and power, the icon letters of a crowded hand, an
 * LRIG's and an ARTS's stats, the LRIG's limit, an empty zone, the ener by colour. Each sample is written by the
 * board's own message, so the key shows the form exactly as the board does, in either language.
 */
import type { KeyEntry } from '../../engine/board.js';
import { m } from './messages/index.js';

export function boardKey(): KeyEntry[] {
  const t = m();
  const entry = (term: string, legend: string, help: string): KeyEntry => ({ term, legend, help });
  const icons = t.iconShort;
  return [
    entry(t.signiStats(2, 5000), t.key.signiLegend, t.key.signiHelp),
    entry([icons.guard, icons.burst, icons.multiEner].join(' '), t.key.iconsLegend, t.key.iconsHelp(icons.guard, icons.burst, icons.multiEner)),
    entry(t.lrigCell('', 2, 5, false).trim(), t.key.limitLegend, t.key.limitHelp),
    entry(t.lrigStats('', 3, t.costPart(2, t.color.white)), t.key.lrigLegend, t.key.lrigHelp),
    entry(t.cardStats(t.timing.main, t.costPart(3, t.color.white)), t.key.artsLegend, t.key.artsHelp),
    entry(`2 ${t.emptyZone}`, t.key.emptyLegend, t.key.emptyHelp),
    entry(t.enerCell(3, [t.enerPart(t.color.white, 2), t.enerPart(t.color.red, 1)].join(t.listJoin)), t.key.enerLegend, t.key.enerHelp),
  ];
}
