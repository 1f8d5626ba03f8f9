/** `cardref cards wixoss`: every card as a table row. */
import type { CardCatalogue } from '../../engine/game.js';
import { allCards } from './cards/db.js';
import { costText } from './rules/payment.js';

export const catalogue: CardCatalogue = {
  columns: [
    { key: 'type', title: 'type' }, { key: 'color', title: 'colour' }, { key: 'level', title: 'lvl' },
    { key: 'stats', title: 'power / limit' }, { key: 'cost', title: 'cost' }, { key: 'icons', title: 'icons' }, { key: 'text', title: 'effect' },
  ],
  rows: () => allCards().map((c) => ({
    id: c.id,
    name: c.name.en,
    fields: {
      type: c.type === 'ARTS' ? `ARTS (${c.timings!.join('/')})` : c.type,
      color: c.colors.join('/'),
      level: c.level,
      stats: c.type === 'SIGNI' ? c.power! : c.type === 'LRIG' ? `limit ${c.limit} ${c.lrigType}` : '',
      cost: c.type === 'LRIG' ? `grow ${costText(c.growCost)}` : c.type === 'SIGNI' ? (c.limiting ? `${c.limiting} only` : '') : costText(c.cost),
      icons: [c.guard ? 'guard' : '', c.lifeBurst ? 'burst' : '', c.multiEner ? 'multi ener' : ''].filter(Boolean).join(' '),
      text: c.text.en.join(' '),
    },
    searchText: [c.id, c.name.en, c.name.ja, c.name.zh ?? '', ...c.text.en, ...c.text.zh].join(' '),
  })),
  note: 'Card facts from the WD01-WD05 starter decks; effect wording is ours.',
};
