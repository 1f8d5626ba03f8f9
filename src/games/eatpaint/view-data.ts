/** The EAT/PAINT view in the outside convention (engine/view-data.ts); docs/protocol.md lists its fields. */
import { seatNumber, zoneData, type ViewData } from '../../engine/view-data.js';
import type { EpView, SideView } from './view.js';

function side(s: SideView): ViewData {
  return {
    name: s.name, char: s.char, side: s.side, sub: s.sub, life: s.life, form: s.form, rest: s.rest, def: s.def,
    ...zoneData('hand', s.hand, s.handCount),
    deckCount: s.deckCount,
    trash: [...s.trash],
    heatCount: s.heatCount,
    ...zoneData('traps', s.traps, s.trapCount),
    // A face-down energy card keeps its place in the row: its `card` is null.
    energy: s.energy.map((e) => ({ card: e.card, rest: e.rest })),
    works: s.works.map((w) => ({ uid: w.uid, card: w.card, ink: w.ink, rest: w.rest, frame: w.frame, pump: w.pump, power: w.power, def: w.def, priority: w.prio })),
    ink: s.ink, inkDiscard: s.inkDiscard, boost: s.boost,
  };
}

export function viewData(view: EpView): ViewData {
  const atk = view.attack;
  return {
    turn: view.turn, active: seatNumber(view.active), first: seatNumber(view.first), phase: view.phase, startLife: view.startLife, dryTurns: view.dryTurns,
    sides: view.sides.map(side),
    using: view.using.map((u) => ({ seat: seatNumber(u.seat), card: u.card, to: u.to })),
    attack: atk && {
      seat: seatNumber(atk.seat), work: atk.work, target: atk.target, power: atk.power, defense: atk.defense,
      base: atk.base, delta: atk.delta, defBonus: atk.defBonus, noTraps: atk.noTraps, trap: atk.trap, dealt: atk.dealt,
    },
  };
}
