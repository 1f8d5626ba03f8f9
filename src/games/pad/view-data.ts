/**
 * The PAD view in the outside convention (engine/view-data.ts): the board's view numbers cards by their index in
 * the catalogue; programs get the catalogue ids. docs/protocol.md lists the fields.
 */
import { seatNumber, zoneData, type ViewData } from '../../engine/view-data.js';
import { card } from './cards/catalogue.js';
import type { PadView, PlayerView } from './view.js';

const ids = (cards: readonly number[]) => cards.map((c) => card(c).id);

function player(p: PlayerView): ViewData {
  return {
    name: p.name,
    ...zoneData('hand', p.hand && ids(p.hand), p.handCount),
    deckCount: p.deckCount,
    lifeCount: p.lifeCount,
    discard: ids(p.discard),
    columns: p.columns.map(ids),
    stacks: p.stacks.map(ids),
    tapped: [...p.tapped],
    limbo: ids(p.limbo),
    ...(p.deckTop ? { deckTop: ids(p.deckTop) } : {}),
    ...(p.lifeKnown ? { lifeKnown: ids(p.lifeKnown) } : {}),
  };
}

export function viewData(view: PadView): ViewData {
  return {
    turn: view.turn, active: seatNumber(view.seat), step: view.step, combos: view.combos, comboKinds: view.comboKinds, resolved: view.resolved,
    attackers: view.attackers.map((a) => ({ ...a })),
    guard: view.guard && { attacker: view.guard.attacker, stacks: [...view.guard.stacks] },
    players: view.players.map(player),
  };
}
