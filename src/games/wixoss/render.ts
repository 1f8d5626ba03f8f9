/** The board as tables for the CLI: both fields, life cloth and deck counts, ener by colour, the viewer's hand. */
import { styled, type Board, type BoardTable, type Cell, type Style } from '../../engine/board.js';
import { cardDef } from './cards/db.js';
import type { PlayerView, WixossView } from './view.js';

const PHASES: Record<string, string> = {
  chooseLrig: 'setup: choose LRIG', mulligan: 'setup: mulligan', ener: 'ener phase', grow: 'grow phase', main: 'main phase',
  artsTurn: 'attack phase (ARTS step)', artsOpp: "attack phase (defender's ARTS step)", signiAttack: 'attack phase (SIGNI attack)',
  lrigAttack: 'attack phase (LRIG attack)', end: 'end phase', over: 'game over',
};

function colorStyle(id: string): Style {
  return cardDef(id).colors[0] as Style;
}

function enerByColour(ener: string[]): string {
  const counts = new Map<string, number>();
  for (const id of ener) {
    const d = cardDef(id);
    const key = d.multiEner ? 'multi' : d.colors.join('/');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([c, n]) => `${c} ${n}`).join(', ') || '-';
}

function field(p: PlayerView): BoardTable {
  const lrig: Cell = p.lrig
    ? styled(`${p.lrig.name} L${p.lrig.level} limit ${p.lrig.limit}${p.lrig.down ? ' (down)' : ''}`, colorStyle(p.lrig.id))
    : styled('face down', 'hidden');
  const signi = p.signi.map((c, z): Cell => (c
    ? styled(`${z + 1}: ${c.name} L${c.level} ${c.power}${c.lancer ? ' Lancer' : ''}${c.down ? ' (down)' : ''}`, c.down ? [colorStyle(c.id), 'dim'] : colorStyle(c.id))
    : styled(`${z + 1}: -`, 'dim')));
  const n = typeof p.hand === 'number' ? p.hand : p.hand.length;
  const hand = `${n} card${n === 1 ? '' : 's'}`;
  return {
    title: p.name,
    rows: [
      ['LRIG', lrig],
      ['SIGNI', signi.map((c) => (typeof c === 'string' ? c : c.text)).join('  |  ')],
      ['life cloth', String(p.life)],
      ['deck / trash', `${p.deck} / ${p.trash.length}`],
      ['ener', `${p.ener.length} (${enerByColour(p.ener)})`],
      ['hand', hand],
      ['LRIG deck / trash', `${typeof p.lrigDeck === 'number' ? p.lrigDeck : p.lrigDeck.length} / ${p.lrigTrash.length}`],
      ...(p.check.length ? [['check zone', p.check.map((id) => cardDef(id).name.en).join(', ')] as Cell[]] : []),
      ...(typeof p.mulligan === 'number' ? (p.mulligan ? [['set aside (mulligan)', `${p.mulligan} cards`] as Cell[]] : [])
        : p.mulligan.length ? [['set aside (mulligan)', p.mulligan.map((id) => cardDef(id).name.en).join(', ')] as Cell[]] : []),
    ],
  };
}

export function renderView(v: WixossView): Board {
  const tables: BoardTable[] = v.players.map((p) => field(p));
  if (v.seat !== null) {
    const me = v.players[v.seat]!;
    if (Array.isArray(me.hand)) {
      tables.push({
        title: 'your hand',
        head: ['#', 'card', 'type', 'lvl', 'power / cost', 'icons'],
        rows: me.hand.map((id, i) => {
          const d = cardDef(id);
          const icons = [d.guard ? 'guard' : '', d.lifeBurst ? 'burst' : '', d.multiEner ? 'multi ener' : ''].filter(Boolean).join(' ');
          const cost = d.type === 'SIGNI' ? String(d.power) : Object.entries(d.cost ?? {}).map(([c, n]) => `${n} ${c}`).join(' + ') || 'free';
          return [String(i + 1), styled(d.name.en, colorStyle(id)), d.type, String(d.level), cost, icons];
        }),
      });
    }
    if (Array.isArray(me.lrigDeck)) {
      tables.push({
        title: 'your LRIG deck',
        head: ['#', 'card', 'type', 'lvl', 'cost'],
        rows: me.lrigDeck.map((id, i) => {
          const d = cardDef(id);
          const cost = Object.entries((d.type === 'LRIG' ? d.growCost : d.cost) ?? {}).map(([c, n]) => `${n} ${c}`).join(' + ') || 'free';
          return [String(i + 1), styled(d.name.en, colorStyle(id)), d.type === 'ARTS' ? `ARTS ${d.timings!.join('/')}` : d.type, String(d.level), cost];
        }),
      });
    }
  }
  const notes: Cell[] = [
    v.result
      ? styled(`game over: ${v.result.winners.map((w) => v.players[w]!.name).join(', ')} wins (${v.result.reason})`, 'bold')
      : `turn ${v.turn}, ${v.players[v.active]!.name}: ${PHASES[v.phase] ?? v.phase}`,
  ];
  if (v.modern) notes.push(styled('rules: modern', 'dim'));
  return { title: `WIXOSS - turn ${v.turn}`, tables, notes };
}
