/**
 * What the board's short forms mean (`boardKey`): the drop kind letters, a column in short, a monster's attribute and
 * defense, its attack row, a hand card in short, an attacker. Each sample is written by the board's own message, so
 * the key shows the form exactly as the board does, in either language.
 */
import type { KeyEntry } from '../../engine/board.js';
import { KINDS } from './cards/types.js';
import { m } from './messages/index.js';
import type { PadView } from './view.js';

export function boardKey(v: PadView): KeyEntry[] {
  const t = m();
  const k = t.kindLetter;
  const entry = (term: string, legend: string, help: string): KeyEntry => ({ term, legend, help });
  const pairs = KINDS.map((kind) => (k[kind] === t.kind[kind] ? k[kind] : `${k[kind]} ${t.kind[kind]}`));
  return [
    entry(KINDS.map((kind) => k[kind]).join(' '), t.key.kindsLegend(KINDS.map((kind) => t.kind[kind])), t.key.kindsHelp(pairs)),
    // Wood shows on all three cards: one combo.
    entry(t.columnBrief(1, `${k.fire}${k.wood} ${k.wood}${k.dark}${k.heal} ${k.wood}${k.dark}`, `1 ${k.wood}`), t.key.columnLegend, t.key.columnHelp),
    entry(t.monsterBrief(2, '', 0, k.wood, 400, '').replace(/^2 +/u, ''), t.key.monsterLegend, t.key.monsterHelp),
    entry('- 1 2 3 4 6+1', t.key.attackLegend, t.key.attackHelp),
    entry(`${k.fire}0 ${k.water}1 ${k.wood}3`, t.key.countsLegend, t.key.countsHelp),
    entry(t.handBrief(1, '', k.dark, 2, `${k.water}${k.wood}${k.heal}`).replace(/^1 +/u, ''), t.key.handLegend, t.key.handHelp),
    ...(v.attackers.length > 0 ? [entry(t.attackBrief(1, '', 300, 1).replace(/^1 +/u, ''), t.key.attackerLegend, t.key.attackerHelp)] : []),
  ];
}
