/** The WIXOSS view in the outside convention (engine/view-data.ts); docs/protocol.md lists its fields. */
import { seatNumber, zoneData, type ViewData } from '../../engine/view-data.js';
import type { PlayerView, WixossView } from './view.js';

/** A hidden zone of the board's view is a list or, when the viewer may not see it, a number. */
const zone = <K extends string>(key: K, cards: string[] | number) =>
  zoneData(key, typeof cards === 'number' ? null : cards, typeof cards === 'number' ? cards : cards.length);

function player(p: PlayerView): ViewData {
  return {
    name: p.name,
    lrig: p.lrig && { card: p.lrig.id, level: p.lrig.level, limit: p.lrig.limit, type: p.lrig.type, down: p.lrig.down },
    // A Charm: its card for the seat that may see it, else null (face down); absent when the SIGNI has none.
    signi: p.signi.map((s) => s && { card: s.id, level: s.level, power: s.power, down: s.down, lancer: s.lancer, ...(s.charm ? { charm: s.charm.id ?? null } : {}), ...(s.crossed ? { crossed: true } : {}), ...(s.doubleCrush ? { doubleCrush: true } : {}), ...(s.under ? { under: s.under } : {}), ...(s.noAbilities ? { noAbilities: true } : {}) }),
    lifeCount: p.life,
    deckCount: p.deck,
    ...zone('hand', p.hand),
    ...zone('lrigDeck', p.lrigDeck),
    ...zone('mulligan', p.mulligan),
    ener: p.ener,
    trash: p.trash,
    lrigTrash: p.lrigTrash,
    check: p.check,
    ...(p.seenTop ? { seenTop: p.seenTop } : {}),
    ...(p.seenLife ? { seenLife: p.seenLife } : {}),
  };
}

export function viewData(view: WixossView): ViewData {
  return {
    turn: view.turn, active: seatNumber(view.active), first: seatNumber(view.first), phase: view.phase, modern: view.modern,
    ...(view.extraTurns ? { extraTurns: view.extraTurns } : {}), // WX05 Mayu, Genesis Miko
    players: view.players.map(player),
  };
}
