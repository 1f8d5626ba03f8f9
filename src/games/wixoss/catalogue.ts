/** `cardref cards wixoss`: every card as a table row, in the reader's language (the Japanese name alongside). */
import type { CardCatalogue } from '../../engine/game.js';
import { cardName, contentLang } from '../../engine/i18n.js';
import { allCards } from './cards/db.js';
import { costText, lrigTypeName, m } from './messages/index.js';

const COLUMNS = [
  ['type', 'colType'], ['color', 'colColor'], ['level', 'colLevel'], ['stats', 'colStats'], ['cost', 'colCost'], ['icons', 'colIcons'], ['text', 'colText'],
] as const;

export const catalogue: CardCatalogue = {
  // Keys stay English (they are `--where` and `--json` keys); titles follow the language.
  get columns() {
    const t = m();
    return COLUMNS.map(([key, title]) => ({ key, title: t[title] }));
  },
  rows: () => {
    const t = m();
    const zh = contentLang() === 'zh';
    return allCards().map((c) => ({
      id: c.id,
      name: cardName(c.name),
      names: c.name,
      fields: {
        type: c.type === 'ARTS' ? t.catArts(c.timings!.map((k) => t.timing[k]).join('/')) : t.type[c.type],
        color: c.colors.map((k) => t.color[k]).join('/'),
        level: c.level,
        stats: c.type === 'SIGNI' ? c.power! : c.type === 'LRIG' ? t.catLimit(c.limit!, lrigTypeName(c.lrigType!)) : '',
        cost: c.type === 'LRIG' ? t.catGrow(costText(c.growCost)) : c.type === 'SIGNI' ? (c.limiting ? t.catLimiting(lrigTypeName(c.limiting)) : '') : costText(c.cost),
        icons: [c.guard ? t.icon.guard : '', c.lifeBurst ? t.icon.burst : '', c.multiEner ? t.icon.multiEner : ''].filter(Boolean).join(' '),
        text: (zh && c.text.zh.length ? c.text.zh : c.text.en).join(t.textJoin),
      },
      searchText: [c.id, c.name.en, c.name.ja, c.name.zh ?? '', ...c.text.en, ...c.text.zh].join(' '),
    }));
  },
  get note() {
    return m().catalogueNote;
  },
};
