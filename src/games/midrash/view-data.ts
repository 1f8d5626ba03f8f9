/**
 * The Midrash view in the outside convention (engine/view-data.ts). The board's view names every physical card by
 * its instance number, which says nothing outside and is not the same in a seeded game and the same game loaded
 * from its log; programs get catalogue ids instead (`golem+` for a card showing its upgraded face, as `cards`
 * lists it). docs/protocol.md lists the fields.
 */
import { seatNumber, type ViewData } from '../../engine/view-data.js';
import { catalogue } from './cards/load.js';
import type { MidrashView } from './view.js';

export function viewData(view: MidrashView): ViewData {
  const cat = catalogue();
  const face = (card: number) => (view.upgraded.includes(card) ? `${cat.idOf[card]}+` : cat.idOf[card]!);
  const ids = (cards: readonly number[]) => cards.map(face);
  return {
    round: view.round, active: seatNumber(view.turn), first: seatNumber(view.first), hard: view.hard, roundLimit: view.roundLimit,
    left: (view.left ?? []).map(seatNumber),
    seats: view.seats.map((seat) => ({
      character: seat.up ? 'sage+' : 'sage', mana: seat.mana, magic: seat.magic,
      slots: seat.slots.map((slot) => ({
        waste: slot.waste,
        under: ids(slot.under),
        cards: slot.cards.map((card) => ({ card: face(card), possessed: view.possessed.includes(card) })),
      })),
      merits: ids(seat.merits),
    })),
    supply: view.supply.map((pile, kind) => ({ card: cat.kindIds[kind]!, count: pile.length })),
    deckCounts: [...view.deckSizes],
    discards: view.discards.map(ids),
    // An enemy's copies differ in attack (the catalogue lists them all), so a revealed card says its own.
    reveal: view.reveal && {
      level: view.reveal.level, free: view.reveal.free, merits: view.reveal.merits,
      cards: view.reveal.cards.map((card) => ({ card: face(card), attack: cat.front[card]!.attack })),
    },
    box: ids(view.box),
    solo: view.solo && {
      demon: face(view.solo.demon), level: view.solo.level,
      row: view.solo.row.map((c) => ({ card: face(c.card), flipped: c.flipped, acted: c.acted === true, cover: ids(c.cover) })),
      unused: ids(view.solo.unused),
    },
    turnInfo: { peak: view.info.peak, wonWar: view.info.wonWar, drought: view.info.drought, silence: view.info.silence },
  };
}
