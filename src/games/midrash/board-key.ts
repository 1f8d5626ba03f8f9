/**
 * What the board's short forms mean (`boardKey`): a card's cost/attack/wisdom, the centre slot's mark, the magic
 * level, a possession, the supply and the grimoire in short, and in solo the turn limit and the calamity row. Each sample is written
 * by the board's own message, so the key shows the form exactly as the board does, in either language.
 */
import type { KeyEntry } from '../../engine/board.js';
import { m } from './messages/index.js';
import { SOLO_LAST_TURN, SOLO_PERFECT_TURN } from './state.js';
import type { MidrashView } from './view.js';

export function boardKey(v: MidrashView): KeyEntry[] {
  const t = m();
  const entry = (term: string, legend: string, help: string): KeyEntry => ({ term, legend, help });
  return [
    entry('2/1/0', t.key.statsLegend, t.key.statsHelp),
    entry(t.rowSlot('3*'), t.key.centreLegend, t.key.centreHelp),
    ...(v.solo ? [
      entry(t.key.perfectTerm(SOLO_PERFECT_TURN), t.key.perfectLegend, t.key.perfectHelp(SOLO_LAST_TURN, SOLO_PERFECT_TURN)),
      entry(t.calamityItem(3, '…', t.calamityStatus.waiting), t.key.calamityLegend, t.key.calamityHelp),
    ] : []),
    entry(t.magicCount(1, 3), t.key.magicLegend, t.key.magicHelp),
    entry(t.possessedShort('A', 'B'), t.key.possessionLegend, t.key.possessionHelp),
    entry(t.supplyItem('', 2, 10).trim(), t.key.supplyLegend, t.key.supplyHelp),
    entry(t.grimoireItem(1, 24, 0, ''), t.key.grimoireLegend, t.key.grimoireHelp),
  ];
}
